import { describe, expect, it } from 'vitest';
import { EMPTY_YTD, type TDeductionInput } from './engine.types.ts';
import { calculatePaycheck } from './paycheck.ts';
import { PayrollParametersMissing, taxParameterSet } from './tax-parameters.schemas.ts';
import { BUILT_IN_TAX_PARAMETERS } from './tax-parameters-2026.ts';
import { PARAMS_2026, paycheckInput, salaryCheck, taxOf, timeLine, w4 } from './test-helpers.ts';

const pay = (input: Parameters<typeof calculatePaycheck>[0]) => calculatePaycheck(input, PARAMS_2026, []);

/** 52 weekly periods: an annual salary of 52 × the weekly figure. */
const weekly = (cents: number) => cents * 52;

const deduction = (overrides: Partial<TDeductionInput>): TDeductionInput => ({
  id: 'd1',
  kind: 'post_tax',
  description: 'Deduction',
  method: 'amount',
  amountCents: 0,
  percent: null,
  annualLimitCents: null,
  maxPercentOfDisposable: null,
  priority: 10,
  ...overrides,
});

describe('calculatePaycheck: FICA', () => {
  it('weekly 1,500.00 single in Texas: 160.19 federal, 93.00 SS, 21.75 Medicare, net 1,225.06', () => {
    // SS 6.2 % × 1,500 = 93.00; Medicare 1.45 % × 1,500 = 21.75; Texas: no income tax.
    // Net 1,500.00 − 160.19 − 93.00 − 21.75 = 1,225.06.
    const r = pay(salaryCheck(weekly(150_000)));
    expect(taxOf(r.employeeTaxes, 'fit')).toBe(16_019);
    expect(taxOf(r.employeeTaxes, 'ss')).toBe(9_300);
    expect(taxOf(r.employeeTaxes, 'medicare')).toBe(2_175);
    expect(r.netCents).toBe(122_506);
  });

  it('Social Security stops at the 184,500 base: employee total exactly 11,439.00', () => {
    // YTD SS wages 180,000.00 and SS 11,160.00 (6.2 %). This check 10,000.00: only 4,500.00 is under the base,
    // 6.2 % × 4,500 = 279.00 → 11,160.00 + 279.00 = 11,439.00 = 6.2 % × 184,500. The next check withholds 0.
    const ytd = {
      ...EMPTY_YTD,
      socialSecurityWagesCents: 18_000_000,
      medicareWagesCents: 18_000_000,
      taxesCents: { ss: 1_116_000, 'er:ss': 1_116_000 },
    };
    const r = pay(salaryCheck(weekly(1_000_000), { ytd }));
    const ss = r.employeeTaxes.find((t) => t.code === 'ss');
    expect(ss).toMatchObject({ taxableWagesCents: 450_000, amountCents: 27_900 });
    expect(taxOf(r.employerTaxes, 'ss')).toBe(27_900);
    expect(r.ytdAfter.taxesCents.ss).toBe(1_143_900);
    expect(r.ytdAfter.socialSecurityWagesCents).toBe(18_450_000);
    expect(r.warnings.map((w) => w.code)).toContain('cap_crossed');
    const next = pay(salaryCheck(weekly(1_000_000), { ytd: r.ytdAfter }));
    expect(taxOf(next.employeeTaxes, 'ss')).toBe(0);
    expect(next.ytdAfter.taxesCents.ss).toBe(1_143_900);
    // Medicare has no cap: 1.45 % × 10,000 = 145.00 both times.
    expect(taxOf(next.employeeTaxes, 'medicare')).toBe(14_500);
  });

  it('Additional Medicare: 0.9 % only on the wages past 200,000 of the year, employee only', () => {
    // YTD Medicare wages 195,000.00; this check 10,000.00 → 5,000.00 over the threshold × 0.9 % = 45.00.
    const ytd = { ...EMPTY_YTD, medicareWagesCents: 19_500_000, socialSecurityWagesCents: 18_450_000 };
    const r = pay(salaryCheck(weekly(1_000_000), { ytd }));
    expect(r.employeeTaxes.find((t) => t.code === 'addl_medicare')).toMatchObject({
      taxableWagesCents: 500_000,
      amountCents: 4_500,
    });
    expect(taxOf(r.employerTaxes, 'addl_medicare')).toBeUndefined();
    expect(r.warnings.some((w) => w.message.includes('Additional Medicare'))).toBe(true);
    // The next check: all 10,000.00 over → 90.00.
    expect(
      taxOf(pay(salaryCheck(weekly(1_000_000), { ytd: r.ytdAfter })).employeeTaxes, 'addl_medicare'),
    ).toBe(9_000);
  });
});

