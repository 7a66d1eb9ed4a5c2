import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeWipJob,
  divideHalfAwayFromZero,
  firstDayOfNextMonth,
  isMonthEnd,
  monthEndOf,
  monthEndsBetween,
  wipDefaultCostToComplete,
  wipTotals,
} from './wip.rules.ts';

describe('divideHalfAwayFromZero', () => {
  it('rounds halves away from zero, both signs', () => {
    expect(divideHalfAwayFromZero(5n, 2n)).toBe(3n); // 2.5 → 3
    expect(divideHalfAwayFromZero(-5n, 2n)).toBe(-3n); // −2.5 → −3
    expect(divideHalfAwayFromZero(7n, 3n)).toBe(2n); // 2.33 → 2
    expect(divideHalfAwayFromZero(8n, 3n)).toBe(3n); // 2.67 → 3
    expect(divideHalfAwayFromZero(-8n, 3n)).toBe(-3n);
    expect(divideHalfAwayFromZero(8n, -3n)).toBe(-3n);
    expect(divideHalfAwayFromZero(0n, 7n)).toBe(0n);
    expect(() => divideHalfAwayFromZero(1n, 0n)).toThrow(RangeError);
  });
});

describe('computeWipJob — worked examples (cents)', () => {
  it('an over-billed job on the default estimate, earned revenue landing on a half cent', () => {
    // Revised contract 52,500,000; revised budget 42,000,000; cost to date 12,345,678; no estimate.
    //   cost to complete = 42,000,000 − 12,345,678 = 29,654,322 → estimated total 42,000,000
    //   % = 12,345,678 ÷ 42,000,000 = 0.29394471… → 2939 bps
    //   earned = 12,345,678 × 52,500,000 ÷ 42,000,000 = 15,432,097.5 → 15,432,098 (half away from zero)
    //   billed 18,000,000 → over 18,000,000 − 15,432,098 = 2,567,902
    //   gross profit 52,500,000 − 42,000,000 = 10,500,000, margin 20.00 %; to date 15,432,098 − 12,345,678 = 3,086,420
    expect(
      computeWipJob({
        revised_contract_cents: 52_500_000,
        revised_budget_cents: 42_000_000,
        cost_to_date_cents: 12_345_678,
        billed_to_date_cents: 18_000_000,
        estimate_cents: null,
      }),
    ).toEqual({
      cost_to_complete_cents: 29_654_322,
      is_estimate_set: false,
      estimated_total_cost_cents: 42_000_000,
      percent_complete_bps: 2939,
      earned_revenue_cents: 15_432_098,
      over_under_cents: 2_567_902,
      estimated_gross_profit_cents: 10_500_000,
      estimated_margin_bps: 2000,
      gross_profit_to_date_cents: 3_086_420,
      is_loss: false,
      loss_provision_cents: 0,
    });
  });

  it('an under-billed job whose estimate replaces the default', () => {
    // Contract 30,000,000; budget 24,000,000 (default would be 15,000,000) but the estimate is 18,000,000.
    //   estimated total 9,000,000 + 18,000,000 = 27,000,000; % = 1/3 → 3333 bps
    //   earned = 30,000,000 ÷ 3 = 10,000,000; billed 7,500,000 → under −2,500,000
    //   gross profit 3,000,000, margin 10.00 %; to date 1,000,000
    const r = computeWipJob({
      revised_contract_cents: 30_000_000,
      revised_budget_cents: 24_000_000,
      cost_to_date_cents: 9_000_000,
      billed_to_date_cents: 7_500_000,
      estimate_cents: 18_000_000,
    });
    expect(r).toMatchObject({
      cost_to_complete_cents: 18_000_000,
      is_estimate_set: true,
      estimated_total_cost_cents: 27_000_000,
      percent_complete_bps: 3333,
      earned_revenue_cents: 10_000_000,
      over_under_cents: -2_500_000,
      estimated_gross_profit_cents: 3_000_000,
      estimated_margin_bps: 1000,
      gross_profit_to_date_cents: 1_000_000,
      is_loss: false,
    });
  });

  it('a loss job: the whole projected loss recognised now', () => {
    // Contract 20,000,000; cost 12,000,000 + estimate 10,000,000 = 22,000,000 → loss 2,000,000.
    //   % = 12 ÷ 22 = 0.5454… → 5455 bps; by percent earned would be 10,909,090.9… → 10,909,091
    //   loss in full: earned = 12,000,000 − 2,000,000 = 10,000,000 (gross profit to date −2,000,000)
    //   provision = 10,909,091 − 10,000,000 = 909,091; billed 11,000,000 → over 1,000,000
    //   margin −2,000,000 ÷ 20,000,000 = −10.00 %
    expect(
      computeWipJob({
        revised_contract_cents: 20_000_000,
        revised_budget_cents: 18_000_000,
        cost_to_date_cents: 12_000_000,
        billed_to_date_cents: 11_000_000,
        estimate_cents: 10_000_000,
      }),
    ).toEqual({
      cost_to_complete_cents: 10_000_000,
      is_estimate_set: true,
      estimated_total_cost_cents: 22_000_000,
      percent_complete_bps: 5455,
      earned_revenue_cents: 10_000_000,
      over_under_cents: 1_000_000,
      estimated_gross_profit_cents: -2_000_000,
      estimated_margin_bps: -1000,
      gross_profit_to_date_cents: -2_000_000,
      is_loss: true,
      loss_provision_cents: 909_091,
    });
  });

  it('a job with an estimated total cost of 0: nothing complete, nothing earned', () => {
    // No cost, no budget, estimate 0 → estimated total 0: % 0, earned 0, billed 100,000 is all over-billing.
    expect(
      computeWipJob({
        revised_contract_cents: 5_000_000,
        revised_budget_cents: 0,
        cost_to_date_cents: 0,
        billed_to_date_cents: 100_000,
        estimate_cents: 0,
      }),
    ).toMatchObject({
      estimated_total_cost_cents: 0,
      percent_complete_bps: 0,
      earned_revenue_cents: 0,
      over_under_cents: 100_000,
      estimated_gross_profit_cents: 5_000_000,
      estimated_margin_bps: 10_000,
      is_loss: false,
    });
  });

  it('a loss job with no cost yet recognises the loss as negative earned revenue', () => {
    // Contract 1,000,000; estimate 1,200,000; no cost → loss 200,000, earned −200,000, provision 200,000.
    expect(
      computeWipJob({
        revised_contract_cents: 1_000_000,
        revised_budget_cents: 0,
        cost_to_date_cents: 0,
        billed_to_date_cents: 0,
        estimate_cents: 1_200_000,
      }),
    ).toMatchObject({
      percent_complete_bps: 0,
      earned_revenue_cents: -200_000,
      over_under_cents: 200_000,
      gross_profit_to_date_cents: -200_000,
      loss_provision_cents: 200_000,
      is_loss: true,
    });
  });

  it('a contract of 0 has no margin', () => {
    const r = computeWipJob({
      revised_contract_cents: 0,
      revised_budget_cents: 0,
      cost_to_date_cents: 0,
      billed_to_date_cents: 0,
      estimate_cents: null,
    });
    expect(r.estimated_margin_bps).toBeNull();
    expect(r.earned_revenue_cents).toBe(0);
  });

  it('the default cost to complete never goes below 0', () => {
    expect(wipDefaultCostToComplete(1000, 1500)).toBe(0);
    expect(wipDefaultCostToComplete(1500, 1000)).toBe(500);
  });
});

