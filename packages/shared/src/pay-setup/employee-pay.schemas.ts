import { z } from 'zod';
import { DEDUCTION_KINDS, FILING_STATUSES, PAY_FREQUENCIES } from '../payroll/engine.types.ts';
import { ZAccountNumber, ZPayrollState, ZRoutingNumber, ZSsn } from './identifiers.ts';

export const EMPLOYEE_PAY_MESSAGES = {
  notFound: 'Employee not found',
  salaryRequired: 'Annual salary is required for a salaried employee',
  salaryHourly: 'An hourly employee has no annual salary',
  filingStatusRequired: 'Filing status is required with a W-4',
  allowancesPre2020: 'Allowances belong to a pre-2020 W-4',
  step2Pre2020: 'Steps 2, 3 and 4(a)/(b) belong to a 2020 or later W-4',
  rateFormat: 'Hourly rate must be a positive amount with at most 4 decimals',
  classificationRequired: 'Classification is required',
  rateTaken: (classification: string) => `A rate for ${classification} already exists`,
  rateNotFound: 'Pay rate not found',
  defaultRateDelete: 'Make another rate the default before deleting this one',
  certificateTaken: (state: string) => `A ${state} certificate already exists for this employee`,
  certificateNotFound: 'State certificate not found',
  deductionNotFound: 'Deduction not found',
  descriptionRequired: 'Description is required',
  amountRequired: 'Amount is required for a fixed-amount deduction',
  percentRequired: 'Percent is required for a percent deduction',
  percentRange: 'Percent must be between 0 and 100',
  garnishmentOnly: 'Only a garnishment takes a maximum percent of disposable earnings',
  bankAccountNotFound: 'Bank account not found',
  splitAmountRequired: 'Amount is required for an amount split',
  splitPercentRequired: 'Percent is required for a percent split',
  splitPercentRange: 'Percent must be more than 0 and at most 100',
  oneRemainder: 'Only one account may take the remainder',
  percentTotal: (total: string) => `Percent splits add up to ${total} %, more than 100 %`,
  inactiveAccount: 'This account is inactive',
} as const;

export const AMOUNT_MESSAGE = 'Enter an amount like 1,234.56';
const ZCents = z
  .number({ error: AMOUNT_MESSAGE })
  .int('Amounts are whole cents')
  .min(0, 'Amounts cannot be negative');
const ZNullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** A positive decimal with at most 4 places, as a string ("38.5", "38.5000"). */
export const ZHourlyRate = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,8}(\.\d{1,4})?$/.test(v) && Number(v) > 0, EMPLOYEE_PAY_MESSAGES.rateFormat);

/** A percent 0–100 with at most 4 places, as a string. */
export const ZPaySetupPercent = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,3}(\.\d{1,4})?$/.test(v) && Number(v) <= 100, EMPLOYEE_PAY_MESSAGES.percentRange);

export const PAY_TYPES_OF_EMPLOYEE = ['hourly', 'salary'] as const;
export const EMPLOYEE_PAYMENT_METHODS = ['direct_deposit', 'check'] as const;
export const W4_VERSIONS = ['2020', 'pre2020'] as const;

