import { describe, expect, it } from 'vitest';
import {
  parseHoursToQuarters,
  quartersToHours,
  shortPersonName,
  timeRefusals,
  weekDates,
  workweekStart,
} from './time.rules.ts';
import { ZHours, ZSaveWeek } from './time.schemas.ts';

describe('quarter hours', () => {
  it('reads quarter hours above 0 and up to 24, and nothing else', () => {
    expect(['8', '7.5', '7.25', '7.75', '.25', '24', '0.25'].map((h) => parseHoursToQuarters(h))).toEqual([
      32, 30, 29, 31, 1, 96, 1,
    ]);
    expect(parseHoursToQuarters(7.5)).toBe(30);
    for (const bad of ['0', '7.3', '7.125', '24.25', '-1', 'eight', '', '1e1'])
      expect(parseHoursToQuarters(bad), bad).toBeNull();
  });
  it('writes them with two decimals', () => {
    expect([1, 30, 104].map(quartersToHours)).toEqual(['0.25', '7.50', '26.00']);
    expect(ZHours.parse('7.5')).toBe('7.50');
    expect(ZHours.safeParse('7.3').error?.issues[0]?.message).toBe(
      'Enter hours in quarter hours, more than 0 and at most 24 (8, 7.5, 7.25)',
    );
  });
});

describe('the workweek', () => {
  it('starts on the company day on or before the date', () => {
    // 2026-03-10 is a Tuesday.
    expect(workweekStart('2026-03-10', 1)).toBe('2026-03-09');
    expect(workweekStart('2026-03-09', 1)).toBe('2026-03-09');
    expect(workweekStart('2026-03-08', 1)).toBe('2026-03-02');
    expect(workweekStart('2026-03-10', 0)).toBe('2026-03-08');
    expect(workweekStart('2026-03-10', 3)).toBe('2026-03-04');
    // Across a month and a year end.
    expect(weekDates(workweekStart('2026-01-01', 1))).toEqual([
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
      '2026-01-04',
    ]);
  });
});

describe('refusals name their cause', () => {
  it('as the issue words them', () => {
    expect(
      timeRefusals.overDay(shortPersonName({ first_name: 'John', last_name: 'Smith' }), 104, '2026-03-10'),
    ).toBe('J. Smith has 26.00 hours on 2026-03-10');
    expect(timeRefusals.jobInactive('J-26-001')).toBe('Job J-26-001 is not active');
    expect(timeRefusals.codeNotOnJob('01-0100', 'J-26-001')).toBe('Cost code 01-0100 is not on job J-26-001');
    expect(timeRefusals.lockedPeriod('2026-03-10')).toBe('2026-03-10 is in a locked period');
  });
  it('short names fall back to the full name and the e-mail', () => {
    expect(shortPersonName({ full_name: 'Mary Ann Jones' })).toBe('M. Ann Jones');
    expect(shortPersonName({ email: 'x@y.co' })).toBe('x@y.co');
  });
});

describe('the week save', () => {
  it('needs a job and a cost code together', () => {
    const res = ZSaveWeek.safeParse({
      employee_id: '00000000-0000-4000-8000-000000000001',
      week_start: '2026-03-09',
      rows: [{ job_id: '00000000-0000-4000-8000-000000000002', hours: {} }],
    });
    expect(res.error?.issues[0]?.message).toBe(
      'Choose a job and a cost code together, or neither for shop or office time',
    );
  });
});
