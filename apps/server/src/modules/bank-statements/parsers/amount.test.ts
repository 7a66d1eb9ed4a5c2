import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents, parseAmountCents } from './amount.ts';
import { isoDate, ofxDate, yymmddDate } from './dates.ts';

describe('parseAmountCents', () => {
  it.each([
    ['12.50', '.', 1_250],
    ['-12.50', '.', -1_250],
    ['+3', '.', 300],
    ['(12.50)', '.', -1_250],
    ['12.50-', '.', -1_250],
    ['(0.01)', '.', -1],
    ['-0.01', '.', -1],
    ['.5', '.', 50],
    ['1,234,567.89', '.', 123_456_789],
    ['$1,234.56', '.', 123_456],
    ['-$12.00', '.', -1_200],
    ['1 234,56', ',', 123_456],
    ['1.234,56', ',', 123_456],
    ['1.234,56-', ',', -123_456],
    ['12,5', ',', 1_250],
    ['-12.3400', '.', -1_234],
    ['0.00', '.', 0],
    ['-0.00', '.', 0],
    ['1234.56 USD', '.', 123_456],
    ['0.07', '.', 7],
    ['1.15', '.', 115],
    ['4.35', '.', 435],
  ] as const)('%s with %s decimals is %i cents', (text, decimal, cents) => {
    expect(parseAmountCents(text, decimal)).toBe(cents);
  });

  it.each([
    ['abc'],
    [''],
    ['12.345'],
    ['1,23.45'],
    ['12.50.1'],
    ['--1'],
    ['1e5'],
    ['(12.50'],
    ['12,50'],
    ['99999999999999999.99'],
  ])("'%s' is not an amount", (text) => {
    expect(parseAmountCents(text, '.')).toBeNull();
  });

  it('reads back every amount it formats, exactly (no float rounding)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(parseAmountCents(formatCents(cents))).toBe(cents);
        const grouped = formatCents(cents).replace(
          /^(-?)(\d+)/,
          (_, sign: string, whole: string) => sign + whole.replace(/\B(?=(\d{3})+(?!\d))/g, ','),
        );
        expect(parseAmountCents(grouped)).toBe(cents);
        const parenthesized = cents < 0 ? `(${grouped.slice(1)})` : grouped;
        expect(parseAmountCents(parenthesized)).toBe(cents);
      }),
    );
  });
});

describe('statement dates', () => {
  it('takes the date part of OFX dates and checks the calendar', () => {
    expect(ofxDate('20260131120000.000[-5:EST]')).toBe('2026-01-31');
    expect(ofxDate('20260131')).toBe('2026-01-31');
    expect(ofxDate('202601311200')).toBe('2026-01-31');
    expect(ofxDate('20260231')).toBeNull();
    expect(ofxDate('2026-01-31')).toBeNull();
    expect(yymmddDate('260331')).toBe('2026-03-31');
    expect(yymmddDate('991231')).toBe('1999-12-31');
    expect(yymmddDate('260431')).toBeNull();
    expect(isoDate(2028, 2, 29)).toBe('2028-02-29');
    expect(isoDate(2026, 2, 29)).toBeNull();
  });
});
