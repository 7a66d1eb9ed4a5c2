import { describe, expect, it } from 'vitest';
import {
  annualPlanHourly,
  determinationInForce,
  normalizeRate,
  previousModification,
} from './determination.rules.ts';

const v = (id: string, modification: number, effective_from: string, wd_number = 'CA20260012') => ({
  id,
  wd_number,
  modification,
  effective_from,
});

describe('determinationInForce', () => {
  const versions = [
    v('m0', 0, '2026-01-05'),
    v('m1', 1, '2026-03-02'),
    v('m2', 2, '2026-03-02'),
    v('m3', 3, '2026-06-01'),
  ];
  it('takes the latest effective_from on or before the date, then the highest modification', () => {
    expect(determinationInForce(versions, '2026-01-04')).toBeNull();
    expect(determinationInForce(versions, '2026-01-05')?.id).toBe('m0');
    expect(determinationInForce(versions, '2026-03-01')?.id).toBe('m0');
    expect(determinationInForce(versions, '2026-03-02')?.id).toBe('m2');
    expect(determinationInForce(versions, '2026-05-31')?.id).toBe('m2');
    expect(determinationInForce(versions, '2026-06-01')?.id).toBe('m3');
  });
  it('a later effective date wins over a higher modification number', () => {
    expect(determinationInForce([v('a', 5, '2026-01-01'), v('b', 1, '2026-02-01')], '2026-02-15')?.id).toBe(
      'b',
    );
  });
});

describe('previousModification', () => {
  it('is the highest lower modification of the same WD number', () => {
    const versions = [v('m0', 0, '2026-01-05'), v('m2', 2, '2026-03-02'), v('x', 1, '2026-01-01', 'TX1')];
    expect(previousModification(versions, 'CA20260012', 3)?.id).toBe('m2');
    expect(previousModification(versions, 'CA20260012', 2)?.id).toBe('m0');
    expect(previousModification(versions, 'CA20260012', 0)).toBeNull();
  });
});

describe('normalizeRate and annualPlanHourly', () => {
  it('normalises rates to 4 decimals and refuses others', () => {
    expect(normalizeRate('38.5')).toBe('38.5000');
    expect(normalizeRate(' $6.73 ')).toBe('6.7300');
    expect(normalizeRate('007')).toBe('7.0000');
    for (const bad of ['-1', '1.23456', 'abc', '']) expect(normalizeRate(bad)).toBeNull();
  });
  it('6,240.00 a year over 2,080 hours is 3.0000 an hour; 1,000.00 over 2,080 is 0.4808 (0.480769…)', () => {
    expect(annualPlanHourly(624_000, 2080)).toBe('3.0000');
    expect(annualPlanHourly(100_000, 2080)).toBe('0.4808');
  });
});
