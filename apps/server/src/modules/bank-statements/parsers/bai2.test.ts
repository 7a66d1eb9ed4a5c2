import { describe, expect, it } from 'vitest';
import { bai2File } from '../../../../test/helpers/bank-files.ts';
import { bankFixture, briefLine as brief } from '../../../../test/helpers/bank-parser-fixtures.ts';
import { detailFields } from './bai2.ts';
import { parseStatement } from './index.ts';

const fixture = (name: string) => bankFixture(name).toString('latin1');
const parse = (text: string) => parseStatement(Buffer.from(text, 'latin1'), { fileName: 'prior-day.bai' });

describe('BAI2 with an 88 continuation', () => {
  const text = fixture('bai2-continuation.bai');
  const statement = parse(text);

  it('reads the as-of date, the account and the 010/015 ledger balances (the 03 record runs on into an 88)', () => {
    expect(statement).toMatchObject({
      format: 'bai2',
      account_hint: '…3387',
      period_start: '2026-03-31',
      period_end: '2026-03-31',
      opening_balance_cents: 4_521_096,
      closing_balance_cents: 5_243_415,
      errors: [],
    });
  });

  it('signs by type code, takes the 475 customer reference as the check number, joins 88 text', () => {
    expect(statement.lines.map(brief)).toEqual([
      [5, '2026-03-31', -348_000, 'check', '1044', '2603310017', '', ''],
      [
        6,
        '2026-03-31',
        2_875_040,
        'ach',
        null,
        '2603310021',
        'CITY OF MESA ACH CREDIT PAY APP 4 RETAINAGE RELEASE',
        'Ref PAYAPP4',
      ],
      // Funds type V: a value date and time come before the references.
      [8, '2026-03-31', 1_430_515, 'deposit', null, '2603310033', 'COMMERCIAL DEPOSIT', ''],
      [9, '2026-03-31', -2_481_736, 'ach', null, '2603310040', 'RIDGELINE PAYROLL PPD NET PAY', ''],
      [10, '2026-03-31', -750_000, 'wire', null, 'FW2603310007', 'WIRE TO CANYON CONCRETE', ''],
      [11, '2026-03-31', -3_500, 'fee', null, '2603310099', 'ACCOUNT ANALYSIS FEE', ''],
    ]);
    expect(statement.lines[1]?.raw).toBe(
      '16,165,2875040,0,2603310021,PAYAPP4,CITY OF MESA ACH CREDIT\n88,PAY APP 4 RETAINAGE RELEASE/',
    );
    const total = statement.lines.reduce((sum, l) => sum + l.amount_cents, 0);
    expect((statement.opening_balance_cents ?? 0) + total).toBe(statement.closing_balance_cents);
  });

  it('checks each trailer total and count, naming the trailer line', () => {
    const damaged = text.replace('16,698,3500,', '16,698,3600,');
    expect(parse(damaged).errors).toEqual([
      {
        line: 12,
        message:
          'Line 12: the account control total 255420.93 does not equal the sum of its amounts 255421.93: the file may be damaged',
      },
      {
        line: 13,
        message:
          'Line 13: the group control total 255420.93 does not equal the sum of its amounts 255421.93: the file may be damaged',
      },
      {
        line: 14,
        message:
          'Line 14: the file control total 255420.93 does not equal the sum of its amounts 255421.93: the file may be damaged',
      },
    ]);
    const lineDropped = text
      .replace('16,698,3500,0,2603310099,,ACCOUNT ANALYSIS FEE/\r\n', '')
      .replace(/49,25542093,10/, '49,25538593,10');
    expect(parse(lineDropped).errors.map((e) => e.message)).toEqual([
      'Line 11: the account trailer counts 10 records, the file has 9',
      'Line 12: the group control total 255420.93 does not equal the sum of its amounts 255385.93: the file may be damaged',
      'Line 12: the group trailer counts 12 records, the file has 11',
      'Line 13: the file control total 255420.93 does not equal the sum of its amounts 255385.93: the file may be damaged',
      'Line 13: the file trailer counts 14 records, the file has 13',
    ]);
  });

  it('says when the file is cut short', () => {
    const cut = text.split('\r\n').slice(0, 9).join('\r\n');
    expect(parse(cut).errors).toEqual([
      { line: 9, message: 'Line 9: the file ends without its trailer (99) record: it may be cut short' },
    ]);
  });
});

