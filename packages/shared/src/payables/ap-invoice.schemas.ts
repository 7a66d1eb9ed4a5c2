import { z } from 'zod';
import { ZPageQuery } from '../customers/customer.schemas.ts';
import { ZDocument } from '../documents/document.schemas.ts';
import { isIsoDate } from '../ledger/dates.ts';
import { COMPLIANCE_STATUSES } from '../vendors/vendor.schemas.ts';
import { AP_HOLD_KINDS } from './ap-invoice.rules.ts';
import {
  AP_APPROVERS,
  AP_INVOICE_LINE_KINDS,
  AP_INVOICE_STATUSES,
  type TApApprover,
  type TApInvoiceLineKind,
  type TApInvoiceStatus,
} from './payables.constants.ts';

export const AP_INVOICE_STATUS_LABELS: Record<TApInvoiceStatus, string> = {
  entered: 'Entered',
  approved: 'Approved',
  posted: 'Posted',
  void: 'Void',
};

export const AP_INVOICE_LINE_KIND_LABELS: Record<TApInvoiceLineKind, string> = {
  commitment: 'Commitment',
  job_cost: 'Job cost',
  overhead: 'Overhead',
};

export const AP_APPROVER_LABELS: Record<TApApprover, string> = {
  project_manager: "The job's project manager",
  office: 'A company admin or accountant',
};

export const AP_INVOICE_MAX_LINES = 500;
export const AP_INVOICE_NUMBER_MAX = 50;

export const AP_INVOICE_MESSAGES = {
  notFound: 'Invoice not found',
  vendorRequired: 'Choose a vendor',
  vendorNotFound: 'Vendor not found',
  vendorInactive: 'The vendor is inactive: reactivate it to enter its invoices',
  numberRequired: "Enter the vendor's invoice number",
  numberMax: 'The invoice number must be at most 50 characters',
  invalidDate: 'Enter a valid date (YYYY-MM-DD)',
  dueBeforeInvoice: 'The due date cannot be before the invoice date',
  descriptionMax: 'Keep the description under 500 characters',
  reasonMax: 'Keep the reason under 500 characters',
  kindRequired: 'Choose commitment, job cost or overhead',
  amountInvalid: 'Enter an amount in cents',
  linesRequired: 'Add at least one line',
  linesMax: 'An invoice has at most 500 lines',
  notEditable: 'Only an entered invoice can be changed',
  notEntered: 'Only an entered invoice can be approved',
  notApproved: 'Only an approved invoice can be posted',
  alreadyVoid: 'This invoice is already void',
  voidPaid: 'A payment or retainage release is applied to this invoice: void it first',
  voidBeforePosting: 'The void date cannot be before the date the invoice was posted',
  onHold: 'This invoice is on hold',
  accountMissing: 'The chart of accounts has no active account for',
  documentNotEditable: 'The document of a void invoice cannot be changed',
  entered: 'Invoice entered',
  saved: 'Invoice saved',
  approved: 'Invoice approved',
  posted: 'Invoice posted',
  voided: 'Invoice voided',
} as const;

/** 'Apex Drywall already has invoice 1042 (posted)'. */
export function invoiceNumberTaken(vendorName: string, number: string, status: TApInvoiceStatus): string {
  return `${vendorName} already has invoice ${number} (${AP_INVOICE_STATUS_LABELS[status].toLowerCase()})`;
}

/** 'Possible duplicate: invoice 1041 from Apex Drywall has the same amount ($1,250.00) and date (2026-03-02)'. */
export function possibleDuplicateWarning(d: {
  invoice_number: string;
  vendor_name: string;
  amount: string;
  invoice_date: string;
}): string {
  return `Possible duplicate: invoice ${d.invoice_number} from ${d.vendor_name} has the same amount (${d.amount}) and date (${d.invoice_date})`;
}

const ZDate = z.string({ error: AP_INVOICE_MESSAGES.invalidDate }).refine(isIsoDate, {
  message: AP_INVOICE_MESSAGES.invalidDate,
});
const ZId = (message: string) => z.string({ error: message }).uuid(message);
const ZOptionalId = z
  .string()
  .uuid()
  .nullish()
  .transform((v) => v ?? null);
const ZText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v || null);

/**
 * One line as typed. A commitment line names the schedule line (its job, cost code and category come
 * from it); a job-cost line its job × cost code × category; an overhead line its expense account.
 * Retainage: absent for the default (the commitment's percent, none otherwise), a percent
 * (`retainage_bps`) or an amount (`retainage_cents`, which wins); anything but the default needs
 * `retainage_override_reason`. What each kind needs is checked with every reason by apLineProblems.
 */
