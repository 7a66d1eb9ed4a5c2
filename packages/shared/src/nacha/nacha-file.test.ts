import { describe, expect, it } from 'vitest';
import balancedFixture from './fixtures/payroll-balanced.ach?raw';
import creditsFixture from './fixtures/payroll-credits.ach?raw';
import { nachaEntryHash, type TNachaFileInput, writeNachaFile } from './nacha-file.ts';
import { isValidRoutingNumber, nachaAscii, routingCheckDigit } from './nacha-text.ts';

const fixture = (name: string) =>
  ({ 'payroll-credits.ach': creditsFixture, 'payroll-balanced.ach': balancedFixture })[name] ?? '';

/** The input of fixtures/payroll-credits.ach (written by hand, field by field). */
const base: TNachaFileInput = {
  immediateDestination: '091000019',
  immediateDestinationName: 'Wells Fargo Bank',
  immediateOrigin: '1234567890',
  immediateOriginName: 'Riverside Builders LLC',
  creationDate: '2026-07-01',
  creationTime: '0930',
  fileIdModifier: 'A',
  referenceCode: 'Run 7',
  purpose: 'credit',
  companyName: 'Riverside Bldrs',
  companyId: '1234567890',
  entryDescription: 'Payroll',
  descriptiveDate: '260702',
  effectiveDate: '2026-07-02',
  odfiRouting: '091000019',
  entries: [
    {
      accountType: 'checking',
      routingNumber: '021000021',
      accountNumber: '123456789',
      amountCents: 1_523_456,
      individualId: 'E-0001',
      individualName: 'José Núñez',
    },
    {
      accountType: 'savings',
      routingNumber: '121000248',
      accountNumber: '000987654321',
      amountCents: 25_000,
      individualId: 'E-0002',
      individualName: "Mary O'Brien",
    },
    {
      accountType: 'checking',
      routingNumber: '026009593',
      accountNumber: '4455-6677 88',
      amountCents: 98_765,
      individualId: 'E-0003',
      individualName: 'Christopher Alexander Montgomery',
    },
  ],
};

/*
 * fixtures/payroll-credits.ach, record by record (positions 1-based, inclusive):
 *   1 file header   1 '1' | 2-3 priority '01' | 4-13 ' 091000019' | 14-23 origin '1234567890' |
 *                   24-29 '260701' | 30-33 '0930' | 34 modifier 'A' | 35-37 '094' | 38-39 '10' | 40 '1' |
 *                   41-63 'WELLS FARGO BANK' + 7 spaces | 64-86 'RIVERSIDE BUILDERS LLC' + 1 | 87-94 'RUN 7' + 3
 *   5 batch header  1 '5' | 2-4 '220' (credits only) | 5-20 'RIVERSIDE BLDRS ' | 21-40 20 spaces |
 *                   41-50 '1234567890' | 51-53 'PPD' | 54-63 'PAYROLL   ' | 64-69 descriptive '260702' |
 *                   70-75 effective '260702' | 76-78 settlement '   ' | 79 '1' | 80-87 ODFI '09100001' |
 *                   88-94 batch '0000001'
 *   6 entries       1 '6' | 2-3 code (22 checking, 32 savings) | 4-11 RDFI | 12 check digit |
 *                   13-29 account, 17 left-justified ('4455-6677 88' → '4455-667788') | 30-39 amount in
 *                   cents | 40-54 id | 55-76 name, ASCII uppercase ('José Núñez' → 'JOSE NUNEZ'; the long
 *                   name cut to 'CHRISTOPHER ALEXANDER ') | 77-78 '  ' | 79 addenda '0' | 80-94 trace
 *                   '09100001' + '0000001'…'0000003'
 *   8 batch control 1 '8' | 2-4 '220' | 5-10 '000003' | 11-20 hash: 02100002 + 12100024 + 02600959 =
 *                   16,800,985 → '0016800985' | 21-32 debits 0 | 33-44 credits 15,234.56 + 250.00 + 987.65
 *                   = 16,472.21 → '000001647221' | 45-54 company id | 55-73 MAC blank | 74-79 blank |
 *                   80-87 ODFI | 88-94 batch
 *   9 file control  1 '9' | 2-7 batches '000001' | 8-13 blocks '000001' (7 records → 1 block) |
 *                   14-21 entries '00000003' | 22-31 hash | 32-43 debits | 44-55 credits | 56-94 blank
 *   then 3 lines of 94 '9's: 7 records padded to 10. Each record ends with "\n" (950 bytes).
 */
