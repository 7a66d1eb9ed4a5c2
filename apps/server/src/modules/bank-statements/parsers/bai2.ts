import { maxDate, minDate, yymmddDate } from './dates.ts';
import { accountHint, decodeBytes, emptyStatement, utf8OrWindows1252 } from './decode.ts';
import { bai2Direction, bai2Kind, normalizeCheckNumber } from './kinds.ts';
import type { TParsedLine, TParsedStatement, TStatementError } from './types.ts';

/**
 * BAI2 cash-management files: 01 file header, 02 group (as-of date), 03 account (summary codes: 010
 * opening ledger, 015 closing ledger), 16 detail, 88 continuation of the record before, 49 account
 * trailer, 98 group trailer, 99 file trailer. Amounts are unsigned cents; the type code gives the
 * direction. Each trailer's control total and record count are checked.
 */

type TRecord = { code: string; line: number; parts: string[]; raw: string };

export function parseBai2(bytes: Uint8Array): TParsedStatement {
  const { text, encoding } = decodeBytes(bytes, utf8OrWindows1252(bytes));
  const errors: TStatementError[] = [];
  const fail = (line: number, message: string) => errors.push({ line, message: `Line ${line}: ${message}` });

  // 1. Physical lines to logical records: an 88 record continues the one before it.
  const records: TRecord[] = [];
  for (const [index, physical] of text.split(/\r?\n|\r/).entries()) {
    const line = physical.trimEnd();
    if (!line.trim()) continue;
    const code = line.slice(0, 2);
    const previous = records.at(-1);
    if (code === '88') {
      if (!previous) fail(index + 1, 'a continuation (88) record with no record before it');
      else {
        previous.parts.push(line.slice(3));
        previous.raw += `\n${line}`;
      }
      continue;
    }
    records.push({ code, line: index + 1, parts: [line.slice(3)], raw: line });
  }
  if (records[0]?.code !== '01')
    return emptyStatement('bai2', encoding, 'This BAI2 file does not start with a file header (01) record');

  const lines: TParsedLine[] = [];
  const accounts = new Set<string>();
  const groupDates: string[] = [];
  let opening: number | null = null;
  let closing: number | null = null;
  let asOf: string | null = null;
  // Running control totals (cents) and record counts, checked by each trailer.
  let account = { total: 0, records: 0 };
  let group = { total: 0, records: 0, accounts: 0 };
  const file = { total: 0, groups: 0 };
  let physicalCount = 0;
  for (const record of records) {
    const count = record.parts.length;
    physicalCount += count;
    switch (record.code) {
      case '01':
        break;
      case '02': {
        const fields = splitFields(record.parts);
        asOf = yymmddDate(fields[3] ?? '');
        if (!asOf) fail(record.line, `'${fields[3] ?? ''}' is not an as-of date in YYMMDD`);
        else groupDates.push(asOf);
        group = { total: 0, records: count, accounts: 0 };
        break;
      }
      case '03': {
        const fields = splitFields(record.parts);
        accounts.add(fields[0] ?? '');
        account = { total: 0, records: count };
        group.records += count;
        group.accounts += 1;
        // Summary items: type code, amount, item count, funds type (+ its own fields).
        let i = 2;
        while (i < fields.length) {
          const typeCode = fields[i] ?? '';
          const amountText = fields[i + 1] ?? '';
          i = skipFundsType(fields, i + 3);
          if (!typeCode || !amountText) continue;
          const cents = baiCents(amountText);
          if (cents === null) {
            fail(record.line, `'${amountText}' is not an amount in cents`);
            continue;
          }
          account.total += cents;
          // The first group's opening ledger opens the file; the last group's closing ledger closes it.
          if (typeCode === '010' && opening === null) opening = cents;
          if (typeCode === '015') closing = cents;
        }
        break;
      }
      case '16': {
        account.records += count;
        group.records += count;
        account.total += baiCents(detailFields(record.parts).amountText) ?? 0;
        const line = readDetail(record, asOf, fail);
        if (line) lines.push(line);
        break;
      }
      case '49': {
        const fields = splitFields(record.parts);
        account.records += count;
        group.records += count;
        checkTotal(fields[0], account.total, 'account', record.line, fail);
        checkCount(fields[1], account.records, 'account', record.line, fail);
        group.total += account.total;
        break;
      }
      case '98': {
        const fields = splitFields(record.parts);
        group.records += count;
        checkTotal(fields[0], group.total, 'group', record.line, fail);
        checkCount(fields[1], group.accounts, 'group', record.line, fail, 'accounts');
        checkCount(fields[2], group.records, 'group', record.line, fail);
        file.total += group.total;
        file.groups += 1;
        break;
      }
      case '99': {
        const fields = splitFields(record.parts);
        checkTotal(fields[0], file.total, 'file', record.line, fail);
        checkCount(fields[1], file.groups, 'file', record.line, fail, 'groups');
        checkCount(fields[2], physicalCount, 'file', record.line, fail);
        break;
      }
      default:
        fail(record.line, `'${record.code}' is not a BAI2 record type`);
    }
  }
  if (records.at(-1)?.code !== '99')
    fail(records.at(-1)?.line ?? 0, 'the file ends without its trailer (99) record: it may be cut short');
  if (accounts.size > 1)
    return emptyStatement(
      'bai2',
      encoding,
      `This file holds ${accounts.size} accounts (${[...accounts].map((a) => accountHint(a) ?? '?').join(', ')}): download one account at a time`,
    );
  const sortedDates = [...groupDates].sort();
  return {
    format: 'bai2',
    encoding,
    account_hint: accountHint([...accounts][0]),
    period_start: sortedDates[0] ?? minDate(lines),
    period_end: sortedDates.at(-1) ?? maxDate(lines),
    opening_balance_cents: opening,
    closing_balance_cents: closing,
    lines,
    errors,
  };
}

