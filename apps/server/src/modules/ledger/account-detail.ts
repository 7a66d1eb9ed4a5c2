import {
  nextDay,
  signedBalance,
  type TAccountDetail,
  type TAccountDetailQuery,
  type TSourceType,
} from '@groundwork/shared';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { chartOfAccounts } from '../../db/schema/index.ts';
import { CommonErrors } from '../../lib/app-error.ts';
import { accountTotalsThrough, type TLinePosition } from './balances.ts';

const START: TLinePosition = { date: '1900-01-01', number: '', line: 0 };

export function encodeCursor(p: TLinePosition): string {
  return Buffer.from(JSON.stringify([p.date, p.number, p.line])).toString('base64url');
}

export function decodeCursor(cursor: string): TLinePosition {
  try {
    const [date, number, line] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (
      typeof date === 'string' &&
      /^\d{4}-\d{2}-\d{2}$/.test(date) &&
      typeof number === 'string' &&
      Number.isInteger(line)
    )
      return { date, number, line: line as number };
  } catch {
    // fall through
  }
  throw CommonErrors.invalidInput('Invalid cursor');
}

export type TDetailRow = {
  entry_id: string;
  entry_number: string;
  entry_date: string;
  line_number: number;
  source_type: TSourceType;
  source_id: string | null;
  memo: string;
  job_id: string | null;
  job_number: string | null;
  debit_cents: number;
  credit_cents: number;
};

export async function loadDetailAccount(tx: Db, organizationId: string, accountId: string) {
  const [account] = await tx
    .select({
      id: chartOfAccounts.id,
      account_number: chartOfAccounts.accountNumber,
      account_name: chartOfAccounts.accountName,
      account_type: chartOfAccounts.accountType,
      normal_balance: chartOfAccounts.normalBalance,
    })
    .from(chartOfAccounts)
    .where(and(eq(chartOfAccounts.organizationId, organizationId), eq(chartOfAccounts.id, accountId)));
  if (!account) throw CommonErrors.notFound('Account');
  return account;
}

/**
 * `page`: up to `limit` of an account's lines after `after` (exclusive), in (date, entry, line) order,
 * within `to` — one ordered range of the account's index, materialized so that it is taken before the
 * join to entries and jobs (see detailLines).
 */
function linesPage(
  organizationId: string,
  accountId: string,
  after: TLinePosition,
  to: string | undefined,
  limit: number,
) {
  return sql`with page as materialized (
      select l.entry_id, l.entry_number, l.entry_date, l.line_number, l.memo, l.job_id, l.debit_cents, l.credit_cents
      from journal_lines l
      where l.organization_id = ${organizationId} and l.account_id = ${accountId}
        and (l.entry_date, l.entry_number, l.line_number) > (${after.date}::date, ${after.number}, ${after.line})
        ${to ? sql`and l.entry_date <= ${to}::date` : sql``}
      order by l.entry_date, l.entry_number, l.line_number
      limit ${limit}
    )`;
}

/**
 * A page of an account's lines after `after` (exclusive), in (date, entry, line) order, within [from, to].
 * The page of lines is taken first, alone (one ordered range of the account's index), then joined to
 * its entries and jobs: written as one join, under row-level security the planner read every line of
 * the account and every entry of the company for each page (4× slower for a 10,000-line batch).
 */
export async function detailLines(
  tx: Db,
  organizationId: string,
  accountId: string,
  after: TLinePosition,
  to: string | undefined,
  limit: number,
): Promise<TDetailRow[]> {
  const result = await tx.execute(sql`
    ${linesPage(organizationId, accountId, after, to, limit)}
    select l.entry_id, l.entry_number, to_char(l.entry_date, 'YYYY-MM-DD') as entry_date, l.line_number,
           e.source_type, e.source_id, coalesce(nullif(l.memo, ''), e.memo) as memo,
           l.job_id, p.project_number as job_number, l.debit_cents::text as debit, l.credit_cents::text as credit
    from page l
    join journal_entries e on e.id = l.entry_id
    left join projects p on p.id = l.job_id
    order by l.entry_date, l.entry_number, l.line_number`);
  return rowsOf<Omit<TDetailRow, 'debit_cents' | 'credit_cents'> & { debit: string; credit: string }>(
    result,
  ).map(({ debit, credit, ...r }) => ({ ...r, debit_cents: Number(debit), credit_cents: Number(credit) }));
}

