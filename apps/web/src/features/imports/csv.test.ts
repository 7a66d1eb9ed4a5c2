import { describe, expect, it } from 'vitest';
import { isCsvFileName } from '@/lib/csv-file';
import { parseCsv, toCsv } from './csv';

describe('parseCsv', () => {
  it('reads plain rows', () => {
    expect(parseCsv('code,description\n01-0000,General\n')).toEqual([
      ['code', 'description'],
      ['01-0000', 'General'],
    ]);
  });

  it('takes quoted fields with commas, doubled quotes and line breaks, and strips the quotes', () => {
    expect(
      parseCsv('"01-0100","Concrete, cast-in-place"\n01-0200,"The ""good"" kind"\n"02-0000","two\nlines"'),
    ).toEqual([
      ['01-0100', 'Concrete, cast-in-place'],
      ['01-0200', 'The "good" kind'],
      ['02-0000', 'two\nlines'],
    ]);
  });

  it('drops a byte-order mark and accepts CRLF and CR line ends', () => {
    expect(parseCsv('\uFEFFcode,description\r\n01-0000,General\r\n')).toEqual([
      ['code', 'description'],
      ['01-0000', 'General'],
    ]);
    expect(parseCsv('a,b\rc,d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('skips blank lines but keeps rows of empty fields', () => {
    expect(parseCsv('a,b\n\n\r\nc,d\n,\n\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['', ''],
    ]);
  });

  it('keeps a last line without its line break, single columns and extra columns', () => {
    expect(parseCsv('01-0000\n01-0100,Desc,extra')).toEqual([['01-0000'], ['01-0100', 'Desc', 'extra']]);
  });

  it('keeps blank lines inside a quoted field, and CRLF inside it, as written', () => {
    expect(parseCsv('a,"x\r\n\r\ny"\r\nb,c\r\n\r\n')).toEqual([
      ['a', 'x\r\n\r\ny'],
      ['b', 'c'],
    ]);
  });

  it('keeps a quoted empty field as a row', () => {
    expect(parseCsv('""\n')).toEqual([['']]);
  });

  it('takes a quote inside an unquoted field literally', () => {
    expect(parseCsv('12" pipe,ok')).toEqual([['12" pipe', 'ok']]);
  });

  it('reads an empty file as no rows', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\uFEFF')).toEqual([]);
    expect(parseCsv('\n\n')).toEqual([]);
  });
});

describe('toCsv', () => {
  it('quotes only what needs it, and round-trips through parseCsv', () => {
    const rows = [
      ['code', 'description', 'is_parent'],
      ['01-0000', 'General, "misc"', 'true'],
      ['01-0100', ' padded ', 'false'],
    ];
    const text = toCsv(rows);
    expect(text).toBe(
      'code,description,is_parent\r\n01-0000,"General, ""misc""",true\r\n01-0100," padded ",false\r\n',
    );
    expect(parseCsv(text)).toEqual(rows);
    expect(toCsv([[true, 12, null]])).toBe('true,12,\r\n');
  });

  it('neutralises formulas (OWASP): =, +, -, @, tab and CR at the start of a cell get a single quote', () => {
    const text = toCsv([
      ['=HYPERLINK("http://evil.example","Click")', '+1', '-1+2', '@SUM(A1)', '\t=1', '\r=1', 'plain', -5],
    ]);
    expect(parseCsv(text)).toEqual([
      [
        '\'=HYPERLINK("http://evil.example","Click")',
        "'+1",
        "'-1+2",
        "'@SUM(A1)",
        "'\t=1",
        "'\r=1",
        'plain',
        '-5',
      ],
    ]);
  });
});

describe('isCsvFileName', () => {
  it.each([
    ['codes.csv', true],
    ['CODES.CSV', true],
    ['codes.csv.txt', false],
    ['codes.xlsx', false],
    ['csv', false],
  ])('%s → %s', (name, expected) => {
    expect(isCsvFileName(name)).toBe(expected);
  });
});
