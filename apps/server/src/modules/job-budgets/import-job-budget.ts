import {
  budgetCategoryFor,
  cleanBudgetRow,
  parseBudgetAmount,
  previewBudgetImport,
  type TBudgetImportResult,
  type TBudgetImportRow,
  type TBudgetPreview,
} from '@groundwork/shared';
import type { Db } from '../../db/client.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { assertJob, budgetReference, lockJob, syncJobBudget } from './budget-reference.ts';
import { budgetLines, getJobBudget } from './get-job-budget.ts';
import { BudgetErrors } from './job-budgets.errors.ts';
import { writeBudgetLines } from './save-job-budget.ts';

async function preview(tx: Db, organizationId: string, jobId: string, rows: readonly TBudgetImportRow[]) {
  const { codes, categories } = await budgetReference(tx, organizationId);
  const existing = await budgetLines(tx, organizationId, jobId);
  return { result: previewBudgetImport(rows, codes, categories, existing), codes, categories };
}

/** What importing these rows into the job's budget would do (the same function the browser runs). */
export async function previewJobBudgetImport(
  tx: Db,
  caller: TenantCaller,
  jobId: string,
  rows: readonly TBudgetImportRow[],
): Promise<TBudgetPreview> {
  await assertJob(tx, caller.organizationId, jobId);
  return (await preview(tx, caller.organizationId, jobId, rows)).result;
}

/**
 * Imports budget rows into a job, all or nothing:
 *   1. lock the job and preview again on the codes, categories and lines as they are now — any
 *      invalid row refuses the file;
 *   2. a row whose code × category the job has updates that line, any other row adds one; lines the
 *      file does not name stay;
 *   3. the job's budget becomes the lines' total; an audit row records the counts.
 */
export async function importJobBudget(
  tx: Db,
  caller: TenantCaller,
  jobId: string,
  rows: readonly TBudgetImportRow[],
): Promise<TBudgetImportResult> {
  const org = caller.organizationId;
  await lockJob(tx, org, jobId);
  const { result, codes, categories } = await preview(tx, org, jobId, rows);
  if (result.invalid > 0) throw BudgetErrors.importBlocked();

  const codeId = new Map(codes.map((c) => [c.code, c.id]));
  const lines = rows.map(cleanBudgetRow).map((row) => ({
    cost_code_id: codeId.get(row.cost_code) as string,
    cost_category_id: budgetCategoryFor(row.cost_category, categories)?.id as string,
    description: row.description,
    original_cents: parseBudgetAmount(row.amount) ?? 0,
  }));
  const { created, updated } = await writeBudgetLines(tx, org, jobId, lines, { removeOthers: false });
  await syncJobBudget(tx, org, jobId);
  const budget = await getJobBudget(tx, org, jobId);
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'import_job_budget',
    entity: 'job_budget_lines',
    entityId: jobId,
    after: { created, updated, rows: rows.length, total_cents: budget.total_cents },
    requestId: caller.requestId,
  });
  return { created, updated, budget };
}