/** One line of an account's export: date, entry, line, source, memo, job, debit cents, credit cents. */
export type TExportLine = [string, string, number, TSourceType, string, string | null, number, number];

/**
 * A batch of an account's lines for the CSV export, as `detailLines` reads them but answered as one
 * JSON array built by the database: one value to transfer and parse instead of a row of eleven columns
 * per line (on the embedded database, the per-row protocol work was most of the export's time).
 */
export async function exportLines(
  tx: Db,
  organizationId: string,
  accountId: string,
  after: TLinePosition,
  to: string | undefined,
  limit: number,
): Promise<TExportLine[]> {
  const result = await tx.execute(sql`
    ${linesPage(organizationId, accountId, after, to, limit)}
    select coalesce(json_agg(json_build_array(to_char(l.entry_date, 'YYYY-MM-DD'), l.entry_number, l.line_number,
             e.source_type, coalesce(nullif(l.memo, ''), e.memo), p.project_number, l.debit_cents, l.credit_cents)
             order by l.entry_date, l.entry_number, l.line_number), '[]') as lines
    from page l
    join journal_entries e on e.id = l.entry_id
    left join projects p on p.id = l.job_id`);
  const lines = rowsOf<{ lines: TExportLine[] | string }>(result)[0]?.lines ?? [];
  return typeof lines === 'string' ? (JSON.parse(lines) as TExportLine[]) : lines;
}

/** The position just before the first line dated `from`. */
export function beforeDate(from: string | undefined): TLinePosition {
  return from ? { date: from, number: '', line: 0 } : START;
}

/**
 * An account's detail: the opening balance before `from`, a page of lines with running balances (in the
 * account's normal direction) and the closing balance at `to`. Pages are keyset: `next_cursor`.
 */
export async function accountDetail(
  tx: Db,
  organizationId: string,
  accountId: string,
  query: TAccountDetailQuery,
): Promise<TAccountDetail> {
  const account = await loadDetailAccount(tx, organizationId, accountId);
  const normal = account.normal_balance;
  const signed = (t: { debitCents: number; creditCents: number }) =>
    signedBalance(normal, t.debitCents, t.creditCents);
  const start = beforeDate(query.from);
  const after = query.cursor ? decodeCursor(query.cursor) : start;
  // The first position after the range: the start of the day after `to`.
  const end: TLinePosition = { date: query.to ? nextDay(query.to) : '2201-01-01', number: '', line: 0 };
  const opening = await accountTotalsThrough(tx, organizationId, accountId, start, false);
  const before = await accountTotalsThrough(tx, organizationId, accountId, after, true);
  const closing = await accountTotalsThrough(tx, organizationId, accountId, end, false);
  const lines = await detailLines(tx, organizationId, accountId, after, query.to, query.limit + 1);
  const page = lines.slice(0, query.limit);
  let running = signed(before);
  const out = page.map((l) => {
    running += signedBalance(normal, l.debit_cents, l.credit_cents);
    return { ...l, running_balance_cents: running };
  });
  const last = page[page.length - 1];
  return {
    account,
    from: query.from ?? null,
    to: query.to ?? null,
    opening_balance_cents: query.from ? signed(opening) : 0,
    closing_balance_cents: signed(closing),
    lines: out,
    next_cursor:
      lines.length > query.limit && last
        ? encodeCursor({ date: last.entry_date, number: last.entry_number, line: last.line_number })
        : null,
  };
}
