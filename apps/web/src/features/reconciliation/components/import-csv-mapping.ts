import {
  CSV_DELIMITERS,
  isIsoDate,
  isoDate,
  type TCsvDateFormat,
  type TCsvProfile,
  ZCsvProfile,
} from '@groundwork/shared';
import Papa from 'papaparse';

/*
 * The CSV mapping wizard's pure side (issue 23): the first rows of a bank's CSV read in the browser, the
 * columns the bookkeeper picks turned into the account's saved profile, and the sample rows read through
 * that profile so a wrong column or date format shows before the server is asked. The date format is
 * never guessed: it starts empty and is required.
 */

export type TCsvDelimiter = (typeof CSV_DELIMITERS)[number];

export const DELIMITER_LABELS: Record<TCsvDelimiter, string> = {
  ',': 'Comma (,)',
  ';': 'Semicolon (;)',
  '\t': 'Tab',
  '|': 'Pipe (|)',
};

/** The columns a mapping names, each a 0-based column index or null for none. */
export const MAPPED_COLUMNS = [
  'date_column',
  'amount_column',
  'debit_column',
  'credit_column',
  'description_column',
  'memo_column',
  'check_number_column',
  'reference_column',
  'balance_column',
] as const;
export type TMappedColumn = (typeof MAPPED_COLUMNS)[number];

/** A mapping being chosen: like the profile, but anything may still be missing. */
export type TCsvMappingDraft = Omit<TCsvProfile, TMappedColumn | 'date_format'> &
  Record<TMappedColumn, number | null> & { date_format: TCsvDateFormat | '' };

export const EMPTY_MAPPING: TCsvMappingDraft = {
  delimiter: ',',
  encoding: 'utf-8',
  skip_rows: 0,
  has_header: true,
  date_column: null,
  date_format: '',
  amount_mode: 'signed',
  amount_column: null,
  debit_column: null,
  credit_column: null,
  negate_amounts: false,
  decimal_separator: '.',
  description_column: null,
  memo_column: null,
  check_number_column: null,
  reference_column: null,
  balance_column: null,
};

/** The saved profile as the wizard's starting point, or an empty mapping. */
export function draftFromProfile(profile: TCsvProfile | null | undefined): TCsvMappingDraft {
  return profile ? { ...EMPTY_MAPPING, ...profile } : { ...EMPTY_MAPPING };
}

/** The profile the draft makes, or the first things still to choose. */
export function profileFromDraft(
  draft: TCsvMappingDraft,
): { ok: true; profile: TCsvProfile } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  if (draft.date_column === null) problems.push('Choose the date column');
  if (draft.date_format === '') problems.push('Choose the date format the file uses');
  const parsed = ZCsvProfile.safeParse({
    ...draft,
    date_column: draft.date_column ?? 0,
    date_format: draft.date_format === '' ? 'YYYY-MM-DD' : draft.date_format,
    // Only the columns of the chosen amount mode are kept.
    amount_column: draft.amount_mode === 'signed' ? draft.amount_column : null,
    debit_column: draft.amount_mode === 'debit_credit' ? draft.debit_column : null,
    credit_column: draft.amount_mode === 'debit_credit' ? draft.credit_column : null,
  });
  if (!parsed.success) problems.push(...parsed.error.issues.map((issue) => issue.message));
  if (problems.length > 0 || !parsed.success) return { ok: false, problems };
  return { ok: true, profile: parsed.data };
}

