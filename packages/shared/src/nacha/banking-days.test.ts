import { describe, expect, it } from 'vitest';
import {
  achEffectiveDate,
  bankingDayOnOrAfter,
  fedHolidays,
  isBankingDay,
  nextBankingDay,
} from './banking-days.ts';

describe('Federal Reserve banking days', () => {
  it('lists the 2026 holidays the Fed closes for', () => {
    // July 4, 2026 is a Saturday: no closure (the Fed is open Friday July 3).
    expect(fedHolidays(2026).map((h) => h.date)).toEqual([
      '2026-01-01',
      '2026-01-19', // third Monday of January
      '2026-02-16', // third Monday of February
      '2026-05-25', // last Monday of May
      '2026-06-19', // Friday
      '2026-09-07', // first Monday of September
      '2026-10-12', // second Monday of October
      '2026-11-11', // Wednesday
      '2026-11-26', // fourth Thursday of November
      '2026-12-25', // Friday
    ]);
  });

  it('keeps the Fed open on the Friday before a Saturday holiday', () => {
    expect(isBankingDay('2026-07-03')).toBe(true); // Friday before Saturday July 4
    expect(isBankingDay('2026-07-04')).toBe(false); // Saturday
    expect(nextBankingDay('2026-07-02')).toBe('2026-07-03');
    expect(nextBankingDay('2026-07-03')).toBe('2026-07-06');
    // Christmas 2027 is a Saturday: Friday December 24 is a banking day, Monday 27 too.
    expect(isBankingDay('2027-12-24')).toBe(true);
    expect(nextBankingDay('2027-12-24')).toBe('2027-12-27');
    // New Year's Day 2028 is a Saturday as well: Friday December 31, 2027 is open.
    expect(isBankingDay('2027-12-31')).toBe(true);
  });

  it('observes a Sunday holiday on the Monday after', () => {
    // July 4, 2027 is a Sunday → closed Monday July 5.
    expect(isBankingDay('2027-07-05')).toBe(false);
    expect(nextBankingDay('2027-07-02')).toBe('2027-07-06');
    // Christmas 2022 was a Sunday → closed Monday December 26, 2022.
    expect(isBankingDay('2022-12-26')).toBe(false);
    expect(bankingDayOnOrAfter('2022-12-24')).toBe('2022-12-27');
  });

  it('skips Monday holidays and Thanksgiving', () => {
    expect(nextBankingDay('2026-09-04')).toBe('2026-09-08'); // Labor Day Monday September 7
    expect(isBankingDay('2026-11-26')).toBe(false);
    expect(isBankingDay('2026-11-27')).toBe(true); // the Friday after Thanksgiving is a banking day
    expect(bankingDayOnOrAfter('2026-07-01')).toBe('2026-07-01');
  });

  it('moves the effective date to a banking day, never before the next banking day after today', () => {
    expect(achEffectiveDate('2026-07-04', '2026-06-30')).toBe('2026-07-06');
    expect(achEffectiveDate('2026-07-01', '2026-07-01')).toBe('2026-07-02'); // today is too late
    expect(achEffectiveDate('2026-06-15', '2026-07-02')).toBe('2026-07-03'); // a past date
    expect(achEffectiveDate('2026-12-24', '2026-12-23')).toBe('2026-12-24');
    expect(achEffectiveDate('2026-12-25', '2026-12-23')).toBe('2026-12-28');
  });

  it('refuses a date that is not YYYY-MM-DD', () => {
    expect(() => isBankingDay('07/04/2026')).toThrow(/YYYY-MM-DD/);
  });
});
