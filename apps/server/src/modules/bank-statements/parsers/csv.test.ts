import { type TCsvProfile, ZCsvProfile } from '@groundwork/shared';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { csvFile } from '../../../../test/helpers/bank-files.ts';
import { bankFixture } from '../../../../test/helpers/bank-parser-fixtures.ts';
import { parseCsvDate } from './csv.ts';
import { dedupeKeys, parseStatement, type TParsedLine } from './index.ts';

const brief = (l: TParsedLine) => [
  l.line_number,
  l.posted_date,
  l.amount_cents,
  l.kind,
  l.check_number,
  l.payee,
];
const profile = (p: Partial<TCsvProfile> & Pick<TCsvProfile, 'date_format' | 'amount_mode'>): TCsvProfile =>
  ZCsvProfile.parse({ date_column: 0, description_column: 1, ...p });
const parseCsv = (text: string | Uint8Array, csvProfile: TCsvProfile) =>
  parseStatement(typeof text === 'string' ? Buffer.from(text) : text, {
    fileName: 'statement.csv',
    csvProfile,
  });

const debitCreditProfile = profile({
  date_format: 'MM/DD/YYYY',
  amount_mode: 'debit_credit',
  check_number_column: 2,
  debit_column: 3,
  credit_column: 4,
  balance_column: 5,
});
const dayFirstProfile = profile({
  delimiter: ';',
  encoding: 'windows-1252',
  skip_rows: 4,
  date_format: 'DD/MM/YYYY',
  amount_mode: 'signed',
  amount_column: 2,
  decimal_separator: ',',
  balance_column: 3,
});

describe('CSV with debit and credit columns and (0.01) negatives (UTF-8 with BOM, CRLF)', () => {
  const statement = parseCsv(bankFixture('csv-debit-credit.csv'), debitCreditProfile);

  it('reads every row to the cent; a debit is money out, a (0.01) credit is money taken back', () => {
    expect(statement).toMatchObject({
      format: 'csv',
      encoding: 'utf-8',
      account_hint: null,
      period_start: '2026-03-02',
      period_end: '2026-03-31',
      // From the running balance: 40,750.00 after the first line's −1,250.00.
      opening_balance_cents: 4_200_000,
      closing_balance_cents: 7_128_280,
      errors: [],
    });
    expect(statement.lines.map(brief)).toEqual([
      [2, '2026-03-02', -125_000, 'check', '1088', 'CHECK 1088'],
      [3, '2026-03-04', 640_000, 'deposit', null, 'DEPOSIT'],
      [4, '2026-03-09', -84_219, 'ach', null, 'ACH DEBIT SUNBELT RENTALS'],
      [5, '2026-03-16', -1, 'interest', null, 'INTEREST ADJUSTMENT'],
      [6, '2026-03-20', 2_500_000, 'wire', null, 'WIRE TRANSFER IN GC PAY APP 7'],
      [7, '2026-03-31', -2_500, 'fee', null, 'SERVICE CHARGE'],
    ]);
    expect(statement.lines[0]?.raw).toBe('03/02/2026,CHECK 1088,1088,"1,250.00",,"40,750.00"');
    expect(dedupeKeys(statement.lines)[3]).toEqual({
      key: 'txt|2026-03-16|-1|interest adjustment|1',
      occurrence: 1,
    });
  });
});

describe('CSV with day-first dates, a preamble, decimal comma and windows-1252', () => {
  it('reads the file with its DD/MM/YYYY mapping', () => {
    const statement = parseCsv(bankFixture('csv-day-first.csv'), dayFirstProfile);
    expect(statement).toMatchObject({
      encoding: 'windows-1252',
      period_start: '2026-03-01',
      period_end: '2026-03-13',
      opening_balance_cents: 1_000_000,
      closing_balance_cents: 1_193_507,
      errors: [],
    });
    expect(statement.lines.map(brief)).toEqual([
      [6, '2026-03-01', 250_000, 'transfer', null, 'Transfer from reserve account'],
      [7, '2026-03-02', -485, 'debit', null, 'Card payment Café Nero'],
      [8, '2026-03-03', -6_120, 'debit', null, 'Direct debit Vodafone Business'],
      [9, '2026-03-04', -198_000, 'debit', null, 'Faster payment Hughes Joinery'],
      [10, '2026-03-05', 320_000, 'credit', null, 'Bank giro credit 4471'],
      [11, '2026-03-06', -150_000, 'debit', null, 'Standing order unit rent'],
      [12, '2026-03-09', -21_240, 'debit', null, 'Card payment Screwfix Direct'],
      [13, '2026-03-10', 102, 'interest', null, 'Interest'],
      [14, '2026-03-13', -750, 'fee', null, 'Service charge'],
    ]);
  });

  it('never guesses: read month-first, the first impossible date is named by its line', () => {
    const statement = parseCsv(bankFixture('csv-day-first.csv'), {
      ...dayFirstProfile,
      date_format: 'MM/DD/YYYY',
    });
    expect(statement.errors).toEqual([
      { line: 14, message: "Line 14: '13/03/2026' is not a date in MM/DD/YYYY" },
    ]);
  });
});

