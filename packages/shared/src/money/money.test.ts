import { describe, expect, it } from 'vitest';
import { centsToInput, formatCents, parseMoneyToCents } from './money.ts';

describe('parseMoneyToCents', () => {
  it.each([
    ['1234', 123400],
    ['1,234.5', 123450],
    ['$1,234.56', 123456],
    ['0.01', 1],
    ['0', 0],
    ['.5', 50],
    ['12.', 1200],
    ['  42.10 ', 4210],
    ['1,000,000.99', 100000099],
    ['90071992547409.91', 9007199254740991],
  ])('%j → %d', (input, cents) => {
    expect(parseMoneyToCents(input)).toBe(cents);
  });

  it.each([
    '',
    ' ',
    '.',
    '$',
    '1.234',
    '-1',
    '-0.01',
    'abc',
    '12a',
    '1e5',
    '1,23',
    '12,34.5',
    '1.2.3',
    '90071992547409.92',
  ])('%j → null', (input) => {
    expect(parseMoneyToCents(input)).toBeNull();
  });

  it('is exact where floats are not (0.1 + 0.2)', () => {
    expect(parseMoneyToCents('0.29')).toBe(29);
    expect(parseMoneyToCents('1.15')).toBe(115);
    expect(parseMoneyToCents('4.35')).toBe(435);
  });
});

describe('formatCents', () => {
  it.each([
    [123450, '$1,234.50'],
    [0, '$0.00'],
    [1, '$0.01'],
    [99, '$0.99'],
    [100000000, '$1,000,000.00'],
    [9007199254740991, '$90,071,992,547,409.91'],
    [-50, '-$0.50'],
    [-123456, '-$1,234.56'],
  ])('%d → %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('takes the currency', () => {
    expect(formatCents(123450, 'EUR')).toBe('€1,234.50');
    expect(formatCents(5, 'GBP')).toBe('£0.05');
    expect(formatCents(123450, 'CAD')).toBe('CA$1,234.50');
  });
});

describe('centsToInput', () => {
  it.each([
    [123450, '1234.50'],
    [1, '0.01'],
    [0, '0.00'],
    [null, ''],
    [-205, '-2.05'],
  ])('%j → %j', (cents, text) => {
    expect(centsToInput(cents)).toBe(text);
  });

  it('round-trips with parseMoneyToCents', () => {
    for (const cents of [0, 1, 10, 99, 100, 12345, 9007199254740991]) {
      expect(parseMoneyToCents(centsToInput(cents))).toBe(cents);
    }
  });
});