/** The pay profile form: everything but the rates, certificates, deductions and accounts. */
export const ZEmployeePayProfileInput = z
  .object({
    pay_type: z.enum(PAY_TYPES_OF_EMPLOYEE).default('hourly'),
    pay_frequency: z.enum(PAY_FREQUENCIES).default('weekly'),
    salary_annual_cents: ZCents.nullish().transform((v) => v ?? null),
    flsa_exempt: z.boolean().default(false),
    is_overhead: z.boolean().default(false),
    default_classification: ZNullableText(60),
    workers_comp_class_code: ZNullableText(10),
    home_state: ZPayrollState.nullish().transform((v) => v ?? null),
    union_local: ZNullableText(40),
    w4_version: z
      .enum(W4_VERSIONS)
      .nullish()
      .transform((v) => v ?? null),
    filing_status: z
      .enum(FILING_STATUSES)
      .nullish()
      .transform((v) => v ?? null),
    w4_step2: z.boolean().default(false),
    w4_step3_cents: ZCents.default(0),
    w4_step4a_cents: ZCents.default(0),
    w4_step4b_cents: ZCents.default(0),
    /** Extra withholding per period: Step 4(c), or line 6 of a pre-2020 W-4. */
    w4_step4c_cents: ZCents.default(0),
    w4_allowances: z
      .number()
      .int()
      .min(0)
      .max(99, 'Allowances must be between 0 and 99')
      .nullish()
      .transform((v) => v ?? null),
    w4_exempt: z.boolean().default(false),
    /** Absent: unchanged; null: cleared; digits (dashes allowed): replaced. */
    ssn: ZSsn.nullish(),
    payment_method: z.enum(EMPLOYEE_PAYMENT_METHODS).default('check'),
  })
  .superRefine((v, ctx) => {
    const issue = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (v.pay_type === 'salary' && v.salary_annual_cents === null)
      issue(EMPLOYEE_PAY_MESSAGES.salaryRequired, 'salary_annual_cents');
    if (v.pay_type === 'hourly' && v.salary_annual_cents !== null)
      issue(EMPLOYEE_PAY_MESSAGES.salaryHourly, 'salary_annual_cents');
    if (v.w4_version && !v.filing_status) issue(EMPLOYEE_PAY_MESSAGES.filingStatusRequired, 'filing_status');
    if (v.w4_version === '2020' && v.w4_allowances !== null)
      issue(EMPLOYEE_PAY_MESSAGES.allowancesPre2020, 'w4_allowances');
    if (
      v.w4_version === 'pre2020' &&
      (v.w4_step2 || v.w4_step3_cents > 0 || v.w4_step4a_cents > 0 || v.w4_step4b_cents > 0)
    )
      issue(EMPLOYEE_PAY_MESSAGES.step2Pre2020, 'w4_step2');
  });
export type TEmployeePayProfileInput = z.output<typeof ZEmployeePayProfileInput>;
export type TEmployeePayProfileFormValues = z.input<typeof ZEmployeePayProfileInput>;

export const ZEmployeePayProfile = z.object({
  employee_id: z.string(),
  /** False: nothing saved yet, these are the defaults. */
  is_saved: z.boolean(),
  pay_type: z.enum(PAY_TYPES_OF_EMPLOYEE),
  pay_frequency: z.enum(PAY_FREQUENCIES),
  salary_annual_cents: z.number().nullable(),
  flsa_exempt: z.boolean(),
  is_overhead: z.boolean(),
  default_classification: z.string().nullable(),
  workers_comp_class_code: z.string().nullable(),
  home_state: z.string().nullable(),
  union_local: z.string().nullable(),
  w4_version: z.enum(W4_VERSIONS).nullable(),
  filing_status: z.enum(FILING_STATUSES).nullable(),
  w4_step2: z.boolean(),
  w4_step3_cents: z.number(),
  w4_step4a_cents: z.number(),
  w4_step4b_cents: z.number(),
  w4_step4c_cents: z.number(),
  w4_allowances: z.number().nullable(),
  w4_exempt: z.boolean(),
  has_ssn: z.boolean(),
  /** •••-••-1234: the whole number only through the reveal route (payroll:sensitive, audited). */
  ssn_masked: z.string().nullable(),
  payment_method: z.enum(EMPLOYEE_PAYMENT_METHODS),
  updated_at: z.string().nullable(),
});
export type TEmployeePayProfile = z.infer<typeof ZEmployeePayProfile>;

export const ZPayRateInput = z.object({
  classification: z.string().trim().min(1, EMPLOYEE_PAY_MESSAGES.classificationRequired).max(60),
  hourly_rate: ZHourlyRate,
  is_default: z.boolean().default(false),
});
export const ZUpdatePayRate = ZPayRateInput.partial();
export type TPayRateInput = z.output<typeof ZPayRateInput>;
export type TUpdatePayRate = z.output<typeof ZUpdatePayRate>;
export const ZPayRate = z.object({
  id: z.string(),
  employee_id: z.string(),
  classification: z.string(),
  hourly_rate: z.string(),
  is_default: z.boolean(),
});
export type TPayRate = z.infer<typeof ZPayRate>;

