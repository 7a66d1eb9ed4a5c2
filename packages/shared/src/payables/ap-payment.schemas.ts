import { z } from 'zod';
import { ZPageQuery } from '../customers/customer.schemas.ts';
import { isIsoDate } from '../ledger/dates.ts';
import { MAX_LINE_CENTS } from '../ledger/journal.schemas.ts';
import { AP_HOLD_KINDS } from './ap-invoice.rules.ts';
import {
  AP_PAYMENT_APPLICATION_KINDS,
  AP_PAYMENT_METHODS,
  AP_POSTED_STATUSES,
  type TApPaymentMethod,
} from './payables.constants.ts';

export const AP_PAYMENT_METHOD_LABELS: Record<TApPaymentMethod, string> = {
  check: 'Check',
  ach: 'ACH',
  wire: 'Wire',
};

export const AP_PAYMENT_LIMITS = {
  checkNumber: 20,
  reference: 100,
  memo: 500,
  reason: 500,
  vendorsPerRun: 200,
  applicationsPerPayment: 500,
} as const;

export const AP_PAYMENT_MESSAGES = {
  dateRequired: 'Enter a valid date (YYYY-MM-DD)',
  bankAccountRequired: 'Choose the bank account to pay from',
  methodRequired: 'Choose check, ACH or wire',
  vendorRequired: 'Choose a vendor',
  vendorTwice: 'A run pays each vendor once: put all of a vendor’s bills in one payment',
  paymentsRequired: 'Select at least one bill to pay',
  applicationsRequired: 'Select at least one bill for each vendor paid',
  applicationTarget: 'Each amount pays an invoice or a retainage release',
  applicationTwice: 'Each bill may appear once in a payment',
  amountPositive: 'Enter an amount greater than zero',
  checkNumberMax: 'A check number has at most 20 characters',
  checkNumberNotCheck: 'A check number goes with a check only: use the reference for ACH and wire',
  referenceRequired: 'Enter the ACH or wire reference',
  referenceMax: 'A reference has at most 100 characters',
  memoMax: 'Keep the memo under 500 characters',
  reasonMax: 'Keep the reason under 500 characters',
  notFound: 'Payment not found',
  vendorNotFound: 'Vendor not found',
  bankAccountNotFound: 'Bank account not found',
  bankAccountNotCash: 'Pay from an active cash account of the chart of accounts',
  invoiceNotFound: 'Invoice not found',
  releaseNotFound: 'Retainage release not found',
  alreadyVoid: 'This payment is already void',
  voidBeforePayment: 'The void date cannot be before the payment date',
  paid: 'Payment posted',
  voided: 'Payment voided',
} as const;

/** 'Invoice 1042', 'Retainage release of SC-0003'. */
export const payableLabel = (kind: 'invoice' | 'retainage', number: string) =>
  kind === 'invoice' ? `Invoice ${number}` : `Retainage release of ${number}`;

/** Why a bill cannot take the amount: 'Invoice 1042: $1,500.00 is more than the $1,200.00 open'. */
export const overOpenMessage = (label: string, amount: string, open: string) =>
  `${label}: ${amount} is more than the ${open} open`;

export const invoiceOtherVendorMessage = (label: string, vendor: string) => `${label} is not ${vendor}'s`;
export const notPostedMessage = (label: string) => `${label} is not posted: only posted bills are paid`;
export const onHoldMessage = (label: string, reasons: readonly string[]) =>
  `${label} is on hold: ${reasons.join('; ')}`;
export const checkNumberTakenMessage = (number: string, account: string) =>
  `Check ${number} is already used on ${account}`;

const ZDate = z.string({ error: AP_PAYMENT_MESSAGES.dateRequired }).refine(isIsoDate, {
  message: AP_PAYMENT_MESSAGES.dateRequired,
});
const ZOptionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v || null);
const ZAmount = z
  .number({ error: AP_PAYMENT_MESSAGES.amountPositive })
  .int(AP_PAYMENT_MESSAGES.amountPositive)
  .min(1, AP_PAYMENT_MESSAGES.amountPositive)
  .max(MAX_LINE_CENTS, AP_PAYMENT_MESSAGES.amountPositive);

/** What one amount pays: a posted invoice's net due, or a posted retainage release. */
export const ZApPaymentApplicationInput = z
  .object({
    invoice_id: z.string().uuid().nullish(),
    release_id: z.string().uuid().nullish(),
    amount_cents: ZAmount,
  })
  .refine((a) => Boolean(a.invoice_id) !== Boolean(a.release_id), {
    message: AP_PAYMENT_MESSAGES.applicationTarget,
  });
