import { type SQL, sql } from 'drizzle-orm';
import { notVoidedBy } from '../receivables/receivable-sets.ts';

/**
 * What payments (not void) have paid on each bill: an invoice's net (kind `invoice`) or a retainage
 * release (kind `retainage`, by release). Reads as a subquery: `(${paidOnInvoice(i)})`.
 */
export function paidOnInvoice(organizationId: string, invoiceId: SQL | string): SQL {
  return sql`select coalesce(sum(pa.amount_cents), 0) from ap_payment_applications pa
    join ap_payments p on p.organization_id = pa.organization_id and p.id = pa.payment_id and p.status = 'posted'
    where pa.organization_id = ${organizationId} and pa.invoice_id = ${invoiceId} and pa.kind = 'invoice'`;
}

export function paidOnRelease(organizationId: string, releaseId: SQL | string): SQL {
  return sql`select coalesce(sum(pa.amount_cents), 0) from ap_payment_applications pa
    join ap_payments p on p.organization_id = pa.organization_id and p.id = pa.payment_id and p.status = 'posted'
    where pa.organization_id = ${organizationId} and pa.release_id = ${releaseId} and pa.kind = 'retainage'`;
}

/**
 * The payables subledger as of a date, dated by the documents' entries so it ties to the ledger on
 * every date (common table expressions):
 *   inv  — invoices posted on or before it and not voided by then (net due, retainage withheld);
 *   rel  — retainage releases posted by then and not voided by then (made payable);
 *   pay  — payments dated by then and not voided by then.
 * A vendor's open balance = Σ inv.net + Σ rel.amount − Σ pay.amount; retainage held = Σ inv.retainage
 * − Σ rel.amount.
 */
export function payableSets(organizationId: string, asOf: string): SQL {
  return sql`
    inv as (
      select i.vendor_id, i.net_cents, i.retainage_cents
      from ap_invoices i
      where i.organization_id = ${organizationId} and i.journal_entry_id is not null
        and i.posted_on <= ${asOf}::date and ${notVoidedBy('i', asOf)}
    ),
    rel as (
      select r.vendor_id, r.amount_cents
      from ap_retainage_releases r
      join journal_entries e on e.organization_id = r.organization_id and e.id = r.journal_entry_id
      where r.organization_id = ${organizationId}
        and e.entry_date <= ${asOf}::date and ${notVoidedBy('r', asOf)}
    ),
    pay as (
      select p.vendor_id, p.amount_cents
      from ap_payments p
      join journal_entries e on e.organization_id = p.organization_id and e.id = p.journal_entry_id
      where p.organization_id = ${organizationId}
        and e.entry_date <= ${asOf}::date and ${notVoidedBy('p', asOf)}
    )`;
}