describe('calculatePaycheck: FUTA and SUTA', () => {
  it('FUTA stops at 7,000: 0.6 % → 42.00 for the year', () => {
    // YTD FUTA wages 6,500.00 (39.00). Check 1,000.00 in Texas: 500.00 taxable × (6.0 − 5.4) % = 3.00 → 42.00.
    const ytd = { ...EMPTY_YTD, futaWagesCents: 650_000, taxesCents: { 'er:futa': 3_900 } };
    const r = pay(salaryCheck(weekly(100_000), { ytd }));
    expect(r.employerTaxes.find((t) => t.code === 'futa')).toMatchObject({
      taxableWagesCents: 50_000,
      amountCents: 300,
    });
    expect(r.ytdAfter.taxesCents['er:futa']).toBe(4_200);
    expect(r.ytdAfter.futaWagesCents).toBe(700_000);
    expect(taxOf(pay(salaryCheck(weekly(100_000), { ytd: r.ytdAfter })).employerTaxes, 'futa')).toBe(0);
  });

  it('FUTA in a credit-reduction state: California 0.6 % + 1.2 % = 1.8 % → 126.00 on 7,000', () => {
    const r = pay(salaryCheck(weekly(700_000), { homeState: 'CA' }));
    expect(taxOf(r.employerTaxes, 'futa')).toBe(12_600);
  });

  it("SUTA at the company's rate up to the state base (Texas 9,000 at 2.1 %)", () => {
    // YTD Texas SUTA wages 8,000.00; check 1,500.00 → 1,000.00 taxable × 2.1 % = 21.00.
    const ytd = { ...EMPTY_YTD, sutaWagesCents: { TX: 800_000 } };
    const company = {
      workweekStartDay: 1,
      overtimeAllocation: 'time_order' as const,
      sutaRates: { TX: '2.1' },
    };
    const r = pay(salaryCheck(weekly(150_000), { ytd, company }));
    expect(r.employerTaxes.find((t) => t.code === 'suta')).toMatchObject({
      jurisdiction: 'TX',
      taxableWagesCents: 100_000,
      amountCents: 2_100,
    });
    expect(r.ytdAfter.sutaWagesCents.TX).toBe(900_000);
  });
});

describe('calculatePaycheck: state income tax', () => {
  it('Pennsylvania flat 3.07 %, 401(k) deferrals still taxable, employee UC 0.07 %', () => {
    // Weekly 1,000.00 with a 5 % 401(k) (50.00). PA wages 1,000.00 (PA taxes deferrals): 3.07 % = 30.70.
    // Employee UC 0.07 % × 1,000 = 0.70. Federal wages 950.00.
    const r = pay(
      salaryCheck(weekly(100_000), {
        homeState: 'PA',
        deductions: [
          deduction({ kind: 'retirement_pretax', method: 'percent', amountCents: null, percent: '5' }),
        ],
      }),
    );
    expect(r.employeeTaxes.find((t) => t.code === 'sit')).toMatchObject({
      jurisdiction: 'PA',
      taxableWagesCents: 100_000,
      amountCents: 3_070,
    });
    expect(taxOf(r.employeeTaxes, 'suta_ee', 'PA')).toBe(70);
    expect(r.federalWagesCents).toBe(95_000);
  });

  it('Virginia brackets: biweekly 2,000.00 with 2 exemptions → 81.63', () => {
    // 2,000 × 26 = 52,000 − 8,750 standard − 2 × 930 = 41,390. 720 + 5.75 % × (41,390 − 17,000) = 720 + 1,402.425
    // = 2,122.425 a year; ÷ 26 = 81.6317 → 81.63.
    const r = pay(
      salaryCheck(2_000_00 * 26, {
        payFrequency: 'biweekly',
        homeState: 'VA',
        stateCertificates: [
          { state: 'VA', filingStatus: 'single', allowances: 2, additionalCents: 0, exempt: false },
        ],
      }),
    );
    expect(taxOf(r.employeeTaxes, 'sit', 'VA')).toBe(8_163);
  });

  it('taxes each earning line by its work state', () => {
    // 20 h in PA and 20 h in TX at 25.00: PA wages 500.00 → 15.35; nothing for Texas; SUTA lines for both.
    const r = pay(
      paycheckInput({
        timeLines: [
          timeLine({ hours: '20', rate: '25', workState: 'PA' }),
          timeLine({ workDate: '2026-03-10', hours: '20', rate: '25', workState: 'TX' }),
        ],
      }),
    );
    expect(r.employeeTaxes.filter((t) => t.code === 'sit')).toMatchObject([
      { jurisdiction: 'PA', taxableWagesCents: 50_000, amountCents: 1_535 },
    ]);
    expect(r.employerTaxes.filter((t) => t.code === 'suta').map((t) => t.jurisdiction)).toEqual(['PA', 'TX']);
  });

  it('warns when a work state has no parameters for the year', () => {
    const r = pay(salaryCheck(weekly(100_000), { homeState: 'NY' }));
    expect(r.warnings.filter((w) => w.code === 'missing_state_parameters')).toHaveLength(2);
  });
});