export type TApPaymentApplicationInput = z.output<typeof ZApPaymentApplicationInput>;

/** One vendor's payment in a run: its bills with the amount paid on each. */
export const ZApVendorPaymentInput = z.object({
  vendor_id: z.string({ error: AP_PAYMENT_MESSAGES.vendorRequired }).uuid(AP_PAYMENT_MESSAGES.vendorRequired),
  /** A check's number; absent → the next numbers of the bank account, in the order of the run. */
  check_number: ZOptionalText(AP_PAYMENT_LIMITS.checkNumber, AP_PAYMENT_MESSAGES.checkNumberMax),
  reference: ZOptionalText(AP_PAYMENT_LIMITS.reference, AP_PAYMENT_MESSAGES.referenceMax),
  memo: ZOptionalText(AP_PAYMENT_LIMITS.memo, AP_PAYMENT_MESSAGES.memoMax),
  applications: z
    .array(ZApPaymentApplicationInput)
    .min(1, AP_PAYMENT_MESSAGES.applicationsRequired)
    .max(AP_PAYMENT_LIMITS.applicationsPerPayment)
    .refine((rows) => new Set(rows.map((r) => r.invoice_id ?? `r:${r.release_id}`)).size === rows.length, {
      message: AP_PAYMENT_MESSAGES.applicationTwice,
    }),
});
export type TApVendorPaymentInput = z.output<typeof ZApVendorPaymentInput>;

/**
 * A pay run: one date, bank account and method; one payment per vendor. Checks without a number get
 * the account's next numbers; ACH and wire need their reference.
 */
export const ZCreateApPayments = z
  .object({
    payment_date: ZDate,
    bank_account_id: z
      .string({ error: AP_PAYMENT_MESSAGES.bankAccountRequired })
      .uuid(AP_PAYMENT_MESSAGES.bankAccountRequired),
    method: z.enum(AP_PAYMENT_METHODS, { error: AP_PAYMENT_MESSAGES.methodRequired }),
    payments: z
      .array(ZApVendorPaymentInput)
      .min(1, AP_PAYMENT_MESSAGES.paymentsRequired)
      .max(AP_PAYMENT_LIMITS.vendorsPerRun),
  })
  .superRefine((run, ctx) => {
    if (new Set(run.payments.map((p) => p.vendor_id)).size !== run.payments.length)
      ctx.addIssue({ code: 'custom', message: AP_PAYMENT_MESSAGES.vendorTwice, path: ['payments'] });
    run.payments.forEach((p, i) => {
      if (run.method !== 'check' && p.check_number)
        ctx.addIssue({
          code: 'custom',
          message: AP_PAYMENT_MESSAGES.checkNumberNotCheck,
          path: ['payments', i, 'check_number'],
        });
      if (run.method !== 'check' && !p.reference)
        ctx.addIssue({
          code: 'custom',
          message: AP_PAYMENT_MESSAGES.referenceRequired,
          path: ['payments', i, 'reference'],
        });
    });
  });
export type TCreateApPaymentsInput = z.input<typeof ZCreateApPayments>;
export type TCreateApPayments = z.output<typeof ZCreateApPayments>;

export const ZVoidApPayment = z.object({
  /** The reversal's date; today (or the payment date, if later) when absent. */
  void_date: ZDate.optional(),
  reason: ZOptionalText(AP_PAYMENT_LIMITS.reason, AP_PAYMENT_MESSAGES.reasonMax),
});
export type TVoidApPayment = z.output<typeof ZVoidApPayment>;

/** Bills to pay: posted invoices and retainage releases with something open, due by a date. */
export const ZApPayablesQuery = z.object({
  due_by: ZDate.optional(),
  vendor_id: z.string().uuid().optional(),
  job_id: z.string().uuid().optional(),
});
export type TApPayablesQuery = z.output<typeof ZApPayablesQuery>;

const ZRef = z.object({ id: z.string(), number: z.string(), name: z.string() });
const ZEntryRef = z.object({ id: z.string(), entry_number: z.string(), entry_date: z.string() });
const ZPerson = z.object({ id: z.string(), name: z.string() });
const ZHold = z.object({ kind: z.enum(AP_HOLD_KINDS), reason: z.string() });

export const AP_PAYABLE_KINDS = ['invoice', 'retainage'] as const;

