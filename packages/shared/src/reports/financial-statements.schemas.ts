import { z } from 'zod';
import { GL_ACCOUNT_TYPES, NORMAL_BALANCES } from '../cost-structure/chart-of-accounts.schemas.ts';
import { ZIsoDate } from '../ledger/dates.ts';
import { ZAccountDetailLine } from '../ledger/reports.schemas.ts';
import { monthsTouched, PNL_SECTIONS, STATEMENT_COMPARISONS } from './financial-statements.rules.ts';

/** Financial statements (issue 17, item 2): profit and loss, balance sheet, general ledger detail. */

export const PNL_MAX_MONTHS = 120;
export const PNL_MAX_MONTH_COLUMNS = 36;
export const GL_PAGE_MAX = 1000;

export const FINANCIAL_STATEMENT_MESSAGES = {
  fromAfterTo: 'The start date must be on or before the end date',
  periodTooLong: `A period is at most ${PNL_MAX_MONTHS / 12} years`,
  tooManyMonthColumns: `Columns by month cover at most ${PNL_MAX_MONTH_COLUMNS} months: shorten the period or show one total column`,
  accountRange: 'The first account number must not come after the last',
  accountNumber: 'An account number is 3 to 10 digits, optionally followed by a hyphen and a sub-number',
  jobNotFound: 'Job not found',
  outOfBalance: 'The balance sheet does not balance',
} as const;

type TMaybeRange = { from?: string | undefined; to?: string | undefined };
const inOrder = (q: TMaybeRange) => !q.from || !q.to || q.from <= q.to;

export const ZProfitAndLossQuery = z
  .object({
    /** Default: the first day of the fiscal year of `to`. */
    from: ZIsoDate.optional(),
    /** Default: today. */
    to: ZIsoDate.optional(),
    compare: z.enum(STATEMENT_COMPARISONS).default('none'),
    /** 'month': one column per month of the period (and the total); 'total': one column. */
    columns: z.enum(['total', 'month']).default('total'),
    job_id: z.string().uuid().optional(),
  })
  .refine(inOrder, { message: FINANCIAL_STATEMENT_MESSAGES.fromAfterTo, path: ['from'] })
  .refine(
    (q) => !q.from || !q.to || q.from > q.to || monthsTouched({ from: q.from, to: q.to }) <= PNL_MAX_MONTHS,
    {
      message: FINANCIAL_STATEMENT_MESSAGES.periodTooLong,
      path: ['to'],
    },
  )
  .refine(
    (q) =>
      q.columns !== 'month' ||
      !q.from ||
      !q.to ||
      q.from > q.to ||
      monthsTouched({ from: q.from, to: q.to }) <= PNL_MAX_MONTH_COLUMNS,
    { message: FINANCIAL_STATEMENT_MESSAGES.tooManyMonthColumns, path: ['columns'] },
  );
export type TProfitAndLossQuery = z.output<typeof ZProfitAndLossQuery>;

export const ZStatementPeriod = z.object({
  key: z.string(),
  label: z.string(),
  from: z.string(),
  to: z.string(),
});
export type TStatementPeriod = z.infer<typeof ZStatementPeriod>;

/** A line's figures: one per column, the period's total, and against the comparison period. */
export const ZPnlFigures = z.object({
  amounts: z.array(z.number().int()),
  total_cents: z.number().int(),
  prior_cents: z.number().int().nullable(),
  change_cents: z.number().int().nullable(),
  change_percent: z.number().nullable(),
});
export type TPnlFigures = z.infer<typeof ZPnlFigures>;

export const ZPnlRow = ZPnlFigures.extend({
  account_id: z.string(),
  account_number: z.string(),
  account_name: z.string(),
  depth: z.number().int(),
});
export type TPnlRow = z.infer<typeof ZPnlRow>;

export const ZPnlSection = z.object({
  key: z.enum(PNL_SECTIONS),
  title: z.string(),
  rows: z.array(ZPnlRow),
  total: ZPnlFigures,
});
export type TPnlSectionBody = z.infer<typeof ZPnlSection>;

export const ZPnlMonth = z.object({
  month: z.string(),
  label: z.string(),
  from: z.string(),
  to: z.string(),
  revenue_cents: z.number().int(),
  gross_profit_cents: z.number().int(),
  net_income_cents: z.number().int(),
});
export type TPnlMonth = z.infer<typeof ZPnlMonth>;

export const ZProfitAndLoss = z.object({
  from: z.string(),
  to: z.string(),
  fiscal_year_start: z.string(),
  compare: z.enum(STATEMENT_COMPARISONS),
  columns: z.enum(['total', 'month']),
  /** The amount columns: each month of the period (columns = month) or the period itself. */
  periods: z.array(ZStatementPeriod),
  comparison: ZStatementPeriod.nullable(),
  job: z.object({ id: z.string(), number: z.string(), name: z.string() }).nullable(),
  sections: z.array(ZPnlSection),
  gross_profit: ZPnlFigures,
  net_income: ZPnlFigures,
  /** Revenue, gross profit and net income of each month of the period (the chart). */
  months: z.array(ZPnlMonth),
});
export type TProfitAndLoss = z.infer<typeof ZProfitAndLoss>;

export const ZBalanceSheetQuery = z.object({
  /** Default: today. */
  as_of: ZIsoDate.optional(),
  /** A second date to compare with (a column and the change). */
  compare_to: ZIsoDate.optional(),
});
export type TBalanceSheetQuery = z.output<typeof ZBalanceSheetQuery>;