describe('BAI2 details', () => {
  it('reads funds types S and D before the references', () => {
    expect(detailFields(['165,10000,S,5000,3000,2000,BR1,CR1,TEXT/'])).toEqual({
      typeCode: '165',
      amountText: '10000',
      bankRef: 'BR1',
      customerRef: 'CR1',
      text: 'TEXT',
    });
    expect(detailFields(['165,10000,D,2,0,6000,1,4000,BR2,CR2,MORE, WITH COMMA/'])).toMatchObject({
      bankRef: 'BR2',
      customerRef: 'CR2',
      text: 'MORE, WITH COMMA',
    });
  });

  it('continues fixed fields across an 88 record', () => {
    expect(detailFields(['475,12500,0,BR3/', '0000001050,CHECK/'])).toMatchObject({
      bankRef: 'BR3',
      customerRef: '0000001050',
      text: 'CHECK',
    });
  });

  it('names an unknown type code and a bad amount, and skips 890 information records', () => {
    const file = bai2File({ lines: [{ date: '2026-03-31', amountCents: 100, text: 'OK' }] });
    const withBad = file
      .replace(
        '16,165,100,0,,,OK/',
        '16,165,100,0,,,OK/\n16,950,200,0,,,OWN CODE/\n16,890,0,0,,,INFORMATION ONLY/\n16,455,12x,0,,,BAD/',
      )
      .replace(/49,\d+,\d+\//, '49,300,7/');
    const statement = parse(withBad);
    expect(statement.lines.map((l) => l.amount_cents)).toEqual([100]);
    expect(statement.errors.map((e) => e.message).slice(0, 2)).toEqual([
      "Line 5: type code '950' is not a credit (100–399) or a debit (400–699)",
      "Line 7: '12x' is not an amount in cents",
    ]);
  });

  it('spreads a multi-day file over its groups, opening from the first and closing from the last', () => {
    const statement = parse(
      bai2File({
        openingCents: 100_000,
        closingCents: 95_000,
        lines: [
          { date: '2026-03-02', amountCents: 10_000, bankReference: 'A', text: 'DEPOSIT' },
          { date: '2026-03-03', amountCents: -15_000, bankReference: 'B', checkNumber: '0000001200' },
        ],
      }),
    );
    expect(statement.errors).toEqual([]);
    expect(statement).toMatchObject({
      period_start: '2026-03-02',
      period_end: '2026-03-03',
      opening_balance_cents: 100_000,
      closing_balance_cents: 95_000,
    });
    expect(statement.lines.map((l) => [l.posted_date, l.amount_cents, l.kind, l.check_number])).toEqual([
      ['2026-03-02', 10_000, 'ach', null],
      ['2026-03-03', -15_000, 'check', '1200'],
    ]);
  });

  it('refuses a file of two accounts', () => {
    const one = bai2File({
      accountNumber: '11110001',
      lines: [{ date: '2026-03-02', amountCents: 1, text: 'A' }],
    });
    const other = bai2File({
      accountNumber: '22220002',
      lines: [{ date: '2026-03-03', amountCents: 1, text: 'B' }],
    });
    const both = [...one.trim().split('\n').slice(0, -1), ...other.trim().split('\n').slice(1)].join('\n');
    expect(parse(both).errors).toContainEqual({
      line: 0,
      message: 'This file holds 2 accounts (…0001, …0002): download one account at a time',
    });
  });
});
