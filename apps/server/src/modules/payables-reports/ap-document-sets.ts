import { type SQL, sql } from 'drizzle-orm';
import { notVoidedBy } from '../receivables/receivable-sets.ts';

/** Far enough ahead that every posted document counts: the "as of now" of current balances. */
export const ALL_DATES = '9999-12-31';

/**
 * The payables documents as of a date, one row per document (common table expressions), dated by
 * their entries — as the ledger dates them — so every figure ties to the control accounts as of the
 * same date:
 *   inv      — invoices posted on or before it and not voided by then (net due, retainage withheld),
 *              dated by `posted_on`, their entry's date kept on the invoice (no join to every entry);
 *   rel      — retainage releases posted by then and not voided by then (retainage made payable);
 *   pay      — payments dated by then and not voided by then (a payment's entry is dated its payment
 *              date, as a receipt's is, so the date is read from the payment without joining the entry);
 *   paid     — what those payments applied: an invoice's net (`invoice`) or a release (`retainage`);
 *   released — how much of which invoice's retainage those releases made payable.
 * A document voided after the date still counts on it, as its entry does in the ledger; an entered,
 * approved or voided-before-posting invoice has no entry and never counts.
 */
export function apDocumentSets(
  organizationId: string,
  asOf: string,
  filter: { vendorId?: string } = {},
): SQL {
  const vendor = (alias: string) =>
    filter.vendorId ? sql`and ${sql.raw(alias)}.vendor_id = ${filter.vendorId}` : sql``;
  const asOfEntries = (alias: string) => sql`
      join journal_entries e on e.organization_id = ${sql.raw(alias)}.organization_id and e.id = ${sql.raw(alias)}.journal_entry_id
      where ${sql.raw(alias)}.organization_id = ${organizationId} ${vendor(alias)}
        and e.entry_date <= ${asOf}::date and ${notVoidedBy(alias, asOf)}`;
  return sql`
    inv as (
      select i.id, i.vendor_id, i.invoice_number, i.invoice_date, i.due_date, i.net_cents, i.retainage_cents
      from ap_invoices i
      where i.organization_id = ${organizationId} ${vendor('i')} and i.journal_entry_id is not null
        and i.posted_on <= ${asOf}::date and ${notVoidedBy('i', asOf)}
    ),
    rel as (
      select r.id, r.vendor_id, r.commitment_id, r.release_date, r.due_date, r.amount_cents
      from ap_retainage_releases r ${asOfEntries('r')}
    ),
    pay as (
      select p.id, p.vendor_id, p.payment_date, p.amount_cents
      from ap_payments p
      where p.organization_id = ${organizationId} ${vendor('p')} and p.journal_entry_id is not null
        and p.payment_date <= ${asOf}::date and ${notVoidedBy('p', asOf)}
    ),
    paid as (
      select pa.kind, pa.invoice_id, pa.release_id, pa.amount_cents
      from ap_payment_applications pa join pay on pay.id = pa.payment_id
      where pa.organization_id = ${organizationId}
    ),
    released as (
      select rl.release_id, rl.invoice_id, rl.amount_cents
      from ap_retainage_release_lines rl join rel on rel.id = rl.release_id
      where rl.organization_id = ${organizationId}
    )`;
}
