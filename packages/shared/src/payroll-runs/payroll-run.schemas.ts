import { z } from 'zod';
import { ZRunCashInLieu } from '../certified/certified-run.schemas.ts';
import { ZPageQuery } from '../customers/customer.schemas.ts';
import { isIsoDate } from '../ledger/dates.ts';
import { PAY_FREQUENCIES, type TPayFrequency } from '../payroll/engine.types.ts';

/** Payroll runs (issue 21, item 5): a period's checks from approved time and other earnings. */

export const PAYROLL_RUN_KINDS = ['regular', 'off_cycle', 'manual'] as const;
export type TPayrollRunKind = (typeof PAYROLL_RUN_KINDS)[number];
export const PAYROLL_RUN_STATUSES = ['draft', 'approved', 'posted', 'voided'] as const;
export type TPayrollRunStatus = (typeof PAYROLL_RUN_STATUSES)[number];
export const RUN_EARNING_KINDS = ['bonus', 'reimbursement', 'commission', 'other'] as const;
export type TRunEarningKind = (typeof RUN_EARNING_KINDS)[number];

export const PAYROLL_RUN_KIND_LABELS: Record<TPayrollRunKind, string> = {
  regular: 'Regular',
  off_cycle: 'Off-cycle',
  manual: 'Manual checks',
};
export const PAYROLL_RUN_STATUS_LABELS: Record<TPayrollRunStatus, string> = {
  draft: 'Draft',
  approved: 'Approved',
  posted: 'Posted',
  voided: 'Voided',
};
export const RUN_EARNING_KIND_LABELS: Record<TRunEarningKind, string> = {
  bonus: 'Bonus',
  reimbursement: 'Reimbursement',
  commission: 'Commission',
  other: 'Other',
};
export const RUN_PAY_FREQUENCY_LABELS: Record<TPayFrequency, string> = {
  weekly: 'Weekly',
  biweekly: 'Biweekly',
  semimonthly: 'Semimonthly',
  monthly: 'Monthly',
};

export const PAYROLL_RUN_MESSAGES = {
  notFound: 'Payroll run not found',
  checkNotFound: 'Pay check not found',
  earningNotFound: 'Earning not found',
  invalidDate: 'Enter a valid date (YYYY-MM-DD)',
  periodOrder: 'The period cannot end before it starts',
  checkBeforePeriod: 'The check date cannot be before the period starts',
  cashAccountRequired: 'Choose the bank account the run is paid from',
  cashAccountInvalid: 'Choose an active bank or cash account of the company',
  kindRequired: 'Choose regular, off-cycle or manual checks',
  frequencyRequired: 'Choose the pay frequency',
  memoMax: 'Keep the memo under 500 characters',
  reasonRequired: 'Enter the reason for voiding the run',
  reasonMax: 'Keep the reason under 500 characters',
  employeeRequired: 'Choose an employee',
  employeeNotFound: 'Employee not found',
  amountPositive: 'Enter an amount greater than zero',
  earningKindRequired: 'Choose bonus, reimbursement, commission or other',
  jobAndCodeTogether: 'A job needs a cost code, and a cost code a job',
  checkNumberMax: 'A check number has at most 20 characters',
  notDraft: 'Only a draft run can be changed or calculated: approved figures are frozen',
  notCalculated: 'Calculate the run before approving it',
  calculateFirst: 'Something changed since the run was calculated: recalculate it',
  noChecks: 'The run has no checks: add earnings or approve time for the period first',
  negativeNet: (names: string) => `Net pay is negative for ${names}: fix the deductions and recalculate`,
  missingCheckNumbers: (names: string) => `Enter the check numbers of the manual checks of ${names}`,
  notApproved: 'Only an approved run can be posted',
  notPosted: 'Only a posted run can be voided or settled',
  alreadySettled: 'The net pay of this run is already settled',
  settleBeforeCheck: 'The settlement date cannot be before the check date',
  voidBeforeSettlement: (date: string) => `The void date cannot be before the net pay settlement of ${date}`,
  voidBeforeCheck: 'The void date cannot be before the check date',
  timeChanged:
    'Time lines of this run changed or were paid by another run since it was calculated: recalculate it',
  noRate: (name: string, classification: string | null) =>
    `${name} has no hourly rate${classification ? ` for ${classification}` : ''}: set it on the employee's pay setup`,
  noProfile: (name: string) => `${name} has no pay setup: set it up before paying them`,
  accountMissing: (what: string) => `The chart of accounts has no active account for ${what}`,
  noLaborCategory: 'The company has no active Labor cost category (L)',
  created: 'Payroll run created',
  calculated: 'Run calculated',
  approved: 'Run approved',
  returned: 'Run returned to draft',
  posted: 'Run posted',
  voided: 'Run voided',
  settled: 'Net pay settlement recorded',
} as const;

