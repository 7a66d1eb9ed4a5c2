import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { ofxFile } from '../../../../test/helpers/bank-files.ts';
import { bankFixture, briefLine as brief } from '../../../../test/helpers/bank-parser-fixtures.ts';
import { dedupeKeys, parseStatement } from './index.ts';

const parse = (bytes: Uint8Array | string, fileName = 'statement.ofx') =>
  parseStatement(typeof bytes === 'string' ? Buffer.from(bytes) : bytes, { fileName });

describe('OFX 1.02 SGML (CHARSET 1252, CRLF, leaf tags left open)', () => {
  const statement = parse(bankFixture('ofx-102-sgml.ofx'), 'march.ofx');

  it('reads the header, account, period and ledger balance', () => {
    expect(statement).toMatchObject({
      format: 'ofx',
      encoding: 'windows-1252',
      account_hint: '…6789',
      period_start: '2026-03-01',
      period_end: '2026-03-31',
      opening_balance_cents: null,
      closing_balance_cents: 4_521_096,
      errors: [],
    });
  });

  it('reads every transaction to the cent with its kind, check number and FITID', () => {
    expect(statement.lines.map(brief)).toEqual([
      [43, '2026-03-03', -125_000, 'check', '1042', '202603030001', 'CHECK 1042', ''],
      [52, '2026-03-05', 1_843_055, 'deposit', null, '202603050001', 'DEPOSIT', 'BRANCH DEPOSIT 3 ITEMS'],
      [60, '2026-03-13', -2_481_736, 'ach', null, '202603130001', 'RIDGELINE PAYROLL', 'PPD NET PAY 031326'],
      // TRNTYPE DEBIT with a CHECKNUM is a check; the 1252 byte 0xFC is ü.
      [68, '2026-03-17', -61_240, 'check', '1043', '202603170001', 'Müller Plumbing Supply', 'CHECK 1043'],
      [77, '2026-03-31', -3_500, 'fee', null, '202603310001', 'MONTHLY SERVICE CHARGE', ''],
      [84, '2026-03-31', 217, 'interest', null, '202603310002', 'INTEREST PAID', ''],
    ]);
  });

  it('keeps the raw STMTTRN text of each line', () => {
    expect(statement.lines[1]?.raw).toBe(
      '<STMTTRN>\r\n<TRNTYPE>DEP\r\n<DTPOSTED>20260305120000.000[-5:EST]\r\n<TRNAMT>18430.55\r\n<FITID>202603050001\r\n<NAME>DEPOSIT\r\n<MEMO>BRANCH DEPOSIT 3 ITEMS\r\n</STMTTRN>',
    );
  });
});

describe('OFX 2.2 XML', () => {
  const statement = parse(bankFixture('ofx-220-xml.ofx'));

  it('reads the statement, entities, UTF-8 and the PAYEE aggregate', () => {
    expect(statement).toMatchObject({
      format: 'ofx',
      encoding: 'utf-8',
      account_hint: '…3387',
      period_start: '2026-03-01',
      period_end: '2026-03-31',
      closing_balance_cents: 6_133_829,
      errors: [],
    });
    expect(statement.lines.map(brief)).toEqual([
      [
        35,
        '2026-03-02',
        500_000,
        'transfer',
        null,
        'DS20260302-000118',
        'ONLINE TRANSFER FROM SAVINGS',
        'XXXXXX0912',
      ],
      [44, '2026-03-06', -341_200, 'check', '2201', 'DS20260306-000342', 'Canyon Concrete & Rebar', ''],
      [52, '2026-03-10', 1_287_540, 'ach', null, 'DS20260310-000027', 'CITY OF MESA', 'ACH CREDIT PAY APP 4'],
      [60, '2026-03-11', -8_619, 'debit', null, 'DS20260311-000611', 'Café Rio #12', 'CREW LUNCH'],
      [
        75,
        '2026-03-20',
        -750_000,
        'wire',
        null,
        'DS20260320-000044',
        'WIRE TRANSFER OUT',
        'TO SUNBELT STEEL FED REF 0320B1QGC07C',
      ],
      [83, '2026-03-20', -1_500, 'fee', null, 'DS20260320-000045', 'OUTGOING WIRE FEE', ''],
    ]);
    expect(statement.lines[0]?.raw.startsWith('<STMTTRN>')).toBe(true);
    expect(statement.lines[0]?.raw.endsWith('</STMTTRN>')).toBe(true);
  });
});

