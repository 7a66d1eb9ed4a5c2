import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computePayApplication,
  percentOf,
  type TPayApplication,
  type TPayApplicationLineInput,
  type TRetainageTerms,
  workRetainage,
} from './pay-application.rules.ts';

/**
 * The golden job, worked out by hand (cents in the assertions):
 *   contract 100,000.00: 1 General conditions 10,000; 2 Sitework 30,000; 3 Concrete 60,000
 *   terms: 10 % on work, 5 % on stored materials, 5 % on work beyond 50 % of the contract sum
 *
 * App 1: E 2,000 / 15,000 / 6,000, F 8,000 on line 3 (rebar stored)
 *   G 2,000 / 15,000 / 14,000 = 31,000; 5a 10 % × 23,000 = 2,300; 5b 5 % × 8,000 = 400; 5 = 2,700
 *   I 200 / 1,500 / 600 + 400; 6 = 28,300; 8 = 28,300; 9 = 71,700
 * CO 1 approved: line 2 + 5,000 (35,000), new line 4 Extra drainage 7,000 → contract to date 112,000
 * App 2: D 2,000 / 15,000 / 6,000 / 0; E 3,000 / 10,000 / 30,000 (8,000 installed + 22,000) / 1,000; F 0
 *   G 5,000 / 25,000 / 36,000 / 1,000 = 67,000; threshold 56,000:
 *   5 = 10 % × 56,000 + 5 % × 11,000 = 5,600 + 550 = 6,150, allocated by D + E (67,000):
 *   458.955… / 2,294.776… / 3,304.477… / 91.791… → floors 458.95 / 2,294.77 / 3,304.47 / 91.79 = 6,149.98,
 *   the 2 cents to the largest remainders (line 3 .76, line 2 .61) → 458.95 / 2,294.78 / 3,304.48 / 91.79
 *   6 = 60,850; 7 = 28,300; 8 = 32,550; 9 = 51,150; this period: gross 36,000, retainage 3,450
 * App 3: everything finished: G = C, 5 = 5,600 + 5 % × 56,000 = 8,400 (750 / 2,625 / 4,500 / 525)
 *   6 = 103,600; 7 = 60,850; 8 = 42,750; 9 = 8,400; this period: gross 45,000, retainage 2,250
 * App 4, retainage release: 5 = 0; 6 = 112,000; 7 = 103,600; 8 = 8,400; 9 = 0; retainage −8,400
 */
const terms: TRetainageTerms = {
  work_bps: 1000,
  stored_bps: 500,
  step_down: { threshold_bps: 5000, work_bps: 500 },
};

const line = (id: string, c: number, d: number, e: number, f = 0): TPayApplicationLineInput => ({
  line_id: id,
  scheduled_cents: c,
  previous_work_cents: d,
  this_period_cents: e,
  stored_cents: f,
});
const previousOf = (app: TPayApplication) => ({
  completed_and_stored_cents: app.summary.line4_completed_and_stored_cents,
  retainage_cents: app.summary.line5_retainage_cents,
  earned_less_retainage_cents: app.summary.line6_earned_less_retainage_cents,
});

