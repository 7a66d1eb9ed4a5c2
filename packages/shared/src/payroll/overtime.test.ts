import { describe, expect, it } from 'vitest';
import type { TTimeLineInput } from './engine.types.ts';
import { CALIFORNIA_OVERTIME_RULES, type TOvertimeRuleSet } from './overtime.schemas.ts';
import { applyOvertime } from './overtime.ts';
import { priceOvertime } from './overtime-pricing.ts';
import { timeLine } from './test-helpers.ts';

const MONDAY_START = { workweekStartDay: 1 };

/** The week of Monday 2026-03-09: Mon 09 … Sun 15. */
const day = (n: number) => `2026-03-${String(9 + n).padStart(2, '0')}`;

const summary = (lines: TTimeLineInput[], rules: TOvertimeRuleSet[] = [], exempt = false) =>
  applyOvertime(lines, rules, MONDAY_START, { flsaExempt: exempt }).map((p) => [
    p.line.id,
    p.payType,
    p.hours,
    p.reason,
  ]);

/** 46 hours over two jobs at 30.00: A Mon–Wed 10 h, B Thu–Fri 8 h (Texas: no daily rule). */
function fortySixHourWeek(): TTimeLineInput[] {
  return [
    timeLine({ id: 'a1', workDate: day(0), hours: '10', jobId: 'A', costCodeId: 'c1' }),
    timeLine({ id: 'a2', workDate: day(1), hours: '10', jobId: 'A', costCodeId: 'c1' }),
    timeLine({ id: 'a3', workDate: day(2), hours: '10', jobId: 'A', costCodeId: 'c1' }),
    timeLine({ id: 'b1', workDate: day(3), hours: '8', jobId: 'B', costCodeId: 'c2' }),
    timeLine({ id: 'b2', workDate: day(4), hours: '8', jobId: 'B', costCodeId: 'c2' }),
  ];
}

const byJob = (priced: ReturnType<typeof priceOvertime>) => {
  const totals: Record<string, number> = {};
  for (const p of priced)
    totals[p.line.jobId ?? ''] = (totals[p.line.jobId ?? ''] ?? 0) + p.straightCents + p.premiumCents;
  return totals;
};

