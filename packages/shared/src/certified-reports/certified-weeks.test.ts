import { describe, expect, it } from 'vitest';
import { certifiedWeekEnding, certifiedWeeksBetween, lastCompletedCertifiedWeek } from './certified-weeks.ts';

describe('certified weeks', () => {
  // 2026-03-09 is a Monday; with the workweek starting Monday (1) the week ends Sunday 03-15.
  it('names a date by the last day of its workweek', () => {
    expect(certifiedWeekEnding('2026-03-09', 1)).toBe('2026-03-15');
    expect(certifiedWeekEnding('2026-03-15', 1)).toBe('2026-03-15');
    expect(certifiedWeekEnding('2026-03-16', 1)).toBe('2026-03-22');
    // A Sunday-start week ends Saturday: Monday 03-09 → Saturday 03-14.
    expect(certifiedWeekEnding('2026-03-09', 0)).toBe('2026-03-14');
    expect(certifiedWeekEnding('2026-03-14', 0)).toBe('2026-03-14');
  });

  it('the last completed week ends before today', () => {
    expect(lastCompletedCertifiedWeek('2026-03-16', 1)).toBe('2026-03-15');
    expect(lastCompletedCertifiedWeek('2026-03-15', 1)).toBe('2026-03-08');
    expect(lastCompletedCertifiedWeek('2026-03-20', 1)).toBe('2026-03-15');
  });

  it('lists the weeks between two dates, across a month and a year end', () => {
    expect(certifiedWeeksBetween('2026-02-25', '2026-03-10', 1)).toEqual([
      '2026-03-01',
      '2026-03-08',
      '2026-03-15',
    ]);
    expect(certifiedWeeksBetween('2026-12-28', '2027-01-05', 1)).toEqual(['2027-01-03', '2027-01-10']);
    expect(certifiedWeeksBetween('2026-03-16', '2026-03-01', 1)).toEqual([]);
  });
});
