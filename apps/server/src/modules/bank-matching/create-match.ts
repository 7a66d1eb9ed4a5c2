import { randomUUID } from 'node:crypto';
import type { TBankMatch, TBankMatchKind, TCreateMatch } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { BankMatchingErrors } from './bank-matching.errors.ts';
import { loadMatches, loadMatchingAccount, type TMatchingAccount, toUuidArray } from './workspace.ts';

/** A match to write: its sides already checked (equal sums, open, of the account). */
export type TMatchToInsert = {
  kind: TBankMatchKind;
  statementLineIds: readonly string[];
  bookItems: readonly { entry_id: string; line_number: number; amount_cents: number }[];
  ruleId?: string | null;
  createdEntryId?: string | null;
};

/**
 * Writes matches in three statements whatever their count (the rows travel as one JSON parameter
 * each); the database checks every book item is a line of the account's GL account at its amount
 * (RC003) and the primary keys that a line or an item is in one match only. Answers the new ids.
 */
export async function insertMatches(
  tx: Db,
  organizationId: string,
  bankAccountId: string,
  userId: string | null,
  matches: readonly TMatchToInsert[],
): Promise<string[]> {
  if (matches.length === 0) return [];
  const ids = matches.map(() => randomUUID());
  const heads = matches.map((m, k) => ({
    id: ids[k],
    kind: m.kind,
    rule_id: m.ruleId ?? null,
    created_entry_id: m.createdEntryId ?? null,
  }));
  const lines = matches.flatMap((m, k) =>
    m.statementLineIds.map((id) => ({ match_id: ids[k], line_id: id })),
  );
  const items = matches.flatMap((m, k) =>
    m.bookItems.map((i) => ({
      match_id: ids[k],
      entry_id: i.entry_id,
      line_number: i.line_number,
      amount_cents: i.amount_cents,
    })),
  );
  await tx.execute(sql`
    insert into bank_matches (id, organization_id, bank_account_id, kind, rule_id, created_entry_id, created_by)
    select x.id, ${organizationId}::uuid, ${bankAccountId}::uuid, x.kind, x.rule_id, x.created_entry_id, ${userId}::uuid
    from json_to_recordset(${JSON.stringify(heads)}::json)
      as x(id uuid, kind text, rule_id uuid, created_entry_id uuid)`);
  if (lines.length > 0)
    await tx.execute(sql`
      insert into bank_match_lines (organization_id, match_id, statement_line_id)
      select ${organizationId}::uuid, x.match_id, x.line_id
      from json_to_recordset(${JSON.stringify(lines)}::json) as x(match_id uuid, line_id uuid)`);
  if (items.length > 0)
    await tx.execute(sql`
      insert into bank_match_items (organization_id, match_id, entry_id, line_number, amount_cents)
      select ${organizationId}::uuid, x.match_id, x.entry_id, x.line_number, x.amount_cents
      from json_to_recordset(${JSON.stringify(items)}::json)
        as x(match_id uuid, entry_id uuid, line_number int, amount_cents bigint)`);
  return ids;
}

type TLineState = {
  id: string;
  amount_cents: number | string;
  match_id: string | null;
  finished: boolean | null;
};

type TItemState = {
  entry_id: string;
  line_number: number | string;
  amount_cents: number | string;
  before_opening: boolean;
  match_id: string | null;
  finished: boolean | null;
};

/** The statement lines of the account among `ids`, with their match and its reconciliation's state. */
async function lineStates(
  tx: Db,
  organizationId: string,
  bankAccountId: string,
  ids: readonly string[],
): Promise<TLineState[]> {
  if (ids.length === 0) return [];
  return rowsOf<TLineState>(
    await tx.execute(sql`
      select s.id, s.amount_cents, ml.match_id, (rc.status = 'finished') as finished
      from bank_statement_lines s
      left join bank_match_lines ml on ml.statement_line_id = s.id
      left join bank_matches m on m.id = ml.match_id
      left join bank_reconciliations rc on rc.id = m.reconciliation_id
      where s.organization_id = ${organizationId} and s.bank_account_id = ${bankAccountId}
        and s.id = any(${toUuidArray(ids)}::uuid[])
      for update of s`),
  );
}

