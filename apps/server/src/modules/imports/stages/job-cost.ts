import type { TImportRowError } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import { costCategories, jobCostHistory, standardCostCodes } from '../../../db/schema/index.ts';
import type { TSourceJobCost } from '../model/source-model.ts';
import { cutoverOf, duplicateKeys, formatAmount, nameMapOf, rowError } from './opening-entry-support.ts';
import { jobKey, resolveJobs } from './resolve.ts';
import {
  emptyStageResult,
  type TImportStageRunner,
  type TStageContext,
  type TStageResult,
} from './stage-types.ts';

const STAGE = 'job_cost' as const;

function rowPrefix(row: TSourceJobCost): string {
  return row.ref.row != null ? `Row ${row.ref.row}: ` : '';
}

/**
 * Job-to-date cost (option job_to_date_cost) as report history, not posted (the opening entry carries
 * the balances): one job_cost_history row per job × cost code × category as of the cut-over.
 *   1. every row checked: its job (`Customer:Job`), cost code and cost category found (code, or the
 *      category's description), one row per combination;
 *   2. upsert on (job, code, category, cut-over): the same amount unchanged, another amount updated
 *      (the row keeps its creating run; the update is recorded with the amount before it).
 */
async function runJobCost(ctx: TStageContext): Promise<TStageResult> {
  const result = emptyStageResult();
  if (!ctx.options.job_to_date_cost || ctx.model.jobCost.length === 0) return result;
  const rows = ctx.model.jobCost;
  result.rows = rows.length;
  const cutover = cutoverOf(ctx, STAGE);
  if (typeof cutover !== 'string') return { ...result, errors: [cutover] };
  const org = ctx.caller.organizationId;
  const errors: TImportRowError[] = [];

  const jobs = await resolveJobs(ctx.tx, org);
  const codes = new Map(
    (
      await ctx.tx
        .select({ id: standardCostCodes.id, code: standardCostCodes.code })
        .from(standardCostCodes)
        .where(eq(standardCostCodes.organizationId, org))
    ).map((c) => [c.code.trim(), c.id]),
  );
  const categories = new Map<string, string>();
  for (const c of await ctx.tx
    .select({ id: costCategories.id, code: costCategories.code, description: costCategories.description })
    .from(costCategories)
    .where(eq(costCategories.organizationId, org))) {
    categories.set(c.code.trim().toLowerCase(), c.id);
    if (!categories.has(c.description.trim().toLowerCase()))
      categories.set(c.description.trim().toLowerCase(), c.id);
  }

  // 1. Rows.
  type TPlanned = { row: TSourceJobCost; jobId: string; costCodeId: string; costCategoryId: string };
  const planned: TPlanned[] = [];
  for (const row of rows) {
    const before = errors.length;
    const [customer = '', ...rest] = row.jobFullName.split(':').map((s) => s.trim());
    const jobMap = nameMapOf(ctx.mapping, 'job', row.jobFullName);
    const jobId =
      (jobMap?.action === 'map' ? jobMap.targetId : null) ??
      (rest.length > 0 ? jobs.get(jobKey(customer, rest.join(':'))) : undefined);
    if (!jobId) errors.push(rowError(STAGE, row.ref, `${rowPrefix(row)}job '${row.jobFullName}' not found`));
    const costCodeId = codes.get(row.costCode.trim());
    if (!costCodeId)
      errors.push(rowError(STAGE, row.ref, `${rowPrefix(row)}cost code '${row.costCode}' not found`));
    const costCategoryId = categories.get(row.category.trim().toLowerCase());
    if (!costCategoryId)
      errors.push(rowError(STAGE, row.ref, `${rowPrefix(row)}cost category '${row.category}' not found`));
    if (errors.length === before && jobId && costCodeId && costCategoryId)
      planned.push({ row, jobId, costCodeId, costCategoryId });
  }
  const keyOf = (p: TPlanned) => `${p.jobId}:${p.costCodeId}:${p.costCategoryId}`;
  const twice = duplicateKeys(planned, keyOf);
  const reported = new Set<string>();
  for (const p of planned)
    if (twice.has(keyOf(p)) && !reported.has(keyOf(p))) {
      reported.add(keyOf(p));
      errors.push(
        rowError(
          STAGE,
          p.row.ref,
          `${rowPrefix(p.row)}job '${p.row.jobFullName}', cost code ${p.row.costCode}, category ${p.row.category} appears twice`,
        ),
      );
    }
  if (errors.length > 0) return { ...result, errors };

  // 2. Upsert.
  for (const [i, p] of planned.entries()) {
    const where = and(
      eq(jobCostHistory.organizationId, org),
      eq(jobCostHistory.jobId, p.jobId),
      eq(jobCostHistory.costCodeId, p.costCodeId),
      eq(jobCostHistory.costCategoryId, p.costCategoryId),
      eq(jobCostHistory.asOf, cutover),
    );
    const [existing] = await ctx.tx
      .select({ id: jobCostHistory.id, amountCents: jobCostHistory.amountCents, runId: jobCostHistory.runId })
      .from(jobCostHistory)
      .where(where);
    const naturalKey = `${keyOf(p)}:${cutover}`;
    if (existing && existing.amountCents === p.row.amountCents) {
      result.unchanged++;
    } else if (existing) {
      // The row keeps the run that created it: rolling this run back restores the amount (`before`),
      // rolling the creating run back removes the row.
      await ctx.tx.update(jobCostHistory).set({ amountCents: p.row.amountCents }).where(where);
      await ctx.record({
        entityType: 'job_cost_history',
        entityId: existing.id,
        action: 'updated',
        naturalKey,
        before: { amountCents: existing.amountCents, runId: existing.runId },
      });
      result.updated++;
    } else {
      const [row] = await ctx.tx
        .insert(jobCostHistory)
        .values({
          organizationId: org,
          runId: ctx.runId,
          jobId: p.jobId,
          costCodeId: p.costCodeId,
          costCategoryId: p.costCategoryId,
          asOf: cutover,
          amountCents: p.row.amountCents,
        })
        .returning({ id: jobCostHistory.id });
      if (!row) throw new Error('job cost history insert returned no row');
      await ctx.record({ entityType: 'job_cost_history', entityId: row.id, action: 'created', naturalKey });
      result.created++;
    }
    if (result.samples.length < 5)
      result.samples.push([
        `${p.row.jobFullName} ${p.row.costCode} ${p.row.category}`,
        formatAmount(p.row.amountCents),
      ]);
    if (i % 200 === 199) await ctx.progress(i + 1, planned.length);
  }
  return result;
}

export const jobCostStage: TImportStageRunner = { stage: STAGE, run: runJobCost };
