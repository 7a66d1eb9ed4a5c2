/**
 * The layout of a QuickBooks report grid: where the column headers are, what the title rows say
 * (report name, 'As of' date, period, basis), which rows are totals and footers, and how indented or
 * `Parent:Child` names become full paths. Shared by the report readers in qb-reports.ts.
 */
import type { TQbCell } from './qb-grid.ts';
import type { TQbAccountName, TQbError, TQbReportKind } from './qb-types.ts';
import { formatSourceCents, parseSourceAmount, parseSourceDate, splitAccountPath } from './source-text.ts';

/** Header text → a comparable key: 'Memo/Description' → 'memodescription', 'Trans #' → 'trans#'. */
export function headerKey(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9#>]/g, '');
}

export const BUCKET_KEY = /^(current|\d+|>?\d+|\d+andover|over\d+|\d+plus|\d+ormore|older)$/;

const KNOWN_HEADERS = new Set([
  'debit',
  'credit',
  'date',
  'transactiontype',
  'type',
  'num',
  'no',
  'name',
  'memo',
  'memodescription',
  'description',
  'account',
  'accountname',
  'accountfullname',
  'amount',
  'openbalance',
  'balance',
  'duedate',
  'pastdue',
  'aging',
  'terms',
  'customer',
  'vendor',
  'po#',
  'trans#',
  'adj',
  'detailtype',
  'accounttype',
  'current',
  'total',
  'class',
  'split',
  'company',
  'companyname',
  'email',
  'phone',
  'phonenumbers',
  'price',
  'cost',
  'salesprice',
  'salespricerate',
  'productservice',
  'productservicename',
  'fullname',
  'incomeaccount',
  'expenseaccount',
  'sku',
  'number',
  'accountnumber',
  'account#',
  'billingaddress',
  'taxid',
  'track1099',
]);

export interface TLayout {
  /** Index into rows (0-based) of the header row, -1 when none. */
  headerIndex: number;
  /** Header keys by column. */
  keys: string[];
  /** The header cells' text by column. */
  labels: string[];
  title: string[];
}

function isKnownHeader(key: string): boolean {
  return KNOWN_HEADERS.has(key) || (BUCKET_KEY.test(key) && key !== '' && !/^\d{5,}$/.test(key));
}

/** The first row (of the first 60) with at least two known column headers. */
export function findLayout(rows: readonly TQbCell[][]): TLayout {
  const limit = Math.min(rows.length, 60);
  for (let i = 0; i < limit; i++) {
    const cells = rows[i] ?? [];
    const keys = cells.map((c) => headerKey(c.text));
    const known = keys.filter((k) => k !== '' && isKnownHeader(k) && !/^\d+$/.test(k)).length;
    if (known >= 2) {
      return { headerIndex: i, keys, labels: cells.map((c) => c.text), title: titleTexts(rows, i) };
    }
  }
  return { headerIndex: -1, keys: [], labels: [], title: titleTexts(rows, Math.min(rows.length, 10)) };
}

function titleTexts(rows: readonly TQbCell[][], end: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < end; i++) for (const c of rows[i] ?? []) if (c.text !== '') out.push(c.text);
  return out;
}

const TITLE_KINDS: [RegExp, Exclude<TQbReportKind, 'unknown'>][] = [
  [/^trial balance$/, 'trial-balance'],
  [/^(a\/r|ar|accounts receivable) aging detail( report)?$/, 'ar-aging'],
  [/^open invoices( report)?$/, 'ar-aging'],
  [/^(a\/p|ap|accounts payable) aging detail( report)?$/, 'ap-aging'],
  [/^unpaid bills( detail)?( report)?$/, 'ap-aging'],
  [/^(a\/r|ar|accounts receivable) aging summary( report)?$/, 'ar-aging-summary'],
  [/^(a\/p|ap|accounts payable) aging summary( report)?$/, 'ap-aging-summary'],
  [/^(general )?journal( report)?$/, 'journal'],
  [/^(account list|chart of accounts)$/, 'account-list'],
  [/^(customer contact list|customer list|customers)$/, 'customer-list'],
  [/^(vendor contact list|vendor list|vendors)$/, 'vendor-list'],
  [/^(product\/service list|products and services|product and service list|item list)$/, 'product-list'],
];

/** The report kind its title names, and that title. */
export function kindFromTitle(title: readonly string[]): { kind: TQbReportKind; name: string } | null {
  for (const text of title) {
    const t = text.toLowerCase().replace(/\s+/g, ' ').trim();
    for (const [pattern, kind] of TITLE_KINDS) if (pattern.test(t)) return { kind, name: text };
  }
  return null;
}