/** The journal lines among `refs` that are on the account's GL account, with their match. */
async function itemStates(
  tx: Db,
  organizationId: string,
  account: TMatchingAccount,
  refs: readonly { entry_id: string; line_number: number }[],
): Promise<TItemState[]> {
  if (refs.length === 0) return [];
  return rowsOf<TItemState>(
    await tx.execute(sql`
      select l.entry_id, l.line_number, (l.debit_cents - l.credit_cents) as amount_cents,
        (${account.opening_balance_date}::date is not null and l.entry_date <= ${account.opening_balance_date}::date
          and not exists (select 1 from bank_opening_items bo where bo.entry_id = l.entry_id and bo.line_number = l.line_number))
          as before_opening,
        mi.match_id, (rc.status = 'finished') as finished
      from json_to_recordset(${JSON.stringify(refs)}::json) as r(entry_id uuid, line_number int)
      join journal_lines l on l.entry_id = r.entry_id and l.line_number = r.line_number
      left join bank_match_items mi on mi.entry_id = l.entry_id and mi.line_number = l.line_number
      left join bank_matches m on m.id = mi.match_id
      left join bank_reconciliations rc on rc.id = m.reconciliation_id
      where l.organization_id = ${organizationId} and l.account_id = ${account.gl_account.id}`),
  );
}

/**
 * Matches statement lines of the account to book items by hand (or a suggestion the user accepted):
 *   1. the account, locked (matching on one account runs one request at a time);
 *   2. at least two things; statement lines and book items of this account (else 404), each open
 *      (else 409: `reconciled` when a finished reconciliation holds it, `already_matched` otherwise),
 *      book items after the opening balance date;
 *   3. the sums equal to the cent (else 400 with both totals); book items alone (an entry and its
 *      reversal) make a `contra` match;
 *   4. the match, its lines and items, and the audit row — one transaction.
 */
export async function createMatch(
  tx: Db,
  caller: TenantCaller,
  bankAccountId: string,
  input: TCreateMatch,
): Promise<TBankMatch> {
  const org = caller.organizationId;
  // 1.
  const account = await loadMatchingAccount(tx, org, bankAccountId, true);
  // 2.
  if (input.statement_line_ids.length + input.book_items.length < 2) throw BankMatchingErrors.tooFew();
  const lines = await lineStates(tx, org, bankAccountId, input.statement_line_ids);
  if (lines.length !== input.statement_line_ids.length) throw BankMatchingErrors.lineNotFound();
  const items = await itemStates(tx, org, account, input.book_items);
  if (items.length !== input.book_items.length) throw BankMatchingErrors.itemNotFound();
  for (const l of lines) {
    if (l.finished) throw BankMatchingErrors.reconciled();
    if (l.match_id) throw BankMatchingErrors.lineMatched();
  }
  for (const i of items) {
    if (i.finished) throw BankMatchingErrors.reconciled();
    if (i.match_id) throw BankMatchingErrors.itemMatched();
    if (i.before_opening) throw BankMatchingErrors.itemBeforeOpening();
  }
  // 3.
  const linesCents = lines.reduce((s, l) => s + Number(l.amount_cents), 0);
  const itemsCents = items.reduce((s, i) => s + Number(i.amount_cents), 0);
  if (linesCents !== itemsCents) throw BankMatchingErrors.sumsDiffer(linesCents, itemsCents);
  const kind: TBankMatchKind = lines.length === 0 ? 'contra' : input.kind;
  // 4.
  const [id] = await insertMatches(tx, org, bankAccountId, caller.userId, [
    {
      kind,
      statementLineIds: lines.map((l) => l.id),
      bookItems: items.map((i) => ({
        entry_id: i.entry_id,
        line_number: Number(i.line_number),
        amount_cents: Number(i.amount_cents),
      })),
    },
  ]);
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'create_bank_match',
    entity: 'bank_matches',
    entityId: id,
    after: {
      bank_account_id: bankAccountId,
      kind,
      statement_line_ids: input.statement_line_ids,
      book_items: input.book_items,
      amount_cents: linesCents === 0 ? itemsCents : linesCents,
    },
    requestId: caller.requestId,
  });
  const [match] = await loadMatches(tx, org, bankAccountId, [id as string]);
  if (!match) throw new Error('the match just written was not found');
  return match;
}