describe('calculatePaycheck: deductions', () => {
  it('section 125 lowers FICA wages too; 401(k) only income-tax wages', () => {
    // Weekly 1,000.00, section 125 100.00, 401(k) 50.00. FICA wages 900.00: SS 55.80, Medicare 13.05.
    // Federal wages 850.00: 44,200 − 8,600 = 35,600 → 1,240 + 12 % × 15,700 = 3,124 ÷ 52 = 60.0769 → 60.08.
    const r = pay(
      salaryCheck(weekly(100_000), {
        deductions: [
          deduction({ id: 'hsa', kind: 'section125', amountCents: 10_000 }),
          deduction({ id: 'k', kind: 'retirement_pretax', amountCents: 5_000 }),
        ],
      }),
    );
    expect(taxOf(r.employeeTaxes, 'ss')).toBe(5_580);
    expect(taxOf(r.employeeTaxes, 'medicare')).toBe(1_305);
    expect(taxOf(r.employeeTaxes, 'fit')).toBe(6_008);
    // Net 1,000 − (60.08 + 55.80 + 13.05) − 150.00 = 721.07.
    expect(r.netCents).toBe(72_107);
  });

  it('garnishment limited to 25 % of disposable earnings (gross − taxes)', () => {
    // Weekly 1,000.00 single: FIT 52,000 − 8,600 = 43,400 → 1,240 + 12 % × 23,500 = 4,060 ÷ 52 = 78.0769 → 78.08;
    // SS 62.00; Medicare 14.50; taxes 154.58; disposable 845.42 × 25 % = 211.355 → 211.35 (rounded down).
    // Net 1,000.00 − 154.58 − 211.35 = 634.07.
    const r = pay(
      salaryCheck(weekly(100_000), {
        deductions: [deduction({ kind: 'garnishment', amountCents: 30_000, maxPercentOfDisposable: '25' })],
      }),
    );
    expect(r.deductions[0]).toMatchObject({ amountCents: 21_135, limitedBy: 'garnishment_limit' });
    expect(r.netCents).toBe(63_407);
  });

  it('an annual limit and net pay cut a deduction, never making net negative', () => {
    // Union dues 50.00 with 30.00 left of the annual limit; then a post-tax 2,000.00 cut to what is left (net 0).
    const r = pay(
      salaryCheck(weekly(100_000), {
        ytd: { ...EMPTY_YTD, deductionsCents: { dues: 20_000 } },
        deductions: [
          deduction({
            id: 'dues',
            kind: 'union_dues',
            amountCents: 5_000,
            annualLimitCents: 23_000,
            priority: 1,
          }),
          deduction({ id: 'loan', amountCents: 200_000, priority: 2 }),
        ],
      }),
    );
    expect(r.deductions.map((d) => [d.amountCents, d.limitedBy])).toEqual([
      [3_000, 'annual_limit'],
      [100_000 - 15_458 - 3_000, 'net_pay'],
    ]);
    expect(r.netCents).toBe(0);
  });
});