export const ZApInvoiceLineInput = z.object({
  kind: z.enum(AP_INVOICE_LINE_KINDS, { error: AP_INVOICE_MESSAGES.kindRequired }),
  commitment_line_id: ZOptionalId,
  job_id: ZOptionalId,
  cost_code_id: ZOptionalId,
  cost_category_id: ZOptionalId,
  expense_account_id: ZOptionalId,
  description: z.string().trim().max(500, AP_INVOICE_MESSAGES.descriptionMax).default(''),
  amount_cents: z
    .number({ error: AP_INVOICE_MESSAGES.amountInvalid })
    .int(AP_INVOICE_MESSAGES.amountInvalid)
    .min(0, AP_INVOICE_MESSAGES.amountInvalid)
    .max(9e15, AP_INVOICE_MESSAGES.amountInvalid),
  retainage_bps: z
    .number({ error: 'Retainage must be between 0 and 100 %' })
    .int('Retainage must be between 0 and 100 %')
    .min(0, 'Retainage must be between 0 and 100 %')
    .max(10_000, 'Retainage must be between 0 and 100 %')
    .nullish()
    .transform((v) => v ?? null),
  retainage_cents: z
    .number({ error: AP_INVOICE_MESSAGES.amountInvalid })
    .int(AP_INVOICE_MESSAGES.amountInvalid)
    .min(0, 'Retainage cannot be negative')
    .max(9e15, AP_INVOICE_MESSAGES.amountInvalid)
    .nullish()
    .transform((v) => v ?? null),
  retainage_override_reason: ZText(500, AP_INVOICE_MESSAGES.reasonMax),
});
export type TApInvoiceLineInputForm = z.input<typeof ZApInvoiceLineInput>;
export type TApInvoiceLineInput = z.output<typeof ZApInvoiceLineInput>;

const ZInvoiceNumber = z
  .string({ error: AP_INVOICE_MESSAGES.numberRequired })
  .trim()
  .min(1, AP_INVOICE_MESSAGES.numberRequired)
  .max(AP_INVOICE_NUMBER_MAX, AP_INVOICE_MESSAGES.numberMax);
const ZLines = z
  .array(ZApInvoiceLineInput)
  .min(1, AP_INVOICE_MESSAGES.linesRequired)
  .max(AP_INVOICE_MAX_LINES, AP_INVOICE_MESSAGES.linesMax);

const dueNotBeforeInvoice = {
  message: AP_INVOICE_MESSAGES.dueBeforeInvoice,
  path: ['due_date'],
};

/** A new invoice; the due date defaults to the invoice date + the vendor's payment terms. */
export const ZCreateApInvoice = z
  .object({
    vendor_id: ZId(AP_INVOICE_MESSAGES.vendorRequired),
    invoice_number: ZInvoiceNumber,
    invoice_date: ZDate,
    due_date: ZDate.nullish().transform((v) => v ?? null),
    received_date: ZDate.nullish().transform((v) => v ?? null),
    description: z.string().trim().max(500, AP_INVOICE_MESSAGES.descriptionMax).default(''),
    lines: ZLines,
  })
  .refine((v) => !v.due_date || v.due_date >= v.invoice_date, dueNotBeforeInvoice);
export type TCreateApInvoiceInput = z.input<typeof ZCreateApInvoice>;
export type TCreateApInvoice = z.output<typeof ZCreateApInvoice>;

/** Changes to an entered invoice: absent fields stay; `lines` replaces them all. */
export const ZUpdateApInvoice = z
  .object({
    vendor_id: ZId(AP_INVOICE_MESSAGES.vendorRequired).optional(),
    invoice_number: ZInvoiceNumber.optional(),
    invoice_date: ZDate.optional(),
    due_date: ZDate.optional(),
    received_date: ZDate.nullish(),
    description: z.string().trim().max(500, AP_INVOICE_MESSAGES.descriptionMax).optional(),
    lines: ZLines.optional(),
  })
  .refine((v) => !v.due_date || !v.invoice_date || v.due_date >= v.invoice_date, dueNotBeforeInvoice);
export type TUpdateApInvoiceInput = z.input<typeof ZUpdateApInvoice>;
export type TUpdateApInvoice = z.output<typeof ZUpdateApInvoice>;

export const ZPostApInvoice = z.object({
  /** The entry's date; the invoice date when absent. */
  posting_date: ZDate.optional(),
});
export type TPostApInvoice = z.output<typeof ZPostApInvoice>;

export const ZVoidApInvoice = z.object({
  /** A posted invoice's reversal date; today (or the posting date, if later) when absent. */
  void_date: ZDate.optional(),
  reason: ZText(500, AP_INVOICE_MESSAGES.reasonMax),
});
export type TVoidApInvoice = z.output<typeof ZVoidApInvoice>;

export const AP_INVOICE_STATUS_FILTERS = [...AP_INVOICE_STATUSES, 'open', 'all'] as const;

export const ZApInvoiceListQuery = ZPageQuery.extend({
  search: z.string().trim().max(200, 'Keep the search under 200 characters').optional(),
  /** `open`: entered or approved (not yet posted). */
  status: z.enum(AP_INVOICE_STATUS_FILTERS).default('all'),
  vendorId: z.string().uuid().optional(),
  jobId: z.string().uuid().optional(),
});
export type TApInvoiceListQuery = z.output<typeof ZApInvoiceListQuery>;

export const ZApInvoiceNumberQuery = z.object({
  vendor_id: z.string().uuid(),
  number: z.string().trim().min(1).max(AP_INVOICE_NUMBER_MAX),
  excludeId: z.string().uuid().optional(),
});
export const ZApInvoiceNumberCheck = z.object({
  available: z.boolean(),
  message: z.string().nullable(),
});
export type TApInvoiceNumberCheck = z.infer<typeof ZApInvoiceNumberCheck>;