describe('weekly FLSA overtime', () => {
  it('turns the hours after the 40th, in time order, into OT with the reason', () => {
    // Running REG: 10, 20, 30, 38, then Friday 2 REG (40) and 6 OT.
    expect(summary(fortySixHourWeek())).toEqual([
      ['a1', 'REG', '10.00', null],
      ['a2', 'REG', '10.00', null],
      ['a3', 'REG', '10.00', null],
      ['b1', 'REG', '8.00', null],
      ['b2', 'REG', '2.00', null],
      ['b2', 'OT', '6.00', 'over 40 hours in the workweek of 2026-03-09'],
    ]);
  });

  it('46-hour week, time_order: the whole 90.00 premium on job B, the hours after the 40th', () => {
    // Straight time 46 × 30.00 = 1,380.00; regular rate 30.00; premium 0.5 × 30.00 × 6 = 90.00.
    // Job A: 30 h × 30 = 900.00. Job B: 16 h × 30 = 480.00 + 90.00 = 570.00. Total 1,470.00 = 40 × 30 + 6 × 45.
    const priced = priceOvertime(applyOvertime(fortySixHourWeek(), [], MONDAY_START), 'time_order');
    expect(byJob(priced)).toEqual({ A: 90_000, B: 57_000 });
    expect(priced.at(-1)?.premiumCents).toBe(9_000);
  });

  it('46-hour week, pro_rata: 90.00 spread by hours per job × cost code (30 : 16)', () => {
    // 9,000 × 30/46 = 5,869.57 and 9,000 × 16/46 = 3,130.43 → floors 5,869 + 3,130 = 8,999; the cent left goes
    // to the larger remainder (A) → A 58.70, B 31.30. Job A 900.00 + 58.70 = 958.70; job B 480.00 + 31.30 = 511.30.
    // Inside A the three 10-hour lines get 19.57, 19.57, 19.56; inside B (8 h, 2 h, 6 h) 15.65, 3.91, 11.74.
    const priced = priceOvertime(applyOvertime(fortySixHourWeek(), [], MONDAY_START), 'pro_rata');
    expect(byJob(priced)).toEqual({ A: 95_870, B: 51_130 });
    expect(priced.map((p) => p.premiumCents)).toEqual([1_957, 1_957, 1_956, 1_565, 391, 1_174]);
    // What the employee sees is not the job-cost spread: the 6 OT hours earned the whole 90.00 premium,
    // so the stub reads 40 × 30.00 = 1,200.00 and 6 × 45.00 = 270.00 whichever rule job cost follows.
    expect(priced.map((p) => p.earnedPremiumCents)).toEqual([0, 0, 0, 0, 0, 9_000]);
  });

  it('weighted regular rate with two rates (29 CFR 778.115)', () => {
    // 40 h at 20.00 (job A, Mon–Thu 10 h) + 5 h at 30.00 (job B, Friday) = 45 h, straight time 800 + 150 = 950.00.
    // Regular rate 950 ÷ 45 = 21.1111; premium 0.5 × 21.1111 × 5 = 52.7778 → 52.78 (not 0.5 × 30 × 5 = 75.00).
    // Gross 950.00 + 52.78 = 1,002.78.
    const lines = [0, 1, 2, 3].map((n) =>
      timeLine({ workDate: day(n), hours: '10', rate: '20', jobId: 'A' }),
    );
    lines.push(timeLine({ workDate: day(4), hours: '5', rate: '30', jobId: 'B' }));
    const priced = priceOvertime(applyOvertime(lines, [], MONDAY_START), 'time_order');
    expect(priced.reduce((s, p) => s + p.premiumCents, 0)).toBe(5_278);
    expect(priced.reduce((s, p) => s + p.straightCents + p.premiumCents, 0)).toBe(100_278);
  });

  it('follows the company workweek start day', () => {
    // Workweek from Wednesday: Mon 03-09 and Tue 03-10 close the week of 03-04; 03-11 starts a new one.
    const lines = [0, 1, 2, 3, 4].map((n) => timeLine({ workDate: day(n), hours: '10' }));
    const portions = applyOvertime(lines, [], { workweekStartDay: 3 });
    expect(portions.every((p) => p.payType === 'REG')).toBe(true);
    expect(portions.map((p) => p.weekStart)).toEqual([
      '2026-03-04',
      '2026-03-04',
      '2026-03-11',
      '2026-03-11',
      '2026-03-11',
    ]);
  });

  it('keeps hours entered as OT or DT and does not count them toward the 40', () => {
    const lines = [0, 1, 2, 3].map((n) => timeLine({ workDate: day(n), hours: '10' }));
    lines.push(timeLine({ id: 'ot', workDate: day(4), hours: '4', payType: 'OT' }));
    expect(summary(lines).at(-1)).toEqual(['ot', 'OT', '4.00', 'entered as OT']);
    expect(summary(lines).filter(([, type]) => type === 'OT')).toHaveLength(1);
  });

  it('hours entered as OT count as the last hours of their day (no extra daily OT)', () => {
    // California: 2 h entered as OT keyed before 8 h REG → still 8 REG + 2 OT, not 6 REG + 2 daily OT + 2 OT.
    const lines = [
      timeLine({ id: 'ot', workState: 'CA', hours: '2', payType: 'OT' }),
      timeLine({ id: 'reg', workState: 'CA', hours: '8' }),
    ];
    expect(summary(lines, [CALIFORNIA_OVERTIME_RULES])).toEqual([
      ['reg', 'REG', '8.00', null],
      ['ot', 'OT', '2.00', 'entered as OT'],
    ]);
  });

  it('gives an FLSA-exempt employee no overtime', () => {
    expect(summary(fortySixHourWeek(), [], true).every(([, type]) => type === 'REG')).toBe(true);
  });
});