/** A 16 record: type code, amount, funds type (and its fields), bank ref, customer ref, then free text. */
function readDetail(
  record: TRecord,
  asOf: string | null,
  fail: (line: number, message: string) => void,
): TParsedLine | null {
  const { typeCode, amountText, bankRef, customerRef, text } = detailFields(record.parts);
  const direction = /^\d{3}$/.test(typeCode) ? bai2Direction(Number(typeCode)) : null;
  if (typeCode === '890') return null; // information only, no money moves
  if (direction === null) {
    fail(record.line, `type code '${typeCode}' is not a credit (100–399) or a debit (400–699)`);
    return null;
  }
  const cents = baiCents(amountText);
  if (cents === null || cents < 0) {
    fail(record.line, `'${amountText}' is not an amount in cents`);
    return null;
  }
  if (!asOf) {
    fail(record.line, 'this detail has no group (02) record with an as-of date before it');
    return null;
  }
  const amount = cents * direction;
  const isCheck = typeCode === '475' || typeCode === '474';
  return {
    line_number: record.line,
    posted_date: asOf,
    amount_cents: amount,
    kind: bai2Kind(typeCode, amount, text),
    check_number: isCheck ? normalizeCheckNumber(customerRef) : null,
    bank_reference: bankRef || null,
    payee: text,
    memo: !isCheck && customerRef ? `Ref ${customerRef}` : '',
    raw: record.raw,
  };
}

/**
 * The fixed fields of a 16 record, which may run on into its 88 records, then its text: the rest of
 * the record, which later 88 records extend. Funds type V adds a value date and time, S three
 * amounts, D a count and that many day/amount pairs.
 */
export function detailFields(parts: readonly string[]): {
  typeCode: string;
  amountText: string;
  bankRef: string;
  customerRef: string;
  text: string;
} {
  const fixed: string[] = [];
  let wanted = 5; // type code, amount, funds type, bank ref, customer ref
  const textParts: string[] = [];
  for (const part of parts) {
    let rest = part;
    while (fixed.length < wanted && rest !== '') {
      const comma = rest.indexOf(',');
      fixed.push((comma === -1 ? rest : rest.slice(0, comma)).replace(/\/\s*$/, '').trim());
      rest = comma === -1 ? '' : rest.slice(comma + 1);
      const fundsType = (fixed[2] ?? '').toUpperCase();
      if (fixed.length === 3)
        wanted += fundsType === 'S' ? 3 : fundsType === 'V' ? 2 : fundsType === 'D' ? 1 : 0;
      if (fixed.length === 4 && fundsType === 'D') wanted += 2 * (Number(fixed[3]) || 0);
    }
    const words = rest.replace(/\/\s*$/, '').trim();
    if (fixed.length >= wanted && words) textParts.push(words);
  }
  const extra = wanted - 5;
  return {
    typeCode: fixed[0] ?? '',
    amountText: fixed[1] ?? '',
    bankRef: fixed[3 + extra] ?? '',
    customerRef: fixed[4 + extra] ?? '',
    text: textParts.join(' ').replace(/\s+/g, ' '),
  };
}

/** A BAI2 amount: whole cents, optionally signed (balances may be negative). */
function baiCents(text: string): number | null {
  const t = text.trim();
  if (!/^[-+]?\d+$/.test(t)) return null;
  const value = Number(t);
  return Number.isSafeInteger(value) ? value : null;
}

/** After a funds type at `index`, the index of the next field. */
function skipFundsType(fields: string[], index: number): number {
  const fundsType = (fields[index] ?? '').toUpperCase();
  if (fundsType === 'S') return index + 4;
  if (fundsType === 'V') return index + 3;
  if (fundsType === 'D') return index + 2 + 2 * (Number(fields[index + 1]) || 0);
  return index + 1;
}

/** All fields of a record (its 88 continuations included): comma-separated, the last one ends in '/'. */
function splitFields(parts: string[]): string[] {
  return parts
    .map((p) => p.trim().replace(/\/$/, ''))
    .join(',')
    .split(',');
}

function checkTotal(
  field: string | undefined,
  computed: number,
  level: 'account' | 'group' | 'file',
  line: number,
  fail: (line: number, message: string) => void,
): void {
  const stated = baiCents(field ?? '');
  if (stated === null) {
    fail(line, `'${field ?? ''}' is not the ${level} control total in cents`);
    return;
  }
  if (stated !== computed)
    fail(
      line,
      `the ${level} control total ${cents(stated)} does not equal the sum of its amounts ${cents(computed)}: the file may be damaged`,
    );
}

function checkCount(
  field: string | undefined,
  computed: number,
  level: 'account' | 'group' | 'file',
  line: number,
  fail: (line: number, message: string) => void,
  what = 'records',
): void {
  const value = (field ?? '').trim();
  if (!value) return; // optional in practice: some banks leave counts empty
  if (!/^\d+$/.test(value) || Number(value) !== computed)
    fail(line, `the ${level} trailer counts ${value} ${what}, the file has ${computed}`);
}

function cents(value: number): string {
  const abs = Math.abs(value);
  return `${value < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
