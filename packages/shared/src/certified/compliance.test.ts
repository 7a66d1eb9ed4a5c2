import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../payroll/paycheck.ts';
import { PARAMS_2026, paycheckInput, timeLine } from '../payroll/test-helpers.ts';
import { certifiedWeekPay, weekEndingOf } from './certified-pay.ts';
import { slicesFromPaycheck } from './certified-slices.ts';
import { checkCertifiedSlices, complianceErrors, type TCertifiedSlice } from './compliance.ts';
import { cashInLieuRate, planCreditPerHour, planCredits, type TFringePlanCredit } from './fringe-credit.ts';

/*
 * Goldens worked out by hand. The workweek starts on Sunday (0), so Monday 2026-03-09 … Friday
 * 2026-03-13 belong to the week ending Saturday 2026-03-14. "44-hour week" = 8 + 8 + 8 + 8 + 12 hours;
 * FLSA makes the hours after the 40th (the last 4 of Friday) overtime.
 */

const SUNDAY = 0;

function slice(overrides: Partial<TCertifiedSlice> = {}): TCertifiedSlice {
  return {
    employeeId: 'e1',
    employeeName: 'J. Smith',
    jobId: 'job-a',
    jobNumber: 'J-26-017',
    costCodeId: 'cc-1',
    weekEnding: '2026-03-14',
    classification: 'Electrician',
    basicRate: '22.00',
    fringeRate: '5.00',
    work: [],
    cashInLieu: [],
    planCreditPerHour: '0',
    apprentice: null,
    ...overrides,
  };
}

/** 40 straight hours and 4 overtime hours at `rate`, the premium paid as given. */
const week44 = (rate: string, premiumCents: number) => [
  { hours: '40', rate, amountCents: 0, overtime: false, premiumCents: 0 },
  { hours: '4', rate, amountCents: 0, overtime: true, premiumCents },
];

describe('the 44-hour electrician week at 22.00 + 5.00, paid three ways', () => {
  /*
   * Required: 44 × (22.00 + 5.00) = 1,188.00, plus the overtime premium 0.5 × max(cash, basic) × 4.
   *   (a) 22.00 cash + 5.00 plan:      44 × 22 = 968.00 + 0.5 × 22 × 4 = 44.00 + 44 × 5 = 220.00 → 1,232.00
   *       required 1,188.00 + 0.5 × max(22, 22) × 4 = 44.00 → 1,232.00
   *   (b) 20.00 cash + 7.00 in cash:   44 × 20 = 880.00 + 0.5 × max(20, 22) × 4 = 44.00 (premium on the
   *       basic rate, the higher) + 44 × 7 = 308.00 (no premium on cash in lieu) → 1,232.00
   *   (c) 24.00 cash + 3.00 plan:      44 × 24 = 1,056.00 + 0.5 × 24 × 4 = 48.00 (premium on the cash rate,
   *       the higher) + 44 × 3 = 132.00 → 1,236.00; required 1,188.00 + 48.00 = 1,236.00
   */
  const ways = [
    { cashRate: '22.00', cashInLieuRate: '0', planCreditPerHour: '5.00', total: 123_200, premium: 4_400 },
    { cashRate: '20.00', cashInLieuRate: '7.00', planCreditPerHour: '0', total: 123_200, premium: 4_400 },
    { cashRate: '24.00', cashInLieuRate: '0', planCreditPerHour: '3.00', total: 123_600, premium: 4_800 },
  ];
  it.each(ways)('$cashRate cash → $total cents, compliant', (w) => {
    const pay = certifiedWeekPay({ hours: '44', overtimeHours: '4', basicRate: '22.00', ...w });
    expect(pay.totalCents).toBe(w.total);
    expect(pay.premiumCents).toBe(w.premium);
    const [checked] = checkCertifiedSlices([
      slice({
        work: week44(w.cashRate, pay.premiumCents),
        cashInLieu:
          pay.cashInLieuCents > 0
            ? [{ hours: '44', rate: w.cashInLieuRate, amountCents: pay.cashInLieuCents }]
            : [],
        planCreditPerHour: w.planCreditPerHour,
      }),
    ]);
    expect(checked?.error).toBeNull();
    // Paid = required to the cent: nothing to spare in (a) and (b) nor in (c).
    expect(Number(checked?.figures.paid.num) / Number(checked?.figures.paid.den)).toBe(w.total);
    expect(Number(checked?.figures.required.num) / Number(checked?.figures.required.den)).toBe(w.total);
  });

  it('(b) with the premium on the cash rate only (0.5 × 20.00 × 4 = 40.00) is 4.00 short', () => {
    const errors = complianceErrors([
      slice({
        work: week44('20.00', 4_000),
        cashInLieu: [{ hours: '44', rate: '7.00', amountCents: 30_800 }],
      }),
    ]);
    expect(errors).toEqual([
      expect.objectContaining({
        kind: 'overtime',
        shortfallCents: 400,
        message:
          'Week ending 2026-03-14, job J-26-017, J. Smith (Electrician): overtime premium 40.00 on 4.00 hours, required 44.00 (0.5 × 22.00)',
      }),
    ]);
  });
});