describe('the golden job', () => {
  const app1 = computePayApplication({
    original_contract_cents: 10_000_000,
    approved_changes_cents: 0,
    terms,
    previous: null,
    lines: [
      line('1', 1_000_000, 0, 200_000),
      line('2', 3_000_000, 0, 1_500_000),
      line('3', 6_000_000, 0, 600_000, 800_000),
    ],
  });
  const app2 = computePayApplication({
    original_contract_cents: 10_000_000,
    approved_changes_cents: 1_200_000,
    terms,
    previous: previousOf(app1),
    lines: [
      line('1', 1_000_000, 200_000, 300_000),
      line('2', 3_500_000, 1_500_000, 1_000_000),
      line('3', 6_000_000, 600_000, 3_000_000),
      line('4', 700_000, 0, 100_000),
    ],
  });
  const app3 = computePayApplication({
    original_contract_cents: 10_000_000,
    approved_changes_cents: 1_200_000,
    terms,
    previous: previousOf(app2),
    lines: [
      line('1', 1_000_000, 500_000, 500_000),
      line('2', 3_500_000, 2_500_000, 1_000_000),
      line('3', 6_000_000, 3_600_000, 2_400_000),
      line('4', 700_000, 100_000, 600_000),
    ],
  });
  const app4 = computePayApplication({
    original_contract_cents: 10_000_000,
    approved_changes_cents: 1_200_000,
    terms,
    previous: previousOf(app3),
    is_retainage_release: true,
    lines: [
      line('1', 1_000_000, 1_000_000, 0),
      line('2', 3_500_000, 3_500_000, 0),
      line('3', 6_000_000, 6_000_000, 0),
      line('4', 700_000, 700_000, 0),
    ],
  });

  it('application 1: G702 lines 1–9 and every G703 cell', () => {
    expect(app1.summary).toEqual({
      line1_original_contract_cents: 10_000_000,
      line2_net_change_orders_cents: 0,
      line3_contract_sum_to_date_cents: 10_000_000,
      line4_completed_and_stored_cents: 3_100_000,
      line5a_retainage_work_cents: 230_000,
      line5b_retainage_stored_cents: 40_000,
      line5_retainage_cents: 270_000,
      line6_earned_less_retainage_cents: 2_830_000,
      line7_previous_certificates_cents: 0,
      line8_current_payment_due_cents: 2_830_000,
      line9_balance_to_finish_cents: 7_170_000,
    });
    expect(
      app1.lines.map((l) => [
        l.completed_and_stored_cents,
        l.percent_complete_bps,
        l.balance_to_finish_cents,
        l.retainage_cents,
      ]),
    ).toEqual([
      [200_000, 2000, 800_000, 20_000],
      [1_500_000, 5000, 1_500_000, 150_000],
      [1_400_000, 2333, 4_600_000, 100_000],
    ]);
    expect(app1.this_period).toEqual({
      gross_cents: 3_100_000,
      retainage_cents: 270_000,
      due_cents: 2_830_000,
    });
    expect(app1.problems).toEqual([]);
  });

  it('application 2: the change order, stored materials installed, the step-down past 50 %', () => {
    expect(app2.summary).toMatchObject({
      line3_contract_sum_to_date_cents: 11_200_000,
      line4_completed_and_stored_cents: 6_700_000,
      line5a_retainage_work_cents: 615_000,
      line5b_retainage_stored_cents: 0,
      line6_earned_less_retainage_cents: 6_085_000,
      line7_previous_certificates_cents: 2_830_000,
      line8_current_payment_due_cents: 3_255_000,
      line9_balance_to_finish_cents: 5_115_000,
    });
    expect(app2.lines.map((l) => l.retainage_cents)).toEqual([45_895, 229_478, 330_448, 9_179]);
    expect(app2.this_period).toEqual({
      gross_cents: 3_600_000,
      retainage_cents: 345_000,
      due_cents: 3_255_000,
    });
  });

  it('application 3: finished, retainage 8,400 on the sliding scale', () => {
    expect(app3.summary).toMatchObject({
      line4_completed_and_stored_cents: 11_200_000,
      line5_retainage_cents: 840_000,
      line6_earned_less_retainage_cents: 10_360_000,
      line7_previous_certificates_cents: 6_085_000,
      line8_current_payment_due_cents: 4_275_000,
      line9_balance_to_finish_cents: 840_000,
    });
    expect(app3.lines.map((l) => l.retainage_cents)).toEqual([75_000, 262_500, 450_000, 52_500]);
    expect(app3.this_period).toEqual({
      gross_cents: 4_500_000,
      retainage_cents: 225_000,
      due_cents: 4_275_000,
    });
  });

  it('application 4, the retainage release, bills what was held and leaves nothing to finish', () => {
    expect(app4.summary).toMatchObject({
      line5_retainage_cents: 0,
      line6_earned_less_retainage_cents: 11_200_000,
      line7_previous_certificates_cents: 10_360_000,
      line8_current_payment_due_cents: 840_000,
      line9_balance_to_finish_cents: 0,
    });
    expect(app4.this_period).toEqual({ gross_cents: 0, retainage_cents: -840_000, due_cents: 840_000 });
  });

  it('over the four applications: billed = contract, retainage held back to zero', () => {
    const apps = [app1, app2, app3, app4];
    expect(apps.reduce((s, a) => s + a.this_period.due_cents, 0)).toBe(11_200_000);
    expect(apps.reduce((s, a) => s + a.this_period.retainage_cents, 0)).toBe(0);
    expect(apps.reduce((s, a) => s + a.this_period.gross_cents, 0)).toBe(11_200_000);
  });
});

