import { describe, expect, it } from 'vitest';
import { fiscalPeriods, fiscalYearOf, periodOf } from './periods.ts';

describe('fiscal periods', () => {
  it('a calendar fiscal year: twelve months of 2026', () => {
    const p = fiscalPeriods('12-31', 2026);
    expect(p).toHaveLength(12);
    expect(p[0]).toEqual({ fiscal_year: 2026, index: 1, start: '2026-01-01', end: '2026-01-31' });
    expect(p[1]?.end).toBe('2026-02-28');
    expect(p[11]).toEqual({ fiscal_year: 2026, index: 12, start: '2026-12-01', end: '2026-12-31' });
  });

  it('a June 30 year end: FY2027 runs July 2026 – June 2027, named by the year it ends in', () => {
    const p = fiscalPeriods('06-30', 2027);
    expect(p[0]).toMatchObject({ start: '2026-07-01', end: '2026-07-31' });
    expect(p[11]).toMatchObject({ start: '2027-06-01', end: '2027-06-30' });
    expect(fiscalYearOf('06-30', '2026-06-30')).toBe(2026);
    expect(fiscalYearOf('06-30', '2026-07-01')).toBe(2027);
  });

  it('a February year end follows leap years (02-29 and 02-28 both mean month end)', () => {
    expect(fiscalPeriods('02-28', 2028)[11]?.end).toBe('2028-02-29');
    expect(fiscalPeriods('02-29', 2027)[11]?.end).toBe('2027-02-28');
    expect(fiscalPeriods('02-29', 2027)[0]?.start).toBe('2026-03-01');
  });

  it('a mid-month year end closes every period on that day, clamped to short months', () => {
    const p = fiscalPeriods('03-15', 2026);
    expect(p[0]).toMatchObject({ start: '2025-03-16', end: '2025-04-15' });
    expect(p[11]).toMatchObject({ start: '2026-02-16', end: '2026-03-15' });
    const p30 = fiscalPeriods('01-30', 2026);
    expect(p30.find((x) => x.end.startsWith('2025-02'))?.end).toBe('2025-02-28');
  });

  it('periods tile the year with no gap or overlap, for every year end', () => {
    for (const fye of ['12-31', '06-30', '09-30', '03-15', '01-30', '02-29']) {
      for (const year of [2025, 2026, 2027, 2028]) {
        const p = fiscalPeriods(fye, year);
        const next = fiscalPeriods(fye, year + 1);
        for (let i = 1; i < 12; i++)
          expect(nextDay(p[i - 1]?.end as string), `${fye} ${year} ${i}`).toBe(p[i]?.start);
        expect(nextDay(p[11]?.end as string)).toBe(next[0]?.start);
      }
    }
  });

  it('periodOf finds the period of any date', () => {
    expect(periodOf('12-31', '2026-03-15')).toMatchObject({ index: 3, end: '2026-03-31' });
    expect(periodOf('06-30', '2026-08-01')).toMatchObject({ fiscal_year: 2027, index: 2 });
  });
});

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