describe('writeNachaFile', () => {
  it('writes the credits-only payroll file byte for byte as the hand-written fixture', () => {
    const file = writeNachaFile(base);
    expect(creditsFixture).toHaveLength(10 * 95); // ten records of 94 characters, each with its "\n"
    expect(file.content).toBe(fixture('payroll-credits.ach'));
    expect(file).toMatchObject({
      entryCount: 3,
      entryHash: '0016800985',
      totalCreditCents: 1_647_221,
      totalDebitCents: 0,
      blockCount: 1,
      recordCount: 7,
    });
  });

  /*
   * fixtures/payroll-balanced.ach: the first two credits and the company's offsetting debit:
   *   service class 200 in the batch header and control; entry 3 code 27 (checking debit) to
   *   091000019 account 5550001234, 15,234.56 + 250.00 = 15,484.56 → '0001548456', trace …0000003;
   *   hash 02100002 + 12100024 + 09100001 = 23,300,027 → '0023300027'; debits = credits = 1,548,456.
   */
  it('takes the ODFI as its eight digits (as payroll settings keep it) and writes the same file', () => {
    expect(writeNachaFile({ ...base, odfiRouting: '09100001' }).content).toBe(fixture('payroll-credits.ach'));
    expect(() => writeNachaFile({ ...base, odfiRouting: '0910001' })).toThrow(/ODFI/);
  });

  it('writes a balanced file with the offsetting debit as its fixture', () => {
    const file = writeNachaFile({
      ...base,
      fileIdModifier: 'B',
      referenceCode: '',
      entries: base.entries.slice(0, 2),
      offset: {
        accountType: 'checking',
        routingNumber: '091000019',
        accountNumber: '5550001234',
        name: 'Riverside Builders LLC',
      },
    });
    expect(file.content).toBe(fixture('payroll-balanced.ach'));
    expect(file.totalDebitCents).toBe(file.totalCreditCents);
  });

  it('keeps the rightmost ten digits of an entry hash over ten digits', () => {
    // 400 entries at RDFI 32507076: 400 × 32,507,076 = 13,002,830,400 (11 digits) → '3002830400'.
    const entries = Array.from({ length: 400 }, (_, i) => ({
      ...base.entries[0],
      routingNumber: '325070760',
      amountCents: 100 + i,
    })) as TNachaFileInput['entries'];
    const file = writeNachaFile({ ...base, entries });
    expect(file.entryHash).toBe('3002830400');
    const lines = file.content.split('\n');
    const batchControl = lines[402] ?? '';
    expect(batchControl.slice(0, 1)).toBe('8');
    expect(batchControl.slice(4, 10)).toBe('000400');
    expect(batchControl.slice(10, 20)).toBe('3002830400');
    // Credits: Σ (100 + i) for i < 400 = 40,000 + 79,800 = 119,800.
    expect(batchControl.slice(32, 44)).toBe('000000119800');
    const fileControl = lines[403] ?? '';
    expect(fileControl.slice(21, 31)).toBe('3002830400');
    // 404 records → 41 blocks, padded with 6 lines of 9s to 410.
    expect(fileControl.slice(7, 13)).toBe('000041');
    expect(lines).toHaveLength(411); // 410 records and the empty string after the final "\n"
    expect(lines.slice(404, 410).every((l) => l === '9'.repeat(94))).toBe(true);
    expect(lines.slice(0, 410).every((l) => l.length === 94)).toBe(true);
  });

  it('adds no padding when the records fill the last block exactly', () => {
    // 6 entries + 4 header/control records = 10 records: one block, no line of 9s.
    const entries = Array.from({ length: 6 }, () => base.entries[1]) as TNachaFileInput['entries'];
    const file = writeNachaFile({ ...base, entries });
    const lines = file.content.trimEnd().split('\n');
    expect(lines).toHaveLength(10);
    expect(lines[9]?.startsWith('9000001000001')).toBe(true);
  });

  it('writes prenotes as 23/33 entries of zero in a credits batch', () => {
    const file = writeNachaFile({ ...base, purpose: 'prenote' });
    const entries = file.content.split('\n').filter((l) => l.startsWith('6'));
    expect(entries.map((l) => l.slice(1, 3))).toEqual(['23', '33', '23']);
    expect(entries.every((l) => l.slice(29, 39) === '0000000000')).toBe(true);
    expect(file.totalCreditCents).toBe(0);
    expect(file.content.split('\n')[1]?.slice(1, 4)).toBe('220');
    expect(file.entryHash).toBe('0016800985');
  });

  it('refuses what a bank would reject', () => {
    expect(() => writeNachaFile({ ...base, immediateDestination: '091000018' })).toThrow(/check digit/);
    expect(() => writeNachaFile({ ...base, entries: [] })).toThrow(/at least one entry/);
    expect(() => writeNachaFile({ ...base, fileIdModifier: 'a' })).toThrow(/modifier/);
    const tooBig = { ...base.entries[0], amountCents: 100_000_000_00 } as TNachaFileInput['entries'][number];
    expect(() => writeNachaFile({ ...base, entries: [tooBig] })).toThrow(/longer than 10/);
    const zero = { ...base.entries[0], amountCents: 0 } as TNachaFileInput['entries'][number];
    expect(() => writeNachaFile({ ...base, entries: [zero] })).toThrow(/credit of zero/);
  });
});

describe('NACHA text and numbers', () => {
  it('computes check digits by weights 3-7-1', () => {
    // 0·3 + 9·7 + 1·1 + 0·3 + 0·7 + 0·1 + 0·3 + 1·7 = 71 → 10 − 1 = 9.
    expect(routingCheckDigit('09100001')).toBe(9);
    expect(isValidRoutingNumber('091000019')).toBe(true);
    expect(isValidRoutingNumber('091000010')).toBe(false);
    expect(isValidRoutingNumber('12345678')).toBe(false);
  });

  it('writes ASCII uppercase only', () => {
    expect(nachaAscii('Zoë Ångström – Straße')).toBe('ZOE ANGSTROM   STRASSE');
    expect(nachaAscii('李 Wei')).toBe('  WEI');
  });

  it('sums the hash on the RDFI eight digits', () => {
    expect(nachaEntryHash(['021000021', '121000248'])).toBe('0014200026');
    expect(nachaEntryHash(Array(200).fill('999999999'))).toBe('9999999800'); // 200 × 99,999,999 = 19,999,999,800
  });
});