export const ZApCommitmentLinesQuery = z.object({
  vendor_id: z.string().uuid(),
  /** The invoice being edited: its own lines are not "on other invoices". */
  excludeInvoiceId: z.string().uuid().optional(),
});

const ZRef = z.object({ id: z.string(), number: z.string(), name: z.string() });
const ZCode = z.object({ id: z.string(), code: z.string(), description: z.string() });
const ZPerson = z.object({ id: z.string(), name: z.string() });
const ZEntryRef = z.object({ id: z.string(), entry_number: z.string(), entry_date: z.string() });

/**
 * A schedule line the vendor may be invoiced against (issued and executed commitments), where it
 * stands: committed (revised), invoiced to date (approved and posted invoices), on other invoices not
 * yet approved, pending change orders (never counted), remaining = committed − invoiced.
 */
export const ZApCommitmentLineOption = z.object({
  id: z.string(),
  commitment: z.object({
    id: z.string(),
    number: z.string(),
    description: z.string(),
    retainage_bps: z.number().int(),
    job: ZRef,
  }),
  line_number: z.number().int(),
  description: z.string(),
  cost_code: ZCode,
  cost_category: ZCode,
  revised_cents: z.number().int(),
  invoiced_cents: z.number().int(),
  pending_invoices_cents: z.number().int(),
  pending_changes_cents: z.number().int(),
  remaining_cents: z.number().int(),
});
export type TApCommitmentLineOption = z.infer<typeof ZApCommitmentLineOption>;

export const ZApInvoiceLine = z.object({
  id: z.string(),
  line_number: z.number().int(),
  kind: z.enum(AP_INVOICE_LINE_KINDS),
  commitment: z.object({ id: z.string(), number: z.string() }).nullable(),
  commitment_line: z
    .object({ id: z.string(), line_number: z.number().int(), description: z.string() })
    .nullable(),
  job: ZRef.nullable(),
  cost_code: ZCode.nullable(),
  cost_category: ZCode.nullable(),
  expense_account: ZRef.nullable(),
  description: z.string(),
  amount_cents: z.number().int(),
  /** The percent the line starts with: the commitment's, 0 for direct cost and overhead. */
  default_bps: z.number().int(),
  retainage_bps: z.number().int().nullable(),
  retainage_cents: z.number().int(),
  retainage_override_reason: z.string().nullable(),
});
export type TApInvoiceLine = z.infer<typeof ZApInvoiceLine>;

export const ZApHold = z.object({ kind: z.enum(AP_HOLD_KINDS), reason: z.string() });

export const ZApInvoice = z.object({
  id: z.string(),
  vendor: ZRef.extend({
    payment_terms_days: z.number().int(),
    compliance: z.object({ status: z.enum(COMPLIANCE_STATUSES), reasons: z.array(z.string()) }),
  }),
  invoice_number: z.string(),
  invoice_date: z.string(),
  due_date: z.string(),
  received_date: z.string().nullable(),
  description: z.string(),
  status: z.enum(AP_INVOICE_STATUSES),
  gross_cents: z.number().int(),
  retainage_cents: z.number().int(),
  net_cents: z.number().int(),
  /** Σ payments applied to the net (later: the payments module); open = net − paid. */
  paid_cents: z.number().int(),
  open_cents: z.number().int(),
  document: ZDocument.nullable(),
  lines: z.array(ZApInvoiceLine),
  /** What stops approval (and payment) now, each with its reason. */
  holds: z.array(ZApHold),
  /** Who approves it under the company's setting, and whether the caller may. */
  approver: z.object({
    kind: z.enum(AP_APPROVERS),
    label: z.string(),
    user_id: z.string().nullable(),
    may_approve: z.boolean(),
  }),
  /** Possible duplicates (same vendor, amount and date): warned, never refused. */
  warnings: z.array(z.string()),
  journal_entry: ZEntryRef.nullable(),
  void_entry: ZEntryRef.nullable(),
  approved_by: ZPerson.nullable(),
  approved_at: z.string().nullable(),
  posted_by: ZPerson.nullable(),
  posted_at: z.string().nullable(),
  voided_by: ZPerson.nullable(),
  voided_at: z.string().nullable(),
  void_reason: z.string().nullable(),
  created_by: ZPerson.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TApInvoice = z.infer<typeof ZApInvoice>;

export const ZApInvoiceListItem = z.object({
  id: z.string(),
  vendor: ZRef,
  invoice_number: z.string(),
  invoice_date: z.string(),
  due_date: z.string(),
  description: z.string(),
  status: z.enum(AP_INVOICE_STATUSES),
  /** The job numbers its lines name, in order. */
  jobs: z.array(z.string()),
  gross_cents: z.number().int(),
  retainage_cents: z.number().int(),
  net_cents: z.number().int(),
  has_document: z.boolean(),
  created_at: z.string(),
});
export type TApInvoiceListItem = z.infer<typeof ZApInvoiceListItem>;
