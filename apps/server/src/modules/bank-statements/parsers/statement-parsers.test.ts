import { readdirSync } from 'node:fs';
import { CSV_DATE_FORMATS } from '@groundwork/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bai2File, csvFile, ofxFile } from '../../../../test/helpers/bank-files.ts';
import { bankFixture, bankFixturesDir } from '../../../../test/helpers/bank-parser-fixtures.ts';
import { dedupeKeys, detectStatementFormat, parseStatement, type TParsedLine } from './index.ts';

describe('detectStatementFormat', () => {
  it('recognizes every fixture by its content', () => {
    const formats = Object.fromEntries(
      readdirSync(bankFixturesDir).map((name) => [name, detectStatementFormat(bankFixture(name), name)]),
    );
    expect(formats).toEqual({
      'bai2-continuation.bai': 'bai2',
      'camt053-001-02.xml': 'camt053',
      'camt053-001-08.xml': 'camt053',
      'csv-day-first.csv': 'csv',
      'csv-debit-credit.csv': 'csv',
      'ofx-102-sgml.ofx': 'ofx',
      'ofx-220-xml.ofx': 'ofx',
      'ofx-shared-fitid.ofx': 'ofx',
      'qfx-intu-bid.qfx': 'qfx',
    });
  });

  it('does not trust the file name for content', () => {
    expect(detectStatementFormat(bankFixture('ofx-220-xml.ofx'), 'download.csv')).toBe('ofx');
    expect(detectStatementFormat(bankFixture('bai2-continuation.bai'), 'download.txt')).toBe('bai2');
    expect(detectStatementFormat(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n'), 'statement.pdf')).toBeNull();
    expect(detectStatementFormat(Buffer.from('<html><body>Sign in</body></html>'), 'export.ofx')).toBeNull();
    expect(detectStatementFormat(Buffer.from('<?xml version="1.0"?><Invoice/>'), 'a.xml')).toBeNull();
    expect(
      detectStatementFormat(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 1, 2]), 'statement.xlsx'),
    ).toBeNull();
    expect(detectStatementFormat(Buffer.from(''), 'empty.csv')).toBeNull();
  });
});