const ZDate = z
  .string({ error: PAYROLL_RUN_MESSAGES.invalidDate })
  .refine(isIsoDate, { message: PAYROLL_RUN_MESSAGES.invalidDate });
const ZOptionalId = z
  .string()
  .uuid()
  .nullish()
  .transform((v) => v ?? null);
const ZMemo = z
  .string()
  .trim()
  .max(500, PAYROLL_RUN_MESSAGES.memoMax)
  .nullish()
  .transform((v) => v || null);

export const ZCreatePayrollRun = z
  .object({
    kind: z.enum(PAYROLL_RUN_KINDS, { error: PAYROLL_RUN_MESSAGES.kindRequired }).default('regular'),
    pay_frequency: z.enum(PAY_FREQUENCIES, { error: PAYROLL_RUN_MESSAGES.frequencyRequired }),
    period_start: ZDate,
    period_end: ZDate,
    check_date: ZDate,
    cash_account_id: z
      .string({ error: PAYROLL_RUN_MESSAGES.cashAccountRequired })
      .uuid(PAYROLL_RUN_MESSAGES.cashAccountRequired),
    memo: ZMemo,
  })
  .refine((v) => v.period_end >= v.period_start, {
    message: PAYROLL_RUN_MESSAGES.periodOrder,
    path: ['period_end'],
  })
  .refine((v) => v.check_date >= v.period_start, {
    message: PAYROLL_RUN_MESSAGES.checkBeforePeriod,
    path: ['check_date'],
  });
export type TCreatePayrollRunForm = z.input<typeof ZCreatePayrollRun>;
export type TCreatePayrollRun = z.output<typeof ZCreatePayrollRun>;

export const PAYROLL_RUN_STATUS_FILTERS = ['all', ...PAYROLL_RUN_STATUSES] as const;
export const ZPayrollRunListQuery = ZPageQuery.extend({
  search: z.string().trim().max(200).optional(),
  status: z.enum(PAYROLL_RUN_STATUS_FILTERS).default('all'),
});
export type TPayrollRunListQuery = z.output<typeof ZPayrollRunListQuery>;

const ZRunTotals = {
  gross_cents: z.number().int(),
  employee_taxes_cents: z.number().int(),
  deductions_cents: z.number().int(),
  net_cents: z.number().int(),
  employer_taxes_cents: z.number().int(),
};

export const ZPayrollRunListItem = z.object({
  id: z.string().uuid(),
  run_number: z.number().int(),
  kind: z.enum(PAYROLL_RUN_KINDS),
  pay_frequency: z.enum(PAY_FREQUENCIES),
  period_start: z.string(),
  period_end: z.string(),
  check_date: z.string(),
  status: z.enum(PAYROLL_RUN_STATUSES),
  memo: z.string().nullable(),
  check_count: z.number().int(),
  ...ZRunTotals,
  calculated_at: z.string().nullable(),
  is_settled: z.boolean(),
  created_at: z.string(),
});
export type TPayrollRunListItem = z.infer<typeof ZPayrollRunListItem>;

const ZEntryRef = z
  .object({ id: z.string().uuid(), entry_number: z.string(), entry_date: z.string() })
  .nullable();

/** A tax line of a stored check, the employee's or the employer's (TTaxLine of engine.types.ts). */
const ZPaycheckTaxJson = z
  .object({
    code: z.string(),
    jurisdiction: z.string(),
    description: z.string(),
    taxableWagesCents: z.number().int(),
    amountCents: z.number().int(),
  })
  .passthrough();

