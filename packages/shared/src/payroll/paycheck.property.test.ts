import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundHalfUp } from './decimal.ts';
import {
  EMPTY_YTD,
  type TDeductionInput,
  type TPaycheckInput,
  type TTimeLineInput,
  type TYtd,
} from './engine.types.ts';
import { CALIFORNIA_OVERTIME_RULES, type TOvertimeRuleSet } from './overtime.schemas.ts';
import { applyOvertime } from './overtime.ts';
import { priceOvertime } from './overtime-pricing.ts';
import { calculatePaycheck } from './paycheck.ts';
import { PARAMS_2026, paycheckInput, w4 } from './test-helpers.ts';

const LOCAL_46: TOvertimeRuleSet = {
  code: 'L46',
  kind: 'agreement',
  jurisdiction: null,
  unionLocal: 'L46',
  rules: { daily: null, seventhDay: null, saturday: '1.5', sunday: '2.0', holidays: null },
};
const RULES = [CALIFORNIA_OVERTIME_RULES, LOCAL_46];

/** Two workweeks from Monday 2026-03-02. */
const DATES = Array.from({ length: 14 }, (_, i) => `2026-03-${String(2 + i).padStart(2, '0')}`);

const arbLine: fc.Arbitrary<TTimeLineInput> = fc.record({
  id: fc.uuid(),
  workDate: fc.constantFrom(...DATES),
  jobId: fc.constantFrom('A', 'B', 'C', null),
  costCodeId: fc.constantFrom('c1', 'c2'),
  payType: fc.constantFrom('REG', 'REG', 'REG', 'REG', 'OT', 'DT'),
  // Quarter hours from 0.25 to 14.
  hours: fc.integer({ min: 1, max: 56 }).map((q) => (q / 4).toFixed(2)),
  // Rates 15.0000 … 75.0000 with four decimals.
  rate: fc
    .integer({ min: 150_000, max: 750_000 })
    .map((r) => `${Math.floor(r / 10_000)}.${String(r % 10_000).padStart(4, '0')}`),
  classification: fc.constantFrom('Carpenter', null),
  workersCompClass: fc.constantFrom('5403', null),
  workState: fc.constantFrom('TX', 'PA', 'CA', 'VA'),
  unionLocal: fc.constantFrom('L46', null),
});

const arbDeduction: fc.Arbitrary<TDeductionInput> = fc.record({
  id: fc.constantFrom('d1', 'd2', 'd3', 'd4'),
  kind: fc.constantFrom('retirement_pretax', 'section125', 'roth', 'union_dues', 'post_tax', 'garnishment'),
  description: fc.constant('Deduction'),
  method: fc.constantFrom('amount', 'percent'),
  amountCents: fc.integer({ min: 0, max: 300_000 }),
  percent: fc.constantFrom('1', '5', '12.5', null),
  annualLimitCents: fc.constantFrom(null, 50_000, 2_350_000),
  maxPercentOfDisposable: fc.constantFrom(null, '25'),
  priority: fc.integer({ min: 0, max: 3 }),
});

