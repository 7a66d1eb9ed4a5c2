import {
  BUILT_IN_TAX_PARAMETERS,
  calculatePaycheck,
  EMPTY_YTD,
  type TPaycheckInput,
  type TTimeLineInput,
  taxParameterSet,
} from '@groundwork/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  payrollRunLines,
  type TPayrollPostingAccounts,
} from '../src/modules/payroll-runs/payroll-posting.ts';

/**
 * Random timecards through the real engine and the posting rule: for any week of any crew (hours in
 * quarter hours over three jobs and the shop, several rates, workers' comp and fringes, a 401(k) and
 * dues), whatever the company's overtime premium and burden settings:
 *   - every check's net = gross − employee taxes − deductions;
 *   - the entry balances;
 *   - Σ labor debits (job cost labor + overhead wages) = Σ gross, and with no shop time and the premium
 *     on the job, Σ job-cost labor alone = Σ gross;
 *   - Σ burden debits (job burden + overhead burden, net of a true-up credit) = Σ employer costs;
 *   - every line with a job carries its cost code and the Labor category.
 */

const PARAMS = taxParameterSet(BUILT_IN_TAX_PARAMETERS, 2026);
const ACCOUNTS: TPayrollPostingAccounts = {
  jobCostLabor: 'a5000',
  jobCostBurden: 'a5050',
  overheadSalaries: 'a6100',
  overheadBurden: 'a6150',
  federalWithholding: 'a2215',
  fica: 'a2220',
  stateWithholding: 'a2225',
  deductions: 'a2230',
  netPay: 'a2205',
  payrollTaxes: 'a2210',
  workersComp: 'a2240',
  fringes: 'a2235',
};
const JOBS = [
  { jobId: 'J1', costCodeId: 'C1' },
  { jobId: 'J2', costCodeId: 'C2' },
  { jobId: 'J3', costCodeId: 'C3' },
];
const DAYS = [
  '2026-03-09',
  '2026-03-10',
  '2026-03-11',
  '2026-03-12',
  '2026-03-13',
  '2026-03-14',
  '2026-03-15',
];

const lineArb = (withShop: boolean) =>
  fc.record({
    day: fc.integer({ min: 0, max: 6 }),
    job: fc.integer({ min: 0, max: withShop ? 3 : 2 }),
    quarters: fc.integer({ min: 1, max: 48 }),
    rate: fc.constantFrom('18.5000', '30.0000', '42.2500', '67.1234'),
    state: fc.constantFrom('TX', 'CA', 'PA', 'VA'),
  });

const employeeArb = (withShop: boolean) =>
  fc.record({
    lines: fc.array(lineArb(withShop), { minLength: 1, maxLength: 10 }),
    filing: fc.constantFrom('single' as const, 'married_jointly' as const, 'head_of_household' as const),
    retirementPercent: fc.constantFrom(null, '3.0000', '6.5000'),
    duesCents: fc.constantFrom(null, 2_500),
    ytdGross: fc.integer({ min: 0, max: 25_000_000 }),
  });

type TEmployeeCase = ReturnType<typeof employeeArb> extends fc.Arbitrary<infer T> ? T : never;

function inputOf(e: TEmployeeCase, i: number): TPaycheckInput {
  const timeLines: TTimeLineInput[] = e.lines.map((l, n) => ({
    id: `t${i}-${n}`,
    workDate: DAYS[l.day] as string,
    jobId: JOBS[l.job]?.jobId ?? null,
    costCodeId: JOBS[l.job]?.costCodeId ?? null,
    payType: 'REG',
    hours: (l.quarters / 4).toFixed(2),
    rate: l.rate,
    classification: 'Carpenter',
    workersCompClass: '5403',
    workState: l.state,
    unionLocal: 'L12',
  }));
  return {
    employeeId: `e${i}`,
    checkDate: '2026-03-20',
    periodStart: '2026-03-09',
    periodEnd: '2026-03-15',
    payFrequency: 'weekly',
    payType: 'hourly',
    salaryAnnualCents: null,
    flsaExempt: false,
    homeState: 'TX',
    w4: {
      version: '2020',
      filingStatus: e.filing,
      step2: false,
      step3Cents: 0,
      step4aCents: 0,
      step4bCents: 0,
      step4cCents: 0,
      exempt: false,
    },
    stateCertificates: [],
    deductions: [
      ...(e.retirementPercent
        ? [
            {
              id: `d${i}-401k`,
              kind: 'retirement_pretax' as const,
              description: '401(k)',
              method: 'percent' as const,
              amountCents: null,
              percent: e.retirementPercent,
              annualLimitCents: null,
              maxPercentOfDisposable: null,
              priority: 10,
            },
          ]
        : []),
      ...(e.duesCents
        ? [
            {
              id: `d${i}-dues`,
              kind: 'union_dues' as const,
              description: 'Dues',
              method: 'amount' as const,
              amountCents: e.duesCents,
              percent: null,
              annualLimitCents: null,
              maxPercentOfDisposable: null,
              priority: 20,
            },
          ]
        : []),
    ],
    fringeRates: [
      {
        unionLocal: 'L12',
        classification: 'Carpenter',
        fund: 'health',
        ratePerHour: '7.1500',
        taxable: false,
      },
      {
        unionLocal: 'L12',
        classification: 'Carpenter',
        fund: 'pension',
        ratePerHour: '4.3333',
        taxable: false,
      },
    ],
    workersCompRates: ['TX', 'CA', 'PA', 'VA'].map((state) => ({
      state,
      classCode: '5403',
      ratePer100: '8.7654',
      excludesOvertimePremium: true,
    })),
    timeLines,
    otherEarnings: [],
    ytd: {
      ...EMPTY_YTD,
      grossCents: e.ytdGross,
      socialSecurityWagesCents: e.ytdGross,
      medicareWagesCents: e.ytdGross,
    },
    company: { workweekStartDay: 1, overtimeAllocation: 'pro_rata', sutaRates: {} },
  };
}