export const ZStateWithholdingInput = z.object({
  state: ZPayrollState,
  filing_status: z
    .string()
    .trim()
    .min(1, EMPLOYEE_PAY_MESSAGES.filingStatusRequired)
    .max(40)
    .default('single'),
  allowances: z.number().int().min(0).max(99, 'Allowances must be between 0 and 99').default(0),
  additional_cents: ZCents.default(0),
  exempt: z.boolean().default(false),
});
export const ZUpdateStateWithholding = ZStateWithholdingInput.partial();
export type TStateWithholdingInput = z.output<typeof ZStateWithholdingInput>;
export type TUpdateStateWithholding = z.output<typeof ZUpdateStateWithholding>;
export const ZStateWithholding = z.object({
  id: z.string(),
  employee_id: z.string(),
  state: z.string(),
  filing_status: z.string(),
  allowances: z.number(),
  additional_cents: z.number(),
  exempt: z.boolean(),
});
export type TStateWithholding = z.infer<typeof ZStateWithholding>;

export const DEDUCTION_KIND_LABELS: Record<(typeof DEDUCTION_KINDS)[number], string> = {
  retirement_pretax: '401(k) pre-tax',
  section125: 'Section 125 (cafeteria)',
  roth: 'Roth 401(k)',
  union_dues: 'Union dues',
  post_tax: 'Other post-tax',
  garnishment: 'Garnishment',
};

const deductionFields = {
  kind: z.enum(DEDUCTION_KINDS),
  description: z.string().trim().min(1, EMPLOYEE_PAY_MESSAGES.descriptionRequired).max(100),
  payee: z.string().trim().max(100).default(''),
  method: z.enum(['amount', 'percent']),
  amount_cents: ZCents.nullish().transform((v) => v ?? null),
  percent: ZPaySetupPercent.nullish().transform((v) => v ?? null),
  annual_limit_cents: ZCents.nullish().transform((v) => v ?? null),
  max_percent_of_disposable: ZPaySetupPercent.nullish().transform((v) => v ?? null),
  priority: z.number().int().min(1).max(999).default(100),
  is_active: z.boolean().default(true),
};

/** The rules a whole deduction keeps (checked on the merged row when editing). */
export function deductionProblems(v: {
  kind: string;
  method: string;
  amount_cents: number | null;
  percent: string | null;
  max_percent_of_disposable: string | null;
}): { message: string; path: string }[] {
  const problems: { message: string; path: string }[] = [];
  if (v.method === 'amount' && v.amount_cents === null)
    problems.push({ message: EMPLOYEE_PAY_MESSAGES.amountRequired, path: 'amount_cents' });
  if (v.method === 'percent' && v.percent === null)
    problems.push({ message: EMPLOYEE_PAY_MESSAGES.percentRequired, path: 'percent' });
  if (v.kind !== 'garnishment' && v.max_percent_of_disposable !== null)
    problems.push({ message: EMPLOYEE_PAY_MESSAGES.garnishmentOnly, path: 'max_percent_of_disposable' });
  return problems;
}

export const ZDeductionInput = z.object(deductionFields).superRefine((v, ctx) => {
  for (const p of deductionProblems(v)) ctx.addIssue({ code: 'custom', message: p.message, path: [p.path] });
});
export const ZUpdateDeduction = z.object(deductionFields).partial();
export type TDeductionInputForm = z.input<typeof ZDeductionInput>;
export type TCreateDeduction = z.output<typeof ZDeductionInput>;
export type TUpdateDeduction = z.output<typeof ZUpdateDeduction>;
export const ZDeduction = z.object({
  id: z.string(),
  employee_id: z.string(),
  kind: z.enum(DEDUCTION_KINDS),
  description: z.string(),
  payee: z.string(),
  method: z.enum(['amount', 'percent']),
  amount_cents: z.number().nullable(),
  percent: z.string().nullable(),
  annual_limit_cents: z.number().nullable(),
  max_percent_of_disposable: z.string().nullable(),
  priority: z.number(),
  is_active: z.boolean(),
});
export type TDeduction = z.infer<typeof ZDeduction>;

