import type { TJobBudget } from '@groundwork/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { costCategories, jobBudgetLines, standardCostCodes } from '../../db/schema/index.ts';

/** A job's budget lines with their code and category labels, by code then category. */
export async function budgetLines(tx: Db, organizationId: string, jobId: string) {
  return tx
    .select({
      id: jobBudgetLines.id,
      cost_code_id: jobBudgetLines.costCodeId,
      cost_code: standardCostCodes.code,
      cost_code_description: standardCostCodes.description,
      cost_category_id: jobBudgetLines.costCategoryId,
      cost_category_code: costCategories.code,
      cost_category_description: costCategories.description,
      description: jobBudgetLines.description,
      original_cents: jobBudgetLines.originalCents,
    })
    .from(jobBudgetLines)
    .innerJoin(
      standardCostCodes,
      and(
        eq(standardCostCodes.organizationId, jobBudgetLines.organizationId),
        eq(standardCostCodes.id, jobBudgetLines.costCodeId),
      ),
    )
    .innerJoin(
      costCategories,
      and(
        eq(costCategories.organizationId, jobBudgetLines.organizationId),
        eq(costCategories.id, jobBudgetLines.costCategoryId),
      ),
    )
    .where(and(eq(jobBudgetLines.organizationId, organizationId), eq(jobBudgetLines.jobId, jobId)))
    .orderBy(asc(standardCostCodes.code), asc(costCategories.code));
}

/** The job's budget: its lines and their total (the job must be checked by the caller). */
export async function getJobBudget(tx: Db, organizationId: string, jobId: string): Promise<TJobBudget> {
  const lines = await budgetLines(tx, organizationId, jobId);
  return {
    job_id: jobId,
    lines,
    total_cents: lines.reduce((sum, line) => sum + line.original_cents, 0),
  };
}
