import { type SQL, sql } from 'drizzle-orm';

/** Far enough ahead that every posted document counts: the "as of now" of the current balances. */
export const ALL_DATES = '9999-12-31';

/**
 * The common table expressions every receivables report starts from, as of a date:
 *   apps    — applications whose approval was posted on or before it and not voided by then
 *             (dated by their entries, so the figures tie to the ledger as of the same date);
 *   rcpts   — receipts dated on or before it and not voided by then;
 *   applied — the amounts those receipts applied to those applications.
 * A voided receipt's applications are removed, so before its void date it counts as credit.
 */
export function receivableSets(organizationId: string, asOf: string, filter?: { customerId?: string }): SQL {
  const customer = filter?.customerId ? sql`and p.customer_id = ${filter.customerId}` : sql``;
  const receiptCustomer = filter?.customerId ? sql`and r.customer_id = ${filter.customerId}` : sql``;
  return sql`
    apps as (
      select p.id, p.customer_id, p.job_id, p.application_number, p.kind, p.due_date,
        p.current_due_cents, p.period_retainage_cents
      from pay_applications p
      join journal_entries e on e.organization_id = p.organization_id and e.id = p.journal_entry_id
      left join journal_entries v on v.organization_id = p.organization_id and v.id = p.void_entry_id
      where p.organization_id = ${organizationId} ${customer}
        and e.entry_date <= ${asOf}::date and (v.id is null or v.entry_date > ${asOf}::date)
    ),
    rcpts as (
      select r.id, r.customer_id, r.amount_cents
      from customer_receipts r
      left join journal_entries v on v.organization_id = r.organization_id and v.id = r.void_entry_id
      where r.organization_id = ${organizationId} ${receiptCustomer}
        and r.receipt_date <= ${asOf}::date and (v.id is null or v.entry_date > ${asOf}::date)
    ),
    applied as (
      select ra.application_id, ra.receipt_id, ra.amount_cents
      from receipt_applications ra
      join rcpts on rcpts.id = ra.receipt_id
      where ra.organization_id = ${organizationId}
    )`;
}
