import { z } from 'zod';
import { ZPageQuery } from '../customers/customer.schemas.ts';
import { ZIsoDate } from '../ledger/dates.ts';
import { MAX_LINE_CENTS } from '../ledger/journal.schemas.ts';

export const RECEIPT_METHODS = ['check', 'ach', 'wire', 'card', 'cash', 'other'] as const;
export type TReceiptMethod = (typeof RECEIPT_METHODS)[number];
export const RECEIPT_METHOD_LABELS: Record<TReceiptMethod, string> = {
  check: 'Check',
  ach: 'ACH',
  wire: 'Wire',
  card: 'Card',
  cash: 'Cash',
  other: 'Other',
};

export const RECEIPT_STATUSES = ['posted', 'void'] as const;
export type TReceiptStatus = (typeof RECEIPT_STATUSES)[number];

export const RECEIPT_MESSAGES = {
  customerRequired: 'Choose a customer',
  dateRequired: 'Enter a valid date (YYYY-MM-DD)',
  methodRequired: 'Choose a payment method',
  referenceMax: 'Reference must be less than 60 characters',
  memoMax: 'Memo must be less than 500 characters',
  amountPositive: 'Enter an amount greater than zero with at most 2 decimals',
  depositAccountRequired: 'Choose the cash account the payment was deposited to',
  applicationRequired: 'Choose an application',
  applyAmountPositive: 'Enter an amount greater than zero to apply',
  applicationTwice: 'Each application may appear once',
  applyAtLeastOne: 'Apply the payment to at least one application',
  overApplied: 'The amounts applied are more than the payment',
  overCredit: 'The amounts applied are more than the credit left on this payment',
  overOpen: (label: string, openCents: string) => `${label}: more than its open amount (${openCents})`,
  notFound: 'Receipt not found',
  customerNotFound: 'Customer not found',
  customerInactive: 'The customer is inactive',
  depositAccountNotFound: 'Deposit account not found',
  depositAccountNotCash: 'The deposit account must be an active cash account',
  applicationNotFound: 'Pay application not found for this customer',
  applicationNotOpen: 'Only approved applications can receive payments',
  receiptVoid: 'This receipt is void',
  alreadyVoid: 'This receipt is already void',
  voidBeforeReceipt: 'The void date cannot be before the receipt date',
  created: 'Payment recorded',
  applied: 'Payment applied',
  voided: 'Receipt voided',
} as const;

export const RECEIPT_LIMITS = { reference: 60, memo: 500, applications: 200 } as const;

export const ZReceiptApplicationInput = z.object({
  application_id: z.string().uuid(RECEIPT_MESSAGES.applicationRequired),
  amount_cents: z
    .number({ error: RECEIPT_MESSAGES.applyAmountPositive })
    .int(RECEIPT_MESSAGES.applyAmountPositive)
    .min(1, RECEIPT_MESSAGES.applyAmountPositive)
    .max(MAX_LINE_CENTS, RECEIPT_MESSAGES.applyAmountPositive),
});
export type TReceiptApplicationInput = z.infer<typeof ZReceiptApplicationInput>;

const ZApplicationList = z
  .array(ZReceiptApplicationInput)
  .max(RECEIPT_LIMITS.applications)
  .refine((rows) => new Set(rows.map((r) => r.application_id)).size === rows.length, {
    message: RECEIPT_MESSAGES.applicationTwice,
  });

export const ZCreateReceipt = z
  .object({
    customer_id: z
      .string({ error: RECEIPT_MESSAGES.customerRequired })
      .uuid(RECEIPT_MESSAGES.customerRequired),
    receipt_date: ZIsoDate,
    method: z.enum(RECEIPT_METHODS, { error: RECEIPT_MESSAGES.methodRequired }),
    reference: z
      .string()
      .trim()
      .max(RECEIPT_LIMITS.reference, RECEIPT_MESSAGES.referenceMax)
      .nullish()
      .transform((v) => v || null),
    memo: z
      .string()
      .trim()
      .max(RECEIPT_LIMITS.memo, RECEIPT_MESSAGES.memoMax)
      .nullish()
      .transform((v) => v || null),
    amount_cents: z
      .number({ error: RECEIPT_MESSAGES.amountPositive })
      .int(RECEIPT_MESSAGES.amountPositive)
      .min(1, RECEIPT_MESSAGES.amountPositive)
      .max(MAX_LINE_CENTS, RECEIPT_MESSAGES.amountPositive),
    deposit_account_id: z
      .string({ error: RECEIPT_MESSAGES.depositAccountRequired })
      .uuid(RECEIPT_MESSAGES.depositAccountRequired),
    applications: ZApplicationList.default([]),
  })
  .refine((r) => r.applications.reduce((s, a) => s + a.amount_cents, 0) <= r.amount_cents, {
    message: RECEIPT_MESSAGES.overApplied,
    path: ['applications'],
  });