describe('CSV errors name the line', () => {
  it("Line 9: 'abc' is not an amount", () => {
    const { text, profile: p } = csvFile({
      lines: Array.from({ length: 9 }, (_, i) => ({
        date: `2026-03-${String(i + 1).padStart(2, '0')}`,
        amountCents: -(i + 1) * 100,
        description: `Row ${i + 1}`,
      })),
    });
    const broken = text.replace('-8.00', 'abc');
    expect(parseCsv(broken, p).errors).toEqual([{ line: 9, message: "Line 9: 'abc' is not an amount" }]);
    expect(parseCsv(broken, p).lines).toHaveLength(8);
  });

  it('names empty dates and amounts, and a broken running balance', () => {
    const p = profile({
      date_format: 'YYYY-MM-DD',
      amount_mode: 'signed',
      amount_column: 2,
      balance_column: 3,
    });
    const text = [
      'Date,Text,Amount,Balance',
      ',a,1.00,1.00',
      '2026-03-02,b,,1.00',
      '2026-03-03,c,2.00,3.00',
      '2026-03-04,d,-1.00,5.00',
    ].join('\n');
    expect(parseCsv(text, p).errors).toEqual([
      { line: 2, message: 'Line 2: the date is empty' },
      { line: 3, message: 'Line 3: the amount is empty' },
      {
        line: 5,
        message: 'Line 5: the running balance 5.00 does not follow from the line before (expected 2.00)',
      },
    ]);
  });

  it('a file with an unclosed quote names its line', () => {
    const p = profile({ date_format: 'YYYY-MM-DD', amount_mode: 'signed', amount_column: 2 });
    const statement = parseCsv('Date,Text,Amount\n2026-03-02,ok,1.00\n2026-03-03,"broken,2.00\n', p);
    expect(statement.errors).toHaveLength(1);
    expect(statement.errors[0]?.message).toMatch(/^Line \d+: /);
    expect(statement.lines).toEqual([]);
  });

  it('a CSV without a mapping asks for one', () => {
    expect(
      parseStatement(Buffer.from('Date,Amount\n2026-03-02,1.00\n'), { fileName: 'bank.csv' }).errors,
    ).toEqual([{ line: 0, message: 'Choose how to read this CSV file: map its columns first' }]);
    expect(
      parseStatement(Buffer.from('Date,Amount\n'), { fileName: 'bank.csv', csvProfile: null }).format,
    ).toBe('csv');
  });
});

