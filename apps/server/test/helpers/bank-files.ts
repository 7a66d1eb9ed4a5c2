import type { TCsvDateFormat, TCsvProfile } from '@groundwork/shared';
import { stringify } from 'csv-stringify/sync';

/**
 * Bank statement files for tests (issue 23): OFX, CSV and BAI2 text built from plain lines, so a test
 * says what the bank reports and gets the bytes a bank would send. Amounts are signed cents (+ money
 * into the bank, − out), dates YYYY-MM-DD.
 *
 *   const file = ofxFile({ lines: [{ date: '2026-03-03', amountCents: -125000, checkNumber: '1042', name: 'CHECK 1042' }] });
 *   const { text, profile } = csvFile({ lines: [{ date: '2026-03-04', amountCents: 640000, description: 'DEPOSIT' }] });
 *   const bai = bai2File({ lines: [{ date: '2026-03-31', amountCents: -348000, checkNumber: '1044' }] });
 */

export type TOfxFileLine = {
  date: string;
  amountCents: number;
  /** Default: derived from the line's content, so the same line in two overlapping files keeps one FITID. */
  fitId?: string;
  checkNumber?: string;
  name: string;
  memo?: string;
  /** OFX TRNTYPE. Default: CHECK with a check number, else DEBIT / CREDIT by sign. */
  type?: string;
};

/**
 * An OFX checking-account statement. `version` 1 (default) writes OFX 1.02 SGML (KEY:VALUE header,
 * leaf tags left open); 2 writes OFX 2.2 XML. `start`/`end` default to the first/last line date;
 * LEDGERBAL is written only when `ledgerBalanceCents` is given (dated `end`).
 */
export function ofxFile(opts: {
  accountId?: string;
  lines: TOfxFileLine[];
  ledgerBalanceCents?: number;
  start?: string;
  end?: string;
  version?: 1 | 2;
}): string {
  const xml = opts.version === 2;
  const dates = opts.lines.map((l) => l.date).sort();
  const start = opts.start ?? dates[0] ?? '2026-01-01';
  const end = opts.end ?? dates.at(-1) ?? start;
  const leaf = (tag: string, value: string) => (xml ? `<${tag}>${value}</${tag}>` : `<${tag}>${value}`);
  const ofxDate = (date: string) => `${date.replaceAll('-', '')}120000.000[-5:EST]`;
  const body: string[] = [
    '<OFX>',
    '<SIGNONMSGSRSV1>',
    '<SONRS>',
    '<STATUS>',
    leaf('CODE', '0'),
    leaf('SEVERITY', 'INFO'),
    '</STATUS>',
    leaf('DTSERVER', ofxDate(end)),
    leaf('LANGUAGE', 'ENG'),
    '</SONRS>',
    '</SIGNONMSGSRSV1>',
    '<BANKMSGSRSV1>',
    '<STMTTRNRS>',
    leaf('TRNUID', '1'),
    '<STATUS>',
    leaf('CODE', '0'),
    leaf('SEVERITY', 'INFO'),
    '</STATUS>',
    '<STMTRS>',
    leaf('CURDEF', 'USD'),
    '<BANKACCTFROM>',
    leaf('BANKID', '021000021'),
    leaf('ACCTID', escapeMarkup(opts.accountId ?? '000123456789')),
    leaf('ACCTTYPE', 'CHECKING'),
    '</BANKACCTFROM>',
    '<BANKTRANLIST>',
    leaf('DTSTART', ofxDate(start)),
    leaf('DTEND', ofxDate(end)),
  ];
  for (const line of opts.lines) {
    body.push('<STMTTRN>');
    body.push(
      leaf('TRNTYPE', line.type ?? (line.checkNumber ? 'CHECK' : line.amountCents < 0 ? 'DEBIT' : 'CREDIT')),
    );
    body.push(leaf('DTPOSTED', ofxDate(line.date)));
    body.push(leaf('TRNAMT', centsText(line.amountCents)));
    body.push(leaf('FITID', escapeMarkup(line.fitId ?? contentFitId(line))));
    if (line.checkNumber) body.push(leaf('CHECKNUM', escapeMarkup(line.checkNumber)));
    body.push(leaf('NAME', escapeMarkup(line.name)));
    if (line.memo) body.push(leaf('MEMO', escapeMarkup(line.memo)));
    body.push('</STMTTRN>');
  }
  body.push('</BANKTRANLIST>');
  if (opts.ledgerBalanceCents !== undefined) {
    body.push(
      '<LEDGERBAL>',
      leaf('BALAMT', centsText(opts.ledgerBalanceCents)),
      leaf('DTASOF', ofxDate(end)),
      '</LEDGERBAL>',
    );
  }
  body.push('</STMTRS>', '</STMTTRNRS>', '</BANKMSGSRSV1>', '</OFX>');
  const header = xml
    ? [
        '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
        '<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>',
      ]
    : [
        'OFXHEADER:100',
        'DATA:OFXSGML',
        'VERSION:102',
        'SECURITY:NONE',
        'ENCODING:UTF-8',
        'CHARSET:NONE',
        'COMPRESSION:NONE',
        'OLDFILEUID:NONE',
        'NEWFILEUID:NONE',
        '',
      ];
  return `${[...header, ...body].join('\n')}\n`;
}

