import type { TBankStatementFormat, TManualStatement } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { StatementErrors } from './bank-statements.errors.ts';
import { dedupeKeys, type TParsedLine, type TParsedStatement } from './parsers/index.ts';

/**
 * A statement ready to preview or import, whatever it came from (a file through the parsers, or lines
 * entered by hand): its lines with their dedupe keys, period and balances.
 */
export type TStatementContent = {
  format: TBankStatementFormat;
  fileName: string;
  encoding: string | null;
  accountHint: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  openingBalanceCents: number | null;
  closingBalanceCents: number | null;
  lines: (TParsedLine & { dedupeKey: string; occurrence: number })[];
  errors: { line: number; message: string }[];
};

// PostgreSQL's text cannot hold NUL: a stray one in a bank's file is dropped, not a refusal.
const clean = (text: string) => text.replaceAll('\u0000', '');
const cleanOrNull = (text: string | null) => (text === null ? null : clean(text) || null);

function withKeys(lines: readonly TParsedLine[]): TStatementContent['lines'] {
  // A line of zero (an information line some banks print) moves no money: there is nothing to clear.
  const moving = lines
    .filter((l) => l.amount_cents !== 0)
    .map((l) => ({
      ...l,
      check_number: cleanOrNull(l.check_number),
      bank_reference: cleanOrNull(l.bank_reference),
      payee: clean(l.payee),
      memo: clean(l.memo),
      raw: clean(l.raw),
    }));
  const keys = dedupeKeys(moving);
  return moving.map((l, i) => ({
    ...l,
    dedupeKey: keys[i]?.key ?? '',
    occurrence: keys[i]?.occurrence ?? 1,
  }));
}

function dateRange(lines: readonly { posted_date: string }[]): { first: string | null; last: string | null } {
  let first: string | null = null;
  let last: string | null = null;
  for (const { posted_date } of lines) {
    if (first === null || posted_date < first) first = posted_date;
    if (last === null || posted_date > last) last = posted_date;
  }
  return { first, last };
}

/** A parsed file as a statement; the period falls back to the lines' dates when the file states none. */
export function fileContent(parsed: TParsedStatement, fileName: string): TStatementContent {
  const lines = withKeys(parsed.lines);
  const range = dateRange(lines);
  return {
    format: parsed.format,
    fileName,
    encoding: parsed.encoding,
    accountHint: parsed.account_hint,
    periodStart: parsed.period_start ?? range.first,
    periodEnd: parsed.period_end ?? range.last,
    openingBalanceCents: parsed.opening_balance_cents,
    closingBalanceCents: parsed.closing_balance_cents,
    lines,
    errors: parsed.errors,
  };
}

/** Lines entered by hand as a statement (numbered 1, 2, 3 as entered). */
export function manualContent(input: TManualStatement): TStatementContent {
  const parsed: TParsedLine[] = input.lines.map((l, i) => ({
    line_number: i + 1,
    posted_date: l.posted_date,
    amount_cents: l.amount_cents,
    kind: l.check_number ? 'check' : l.amount_cents > 0 ? 'deposit' : 'debit',
    check_number: l.check_number,
    bank_reference: l.bank_reference,
    payee: l.payee,
    memo: l.memo,
    raw: JSON.stringify(l),
  }));
  const lines = withKeys(parsed);
  const range = dateRange(lines);
  return {
    format: 'manual',
    fileName: '',
    encoding: null,
    accountHint: null,
    periodStart: range.first,
    periodEnd: range.last,
    openingBalanceCents: null,
    closingBalanceCents: input.closing_balance_cents,
    lines,
    errors: [],
  };
}

/**
 * A file that names another account than this one: refused. The account's last four digits against the
 * last four digits the file names (a file or an account without them is not checked).
 */
export function assertSameAccount(content: TStatementContent, accountLastFour: string | null): void {
  const fileDigits = (content.accountHint ?? '').replace(/[^0-9]/g, '');
  if (!accountLastFour || fileDigits.length < 4) return;
  const fileLastFour = fileDigits.slice(-4);
  if (fileLastFour !== accountLastFour) throw StatementErrors.wrongAccount(fileLastFour, accountLastFour);
}

/**
 * The keys among `keys` already imported for the account. The keys are hashed against the account's
 * lines (or the lines against the keys): linear whatever the sizes. Nested loops are off for this one
 * statement because right after a large import the table's statistics still say "one row", and a nested
 * loop would then compare every key with every line (10,000 × 10,000).
 */
export async function existingKeys(
  tx: Db,
  organizationId: string,
  bankAccountId: string,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  await tx.execute(sql`select set_config('enable_nestloop', 'off', true)`);
  const rows = rowsOf<{ dedupe_key: string }>(
    await tx.execute(sql`
      select k.key as dedupe_key from jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb) as k(key)
      where exists (
        select 1 from bank_statement_lines s
        where s.organization_id = ${organizationId} and s.bank_account_id = ${bankAccountId}
          and s.dedupe_key = k.key)`),
  );
  await tx.execute(sql`select set_config('enable_nestloop', 'on', true)`);
  return new Set(rows.map((r) => r.dedupe_key));
}