export type TCreateReceipt = z.output<typeof ZCreateReceipt>;

/** Applies (more of) a receipt's credit later. */
export const ZApplyReceipt = z.object({
  applications: ZApplicationList.refine((rows) => rows.length > 0, RECEIPT_MESSAGES.applyAtLeastOne),
});
export type TApplyReceipt = z.output<typeof ZApplyReceipt>;

export const ZVoidReceipt = z.object({ void_date: ZIsoDate.optional() });
export type TVoidReceipt = z.output<typeof ZVoidReceipt>;

export const ZReceiptListQuery = ZPageQuery.extend({
  customer_id: z.string().uuid().optional(),
  status: z.enum([...RECEIPT_STATUSES, 'all']).default('all'),
  q: z.string().trim().max(100).optional(),
});
export type TReceiptListQuery = z.output<typeof ZReceiptListQuery>;

export const ZReceipt = z.object({
  id: z.string(),
  customer_id: z.string(),
  customer_number: z.string(),
  customer_name: z.string(),
  receipt_date: z.string(),
  method: z.enum(RECEIPT_METHODS),
  reference: z.string().nullable(),
  memo: z.string().nullable(),
  amount_cents: z.number().int(),
  applied_cents: z.number().int(),
  /** What is left of the payment as the customer's credit. */
  unapplied_cents: z.number().int(),
  deposit_account_id: z.string(),
  deposit_account_number: z.string(),
  deposit_account_name: z.string(),
  status: z.enum(RECEIPT_STATUSES),
  journal_entry_id: z.string().nullable(),
  entry_number: z.string().nullable(),
  void_entry_id: z.string().nullable(),
  void_date: z.string().nullable(),
  created_at: z.string(),
});
export type TReceipt = z.infer<typeof ZReceipt>;

export const ZReceiptApplication = z.object({
  application_id: z.string(),
  job_id: z.string(),
  project_number: z.string(),
  project_name: z.string(),
  application_number: z.number().int(),
  kind: z.enum(['progress', 'retainage_release', 'opening']),
  due_date: z.string(),
  amount_cents: z.number().int(),
});
export type TReceiptApplication = z.infer<typeof ZReceiptApplication>;

export const ZReceiptDetail = ZReceipt.extend({ applications: z.array(ZReceiptApplication) });
export type TReceiptDetail = z.infer<typeof ZReceiptDetail>;

/** An approved application of a customer with something left to pay: the rows of the apply table. */
export const ZOpenApplication = z.object({
  id: z.string(),
  job_id: z.string(),
  project_number: z.string(),
  project_name: z.string(),
  application_number: z.number().int(),
  kind: z.enum(['progress', 'retainage_release', 'opening']),
  application_date: z.string(),
  due_date: z.string(),
  current_due_cents: z.number().int(),
  paid_cents: z.number().int(),
  open_cents: z.number().int(),
});
export type TOpenApplication = z.infer<typeof ZOpenApplication>;

export const ZOpenApplicationsQuery = z.object({ customer_id: z.string().uuid() });

/**
 * A customer's (or a job's) receivable: billed = Σ current payment due of approved and paid
 * applications; retainage held = Σ their retainage (a release bills it back, so it counts negative);
 * received = Σ payments; credits = what of the payments is not applied; open = billed − applied.
 * The customer's AR balance in the ledger is billed − received = open − credits.
 */
export const ZReceivableFigures = z.object({
  billed_cents: z.number().int(),
  retainage_held_cents: z.number().int(),
  received_cents: z.number().int(),
  credit_cents: z.number().int(),
  open_cents: z.number().int(),
});
export type TReceivableFigures = z.infer<typeof ZReceivableFigures>;

