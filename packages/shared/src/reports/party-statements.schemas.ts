import { z } from 'zod';
import { ZIsoDate } from '../ledger/dates.ts';
import { AGING_BUCKETS } from '../receivables/aging.rules.ts';
import { ZAgingFigures } from '../receivables/receivables.schemas.ts';
import { isStatementRangeValid } from './party-statements.rules.ts';

export const PARTY_STATEMENT_MESSAGES = {
  rangeInverted: 'The start of the activity must be on or before the statement date',
  customerNotFound: 'Customer not found',
  vendorNotFound: 'Vendor not found',
  forbiddenPayables: 'Open retainage shows payables too: you need permission to read payables',
} as const;

const rangeOk = (q: { from?: string; as_of?: string }) =>
  !q.from || !q.as_of || isStatementRangeValid(q.from, q.as_of);
const rangeIssue = { message: PARTY_STATEMENT_MESSAGES.rangeInverted, path: ['from'] };

/**
 * A statement's query: its date (today by default), the start of the activity it lists (the first of
 * the date's month by default), and one party — or, without one, every party with a balance.
 */
export const ZCustomerStatementQuery = z
  .object({
    as_of: ZIsoDate.optional(),
    from: ZIsoDate.optional(),
    customer_id: z.string().uuid().optional(),
  })
  .refine(rangeOk, rangeIssue);
export type TCustomerStatementQuery = z.output<typeof ZCustomerStatementQuery>;

export const ZVendorStatementQuery = z
  .object({
    as_of: ZIsoDate.optional(),
    from: ZIsoDate.optional(),
    vendor_id: z.string().uuid().optional(),
  })
  .refine(rangeOk, rangeIssue);
export type TVendorStatementQuery = z.output<typeof ZVendorStatementQuery>;

/** Who a statement is addressed to. */
export const ZStatementParty = z.object({
  id: z.string(),
  number: z.string(),
  name: z.string(),
  address_lines: z.array(z.string()),
  email: z.string().nullable(),
});
export type TStatementParty = z.infer<typeof ZStatementParty>;

export const STATEMENT_LINE_KINDS = ['invoice', 'retainage_release', 'payment'] as const;
export type TStatementLineKind = (typeof STATEMENT_LINE_KINDS)[number];

/**
 * A movement of the balance within the activity range, dated as the ledger dates it: a bill (a pay
 * application, a vendor invoice's net), a retainage release made payable, a payment — or the void of
 * one (`is_void`), on the date of its reversal, in the other column. `retainage_cents` is what a bill
 * withheld, shown for information: retainage is never part of the balance.
 */
export const ZStatementLine = z.object({
  date: z.string(),
  kind: z.enum(STATEMENT_LINE_KINDS),
  is_void: z.boolean(),
  source_id: z.string(),
  reference: z.string(),
  description: z.string(),
  charge_cents: z.number().int(),
  credit_cents: z.number().int(),
  retainage_cents: z.number().int(),
  balance_cents: z.number().int(),
});
export type TStatementLine = z.infer<typeof ZStatementLine>;

/** A document still open on the statement date, aged by its due date. */
export const ZStatementOpenItem = z.object({
  source_id: z.string(),
  reference: z.string(),
  description: z.string(),
  document_date: z.string(),
  due_date: z.string(),
  days_past_due: z.number().int(),
  bucket: z.enum(AGING_BUCKETS),
  open_cents: z.number().int(),
  retainage_held_cents: z.number().int(),
});
export type TStatementOpenItem = z.infer<typeof ZStatementOpenItem>;

/** Retainage held on the statement date: per job for a customer, per invoice for a vendor. */
export const ZStatementRetainage = z.object({
  reference: z.string(),
  description: z.string(),
  held_cents: z.number().int(),
});
export type TStatementRetainage = z.infer<typeof ZStatementRetainage>;

/**
 * One party's statement: opening balance (the day before `from`) + charges − credits = closing
 * balance = Σ open items − unapplied payments. Retainage held is apart, never in the balance.
 */
export const ZPartyStatement = z.object({
  party: ZStatementParty,
  opening_balance_cents: z.number().int(),
  charges_cents: z.number().int(),
  credits_cents: z.number().int(),
  closing_balance_cents: z.number().int(),
  lines: z.array(ZStatementLine),
  open_items: z.array(ZStatementOpenItem),
  /** The open items by days past due; its retainage column is all retainage held on the date. */
  aging: ZAgingFigures,
  /** A customer's payments not applied to an application (0 for a vendor). */
  unapplied_cents: z.number().int(),
  retainage: z.array(ZStatementRetainage),
  retainage_held_cents: z.number().int(),
});
export type TPartyStatement = z.infer<typeof ZPartyStatement>;

export const ZPartyStatements = z.object({
  as_of: z.string(),
  from: z.string(),
  /** The one party asked for, or null: every party with a balance or retainage held on the date. */
  party_id: z.string().nullable(),
  statements: z.array(ZPartyStatement),
});
export type TPartyStatements = z.infer<typeof ZPartyStatements>;

export const ZOpenRetainageQuery = z.object({ as_of: ZIsoDate.optional() });
export type TOpenRetainageQuery = z.output<typeof ZOpenRetainageQuery>;

/**
 * Retainage by job as of a date. Receivable: withheld by the customer on the job's applications
 * (billed), billed back by retainage releases (released), still held. Payable: withheld from the
 * subcontractors' invoice lines on the job, made payable by releases, still held. Net = receivable
 * held − payable held.
 */
export const ZOpenRetainageFigures = z.object({
  receivable_billed_cents: z.number().int(),
  receivable_released_cents: z.number().int(),
  receivable_held_cents: z.number().int(),
  payable_withheld_cents: z.number().int(),
  payable_released_cents: z.number().int(),
  payable_held_cents: z.number().int(),
  net_held_cents: z.number().int(),
});
export type TOpenRetainageFigures = z.infer<typeof ZOpenRetainageFigures>;

export const ZOpenRetainageJob = ZOpenRetainageFigures.extend({
  /** null: retainage on invoice lines with no job (overhead). */
  job_id: z.string().nullable(),
  project_number: z.string(),
  project_name: z.string(),
  customer_name: z.string(),
});
export type TOpenRetainageJob = z.infer<typeof ZOpenRetainageJob>;

/** Σ held against the control accounts as of the same date (retainage receivable 1150, payable 2050). */
export const ZOpenRetainageTieOut = z.object({
  receivable_subledger_cents: z.number().int(),
  receivable_control_cents: z.number().int(),
  payable_subledger_cents: z.number().int(),
  payable_control_cents: z.number().int(),
  in_balance: z.boolean(),
});
export type TOpenRetainageTieOut = z.infer<typeof ZOpenRetainageTieOut>;

export const ZOpenRetainageReport = z.object({
  as_of: z.string(),
  jobs: z.array(ZOpenRetainageJob),
  totals: ZOpenRetainageFigures,
  tie_out: ZOpenRetainageTieOut,
});
export type TOpenRetainageReport = z.infer<typeof ZOpenRetainageReport>;
