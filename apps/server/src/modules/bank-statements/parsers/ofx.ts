import { parseAmountCents } from './amount.ts';
import { maxDate, minDate, ofxDate } from './dates.ts';
import { accountHint, decodeBytes, emptyStatement, utf8OrWindows1252 } from './decode.ts';
import { normalizeCheckNumber, ofxKind } from './kinds.ts';
import { child, childValue, descendants, lineIndex, readOfxTree, type TOfxNode } from './ofx-tree.ts';
import type { TParsedLine, TParsedStatement, TStatementError } from './types.ts';

/**
 * OFX 1.x (SGML), OFX 2.x (XML) and QFX (OFX with Intuit's `INTU.BID`): bank (`STMTRS`) and card
 * (`CCSTMTRS`) statements. TRNAMT is signed already (minus = money out).
 */
export function parseOfx(bytes: Uint8Array, format: 'ofx' | 'qfx'): TParsedStatement {
  // 1. The header names the character set; decode with it (windows-1252 for `CHARSET:1252`).
  const { text, encoding } = decodeBytes(bytes, ofxEncoding(bytes));
  const body = text.search(/<OFX>/i);
  if (body === -1) return emptyStatement(format, encoding, 'This OFX file has no <OFX> body');

  // 2. Read the body into a tree and find the statements in it.
  const tree = readOfxTree(text, body);
  const statements = [...descendants(tree, 'STMTRS'), ...descendants(tree, 'CCSTMTRS')];
  if (statements.length === 0) {
    const message = descendants(tree, 'STATUS')
      .map((s) => childValue(s, 'MESSAGE'))
      .find(Boolean);
    return emptyStatement(
      format,
      encoding,
      message
        ? `The bank sent a message instead of a statement: ${message}`
        : 'This OFX file holds no bank or card statement',
    );
  }
  const accounts = [
    ...new Set(
      statements.map((s) => childValue(child(s, 'BANKACCTFROM') ?? child(s, 'CCACCTFROM'), 'ACCTID')),
    ),
  ];
  if (accounts.length > 1)
    return emptyStatement(
      format,
      encoding,
      `This file holds statements of ${accounts.length} accounts (${accounts.map((a) => accountHint(a) ?? '?').join(', ')}): download one account at a time`,
    );

  // 3. Each STMTTRN becomes a line; a bad amount or date is an error naming its line, the line is left out.
  const lineOf = lineIndex(text);
  const errors: TStatementError[] = [];
  const lines: TParsedLine[] = [];
  const starts: string[] = [];
  const ends: string[] = [];
  let closing: { date: string; cents: number } | null = null;
  for (const statement of statements) {
    const list = child(statement, 'BANKTRANLIST');
    const start = ofxDate(childValue(list, 'DTSTART'));
    const end = ofxDate(childValue(list, 'DTEND'));
    if (start) starts.push(start);
    if (end) ends.push(end);
    for (const trn of list ? descendants(list, 'STMTTRN') : []) {
      const line = readTransaction(trn, text, lineOf, errors);
      if (line) lines.push(line);
    }
    const ledger = child(statement, 'LEDGERBAL');
    if (ledger) {
      const amount = child(ledger, 'BALAMT');
      const cents = amount?.value ? parseOfxAmount(amount.value) : null;
      if (amount && cents === null)
        errors.push({
          line: lineOf(amount.valueOffset),
          message: `Line ${lineOf(amount.valueOffset)}: '${amount.value}' is not an amount`,
        });
      const asOf = ofxDate(childValue(ledger, 'DTASOF')) ?? end ?? '';
      if (cents !== null && (!closing || asOf >= closing.date)) closing = { date: asOf, cents };
    }
  }
  return {
    format,
    encoding,
    account_hint: accountHint(accounts[0]),
    period_start: starts.sort()[0] ?? minDate(lines),
    period_end: ends.sort().at(-1) ?? maxDate(lines),
    opening_balance_cents: null,
    closing_balance_cents: closing?.cents ?? null,
    lines,
    errors,
  };
}

function readTransaction(
  trn: TOfxNode,
  text: string,
  lineOf: (offset: number) => number,
  errors: TStatementError[],
): TParsedLine | null {
  const lineNumber = lineOf(trn.start);
  const amountNode = child(trn, 'TRNAMT');
  const dateNode = child(trn, 'DTPOSTED');
  const fail = (node: TOfxNode | undefined, message: string) => {
    const line = node && node.valueOffset >= 0 ? lineOf(node.valueOffset) : lineNumber;
    errors.push({ line, message: `Line ${line}: ${message}` });
    return null;
  };
  if (!amountNode?.value) return fail(amountNode, 'the transaction has no amount (TRNAMT)');
  const cents = parseOfxAmount(amountNode.value);
  if (cents === null) return fail(amountNode, `'${amountNode.value}' is not an amount`);
  if (!dateNode?.value) return fail(dateNode, 'the transaction has no date (DTPOSTED)');
  const date = ofxDate(dateNode.value);
  if (!date) return fail(dateNode, `'${dateNode.value}' is not a date in YYYYMMDD`);
  const checkNumber = normalizeCheckNumber(childValue(trn, 'CHECKNUM'));
  const payee = childValue(trn, 'NAME') || childValue(child(trn, 'PAYEE'), 'NAME');
  const memo = childValue(trn, 'MEMO');
  return {
    line_number: lineNumber,
    posted_date: date,
    amount_cents: cents,
    kind: ofxKind(childValue(trn, 'TRNTYPE'), cents, checkNumber !== null, `${payee} ${memo}`),
    check_number: checkNumber,
    bank_reference: childValue(trn, 'FITID') || null,
    payee,
    memo,
    raw: text.slice(trn.start, trn.end),
  };
}

/** OFX amounts are signed decimals; a few European banks write a decimal comma. */
function parseOfxAmount(value: string): number | null {
  return parseAmountCents(value, /^[-+]?\d+,\d+$/.test(value.trim()) ? ',' : '.');
}

/** The encoding an OFX header declares: `ENCODING:UTF-8`, `CHARSET:1252`, `<?xml encoding="…"?>`. */
function ofxEncoding(bytes: Uint8Array): string {
  const head = Buffer.from(bytes.subarray(0, 2048)).toString('latin1');
  const xml = /<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']/i.exec(head);
  if (xml?.[1]) return xml[1].toLowerCase();
  if (/<\?OFX/i.test(head)) return 'utf-8';
  if (/^\s*ENCODING\s*:\s*UTF-?8/im.test(head)) return 'utf-8';
  const charset = /^\s*CHARSET\s*:\s*([A-Z0-9-]+)/im.exec(head)?.[1]?.toUpperCase();
  if (charset === '1252') return 'windows-1252';
  if (charset === '8859-1' || charset === 'ISO-8859-1') return 'iso-8859-1';
  // `CHARSET:NONE` / USASCII: read valid UTF-8 as UTF-8, anything else as windows-1252 (a superset of ASCII).
  return utf8OrWindows1252(bytes);
}