export const DEPOSIT_SPLIT_METHODS = ['amount', 'percent', 'remainder'] as const;
export const DEPOSIT_PRENOTE_STATUSES = ['pending', 'sent', 'verified'] as const;

const bankFields = {
  routing_number: ZRoutingNumber,
  account_number: ZAccountNumber,
  account_type: z.enum(['checking', 'savings']),
  split_method: z.enum(DEPOSIT_SPLIT_METHODS),
  amount_cents: z
    .number({ error: AMOUNT_MESSAGE })
    .int()
    .positive('Amount must be more than 0')
    .nullish()
    .transform((v) => v ?? null),
  percent: ZPaySetupPercent.nullish().transform((v) => v ?? null),
  sort_order: z.number().int().min(0).max(99).default(0),
  prenote_status: z.enum(DEPOSIT_PRENOTE_STATUSES).default('pending'),
  prenote_sent_on: z.iso
    .date()
    .nullish()
    .transform((v) => v ?? null),
};

/** The rules of one account's split (checked on the merged row when editing). */
export function splitProblems(v: {
  split_method: string;
  amount_cents: number | null;
  percent: string | null;
}): { message: string; path: string }[] {
  if (v.split_method === 'amount' && v.amount_cents === null)
    return [{ message: EMPLOYEE_PAY_MESSAGES.splitAmountRequired, path: 'amount_cents' }];
  if (v.split_method === 'percent' && v.percent === null)
    return [{ message: EMPLOYEE_PAY_MESSAGES.splitPercentRequired, path: 'percent' }];
  if (v.split_method === 'percent' && Number(v.percent) <= 0)
    return [{ message: EMPLOYEE_PAY_MESSAGES.splitPercentRange, path: 'percent' }];
  return [];
}

export const ZBankAccountInput = z.object(bankFields).superRefine((v, ctx) => {
  for (const p of splitProblems(v)) ctx.addIssue({ code: 'custom', message: p.message, path: [p.path] });
});
/** An edit: a new account number replaces the stored one (and its prenote starts over). */
export const ZUpdateBankAccount = z.object(bankFields).partial();
export type TBankAccountFormValues = z.input<typeof ZBankAccountInput>;
export type TCreateBankAccount = z.output<typeof ZBankAccountInput>;
export type TUpdateBankAccount = z.output<typeof ZUpdateBankAccount>;
export const ZBankAccount = z.object({
  id: z.string(),
  employee_id: z.string(),
  routing_number: z.string(),
  /** •••• 1234: the whole number only through the reveal route. */
  account_masked: z.string(),
  account_last4: z.string(),
  account_type: z.enum(['checking', 'savings']),
  split_method: z.enum(DEPOSIT_SPLIT_METHODS),
  amount_cents: z.number().nullable(),
  percent: z.string().nullable(),
  sort_order: z.number(),
  prenote_status: z.enum(DEPOSIT_PRENOTE_STATUSES),
  prenote_sent_on: z.string().nullable(),
  is_active: z.boolean(),
});
export type TBankAccount = z.infer<typeof ZBankAccount>;

/** Everything the /employees/:id/pay page shows, in one answer. */
export const ZEmployeePaySetup = z.object({
  employee: z.object({
    id: z.string(),
    user_id: z.string(),
    name: z.string(),
    email: z.string(),
    job_title: z.string().nullable(),
    employment_status: z.string(),
  }),
  profile: ZEmployeePayProfile,
  rates: z.array(ZPayRate),
  state_withholdings: z.array(ZStateWithholding),
  deductions: z.array(ZDeduction),
  bank_accounts: z.array(ZBankAccount),
  /** Things a payroll run would trip on ("No default pay rate"). */
  warnings: z.array(z.string()),
});
export type TEmployeePaySetup = z.infer<typeof ZEmployeePaySetup>;

export const ZRevealedSsn = z.object({ ssn: z.string().nullable() });
export const ZRevealedAccount = z.object({ account_number: z.string() });
