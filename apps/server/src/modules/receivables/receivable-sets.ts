import { type SQL, sql } from 'drizzle-orm';

/** Far enough ahead that every posted document counts: the "as of now" of the current balances. */
export const ALL_DATES = '9999-12-31';

/**
 * The document (`alias`, with a void_entry_id) was not voided on or before the date. A void entry is
 * a reversal (every void posts one with reverses_id), so the anti-join reads the reversals only
 * (partial index journal_entries_org_reverses_key), not every entry of the company. Not written as a
 * left join filtered on `v.id is null or v.entry_date > date`: the planner estimates that filter at one
 * row and every join over the set turns into a nested loop (an aging of 5,000 applications took 15 s on
 * PostgreSQL that way); nor as `void_entry_id is null or not exists (…)`, whose per-row subplan costing
 * pushes a 50,000-invoice aging over the JIT thresholds (a second of compiling).
 */
export function notVoidedBy(alias: string, asOf: string): SQL {
  const a = sql.raw(alias);
  return sql`not exists (
    select 1 from journal_entries v
    where v.organization_id = ${a}.organization_id and v.id = ${a}.void_entry_id
      and v.reverses_id is not null and v.entry_date <= ${asOf}::date)`;
}

/**
 * The common table expressions every receivables report starts from, as of a date:
 *   apps    — applications whose approval was posted on or before it and not voided by then
 *             (dated by their entries, so the figures tie to the ledger as of the same date);
 *   rcpts   — receipts dated on or before it and not voided by then;
 *   applied — the amounts those receipts applied to those applications (a receipt applied to an
 *             application approved only after the date is, on that date, still the customer's credit).
 * A voided receipt's applications are removed, so before its void date it counts as credit.
 */
export function receivableSets(organizationId: string, asOf: string, filter?: { customerId?: string }): SQL {
  const customer = filter?.customerId ? sql`and p.customer_id = ${filter.customerId}` : sql``;
  const receiptCustomer = filter?.customerId ? sql`and r.customer_id = ${filter.customerId}` : sql``;
  return sql`
    apps as (
      select p.id, p.customer_id, p.job_id, p.application_number, p.kind, p.application_date, p.due_date,
        p.current_due_cents, p.period_retainage_cents
      from pay_applications p
      join journal_entries e on e.organization_id = p.organization_id and e.id = p.journal_entry_id
      where p.organization_id = ${organizationId} ${customer}
        and e.entry_date <= ${asOf}::date and ${notVoidedBy('p', asOf)}
    ),
    rcpts as (
      select r.id, r.customer_id, r.amount_cents
      from customer_receipts r
      where r.organization_id = ${organizationId} ${receiptCustomer}
        and r.receipt_date <= ${asOf}::date and ${notVoidedBy('r', asOf)}
    ),
    applied as (
      select ra.application_id, ra.receipt_id, ra.amount_cents
      from receipt_applications ra
      join rcpts on rcpts.id = ra.receipt_id
      join apps on apps.id = ra.application_id
      where ra.organization_id = ${organizationId}
    )`;
}