describe('daily and agreement rules', () => {
  it('a California daily-overtime day: 14 h → 8 REG, 4 OT, 2 DT', () => {
    // 14 h at 25.00: straight 350.00; premium OT 0.5 × 25 × 4 = 50.00, DT 1.0 × 25 × 2 = 50.00 → 450.00
    // (= 8 × 25 + 4 × 37.50 + 2 × 50).
    const lines = [timeLine({ id: 'ca', workState: 'CA', hours: '14', rate: '25' })];
    expect(summary(lines, [CALIFORNIA_OVERTIME_RULES])).toEqual([
      ['ca', 'REG', '8.00', null],
      ['ca', 'OT', '4.00', 'over 8 hours on 2026-03-09 (CA)'],
      ['ca', 'DT', '2.00', 'over 12 hours on 2026-03-09 (CA)'],
    ]);
    const priced = priceOvertime(
      applyOvertime(lines, [CALIFORNIA_OVERTIME_RULES], MONDAY_START),
      'time_order',
    );
    expect(priced.map((p) => p.straightCents + p.premiumCents)).toEqual([20_000, 15_000, 10_000]);
  });

  it('counts the whole workday across lines, and only in the rule state', () => {
    // 6 h on job A then 4 h on job B in CA: the 9th and 10th hours (job B) are OT. Texas the same day: no rule.
    const ca = [
      timeLine({ id: 'x', workState: 'CA', hours: '6' }),
      timeLine({ id: 'y', workState: 'CA', hours: '4', jobId: 'B' }),
    ];
    expect(summary(ca, [CALIFORNIA_OVERTIME_RULES]).map(([id, t, h]) => `${id} ${t} ${h}`)).toEqual([
      'x REG 6.00',
      'y REG 2.00',
      'y OT 2.00',
    ]);
    const tx = ca.map((l) => ({ ...l, workState: 'TX' }));
    expect(summary(tx, [CALIFORNIA_OVERTIME_RULES]).every(([, t]) => t === 'REG')).toBe(true);
  });

  it('no double counting: daily OT hours do not count toward the weekly 40', () => {
    // CA Mon–Fri 10 h: 8 REG + 2 OT a day → 40 REG, 10 OT, no weekly OT. Saturday 8 h: REG count 48 → 8 weekly OT.
    const week = [0, 1, 2, 3, 4].map((n) => timeLine({ workDate: day(n), workState: 'CA', hours: '10' }));
    const five = applyOvertime(week, [CALIFORNIA_OVERTIME_RULES], MONDAY_START);
    expect(five.filter((p) => p.payType === 'OT').reduce((s, p) => s + p.hundredths, 0)).toBe(1_000);
    const six = applyOvertime(
      [...week, timeLine({ workDate: day(5), workState: 'CA', hours: '8' })],
      [CALIFORNIA_OVERTIME_RULES],
      MONDAY_START,
    );
    expect(six.filter((p) => p.source === 'weekly').map((p) => p.hours)).toEqual(['8.00']);
  });

  it('the seventh consecutive day (CA): first 8 h at 1.5×, the rest at 2×', () => {
    const week = [0, 1, 2, 3, 4, 5].map((n) => timeLine({ workDate: day(n), workState: 'CA', hours: '4' }));
    week.push(timeLine({ id: 'sun', workDate: day(6), workState: 'CA', hours: '10' }));
    expect(summary(week, [CALIFORNIA_OVERTIME_RULES]).filter(([id]) => id === 'sun')).toEqual([
      ['sun', 'OT', '8.00', '7th consecutive day of the workweek of 2026-03-09 (CA)'],
      ['sun', 'DT', '2.00', 'over 8 hours on the 7th consecutive day 2026-03-15 (CA)'],
    ]);
  });

  it('union agreement: Saturday 1.5×, Sunday and holidays 2× for its local only', () => {
    const local46: TOvertimeRuleSet = {
      code: 'L46',
      kind: 'agreement',
      jurisdiction: null,
      unionLocal: 'Local 46',
      rules: {
        daily: null,
        seventhDay: null,
        saturday: '1.5',
        sunday: '2.0',
        holidays: { dates: ['2026-03-11'], multiplier: '2.0' },
      },
    };
    const lines = [
      timeLine({ id: 'hol', workDate: day(2), unionLocal: 'Local 46' }),
      timeLine({ id: 'sat', workDate: day(5), unionLocal: 'Local 46' }),
      timeLine({ id: 'sun', workDate: day(6), unionLocal: 'Local 46' }),
      timeLine({ id: 'other', workDate: day(5), unionLocal: 'Local 3' }),
    ];
    expect(summary(lines, [local46])).toEqual([
      ['hol', 'DT', '8.00', 'holiday 2026-03-11 (L46)'],
      ['sat', 'OT', '8.00', 'Saturday (L46)'],
      ['other', 'REG', '8.00', null],
      ['sun', 'DT', '8.00', 'Sunday (L46)'],
    ]);
  });
});