describe('retainage rules', () => {
  it('percentages round half up to the cent', () => {
    expect(percentOf(5, 1000)).toBe(1); // 0.5 cent → 1
    expect(percentOf(4, 1000)).toBe(0);
    expect(percentOf(333_333, 1000)).toBe(33_333);
  });

  it('the step-down keeps what was held below the threshold', () => {
    const t: TRetainageTerms = {
      work_bps: 1000,
      stored_bps: 0,
      step_down: { threshold_bps: 5000, work_bps: 0 },
    };
    expect(workRetainage(40_000, 100_000, t)).toBe(4_000);
    expect(workRetainage(90_000, 100_000, t)).toBe(5_000);
  });

  it('a cap limits the total, taking from work retainage first', () => {
    const app = computePayApplication({
      original_contract_cents: 100_000,
      approved_changes_cents: 0,
      terms: { work_bps: 1000, stored_bps: 1000, cap_bps: 500 },
      previous: null,
      lines: [line('a', 60_000, 0, 50_000, 10_000), line('b', 40_000, 0, 0)],
    });
    // 10 % of 50,000 + 10 % of 10,000 = 6,000, capped at 5 % of 100,000 = 5,000: work 4,000, stored 1,000.
    expect(app.summary.line5a_retainage_work_cents).toBe(4_000);
    expect(app.summary.line5b_retainage_stored_cents).toBe(1_000);
  });

  it('an override replaces a line’s allocation and line 5 follows the lines', () => {
    const app = computePayApplication({
      original_contract_cents: 100_000,
      approved_changes_cents: 0,
      terms: { work_bps: 1000, stored_bps: 0 },
      previous: null,
      lines: [{ ...line('a', 50_000, 0, 50_000), retainage_override_cents: 0 }, line('b', 50_000, 0, 50_000)],
    });
    expect(app.lines.map((l) => l.retainage_cents)).toEqual([0, 5_000]);
    expect(app.summary.line5_retainage_cents).toBe(5_000);
  });

  it('names the problems: a schedule that does not total the contract, a line above 100 %', () => {
    const app = computePayApplication({
      original_contract_cents: 100_000,
      approved_changes_cents: 0,
      terms: { work_bps: 0, stored_bps: 0 },
      previous: null,
      lines: [line('a', 60_000, 0, 70_000)],
    });
    expect(app.problems.map((p) => p.code)).toEqual(['over_100_percent', 'schedule_total']);
  });

  it('property: the lines’ retainage always sums exactly to line 5, and 4 − 5 − 7 = 8', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            c: fc.integer({ min: 0, max: 1e9 }),
            d: fc.integer({ min: 0, max: 1e9 }),
            e: fc.integer({ min: 0, max: 1e9 }),
            f: fc.integer({ min: 0, max: 1e8 }),
          }),
          { minLength: 1, maxLength: 60 },
        ),
        fc.integer({ min: 0, max: 10000 }),
        fc.integer({ min: 0, max: 10000 }),
        fc.option(
          fc.record({
            threshold_bps: fc.integer({ min: 0, max: 10000 }),
            work_bps: fc.integer({ min: 0, max: 10000 }),
          }),
          { nil: null },
        ),
        fc.option(fc.integer({ min: 0, max: 10000 }), { nil: null }),
        (rows, workBps, storedBps, step, cap) => {
          const lines = rows.map((r, i) => line(String(i), r.c, r.d, r.e, r.f));
          const contract = rows.reduce((s, r) => s + r.c, 0);
          const app = computePayApplication({
            original_contract_cents: contract,
            approved_changes_cents: 0,
            terms: { work_bps: workBps, stored_bps: storedBps, step_down: step, cap_bps: cap },
            previous: { completed_and_stored_cents: 0, retainage_cents: 0, earned_less_retainage_cents: 123 },
            lines,
          });
          const s = app.summary;
          expect(app.lines.reduce((t, l) => t + l.retainage_cents, 0)).toBe(s.line5_retainage_cents);
          expect(s.line5a_retainage_work_cents + s.line5b_retainage_stored_cents).toBe(
            s.line5_retainage_cents,
          );
          expect(
            s.line4_completed_and_stored_cents -
              s.line5_retainage_cents -
              s.line7_previous_certificates_cents,
          ).toBe(s.line8_current_payment_due_cents);
          if (cap != null) expect(s.line5_retainage_cents).toBeLessThanOrEqual(percentOf(contract, cap));
          for (const l of app.lines) expect(l.retainage_cents).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