export const BALANCE_SHEET_SECTIONS = ['assets', 'liabilities', 'equity'] as const;
export type TBalanceSheetSection = (typeof BALANCE_SHEET_SECTIONS)[number];

export const ZBalanceSheetRow = z.object({
  /**
   * account: an account's balance; retained_earnings: the retained earnings account plus the net
   * income of every fiscal year before this one (closed into it at the fiscal year's start);
   * current_earnings: net income from the fiscal year's start to the date.
   */
  kind: z.enum(['account', 'retained_earnings', 'current_earnings']),
  account_id: z.string().nullable(),
  account_number: z.string().nullable(),
  label: z.string(),
  depth: z.number().int(),
  amount_cents: z.number().int(),
  prior_cents: z.number().int().nullable(),
  change_cents: z.number().int().nullable(),
});
export type TBalanceSheetRow = z.infer<typeof ZBalanceSheetRow>;

export const ZBalanceSheetSectionBody = z.object({
  key: z.enum(BALANCE_SHEET_SECTIONS),
  title: z.string(),
  rows: z.array(ZBalanceSheetRow),
  total_cents: z.number().int(),
  prior_total_cents: z.number().int().nullable(),
});

/** The parts of the computed equity lines at one date. */
export const ZEarningsParts = z.object({
  fiscal_year_start: z.string(),
  /** The retained earnings account's own balance. */
  retained_earnings_account_cents: z.number().int(),
  /** Net income of every fiscal year before `fiscal_year_start`. */
  prior_years_net_income_cents: z.number().int(),
  /** Net income from `fiscal_year_start` to the date. */
  current_year_net_income_cents: z.number().int(),
});
export type TEarningsParts = z.infer<typeof ZEarningsParts>;

export const ZBalanceSheet = z.object({
  as_of: z.string(),
  compare_to: z.string().nullable(),
  retained_earnings_account_id: z.string().nullable(),
  earnings: ZEarningsParts,
  prior_earnings: ZEarningsParts.nullable(),
  sections: z.array(ZBalanceSheetSectionBody),
  total_assets_cents: z.number().int(),
  total_liabilities_and_equity_cents: z.number().int(),
  prior_total_assets_cents: z.number().int().nullable(),
  prior_total_liabilities_and_equity_cents: z.number().int().nullable(),
  /** Assets − (liabilities + equity): zero whenever every entry balanced. */
  difference_cents: z.number().int(),
  is_balanced: z.boolean(),
});
export type TBalanceSheet = z.infer<typeof ZBalanceSheet>;

const ZAccountNumber = z
  .string()
  .trim()
  .regex(/^[0-9]{3,10}(-[0-9]{1,6})?$/, FINANCIAL_STATEMENT_MESSAGES.accountNumber);

/** Account numbers compared as the chart orders them (1000 < 1000-1 < 1100 < 10000). */
export function compareAccountNumbers(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

export const ZGeneralLedgerQuery = z
  .object({
    account_from: ZAccountNumber.optional(),
    account_to: ZAccountNumber.optional(),
    /** Default: the first day of the fiscal year of `to`. */
    from: ZIsoDate.optional(),
    /** Default: today. */
    to: ZIsoDate.optional(),
    cursor: z.string().max(300).optional(),
    limit: z.coerce.number().int().min(1).max(GL_PAGE_MAX).default(200),
  })
  .refine(inOrder, { message: FINANCIAL_STATEMENT_MESSAGES.fromAfterTo, path: ['from'] })
  .refine(
    (q) => !q.account_from || !q.account_to || compareAccountNumbers(q.account_from, q.account_to) <= 0,
    { message: FINANCIAL_STATEMENT_MESSAGES.accountRange, path: ['account_from'] },
  );
export type TGeneralLedgerQuery = z.output<typeof ZGeneralLedgerQuery>;

export const ZGeneralLedgerAccount = z.object({
  account: z.object({
    id: z.string(),
    account_number: z.string(),
    account_name: z.string(),
    account_type: z.enum(GL_ACCOUNT_TYPES),
    normal_balance: z.enum(NORMAL_BALANCES),
  }),
  /** Balance before `from`, in the account's normal direction. */
  opening_balance_cents: z.number().int(),
  /** The period's debits and credits (all of them, not only this page's). */
  debit_cents: z.number().int(),
  credit_cents: z.number().int(),
  closing_balance_cents: z.number().int(),
  /** This page's lines of the account, with running balances. */
  lines: z.array(ZAccountDetailLine),
  /** The page starts inside the account (its opening line was on an earlier page). */
  continued: z.boolean(),
  /** The account goes on on the next page (its closing line comes there). */
  continues: z.boolean(),
});
export type TGeneralLedgerAccount = z.infer<typeof ZGeneralLedgerAccount>;

export const ZGeneralLedger = z.object({
  from: z.string(),
  to: z.string(),
  account_from: z.string().nullable(),
  account_to: z.string().nullable(),
  accounts: z.array(ZGeneralLedgerAccount),
  /** Accounts in the report (with a balance or a line in the period), all pages together. */
  account_count: z.number().int(),
  total_debit_cents: z.number().int(),
  total_credit_cents: z.number().int(),
  next_cursor: z.string().nullable(),
});
export type TGeneralLedger = z.infer<typeof ZGeneralLedger>;
