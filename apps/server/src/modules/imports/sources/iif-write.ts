/**
 * IIF writer: the records `readIif` returns back to an IIF file (tests, property checks, and later
 * an export). One header per list, columns by name; a transaction's TRNS row takes its NAME, CLASS,
 * MEMO… from its first line. Row numbers are not written (the reader assigns them again).
 */
import type { TIifFile, TIifTransactionLine } from './iif-types.ts';
import { encodeSource, type TSourceEncoding } from './source-text.ts';

export type TIifWriteOptions = { lineEnding?: '\r\n' | '\n' | '\r'; encoding?: TSourceEncoding };
type TWritable = Omit<TIifFile, 'encoding' | 'skipped' | 'errors'>;

const COLUMNS = {
  ACCNT: ['NAME', 'ACCNTTYPE', 'ACCNUM', 'DESC', 'OBAMOUNT', 'EXTRA', 'HIDDEN'],
  CUST: [
    'NAME',
    'COMPANYNAME',
    'BADDR1',
    'BADDR2',
    'BADDR3',
    'BADDR4',
    'BADDR5',
    'PHONE1',
    'EMAIL',
    'TERMS',
    'TAXABLE',
    'JOBSTATUS',
    'JOBSTART',
    'JOBEND',
    'HIDDEN',
  ],
  VEND: [
    'NAME',
    'PRINTAS',
    'ADDR1',
    'ADDR2',
    'ADDR3',
    'ADDR4',
    'ADDR5',
    'PHONE1',
    'EMAIL',
    'TAXID',
    'TERMS',
    '1099',
    'HIDDEN',
  ],
  INVITEM: ['NAME', 'INVITEMTYPE', 'DESC', 'ACCNT', 'PRICE', 'COST', 'HIDDEN'],
  CLASS: ['NAME', 'HIDDEN'],
  TRNS: [
    'TRNSTYPE',
    'DATE',
    'ACCNT',
    'NAME',
    'CLASS',
    'AMOUNT',
    'DOCNUM',
    'MEMO',
    'DUEDATE',
    'TERMS',
    'QNTY',
    'PRICE',
    'INVITEM',
  ],
  SPL: ['TRNSTYPE', 'DATE', 'ACCNT', 'NAME', 'CLASS', 'AMOUNT', 'DOCNUM', 'MEMO', 'QNTY', 'PRICE', 'INVITEM'],
} as const;