const sumOf = (
  lines: { accountId: string; debitCents: number; creditCents: number }[],
  ...accounts: string[]
) =>
  lines.filter((l) => accounts.includes(l.accountId)).reduce((s, l) => s + l.debitCents - l.creditCents, 0);

describe('payroll posting over random timecards', () => {
  for (const withShop of [false, true])
    it(`keeps labor = gross, burden = employer costs and the entry balanced (${withShop ? 'with' : 'no'} shop time)`, () => {
      fc.assert(
        fc.property(
          fc.array(employeeArb(withShop), { minLength: 1, maxLength: 4 }),
          fc.constantFrom('job' as const, 'overhead' as const),
          fc.constantFrom(['actual', null] as const, ['rates', '31.7500'] as const, ['rates', '80'] as const),
          (crew, premiumTo, [method, rate]) => {
            const results = crew.map((e, i) => calculatePaycheck(inputOf(e, i), PARAMS, []));
            for (const r of results) {
              const taxes = r.employeeTaxes.reduce((s, x) => s + x.amountCents, 0);
              const deductions = r.deductions.reduce((s, x) => s + x.amountCents, 0);
              expect(r.netCents).toBe(r.grossCents - taxes - deductions);
              expect(r.earnings.reduce((s, x) => s + x.amountCents, 0)).toBe(r.grossCents);
            }
            const lines = payrollRunLines({
              label: 'P',
              accounts: ACCOUNTS,
              laborCategoryId: 'L',
              overtimePremiumTo: premiumTo,
              burdenMethod: method,
              burdenRatePercent: rate,
              checks: results.map((r) => ({
                ...r,
                deductions: r.deductions.map((d) => ({
                  payee: d.description,
                  description: d.description,
                  amountCents: d.amountCents,
                })),
              })),
            });
            const gross = results.reduce((s, r) => s + r.grossCents, 0);
            const employerCosts = results.reduce(
              (s, r) => s + r.employerTaxesCents + r.burden.reduce((b, x) => b + x.amountCents, 0),
              0,
            );
            const debits = lines.reduce((s, l) => s + l.debitCents, 0);
            const credits = lines.reduce((s, l) => s + l.creditCents, 0);
            expect(debits).toBe(credits);
            expect(sumOf(lines, ACCOUNTS.jobCostLabor, ACCOUNTS.overheadSalaries)).toBe(gross);
            if (!withShop && premiumTo === 'job') expect(sumOf(lines, ACCOUNTS.jobCostLabor)).toBe(gross);
            expect(sumOf(lines, ACCOUNTS.jobCostBurden, ACCOUNTS.overheadBurden)).toBe(employerCosts);
            // Net pay clearing is credited the checks' net (a sum, so 0 when every net is 0, never −0).
            expect(sumOf(lines, ACCOUNTS.netPay) + results.reduce((s, r) => s + r.netCents, 0)).toBe(0);
            for (const l of lines) {
              if (l.jobId) expect([l.costCodeId, l.costCategoryId]).toEqual([expect.any(String), 'L']);
              expect(l.debitCents === 0 || l.creditCents === 0).toBe(true);
            }
          },
        ),
        { numRuns: 150 },
      );
    });
});
