import type { TCsvDateFormat, TCsvProfile } from '@groundwork/shared';
import { parse } from 'csv-parse/sync';
import { formatCents, parseAmountCents } from './amount.ts';
import { isoDate, maxDate, minDate } from './dates.ts';
import { decodeBytes, emptyStatement } from './decode.ts';
import { kindBySign, kindFromText, normalizeCheckNumber } from './kinds.ts';
import type { TParsedLine, TParsedStatement, TStatementError } from './types.ts';

/**
 * A CSV statement read with the account's saved mapping (`TCsvProfile`): the date format is the one
 * the user chose (never guessed), amounts are one signed column or debit (money out) and credit (money
 * in) columns; `-12.50`, `(12.50)` and `12.50-` are negatives; a running balance column is checked.
 */
export function parseCsvStatement(bytes: Uint8Array, profile: TCsvProfile): TParsedStatement {
  const { text, encoding } = decodeBytes(bytes, profile.encoding);
  // 1. Preamble rows (the bank's title, account, period) are physical lines, skipped before parsing.
  let offset = 0;
  for (let skipped = 0; skipped < profile.skip_rows && offset !== -1; skipped++) {
    const next = text.indexOf('\n', offset);
    offset = next === -1 ? -1 : next + 1;
  }
  if (offset === -1)
    return emptyStatement('csv', encoding, `The file has fewer than ${profile.skip_rows} lines to skip`);
  const firstLine = profile.skip_rows + 1;

  type TRow = { record: string[]; raw: string; info: { lines: number } };
  let rows: TRow[];
  try {
    rows = parse(text.slice(offset), {
      delimiter: profile.delimiter,
      info: true,
      raw: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
    }) as unknown as TRow[];
  } catch (error) {
    const lines = (error as { lines?: number }).lines;
    const line = typeof lines === 'number' ? lines + firstLine - 1 : 0;
    const message = error instanceof Error ? error.message : String(error);
    return emptyStatement('csv', encoding, line ? `Line ${line}: ${message}` : message);
  }

  // 2. Each data row: its first physical line numbers it.
  const errors: TStatementError[] = [];
  const lines: TParsedLine[] = [];
  const balances: { line: number; amount: number; balance: number }[] = [];
  for (const [index, row] of rows.entries()) {
    if (index === 0 && profile.has_header) continue;
    const raw = row.raw.replace(/^[\r\n]+/, '').replace(/[\r\n]+$/, '');
    const lineNumber = row.info.lines + firstLine - 1 - (raw.match(/\n/g)?.length ?? 0);
    const line = readRow(row.record, raw, lineNumber, profile, errors);
    if (!line) continue;
    lines.push(line);
    if (profile.balance_column !== null) {
      const balanceText = cell(row.record, profile.balance_column);
      const balance = balanceText ? parseAmountCents(balanceText, profile.decimal_separator) : null;
      if (balanceText && balance === null)
        errors.push({ line: lineNumber, message: `Line ${lineNumber}: '${balanceText}' is not a balance` });
      if (balance !== null)
        balances.push({
          line: lineNumber,
          amount: line.amount_cents,
          balance: profile.negate_amounts ? -balance : balance,
        });
    }
  }
  if (lines.length === 0 && errors.length === 0)
    errors.push({ line: 0, message: 'This CSV file has no statement lines' });

  // 3. The running balance, when mapped, must follow the amounts (in file order, oldest or newest first).
  const { opening, closing } = checkBalances(balances, errors);
  return {
    format: 'csv',
    encoding,
    account_hint: null,
    period_start: minDate(lines),
    period_end: maxDate(lines),
    opening_balance_cents: opening,
    closing_balance_cents: closing,
    lines,
    errors,
  };
}