/** The engine's result as stored with the check (camelCase: TPaycheckResult of engine.types.ts). */
export const ZPaycheckDetail = z
  .object({
    earnings: z.array(
      z
        .object({
          code: z.string(),
          description: z.string(),
          jobId: z.string().nullable(),
          costCodeId: z.string().nullable(),
          workDate: z.string().nullable(),
          hours: z.string().nullable(),
          rate: z.string().nullable(),
          amountCents: z.number().int(),
          premiumCents: z.number().int(),
          earnedPremiumCents: z.number().int().optional(),
          reason: z.string().nullable(),
          taxable: z.boolean(),
        })
        .passthrough(),
    ),
    employeeTaxes: z.array(ZPaycheckTaxJson),
    employerTaxes: z.array(ZPaycheckTaxJson),
    deductions: z.array(
      z
        .object({
          deductionId: z.string(),
          kind: z.string(),
          description: z.string(),
          amountCents: z.number().int(),
          limitedBy: z.string().nullable(),
        })
        .passthrough(),
    ),
    burden: z.array(
      z
        .object({
          kind: z.string(),
          code: z.string(),
          description: z.string(),
          jobId: z.string().nullable(),
          costCodeId: z.string().nullable(),
          amountCents: z.number().int(),
        })
        .passthrough(),
    ),
    ytdAfter: z
      .object({
        grossCents: z.number().int(),
        federalWagesCents: z.number().int(),
        taxesCents: z.record(z.string(), z.number()),
        deductionsCents: z.record(z.string(), z.number()),
      })
      .passthrough(),
  })
  .passthrough();
export type TPaycheckDetail = z.infer<typeof ZPaycheckDetail>;

export const ZPaycheckWarningJson = z.object({ code: z.string(), message: z.string() });

export const ZPayrollCheck = z.object({
  id: z.string().uuid(),
  run_id: z.string().uuid(),
  employee_id: z.string().uuid(),
  employee_name: z.string(),
  check_date: z.string(),
  check_number: z.string().nullable(),
  payment_method: z.enum(['direct_deposit', 'check']),
  hours: z.string(),
  ...ZRunTotals,
  warnings: z.array(ZPaycheckWarningJson),
  /** Job and cost code names of the earning lines, by id (for the preview). */
  detail: ZPaycheckDetail,
});
export type TPayrollCheck = z.infer<typeof ZPayrollCheck>;

export const ZRunEarning = z.object({
  id: z.string().uuid(),
  employee_id: z.string().uuid(),
  employee_name: z.string(),
  kind: z.enum(RUN_EARNING_KINDS),
  amount_cents: z.number().int(),
  job_id: z.string().uuid().nullable(),
  job_number: z.string().nullable(),
  cost_code_id: z.string().uuid().nullable(),
  cost_code: z.string().nullable(),
  memo: z.string().nullable(),
});
export type TRunEarning = z.infer<typeof ZRunEarning>;

export const ZPayrollRun = ZPayrollRunListItem.extend({
  cash_account: z.object({ id: z.string().uuid(), account_number: z.string(), account_name: z.string() }),
  checks: z.array(ZPayrollCheck),
  earnings: z.array(ZRunEarning),
  /** Names of the jobs and cost codes the checks mention, by id. */
  jobs: z.record(z.string(), z.string()),
  cost_codes: z.record(z.string(), z.string()),
  entry: ZEntryRef,
  void_entry: ZEntryRef,
  settlement_entry: ZEntryRef,
  void_reason: z.string().nullable(),
  approved_at: z.string().nullable(),
  approved_by_name: z.string().nullable(),
  posted_at: z.string().nullable(),
  posted_by_name: z.string().nullable(),
  voided_at: z.string().nullable(),
  voided_by_name: z.string().nullable(),
  /** Employer burden (employer taxes, workers' comp, fringes) of the checks. */
  burden_cents: z.number().int(),
  /** Cash in lieu added by the prevailing-wage fix (issue 22); not in `earnings` (the grid). */
  cash_in_lieu: z.array(ZRunCashInLieu).optional(),
});
export type TPayrollRun = z.infer<typeof ZPayrollRun>;

