import { describe, expect, it } from 'vitest';
import {
  compactDollars,
  lastMonthEnd,
  monthLabel,
  percentText,
  periodEndFromMonth,
  profitFadeDefaults,
  profitFadeQueryString,
  ZProfitFadeParams,
} from './wip-params';

describe('WIP page parameters', () => {
  it('runs for the month end before this month by default', () => {
    expect(lastMonthEnd('2026-11-26')).toBe('2026-10-31');
    expect(lastMonthEnd('2026-01-05')).toBe('2025-12-31');
    expect(lastMonthEnd('2028-03-01')).toBe('2028-02-29');
  });

  it('turns a month input into its month end', () => {
    expect(periodEndFromMonth('2026-02')).toBe('2026-02-28');
    expect(periodEndFromMonth('2026-13')).toBeNull();
    expect(periodEndFromMonth('')).toBeNull();
    expect(monthLabel('2026-01-31')).toBe('January 2026');
  });

  it('profit fade: the twelve months through last month, all jobs', () => {
    const defaults = profitFadeDefaults('2026-11-26');
    expect(defaults).toEqual({ job_id: '', from: '2025-11-30', to: '2026-10-31' });
    expect(ZProfitFadeParams.safeParse(defaults).success).toBe(true);
    expect(profitFadeDefaults('2027-01-10')).toMatchObject({ from: '2026-01-31', to: '2026-12-31' });
    expect(profitFadeQueryString({ ...defaults, job_id: '' })).toBe('from=2025-11-30&to=2026-10-31');
  });

  it('formats percents and compact amounts', () => {
    expect(percentText(2939)).toBe('29.39 %');
    expect(percentText(-1000)).toBe('-10.00 %');
    expect(percentText(null)).toBe('—');
    expect(compactDollars(256_790_200)).toBe('$2.6M');
  });
});