describe('QFX (OFX with INTU.BID)', () => {
  it('is detected as QFX and read by the same parser, compact and closed leaf tags alike', () => {
    const statement = parse(bankFixture('qfx-intu-bid.qfx'), 'Export.QFX');
    expect(statement).toMatchObject({
      format: 'qfx',
      encoding: 'windows-1252',
      account_hint: '…5521',
      period_start: '2026-03-01',
      period_end: '2026-03-31',
      closing_balance_cents: 3_320_010,
      errors: [],
    });
    expect(statement.lines.map(brief)).toEqual([
      [15, '2026-03-04', -215_000, 'check', '5011', '3000000301', 'CHECK 5011', ''],
      [16, '2026-03-09', 960_000, 'deposit', null, '3000000302', 'MOBILE DEPOSIT', 'REF 7781 DEL WEBB HOMES'],
      [17, '2026-03-18', -41_827, 'debit', null, '3000000303', 'HOME DEPOT #4410', 'POS PURCHASE TEMPE AZ'],
      [25, '2026-03-25', -100_000, 'transfer', null, '3000000304', 'TRANSFER TO SAVINGS', 'CONF# 88123'],
    ]);
  });
});

describe('two real lines sharing one FITID', () => {
  it('keeps both, with different amounts and with the same amount', () => {
    const statement = parse(bankFixture('ofx-shared-fitid.ofx'));
    expect(statement.errors).toEqual([]);
    expect(statement.lines.map((l) => [l.bank_reference, l.amount_cents, l.memo])).toEqual([
      ['0405POS0001', -4_500, 'FUEL TRUCK 3'],
      ['0405POS0001', -1_200, 'CAR WASH'],
      ['0407POS0009', -475, 'COFFEE'],
      ['0407POS0009', -475, 'COFFEE'],
      ['0409DEP0002', 120_000, ''],
    ]);
    expect(dedupeKeys(statement.lines)).toEqual([
      { key: 'ref|0405POS0001|-4500|1', occurrence: 1 },
      { key: 'ref|0405POS0001|-1200|1', occurrence: 1 },
      { key: 'ref|0407POS0009|-475|1', occurrence: 1 },
      { key: 'ref|0407POS0009|-475|2', occurrence: 2 },
      { key: 'ref|0409DEP0002|120000|1', occurrence: 1 },
    ]);
    expect(statement.closing_balance_cents).toBe(913_450);
  });
});

