import { z } from 'zod';
import { GL_ACCOUNT_TYPES, NORMAL_BALANCES } from '../cost-structure/chart-of-accounts.schemas.ts';
import { ZIsoDate } from './dates.ts';
import { SOURCE_TYPES } from './journal.schemas.ts';

export const PERIOD_MESSAGES = {
  notPeriodEnd: 'Choose the last day of a period',
  alreadyClosed: 'The books are already closed through that date',
  notClosed: 'The books are not closed through that date',
  reasonRequired: 'A reason is required to reopen a period',
  reasonMax: 'Reason must be less than 500 characters',
  closed: 'Period closed',
  reopened: 'Period reopened',
} as const;

export const ZPeriod = z.object({
  fiscal_year: z.number().int(),
  index: z.number().int(),
  start: z.string(),
  end: z.string(),
  status: z.enum(['open', 'closed']),
});
export type TPeriod = z.infer<typeof ZPeriod>;

export const ZPeriodEvent = z.object({
  action: z.enum(['close', 'reopen']),
  closed_through: z.string().nullable(),
  previous_closed_through: z.string().nullable(),
  reason: z.string().nullable(),
  actor_name: z.string().nullable(),
  created_at: z.string(),
});
export type TPeriodEvent = z.infer<typeof ZPeriodEvent>;

export const ZPeriods = z.object({
  fiscal_year_end: z.string(),
  fiscal_year: z.number().int(),
  books_closed_through: z.string().nullable(),
  periods: z.array(ZPeriod),
  events: z.array(ZPeriodEvent),
});
export type TPeriods = z.infer<typeof ZPeriods>;

export const ZPeriodsQuery = z.object({
  fiscal_year: z.coerce.number().int().min(1900).max(2200).optional(),
});

/** Close the books through the end of a period (every earlier period closes with it). */
export const ZClosePeriod = z.object({ through: ZIsoDate });
/** Reopen: the books are then closed through `through` (an earlier period end) or not at all (null). */
export const ZReopenPeriod = z.object({
  through: ZIsoDate.nullable(),
  reason: z.string().trim().min(1, PERIOD_MESSAGES.reasonRequired).max(499, PERIOD_MESSAGES.reasonMax),
});
export type TReopenPeriod = z.output<typeof ZReopenPeriod>;

export const ZTrialBalanceQuery = z.object({ as_of: ZIsoDate.optional() });

export const ZTrialBalanceRow = z.object({
  account_id: z.string(),
  account_number: z.string(),
  account_name: z.string(),
  account_type: z.enum(GL_ACCOUNT_TYPES),
  debit_cents: z.number().int(),
  credit_cents: z.number().int(),
});
export type TTrialBalanceRow = z.infer<typeof ZTrialBalanceRow>;

export const ZTrialBalance = z.object({
  as_of: z.string(),
  rows: z.array(ZTrialBalanceRow),
  total_debit_cents: z.number().int(),
  total_credit_cents: z.number().int(),
});
export type TTrialBalance = z.infer<typeof ZTrialBalance>;

export const TRIAL_BALANCE_MESSAGES = {
  fromAfterTo: 'The start date must be on or before the end date',
} as const;

/** The trial balance of a period: each account's opening balance, the period's activity and its closing. */
export const ZTrialBalancePeriodQuery = z
  .object({ from: ZIsoDate, to: ZIsoDate })
  .refine((q) => q.from <= q.to, { message: TRIAL_BALANCE_MESSAGES.fromAfterTo, path: ['from'] });

export const ZTrialBalancePeriodRow = z.object({
  account_id: z.string(),
  account_number: z.string(),
  account_name: z.string(),
  account_type: z.enum(GL_ACCOUNT_TYPES),
  /** The balance the day before `from`, on its side. */
  opening_debit_cents: z.number().int(),
  opening_credit_cents: z.number().int(),
  /** The period's debits and credits (gross, not netted). */
  debit_cents: z.number().int(),
  credit_cents: z.number().int(),
  /** The balance at `to`, on its side. */
  closing_debit_cents: z.number().int(),
  closing_credit_cents: z.number().int(),
});
export type TTrialBalancePeriodRow = z.infer<typeof ZTrialBalancePeriodRow>;

export const ZTrialBalancePeriodTotals = ZTrialBalancePeriodRow.pick({
  opening_debit_cents: true,
  opening_credit_cents: true,
  debit_cents: true,
  credit_cents: true,
  closing_debit_cents: true,
  closing_credit_cents: true,
});

export const ZTrialBalancePeriod = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(ZTrialBalancePeriodRow),
  totals: ZTrialBalancePeriodTotals,
});
export type TTrialBalancePeriod = z.infer<typeof ZTrialBalancePeriod>;

export const ZAccountDetailQuery = z.object({
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
  /** The opaque position after which the page starts (next_cursor of the previous page). */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type TAccountDetailQuery = z.output<typeof ZAccountDetailQuery>;

export const ZAccountDetailLine = z.object({
  entry_id: z.string(),
  entry_number: z.string(),
  entry_date: z.string(),
  line_number: z.number().int(),
  source_type: z.enum(SOURCE_TYPES),
  source_id: z.string().nullable(),
  memo: z.string(),
  job_id: z.string().nullable(),
  job_number: z.string().nullable(),
  debit_cents: z.number().int(),
  credit_cents: z.number().int(),
  running_balance_cents: z.number().int(),
});
export type TAccountDetailLine = z.infer<typeof ZAccountDetailLine>;

export const ZAccountDetail = z.object({
  account: z.object({
    id: z.string(),
    account_number: z.string(),
    account_name: z.string(),
    account_type: z.enum(GL_ACCOUNT_TYPES),
    normal_balance: z.enum(NORMAL_BALANCES),
  }),
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** Balance before `from` (0 without `from`), in the account's normal direction. */
  opening_balance_cents: z.number().int(),
  /** Balance at the end of the range. */
  closing_balance_cents: z.number().int(),
  lines: z.array(ZAccountDetailLine),
  next_cursor: z.string().nullable(),
});
export type TAccountDetail = z.infer<typeof ZAccountDetail>;

export const ZJobCostQuery = z.object({ job_id: z.string().uuid(), as_of: ZIsoDate.optional() });
export const ZJobCostRow = z.object({
  cost_code_id: z.string(),
  cost_code: z.string(),
  cost_code_description: z.string(),
  cost_category_id: z.string(),
  cost_category_code: z.string(),
  amount_cents: z.number().int(),
});
export const ZJobCost = z.object({
  job_id: z.string(),
  rows: z.array(ZJobCostRow),
  total_cents: z.number().int(),
});
export type TJobCost = z.infer<typeof ZJobCost>;

export const ZLedgerIntegrity = z.object({
  ok: z.boolean(),
  account_mismatches: z.number().int(),
  job_cost_mismatches: z.number().int(),
  unbalanced_entries: z.number().int(),
  checked_lines: z.number().int(),
});
export type TLedgerIntegrity = z.infer<typeof ZLedgerIntegrity>;
