import { z } from 'zod';
import { isIsoDate } from '../ledger/dates.ts';

/** Payroll liabilities (issue 21, item 6): what is owed by account and by tax, and its payments. */

export const LIABILITY_PAYMENT_KINDS = ['federal_deposit', 'state', 'fund', 'other'] as const;
export type TLiabilityPaymentKind = (typeof LIABILITY_PAYMENT_KINDS)[number];
export const LIABILITY_PAYMENT_KIND_LABELS: Record<TLiabilityPaymentKind, string> = {
  federal_deposit: 'Federal deposit',
  state: 'State',
  fund: 'Fund',
  other: 'Other',
};

/** The payroll liability accounts by system key, in the order the screen lists them. */
export const PAYROLL_LIABILITY_KEYS = [
  'federal_withholding_payable',
  'fica_payable',
  'state_withholding_payable',
  'payroll_taxes_payable',
  'deductions_payable',
  'fringes_payable',
  'workers_comp_payable',
  'net_pay_clearing',
] as const;

export const LIABILITY_MESSAGES = {
  notFound: 'Liability payment not found',
  invalidDate: 'Enter a valid date (YYYY-MM-DD)',
  cashAccountRequired: 'Choose the bank account the payment is made from',
  kindRequired: 'Choose federal deposit, state, fund or other',
  payeeRequired: 'Enter who is paid',
  payeeMax: 'Keep the payee under 200 characters',
  referenceMax: 'Keep the reference under 100 characters',
  memoMax: 'Keep the memo under 500 characters',
  linesRequired: 'Pick at least one liability to pay',
  linesMax: 'A payment clears at most 50 liabilities',
  accountRequired: 'Choose the liability account',
  accountNotLiability: 'Pick a payroll liability account',
  amountPositive: 'Enter an amount greater than zero',
  periodOrder: 'The period cannot end before it starts',
  reasonRequired: 'Enter the reason for voiding the payment',
  alreadyVoid: 'This payment is already void',
  recorded: 'Payment recorded',
  voided: 'Payment voided',
} as const;

const ZDate = z
  .string({ error: LIABILITY_MESSAGES.invalidDate })
  .refine(isIsoDate, { message: LIABILITY_MESSAGES.invalidDate });

export const ZLiabilitiesQuery = z
  .object({ from: ZDate, to: ZDate })
  .refine((v) => v.to >= v.from, { message: LIABILITY_MESSAGES.periodOrder, path: ['to'] });
export type TLiabilitiesQuery = z.output<typeof ZLiabilitiesQuery>;

export const ZLiabilityAccountBalance = z.object({
  account_id: z.string().uuid(),
  account_number: z.string(),
  account_name: z.string(),
  system_key: z.string(),
  /** Owed as of the period end: credits − debits. */
  balance_cents: z.number().int(),
});

/** A tax, deduction, fund or workers' comp figure of the period's posted checks. */
export const ZLiabilityByCode = z.object({
  line_type: z.string(),
  code: z.string(),
  jurisdiction: z.string().nullable(),
  description: z.string(),
  /** The liability account this figure was credited to. */
  system_key: z.string(),
  taxable_wages_cents: z.number().int(),
  amount_cents: z.number().int(),
});

export const ZLiabilityPaymentLine = z.object({
  account_id: z.string().uuid({ error: LIABILITY_MESSAGES.accountRequired }),
  amount_cents: z
    .number({ error: LIABILITY_MESSAGES.amountPositive })
    .int(LIABILITY_MESSAGES.amountPositive)
    .min(1, LIABILITY_MESSAGES.amountPositive)
    .max(9e13, LIABILITY_MESSAGES.amountPositive),
  code: z.string().trim().max(60).default(''),
});

export const ZLiabilityPayment = z.object({
  id: z.string().uuid(),
  paid_on: z.string(),
  cash_account_id: z.string().uuid(),
  cash_account_name: z.string(),
  kind: z.enum(LIABILITY_PAYMENT_KINDS),
  payee: z.string(),
  reference: z.string().nullable(),
  memo: z.string().nullable(),
  amount_cents: z.number().int(),
  lines: z.array(ZLiabilityPaymentLine),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  entry_id: z.string().uuid(),
  entry_number: z.string(),
  void_entry_id: z.string().uuid().nullable(),
  created_at: z.string(),
});
export type TLiabilityPayment = z.infer<typeof ZLiabilityPayment>;

export const ZPayrollLiabilities = z.object({
  from: z.string(),
  to: z.string(),
  accounts: z.array(ZLiabilityAccountBalance),
  by_code: z.array(ZLiabilityByCode),
  payments: z.array(ZLiabilityPayment),
});
export type TPayrollLiabilities = z.infer<typeof ZPayrollLiabilities>;

const ZText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v || null);

export const ZRecordLiabilityPayment = z
  .object({
    paid_on: ZDate,
    cash_account_id: z
      .string({ error: LIABILITY_MESSAGES.cashAccountRequired })
      .uuid(LIABILITY_MESSAGES.cashAccountRequired),
    kind: z.enum(LIABILITY_PAYMENT_KINDS, { error: LIABILITY_MESSAGES.kindRequired }),
    payee: z
      .string({ error: LIABILITY_MESSAGES.payeeRequired })
      .trim()
      .min(1, LIABILITY_MESSAGES.payeeRequired)
      .max(200, LIABILITY_MESSAGES.payeeMax),
    reference: ZText(100, LIABILITY_MESSAGES.referenceMax),
    memo: ZText(500, LIABILITY_MESSAGES.memoMax),
    period_start: ZDate.nullish().transform((v) => v ?? null),
    period_end: ZDate.nullish().transform((v) => v ?? null),
    lines: z
      .array(ZLiabilityPaymentLine, { error: LIABILITY_MESSAGES.linesRequired })
      .min(1, LIABILITY_MESSAGES.linesRequired)
      .max(50, LIABILITY_MESSAGES.linesMax),
  })
  .refine((v) => !v.period_start || !v.period_end || v.period_end >= v.period_start, {
    message: LIABILITY_MESSAGES.periodOrder,
    path: ['period_end'],
  });
export type TRecordLiabilityPaymentForm = z.input<typeof ZRecordLiabilityPayment>;
export type TRecordLiabilityPayment = z.output<typeof ZRecordLiabilityPayment>;

export const ZVoidLiabilityPayment = z.object({
  reason: z
    .string({ error: LIABILITY_MESSAGES.reasonRequired })
    .trim()
    .min(1, LIABILITY_MESSAGES.reasonRequired)
    .max(500),
});
export type TVoidLiabilityPayment = z.output<typeof ZVoidLiabilityPayment>;
