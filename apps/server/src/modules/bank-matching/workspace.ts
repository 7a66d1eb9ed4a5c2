import type { TBankMatch, TBankStatementLine, TBookItem, TWorkspace } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { BankMatchingErrors } from './bank-matching.errors.ts';
import {
  loadBookItems,
  loadStatementLines,
  type TBookItemRow,
  type TStatementLineRow,
} from './book-items.ts';

export type TMatchingAccount = TWorkspace['bank_account'];

/**
 * The bank account as matching needs it; `lock` takes its row for the transaction, so that two
 * requests matching on one account run one after the other (an item is never matched twice by a race).
 * Another company's account, or none, → 404.
 */
export async function loadMatchingAccount(
  tx: Db,
  organizationId: string,
  bankAccountId: string,
  lock = false,
): Promise<TMatchingAccount> {
  const [row] = rowsOf<{
    id: string;
    name: string;
    bank_name: string;
    last_four: string | null;
    gl_id: string;
    gl_number: string;
    gl_name: string;
    opening_balance_cents: string | number;
    opening_balance_date: string | null;
    is_active: boolean;
  }>(
    await tx.execute(sql`
      select ba.id, ba.name, ba.bank_name, ba.last_four, a.id as gl_id, a.account_number as gl_number,
        a.account_name as gl_name, ba.opening_balance_cents, ba.opening_balance_date::text as opening_balance_date,
        ba.is_active
      from bank_accounts ba
      join chart_of_accounts a on a.organization_id = ba.organization_id and a.id = ba.gl_account_id
      where ba.organization_id = ${organizationId} and ba.id = ${bankAccountId}
      ${lock ? sql`for update of ba` : sql``}`),
  );
  if (!row) throw BankMatchingErrors.bankAccountNotFound();
  return {
    id: row.id,
    name: row.name,
    bank_name: row.bank_name,
    last_four: row.last_four,
    gl_account: { id: row.gl_id, number: row.gl_number, name: row.gl_name },
    opening_balance_cents: Number(row.opening_balance_cents),
    opening_balance_date: row.opening_balance_date,
    is_active: row.is_active,
  };
}

/** A book item row as the API answers it. */
export function bookItemJson(r: TBookItemRow): TBookItem {
  return {
    entry_id: r.entry_id,
    line_number: r.line_number,
    entry_number: r.entry_number,
    date: r.date,
    amount_cents: r.amount_cents,
    type: r.type,
    check_number: r.check_number,
    payee: r.payee,
    reference: r.reference,
    memo: r.memo,
    source_type: r.source_type,
    source_id: r.source_id,
    match_id: r.match_id,
  };
}

/** A statement line row as the API answers it. */
export function statementLineJson(r: TStatementLineRow): TBankStatementLine {
  return {
    id: r.id,
    posted_date: r.posted_date,
    amount_cents: r.amount_cents,
    kind: r.kind as TBankStatementLine['kind'],
    check_number: r.check_number,
    bank_reference: r.bank_reference,
    payee: r.payee,
    memo: r.memo,
    import_id: r.import_id,
    match_id: r.match_id,
    reconciled: r.reconciled,
  };
}

/**
 * The account's matches (by default those not stamped with a finished reconciliation; or the ones of
 * `ids`), each with its statement lines and book items — three queries whatever the count.
 */
export async function loadMatches(
  tx: Db,
  organizationId: string,
  bankAccountId: string,
  ids?: readonly string[],
): Promise<TBankMatch[]> {
  if (ids && ids.length === 0) return [];
  const idFilter = ids ? sql`and m.id = any(${toUuidArray(ids)}::uuid[])` : sql``;
  const openFilter = ids ? sql`` : sql`and rc.status is distinct from 'finished'`;
  const matches = rowsOf<{
    id: string;
    kind: TBankMatch['kind'];
    created_entry_id: string | null;
    rule_id: string | null;
    created_at: string;
  }>(
    await tx.execute(sql`
      select m.id, m.kind, m.created_entry_id, m.rule_id, to_json(m.created_at)#>>'{}' as created_at
      from bank_matches m
      left join bank_reconciliations rc on rc.id = m.reconciliation_id
      where m.organization_id = ${organizationId} and m.bank_account_id = ${bankAccountId}
        ${idFilter} ${openFilter}
      order by m.created_at, m.id`),
  );
  if (matches.length === 0) return [];
  // The lines and items of those matches: by the ids given, else by the account's open matches (one
  // index range, not a list of thousands of ids).
  const scope = ids
    ? sql`m.id = any(${toUuidArray(ids)}::uuid[])`
    : sql`m.bank_account_id = ${bankAccountId} and rc.status is distinct from 'finished'`;
  const lines = rowsOf<{ match_id: string; statement_line_id: string }>(
    await tx.execute(sql`
      select ml.match_id, ml.statement_line_id
      from bank_matches m
      left join bank_reconciliations rc on rc.id = m.reconciliation_id
      join bank_match_lines ml on ml.match_id = m.id
      join bank_statement_lines s on s.id = ml.statement_line_id
      where m.organization_id = ${organizationId} and ${scope}
      order by s.posted_date, s.id`),
  );
  const items = rowsOf<{ match_id: string; entry_id: string; line_number: number | string }>(
    await tx.execute(sql`
      select mi.match_id, mi.entry_id, mi.line_number
      from bank_matches m
      left join bank_reconciliations rc on rc.id = m.reconciliation_id
      join bank_match_items mi on mi.match_id = m.id
      join journal_lines l on l.entry_id = mi.entry_id and l.line_number = mi.line_number
      where m.organization_id = ${organizationId} and ${scope}
      order by l.entry_date, l.entry_number, l.line_number`),
  );
  const byId = new Map<string, TBankMatch>(
    matches.map((m) => [
      m.id,
      {
        id: m.id,
        kind: m.kind,
        statement_line_ids: [],
        book_items: [],
        created_entry_id: m.created_entry_id,
        rule_id: m.rule_id,
        created_at: new Date(m.created_at).toISOString(),
      },
    ]),
  );
  for (const l of lines) byId.get(l.match_id)?.statement_line_ids.push(l.statement_line_id);
  for (const i of items)
    byId.get(i.match_id)?.book_items.push({ entry_id: i.entry_id, line_number: Number(i.line_number) });
  return [...byId.values()];
}

/** A uuid[] literal ('{a,b}') passed as one parameter: the statement text is the same for every count. */
export function toUuidArray(ids: readonly string[]): string {
  return `{${ids.join(',')}}`;
}

/**
 * The matching workspace: every statement line and book item not in a finished reconciliation, and the
 * matches not stamped with one (with `through`, those dated on or before it, and the matches that hold
 * any of them).
 */
export async function loadWorkspace(
  tx: Db,
  organizationId: string,
  bankAccountId: string,
  through?: string,
): Promise<TWorkspace> {
  const account = await loadMatchingAccount(tx, organizationId, bankAccountId);
  const [lines, items, matches] = [
    await loadStatementLines(tx, organizationId, bankAccountId, { through }),
    await loadBookItems(tx, organizationId, bankAccountId, { through }),
    await loadMatches(tx, organizationId, bankAccountId),
  ];
  let shown = matches;
  if (through) {
    const ids = new Set<string>();
    for (const l of lines) if (l.match_id) ids.add(l.match_id);
    for (const i of items) if (i.match_id) ids.add(i.match_id);
    shown = matches.filter((m) => ids.has(m.id));
  }
  return {
    bank_account: account,
    statement_lines: lines.map(statementLineJson),
    book_items: items.map(bookItemJson),
    matches: shown,
  };
}
