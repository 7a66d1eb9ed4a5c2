import {
  lastDayOfPreviousMonth,
  type TCsvProfile,
  type TReconBankAccount,
  todayIso,
  ZCsvProfile,
} from '@groundwork/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { isBookItemLine } from '../bank-matching/book-items.ts';
import { accountTotalsAsOf } from '../ledger/balances.ts';
import { BankAccountErrors } from './bank-accounts.errors.ts';

type TRow = {
  id: string;
  gl_account_id: string;
  account_number: string;
  account_name: string;
  name: string;
  bank_name: string;
  last_four: string | null;
  routing_number: string | null;
  opening_balance_cents: string;
  opening_balance_date: string | null;
  csv_profile: unknown;
  is_active: boolean;
  uncleared_count: number;
  unmatched_count: number;
  last_id: string | null;
  last_date: string | null;
  last_ending: string | null;
  open_id: string | null;
  open_date: string | null;
};

/** A saved CSV mapping as the schema reads it today (defaults filled); null when none or unreadable. */
export function savedCsvProfile(value: unknown): TCsvProfile | null {
  if (value === null || value === undefined) return null;
  const parsed = ZCsvProfile.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The company's bank accounts (or one) as the API answers them: what is waiting in each — uncleared book
 * items (journal lines on the GL account after the opening date, in no match), unmatched statement lines —
 * the last finished reconciliation and the one in progress. The book balance comes from the ledger's
 * period balances (never a scan of every line).
 */
export async function loadBankAccounts(
  tx: Db,
  organizationId: string,
  filter: { id?: string } = {},
): Promise<TReconBankAccount[]> {
  const only: SQL = filter.id ? sql`and a.id = ${filter.id}` : sql``;
  const rows = rowsOf<TRow>(
    await tx.execute(sql`
      select a.id, a.gl_account_id, c.account_number, c.account_name, a.name, a.bank_name, a.last_four,
        a.routing_number, a.opening_balance_cents::text as opening_balance_cents,
        a.opening_balance_date::text as opening_balance_date, a.csv_profile, a.is_active,
        (select count(*)::int from journal_lines l
          where l.organization_id = a.organization_id and l.account_id = a.gl_account_id
            and ${isBookItemLine('a', 'l')}
            and not exists (
              select 1 from bank_match_items i where i.entry_id = l.entry_id and i.line_number = l.line_number)
        ) as uncleared_count,
        (select count(*)::int from bank_statement_lines s
          where s.organization_id = a.organization_id and s.bank_account_id = a.id
            and not exists (select 1 from bank_match_lines ml where ml.statement_line_id = s.id)
        ) as unmatched_count,
        lr.id as last_id, lr.statement_date::text as last_date,
        lr.ending_balance_cents::text as last_ending,
        ip.id as open_id, ip.statement_date::text as open_date
      from bank_accounts a
      join chart_of_accounts c on c.organization_id = a.organization_id and c.id = a.gl_account_id
      left join lateral (
        select r.id, r.statement_date, r.ending_balance_cents from bank_reconciliations r
        where r.organization_id = a.organization_id and r.bank_account_id = a.id and r.status = 'finished'
        order by r.statement_date desc limit 1
      ) lr on true
      left join lateral (
        select r.id, r.statement_date from bank_reconciliations r
        where r.organization_id = a.organization_id and r.bank_account_id = a.id and r.status = 'in_progress'
        limit 1
      ) ip on true
      where a.organization_id = ${organizationId} ${only}
      order by c.account_number, a.name`),
  );
  if (rows.length === 0) return [];
  const today = todayIso();
  const glIds = new Set(rows.map((r) => r.gl_account_id));
  const balances = new Map(
    (await accountTotalsAsOf(tx, organizationId, today))
      .filter((t) => glIds.has(t.accountId))
      .map((t) => [t.accountId, t.debitCents - t.creditCents]),
  );
  const lastMonthEnd = lastDayOfPreviousMonth(today);
  return rows.map((r) => ({
    id: r.id,
    gl_account: { id: r.gl_account_id, number: r.account_number, name: r.account_name },
    name: r.name,
    bank_name: r.bank_name,
    last_four: r.last_four,
    routing_number: r.routing_number,
    opening_balance_cents: Number(r.opening_balance_cents),
    opening_balance_date: r.opening_balance_date,
    csv_profile: savedCsvProfile(r.csv_profile),
    is_active: r.is_active,
    book_balance_cents: balances.get(r.gl_account_id) ?? 0,
    uncleared_count: Number(r.uncleared_count),
    unmatched_count: Number(r.unmatched_count),
    last_reconciled:
      r.last_id && r.last_date
        ? { id: r.last_id, statement_date: r.last_date, ending_balance_cents: Number(r.last_ending) }
        : null,
    in_progress: r.open_id && r.open_date ? { id: r.open_id, statement_date: r.open_date } : null,
    // An account whose opening date is last month's end or later has nothing of last month to reconcile.
    unreconciled_last_month:
      r.is_active &&
      !(r.last_date !== null && r.last_date >= lastMonthEnd) &&
      !(r.opening_balance_date !== null && r.opening_balance_date >= lastMonthEnd),
  }));
}

/** One bank account of the company, or 404. */
export async function loadBankAccount(
  tx: Db,
  organizationId: string,
  id: string,
): Promise<TReconBankAccount> {
  const [account] = await loadBankAccounts(tx, organizationId, { id });
  if (!account) throw BankAccountErrors.notFound();
  return account;
}