describe('wipTotals', () => {
  it('adds the three worked jobs; percent and margin are of the sums', () => {
    const jobs = [
      { c: 52_500_000, b: 42_000_000, cost: 12_345_678, billed: 18_000_000, e: null },
      { c: 30_000_000, b: 24_000_000, cost: 9_000_000, billed: 7_500_000, e: 18_000_000 },
      { c: 20_000_000, b: 18_000_000, cost: 12_000_000, billed: 11_000_000, e: 10_000_000 },
    ].map((j) => ({
      revised_contract_cents: j.c,
      cost_to_date_cents: j.cost,
      billed_to_date_cents: j.billed,
      ...computeWipJob({
        revised_contract_cents: j.c,
        revised_budget_cents: j.b,
        cost_to_date_cents: j.cost,
        billed_to_date_cents: j.billed,
        estimate_cents: j.e,
      }),
    }));
    // contract 52,500,000 + 30,000,000 + 20,000,000 = 102,500,000
    // cost 12,345,678 + 9,000,000 + 12,000,000 = 33,345,678; estimated total 42 + 27 + 22 = 91,000,000
    // % 33,345,678 ÷ 91,000,000 = 0.366436… → 3664; earned 15,432,098 + 10,000,000 + 10,000,000 = 35,432,098
    // billed 36,500,000 → net over 1,067,902 = over 2,567,902 + 1,000,000 − under 2,500,000
    // gross profit 10,500,000 + 3,000,000 − 2,000,000 = 11,500,000 → margin 11.2195… % → 1122
    expect(wipTotals(jobs)).toEqual({
      revised_contract_cents: 102_500_000,
      cost_to_date_cents: 33_345_678,
      cost_to_complete_cents: 57_654_322,
      estimated_total_cost_cents: 91_000_000,
      percent_complete_bps: 3664,
      earned_revenue_cents: 35_432_098,
      billed_to_date_cents: 36_500_000,
      over_under_cents: 1_067_902,
      over_billings_cents: 3_567_902,
      under_billings_cents: 2_500_000,
      estimated_gross_profit_cents: 11_500_000,
      estimated_margin_bps: 1122,
      gross_profit_to_date_cents: 2_086_420,
      loss_provision_cents: 909_091,
      loss_jobs: 1,
    });
  });

  it('over/under is always billed − earned, and over − under is the net (property)', () => {
    const job = fc.record({
      revised_contract_cents: fc.integer({ min: 0, max: 1e11 }),
      revised_budget_cents: fc.integer({ min: 0, max: 1e11 }),
      cost_to_date_cents: fc.integer({ min: 0, max: 1e11 }),
      billed_to_date_cents: fc.integer({ min: 0, max: 1e11 }),
      estimate_cents: fc.option(fc.integer({ min: 0, max: 1e11 }), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(job, { maxLength: 8 }), (inputs) => {
        const rows = inputs.map((f) => ({ ...f, ...computeWipJob(f) }));
        for (const r of rows) {
          expect(r.over_under_cents).toBe(r.billed_to_date_cents - r.earned_revenue_cents);
          expect(r.percent_complete_bps).toBeGreaterThanOrEqual(0);
          expect(r.percent_complete_bps).toBeLessThanOrEqual(10_000);
          // A loss job's gross profit to date is the whole projected loss; otherwise earned ≤ contract.
          if (r.is_loss) expect(r.gross_profit_to_date_cents).toBe(r.estimated_gross_profit_cents);
          else expect(r.earned_revenue_cents).toBeLessThanOrEqual(r.revised_contract_cents);
          expect(r.loss_provision_cents).toBeGreaterThanOrEqual(0);
        }
        const t = wipTotals(rows);
        expect(t.over_billings_cents - t.under_billings_cents).toBe(t.over_under_cents);
        expect(t.over_under_cents).toBe(t.billed_to_date_cents - t.earned_revenue_cents);
      }),
    );
  });
});

describe('month ends', () => {
  it('knows a month end, leap years included', () => {
    expect(isMonthEnd('2026-01-31')).toBe(true);
    expect(isMonthEnd('2026-02-28')).toBe(true);
    expect(isMonthEnd('2028-02-28')).toBe(false);
    expect(isMonthEnd('2028-02-29')).toBe(true);
    expect(isMonthEnd('2026-04-30')).toBe(true);
    expect(isMonthEnd('2026-04-29')).toBe(false);
    expect(isMonthEnd('2026-02-30')).toBe(false);
    expect(monthEndOf('2026-02-03')).toBe('2026-02-28');
  });

  it('the next period starts the day after, across a year', () => {
    expect(firstDayOfNextMonth('2026-01-31')).toBe('2026-02-01');
    expect(firstDayOfNextMonth('2026-12-31')).toBe('2027-01-01');
  });

  it('lists the month ends of a range', () => {
    expect(monthEndsBetween('2025-11-15', '2026-02-01')).toEqual([
      '2025-11-30',
      '2025-12-31',
      '2026-01-31',
      '2026-02-28',
    ]);
  });
});