export const ZCustomerReceivable = ZReceivableFigures.extend({
  customer_id: z.string(),
  customer_number: z.string(),
  customer_name: z.string(),
});
export type TCustomerReceivable = z.infer<typeof ZCustomerReceivable>;

export const ZJobReceivable = ZReceivableFigures.omit({ credit_cents: true }).extend({
  job_id: z.string(),
  project_number: z.string(),
  project_name: z.string(),
  customer_id: z.string(),
  customer_name: z.string(),
});
export type TJobReceivable = z.infer<typeof ZJobReceivable>;

export const ZReceivablesQuery = z.object({
  customer_id: z.string().uuid().optional(),
  job_id: z.string().uuid().optional(),
});

export const ZCustomerReceivables = z.object({
  items: z.array(ZCustomerReceivable),
  totals: ZReceivableFigures,
});
export const ZJobReceivables = z.object({ items: z.array(ZJobReceivable) });

export const ZAgingQuery = z.object({
  as_of: ZIsoDate.optional(),
  customer_id: z.string().uuid().optional(),
});

/** An aging's exports: the summary (a row per party) or the detail (a row per open document). */
export const AGING_VIEWS = ['summary', 'detail'] as const;
export type TAgingView = (typeof AGING_VIEWS)[number];
export const ZAgingView = z.enum(AGING_VIEWS, { error: 'Choose the summary or the detail view' });

export const ZAgingExportQuery = ZAgingQuery.extend({ view: ZAgingView.default('summary') });

/**
 * The aged figures of both agings (receivables and payables): each bucket holds open amounts by days
 * past the due date; `total_cents` is their sum. Retainage still held is never aged:
 * `retainage_held_cents` is its own column.
 */
export const ZAgingFigures = z.object({
  current_cents: z.number().int(),
  days_1_30_cents: z.number().int(),
  days_31_60_cents: z.number().int(),
  days_61_90_cents: z.number().int(),
  over_90_cents: z.number().int(),
  /** Σ of the five buckets: the open amount of the documents, retainage excluded. */
  total_cents: z.number().int(),
  retainage_held_cents: z.number().int(),
});
export type TAgingFigures = z.infer<typeof ZAgingFigures>;

export const ZAgingCustomer = ZAgingFigures.extend({
  customer_id: z.string(),
  customer_number: z.string(),
  customer_name: z.string(),
  /** Payments not applied, as of the date (shown apart; they lower the customer's balance). */
  credit_cents: z.number().int(),
});
export type TAgingCustomer = z.infer<typeof ZAgingCustomer>;

export const ZAgingDetail = z.object({
  application_id: z.string(),
  customer_id: z.string(),
  job_id: z.string(),
  project_number: z.string(),
  project_name: z.string(),
  application_number: z.number().int(),
  kind: z.enum(['progress', 'retainage_release', 'opening']),
  application_date: z.string(),
  due_date: z.string(),
  days_past_due: z.number().int(),
  open_cents: z.number().int(),
  bucket: z.enum(['current', 'days_1_30', 'days_31_60', 'days_61_90', 'over_90']),
  retainage_held_cents: z.number().int(),
});
export type TAgingDetail = z.infer<typeof ZAgingDetail>;

/** The receivables subledger against its control accounts in the ledger, as of a date. */
export const ZReceivablesTieOut = z.object({
  as_of: z.string(),
  ar_subledger_cents: z.number().int(),
  ar_control_cents: z.number().int(),
  retainage_subledger_cents: z.number().int(),
  retainage_control_cents: z.number().int(),
  in_balance: z.boolean(),
});
export type TReceivablesTieOut = z.infer<typeof ZReceivablesTieOut>;

export const ZAgingReport = z.object({
  as_of: z.string(),
  /** The one customer the aging was run for, or null: every customer. */
  customer_id: z.string().nullable(),
  customers: z.array(ZAgingCustomer),
  details: z.array(ZAgingDetail),
  totals: ZAgingFigures.extend({ credit_cents: z.number().int() }),
  /** Always the whole company's: the control accounts are the company's, whatever the filter. */
  tie_out: ZReceivablesTieOut,
});
export type TAgingReport = z.infer<typeof ZAgingReport>;
