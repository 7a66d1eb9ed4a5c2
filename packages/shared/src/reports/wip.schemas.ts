import { z } from 'zod';
import { ZIsoDate } from '../ledger/dates.ts';
import { isMonthEnd, PROFIT_FADE_MAX_MONTHS } from './wip.rules.ts';

export const WIP_MESSAGES = {
  notMonthEnd: 'Choose the last day of a month: a WIP period ends at a month end',
  costToComplete: 'Enter an estimated cost to complete of $0.00 or more',
  noteMax: 'A note is at most 500 characters',
  jobNotFound: 'Job not found',
  alreadyPosted: (periodEnd: string) =>
    `A WIP adjustment is already posted for the period ending ${periodEnd}: withdraw it first to post it again`,
  nothingToPost: (periodEnd: string) =>
    `Nothing to post for the period ending ${periodEnd}: every job is billed exactly as earned`,
  periodClosed: (periodEnd: string, closedThrough: string) =>
    `The books are closed through ${closedThrough}: the WIP adjustment for ${periodEnd} cannot be posted or withdrawn — reopen the period first`,
  estimateLocked: (periodEnd: string) =>
    `A WIP adjustment is posted for the period ending ${periodEnd}: withdraw it before changing an estimate of that period`,
  estimateClosed: (periodEnd: string, closedThrough: string) =>
    `The books are closed through ${closedThrough}: the estimates of the period ending ${periodEnd} can no longer change`,
  accountMissing: (what: string) =>
    `The chart of accounts has no active ${what} account: add it (or reactivate it) before posting the WIP adjustment`,
  adjustmentNotFound: 'WIP adjustment not found',
  alreadyWithdrawn: 'This WIP adjustment is already withdrawn',
  rangeOrder: 'The first month must not be after the last',
  rangeTooLong: `Choose at most ${PROFIT_FADE_MAX_MONTHS} months`,
} as const;

export const COST_TO_COMPLETE_MAX_CENTS = 99_999_999_999_999;

/** A WIP period: the last day of a month. */
export const ZWipPeriodEnd = ZIsoDate.refine(isMonthEnd, WIP_MESSAGES.notMonthEnd);

export const ZWipScheduleQuery = z.object({ period_end: ZWipPeriodEnd });
export type TWipScheduleQuery = z.output<typeof ZWipScheduleQuery>;

const cents = z.number().int();

/** The cost-to-cost figures of one job (or the totals); see wip.rules.ts for how each is worked out. */
const ZWipComputed = z.object({
  cost_to_complete_cents: cents,
  is_estimate_set: z.boolean(),
  estimated_total_cost_cents: cents,
  percent_complete_bps: z.number().int(),
  earned_revenue_cents: cents,
  over_under_cents: cents,
  estimated_gross_profit_cents: cents,
  estimated_margin_bps: z.number().int().nullable(),
  gross_profit_to_date_cents: cents,
  is_loss: z.boolean(),
  loss_provision_cents: cents,
});

export const ZWipScheduleRow = ZWipComputed.extend({
  job_id: z.string(),
  job_number: z.string(),
  job_name: z.string(),
  customer_name: z.string(),
  job_status: z.string(),
  original_contract_cents: cents,
  approved_changes_cents: cents,
  revised_contract_cents: cents,
  revised_budget_cents: cents,
  cost_to_date_cents: cents,
  billed_to_date_cents: cents,
  /** The estimate's note and who set it when (null without an estimate for the period). */
  estimate_note: z.string().nullable(),
  estimate_updated_at: z.string().nullable(),
  estimate_updated_by_name: z.string().nullable(),
});
export type TWipScheduleRow = z.infer<typeof ZWipScheduleRow>;

export const ZWipTotals = z.object({
  revised_contract_cents: cents,
  cost_to_date_cents: cents,
  cost_to_complete_cents: cents,
  estimated_total_cost_cents: cents,
  percent_complete_bps: z.number().int(),
  earned_revenue_cents: cents,
  billed_to_date_cents: cents,
  over_under_cents: cents,
  over_billings_cents: cents,
  under_billings_cents: cents,
  estimated_gross_profit_cents: cents,
  estimated_margin_bps: z.number().int().nullable(),
  gross_profit_to_date_cents: cents,
  loss_provision_cents: cents,
  loss_jobs: z.number().int(),
});
export type TWipTotalsOut = z.infer<typeof ZWipTotals>;

const ZEntryRef = z.object({ id: z.string(), entry_number: z.string(), entry_date: z.string() });
export type TWipEntryRef = z.infer<typeof ZEntryRef>;

/** One job as the adjustment posted it (kept on the adjustment for audit). */
export const ZWipAdjustmentJob = z.object({
  job_id: z.string(),
  job_number: z.string(),
  job_name: z.string(),
  earned_revenue_cents: cents,
  billed_to_date_cents: cents,
  over_under_cents: cents,
});
export type TWipAdjustmentJob = z.infer<typeof ZWipAdjustmentJob>;

