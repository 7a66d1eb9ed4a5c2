import { describe, expect, it } from 'vitest';
import { chooseMonth, daysInMonth, joinFiscalYearEnd, MONTHS, splitFiscalYearEnd } from './fiscal-year-end';

describe('fiscal year end', () => {
  it('lists twelve months with two-digit values', () => {
    expect(MONTHS).toHaveLength(12);
    expect(MONTHS[1]).toEqual({ value: '02', label: 'February' });
    expect(MONTHS[11]).toEqual({ value: '12', label: 'December' });
  });

  it.each([
    ['01', 31],
    ['02', 29],
    ['04', 30],
    ['12', 31],
  ])('month %s has %i days', (month, days) => {
    expect(daysInMonth(month)).toBe(days);
  });

  it('splits and joins MM-DD', () => {
    expect(splitFiscalYearEnd('02-29')).toEqual({ month: '02', day: '29' });
    expect(splitFiscalYearEnd(null)).toEqual({ month: '', day: '' });
    expect(splitFiscalYearEnd('garbage')).toEqual({ month: '', day: '' });
    expect(joinFiscalYearEnd({ month: '06', day: '30' })).toBe('06-30');
    expect(joinFiscalYearEnd({ month: '06', day: '' })).toBeNull();
  });

  it.each([
    [{ month: '12', day: '31' }, '02', { month: '02', day: '29' }],
    [{ month: '12', day: '31' }, '04', { month: '04', day: '30' }],
    [{ month: '01', day: '15' }, '02', { month: '02', day: '15' }],
    [{ month: '02', day: '29' }, '03', { month: '03', day: '29' }],
    [{ month: '', day: '' }, '09', { month: '09', day: '30' }],
    [{ month: '05', day: '10' }, '', { month: '', day: '' }],
  ])('%j, choosing month %s → %j', (current, month, expected) => {
    expect(chooseMonth(current, month)).toEqual(expected);
  });
});