const arbInput: fc.Arbitrary<TPaycheckInput> = fc
  .record({
    timeLines: fc.array(arbLine, { minLength: 0, maxLength: 25 }),
    deductions: fc.array(arbDeduction, { maxLength: 4 }),
    allocation: fc.constantFrom('time_order' as const, 'pro_rata' as const),
    startDay: fc.integer({ min: 0, max: 6 }),
    bonus: fc.integer({ min: 0, max: 500_000 }),
    reimbursement: fc.integer({ min: 0, max: 20_000 }),
    status: fc.constantFrom('single' as const, 'married_jointly' as const, 'head_of_household' as const),
  })
  .map((s) =>
    paycheckInput({
      payFrequency: 'biweekly',
      timeLines: s.timeLines,
      deductions: s.deductions,
      w4: w4({ filingStatus: s.status }),
      company: { workweekStartDay: s.startDay, overtimeAllocation: s.allocation, sutaRates: { PA: '3.5' } },
      workersCompRates: [
        { state: 'CA', classCode: '5403', ratePer100: '12.3456', excludesOvertimePremium: true },
      ],
      fringeRates: [
        {
          unionLocal: 'L46',
          classification: 'Carpenter',
          fund: 'health',
          ratePerHour: '9.125',
          taxable: false,
        },
        {
          unionLocal: 'L46',
          classification: 'Carpenter',
          fund: 'vacation',
          ratePerHour: '1.75',
          taxable: true,
        },
      ],
      otherEarnings: [
        { id: 'b', kind: 'bonus', amountCents: s.bonus, jobId: null, costCodeId: null, memo: null },
        {
          id: 'r',
          kind: 'reimbursement',
          amountCents: s.reimbursement,
          jobId: null,
          costCodeId: null,
          memo: null,
        },
      ],
    }),
  );

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('calculatePaycheck properties', () => {
  it('Σ earnings = gross; net = gross − employee taxes − deductions; no negative tax or deduction', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const r = calculatePaycheck(input, PARAMS_2026, RULES);
        expect(sum(r.earnings.map((e) => e.amountCents))).toBe(r.grossCents);
        expect(r.employeeTaxesCents).toBe(sum(r.employeeTaxes.map((t) => t.amountCents)));
        expect(r.deductionsCents).toBe(sum(r.deductions.map((d) => d.amountCents)));
        expect(r.netCents).toBe(r.grossCents - r.employeeTaxesCents - r.deductionsCents);
        for (const t of [...r.employeeTaxes, ...r.employerTaxes])
          expect(t.amountCents).toBeGreaterThanOrEqual(0);
        for (const d of r.deductions) expect(d.amountCents).toBeGreaterThanOrEqual(0);
        // Deductions never push net below zero (only taxes can, and then the check carries a warning).
        if (r.netCents < 0) {
          expect(r.warnings.map((w) => w.code)).toContain('negative_net');
          const postTax = r.deductions.filter(
            (d) => d.kind !== 'retirement_pretax' && d.kind !== 'section125',
          );
          expect(sum(postTax.map((d) => d.amountCents))).toBe(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('the overtime engine keeps every hour: Σ portion hours per time line = the line hours', () => {
    fc.assert(
      fc.property(fc.array(arbLine, { maxLength: 30 }), fc.integer({ min: 0, max: 6 }), (lines, startDay) => {
        const portions = applyOvertime(lines, RULES, { workweekStartDay: startDay });
        for (const line of lines) {
          const hundredths = sum(portions.filter((p) => p.line === line).map((p) => p.hundredths));
          expect(hundredths).toBe(Math.round(Number(line.hours) * 100));
        }
        // Entered OT/DT stays OT/DT.
        for (const p of portions) if (p.line.payType !== 'REG') expect(p.payType).toBe(p.line.payType);
        // No workweek has more than 40 REG hours.
        const regByWeek = new Map<string, number>();
        for (const p of portions)
          if (p.payType === 'REG')
            regByWeek.set(p.weekStart, (regByWeek.get(p.weekStart) ?? 0) + p.hundredths);
        for (const reg of regByWeek.values()) expect(reg).toBeLessThanOrEqual(4_000);
      }),
      { numRuns: 300 },
    );
  });

  it('the premium allocation only moves money: both rules pay the same straight time and premium', () => {
    fc.assert(
      fc.property(fc.array(arbLine, { maxLength: 30 }), (lines) => {
        const portions = applyOvertime(lines, RULES, { workweekStartDay: 1 });
        const timeOrder = priceOvertime(portions, 'time_order');
        const proRata = priceOvertime(portions, 'pro_rata');
        expect(sum(proRata.map((p) => p.premiumCents))).toBe(sum(timeOrder.map((p) => p.premiumCents)));
        expect(sum(proRata.map((p) => p.straightCents))).toBe(sum(timeOrder.map((p) => p.straightCents)));
        // time_order puts weekly premium only on the hours that became OT by the weekly rule.
        for (const p of timeOrder) if (p.payType === 'REG') expect(p.premiumCents).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('over a year of checks no tax passes its cap and no YTD figure decreases', () => {
    const ssMax = 1_143_900;
    const futaMax = 4_200;
    const txSutaMax = 24_300; // 2.7 % new-employer rate × 9,000.
    const paMax = 35_000; // 3.5 % × 10,000.
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 2_500_000 }), { minLength: 26, maxLength: 26 }),
        fc.array(fc.constantFrom('TX', 'PA'), { minLength: 26, maxLength: 26 }),
        (wages, states) => {
          let ytd: TYtd = EMPTY_YTD;
          wages.forEach((cents, i) => {
            const input = paycheckInput({
              payFrequency: 'biweekly',
              payType: 'salary',
              salaryAnnualCents: cents * 26,
              homeState: states[i] ?? 'TX',
              checkDate: '2026-12-31',
              ytd,
              company: { workweekStartDay: 1, overtimeAllocation: 'time_order', sutaRates: { PA: '3.5' } },
            });
            const r = calculatePaycheck(input, PARAMS_2026, []);
            const after = r.ytdAfter;
            for (const key of [
              'grossCents',
              'federalWagesCents',
              'socialSecurityWagesCents',
              'medicareWagesCents',
              'futaWagesCents',
            ] as const)
              expect(after[key]).toBeGreaterThanOrEqual(ytd[key]);
            for (const [key, value] of Object.entries(ytd.taxesCents))
              expect(after.taxesCents[key] ?? 0).toBeGreaterThanOrEqual(value);
            for (const [key, value] of Object.entries(ytd.sutaWagesCents))
              expect(after.sutaWagesCents[key] ?? 0).toBeGreaterThanOrEqual(value);
            expect(after.taxesCents.ss ?? 0).toBeLessThanOrEqual(ssMax);
            expect(after.taxesCents['er:ss'] ?? 0).toBeLessThanOrEqual(ssMax);
            expect(after.taxesCents['er:futa'] ?? 0).toBeLessThanOrEqual(futaMax);
            expect(after.taxesCents['er:suta:TX'] ?? 0).toBeLessThanOrEqual(txSutaMax);
            expect(after.taxesCents['er:suta:PA'] ?? 0).toBeLessThanOrEqual(paMax);
            expect(after.socialSecurityWagesCents).toBeLessThanOrEqual(18_450_000);
            ytd = after;
          });
          // The year's Social Security is exactly 6.2 % of its taxable wages; at the base, exactly 11,439.00.
          const ss = ytd.taxesCents.ss ?? 0;
          expect(ss).toBe(Number(roundHalfUp(BigInt(ytd.socialSecurityWagesCents) * 62n, 1_000n)));
          if (ytd.socialSecurityWagesCents === 18_450_000) expect(ss).toBe(ssMax);
          if (ytd.futaWagesCents === 700_000) expect(ytd.taxesCents['er:futa']).toBe(futaMax);
        },
      ),
      { numRuns: 150 },
    );
  });
});
