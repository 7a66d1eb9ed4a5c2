import {
  compareAccountNumbers,
  previousDay,
  signedBalance,
  type TGeneralLedger,
  type TGeneralLedgerAccount,
  type TGeneralLedgerQuery,
  type TNormalBalance,
  todayIso,
} from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { CommonErrors } from '../../lib/app-error.ts';
import { beforeDate, detailLines, exportLines, type TExportLine } from '../ledger/account-detail.ts';
import { accountTotalsThrough, type TLinePosition } from '../ledger/balances.ts';
import { accountTotalsByRange } from './period-totals.ts';
import { fiscalYearEndOf, fiscalYearStartOf, loadStatementAccounts } from './statement-accounts.ts';

/**
 * General ledger detail (issue 17, item 2): every account of a number range with a balance or a line
 * in a period — its opening balance, its lines with running balances, its closing balance. Which
 * accounts are in, and their opening balances and period totals, come from ONE read of the period
 * balances; the lines come from the account detail's own machinery (detailLines for a page,
 * exportLines for the streamed CSV), one ordered range of the account's index at a time.
 */

export type TGlAccount = {
  id: string;
  account_number: string;
  account_name: string;
  account_type: TGeneralLedgerAccount['account']['account_type'];
  normal_balance: TNormalBalance;
  /** Opening balance (normal direction), the period's debits and credits, the closing balance. */
  opening: number;
  debit: number;
  credit: number;
  closing: number;
};

export type TGlScope = {
  from: string;
  to: string;
  accountFrom: string | null;
  accountTo: string | null;
  accounts: TGlAccount[];
};

/** The report's dates (default: the fiscal year to date) and its accounts, in number order. */
export async function generalLedgerScope(
  tx: Db,
  organizationId: string,
  query: Pick<TGeneralLedgerQuery, 'from' | 'to' | 'account_from' | 'account_to'>,
): Promise<TGlScope> {
  const to = query.to ?? todayIso();
  let from = query.from;
  if (!from) {
    const start = fiscalYearStartOf(await fiscalYearEndOf(tx, organizationId), to);
    from = start <= to ? start : to;
  }
  if (from > to) throw CommonErrors.invalidInput('The start date must be on or before the end date');
  const inRange = (n: string) =>
    (!query.account_from || compareAccountNumbers(n, query.account_from) >= 0) &&
    (!query.account_to || compareAccountNumbers(n, query.account_to) <= 0);
  const chart = (await loadStatementAccounts(tx, organizationId)).filter((a) => inRange(a.account_number));
  const [opening, activity] = await accountTotalsByRange(tx, organizationId, [
    { from: null, to: previousDay(from) },
    { from, to },
  ]);
  const accounts: TGlAccount[] = [];
  for (const a of chart) {
    const o = opening?.get(a.id) ?? { debit: 0, credit: 0 };
    const p = activity?.get(a.id) ?? { debit: 0, credit: 0 };
    const openingBalance = signedBalance(a.normal_balance, o.debit, o.credit);
    if (openingBalance === 0 && p.debit === 0 && p.credit === 0) continue;
    accounts.push({
      id: a.id,
      account_number: a.account_number,
      account_name: a.account_name,
      account_type: a.account_type,
      normal_balance: a.normal_balance,
      opening: openingBalance,
      debit: p.debit,
      credit: p.credit,
      closing: openingBalance + signedBalance(a.normal_balance, p.debit, p.credit),
    });
  }
  accounts.sort((a, b) => compareAccountNumbers(a.account_number, b.account_number));
  return { from, to, accountFrom: query.account_from ?? null, accountTo: query.account_to ?? null, accounts };
}

type TGlCursor = { account: string; after: TLinePosition };

function encodeGlCursor(c: TGlCursor): string {
  return Buffer.from(JSON.stringify([c.account, c.after.date, c.after.number, c.after.line])).toString(
    'base64url',
  );
}

function decodeGlCursor(cursor: string): TGlCursor {
  try {
    const [account, date, number, line] = JSON.parse(
      Buffer.from(cursor, 'base64url').toString('utf8'),
    ) as unknown[];
    if (
      typeof account === 'string' &&
      typeof date === 'string' &&
      /^\d{4}-\d{2}-\d{2}$/.test(date) &&
      typeof number === 'string' &&
      Number.isInteger(line)
    )
      return { account, after: { date, number, line: line as number } };
  } catch {
    // fall through
  }
  throw CommonErrors.invalidInput('Invalid cursor');
}

const accountJson = (a: TGlAccount) => ({
  id: a.id,
  account_number: a.account_number,
  account_name: a.account_name,
  account_type: a.account_type,
  normal_balance: a.normal_balance,
});

/**
 * A page of the general ledger: up to `limit` lines (an account without lines in the period counts as
 * one), accounts in number order, keyset-paged across accounts (`next_cursor`: the account and the
 * line after which the next page starts).
 */
