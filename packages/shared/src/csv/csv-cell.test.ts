import { describe, expect, it } from 'vitest';
import { neutralizeCsvCell, neutralizeCsvRow } from './csv-cell.ts';

describe('neutralizeCsvCell (OWASP CSV injection)', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', '\'=HYPERLINK("http://evil.example","x")'],
    ['+1+cmd|/c calc!A0', "'+1+cmd|/c calc!A0"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
  ])('prefixes %j with a single quote', (value, expected) => {
    expect(neutralizeCsvCell(value)).toBe(expected);
  });

  it.each([['General Requirements'], ['01-0000'], ['a = b'], [' =padded'], ["'already quoted"], ['']])(
    'leaves %j as it is',
    (value) => {
      expect(neutralizeCsvCell(value)).toBe(value);
    },
  );

  it('writes numbers and booleans as they are, and null as empty', () => {
    expect(neutralizeCsvRow([-125.5, 0, true, false, null, undefined])).toEqual([
      '-125.5',
      '0',
      'true',
      'false',
      '',
      '',
    ]);
  });
});