describe('the rate check and its message', () => {
  it('36.00 cash + 8.10 plan against 38.50 + 6.73 for 40 hours', () => {
    // Paid 40 × 36.00 = 1,440.00 + 40 × 8.10 = 324.00 = 1,764.00; required 40 × 45.23 = 1,809.20 → 45.20 short.
    const errors = complianceErrors([
      slice({
        basicRate: '38.50',
        fringeRate: '6.73',
        work: [{ hours: '40', rate: '36.00', amountCents: 144_000, overtime: false, premiumCents: 0 }],
        planCreditPerHour: '8.10',
      }),
    ]);
    expect(errors.map((e) => [e.message, e.shortfallCents])).toEqual([
      [
        'Week ending 2026-03-14, job J-26-017, J. Smith (Electrician): 36.00 + 8.10 = 44.10 per hour, required 45.23 (38.50 + 6.73)',
        4_520,
      ],
    ]);
  });

  it('a shortfall under half a cent is rounding, not an underpayment', () => {
    // 0.25 h × 0.0001 short = 0.0025 cents.
    const errors = complianceErrors([
      slice({
        work: [{ hours: '0.25', rate: '21.9999', amountCents: 550, overtime: false, premiumCents: 0 }],
        planCreditPerHour: '5',
      }),
    ]);
    expect(errors).toEqual([]);
  });
});

describe('plan credit (29 CFR 5.25)', () => {
  const plan = (o: Partial<TFringePlanCredit>): TFringePlanCredit => ({
    plan: 'health',
    planName: 'Health',
    method: 'per_hour',
    ratePerHour: null,
    annualAmountCents: null,
    annualHours: 2080,
    effectiveFrom: '2026-01-01',
    effectiveTo: null,
    ...o,
  });

  it('an annual plan of 6,240.00 over 2,080 hours credits 3.00 per hour; per-hour plans add up', () => {
    // 624,000 cents ÷ 2,080 h = 300 cents = 3.00 per hour; + pension 2.10 per hour = 5.10.
    const plans = [
      plan({ method: 'annual', annualAmountCents: 624_000 }),
      plan({ plan: 'pension', planName: 'Pension', ratePerHour: '2.10' }),
      plan({ plan: 'training', planName: 'Old', ratePerHour: '9', effectiveTo: '2025-12-31' }),
    ];
    expect(planCreditPerHour(plans, '2026-03-14')).toBe('5.1000');
    expect(planCredits(plans, '2026-03-14').map((c) => c.ratePerHour)).toEqual(['3.0000', '2.1000']);
    // Fringe 5.00 is covered; fringe 6.73 leaves 1.63 per hour to pay in cash.
    expect(cashInLieuRate('5.00', '5.1000')).toBe('0.0000');
    expect(cashInLieuRate('6.73', '5.1000')).toBe('1.6300');
  });

  it('an annual credit that is not whole hundredths of a cent is rounded down', () => {
    // 500,000 cents ÷ 2,080 = 240.3846… cents → 2.4038 per hour.
    expect(planCreditPerHour([plan({ method: 'annual', annualAmountCents: 500_000 })], '2026-06-01')).toBe(
      '2.4038',
    );
  });
});