describe('calculatePaycheck: earnings and burden', () => {
  it('bonus at the flat 22 %, reimbursement not wages', () => {
    // Weekly 1,500.00 + bonus 500.00 + reimbursement 80.00: FIT 160.1923 + 110.00 = 270.19.
    // SS on 2,000.00 = 124.00. Gross paid 2,080.00.
    const r = pay(
      salaryCheck(weekly(150_000), {
        otherEarnings: [
          { id: 'b', kind: 'bonus', amountCents: 50_000, jobId: null, costCodeId: null, memo: null },
          {
            id: 'r',
            kind: 'reimbursement',
            amountCents: 8_000,
            jobId: null,
            costCodeId: null,
            memo: 'mileage',
          },
        ],
      }),
    );
    expect(taxOf(r.employeeTaxes, 'fit')).toBe(27_019);
    expect(taxOf(r.employeeTaxes, 'ss')).toBe(12_400);
    expect(r.grossCents).toBe(208_000);
    expect(r.ytdAfter.supplementalCents).toBe(50_000);
  });

  it("46-hour week: workers' comp without the premium, fringes per hour, vacation paid in cash", () => {
    // 46 h at 30.00 (as in overtime.test): gross work 1,470.00, premium 90.00. WC 5403 at 8.50 per 100 excluding
    // the premium: A 900.00 → 76.50, B 480.00 → 40.80. Health 8.00/h: A 30 h = 240.00, B 16 h = 128.00.
    // Vacation 2.00/h taxable → CASH_FRINGE 92.00 in gross: gross 1,562.00.
    const common = { workersCompClass: '5403', unionLocal: 'L46', classification: 'Carpenter' };
    const r = pay(
      paycheckInput({
        timeLines: [
          ...['2026-03-09', '2026-03-10', '2026-03-11'].map((d) =>
            timeLine({ ...common, workDate: d, hours: '10', jobId: 'A' }),
          ),
          timeLine({ ...common, workDate: '2026-03-12', jobId: 'B' }),
          timeLine({ ...common, workDate: '2026-03-13', jobId: 'B' }),
        ],
        workersCompRates: [
          { state: 'TX', classCode: '5403', ratePer100: '8.5', excludesOvertimePremium: true },
        ],
        fringeRates: [
          {
            unionLocal: 'L46',
            classification: 'Carpenter',
            fund: 'health',
            ratePerHour: '8',
            taxable: false,
          },
          {
            unionLocal: 'L46',
            classification: 'Carpenter',
            fund: 'vacation',
            ratePerHour: '2',
            taxable: true,
          },
        ],
      }),
    );
    expect(r.grossCents).toBe(156_200);
    expect(r.hours).toBe('46.00');
    const burden = r.burden.map((b) => [b.kind, b.jobId, b.amountCents]);
    expect(burden).toEqual([
      ['workers_comp', 'A', 7_650],
      ['workers_comp', 'B', 4_080],
      ['fringe', 'A', 24_000],
      ['fringe', 'B', 12_800],
    ]);
    expect(r.ytdAfter.overtimePremiumCents).toBe(9_000);
  });
});

describe('calculatePaycheck: warnings and refusals', () => {
  it('missing W-4: withheld as single with no adjustments, and says so', () => {
    const r = pay(salaryCheck(weekly(150_000), { w4: null }));
    expect(taxOf(r.employeeTaxes, 'fit')).toBe(16_019);
    expect(r.warnings.map((w) => w.code)).toContain('missing_w4');
  });

  it('an hourly employee without time gets a no_time warning', () => {
    expect(pay(paycheckInput()).warnings.map((w) => w.code)).toContain('no_time');
  });

  it('negative net is reported', () => {
    const r = pay(salaryCheck(weekly(10_000), { w4: w4({ step4cCents: 50_000 }) }));
    expect(r.netCents).toBeLessThan(0);
    expect(r.warnings.map((w) => w.code)).toContain('negative_net');
  });

  it('refuses a year without parameters', () => {
    expect(() => taxParameterSet(BUILT_IN_TAX_PARAMETERS, 2027)).toThrowError(
      new PayrollParametersMissing(2027),
    );
    expect(() => taxParameterSet(BUILT_IN_TAX_PARAMETERS, 2027)).toThrow(
      'No tax parameters for 2027: import them under Payroll → Tax parameters',
    );
    expect(() => pay(salaryCheck(weekly(100_000), { checkDate: '2027-01-08' }))).toThrow(
      PayrollParametersMissing,
    );
  });
});