export const ZRunEarningInput = z
  .object({
    employee_id: z
      .string({ error: PAYROLL_RUN_MESSAGES.employeeRequired })
      .uuid(PAYROLL_RUN_MESSAGES.employeeRequired),
    kind: z.enum(RUN_EARNING_KINDS, { error: PAYROLL_RUN_MESSAGES.earningKindRequired }),
    amount_cents: z
      .number({ error: PAYROLL_RUN_MESSAGES.amountPositive })
      .int(PAYROLL_RUN_MESSAGES.amountPositive)
      .min(1, PAYROLL_RUN_MESSAGES.amountPositive)
      .max(9e13, PAYROLL_RUN_MESSAGES.amountPositive),
    job_id: ZOptionalId,
    cost_code_id: ZOptionalId,
    memo: ZMemo,
  })
  .refine((v) => (v.job_id === null) === (v.cost_code_id === null), {
    message: PAYROLL_RUN_MESSAGES.jobAndCodeTogether,
    path: ['cost_code_id'],
  });
export type TRunEarningInputForm = z.input<typeof ZRunEarningInput>;
export type TRunEarningInput = z.output<typeof ZRunEarningInput>;

export const ZSetCheckNumber = z.object({
  check_number: z
    .string()
    .trim()
    .max(20, PAYROLL_RUN_MESSAGES.checkNumberMax)
    .nullish()
    .transform((v) => v || null),
});
export type TSetCheckNumber = z.output<typeof ZSetCheckNumber>;

export const ZVoidPayrollRun = z.object({
  reason: z
    .string({ error: PAYROLL_RUN_MESSAGES.reasonRequired })
    .trim()
    .min(1, PAYROLL_RUN_MESSAGES.reasonRequired)
    .max(500, PAYROLL_RUN_MESSAGES.reasonMax),
  void_date: ZDate.optional(),
});
export type TVoidPayrollRun = z.output<typeof ZVoidPayrollRun>;

export const ZSettlePayrollRun = z.object({ settled_on: ZDate });
export type TSettlePayrollRun = z.output<typeof ZSettlePayrollRun>;

/** A field employee's own check (posted runs only). */
export const ZMyCheck = z.object({
  id: z.string().uuid(),
  run_number: z.number().int(),
  check_date: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  check_number: z.string().nullable(),
  payment_method: z.enum(['direct_deposit', 'check']),
  hours: z.string(),
  gross_cents: z.number().int(),
  employee_taxes_cents: z.number().int(),
  deductions_cents: z.number().int(),
  net_cents: z.number().int(),
});
export type TMyCheck = z.infer<typeof ZMyCheck>;

/** A cash account a run may be paid from. */
export const ZPayrollCashAccount = z.object({
  id: z.string().uuid(),
  account_number: z.string(),
  account_name: z.string(),
});
export type TPayrollCashAccount = z.infer<typeof ZPayrollCashAccount>;

/**
 * What an earning line pays the employee: its straight time plus the premium its own hours earned (the
 * overtime premium where the hours are, not where job cost spreads it). Checks calculated before
 * `earnedPremiumCents` existed show the job-cost split. Σ over a check = Σ amountCents.
 */
export function earningPaidCents(e: {
  amountCents: number;
  premiumCents: number;
  earnedPremiumCents?: number;
}) {
  return e.amountCents - e.premiumCents + (e.earnedPremiumCents ?? e.premiumCents);
}

/** The rate a stub shows: the line's own rate for straight time, what each hour paid for OT and DT. */
export function earningPaidRate(e: {
  code: string;
  hours: string | null;
  rate: string | null;
  amountCents: number;
  premiumCents: number;
  earnedPremiumCents?: number;
}): string | null {
  const hours = Number(e.hours ?? 0);
  if ((e.code !== 'OT' && e.code !== 'DT') || hours <= 0) return e.rate;
  return (earningPaidCents(e) / 100 / hours).toFixed(2);
}
