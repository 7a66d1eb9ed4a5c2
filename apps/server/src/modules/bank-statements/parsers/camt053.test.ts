import { describe, expect, it } from 'vitest';
import { bankFixture, briefLine as brief } from '../../../../test/helpers/bank-parser-fixtures.ts';
import { dedupeKeys, parseStatement } from './index.ts';

const fixture = (name: string) => bankFixture(name).toString('utf-8');
const parse = (text: string) => parseStatement(Buffer.from(text), { fileName: 'statement.xml' });

describe('CAMT.053 version 001.02', () => {
  const statement = parse(fixture('camt053-001-02.xml'));

  it('reads the account, period and OPBD/CLBD balances', () => {
    expect(statement).toMatchObject({
      format: 'camt053',
      encoding: 'utf-8',
      account_hint: '…3000',
      period_start: '2026-03-01',
      period_end: '2026-03-31',
      opening_balance_cents: 1_500_000,
      closing_balance_cents: 1_529_635,
      errors: [],
    });
  });

  it('signs by CdtDbtInd, flips a reversal, skips pending, splits the batch entry by its details', () => {
    expect(statement.lines.map(brief)).toEqual([
      [
        49,
        '2026-03-03',
        420_000,
        'credit',
        null,
        '2026030300012',
        'Schmidt Hochbau GmbH',
        'Rechnung 2026-031 Abschlag 2',
      ],
      [93, '2026-03-06', -118_050, 'check', '517', '2026030600004', 'Baustoff Weber KG', ''],
      // One DBIT 2,950.00 entry with three TxDtls: one line each, referenced by its EndToEndId.
      [126, '2026-03-12', -120_000, 'debit', null, 'SAMMEL-0312-1', 'Elektro Kaiser', 'RE 88121'],
      [126, '2026-03-12', -95_000, 'debit', null, 'SAMMEL-0312-2', 'Gerüstbau Yilmaz', 'RE 2026/118'],
      [
        126,
        '2026-03-12',
        -80_000,
        'debit',
        null,
        'SAMMEL-0312-3',
        'Container Service Nord',
        'Miete Container Maerz',
      ],
      // DBIT with RvslInd true: a returned direct debit, money back in.
      [206, '2026-03-14', 25_000, 'ach', null, '2026031400007', 'RUECKBUCHUNG LASTSCHRIFT', ''],
      [239, '2026-03-31', -2_315, 'fee', null, '2026033100001', 'KONTOFUEHRUNGSGEBUEHR MAERZ', ''],
    ]);
    const total = statement.lines.reduce((sum, l) => sum + l.amount_cents, 0);
    expect((statement.opening_balance_cents ?? 0) + total).toBe(statement.closing_balance_cents);
    expect(statement.lines[0]?.raw.startsWith('<Ntry>')).toBe(true);
    expect(statement.lines[0]?.raw.endsWith('</Ntry>')).toBe(true);
  });
});

describe('CAMT.053 version 001.08', () => {
  const statement = parse(fixture('camt053-001-08.xml'));

  it('reads Sts/Cd, Pty names, TxDtls amounts and BAI proprietary codes', () => {
    expect(statement).toMatchObject({
      account_hint: '…3387',
      period_start: '2026-04-01',
      period_end: '2026-04-30',
      opening_balance_cents: 6_133_829,
      closing_balance_cents: 7_326_552,
      errors: [],
    });
    expect(statement.lines.map(brief)).toEqual([
      [
        77,
        '2026-04-02',
        1_825_000,
        'ach',
        null,
        '0402ACH00017',
        'Maricopa County Treasurer',
        'PAY APP 9 RETAINAGE',
      ],
      [124, '2026-04-03', -487_500, 'check', '2207', '0403CHK2207', 'CHECK PAID', ''],
      [
        155,
        '2026-04-10',
        -2_481_736,
        'ach',
        null,
        'PR-2026-0410-NET',
        'Ridgeline Payroll Clearing',
        'NET PAY 04/10/2026',
      ],
      [155, '2026-04-10', -658_541, 'ach', null, 'PR-2026-0410-TAX', 'EFTPS', '941 DEPOSIT'],
      [
        233,
        '2026-04-15',
        3_000_000,
        'wire',
        null,
        'FW0415000183',
        'Desert Sun Bank Construction Loans',
        'DRAW 7 TEMPE MEDICAL OFFICE',
      ],
      [280, '2026-04-30', -4_500, 'fee', null, '0430FEE0001', 'ACCOUNT ANALYSIS FEE MARCH', ''],
    ]);
    const total = statement.lines.reduce((sum, l) => sum + l.amount_cents, 0);
    expect((statement.opening_balance_cents ?? 0) + total).toBe(statement.closing_balance_cents);
    expect(new Set(dedupeKeys(statement.lines).map((k) => k.key)).size).toBe(6);
  });

  it('reads a file whose elements carry a namespace prefix', () => {
    const prefixed = fixture('camt053-001-08.xml')
      .replace(/<(\/?)([A-Za-z])/g, '<$1camt:$2')
      .replace('<camt:Document xmlns=', '<camt:Document xmlns:camt=');
    const again = parse(prefixed);
    expect(again.errors).toEqual([]);
    expect(again.lines.map(brief)).toEqual(statement.lines.map(brief));
  });
});

describe('CAMT.053 problems', () => {
  const entry = (amount: string, details: string) => `<?xml version="1.0"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt>
<Acct><Id><Othr><Id>12345678</Id></Othr></Id></Acct>
<Ntry><Amt Ccy="USD">${amount}</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2026-03-02</Dt></BookgDt>
<AcctSvcrRef>R1</AcctSvcrRef><NtryDtls>${details}</NtryDtls></Ntry>
</Stmt></BkToCstmrStmt></Document>`;
  const tx = (amount: string) =>
    `<TxDtls><AmtDtls><TxAmt><Amt Ccy="USD">${amount}</Amt></TxAmt></AmtDtls></TxDtls>`;

  it('names the line of a batch whose details do not add up to the entry', () => {
    expect(parse(entry('100.00', tx('60.00') + tx('30.00'))).errors).toEqual([
      { line: 4, message: "Line 4: the 2 details of this batch entry total -90.00, not the entry's -100.00" },
    ]);
  });

  it('keeps a batch entry whole when its details carry no amounts', () => {
    const statement = parse(
      entry(
        '100.00',
        '<TxDtls><Refs><EndToEndId>A</EndToEndId></Refs></TxDtls><TxDtls><Refs><EndToEndId>B</EndToEndId></Refs></TxDtls>',
      ),
    );
    expect(statement.lines.map((l) => [l.amount_cents, l.bank_reference])).toEqual([[-10_000, 'R1']]);
  });

  it("names a bad amount: Line 4: 'ten' is not an amount", () => {
    expect(parse(entry('ten', '')).errors).toEqual([{ line: 4, message: "Line 4: 'ten' is not an amount" }]);
  });

  it('names the line where the XML breaks', () => {
    const statement = parse(
      '<?xml version="1.0"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">\n<BkToCstmrStmt>\n</Document>',
    );
    expect(statement.errors).toHaveLength(1);
    expect(statement.errors[0]?.message).toMatch(/^Line 4: this CAMT.053 file is not well-formed XML/);
  });
});