export const ZWipAdjustment = z.object({
  id: z.string(),
  period_end: z.string(),
  status: z.enum(['posted', 'withdrawn']),
  over_billings_cents: cents,
  under_billings_cents: cents,
  /** Dated the period end. */
  entry: ZEntryRef,
  /** Dated the first day of the next period; reverses `entry`. */
  reversal: ZEntryRef,
  /** A withdrawn adjustment's two cancelling entries (empty while posted). */
  withdrawal_entries: z.array(ZEntryRef),
  jobs: z.array(ZWipAdjustmentJob),
  posted_at: z.string(),
  posted_by_name: z.string().nullable(),
  withdrawn_at: z.string().nullable(),
  withdrawn_by_name: z.string().nullable(),
});
export type TWipAdjustment = z.infer<typeof ZWipAdjustment>;

export const ZWipSchedule = z.object({
  period_end: z.string(),
  rows: z.array(ZWipScheduleRow),
  totals: ZWipTotals,
  /** Jobs with cost or billings through the period but no contract: a WIP schedule cannot measure them. */
  jobs_without_contract: z.number().int(),
  /** The company's closed-books date (null: nothing closed); the adjustment needs period_end after it. */
  books_closed_through: z.string().nullable(),
  /** The adjustment posted for the period (null: none). */
  posted_adjustment: ZWipAdjustment.nullable(),
});
export type TWipSchedule = z.infer<typeof ZWipSchedule>;

/** PUT /wip/estimates: a job's estimated cost to complete for a period. */
export const ZWipEstimateInput = z.object({
  job_id: z.string({ error: WIP_MESSAGES.jobNotFound }).uuid(WIP_MESSAGES.jobNotFound),
  period_end: ZWipPeriodEnd,
  cost_to_complete_cents: z
    .number({ error: WIP_MESSAGES.costToComplete })
    .int(WIP_MESSAGES.costToComplete)
    .min(0, WIP_MESSAGES.costToComplete)
    .max(COST_TO_COMPLETE_MAX_CENTS, WIP_MESSAGES.costToComplete),
  note: z
    .string()
    .trim()
    .max(500, WIP_MESSAGES.noteMax)
    .nullish()
    .transform((v) => v || null),
});
export type TWipEstimateInputIn = z.input<typeof ZWipEstimateInput>;
export type TWipEstimateInput = z.output<typeof ZWipEstimateInput>;

/** DELETE /wip/estimates?job_id&period_end: back to the default. */
export const ZWipEstimateKey = z.object({
  job_id: z.string().uuid(WIP_MESSAGES.jobNotFound),
  period_end: ZWipPeriodEnd,
});
export type TWipEstimateKey = z.output<typeof ZWipEstimateKey>;

export const ZWipEstimate = z.object({
  job_id: z.string(),
  period_end: z.string(),
  cost_to_complete_cents: cents,
  note: z.string().nullable(),
  updated_at: z.string(),
});
export type TWipEstimate = z.infer<typeof ZWipEstimate>;

export const ZPostWipAdjustment = z.object({ period_end: ZWipPeriodEnd });
export type TPostWipAdjustment = z.output<typeof ZPostWipAdjustment>;

export const ZWipAdjustmentsQuery = z.object({ period_end: ZWipPeriodEnd.optional() });

/** Profit fade: month ends from `from`'s month through `to`'s, one job or every job together. */
export const ZProfitFadeQuery = z
  .object({
    from: ZIsoDate,
    to: ZIsoDate,
    job_id: z.string().uuid(WIP_MESSAGES.jobNotFound).optional(),
  })
  .refine((q) => q.from <= q.to, { message: WIP_MESSAGES.rangeOrder, path: ['to'] })
  .refine(
    (q) => {
      const months =
        (Number(q.to.slice(0, 4)) - Number(q.from.slice(0, 4))) * 12 +
        Number(q.to.slice(5, 7)) -
        Number(q.from.slice(5, 7)) +
        1;
      return months <= PROFIT_FADE_MAX_MONTHS;
    },
    { message: WIP_MESSAGES.rangeTooLong, path: ['from'] },
  );
export type TProfitFadeQuery = z.output<typeof ZProfitFadeQuery>;

/** One month end of the profit fade: the projection as it stood then. */
export const ZProfitFadeMonth = z.object({
  period_end: z.string(),
  /** Jobs counted (all-jobs view: those with cost or billings by then); 1 or 0 for one job. */
  jobs: z.number().int(),
  revised_contract_cents: cents,
  cost_to_date_cents: cents,
  cost_to_complete_cents: cents,
  estimated_total_cost_cents: cents,
  billed_to_date_cents: cents,
  earned_revenue_cents: cents,
  over_under_cents: cents,
  estimated_gross_profit_cents: cents,
  estimated_margin_bps: z.number().int().nullable(),
  percent_complete_bps: z.number().int(),
  /** How many of the jobs had an estimate set for that month (else the default). */
  estimates_set: z.number().int(),
});
export type TProfitFadeMonth = z.infer<typeof ZProfitFadeMonth>;

export const ZProfitFade = z.object({
  from: z.string(),
  to: z.string(),
  job: z.object({ id: z.string(), job_number: z.string(), job_name: z.string() }).nullable(),
  months: z.array(ZProfitFadeMonth),
  /** Margin change from the first month with a margin to the last (basis points; null without two). */
  fade_bps: z.number().int().nullable(),
});
export type TProfitFade = z.infer<typeof ZProfitFade>;
