import { z } from 'zod';
import { ZIsoDate } from '../ledger/dates.ts';

/**
 * The figures of the job cost summary (issue 14, item 6), per cost code × category and in total:
 *
 * - original budget: the job's budget lines as entered;
 * - approved budget changes: from approved customer change orders — none exist yet, so always 0;
 * - revised budget = original + approved budget changes;
 * - committed: original schedule lines + approved vendor change orders of issued, executed and closed
 *   commitments (drafts are not yet commitments; void ones never count);
 * - pending commitment changes: pending vendor change orders of those commitments (never in committed);
 * - actual cost: the ledger's job cost through `as_of`;
 * - invoiced: approved and posted vendor invoices against those commitments;
 * - committed not invoiced = committed − invoiced;
 * - remaining = revised budget − committed; below zero the line is over-committed.
 */
const ZCostFigures = z.object({
  original_budget_cents: z.number().int(),
  approved_budget_changes_cents: z.number().int(),
  revised_budget_cents: z.number().int(),
  committed_cents: z.number().int(),
  pending_commitment_changes_cents: z.number().int(),
  actual_cents: z.number().int(),
  invoiced_cents: z.number().int(),
  committed_not_invoiced_cents: z.number().int(),
  remaining_cents: z.number().int(),
  is_over_committed: z.boolean(),
});
export type TCostFigures = z.infer<typeof ZCostFigures>;

export const ZCostSummaryRow = ZCostFigures.extend({
  cost_code_id: z.string(),
  cost_code: z.string(),
  cost_code_description: z.string(),
  cost_category_id: z.string(),
  cost_category_code: z.string(),
  cost_category_description: z.string(),
  /** Whether the job has a budget line for this code × category (else cost or commitments without one). */
  is_budgeted: z.boolean(),
});
export type TCostSummaryRow = z.infer<typeof ZCostSummaryRow>;

export const ZCostSummary = z.object({
  job_id: z.string(),
  as_of: z.string(),
  rows: z.array(ZCostSummaryRow),
  totals: ZCostFigures,
});
export type TCostSummary = z.infer<typeof ZCostSummary>;

export const ZCostSummaryQuery = z.object({ as_of: ZIsoDate.optional() });