describe('parseStatement', () => {
  it('names a file that is no known format', () => {
    for (const [bytes, name] of [
      [Buffer.from('%PDF-1.7\n'), 'statement.pdf'],
      [Buffer.from(''), 'empty.ofx'],
      [Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0]), 'x.xlsx'],
    ] as const)
      expect(parseStatement(bytes, { fileName: name }).errors).toEqual([
        {
          line: 0,
          message: 'This file is not a statement this product reads (OFX, QFX, CSV, CAMT.053 or BAI2)',
        },
      ]);
  });

  it('never throws, whatever the bytes', () => {
    const prefixes = [
      '',
      'OFXHEADER:100\n\n<OFX>',
      '<?xml version="1.0"?><Document><BkToCstmrStmt>',
      '01,1,2,260101,0000,1,,,2/\n',
      'Date,Amount\n',
    ];
    const profile = csvFile({ lines: [] }).profile;
    fc.assert(
      fc.property(
        fc.constantFrom(...prefixes),
        fc.uint8Array({ maxLength: 400 }),
        fc.string({ maxLength: 200 }),
        (prefix, noise, text) => {
          for (const bytes of [
            Buffer.concat([Buffer.from(prefix), Buffer.from(noise)]),
            Buffer.from(prefix + text),
          ]) {
            const statement = parseStatement(bytes, { fileName: 'x.csv', csvProfile: profile });
            expect(Array.isArray(statement.lines)).toBe(true);
            for (const error of statement.errors) expect(typeof error.message).toBe('string');
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('dedupeKeys', () => {
  const line = (over: Partial<TParsedLine>): TParsedLine => ({
    line_number: 1,
    posted_date: '2026-03-02',
    amount_cents: -475,
    kind: 'debit',
    check_number: null,
    bank_reference: null,
    payee: 'CIRCLE K',
    memo: 'Coffee',
    raw: '',
    ...over,
  });

  it('keys by reference and amount, else by date, amount and text, numbering repeats within the file', () => {
    expect(
      dedupeKeys([
        line({ bank_reference: 'F1' }),
        line({ bank_reference: 'F1', amount_cents: -1_200 }),
        line({ bank_reference: 'F1' }),
        line({}),
        line({ payee: 'Circle  K!', memo: 'COFFEE' }),
        line({ posted_date: '2026-03-03' }),
        line({ bank_reference: '  ' }),
      ]),
    ).toEqual([
      { key: 'ref|F1|-475|1', occurrence: 1 },
      { key: 'ref|F1|-1200|1', occurrence: 1 },
      { key: 'ref|F1|-475|2', occurrence: 2 },
      { key: 'txt|2026-03-02|-475|circle k coffee|1', occurrence: 1 },
      { key: 'txt|2026-03-02|-475|circle k coffee|2', occurrence: 2 },
      { key: 'txt|2026-03-03|-475|circle k coffee|1', occurrence: 1 },
      { key: 'txt|2026-03-02|-475|circle k coffee|3', occurrence: 3 },
    ]);
  });

  it('the same file twice gives the same keys; an overlapping file shares only its common lines', () => {
    const march = [
      { date: '2026-03-30', amountCents: -1_000, name: 'A' },
      { date: '2026-03-31', amountCents: -2_000, name: 'B' },
    ];
    const april = [...march.slice(1), { date: '2026-04-01', amountCents: 3_000, name: 'C' }];
    const keys = (lines: typeof march) =>
      dedupeKeys(parseStatement(Buffer.from(ofxFile({ lines })), { fileName: 'a.ofx' }).lines).map(
        (k) => k.key,
      );
    expect(keys(march)).toEqual(keys(march));
    expect(keys(april).filter((k) => keys(march).includes(k))).toHaveLength(1);
  });
});

describe('round trip: a generated statement written out and parsed back gives the same lines', () => {
  const word = fc.stringMatching(/^[A-Za-z0-9éü&<>"#'.]{1,10}$/);
  const words = fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => w.join(' '));
  const day = fc
    .integer({ min: 0, max: 364 })
    .map((d) => new Date(Date.UTC(2026, 0, 1 + d)).toISOString().slice(0, 10));
  const generatedLine = fc.record({
    date: day,
    amountCents: fc.integer({ min: -99_999_999_99, max: 99_999_999_99 }).filter((c) => c !== 0),
    payee: words,
    memo: fc.option(words, { nil: undefined }),
    checkNumber: fc.option(fc.integer({ min: 1, max: 999_999 }).map(String), { nil: undefined }),
    reference: fc.stringMatching(/^[A-Z0-9-]{4,16}$/),
  });
  type TGeneratedLine = typeof generatedLine extends fc.Arbitrary<infer T> ? T : never;
  const generated = fc.array(generatedLine, { minLength: 1, maxLength: 25 });
  const sorted = <T extends { date: string }>(lines: T[]) =>
    [...lines].sort((a, b) => a.date.localeCompare(b.date));
  /** A parsed line's fields that OFX and CSV carry, beside the generated line's values for them. */
  const read = (l: TParsedLine) => [
    l.posted_date,
    l.amount_cents,
    l.payee,
    l.memo,
    l.check_number,
    l.bank_reference,
  ];
  const written = (l: TGeneratedLine) => [
    l.date,
    l.amountCents,
    l.payee,
    l.memo ?? '',
    l.checkNumber ?? null,
    l.reference,
  ];

  it('OFX 2 (and OFX 1 SGML)', () => {
    fc.assert(
      fc.property(generated, fc.constantFrom(1 as const, 2 as const), (lines, version) => {
        const file = ofxFile({
          version,
          lines: lines.map((l) => ({
            date: l.date,
            amountCents: l.amountCents,
            fitId: l.reference,
            checkNumber: l.checkNumber,
            name: l.payee,
            memo: l.memo,
          })),
        });
        const statement = parseStatement(Buffer.from(file), { fileName: 'x.ofx' });
        expect(statement.errors).toEqual([]);
        expect(statement.lines.map(read)).toEqual(lines.map(written));
        expect(dedupeKeys(statement.lines)).toHaveLength(lines.length);
      }),
      { numRuns: 150 },
    );
  });

  it('CSV, in every date format, sign style and amount layout', () => {
    fc.assert(
      fc.property(
        generated,
        fc.constantFrom(...CSV_DATE_FORMATS),
        fc.constantFrom('minus', 'parentheses', 'trailing'),
        fc.constantFrom('signed', 'debit_credit'),
        fc.constantFrom('.', ','),
        fc.boolean(),
        (lines, dateFormat, negatives, amountMode, decimalSeparator, thousandsSeparator) => {
          const { text, profile } = csvFile({
            lines: lines.map((l) => ({
              date: l.date,
              amountCents: l.amountCents,
              description: l.payee,
              memo: l.memo,
              checkNumber: l.checkNumber,
              reference: l.reference,
            })),
            dateFormat,
            negatives,
            amountMode,
            decimalSeparator,
            thousandsSeparator,
            openingBalanceCents: 1_000_00,
            preamble: ['Business Checking ...6789', 'Exported 04/01/2026'],
          });
          const statement = parseStatement(Buffer.from(text), { fileName: 'x.csv', csvProfile: profile });
          expect(statement.errors).toEqual([]);
          expect(statement.lines.map(read)).toEqual(lines.map(written));
          expect(statement.opening_balance_cents).toBe(1_000_00);
          expect(statement.closing_balance_cents).toBe(
            1_000_00 + lines.reduce((s, l) => s + l.amountCents, 0),
          );
        },
      ),
      { numRuns: 150 },
    );
  });

  it('BAI2 (lines in date order: one group per as-of date)', () => {
    fc.assert(
      fc.property(generated, (unsorted) => {
        const lines = sorted(unsorted);
        const opening = 5_000_00;
        const closing = opening + lines.reduce((s, l) => s + l.amountCents, 0);
        const file = bai2File({
          openingCents: opening,
          closingCents: closing,
          lines: lines.map((l) => ({
            date: l.date,
            amountCents: l.amountCents,
            bankReference: l.reference,
            checkNumber: l.amountCents < 0 ? l.checkNumber : undefined,
            text: l.payee.replaceAll('/', ''),
          })),
        });
        const statement = parseStatement(Buffer.from(file), { fileName: 'x.bai' });
        expect(statement.errors).toEqual([]);
        expect(
          statement.lines.map((l) => [
            l.posted_date,
            l.amount_cents,
            l.payee,
            l.check_number,
            l.bank_reference,
          ]),
        ).toEqual(
          lines.map((l) => [
            l.date,
            l.amountCents,
            l.payee,
            l.amountCents < 0 ? (l.checkNumber ?? null) : null,
            l.reference,
          ]),
        );
        expect([statement.opening_balance_cents, statement.closing_balance_cents]).toEqual([
          opening,
          closing,
        ]);
      }),
      { numRuns: 150 },
    );
  });
});
