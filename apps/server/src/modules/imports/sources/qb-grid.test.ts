import { describe, expect, it } from 'vitest';
import { readCsvGrid, splitCsv } from './qb-grid.ts';

describe('splitCsv', () => {
  it('reads quoted fields, doubled quotes, line breaks inside quotes and every line ending', () => {
    expect(splitCsv('a,"b,c","say ""hi"""\r\n"multi\nline",2\rlast,"""1,234.56"""\n', ',')).toEqual([
      ['a', 'b,c', 'say "hi"'],
      ['multi\nline', '2'],
      ['last', '"1,234.56"'],
    ]);
  });

  it('keeps blank lines as rows, rows of any length, stray and unclosed quotes as text', () => {
    expect(splitCsv('title\n\n,x,y\nab"c,"d"e\n"open', ',')).toEqual([
      ['title'],
      [''],
      ['', 'x', 'y'],
      ['ab"c', 'de'],
      ['open'],
    ]);
    expect(splitCsv('', ',')).toEqual([]);
    expect(splitCsv('a\tb\n', '\t')).toEqual([['a', 'b']]);
  });
});

describe('readCsvGrid', () => {
  it('keeps indentation apart from the text and sniffs tabs', () => {
    const grid = readCsvGrid(new TextEncoder().encode('Name\tBalance\n    Lumber\t1.00\n'));
    expect(grid.rows[1]).toEqual([
      { text: 'Lumber', indent: 4 },
      { text: '1.00', indent: 0 },
    ]);
  });
});