describe('OFX reading details', () => {
  it('an empty SGML leaf followed by another tag does not swallow it', () => {
    const file = ofxFile({
      lines: [{ date: '2026-03-02', amountCents: -1_999, name: 'X', fitId: 'A1' }],
    }).replace('<FITID>A1', '<MEMO>\n<FITID>A1');
    const [line] = parse(file).lines;
    expect(line).toMatchObject({ bank_reference: 'A1', memo: '', payee: 'X', amount_cents: -1_999 });
  });

  it('reads a whole file written on one line', () => {
    const file = ofxFile({
      lines: [
        { date: '2026-03-02', amountCents: 10_000, name: 'A', fitId: 'F1' },
        { date: '2026-03-03', amountCents: -2_500, name: 'B', fitId: 'F2' },
      ],
      ledgerBalanceCents: 7_500,
    }).replaceAll('\n', '');
    const statement = parse(file);
    expect(statement.errors).toEqual([]);
    expect(statement.lines.map((l) => [l.line_number, l.amount_cents, l.bank_reference])).toEqual([
      [1, 10_000, 'F1'],
      [1, -2_500, 'F2'],
    ]);
    expect(statement.closing_balance_cents).toBe(7_500);
  });

  it('takes the date part of every OFX date form and a decimal comma amount', () => {
    const file = ofxFile({ lines: [{ date: '2026-03-02', amountCents: -1, name: 'A', fitId: 'F1' }] })
      .replace('<DTPOSTED>20260302120000.000[-5:EST]', '<DTPOSTED>20260302')
      .replace('<TRNAMT>-0.01', '<TRNAMT>-1234,5');
    expect(parse(file).lines[0]).toMatchObject({ posted_date: '2026-03-02', amount_cents: -123_450 });
  });

  it('decodes CHARSET 1252 and UTF-8 OFX text', () => {
    const sgml = ofxFile({
      lines: [{ date: '2026-03-02', amountCents: -500, name: 'Crème brûlée café', fitId: 'F1' }],
    });
    const in1252 = iconv.encode(
      sgml.replace('ENCODING:UTF-8', 'ENCODING:USASCII').replace('CHARSET:NONE', 'CHARSET:1252'),
      'windows-1252',
    );
    expect(parse(in1252).lines[0]?.payee).toBe('Crème brûlée café');
    expect(parse(in1252).encoding).toBe('windows-1252');
    expect(parse(sgml).lines[0]?.payee).toBe('Crème brûlée café');
    expect(parse(sgml).encoding).toBe('utf-8');
    // CHARSET NONE with bytes that are not UTF-8: windows-1252 is the safe reading.
    const none = iconv.encode(sgml.replace('ENCODING:UTF-8', 'ENCODING:USASCII'), 'windows-1252');
    expect(parse(none).lines[0]?.payee).toBe('Crème brûlée café');
  });

  it('names the line of a bad amount or date and leaves that transaction out', () => {
    const file = ofxFile({
      lines: [
        { date: '2026-03-02', amountCents: 100, name: 'A', fitId: 'F1' },
        { date: '2026-03-03', amountCents: 200, name: 'B', fitId: 'F2' },
        { date: '2026-03-04', amountCents: 300, name: 'C', fitId: 'F3' },
      ],
    })
      .replace('<TRNAMT>2.00', '<TRNAMT>abc')
      .replace('<DTPOSTED>20260304120000.000[-5:EST]', '<DTPOSTED>2026-13-04');
    const statement = parse(file);
    const lines = file.split('\n');
    const amountLine = lines.indexOf('<TRNAMT>abc') + 1;
    const dateLine = lines.indexOf('<DTPOSTED>2026-13-04') + 1;
    expect(statement.errors).toEqual([
      { line: amountLine, message: `Line ${amountLine}: 'abc' is not an amount` },
      { line: dateLine, message: `Line ${dateLine}: '2026-13-04' is not a date in YYYYMMDD` },
    ]);
    expect(statement.lines.map((l) => l.bank_reference)).toEqual(['F1']);
  });

  it('says so when a transaction has no amount', () => {
    const file = ofxFile({
      lines: [{ date: '2026-03-02', amountCents: 100, name: 'A', fitId: 'F1' }],
    }).replace('<TRNAMT>1.00\n', '');
    const statement = parse(file);
    const trnLine = file.split('\n').indexOf('<STMTTRN>') + 1;
    expect(statement.errors).toEqual([
      { line: trnLine, message: `Line ${trnLine}: the transaction has no amount (TRNAMT)` },
    ]);
  });

  it('refuses a file with statements of two accounts', () => {
    const one = ofxFile({ accountId: '11110001', lines: [] });
    const stmtrs = (text: string) => text.slice(text.indexOf('<STMTRS>'), text.indexOf('</STMTRS>') + 9);
    const two = one.replace('</STMTRS>', `</STMTRS>${stmtrs(ofxFile({ accountId: '22220002', lines: [] }))}`);
    expect(parse(two).errors).toEqual([
      {
        line: 0,
        message: 'This file holds statements of 2 accounts (…0001, …0002): download one account at a time',
      },
    ]);
  });

  it('reports the bank message when there is no statement', () => {
    const file =
      'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX><SIGNONMSGSRSV1><SONRS><STATUS><CODE>15500<SEVERITY>ERROR<MESSAGE>Signon invalid</STATUS></SONRS></SIGNONMSGSRSV1></OFX>';
    expect(parse(file).errors).toEqual([
      { line: 0, message: 'The bank sent a message instead of a statement: Signon invalid' },
    ]);
    expect(parse('OFXHEADER:100\nDATA:OFXSGML\n\n<OFX></OFX>').errors).toEqual([
      { line: 0, message: 'This OFX file holds no bank or card statement' },
    ]);
  });

  it('reads a credit card statement (CCSTMTRS)', () => {
    const file = ofxFile({
      accountId: '4111222233334444',
      lines: [{ date: '2026-03-02', amountCents: -4_210, name: 'LOWES #1822', fitId: 'C1' }],
    })
      .replaceAll('STMTRS>', 'CCSTMTRS>')
      .replaceAll('BANKACCTFROM>', 'CCACCTFROM>');
    const statement = parse(file);
    expect(statement.account_hint).toBe('…4444');
    expect(statement.lines[0]).toMatchObject({ amount_cents: -4_210, kind: 'debit', payee: 'LOWES #1822' });
  });
});