/** The report kind its columns suggest (no title, or lists exported without one). */
export function kindFromHeaders(keys: readonly string[]): TQbReportKind {
  const has = (...names: string[]) => names.some((n) => keys.includes(n));
  const debitCredit = has('debit') && has('credit');
  if (
    debitCredit &&
    has('account', 'accountname', 'accountfullname') &&
    has('date', 'transactiontype', 'trans#')
  )
    return 'journal';
  if (debitCredit) return 'trial-balance';
  if (has('openbalance') && has('date', 'num', 'duedate', 'transactiontype', 'type'))
    return has('vendor') ? 'ap-aging' : 'ar-aging';
  if (has('current') && has('total')) return has('vendor') ? 'ap-aging-summary' : 'ar-aging-summary';
  if (has('price', 'salesprice', 'salespricerate', 'cost', 'incomeaccount', 'productservice'))
    return 'product-list';
  if (has('detailtype', 'accounttype') || (has('account') && has('type'))) return 'account-list';
  if (has('vendor')) return 'vendor-list';
  if (has('customer')) return 'customer-list';
  return 'unknown';
}

/** Column index of the first of `names` present, -1 when none. */
export function column(keys: readonly string[], ...names: string[]): number {
  for (const name of names) {
    const i = keys.indexOf(name);
    if (i !== -1) return i;
  }
  return -1;
}

// ---- Title dates -------------------------------------------------------------------------------------

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_DATE =
  /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s*(\d{4}|\d{2})\b)?/gi;
const NUMERIC_DATE = /\b(\d{1,2}\/\d{1,2}\/(?:\d{4}|\d{2}))\b|\b(\d{4}-\d{2}-\d{2})\b/g;

/** Every date in a title text ('January 1 - December 31, 2025' → two), missing years from the next. */
export function titleDates(text: string): string[] {
  const found: { m: number; d: number; y: string | null; iso: string | null }[] = [];
  for (const match of text.matchAll(MONTH_DATE)) {
    const m = MONTHS.indexOf((match[1] ?? '').slice(0, 3).toLowerCase()) + 1;
    found.push({ m, d: Number(match[2]), y: match[3] ?? null, iso: null });
  }
  if (found.length === 0) {
    for (const match of text.matchAll(NUMERIC_DATE)) {
      const iso = parseSourceDate(match[1] ?? match[2] ?? '');
      if (iso) found.push({ m: 0, d: 0, y: null, iso });
    }
    return found.map((f) => f.iso).filter((d): d is string => d !== null);
  }
  const out: string[] = [];
  for (let i = 0; i < found.length; i++) {
    const f = found[i];
    if (!f) continue;
    const year = f.y ?? found.slice(i + 1).find((g) => g.y !== null)?.y ?? null;
    if (year === null) continue;
    const iso = parseSourceDate(`${f.m}/${f.d}/${year}`);
    if (iso) out.push(iso);
  }
  return out;
}

/** Print time stamps and footers: '10:23 AM', 'Wednesday, January 14, 2026 10:23 AM GMT-08:00'. */
export function isTimestampText(text: string): boolean {
  return /\b\d{1,2}:\d{2}\b/.test(text) || /\bGMT[+-]?\d/i.test(text);
}

export function basisOf(text: string): 'accrual' | 'cash' | null {
  const m = /\b(accrual|cash)\s+basis\b/i.exec(text);
  return m ? ((m[1] ?? '').toLowerCase() as 'accrual' | 'cash') : null;
}

export function isFooterText(text: string): boolean {
  return basisOf(text) !== null || isTimestampText(text) || /^page \d+( of \d+)?$/i.test(text);
}

/** The 'As of' date, or the report's period, from its title rows (print dates and times ignored). */
export function titleDating(title: readonly string[]): {
  asOf: string | null;
  period: { from: string; to: string } | null;
  basis: 'accrual' | 'cash' | null;
} {
  let asOf: string | null = null;
  let period: { from: string; to: string } | null = null;
  let basis: 'accrual' | 'cash' | null = null;
  let loose: string | null = null;
  for (const text of title) {
    basis ??= basisOf(text);
    if (isTimestampText(text)) continue;
    const isAsOf = /^as of\b/i.test(text.trim());
    // A bare numeric date (01/14/26) at the top left of a Desktop report is its print date.
    if (!isAsOf && /^\d{1,2}\/\d{1,2}\/\d{2,4}$/.test(text.trim())) continue;
    const dates = titleDates(text);
    if (isAsOf && dates[0]) asOf ??= dates[0];
    else if (dates.length >= 2 && dates[0] && dates[1]) period ??= { from: dates[0], to: dates[1] };
    else if (dates[0]) loose ??= dates[0];
  }
  return { asOf: asOf ?? loose, period, basis };
}

// ---- Rows --------------------------------------------------------------------------------------------

export function isBlankRow(cells: readonly TQbCell[] | undefined): boolean {
  return !cells || cells.every((c) => c.text === '');
}

/** A repeat of the header row (page breaks in Desktop exports). */
export function isHeaderRepeat(cells: readonly TQbCell[], layout: TLayout): boolean {
  let same = 0;
  for (let c = 0; c < layout.keys.length; c++) {
    const key = layout.keys[c] ?? '';
    if (key === '') continue;
    if (headerKey(cells[c]?.text ?? '') !== key) return false;
    same += 1;
  }
  return same >= 2;
}