export async function generalLedgerPage(
  tx: Db,
  organizationId: string,
  query: TGeneralLedgerQuery,
): Promise<TGeneralLedger> {
  const scope = await generalLedgerScope(tx, organizationId, query);
  const start = beforeDate(scope.from);
  const cursor = query.cursor ? decodeGlCursor(query.cursor) : null;
  let index = cursor
    ? scope.accounts.findIndex((a) => compareAccountNumbers(a.account_number, cursor.account) >= 0)
    : 0;
  if (index < 0) index = scope.accounts.length;
  let after = cursor && scope.accounts[index]?.account_number === cursor.account ? cursor.after : start;
  let budget = query.limit;
  let nextCursor: string | null = null;
  const blocks: TGeneralLedgerAccount[] = [];
  while (index < scope.accounts.length) {
    const account = scope.accounts[index] as TGlAccount;
    if (budget <= 0) {
      nextCursor = encodeGlCursor({ account: account.account_number, after: start });
      break;
    }
    const continued = after.date !== start.date || after.number !== start.number || after.line !== start.line;
    const base = {
      account: accountJson(account),
      opening_balance_cents: account.opening,
      debit_cents: account.debit,
      credit_cents: account.credit,
      closing_balance_cents: account.closing,
      continued,
    };
    if (account.debit === 0 && account.credit === 0) {
      blocks.push({ ...base, lines: [], continues: false });
      budget -= 1;
      index += 1;
      after = start;
      continue;
    }
    let running = account.opening;
    if (continued) {
      const through = await accountTotalsThrough(tx, organizationId, account.id, after, true);
      running = signedBalance(account.normal_balance, through.debitCents, through.creditCents);
    }
    const lines = await detailLines(tx, organizationId, account.id, after, scope.to, budget + 1);
    const page = lines.slice(0, budget);
    const out = page.map((l) => {
      running += signedBalance(account.normal_balance, l.debit_cents, l.credit_cents);
      return { ...l, running_balance_cents: running };
    });
    const continues = lines.length > budget;
    blocks.push({ ...base, lines: out, continues });
    budget -= Math.max(page.length, 1);
    const last = page[page.length - 1];
    if (continues && last) {
      nextCursor = encodeGlCursor({
        account: account.account_number,
        after: { date: last.entry_date, number: last.entry_number, line: last.line_number },
      });
      break;
    }
    index += 1;
    after = start;
  }
  return {
    from: scope.from,
    to: scope.to,
    account_from: scope.accountFrom,
    account_to: scope.accountTo,
    accounts: blocks,
    account_count: scope.accounts.length,
    total_debit_cents: scope.accounts.reduce((s, a) => s + a.debit, 0),
    total_credit_cents: scope.accounts.reduce((s, a) => s + a.credit, 0),
    next_cursor: nextCursor,
  };
}

/** A row of the general ledger as the CSV and the PDF write it. */
export type TGlRow =
  | { kind: 'opening'; account: TGlAccount; date: string; balance: number }
  | { kind: 'line'; account: TGlAccount; line: TExportLine; balance: number }
  | { kind: 'closing'; account: TGlAccount; date: string; balance: number };

/** Where a streamed export stands: the account (index in the scope) and the last line written. */
export type TGlPosition = { index: number; after: TLinePosition; running: number };

/**
 * The next batch of the export's rows from `position` (up to about `batch` lines, in one short
 * transaction): each account's opening row, its lines with running balances, its closing row. The
 * answer's position is null at the end.
 */
export async function generalLedgerBatch(
  tx: Db,
  organizationId: string,
  scope: TGlScope,
  position: TGlPosition,
  batch: number,
): Promise<{ rows: TGlRow[]; next: TGlPosition | null }> {
  const start = beforeDate(scope.from);
  const rows: TGlRow[] = [];
  let { index, after, running } = position;
  let lineCount = 0;
  while (index < scope.accounts.length && lineCount < batch) {
    const account = scope.accounts[index] as TGlAccount;
    const fresh =
      after === start ||
      (after.date === start.date && after.number === start.number && after.line === start.line);
    if (fresh) {
      running = account.opening;
      rows.push({ kind: 'opening', account, date: scope.from, balance: running });
    }
    if (account.debit !== 0 || account.credit !== 0) {
      const want = batch - lineCount;
      const lines = await exportLines(tx, organizationId, account.id, after, scope.to, want);
      for (const line of lines) {
        running += signedBalance(account.normal_balance, line[6], line[7]);
        rows.push({ kind: 'line', account, line, balance: running });
      }
      lineCount += lines.length;
      const last = lines[lines.length - 1];
      if (lines.length === want && last) {
        // Perhaps more of this account: carry on from its last line.
        after = { date: last[0], number: last[1], line: last[2] };
        return { rows, next: { index, after, running } };
      }
    }
    rows.push({ kind: 'closing', account, date: scope.to, balance: account.closing });
    lineCount += 1;
    index += 1;
    after = start;
  }
  return { rows, next: index < scope.accounts.length ? { index, after, running } : null };
}

/** How many lines the report's accounts have in its period (for a PDF's refusal message). */
export async function generalLedgerLineCount(
  tx: Db,
  organizationId: string,
  scope: TGlScope,
): Promise<number> {
  const ids = scope.accounts.filter((a) => a.debit !== 0 || a.credit !== 0).map((a) => a.id);
  if (ids.length === 0) return 0;
  const result = await tx.execute(sql`
    select count(*)::int as n from journal_lines
    where organization_id = ${organizationId}
      and account_id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      and entry_date >= ${scope.from}::date and entry_date <= ${scope.to}::date`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}
