import { describe, expect, it } from 'vitest';
import {
  draftFromProfile,
  EMPTY_MAPPING,
  guessDelimiter,
  guessSkipRows,
  initialMapping,
  mapRow,
  mapSample,
  parseCsvAmount,
  parseCsvDate,
  profileFromDraft,
  readRows,
  splitSample,
  suggestColumns,
  type TCsvMappingDraft,
} from './import-csv-mapping';

const DAY_FIRST = [
  'Acme Bank plc,Statement',
  'Account,12345678',
  '',
  'Date,Description,Debit,Credit,Balance',
  '13/03/2026,COFFEE SHOP,"1,250.00",,8750.00',
  '14/03/2026,DEPOSIT,,500.00,9250.00',
  '15/03/2026,SERVICE CHARGE,(0.01),,9249.99',
].join('\r\n');

describe('reading the first rows', () => {
  it('finds the delimiter most rows share', () => {
    expect(guessDelimiter('Date;Amount;Text\n01.03.2026;-12,50;Fee\n02.03.2026;100,00;In')).toBe(';');
    expect(guessDelimiter('Date\tAmount\n2026-03-01\t-12.50')).toBe('\t');
    expect(guessDelimiter(DAY_FIRST)).toBe(',');
  });

  it('skips blank lines, keeps quoted commas, and finds the preamble before the header', () => {
    const rows = readRows(DAY_FIRST, ',');
    expect(rows).toHaveLength(6);
    expect(rows[3]).toEqual(['13/03/2026', 'COFFEE SHOP', '1,250.00', '', '8750.00']);
    expect(guessSkipRows(rows)).toBe(2);
  });

  it('splits preamble, header and data and numbers the first data row', () => {
    const sample = splitSample(readRows(DAY_FIRST, ','), { skip_rows: 2, has_header: true });
    expect(sample.preamble).toHaveLength(2);
    expect(sample.header).toEqual(['Date', 'Description', 'Debit', 'Credit', 'Balance']);
    expect(sample.rows).toHaveLength(3);
    expect(sample.firstRowNumber).toBe(4);
    expect(sample.columnCount).toBe(5);
  });

  it('suggests columns named plainly, and never a date format', () => {
    const mapping = initialMapping(DAY_FIRST);
    expect(mapping).toMatchObject({
      delimiter: ',',
      skip_rows: 2,
      has_header: true,
      date_column: 0,
      description_column: 1,
      amount_mode: 'debit_credit',
      debit_column: 2,
      credit_column: 3,
      balance_column: 4,
      date_format: '',
    });
  });

  it('does not take a column for another by its values', () => {
    expect(suggestColumns(['Posted', 'Value', 'Info'])).toEqual({});
    expect(suggestColumns(['Check Number', 'Amount', 'Transaction Date'])).toEqual({
      check_number_column: 0,
      amount_column: 1,
      date_column: 2,
    });
  });

  it('reads a file without a header row as data', () => {
    const mapping = initialMapping('2026-03-01,-12.50,FEE\n2026-03-02,100.00,DEPOSIT');
    expect(mapping.has_header).toBe(false);
    expect(mapping.skip_rows).toBe(0);
  });
});

describe('dates in the format chosen', () => {
  it('reads each format, and refuses a day that cannot be', () => {
    expect(parseCsvDate('03/04/2026', 'MM/DD/YYYY')).toBe('2026-03-04');
    expect(parseCsvDate('03/04/2026', 'DD/MM/YYYY')).toBe('2026-04-03');
    expect(parseCsvDate('13/03/2026', 'MM/DD/YYYY')).toBeNull();
    expect(parseCsvDate('13/03/2026', 'DD/MM/YYYY')).toBe('2026-03-13');
    expect(parseCsvDate('2026-03-31', 'YYYY-MM-DD')).toBe('2026-03-31');
    expect(parseCsvDate('3/4/26', 'MM/DD/YY')).toBe('2026-03-04');
    expect(parseCsvDate('31.12.2025', 'DD.MM.YYYY')).toBe('2025-12-31');
    expect(parseCsvDate('20260229', 'YYYYMMDD')).toBeNull();
    expect(parseCsvDate('20240229', 'YYYYMMDD')).toBe('2024-02-29');
  });
});