export type TCsvFileLine = {
  date: string;
  amountCents: number;
  description: string;
  memo?: string;
  checkNumber?: string;
  reference?: string;
};

/**
 * A CSV statement and the mapping (`TCsvProfile`) that reads it. Columns: Date, Description, Memo,
 * Check Number, Reference, then Amount (signed) or Debit and Credit, then Balance when
 * `openingBalanceCents` is given (running balance after each line).
 * `negatives`: how a negative amount is written — '-12.50' (minus, default), '(12.50)' (parentheses)
 * or '12.50-' (trailing). `decimalSeparator` ',' writes `1.234,56` with `;` as the delimiter.
 * `preamble` lines come before the header (the profile's skip_rows counts them).
 */
export function csvFile(opts: {
  lines: TCsvFileLine[];
  dateFormat?: TCsvDateFormat;
  amountMode?: 'signed' | 'debit_credit';
  negatives?: 'minus' | 'parentheses' | 'trailing';
  decimalSeparator?: '.' | ',';
  thousandsSeparator?: boolean;
  preamble?: string[];
  openingBalanceCents?: number;
}): { text: string; profile: TCsvProfile } {
  const dateFormat = opts.dateFormat ?? 'MM/DD/YYYY';
  const amountMode = opts.amountMode ?? 'signed';
  const decimal = opts.decimalSeparator ?? '.';
  const delimiter = decimal === ',' ? ';' : ',';
  const money = (cents: number) =>
    moneyText(cents, decimal, opts.thousandsSeparator ?? false, opts.negatives ?? 'minus');
  const hasBalance = opts.openingBalanceCents !== undefined;
  const header = ['Date', 'Description', 'Memo', 'Check Number', 'Reference'];
  header.push(...(amountMode === 'signed' ? ['Amount'] : ['Debit', 'Credit']));
  if (hasBalance) header.push('Balance');
  let balance = opts.openingBalanceCents ?? 0;
  const rows = opts.lines.map((line) => {
    balance += line.amountCents;
    const row = [
      formatDate(line.date, dateFormat),
      line.description,
      line.memo ?? '',
      line.checkNumber ?? '',
      line.reference ?? '',
    ];
    if (amountMode === 'signed') row.push(money(line.amountCents));
    else
      row.push(
        line.amountCents < 0 ? money(-line.amountCents) : '',
        line.amountCents >= 0 ? money(line.amountCents) : '',
      );
    if (hasBalance) row.push(money(balance));
    return row;
  });
  const preamble = (opts.preamble ?? []).map((l) => `${l}\n`).join('');
  const text = preamble + stringify([header, ...rows], { delimiter, record_delimiter: '\n' });
  const amountColumn = 5;
  const profile: TCsvProfile = {
    delimiter,
    encoding: 'utf-8',
    skip_rows: opts.preamble?.length ?? 0,
    has_header: true,
    date_column: 0,
    date_format: dateFormat,
    amount_mode: amountMode,
    amount_column: amountMode === 'signed' ? amountColumn : null,
    debit_column: amountMode === 'debit_credit' ? amountColumn : null,
    credit_column: amountMode === 'debit_credit' ? amountColumn + 1 : null,
    negate_amounts: false,
    decimal_separator: decimal,
    description_column: 1,
    memo_column: 2,
    check_number_column: 3,
    reference_column: 4,
    balance_column: hasBalance ? (amountMode === 'signed' ? amountColumn + 1 : amountColumn + 2) : null,
  };
  return { text, profile };
}

export type TBai2FileLine = {
  date: string;
  amountCents: number;
  /** BAI2 detail type code. Default: 475 (check paid) with a check number, else 165 (ACH credit) / 455 (ACH debit). */
  typeCode?: string;
  bankReference?: string;
  /** Written as the customer reference of a 475 check. */
  checkNumber?: string;
  text?: string;
};

