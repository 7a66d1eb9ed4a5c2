import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../payroll/paycheck.ts';
import { PARAMS_2026, paycheckInput, timeLine } from '../payroll/test-helpers.ts';
import { slicesFromPaycheck } from './certified-slices.ts';
import { checkCertifiedSlices } from './compliance.ts';
import { cashInLieuRate } from './fringe-credit.ts';

/*
 * Random certified weeks of one worker (one or two classifications, five days of whole hours, rates in
 * whole cents, a plan credit, automatic cash in lieu) go through the payroll engine and the check.
 * An independent model in plain integers (twice the cents, so the half of the premium stays whole):
 *   paid     = Σ the check's cents on the class's lines (straight, the premium its hours earned, cash in
 *              lieu) + hours × credit
 *   required = Σ hours × (basic + fringe) + 0.5 × max(cash rate, basic) × overtime hours
 * For every slice the check passes, paid ≥ required (the check forgives less than half a cent of
 * rounding, which in whole-cent figures is nothing); for every slice it fails, paying the shortfall it
 * names as cash in lieu makes it pass.
 */

const cents = (c: number) => (c / 100).toFixed(2);
const ZClass = fc
  .record({
    basic: fc.integer({ min: 1_500, max: 5_000 }),
    fringe: fc.integer({ min: 0, max: 1_500 }),
    over: fc.integer({ min: -300, max: 800 }),
  })
  .map((c) => ({ ...c, cash: Math.max(100, c.basic + c.over) }));

describe('certified weeks (property)', () => {
  it('a week that passes pays at least the determination; the fix closes any shortfall', () => {
    fc.assert(
      fc.property(
        fc.array(ZClass, { minLength: 1, maxLength: 2 }),
        fc.integer({ min: 0, max: 1_500 }),
        fc.array(fc.record({ cls: fc.nat(1), hours: fc.integer({ min: 1, max: 12 }) }), {
          minLength: 5,
          maxLength: 5,
        }),
        fc.constantFrom('time_order' as const, 'pro_rata' as const),
        (classes, credit, days, allocation) => {
          const lines = days.map((d, i) => {
            const cls = classes[d.cls % classes.length] ?? classes[0];
            if (!cls) throw new Error('no class');
            return timeLine({
              id: `t${i}|${d.cls % classes.length}`,
              workDate: `2026-03-${String(9 + i).padStart(2, '0')}`,
              costCodeId: `cc-${d.cls % classes.length}`,
              hours: String(d.hours),
              rate: cents(cls.cash),
              certified: { cashInLieuRate: cashInLieuRate(cents(cls.fringe), cents(credit)), plans: [] },
            });
          });
          const result = calculatePaycheck(
            paycheckInput({
              timeLines: lines,
              company: { workweekStartDay: 0, overtimeAllocation: allocation, sutaRates: {} },
            }),
            PARAMS_2026,
            [],
          );
          const info = new Map(
            lines.map((t) => {
              const k = Number(t.id.split('|')[1]);
              const cls = classes[k] ?? classes[0];
              return [
                t.id,
                {
                  jobId: 'job-a',
                  classification: `C${k}`,
                  basicRate: cents(cls?.basic ?? 0),
                  fringeRate: cents(cls?.fringe ?? 0),
                },
              ];
            }),
          );
          const slices = slicesFromPaycheck(result, {
            employeeName: 'J. Smith',
            workweekStartDay: 0,
            lines: info,
            jobNumbers: new Map([['job-a', 'J-26-017']]),
            planCreditPerHour: () => cents(credit),
            apprenticeship: () => null,
          });
          for (const checked of checkCertifiedSlices(slices)) {
            const k = Number(checked.slice.classification.slice(1));
            const cls = classes[k];
            if (!cls) throw new Error('no class');
            const mine = result.earnings.filter((e) => e.timeEntryId?.endsWith(`|${k}`));
            const hours = mine
              .filter((e) => e.code !== 'CASH_FRINGE')
              .reduce((s, e) => s + Number(e.hours), 0);
            const ot = mine
              .filter((e) => e.code === 'OT' || e.code === 'DT')
              .reduce((s, e) => s + Number(e.hours), 0);
            // What the employee was paid for these hours: the premium their own OT hours earned.
            const earned = (e: (typeof mine)[number]) =>
              e.amountCents - e.premiumCents + (e.earnedPremiumCents ?? e.premiumCents);
            const paid2 = 2 * (mine.reduce((s, e) => s + earned(e), 0) + hours * credit);
            const required2 = 2 * hours * (cls.basic + cls.fringe) + Math.max(cls.cash, cls.basic) * ot;
            if (checked.error === null) expect(paid2).toBeGreaterThanOrEqual(required2);
            else {
              expect(paid2).toBeLessThan(required2);
              const fixed = checkCertifiedSlices([
                {
                  ...checked.slice,
                  cashInLieu: [
                    ...checked.slice.cashInLieu,
                    { hours: null, rate: null, amountCents: checked.error.shortfallCents },
                  ],
                },
              ]);
              expect(fixed[0]?.error).toBeNull();
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
