import { budgetLineErrors, type TBudgetLineInput, type TJobBudget } from '@groundwork/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobBudgetLines } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { budgetReference, lockJob, syncJobBudget } from './budget-reference.ts';
import { getJobBudget } from './get-job-budget.ts';
import { BudgetErrors } from './job-budgets.errors.ts';

const CHUNK = 1000;

/**
 * Writes `lines` as the job's budget lines: a code × category already budgeted keeps its row (and id)
 * with the new description and amount, new ones are added, and lines the caller no longer has are
 * removed. The caller has locked the job and checked the lines.
 */
export async function writeBudgetLines(
  tx: Db,
  organizationId: string,
  jobId: string,
  lines: readonly TBudgetLineInput[],
  { removeOthers }: { removeOthers: boolean },
): Promise<{ created: number; updated: number }> {
  const existing = await tx
    .select({
      id: jobBudgetLines.id,
      costCodeId: jobBudgetLines.costCodeId,
      costCategoryId: jobBudgetLines.costCategoryId,
    })
    .from(jobBudgetLines)
    .where(and(eq(jobBudgetLines.organizationId, organizationId), eq(jobBudgetLines.jobId, jobId)));
  const key = (code: string, category: string) => `${code}|${category}`;
  const kept = new Set(lines.map((l) => key(l.cost_code_id, l.cost_category_id)));
  const existingKeys = new Set(existing.map((l) => key(l.costCodeId, l.costCategoryId)));
  if (removeOthers) {
    const removed = existing.filter((l) => !kept.has(key(l.costCodeId, l.costCategoryId))).map((l) => l.id);
    for (let i = 0; i < removed.length; i += CHUNK) {
      await tx.delete(jobBudgetLines).where(inArray(jobBudgetLines.id, removed.slice(i, i + CHUNK)));
    }
  }
  const now = new Date();
  for (let i = 0; i < lines.length; i += CHUNK) {
    await tx
      .insert(jobBudgetLines)
      .values(
        lines.slice(i, i + CHUNK).map((line) => ({
          organizationId,
          jobId,
          costCodeId: line.cost_code_id,
          costCategoryId: line.cost_category_id,
          description: line.description,
          originalCents: line.original_cents,
        })),
      )
      .onConflictDoUpdate({
        target: [
          jobBudgetLines.organizationId,
          jobBudgetLines.jobId,
          jobBudgetLines.costCodeId,
          jobBudgetLines.costCategoryId,
        ],
        set: {
          description: sqlExcluded('description'),
          originalCents: sqlExcluded('original_cents'),
          updatedAt: now,
        },
      });
  }
  const updated = lines.filter((l) => existingKeys.has(key(l.cost_code_id, l.cost_category_id))).length;
  return { created: lines.length - updated, updated };
}

function sqlExcluded(column: string) {
  return sql.raw(`excluded.${column}`);
}

/**
 * Replaces a job's budget, all or nothing:
 *   1. lock the job (404 for another company's) so saves of one budget queue;
 *   2. check every line against the company's codes and categories as they are now — any problem
 *      refuses the whole save, naming each line with all its reasons;
 *   3. write the lines (same code × category keeps its row), remove the others;
 *   4. the job's budget becomes the lines' total; an audit row records the totals.
 */
export async function saveJobBudget(
  tx: Db,
  caller: TenantCaller,
  jobId: string,
  lines: readonly TBudgetLineInput[],
): Promise<TJobBudget> {
  const org = caller.organizationId;
  await lockJob(tx, org, jobId);
  const before = await getJobBudget(tx, org, jobId);
  const { codes, categories } = await budgetReference(tx, org);
  const errors = budgetLineErrors(lines, codes, categories);
  if (errors.size > 0) throw BudgetErrors.linesInvalid(errors);

  await writeBudgetLines(tx, org, jobId, lines, { removeOthers: true });
  await syncJobBudget(tx, org, jobId);
  const after = await getJobBudget(tx, org, jobId);
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'save_job_budget',
    entity: 'job_budget_lines',
    entityId: jobId,
    before: { lines: before.lines.length, total_cents: before.total_cents },
    after: { lines: after.lines.length, total_cents: after.total_cents },
    requestId: caller.requestId,
  });
  return after;
}