/** A field: newlines become spaces; quoted when it holds a tab or a quote. */
function field(value: string | null | undefined): string {
  const v = (value ?? '').replace(/\r\n|\r|\n/g, ' ');
  return /[\t"]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

function yn(value: boolean | null): string {
  return value === null ? '' : value ? 'Y' : 'N';
}

function cents(value: number | null): string {
  if (value === null) return '';
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 'YYYY-MM-DD' → 'M/D/YYYY' as QuickBooks writes it. */
function usDate(iso: string | null): string {
  if (!iso) return '';
  const [y, m, d] = iso.split('-');
  return `${Number(m)}/${Number(d)}/${y}`;
}

function lineOf(keyword: string, values: Record<string, string>, columns: readonly string[]): string {
  return [keyword, ...columns.map((c) => field(values[c]))].join('\t');
}

function addressColumns(prefix: string, lines: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  lines.slice(0, 5).forEach((l, k) => {
    out[`${prefix}${k + 1}`] = l;
  });
  return out;
}

/** The file's text. */
export function writeIifText(file: TWritable, options: TIifWriteOptions = {}): string {
  const out: string[] = [];
  const header = (keyword: keyof typeof COLUMNS) => out.push([`!${keyword}`, ...COLUMNS[keyword]].join('\t'));

  if (file.accounts.length) {
    header('ACCNT');
    for (const a of file.accounts)
      out.push(
        lineOf(
          'ACCNT',
          {
            NAME: a.name,
            ACCNTTYPE: a.type,
            ACCNUM: a.number ?? '',
            DESC: a.description ?? '',
            OBAMOUNT: cents(a.opening_balance_cents),
            EXTRA: a.extra ?? '',
            HIDDEN: yn(a.hidden),
          },
          COLUMNS.ACCNT,
        ),
      );
  }
  const customers = [...file.customers, ...file.jobs];
  if (customers.length) {
    header('CUST');
    for (const c of customers)
      out.push(
        lineOf(
          'CUST',
          {
            NAME: c.name,
            COMPANYNAME: c.company_name ?? '',
            ...addressColumns('BADDR', c.address),
            PHONE1: c.phone ?? '',
            EMAIL: c.email ?? '',
            TERMS: c.terms ?? '',
            TAXABLE: yn(c.taxable),
            JOBSTATUS: c.job_status ?? '',
            JOBSTART: usDate(c.job_start),
            JOBEND: usDate(c.job_end),
            HIDDEN: yn(c.hidden),
          },
          COLUMNS.CUST,
        ),
      );
  }
  if (file.vendors.length) {
    header('VEND');
    for (const v of file.vendors)
      out.push(
        lineOf(
          'VEND',
          {
            NAME: v.name,
            PRINTAS: v.print_as ?? '',
            ...addressColumns('ADDR', v.address),
            PHONE1: v.phone ?? '',
            EMAIL: v.email ?? '',
            TAXID: v.tax_id ?? '',
            TERMS: v.terms ?? '',
            '1099': yn(v.is_1099),
            HIDDEN: yn(v.hidden),
          },
          COLUMNS.VEND,
        ),
      );
  }
  if (file.items.length) {
    header('INVITEM');
    for (const i of file.items)
      out.push(
        lineOf(
          'INVITEM',
          {
            NAME: i.name,
            INVITEMTYPE: i.type ?? '',
            DESC: i.description ?? '',
            ACCNT: i.account ?? '',
            PRICE: i.price ?? '',
            COST: i.cost ?? '',
            HIDDEN: yn(i.hidden),
          },
          COLUMNS.INVITEM,
        ),
      );
  }
  if (file.classes.length) {
    header('CLASS');
    for (const c of file.classes)
      out.push(lineOf('CLASS', { NAME: c.name, HIDDEN: yn(c.hidden) }, COLUMNS.CLASS));
  }
  if (file.transactions.length) {
    // CLEAR only when a line carries it, so a file read without the column writes back the same.
    const withClear = file.transactions.some((t) => t.lines.some((l) => l.cleared !== undefined));
    const trnsColumns = withClear ? [...COLUMNS.TRNS, 'CLEAR'] : COLUMNS.TRNS;
    const splColumns = withClear ? [...COLUMNS.SPL, 'CLEAR'] : COLUMNS.SPL;
    out.push(['!TRNS', ...trnsColumns].join('\t'));
    out.push(['!SPL', ...splColumns].join('\t'));
    out.push('!ENDTRNS');
    for (const t of file.transactions) {
      const common = { TRNSTYPE: t.type, DATE: usDate(t.date), DOCNUM: t.doc_number ?? '' };
      const lineValues = (l: TIifTransactionLine) => ({
        ...common,
        ACCNT: l.account,
        NAME: l.name ?? '',
        CLASS: l.class ?? '',
        AMOUNT: cents(l.amount_cents),
        MEMO: l.memo ?? '',
        QNTY: l.quantity ?? '',
        PRICE: l.price ?? '',
        INVITEM: l.item ?? '',
        CLEAR: yn(l.cleared ?? null),
      });
      const [first, ...rest] = t.lines;
      out.push(
        lineOf(
          'TRNS',
          {
            ...(first ? lineValues(first) : common),
            DUEDATE: usDate(t.due_date),
            TERMS: t.terms ?? '',
          },
          trnsColumns,
        ),
      );
      for (const l of rest) out.push(lineOf('SPL', lineValues(l), splColumns));
      out.push('ENDTRNS');
    }
  }
  const eol = options.lineEnding ?? '\r\n';
  return out.length ? `${out.join(eol)}${eol}` : '';
}

/** The file's bytes (Windows line endings and UTF-8 unless told otherwise). */
export function writeIif(file: TWritable, options: TIifWriteOptions = {}): Uint8Array {
  return encodeSource(writeIifText(file, options), options.encoding ?? 'utf-8');
}
