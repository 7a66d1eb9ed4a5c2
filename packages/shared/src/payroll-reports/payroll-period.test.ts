import { describe, expect, it } from 'vitest';
import { monthsOf, payrollPeriodRange } from './payroll-period.ts';

describe('payroll reporting periods', () => {
  it('turns a year, a quarter and a month into their dates', () => {
    expect(payrollPeriodRange('2026')).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
      label: '2026',
      kind: 'year',
    });
    expect(payrollPeriodRange('2026-Q1')).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      label: 'Q1 2026',
      kind: 'quarter',
    });
    expect(payrollPeriodRange('2026-Q4')?.to).toBe('2026-12-31');
    expect(payrollPeriodRange('2028-02')).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
      label: 'February 2028',
      kind: 'month',
    });
  });

  it('refuses anything else', () => {
    for (const bad of ['2026-Q5', '2026-13', '26', '2026-1', '2026-Q1 '])
      expect(payrollPeriodRange(bad)).toBeNull();
  });

  it('lists the months of a range, across a year end', () => {
    expect(monthsOf('2026-11-01', '2027-02-28')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsOf('2026-03-01', '2026-03-31')).toEqual(['2026-03']);
  });
});