/** One bill on the Pay Bills screen: what is open on it and what stops paying it now. */
export const ZApPayable = z.object({
  kind: z.enum(AP_PAYABLE_KINDS),
  /** The invoice's id, or the retainage release's. */
  id: z.string(),
  vendor: ZRef,
  /** The vendor's invoice number, or the commitment whose retainage was released. */
  number: z.string(),
  label: z.string(),
  description: z.string(),
  document_date: z.string(),
  due_date: z.string(),
  jobs: z.array(z.string()),
  /** The commitments it bills (a release: the one it released), with their job, for a waiver request. */
  commitments: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      kind: z.enum(['subcontract', 'purchase_order']),
      job_id: z.string(),
    }),
  ),
  amount_cents: z.number().int(),
  paid_cents: z.number().int(),
  open_cents: z.number().int(),
  holds: z.array(ZHold),
});
export type TApPayable = z.infer<typeof ZApPayable>;

/** A cash account to pay from, with the check number it would print next. */
export const ZApBankAccount = z.object({
  id: z.string(),
  account_number: z.string(),
  account_name: z.string(),
  next_check_number: z.string(),
});
export type TApBankAccount = z.infer<typeof ZApBankAccount>;

export const ZApPaymentApplication = z.object({
  kind: z.enum(AP_PAYMENT_APPLICATION_KINDS),
  invoice: z.object({ id: z.string(), invoice_number: z.string() }),
  release_id: z.string().nullable(),
  amount_cents: z.number().int(),
});

export const ZApPaymentWaiver = z.object({
  id: z.string(),
  condition: z.enum(['conditional', 'unconditional']),
  scope: z.enum(['progress', 'final']),
  status: z.enum(['requested', 'received', 'verified']),
  commitment_number: z.string().nullable(),
  amount_cents: z.number().int().nullable(),
});

/** A payment as the check register lists it. */
export const ZApPaymentListItem = z.object({
  id: z.string(),
  vendor: ZRef,
  payment_date: z.string(),
  bank_account: ZRef,
  method: z.enum(AP_PAYMENT_METHODS),
  check_number: z.string().nullable(),
  reference: z.string().nullable(),
  memo: z.string().nullable(),
  amount_cents: z.number().int(),
  status: z.enum(AP_POSTED_STATUSES),
  void_date: z.string().nullable(),
  entry_number: z.string().nullable(),
  /** The bills it paid: 'Invoice 1042', 'Retainage release of SC-0003'. */
  paid: z.array(z.string()),
});
export type TApPaymentListItem = z.infer<typeof ZApPaymentListItem>;

export const ZApPayment = ZApPaymentListItem.extend({
  applications: z.array(ZApPaymentApplication),
  waivers: z.array(ZApPaymentWaiver),
  journal_entry: ZEntryRef.nullable(),
  void_entry: ZEntryRef.nullable(),
  void_reason: z.string().nullable(),
  voided_by: ZPerson.nullable(),
  voided_at: z.string().nullable(),
  created_by: ZPerson.nullable(),
  created_at: z.string(),
});
export type TApPayment = z.infer<typeof ZApPayment>;

export const AP_PAYMENT_STATUS_FILTERS = [...AP_POSTED_STATUSES, 'all'] as const;

/** The check register's filters: search (number, reference, vendor), vendor, bank account, method, dates. */
export const ZApPaymentListQuery = ZPageQuery.extend({
  search: z.string().trim().max(200, 'Keep the search under 200 characters').optional(),
  vendor_id: z.string().uuid().optional(),
  bank_account_id: z.string().uuid().optional(),
  method: z.enum(AP_PAYMENT_METHODS).optional(),
  status: z.enum(AP_PAYMENT_STATUS_FILTERS).default('all'),
  from: ZDate.optional(),
  to: ZDate.optional(),
});
export type TApPaymentListQuery = z.output<typeof ZApPaymentListQuery>;

/** The payables subledger against the ledger as of a date, with each vendor's open balance. */
export const ZPayablesTieOut = z.object({
  as_of: z.string(),
  ap_subledger_cents: z.number().int(),
  ap_control_cents: z.number().int(),
  retainage_subledger_cents: z.number().int(),
  retainage_control_cents: z.number().int(),
  in_balance: z.boolean(),
  vendors: z.array(
    z.object({
      vendor: ZRef,
      open_cents: z.number().int(),
      retainage_held_cents: z.number().int(),
    }),
  ),
});
export type TPayablesTieOut = z.infer<typeof ZPayablesTieOut>;

export const ZPayablesTieOutQuery = z.object({ as_of: ZDate.optional() });
