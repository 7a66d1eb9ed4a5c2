import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parseAmountCents } from './amount.ts';
import { isoDateOf, maxDate, minDate } from './dates.ts';
import { accountHint, decodeBytes, emptyStatement } from './decode.ts';
import { camtKind, normalizeCheckNumber } from './kinds.ts';
import type { TParsedLine, TParsedStatement, TStatementError } from './types.ts';

/**
 * CAMT.053 (ISO 20022 BkToCstmrStmt), versions 001.02 to 001.13: namespaces are dropped, the elements
 * read are common to all of them (`Sts` is a code in 001.02 and `Sts/Cd` from 001.08 on; parties are
 * `Dbtr/Nm` before and `Dbtr/Pty/Nm` after). Amounts are unsigned: the sign comes from CdtDbtInd, and
 * a reversal (RvslInd) flips it. Only booked entries are lines (pending ones are not on the statement).
 */

type TXml = { [key: string]: TXmlValue };
type TXmlValue = string | TXml | TXmlValue[] | undefined;

const ARRAYS = new Set(['Stmt', 'Bal', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd', 'AddtlTxInf']);
const parser = new XMLParser({
  ignoreAttributes: false,
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => ARRAYS.has(name),
});

export function parseCamt053(bytes: Uint8Array): TParsedStatement {
  const head = Buffer.from(bytes.subarray(0, 200)).toString('latin1');
  const declared = /<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']/i.exec(head)?.[1] ?? 'utf-8';
  const { text, encoding } = decodeBytes(bytes, declared);
  // 1. Malformed XML is one error naming the line where it breaks.
  const valid = XMLValidator.validate(text);
  if (valid !== true)
    return emptyStatement(
      'camt053',
      encoding,
      `Line ${valid.err.line}: this CAMT.053 file is not well-formed XML (${valid.err.msg})`,
    );
  const document = obj(parser.parse(text) as TXml, 'Document');
  const statements = arr(obj(document, 'BkToCstmrStmt'), 'Stmt');
  if (statements.length === 0)
    return emptyStatement('camt053', encoding, 'This CAMT.053 file holds no statement (BkToCstmrStmt/Stmt)');

  const accounts = [...new Set(statements.map((s) => accountId(obj(s, 'Acct'))))];
  if (accounts.length > 1)
    return emptyStatement(
      'camt053',
      encoding,
      `This file holds statements of ${accounts.length} accounts (${accounts.map((a) => accountHint(a) ?? '?').join(', ')}): download one account at a time`,
    );

  // 2. Entries in file order, each with the line of its <Ntry> and its raw XML.
  const entryPositions = locateEntries(text);
  let entryIndex = 0;
  const errors: TStatementError[] = [];
  const lines: TParsedLine[] = [];
  const periods: { start: string | null; end: string | null }[] = [];
  let opening: number | null = null;
  let closing: number | null = null;
  for (const [index, statement] of statements.entries()) {
    const period = obj(statement, 'FrToDt');
    periods.push({ start: isoDateOf(str(period, 'FrDtTm')), end: isoDateOf(str(period, 'ToDtTm')) });
    for (const balance of arr(statement, 'Bal')) {
      const code = str(obj(obj(balance, 'Tp'), 'CdOrPrtry'), 'Cd').toUpperCase();
      const cents = signedAmount(balance);
      if (cents === null) continue;
      if ((code === 'OPBD' || (code === 'PRCD' && opening === null)) && index === 0) opening = cents;
      if (code === 'CLBD' && index === statements.length - 1) closing = cents;
    }
    for (const entry of arr(statement, 'Ntry')) {
      const position = entryPositions[entryIndex++] ?? { line: 0, raw: '' };
      lines.push(...readEntry(entry, position, errors));
    }
  }
  const starts = periods.map((p) => p.start).filter((d): d is string => d !== null);
  const ends = periods.map((p) => p.end).filter((d): d is string => d !== null);
  return {
    format: 'camt053',
    encoding,
    account_hint: accountHint(accounts[0]),
    period_start: starts.sort()[0] ?? minDate(lines),
    period_end: ends.sort().at(-1) ?? maxDate(lines),
    opening_balance_cents: opening,
    closing_balance_cents: closing,
    lines,
    errors,
  };
}

function readEntry(
  entry: TXml,
  position: { line: number; raw: string },
  errors: TStatementError[],
): TParsedLine[] {
  const { line, raw } = position;
  const fail = (message: string) => {
    errors.push({ line, message: `Line ${line}: ${message}` });
    return [];
  };
  // 3. Pending and information-only entries are not booked: they are not lines of the statement.
  const status = (str(entry, 'Sts') || str(obj(entry, 'Sts'), 'Cd') || 'BOOK').toUpperCase();
  if (status !== 'BOOK') return [];
  const amountText = str(entry, 'Amt');
  const unsigned = parseAmountCents(amountText);
  if (unsigned === null) return fail(`'${amountText}' is not an amount`);
  const indicator = str(entry, 'CdtDbtInd').toUpperCase();
  if (indicator !== 'CRDT' && indicator !== 'DBIT') return fail(`'${indicator}' is not CRDT or DBIT`);
  const reversal = str(entry, 'RvslInd').toLowerCase() === 'true';
  const sign = (indicator === 'CRDT' ? 1 : -1) * (reversal ? -1 : 1);
  const dateText =
    str(obj(entry, 'BookgDt'), 'Dt') || str(obj(entry, 'BookgDt'), 'DtTm') || str(obj(entry, 'ValDt'), 'Dt');
  const date = isoDateOf(dateText);
  if (!date) return fail(`'${dateText}' is not a date in YYYY-MM-DD`);
  const entryRef = str(entry, 'AcctSvcrRef') || null;
  const entryCode = bankCode(obj(entry, 'BkTxCd'));
  const entryInfo = str(entry, 'AddtlNtryInf');
  const details = arr(entry, 'NtryDtls').flatMap((d) => arr(d, 'TxDtls'));

  // 4. A batch entry whose details all carry their own amount becomes one line per detail; the
  //    details must add up to the entry.
  const detailAmounts = details.map((d) => detailAmount(d));
  if (details.length > 1 && detailAmounts.every((a) => a !== null)) {
    const signed = details.map((d, i) => {
      const dIndicator = str(d, 'CdtDbtInd').toUpperCase();
      const dSign = dIndicator === 'CRDT' ? 1 : dIndicator === 'DBIT' ? -1 : indicator === 'CRDT' ? 1 : -1;
      return (detailAmounts[i] ?? 0) * dSign * (reversal ? -1 : 1);
    });
    const total = signed.reduce((a, b) => a + b, 0);
    if (total !== unsigned * sign)
      return fail(
        `the ${details.length} details of this batch entry total ${money(total)}, not the entry's ${money(unsigned * sign)}`,
      );
    return details.map((d, i) =>
      lineOf(d, signed[i] ?? 0, date, entryRef, entryCode, entryInfo, line, raw, true),
    );
  }
  return [lineOf(details[0], unsigned * sign, date, entryRef, entryCode, entryInfo, line, raw, false)];
}

function lineOf(
  detail: TXml | undefined,
  cents: number,
  date: string,
  entryRef: string | null,
  entryCode: { family: string; subFamily: string; proprietary: string },
  entryInfo: string,
  line: number,
  raw: string,
  isBatchPart: boolean,
): TParsedLine {
  const refs = obj(detail, 'Refs');
  const endToEnd = str(refs, 'EndToEndId');
  const detailRef = str(refs, 'AcctSvcrRef') || (endToEnd && endToEnd !== 'NOTPROVIDED' ? endToEnd : '');
  const reference = isBatchPart ? detailRef || entryRef : entryRef || detailRef || null;
  const parties = obj(detail, 'RltdPties');
  const counterparty = cents >= 0 ? ['Dbtr', 'UltmtDbtr', 'Cdtr'] : ['Cdtr', 'UltmtCdtr', 'Dbtr'];
  const payee = counterparty.map((role) => partyName(obj(parties, role))).find(Boolean) ?? '';
  const remittance = obj(detail, 'RmtInf');
  const memo = [
    ...arr(remittance, 'Ustrd').map((u) => str(u, '#text')),
    ...arr(remittance, 'Strd').map((s) => str(obj(s, 'CdtrRefInf'), 'Ref')),
    ...arr(detail, 'AddtlTxInf').map((u) => str(u, '#text')),
  ]
    .filter(Boolean)
    .join(' ');
  const code = bankCode(obj(detail, 'BkTxCd'));
  const checkNumber = normalizeCheckNumber(str(refs, 'ChqNb'));
  const text = `${payee} ${memo} ${entryInfo}`;
  return {
    line_number: line,
    posted_date: date,
    amount_cents: cents,
    kind: camtKind(code.family || code.proprietary ? code : entryCode, cents, checkNumber !== null, text),
    check_number: checkNumber,
    bank_reference: reference,
    payee: payee || (memo ? '' : entryInfo),
    memo: memo || (payee ? entryInfo : ''),
    raw,
  };
}

function detailAmount(detail: TXml): number | null {
  const direct = str(detail, 'Amt');
  const amounts = obj(detail, 'AmtDtls');
  const text = direct || str(obj(amounts, 'TxAmt'), 'Amt') || str(obj(amounts, 'InstdAmt'), 'Amt');
  return text ? parseAmountCents(text) : null;
}

function signedAmount(balance: TXml): number | null {
  const cents = parseAmountCents(str(balance, 'Amt'));
  if (cents === null) return null;
  return str(balance, 'CdtDbtInd').toUpperCase() === 'DBIT' ? -cents : cents;
}

function bankCode(code: TXml | undefined): { family: string; subFamily: string; proprietary: string } {
  const family = obj(obj(code, 'Domn'), 'Fmly');
  return {
    family: str(family, 'Cd'),
    subFamily: str(family, 'SubFmlyCd'),
    proprietary: str(obj(code, 'Prtry'), 'Cd'),
  };
}

function partyName(party: TXml | undefined): string {
  return str(party, 'Nm') || str(obj(party, 'Pty'), 'Nm');
}

function accountId(account: TXml | undefined): string {
  const id = obj(account, 'Id');
  return str(id, 'IBAN') || str(obj(id, 'Othr'), 'Id');
}

/** The line and raw text of each `<Ntry>` (entries never nest), in file order. */
function locateEntries(text: string): { line: number; raw: string }[] {
  const found: { line: number; raw: string }[] = [];
  const open = /<(?:[\w.-]+:)?Ntry[\s>]/g;
  let line = 1;
  let counted = 0;
  for (let m = open.exec(text); m; m = open.exec(text)) {
    for (let i = counted; i < m.index; i++) if (text.charCodeAt(i) === 10) line++;
    counted = m.index;
    const close = /<\/(?:[\w.-]+:)?Ntry\s*>/g;
    close.lastIndex = m.index;
    const end = close.exec(text);
    found.push({ line, raw: text.slice(m.index, end ? end.index + end[0].length : m.index + m[0].length) });
  }
  return found;
}

function money(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}

function obj(node: TXmlValue, key: string): TXml | undefined {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return undefined;
  const value = node[key];
  const first = Array.isArray(value) ? value[0] : value;
  return first && typeof first === 'object' && !Array.isArray(first) ? first : undefined;
}

function arr(node: TXmlValue, key: string): TXml[] {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return [];
  const value = node[key];
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.map((v) => (typeof v === 'string' ? ({ '#text': v } as TXml) : (v as TXml)));
}

/** The text of `node[key]`, also when it carries attributes (`<Amt Ccy="USD">12.50</Amt>`). */
function str(node: TXmlValue, key: string): string {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return '';
  const raw = node[key];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value === 'string') return value.trim();
  if (value && typeof value === 'object' && !Array.isArray(value) && typeof value['#text'] === 'string')
    return value['#text'].trim();
  return '';
}
