import { describe, expect, it } from 'vitest';
import { federalWithholding } from './federal-withholding.ts';
import { PARAMS_2026, w4 } from './test-helpers.ts';

const fit = PARAMS_2026.fit;
const withhold = (wagesCents: number, periods: number, form = w4(), supplemental = 0, ytdSupplemental = 0) =>
  federalWithholding(fit, {
    w4: form,
    periodsPerYear: periods,
    regularWagesCents: wagesCents,
    supplementalWagesCents: supplemental,
    ytdSupplementalCents: ytdSupplemental,
  });

describe('federal withholding, Pub 15-T 2026 Worksheet 1A', () => {
  it('weekly 1,500.00 single → 160.19', () => {
    // 1,500 × 52 = 78,000; − 8,600 (Step 2 unchecked, not MFJ) = 69,400.
    // Single row 57,900: 5,800 + 22 % × (69,400 − 57,900) = 5,800 + 2,530 = 8,330 a year.
    // 8,330 ÷ 52 = 160.1923… → 160.19.
    expect(withhold(150_000, 52)).toBe(16_019);
  });

  it('biweekly 4,000.00 married filing jointly → 312.31', () => {
    // 4,000 × 26 = 104,000; − 12,900 = 91,100.
    // MFJ row 44,100: 2,480 + 12 % × (91,100 − 44,100) = 2,480 + 5,640 = 8,120; ÷ 26 = 312.3077 → 312.31.
    expect(withhold(400_000, 26, w4({ filingStatus: 'married_jointly' }))).toBe(31_231);
  });

  it('Step 2 box checked: the Step 2 table, no 8,600 adjustment', () => {
    // Weekly 1,500 single, Step 2: 78,000 (no adjustment). Step-2 single row 60,900: 8,983 + 24 % × 17,100
    // = 8,983 + 4,104 = 13,087; ÷ 52 = 251.6730… → 251.67.
    expect(withhold(150_000, 52, w4({ step2: true }))).toBe(25_167);
  });

  it('Step 3 credits, Step 4(a) other income, 4(b) deductions, 4(c) extra withholding', () => {
    // Biweekly 3,000 single; 4(a) 5,200; 4(b) 2,600; Step 3 2,000; 4(c) 25.00.
    // 3,000 × 26 = 78,000 + 5,200 = 83,200; − (2,600 + 8,600) = 72,000.
    // Single row 57,900: 5,800 + 22 % × 14,100 = 5,800 + 3,102 = 8,902; ÷ 26 = 342.3846…
    // − 2,000 ÷ 26 = 76.9230… → 265.4615…; + 25.00 = 290.4615… → 290.46.
    const form = w4({ step3Cents: 200_000, step4aCents: 520_000, step4bCents: 260_000, step4cCents: 2_500 });
    expect(withhold(300_000, 26, form)).toBe(29_046);
  });

  it('Step 3 larger than the tentative withholding floors at 0 before 4(c)', () => {
    // Weekly 500 single: 26,000 − 8,600 = 17,400; row 7,500: 0 + 10 % × 9,900 = 990; ÷ 52 = 19.038…
    // Step 3 4,000 ÷ 52 = 76.92 → floor 0; + 4(c) 10.00 = 10.00.
    expect(withhold(50_000, 52, w4({ step3Cents: 400_000, step4cCents: 1_000 }))).toBe(1_000);
  });

  it('head of household uses its own table', () => {
    // Semimonthly 2,500 HoH: × 24 = 60,000 − 8,600 = 51,400. HoH row 33,250: 1,770 + 12 % × 18,150 = 1,770 +
    // 2,178 = 3,948; ÷ 24 = 164.50.
    expect(withhold(250_000, 24, w4({ filingStatus: 'head_of_household' }))).toBe(16_450);
  });

  it('pre-2020 W-4 (Worksheet 1B): 4,300 per allowance, the standard table, additional amount', () => {
    // Monthly 5,000 married, 3 allowances, 20.00 additional.
    // 5,000 × 12 = 60,000 − 3 × 4,300 = 47,100. MFJ row 44,100: 2,480 + 12 % × 3,000 = 2,840; ÷ 12 = 236.6667
    // + 20.00 = 256.6667 → 256.67.
    const form = {
      version: 'pre2020',
      filingStatus: 'married_jointly',
      allowances: 3,
      additionalCents: 2_000,
      exempt: false,
    } as const;
    expect(withhold(500_000, 12, form)).toBe(25_667);
  });

  it('an exempt W-4 withholds nothing', () => {
    expect(withhold(150_000, 52, w4({ exempt: true }))).toBe(0);
  });

  it('supplemental wages at the flat 22 %, and 37 % on the part above 1,000,000 in the year', () => {
    // Bonus 5,000 alone: 22 % = 1,100.00.
    expect(withhold(0, 52, w4(), 500_000)).toBe(110_000);
    // YTD supplemental 998,000 + bonus 10,000: 2,000 at 22 % = 440 + 8,000 at 37 % = 2,960 → 3,400.00.
    expect(withhold(0, 52, w4(), 1_000_000, 99_800_000)).toBe(340_000);
  });

  it('regular wages and a bonus on one check add the two, rounded once', () => {
    // 160.1923 + 22 % × 333.33 = 73.3326 → 233.5249 → 233.52.
    expect(withhold(150_000, 52, w4(), 33_333)).toBe(23_352);
  });
});