/** Bytes of the file as text in the chosen encoding (a UTF-8 byte-order mark dropped). */
export function decodeCsv(bytes: ArrayBuffer, encoding: string): string {
  const text = new TextDecoder(encoding).decode(bytes);
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * The delimiter most lines of the first ones hold the same number of times (a bank's file in Europe is
 * often semicolon-separated). A delimiter is safe to suggest: the person sees the columns it makes.
 */
export function guessDelimiter(text: string): TCsvDelimiter {
  const lines = text
    .split(/\r\n|\n|\r/)
    .filter((line) => line.trim() !== '')
    .slice(0, 20);
  let best: TCsvDelimiter = ',';
  let bestScore = 0;
  for (const delimiter of CSV_DELIMITERS) {
    const counts = lines.map((line) => line.split(delimiter).length - 1).filter((count) => count > 0);
    if (counts.length === 0) continue;
    const common = mode(counts);
    const score = counts.filter((count) => count === common).length * 10 + common;
    if (score > bestScore) {
      best = delimiter;
      bestScore = score;
    }
  }
  return best;
}

function mode(values: number[]): number {
  const seen = new Map<number, number>();
  for (const value of values) seen.set(value, (seen.get(value) ?? 0) + 1);
  let best = 0;
  let bestCount = 0;
  for (const [value, count] of seen) if (count > bestCount) [best, bestCount] = [value, count];
  return best;
}

/** The file's first `limit` rows (preamble included), blank lines left out. */
export function readRows(text: string, delimiter: TCsvDelimiter, limit = 40): string[][] {
  const parsed = Papa.parse<string[]>(text, { delimiter, preview: limit, skipEmptyLines: 'greedy' });
  return parsed.data.map((row) => row.map((cell) => cell.trim()));
}

/**
 * Rows before the table proper (a bank's title, account number, period lines): those before the first
 * row with as many cells as most rows have. Shown to the person, who can change it.
 */
export function guessSkipRows(rows: readonly string[][]): number {
  if (rows.length === 0) return 0;
  const width = mode(rows.map((row) => row.length));
  const first = rows.findIndex((row) => row.length === width);
  return Math.max(0, Math.min(first, 50));
}

/** A first mapping for a file with no saved one: delimiter, preamble and plainly named columns. */
export function initialMapping(text: string): TCsvMappingDraft {
  const delimiter = guessDelimiter(text);
  const rows = readRows(text, delimiter);
  const skip_rows = guessSkipRows(rows);
  const header = rows[skip_rows] ?? null;
  const suggestion = suggestColumns(header);
  // A first row that names columns is a header; one of dates and amounts is data.
  const has_header = Object.keys(suggestion).length > 0 || !(header ?? []).some((c) => /\d/.test(c));
  return { ...EMPTY_MAPPING, delimiter, skip_rows, has_header, ...(has_header ? suggestion : {}) };
}

export type TCsvSample = {
  preamble: string[][];
  header: string[] | null;
  rows: string[][];
  /** The 1-based number in the file (blank lines not counted) of `rows[0]`. */
  firstRowNumber: number;
  columnCount: number;
};

/** The rows split as the mapping reads them: skipped preamble, the header row, data rows. */
export function splitSample(
  rows: string[][],
  mapping: Pick<TCsvMappingDraft, 'skip_rows' | 'has_header'>,
): TCsvSample {
  const preamble = rows.slice(0, mapping.skip_rows);
  const rest = rows.slice(mapping.skip_rows);
  const header = mapping.has_header ? (rest[0] ?? null) : null;
  const data = mapping.has_header ? rest.slice(1) : rest;
  const columnCount = Math.max(0, header?.length ?? 0, ...data.map((row) => row.length));
  return {
    preamble,
    header,
    rows: data,
    firstRowNumber: mapping.skip_rows + (mapping.has_header ? 1 : 0) + 1,
    columnCount,
  };
}

/** 'Column 3' or 'Column 3 · Amount' for a column's picker option. */
export function columnLabel(index: number, header: string[] | null): string {
  const name = header?.[index]?.trim();
  return name ? `Column ${index + 1} · ${name}` : `Column ${index + 1}`;
}

const HEADER_HINTS: { column: TMappedColumn; pattern: RegExp }[] = [
  { column: 'date_column', pattern: /^(posting |posted |transaction |trans\.? |value |booking )?date$/i },
  { column: 'amount_column', pattern: /^(transaction )?amount( \(\w+\))?$/i },
  { column: 'debit_column', pattern: /^(debit|debits|withdrawals?|money out|paid out)( amount)?$/i },
  { column: 'credit_column', pattern: /^(credit|credits|deposits?|money in|paid in)( amount)?$/i },
  { column: 'description_column', pattern: /^(description|payee|name|details|narrative|transaction)$/i },
  { column: 'memo_column', pattern: /^(memo|notes?|additional info(rmation)?)$/i },
  { column: 'check_number_column', pattern: /^(check|cheque|chk)( ?(number|no\.?|#))?$/i },
  {
    column: 'reference_column',
    pattern: /^(reference|ref\.?|ref(erence)? (number|no\.?)|transaction id|fitid)$/i,
  },
  { column: 'balance_column', pattern: /^(running )?balance$/i },
];

/**
 * Columns named plainly in the header row ("Date", "Amount", "Debit", "Check Number"), for a file
 * with no saved mapping. Only exact names count — a column is never taken for another because its values
 * look alike — and the date FORMAT is left for the person to choose.
 */
export function suggestColumns(header: string[] | null): Partial<TCsvMappingDraft> {
  if (!header) return {};
  const found: Partial<Record<TMappedColumn, number>> = {};
  header.forEach((name, index) => {
    const hint = HEADER_HINTS.find((h) => h.pattern.test(name.trim()) && found[h.column] === undefined);
    if (hint) found[hint.column] = index;
  });
  const suggestion: Partial<TCsvMappingDraft> = { ...found };
  if (
    found.amount_column === undefined &&
    found.debit_column !== undefined &&
    found.credit_column !== undefined
  )
    suggestion.amount_mode = 'debit_credit';
  return suggestion;
}

const DATE_PATTERNS: Record<TCsvDateFormat, { re: RegExp; order: 'ymd' | 'mdy' | 'dmy' }> = {
  'MM/DD/YYYY': { re: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, order: 'mdy' },
  'DD/MM/YYYY': { re: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, order: 'dmy' },
  'YYYY-MM-DD': { re: /^(\d{4})-(\d{1,2})-(\d{1,2})$/, order: 'ymd' },
  'MM/DD/YY': { re: /^(\d{1,2})\/(\d{1,2})\/(\d{2})$/, order: 'mdy' },
  'DD/MM/YY': { re: /^(\d{1,2})\/(\d{1,2})\/(\d{2})$/, order: 'dmy' },
  'DD.MM.YYYY': { re: /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/, order: 'dmy' },
  YYYYMMDD: { re: /^(\d{4})(\d{2})(\d{2})$/, order: 'ymd' },
};

/** A date written in `format` as YYYY-MM-DD, or null when it is not one (13/03/2026 in MM/DD/YYYY). */
export function parseCsvDate(text: string, format: TCsvDateFormat): string | null {
  const pattern = DATE_PATTERNS[format];
  const match = pattern.re.exec(text.trim());
  if (!match) return null;
  const [a, b, c] = [match[1] ?? '', match[2] ?? '', match[3] ?? ''];
  const [y, m, d] = pattern.order === 'ymd' ? [a, b, c] : pattern.order === 'mdy' ? [c, a, b] : [c, b, a];
  const year = y.length === 2 ? 2000 + Number(y) : Number(y);
  const iso = isoDate(year, Number(m), Number(d));
  return isIsoDate(iso) ? iso : null;
}

/**
 * An amount as a bank writes it, in signed cents: `-12.50`, `(12.50)` or `12.50-` are negative; a
 * currency sign and thousands separators are ignored; `decimal` is the decimal separator. Null when it
 * is not an amount; '' is null too (an empty debit or credit cell).
 */
export function parseCsvAmount(text: string, decimal: '.' | ',' = '.'): number | null {
  let value = text.trim().replace(/[$€£\s\u00a0]/g, '');
  if (value === '') return null;
  let negative = false;
  const parenthesised = /^\((.*)\)$/.exec(value);
  if (parenthesised) {
    negative = true;
    value = parenthesised[1] ?? '';
  }
  if (/^[-\u2212]/.test(value)) {
    negative = !negative;
    value = value.slice(1);
  } else if (/-$/.test(value)) {
    negative = !negative;
    value = value.slice(0, -1);
  } else if (value.startsWith('+')) value = value.slice(1);
  const thousands = decimal === '.' ? ',' : '.';
  value = value.split(thousands).join('');
  if (decimal === ',') value = value.replace(',', '.');
  const match = /^(\d*)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match || (match[1] === '' && match[2] === undefined)) return null;
  const cents = Number(match[1] || '0') * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return negative ? -cents : cents;
}

export type TMappedRow = {
  /** The row's number in the file (blank lines not counted). */
  lineNumber: number;
  date: string | null;
  amountCents: number | null;
  description: string;
  checkNumber: string;
  reference: string;
  problems: string[];
};

const cell = (row: string[], column: number | null) => (column === null ? '' : (row[column] ?? '').trim());

/** A sample row read through the mapping, as the server will read it; problems name the line. */
export function mapRow(row: string[], lineNumber: number, draft: TCsvMappingDraft): TMappedRow {
  const problems: string[] = [];
  const dateText = cell(row, draft.date_column);
  let date: string | null = null;
  if (draft.date_column !== null && draft.date_format !== '') {
    date = parseCsvDate(dateText, draft.date_format);
    if (date === null)
      problems.push(`Line ${lineNumber}: '${dateText}' is not a date in ${draft.date_format}`);
  }
  let amountCents: number | null = null;
  if (draft.amount_mode === 'signed' && draft.amount_column !== null) {
    const text = cell(row, draft.amount_column);
    amountCents = parseCsvAmount(text, draft.decimal_separator);
    if (amountCents === null) problems.push(`Line ${lineNumber}: '${text}' is not an amount`);
  } else if (
    draft.amount_mode === 'debit_credit' &&
    draft.debit_column !== null &&
    draft.credit_column !== null
  ) {
    const debitText = cell(row, draft.debit_column);
    const creditText = cell(row, draft.credit_column);
    const debit = parseCsvAmount(debitText, draft.decimal_separator);
    const credit = parseCsvAmount(creditText, draft.decimal_separator);
    if (debitText !== '' && debit === null)
      problems.push(`Line ${lineNumber}: '${debitText}' is not an amount`);
    else if (creditText !== '' && credit === null)
      problems.push(`Line ${lineNumber}: '${creditText}' is not an amount`);
    else if (debit === null && credit === null)
      problems.push(`Line ${lineNumber}: no debit or credit amount`);
    // Money out is written positive in a debit column (some banks write it negative: same meaning).
    else amountCents = (credit === null ? 0 : Math.abs(credit)) - (debit === null ? 0 : Math.abs(debit));
  }
  if (amountCents !== null && draft.negate_amounts) amountCents = -amountCents;
  const description = [cell(row, draft.description_column), cell(row, draft.memo_column)]
    .filter((text) => text !== '')
    .join(' · ');
  return {
    lineNumber,
    date,
    amountCents,
    description,
    checkNumber: cell(row, draft.check_number_column),
    reference: cell(row, draft.reference_column),
    problems,
  };
}

/** Every sample row through the mapping. */
export function mapSample(sample: TCsvSample, draft: TCsvMappingDraft): TMappedRow[] {
  return sample.rows.map((row, index) => mapRow(row, sample.firstRowNumber + index, draft));
}
