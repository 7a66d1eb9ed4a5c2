import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';

export type TAccountTotals = { accountId: string; debitCents: number; creditCents: number };

/**
 * Every account's debit and credit totals through `asOf` (inclusive), read from the period balances of
 * the months before asOf's month plus the lines of its month up to asOf — a few thousand rows whatever
 * the ledger's size, never a scan of every line.
 */
export async function accountTotalsAsOf(
  tx: Db,
  organizationId: string,
  asOf: string,
): Promise<TAccountTotals[]> {
  const result = await tx.execute(sql`
    with parts as (
      select account_id, debit_cents as d, credit_cents as c
      from account_period_balances
      where organization_id = ${organizationId} and period_month < date_trunc('month', ${asOf}::date)::date
      union all
      select account_id, debit_cents, credit_cents
      from journal_lines
      where organization_id = ${organizationId}
        and entry_date >= date_trunc('month', ${asOf}::date)::date and entry_date <= ${asOf}::date
    )
    select account_id, sum(d)::text as debit, sum(c)::text as credit from parts group by account_id`);
  return rowsOf<{ account_id: string; debit: string; credit: string }>(result).map((r) => ({
    accountId: r.account_id,
    debitCents: Number(r.debit),
    creditCents: Number(r.credit),
  }));
}

/** A line's place in an account's history: (date, entry number, line number). */
export type TLinePosition = { date: string; number: string; line: number };

/**
 * One account's totals up to and including `position` (or strictly before it): the months before the
 * position's month from the period balances, that month's lines from the account's index.
 */
export async function accountTotalsThrough(
  tx: Db,
  organizationId: string,
  accountId: string,
  position: TLinePosition,
  inclusive: boolean,
): Promise<{ debitCents: number; creditCents: number }> {
  const cmp = inclusive ? sql`<=` : sql`<`;
  const result = await tx.execute(sql`
    with parts as (
      select debit_cents as d, credit_cents as c
      from account_period_balances
      where organization_id = ${organizationId} and account_id = ${accountId}
        and period_month < date_trunc('month', ${position.date}::date)::date
      union all
      select debit_cents, credit_cents
      from journal_lines
      where organization_id = ${organizationId} and account_id = ${accountId}
        and entry_date >= date_trunc('month', ${position.date}::date)::date
        and (entry_date, entry_number, line_number) ${cmp} (${position.date}::date, ${position.number}, ${position.line})
    )
    select sum(d)::text as debit, sum(c)::text as credit from parts`);
  const row = rowsOf<{ debit: string | null; credit: string | null }>(result)[0];
  return { debitCents: Number(row?.debit ?? 0), creditCents: Number(row?.credit ?? 0) };
}