function readRow(
  record: string[],
  raw: string,
  lineNumber: number,
  profile: TCsvProfile,
  errors: TStatementError[],
): TParsedLine | null {
  const fail = (message: string) => {
    errors.push({ line: lineNumber, message: `Line ${lineNumber}: ${message}` });
    return null;
  };
  const dateText = cell(record, profile.date_column);
  const date = parseCsvDate(dateText, profile.date_format);
  if (!date)
    return fail(dateText ? `'${dateText}' is not a date in ${profile.date_format}` : 'the date is empty');
  let cents: number;
  if (profile.amount_mode === 'signed') {
    const amountText = cell(record, profile.amount_column);
    if (!amountText) return fail('the amount is empty');
    const parsed = parseAmountCents(amountText, profile.decimal_separator);
    if (parsed === null) return fail(`'${amountText}' is not an amount`);
    cents = parsed;
  } else {
    const debitText = cell(record, profile.debit_column);
    const creditText = cell(record, profile.credit_column);
    if (!debitText && !creditText) return fail('neither the debit nor the credit column has an amount');
    const debit = debitText ? parseAmountCents(debitText, profile.decimal_separator) : 0;
    if (debit === null) return fail(`'${debitText}' is not an amount`);
    const credit = creditText ? parseAmountCents(creditText, profile.decimal_separator) : 0;
    if (credit === null) return fail(`'${creditText}' is not an amount`);
    // A debit is money out whether the bank writes it `12.50` or `-12.50`; a negative credit
    // (`(0.01)`) is a credit taken back: money out.
    cents = credit - Math.abs(debit);
  }
  if (profile.negate_amounts) cents = -cents;
  const payee = cell(record, profile.description_column);
  const memo = cell(record, profile.memo_column);
  const checkNumber = normalizeCheckNumber(cell(record, profile.check_number_column));
  return {
    line_number: lineNumber,
    posted_date: date,
    amount_cents: cents,
    kind: checkNumber && cents < 0 ? 'check' : (kindFromText(`${payee} ${memo}`, cents) ?? kindBySign(cents)),
    check_number: checkNumber,
    bank_reference: cell(record, profile.reference_column) || null,
    payee,
    memo,
    raw,
  };
}

function cell(record: string[], column: number | null): string {
  return column === null ? '' : (record[column] ?? '').trim();
}

const DATE_PATTERNS: Record<
  TCsvDateFormat,
  { pattern: RegExp; order: ['y' | 'm' | 'd', 'y' | 'm' | 'd', 'y' | 'm' | 'd'] }
> = {
  'MM/DD/YYYY': { pattern: /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/, order: ['m', 'd', 'y'] },
  'DD/MM/YYYY': { pattern: /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/, order: ['d', 'm', 'y'] },
  'YYYY-MM-DD': { pattern: /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/, order: ['y', 'm', 'd'] },
  'MM/DD/YY': { pattern: /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2})$/, order: ['m', 'd', 'y'] },
  'DD/MM/YY': { pattern: /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2})$/, order: ['d', 'm', 'y'] },
  'DD.MM.YYYY': { pattern: /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/, order: ['d', 'm', 'y'] },
  YYYYMMDD: { pattern: /^(\d{4})(\d{2})(\d{2})$/, order: ['y', 'm', 'd'] },
};

/**
 * A date in the format the mapping names: the order of day, month and year is exactly the chosen
 * one; the separator may be `/`, `-` or `.`, and a time after the date is ignored.
 */
export function parseCsvDate(value: string, format: TCsvDateFormat): string | null {
  const datePart = value.trim().split(/[ T]/)[0] ?? '';
  const { pattern, order } = DATE_PATTERNS[format];
  const m = pattern.exec(datePart);
  if (!m) return null;
  const parts: Record<'y' | 'm' | 'd', number> = { y: 0, m: 0, d: 0 };
  order.forEach((key, i) => {
    parts[key] = Number(m[i + 1]);
  });
  const year = parts.y < 100 ? (parts.y >= 70 ? 1900 + parts.y : 2000 + parts.y) : parts.y;
  return isoDate(year, parts.m, parts.d);
}

function checkBalances(
  rows: { line: number; amount: number; balance: number }[],
  errors: TStatementError[],
): { opening: number | null; closing: number | null } {
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) return { opening: null, closing: null };
  if (rows.length === 1) return { opening: first.balance - first.amount, closing: first.balance };
  const oldestFirst = (i: number) =>
    (rows[i]?.balance ?? 0) === (rows[i - 1]?.balance ?? 0) + (rows[i]?.amount ?? 0);
  const newestFirst = (i: number) =>
    (rows[i - 1]?.balance ?? 0) === (rows[i]?.balance ?? 0) + (rows[i - 1]?.amount ?? 0);
  const ascending = rows.every((_, i) => i === 0 || oldestFirst(i));
  if (ascending) return { opening: first.balance - first.amount, closing: last.balance };
  const descending = rows.every((_, i) => i === 0 || newestFirst(i));
  if (descending) return { opening: last.balance - last.amount, closing: first.balance };
  // Name the first row where the balance does not follow, in the order the first two rows suggest.
  const useNewestFirst = newestFirst(1) && !oldestFirst(1);
  for (let i = 1; i < rows.length; i++) {
    const row = rows[i];
    const previous = rows[i - 1];
    if (!row || !previous) continue;
    if (useNewestFirst ? newestFirst(i) : oldestFirst(i)) continue;
    const expected = useNewestFirst ? previous.balance - previous.amount : previous.balance + row.amount;
    errors.push({
      line: row.line,
      message: `Line ${row.line}: the running balance ${formatCents(row.balance)} does not follow from the line before (expected ${formatCents(expected)})`,
    });
    break;
  }
  return { opening: null, closing: null };
}