/** First non-empty cell of the row: its text, column and depth (column, then indentation). */
export function firstCell(cells: readonly TQbCell[]): { text: string; col: number; depth: number } | null {
  for (let c = 0; c < cells.length; c++) {
    const cell = cells[c];
    if (cell && cell.text !== '') return { text: cell.text, col: c, depth: c * 1000 + cell.indent };
  }
  return null;
}

/** 'Total Job Expenses' / 'Total for Current' → 'Job Expenses' / 'Current'; 'TOTAL' → ''; else null. */
export function totalOf(text: string): string | null {
  const m = /^total(?:\s+for)?(?:\s+(.*))?$/i.exec(text.trim());
  if (!m) return null;
  return (m[1] ?? '').trim();
}

// ---- Values ------------------------------------------------------------------------------------------

export class RowErrors {
  readonly list: TQbError[] = [];
  add(row: number, message: string): void {
    this.list.push({ row, message: row > 0 ? `Row ${row}: ${message}` : message });
  }
}

export function text(cells: readonly TQbCell[], col: number): string {
  return col < 0 ? '' : (cells[col]?.text ?? '');
}

export function textOrNull(cells: readonly TQbCell[], col: number): string | null {
  const t = text(cells, col);
  return t === '' ? null : t;
}

/** Cents in a cell; null when blank; an error (and null) when it is not an amount. */
export function amount(
  cells: readonly TQbCell[],
  col: number,
  row: number,
  errors: RowErrors,
): number | null {
  if (col < 0) return null;
  const cell = cells[col];
  if (!cell || cell.text === '') return null;
  if (cell.cents !== undefined) return cell.cents;
  const cents = parseSourceAmount(cell.text);
  if (cents === null) {
    if (cell.text.replace(/"/g, '').trim() !== '') errors.add(row, `'${cell.text}' is not an amount`);
    return null;
  }
  return cents;
}

/** ISO date in a cell; null when blank; an error (and null) when it is not a date. */
export function date(cells: readonly TQbCell[], col: number, row: number, errors: RowErrors): string | null {
  const t = text(cells, col);
  if (t === '') return null;
  const iso = parseSourceDate(t);
  if (iso === null) errors.add(row, `'${t}' is not a date`);
  return iso;
}

export const money = formatSourceCents;

// ---- Names -------------------------------------------------------------------------------------------

/** One segment of a Desktop name with account numbers on: '6010 · Job Materials'. */
function splitNumber(segment: string): { number: string | null; name: string } {
  const m = /^(\S+)\s*·\s*(.+)$/.exec(segment);
  return m ? { number: m[1] ?? null, name: (m[2] ?? '').trim() } : { number: null, name: segment };
}

/** Segments (possibly numbered) to a name: path without numbers, the leaf's number. */
export function accountName(segments: readonly string[]): TQbAccountName {
  const parts = segments.map(splitNumber);
  const names = parts.map((p) => p.name);
  return { path: names.join(':'), segments: names, number: parts.at(-1)?.number ?? null };
}

/**
 * Indented outlines (Desktop reports, QBO Excel): a stack of the open parents by depth. Each entry
 * sums the amounts of the records placed under it, so 'Total X' rows can be checked.
 */
export class Outline {
  private stack: { depth: number; segments: string[]; label: string; sums: number[]; row: number }[] = [];

  /** Full segments of `label` at `depth`; `label` itself opens a level for what follows deeper. */
  place(depth: number, label: string, row: number, width = 0): string[] {
    while (this.stack.length > 0 && (this.stack.at(-1)?.depth ?? -1) >= depth) this.stack.pop();
    const own = splitAccountPath(label);
    const parent = this.stack.at(-1)?.segments ?? [];
    // A full `Parent:Child` name under its own parent is already complete.
    const complete = own.length > 1 && (parent.length === 0 || own[0] === parent[0]);
    const segments = complete ? own : [...parent, ...own];
    this.stack.push({ depth, segments, label, sums: new Array(width).fill(0), row });
    return segments;
  }

  /** The innermost open level's full segments (the party of a grouped aging report). */
  current(): string[] {
    return this.stack.at(-1)?.segments ?? [];
  }

  /** Adds a record's amounts to every open level. */
  add(values: readonly number[]): void {
    for (const entry of this.stack)
      for (let i = 0; i < values.length; i++) entry.sums[i] = (entry.sums[i] ?? 0) + (values[i] ?? 0);
  }

  /** Closes the level a 'Total X' row ends; its sums and first row, or null when no level is X. */
  close(label: string): { sums: number[]; row: number; segments: string[] } | null {
    for (let i = this.stack.length - 1; i >= 0; i--) {
      const entry = this.stack[i];
      if (!entry) continue;
      const leaf = accountName(entry.segments).segments.at(-1);
      if (
        entry.label === label ||
        entry.segments.join(':') === label ||
        leaf === label ||
        splitNumber(entry.label).name === label
      ) {
        this.stack.length = i;
        return { sums: entry.sums, row: entry.row, segments: entry.segments };
      }
    }
    return null;
  }

  clear(): void {
    this.stack = [];
  }
}