/**
 * A BAI2 file for one account: one group (02) per posting date, the 03 record of the first group with
 * the 010 opening ledger and the last with the 015 closing ledger (when given), correct 49/98/99
 * control totals and record counts. Text longer than 40 characters runs on into an 88 record.
 */
export function bai2File(opts: {
  accountNumber?: string;
  lines: TBai2FileLine[];
  openingCents?: number;
  closingCents?: number;
  /** Groups with no lines get this date (default the first line's). */
  asOf?: string;
}): string {
  const account = opts.accountNumber ?? '4410023387';
  const dates = [...new Set(opts.lines.map((l) => l.date))].sort();
  if (dates.length === 0) dates.push(opts.asOf ?? '2026-01-31');
  const records: string[] = ['01,121000248,GROUNDWORK,260401,0615,1,80,,2/'];
  let fileTotal = 0;
  for (const [index, date] of dates.entries()) {
    const groupStart = records.length;
    records.push(`02,GROUNDWORK,121000248,1,${yymmdd(date)},2359,USD,2/`);
    const accountStart = records.length;
    let accountTotal = 0;
    const summary: string[] = [];
    if (index === 0 && opts.openingCents !== undefined) {
      summary.push(`010,${opts.openingCents},,`);
      accountTotal += opts.openingCents;
    }
    if (index === dates.length - 1 && opts.closingCents !== undefined) {
      summary.push(`015,${opts.closingCents},,`);
      accountTotal += opts.closingCents;
    }
    records.push(`03,${account},USD${summary.length ? `,${summary.join(',')}` : ''}/`);
    for (const line of opts.lines.filter((l) => l.date === date)) {
      const code = line.typeCode ?? (line.checkNumber ? '475' : line.amountCents < 0 ? '455' : '165');
      const amount = Math.abs(line.amountCents);
      accountTotal += amount;
      const text = line.text ?? '';
      const head = `16,${code},${amount},0,${line.bankReference ?? ''},${line.checkNumber ?? ''}`;
      if (text.length > 40) {
        const cut = text.lastIndexOf(' ', 40) > 0 ? text.lastIndexOf(' ', 40) : 40;
        records.push(`${head},${text.slice(0, cut)}`);
        records.push(`88,${text.slice(cut).trim()}/`);
      } else records.push(text ? `${head},${text}/` : `${head}/`);
    }
    records.push(`49,${accountTotal},${records.length - accountStart + 1}/`);
    records.push(`98,${accountTotal},1,${records.length - groupStart + 1}/`);
    fileTotal += accountTotal;
  }
  records.push(`99,${fileTotal},${dates.length},${records.length + 1}/`);
  return `${records.join('\n')}\n`;
}

function centsText(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function moneyText(
  cents: number,
  decimal: '.' | ',',
  thousands: boolean,
  negatives: 'minus' | 'parentheses' | 'trailing',
): string {
  const abs = Math.abs(cents);
  let whole = String(Math.floor(abs / 100));
  if (thousands) whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, decimal === '.' ? ',' : '.');
  const text = `${whole}${decimal}${String(abs % 100).padStart(2, '0')}`;
  if (cents >= 0) return text;
  if (negatives === 'parentheses') return `(${text})`;
  if (negatives === 'trailing') return `${text}-`;
  return `-${text}`;
}

function formatDate(date: string, format: TCsvDateFormat): string {
  const [y = '', m = '', d = ''] = date.split('-');
  switch (format) {
    case 'MM/DD/YYYY':
      return `${m}/${d}/${y}`;
    case 'DD/MM/YYYY':
      return `${d}/${m}/${y}`;
    case 'YYYY-MM-DD':
      return date;
    case 'MM/DD/YY':
      return `${m}/${d}/${y.slice(2)}`;
    case 'DD/MM/YY':
      return `${d}/${m}/${y.slice(2)}`;
    case 'DD.MM.YYYY':
      return `${d}.${m}.${y}`;
    case 'YYYYMMDD':
      return `${y}${m}${d}`;
  }
}

function yymmdd(date: string): string {
  return date.replaceAll('-', '').slice(2);
}

function escapeMarkup(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** A FITID from the line's content (FNV-1a): stable across files, like a bank's own. */
function contentFitId(line: TOfxFileLine): string {
  let hash = 0x811c9dc5;
  for (const ch of `${line.date}|${line.amountCents}|${line.name}|${line.memo ?? ''}|${line.checkNumber ?? ''}`) {
    hash ^= ch.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${line.date.replaceAll('-', '')}${hash.toString(16).padStart(8, '0')}`;
}
