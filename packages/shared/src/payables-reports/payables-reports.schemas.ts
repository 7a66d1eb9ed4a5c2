import { z } from 'zod';
import { ZPageQuery } from '../customers/customer.schemas.ts';
import { ZIsoDate } from '../ledger/dates.ts';
import { AGING_BUCKETS } from '../receivables/aging.rules.ts';
import { ZAgingFigures, ZAgingView } from '../receivables/receivables.schemas.ts';
import { REPORT_YEAR_MAX, REPORT_YEAR_MIN } from './payables-reports.rules.ts';

export const PAYABLES_REPORT_MESSAGES = {
  yearInvalid: `Choose a year between ${REPORT_YEAR_MIN} and ${REPORT_YEAR_MAX}`,
  vendorNotFound: 'Vendor not found',
  jobNotFound: 'Job not found',
} as const;

/** The AP aging's query: as of a date (today by default), one job's or one vendor's bills only. */
export const ZApAgingQuery = z.object({
  as_of: ZIsoDate.optional(),
  job_id: z.string().uuid().optional(),
  vendor_id: z.string().uuid().optional(),
});
export type TApAgingQuery = z.output<typeof ZApAgingQuery>;
export const ZApAgingExportQuery = ZApAgingQuery.extend({ view: ZAgingView.default('summary') });

/**
 * A vendor's aged amounts (ZAgingFigures, shared with the AR aging): open amounts of posted invoices
 * (net due less payments) and released retainage not yet paid by days past the due date; retainage
 * still held in its own column.
 */
export const ZApAgingVendor = ZAgingFigures.extend({
  vendor_id: z.string(),
  vendor_number: z.string(),
  vendor_name: z.string(),
});
export type TApAgingVendor = z.infer<typeof ZApAgingVendor>;

/** A bill behind the aging: an invoice (its net open and retainage held) or a retainage release. */
export const ZApAgingDetail = z.object({
  kind: z.enum(['invoice', 'retainage']),
  /** The invoice's id, or the retainage release's. */
  id: z.string(),
  /** The invoice to open: the invoice itself, or for a release the first invoice it released. */
  invoice_id: z.string().nullable(),
  vendor_id: z.string(),
  /** The vendor's invoice number, or the commitment whose retainage was released. */
  number: z.string(),
  document_date: z.string(),
  due_date: z.string(),
  days_past_due: z.number().int(),
  bucket: z.enum(AGING_BUCKETS),
  open_cents: z.number().int(),
  retainage_held_cents: z.number().int(),
  jobs: z.array(z.string()),
});
export type TApAgingDetail = z.infer<typeof ZApAgingDetail>;

/**
 * The aging against the ledger as of the same date, always for the whole company (the control
 * accounts carry no job): Σ open = accounts payable, Σ retainage held = retainage payable.
 */
export const ZApAgingTieOut = z.object({
  ap_subledger_cents: z.number().int(),
  ap_control_cents: z.number().int(),
  retainage_subledger_cents: z.number().int(),
  retainage_control_cents: z.number().int(),
  in_balance: z.boolean(),
});
export type TApAgingTieOut = z.infer<typeof ZApAgingTieOut>;

export const ZApAgingReport = z.object({
  as_of: z.string(),
  job_id: z.string().nullable(),
  vendor_id: z.string().nullable(),
  vendors: z.array(ZApAgingVendor),
  details: z.array(ZApAgingDetail),
  totals: ZAgingFigures,
  tie_out: ZApAgingTieOut,
});
export type TApAgingReport = z.infer<typeof ZApAgingReport>;

export const Z1099Query = z.object({
  year: z.coerce
    .number({ error: PAYABLES_REPORT_MESSAGES.yearInvalid })
    .int(PAYABLES_REPORT_MESSAGES.yearInvalid)
    .min(REPORT_YEAR_MIN, PAYABLES_REPORT_MESSAGES.yearInvalid)
    .max(REPORT_YEAR_MAX, PAYABLES_REPORT_MESSAGES.yearInvalid)
    .optional(),
});
export type T1099Query = z.output<typeof Z1099Query>;

/** One 1099 vendor's payments in a calendar year. The tax ID is masked ('•••••6789'). */
export const Z1099Vendor = z.object({
  vendor_id: z.string(),
  vendor_number: z.string(),
  vendor_name: z.string(),
  tax_id: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  payment_count: z.number().int(),
  total_paid_cents: z.number().int(),
  /** Paid at least the year's reporting threshold. */
  is_reportable: z.boolean(),
});
export type T1099Vendor = z.infer<typeof Z1099Vendor>;

export const Z1099Report = z.object({
  year: z.number().int(),
  threshold_cents: z.number().int(),
  vendors: z.array(Z1099Vendor),
  total_paid_cents: z.number().int(),
  reportable_count: z.number().int(),
  /** Reportable vendors without a tax ID on file (a W-9 to ask for before filing). */
  missing_tax_id_count: z.number().int(),
  /** Whether the caller's CSV carries the full tax IDs (payables:pay roles), or masked ones. */
  may_export_tax_ids: z.boolean(),
});
export type T1099Report = z.infer<typeof Z1099Report>;

/**
 * A vendor's payables: invoiced (gross of posted invoices) = paid + retainage held + open. Pending:
 * invoices entered or approved, not yet posted (in none of the other figures).
 */
export const ZVendorPayables = z.object({
  vendor_id: z.string(),
  invoiced_cents: z.number().int(),
  paid_cents: z.number().int(),
  retainage_held_cents: z.number().int(),
  retainage_released_cents: z.number().int(),
  open_cents: z.number().int(),
  pending_cents: z.number().int(),
  pending_count: z.number().int(),
});
export type TVendorPayables = z.infer<typeof ZVendorPayables>;

/** The drill-down of a job's actual cost: one cost code × category, or the whole job without them. */
export const ZJobCostDetailQuery = ZPageQuery.extend({
  cost_code_id: z.string().uuid().optional(),
  cost_category_id: z.string().uuid().optional(),
  as_of: ZIsoDate.optional(),
});
export type TJobCostDetailQuery = z.output<typeof ZJobCostDetailQuery>;

/** A journal line behind a job's actual cost, with the vendor invoice it came from. */
export const ZJobCostDetailLine = z.object({
  entry_id: z.string(),
  entry_number: z.string(),
  entry_date: z.string(),
  line_number: z.number().int(),
  source_type: z.string(),
  /** A reversal (a voided invoice, a reversed entry): it takes the cost back out. */
  is_reversal: z.boolean(),
  memo: z.string(),
  cost_code: z.string(),
  cost_category_code: z.string(),
  account_number: z.string(),
  account_name: z.string(),
  amount_cents: z.number().int(),
  invoice: z
    .object({
      id: z.string(),
      invoice_number: z.string(),
      vendor: z.object({ id: z.string(), number: z.string(), name: z.string() }),
    })
    .nullable(),
});
export type TJobCostDetailLine = z.infer<typeof ZJobCostDetailLine>;

export const ZJobCostDetail = z.object({
  job_id: z.string(),
  as_of: z.string(),
  items: z.array(ZJobCostDetailLine),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Σ of every matching line (not only this page): the summary's actual cost of the cell. */
  total_cents: z.number().int(),
});
export type TJobCostDetail = z.infer<typeof ZJobCostDetail>;