describe('a two-class week through the engine, weighted overtime', () => {
  /*
   * 24 h Electrician (basic 38.50 + fringe 6.73, cash 38.50) and 20 h Laborer (basic 20.00 + fringe 5.00,
   * cash 22.00); plan credit 5.00 per hour, so the electrician's fringe leaves 1.73 per hour in cash.
   * Weighted regular rate (29 CFR 778.115) = (24 × 38.50 + 20 × 22.00) ÷ 44 = (924 + 440) ÷ 44 = 31.00;
   * the FLSA premium on the 4 hours after the 40th = 0.5 × 31.00 × 4 = 62.00.
   */
  const electrician = {
    jobId: 'job-a',
    classification: 'Electrician',
    basicRate: '38.50',
    fringeRate: '6.73',
  };
  const laborer = { jobId: 'job-a', classification: 'Laborer', basicRate: '20.00', fringeRate: '5.00' };
  const certified = (fringe: string) => ({
    cashInLieuRate: cashInLieuRate(fringe, '5.00'),
    plans: [{ plan: 'health', planName: 'Health', ratePerHour: '5.00' }],
  });

  function run(order: 'electrician-first' | 'laborer-first') {
    const e = (workDate: string, hours: string, id: string) =>
      timeLine({ id, workDate, hours, rate: '38.50', certified: certified('6.73') });
    const l = (workDate: string, hours: string, id: string) =>
      timeLine({ id, workDate, hours, rate: '22.00', certified: certified('5.00') });
    const lines =
      order === 'electrician-first'
        ? [
            e('2026-03-09', '8', 'e1'),
            e('2026-03-10', '8', 'e2'),
            e('2026-03-11', '8', 'e3'),
            l('2026-03-12', '8', 'l1'),
            l('2026-03-13', '12', 'l2'),
          ]
        : [
            l('2026-03-09', '8', 'l1'),
            l('2026-03-10', '12', 'l2'),
            e('2026-03-11', '8', 'e1'),
            e('2026-03-12', '8', 'e2'),
            e('2026-03-13', '8', 'e3'),
          ];
    const result = calculatePaycheck(
      paycheckInput({
        timeLines: lines,
        company: { workweekStartDay: SUNDAY, overtimeAllocation: 'time_order', sutaRates: {} },
      }),
      PARAMS_2026,
      [],
    );
    const info = new Map(lines.map((t) => [t.id, t.id.startsWith('e') ? electrician : laborer]));
    const slices = slicesFromPaycheck(result, {
      employeeName: 'J. Smith',
      workweekStartDay: SUNDAY,
      lines: info,
      jobNumbers: new Map([['job-a', 'J-26-017']]),
      planCreditPerHour: () => '5.00',
      apprenticeship: () => null,
    });
    return { result, checked: checkCertifiedSlices(slices) };
  }

  it('overtime on the laborer hours: both classes pass', () => {
    // Laborer: 20 × 22.00 = 440.00 + premium 62.00 + plan 20 × 5.00 = 100.00 → 602.00 ≥ 20 × 25.00 = 500.00
    //   + 0.5 × max(22.00, 20.00) × 4 = 44.00 → 544.00.
    // Electrician: 24 × 38.50 = 924.00 + cash in lieu 24 × 1.73 = 41.52 + plan 120.00 = 1,085.52
    //   = 24 × 45.23 = 1,085.52 exactly.
    const { result, checked } = run('electrician-first');
    expect(
      result.earnings.filter((x) => x.code === 'CASH_FRINGE').map((x) => [x.description, x.amountCents]),
    ).toEqual([
      ['Cash in lieu of fringe', 1384],
      ['Cash in lieu of fringe', 1384],
      ['Cash in lieu of fringe', 1384],
    ]);
    expect(result.earnings.filter((x) => x.code === 'OT').reduce((s, x) => s + x.premiumCents, 0)).toBe(
      6_200,
    );
    expect(checked.map((c) => [c.slice.classification, c.error?.message ?? null])).toEqual([
      ['Electrician', null],
      ['Laborer', null],
    ]);
    // Plan contributions are burden on the job: 44 h × 5.00 = 220.00.
    expect(result.burden.filter((b) => b.kind === 'fringe').reduce((s, b) => s + b.amountCents, 0)).toBe(
      22_000,
    );
  });

  it('overtime on the electrician hours: the weighted rate leaves the premium 15.00 short', () => {
    // Electrician OT 4 h: premium paid 0.5 × 31.00 × 4 = 62.00; owed 0.5 × max(38.50, 38.50) × 4 = 77.00.
    const { checked } = run('laborer-first');
    expect(checked.flatMap((c) => (c.error ? [[c.error.message, c.error.shortfallCents]] : []))).toEqual([
      [
        'Week ending 2026-03-14, job J-26-017, J. Smith (Electrician): overtime premium 62.00 on 4.00 hours, required 77.00 (0.5 × 38.50)',
        1_500,
      ],
    ]);
  });
});