describe('CSV amounts, signs and encodings', () => {
  const lines = [
    { date: '2026-03-02', amountCents: -123_456_78, description: 'Big payment' },
    { date: '2026-03-03', amountCents: 1, description: 'A cent' },
    { date: '2026-03-04', amountCents: -1, description: 'Minus a cent' },
  ];
  for (const negatives of ['minus', 'parentheses', 'trailing'] as const)
    for (const decimalSeparator of ['.', ','] as const)
      for (const amountMode of ['signed', 'debit_credit'] as const)
        it(`${negatives} negatives, '${decimalSeparator}' decimals, ${amountMode} amounts, with thousands separators`, () => {
          const { text, profile: p } = csvFile({
            lines,
            negatives,
            decimalSeparator,
            amountMode,
            thousandsSeparator: true,
            openingBalanceCents: 5_000_000_00,
          });
          const statement = parseCsv(text, p);
          expect(statement.errors).toEqual([]);
          expect(statement.lines.map((l) => l.amount_cents)).toEqual([-123_456_78, 1, -1]);
          expect(statement.opening_balance_cents).toBe(5_000_000_00);
          expect(statement.closing_balance_cents).toBe(5_000_000_00 - 123_456_78);
        });

  it('negate_amounts flips a card statement that shows charges as positive', () => {
    const p = profile({
      date_format: 'MM/DD/YY',
      amount_mode: 'signed',
      amount_column: 2,
      negate_amounts: true,
    });
    const statement = parseCsv(
      'Date,Text,Amount\n03/02/26,HOME DEPOT,45.10\n03/05/26,PAYMENT THANK YOU,-500.00\n',
      p,
    );
    expect(statement.lines.map((l) => [l.posted_date, l.amount_cents])).toEqual([
      ['2026-03-02', -4_510],
      ['2026-03-05', 50_000],
    ]);
  });

  it('reads a file without a header, tab-delimited, with a newest-first running balance', () => {
    const p = profile({
      delimiter: '\t',
      has_header: false,
      date_format: 'YYYYMMDD',
      amount_mode: 'signed',
      amount_column: 2,
      balance_column: 3,
    });
    const statement = parseCsv('20260305\tB\t-20.00\t80.00\n20260304\tA\t100.00\t100.00\n', p);
    expect(statement.errors).toEqual([]);
    expect(statement.lines.map((l) => [l.line_number, l.amount_cents])).toEqual([
      [1, -2_000],
      [2, 10_000],
    ]);
    expect([statement.opening_balance_cents, statement.closing_balance_cents]).toEqual([0, 8_000]);
  });

  it('decodes iso-8859-1 and windows-1252 as mapped, and a UTF-8 BOM whatever the mapping says', () => {
    const p = profile({
      date_format: 'DD.MM.YYYY',
      amount_mode: 'signed',
      amount_column: 2,
      encoding: 'iso-8859-1',
    });
    const text = 'Datum,Text,Betrag\n02.03.2026,Bäckerei Müller,-3.20\n';
    expect(parseCsv(iconv.encode(text, 'latin1'), p).lines[0]?.payee).toBe('Bäckerei Müller');
    expect(
      parseCsv(iconv.encode(text.replace('Bäckerei', 'Bäckerei “Süd”'), 'windows-1252'), {
        ...p,
        encoding: 'windows-1252',
      }).lines[0]?.payee,
    ).toBe('Bäckerei “Süd” Müller');
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf-8')]);
    const statement = parseCsv(withBom, p);
    expect(statement.encoding).toBe('utf-8');
    expect(statement.lines[0]?.payee).toBe('Bäckerei Müller');
  });

  it('keeps quoted multi-line descriptions and numbers the row by its first line', () => {
    const p = profile({ date_format: 'YYYY-MM-DD', amount_mode: 'signed', amount_column: 2, memo_column: 3 });
    const statement = parseCsv(
      'Date,Text,Amount,Memo\n2026-03-02,"Two\nlines",1.00,m\n2026-03-03,next,2.00,\n',
      p,
    );
    expect(statement.lines.map((l) => [l.line_number, l.payee])).toEqual([
      [2, 'Two\nlines'],
      [4, 'next'],
    ]);
  });
});

describe('parseCsvDate', () => {
  it.each([
    ['03/14/2026', 'MM/DD/YYYY', '2026-03-14'],
    ['3/4/2026', 'MM/DD/YYYY', '2026-03-04'],
    ['14/03/2026', 'DD/MM/YYYY', '2026-03-14'],
    ['2026-03-14', 'YYYY-MM-DD', '2026-03-14'],
    ['2026-03-14T10:22:00', 'YYYY-MM-DD', '2026-03-14'],
    ['03/14/26', 'MM/DD/YY', '2026-03-14'],
    ['14/03/99', 'DD/MM/YY', '1999-03-14'],
    ['14.03.2026', 'DD.MM.YYYY', '2026-03-14'],
    ['20260314', 'YYYYMMDD', '2026-03-14'],
    ['03/14/2026 10:22 AM', 'MM/DD/YYYY', '2026-03-14'],
    ['02/29/2028', 'MM/DD/YYYY', '2028-02-29'],
  ] as const)('%s in %s is %s', (value, format, expected) => {
    expect(parseCsvDate(value, format)).toBe(expected);
  });

  it.each([
    ['14/03/2026', 'MM/DD/YYYY'],
    ['02/29/2026', 'MM/DD/YYYY'],
    ['2026-03-14', 'MM/DD/YYYY'],
    ['03/14/26', 'MM/DD/YYYY'],
    ['31/04/2026', 'DD/MM/YYYY'],
    ['2026031', 'YYYYMMDD'],
    ['March 3', 'MM/DD/YYYY'],
  ] as const)('%s is not a date in %s', (value, format) => {
    expect(parseCsvDate(value, format)).toBeNull();
  });
});
