import type { TBudgetCategory, TBudgetCode } from '@groundwork/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { costCategories, projects, standardCostCodes } from '../../db/schema/index.ts';
import { JobErrors } from '../jobs/jobs.errors.ts';

/** The company's cost codes and categories (inactive included), as the budget rules judge lines. */
export async function budgetReference(
  tx: Db,
  organizationId: string,
): Promise<{ codes: TBudgetCode[]; categories: TBudgetCategory[] }> {
  const codes = await tx
    .select({
      id: standardCostCodes.id,
      code: standardCostCodes.code,
      is_active: standardCostCodes.isActive,
      is_parent: standardCostCodes.isParent,
    })
    .from(standardCostCodes)
    .where(eq(standardCostCodes.organizationId, organizationId));
  const categories = await tx
    .select({
      id: costCategories.id,
      code: costCategories.code,
      is_active: costCategories.isActive,
      description: costCategories.description,
    })
    .from(costCategories)
    .where(eq(costCategories.organizationId, organizationId));
  return { codes, categories };
}

/**
 * Locks the job's row for the rest of the transaction, so two saves of one budget run one after the
 * other; another company's job (or none) is not found.
 */
export async function lockJob(tx: Db, organizationId: string, jobId: string): Promise<void> {
  const [job] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.organizationId, organizationId), eq(projects.id, jobId)))
    .for('update');
  if (!job) throw JobErrors.notFound();
}

/** Once a job has budget lines, its budget is their total (kept in the saving transaction). */
export async function syncJobBudget(tx: Db, organizationId: string, jobId: string): Promise<void> {
  await tx.execute(sql`
    update projects p set budget_cents = b.total, updated_at = now()
    from (select sum(original_cents) as total from job_budget_lines
          where organization_id = ${organizationId} and job_id = ${jobId}) b
    where p.organization_id = ${organizationId} and p.id = ${jobId}
      and b.total is not null and p.budget_cents is distinct from b.total`);
}

/** Another company's job (or none) is not found. */
export async function assertJob(tx: Db, organizationId: string, jobId: string): Promise<void> {
  const [job] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.organizationId, organizationId), eq(projects.id, jobId)));
  if (!job) throw JobErrors.notFound();
}