describe('apprentices', () => {
  /*
   * Program 1 apprentice : 3 journeyworkers, level 1 at 60 % of the basic and 50 % of the fringe.
   * Electrician 38.50 + 6.73: the apprentice's rate is 23.10 + 3.365 = 26.465 per hour.
   * One journeyworker works 24 h, so 24 × 1/3 = 8 h may be worked at the apprentice rate; the apprentice
   * works 16 h paid 23.10 cash + 3.365 in cash (26.465 per hour): the 8 h over the ratio are owed
   * 45.23: required 8 × 26.465 + 8 × 45.23 = 211.72 + 361.84 = 573.56 for 16 h = 35.8475 per hour
   * (basic (8 × 23.10 + 8 × 38.50) ÷ 16 = 30.80, fringe (8 × 3.365 + 8 × 6.73) ÷ 16 = 5.0475);
   * paid 16 × 26.465 = 423.44 → 150.12 short.
   */
  const apprentice = {
    programId: 'p1',
    level: 1,
    wagePercent: '60',
    fringePercent: '50',
    ratioApprentices: 1,
    ratioJourneyworkers: 3,
    order: '2025-01-01',
  };
  const journeyworker = slice({
    employeeId: 'e2',
    employeeName: 'A. Jones',
    basicRate: '38.50',
    fringeRate: '6.73',
    work: [{ hours: '24', rate: '45.23', amountCents: 108_552, overtime: false, premiumCents: 0 }],
  });
  const apprenticeSlice = (hours: string, cents: number) =>
    slice({
      basicRate: '38.50',
      fringeRate: '6.73',
      apprentice,
      work: [{ hours, rate: '23.10', amountCents: 0, overtime: false, premiumCents: 0 }],
      cashInLieu: [{ hours, rate: '3.365', amountCents: cents }],
    });

  it('within the ratio the level rate is enough', () => {
    // 8 h × (23.10 + 3.365) = 211.72 = 8 × 26.465.
    expect(complianceErrors([journeyworker, apprenticeSlice('8', 21_172)])).toEqual([]);
  });

  it('over the ratio the hours are owed the journeyworker rate', () => {
    const errors = complianceErrors([journeyworker, apprenticeSlice('16', 42_344)]);
    expect(errors.map((e) => [e.message, e.shortfallCents])).toEqual([
      [
        'Week ending 2026-03-14, job J-26-017, J. Smith (Electrician): 26.465 + 0.00 = 26.465 per hour, required 35.8475 (30.80 + 5.0475); 8.00 hours over the apprentice ratio 1:3 are owed the journeyworker rate',
        15_012,
      ],
    ]);
  });
});

describe('the week ending', () => {
  it('is the last day of the workweek holding the date', () => {
    expect(weekEndingOf('2026-03-09', 0)).toBe('2026-03-14');
    expect(weekEndingOf('2026-03-14', 0)).toBe('2026-03-14');
    expect(weekEndingOf('2026-03-09', 1)).toBe('2026-03-15');
  });
});