describe('amounts as banks write them', () => {
  it('takes minus, parentheses and a trailing minus as money out', () => {
    expect(parseCsvAmount('-12.50')).toBe(-1250);
    expect(parseCsvAmount('(0.01)')).toBe(-1);
    expect(parseCsvAmount('12.50-')).toBe(-1250);
    expect(parseCsvAmount('$1,250.00')).toBe(125_000);
    expect(parseCsvAmount('+7')).toBe(700);
  });

  it('reads a comma decimal separator', () => {
    expect(parseCsvAmount('1.234,56', ',')).toBe(123_456);
    expect(parseCsvAmount('-12,5', ',')).toBe(-1250);
  });

  it('refuses what is not an amount', () => {
    expect(parseCsvAmount('')).toBeNull();
    expect(parseCsvAmount('abc')).toBeNull();
    expect(parseCsvAmount('1.234')).toBeNull();
  });
});

describe('the mapping and the profile it saves', () => {
  const mapping: TCsvMappingDraft = {
    ...EMPTY_MAPPING,
    skip_rows: 2,
    date_column: 0,
    date_format: 'DD/MM/YYYY',
    amount_mode: 'debit_credit',
    debit_column: 2,
    credit_column: 3,
    description_column: 1,
    balance_column: 4,
  };

  it('reads debit as money out and credit as money in', () => {
    const sample = splitSample(readRows(DAY_FIRST, ','), mapping);
    expect(mapSample(sample, mapping).map((row) => [row.lineNumber, row.date, row.amountCents])).toEqual([
      [4, '2026-03-13', -125_000],
      [5, '2026-03-14', 50_000],
      [6, '2026-03-15', -1],
    ]);
  });

  it('names the line of a date the format cannot read', () => {
    const wrong = { ...mapping, date_format: 'MM/DD/YYYY' as const };
    const row = mapRow(['13/03/2026', 'X', '1.00', '', ''], 14, wrong);
    expect(row.problems).toEqual(["Line 14: '13/03/2026' is not a date in MM/DD/YYYY"]);
  });

  it('flips every sign for a card statement', () => {
    const signed: TCsvMappingDraft = {
      ...EMPTY_MAPPING,
      date_column: 0,
      date_format: 'YYYY-MM-DD',
      amount_column: 1,
      negate_amounts: true,
    };
    expect(mapRow(['2026-03-01', '45.00'], 2, signed).amountCents).toBe(-4500);
  });

  it('asks for the date format: it is never guessed', () => {
    const result = profileFromDraft({ ...mapping, date_format: '' });
    expect(result).toEqual({ ok: false, problems: ['Choose the date format the file uses'] });
  });

  it('asks for the amount columns of the chosen mode', () => {
    const result = profileFromDraft({ ...mapping, amount_mode: 'signed' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems).toContain('Choose the amount column');
  });

  it('makes the profile the server takes, with only the chosen mode’s columns', () => {
    const result = profileFromDraft({ ...mapping, amount_column: 5 });
    expect(result).toEqual({
      ok: true,
      profile: {
        delimiter: ',',
        encoding: 'utf-8',
        skip_rows: 2,
        has_header: true,
        date_column: 0,
        date_format: 'DD/MM/YYYY',
        amount_mode: 'debit_credit',
        amount_column: null,
        debit_column: 2,
        credit_column: 3,
        negate_amounts: false,
        decimal_separator: '.',
        description_column: 1,
        memo_column: null,
        check_number_column: null,
        reference_column: null,
        balance_column: 4,
      },
    });
  });

  it('starts from the saved profile', () => {
    const saved = profileFromDraft(mapping);
    if (!saved.ok) throw new Error('expected a profile');
    expect(draftFromProfile(saved.profile)).toEqual({ ...mapping });
    expect(draftFromProfile(null)).toEqual(EMPTY_MAPPING);
  });
});
