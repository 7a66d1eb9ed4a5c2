import { describe, expect, it } from 'vitest';
import {
  liabilityPaymentLines,
  payrollRunLines,
  payrollSettlementLines,
  type TPayrollPostingInput,
  type TPostingCheck,
} from './payroll-posting.ts';

const accounts = {
  jobCostLabor: '5000',
  jobCostBurden: '5050',
  overheadSalaries: '6100',
  overheadBurden: '6150',
  federalWithholding: '2215',
  fica: '2220',
  stateWithholding: '2225',
  deductions: '2230',
  netPay: '2205',
  payrollTaxes: '2210',
  workersComp: '2240',
  fringes: '2235',
};
const L = 'cat-L';

/**
 * Check A — a field worker on two jobs (cents):
 *   earnings J1 × C1 REG 40 h × 30.00 = 120,000; J2 × C2 OT 6 h × 45.00 = 27,000 (premium 6 × 15.00 = 9,000)
 *   gross 147,000
 *   employee taxes: fit 15,000; ss 6.2 % × 147,000 = 9,114; medicare 1.45 % = 2,131.5 → 2,132; sit CA 3,000
 *     = 29,246
 *   deductions: 401(k) 5 % = 7,350 (Fidelity); dues 2,000 (Local 12) = 9,350
 *   net 147,000 − 29,246 − 9,350 = 108,404
 *   employer taxes: ss 9,114; medicare 2,132; futa 0.6 % = 882; suta CA 3.4 % = 4,998 = 17,126
 *   burden: workers' comp 5403 at 8.50 per 100 on J1 120,000 → 10,200; on J2 without the premium 18,000 → 1,530;
 *           health 5.00 an hour: J1 40 h → 20,000; J2 6 h → 3,000
 */
const checkA: TPostingCheck = {
  earnings: [
    { jobId: 'J1', costCodeId: 'C1', amountCents: 120_000, premiumCents: 0 },
    { jobId: 'J2', costCodeId: 'C2', amountCents: 27_000, premiumCents: 9_000 },
  ],
  employeeTaxes: [
    { code: 'fit', jurisdiction: 'US', amountCents: 15_000 },
    { code: 'ss', jurisdiction: 'US', amountCents: 9_114 },
    { code: 'medicare', jurisdiction: 'US', amountCents: 2_132 },
    { code: 'sit', jurisdiction: 'CA', amountCents: 3_000 },
  ],
  employerTaxes: [
    { code: 'ss', jurisdiction: 'US', amountCents: 9_114 },
    { code: 'medicare', jurisdiction: 'US', amountCents: 2_132 },
    { code: 'futa', jurisdiction: 'US', amountCents: 882 },
    { code: 'suta', jurisdiction: 'CA', amountCents: 4_998 },
  ],
  deductions: [
    { payee: 'Fidelity', description: '401(k)', amountCents: 7_350 },
    { payee: 'Local 12', description: 'Union dues', amountCents: 2_000 },
  ],
  burden: [
    {
      kind: 'workers_comp',
      code: '5403',
      description: 'Carpentry',
      jobId: 'J1',
      costCodeId: 'C1',
      amountCents: 10_200,
    },
    {
      kind: 'workers_comp',
      code: '5403',
      description: 'Carpentry',
      jobId: 'J2',
      costCodeId: 'C2',
      amountCents: 1_530,
    },
    {
      kind: 'fringe',
      code: 'health',
      description: 'Health',
      jobId: 'J1',
      costCodeId: 'C1',
      amountCents: 20_000,
    },
    {
      kind: 'fringe',
      code: 'health',
      description: 'Health',
      jobId: 'J2',
      costCodeId: 'C2',
      amountCents: 3_000,
    },
  ],
  netCents: 108_404,
};

/**
 * Check B — an office clerk on salary, no job: 100,000 gross; fit 8,000, ss 6,200, medicare 1,450
 * (= 15,650); no deductions; net 84,350. Employer: ss 6,200, medicare 1,450, futa 600, suta CA 3,400
 * = 11,650; workers' comp 8810 without a job 3,000.
 */
const checkB: TPostingCheck = {
  earnings: [{ jobId: null, costCodeId: null, amountCents: 100_000, premiumCents: 0 }],
  employeeTaxes: [
    { code: 'fit', jurisdiction: 'US', amountCents: 8_000 },
    { code: 'ss', jurisdiction: 'US', amountCents: 6_200 },
    { code: 'medicare', jurisdiction: 'US', amountCents: 1_450 },
  ],
  employerTaxes: [
    { code: 'ss', jurisdiction: 'US', amountCents: 6_200 },
    { code: 'medicare', jurisdiction: 'US', amountCents: 1_450 },
    { code: 'futa', jurisdiction: 'US', amountCents: 600 },
    { code: 'suta', jurisdiction: 'CA', amountCents: 3_400 },
  ],
  deductions: [],
  burden: [
    {
      kind: 'workers_comp',
      code: '8810',
      description: 'Clerical',
      jobId: null,
      costCodeId: null,
      amountCents: 3_000,
    },
  ],
  netCents: 84_350,
};

const base: TPayrollPostingInput = {
  label: 'Payroll 7',
  accounts,
  laborCategoryId: L,
  overtimePremiumTo: 'job',
  burdenMethod: 'actual',
  burdenRatePercent: null,
  checks: [checkA, checkB],
};

/** [account, debit, credit, job, cost code] of each line. */
const shape = (lines: ReturnType<typeof payrollRunLines>) =>
  lines.map((l) => [l.accountId, l.debitCents, l.creditCents, l.jobId ?? null, l.costCodeId ?? null]);
const totals = (lines: ReturnType<typeof payrollRunLines>) => ({
  debits: lines.reduce((s, l) => s + l.debitCents, 0),
  credits: lines.reduce((s, l) => s + l.creditCents, 0),
});

/**
 * The credits are the same under every method (cents):
 *   2215 fit 15,000 + 8,000 = 23,000
 *   2220 withheld ss + medicare 9,114 + 2,132 + 6,200 + 1,450 = 18,896
 *   2225 SIT CA 3,000
 *   2230 Fidelity 7,350; Local 12 2,000
 *   2205 net 108,404 + 84,350 = 192,754
 *   2220 employer ss + medicare 18,896
 *   2210 FUTA 882 + 600 = 1,482; SUTA CA 4,998 + 3,400 = 8,398
 *   2240 class 5403 10,200 + 1,530 = 11,730; class 8810 3,000
 *   2235 health 20,000 + 3,000 = 23,000
 *   total 313,506 = gross 247,000 + employer costs 66,506 (A: 17,126 + 11,730 + 23,000 = 51,856; B: 14,650)
 */
const CREDITS = [
  ['2215', 0, 23_000, null, null],
  ['2220', 0, 18_896, null, null],
  ['2225', 0, 3_000, null, null],
  ['2230', 0, 7_350, null, null],
  ['2230', 0, 2_000, null, null],
  ['2205', 0, 192_754, null, null],
  ['2220', 0, 18_896, null, null],
  ['2210', 0, 1_482, null, null],
  ['2210', 0, 8_398, null, null],
  ['2240', 0, 11_730, null, null],
  ['2240', 0, 3_000, null, null],
  ['2235', 0, 23_000, null, null],
];

describe('the payroll posting rule', () => {
  it('posts the golden entry under actual burden, with employer taxes split by largest remainder', () => {
    /*
     * Check A's employer taxes 17,126 over its wages [120,000 J1, 27,000 J2] (Σ 147,000):
     *   17,126 × 120,000 ÷ 147,000 = 13,980.408 → 13,980; 17,126 × 27,000 ÷ 147,000 = 3,145.592 → 3,145;
     *   one cent left goes to the larger remainder (.592, J2) → 3,146. 13,980 + 3,146 = 17,126.
     *   J1 burden 13,980 + 10,200 + 20,000 = 44,180; J2 3,146 + 1,530 + 3,000 = 7,676.
     * Check B's 11,650 and its job-less workers' comp 3,000 go to overhead burden: 14,650.
     */
    const lines = payrollRunLines(base);
    expect(shape(lines)).toEqual([
      ['5000', 120_000, 0, 'J1', 'C1'],
      ['5000', 27_000, 0, 'J2', 'C2'],
      ['6100', 100_000, 0, null, null],
      ['5050', 44_180, 0, 'J1', 'C1'],
      ['5050', 7_676, 0, 'J2', 'C2'],
      ['6150', 14_650, 0, null, null],
      ...CREDITS,
    ]);
    expect(totals(lines)).toEqual({ debits: 313_506, credits: 313_506 });
    expect(lines.filter((l) => l.jobId).every((l) => l.costCategoryId === L)).toBe(true);
    expect(lines.filter((l) => l.accountId === '2230').map((l) => l.memo)).toEqual(['Fidelity', 'Local 12']);
  });

  it('charges the overtime premium to overhead wages when the company says so', () => {
    /*
     * J2 keeps 27,000 − 9,000 = 18,000; overhead wages 100,000 + 9,000 = 109,000.
     * Check A's 17,126 over [120,000 J1, 18,000 J2, 9,000 overhead] (Σ 147,000):
     *   13,980.408 → 13,980; 2,097.061 → 2,097; 1,048.531 → 1,048; Σ 17,125, the cent to .531 → 1,049.
     *   J1 44,180; J2 2,097 + 1,530 + 3,000 = 6,627; overhead 14,650 + 1,049 = 15,699.
     */
    const lines = payrollRunLines({ ...base, overtimePremiumTo: 'overhead' });
    expect(shape(lines).slice(0, 6)).toEqual([
      ['5000', 120_000, 0, 'J1', 'C1'],
      ['5000', 18_000, 0, 'J2', 'C2'],
      ['6100', 109_000, 0, null, null],
      ['5050', 44_180, 0, 'J1', 'C1'],
      ['5050', 6_627, 0, 'J2', 'C2'],
      ['6150', 15_699, 0, null, null],
    ]);
    expect(totals(lines)).toEqual({ debits: 313_506, credits: 313_506 });
  });

  it('charges jobs at the burden rate and trues up the difference to overhead', () => {
    /*
     * 33.3333 %: J1 120,000 × 0.333333 = 39,999.96 → 40,000; J2 27,000 × 0.333333 = 8,999.991 → 9,000.
     * Actual employer costs 66,506 − charged 49,000 = true-up 17,506 Dr overhead burden.
     */
    const lines = payrollRunLines({ ...base, burdenMethod: 'rates', burdenRatePercent: '33.3333' });
    expect(shape(lines)).toEqual([
      ['5000', 120_000, 0, 'J1', 'C1'],
      ['5000', 27_000, 0, 'J2', 'C2'],
      ['6100', 100_000, 0, null, null],
      ['5050', 40_000, 0, 'J1', 'C1'],
      ['5050', 9_000, 0, 'J2', 'C2'],
      ['6150', 17_506, 0, null, null],
      ...CREDITS,
    ]);
    expect(totals(lines)).toEqual({ debits: 313_506, credits: 313_506 });
  });

  it('credits overhead burden when the rate over-charges the jobs', () => {
    // 60 %: J1 72,000 + J2 16,200 = 88,200 charged; 66,506 − 88,200 = −21,694 → Cr 6150 21,694.
    const lines = payrollRunLines({ ...base, burdenMethod: 'rates', burdenRatePercent: '60' });
    expect(shape(lines).slice(3, 6)).toEqual([
      ['5050', 72_000, 0, 'J1', 'C1'],
      ['5050', 16_200, 0, 'J2', 'C2'],
      ['6150', 0, 21_694, null, null],
    ]);
    const t = totals(lines);
    expect(t.debits).toBe(t.credits);
    expect(t.debits).toBe(313_506 - 66_506 + 88_200);
  });

  it('merges the job lines of one job × cost code across checks', () => {
    const lines = payrollRunLines({ ...base, checks: [checkA, checkA] });
    expect(lines.filter((l) => l.accountId === '5000').map((l) => l.debitCents)).toEqual([240_000, 54_000]);
    const t = totals(lines);
    expect(t.debits).toBe(t.credits);
  });

  it('refuses a check with negative net pay', () => {
    expect(() => payrollRunLines({ ...base, checks: [{ ...checkB, netCents: -1 }] })).toThrow(/negative/);
  });

  it('settles net pay and pays liabilities against cash', () => {
    expect(
      payrollSettlementLines({
        label: 'Payroll 7',
        netPayAccountId: '2205',
        cashAccountId: '1000',
        netCents: 192_754,
      }).map((l) => [l.accountId, l.debitCents, l.creditCents]),
    ).toEqual([
      ['2205', 192_754, 0],
      ['1000', 0, 192_754],
    ]);
    expect(
      liabilityPaymentLines({
        memo: 'EFTPS',
        cashAccountId: '1000',
        lines: [
          { accountId: '2215', amountCents: 23_000, code: 'fit' },
          { accountId: '2220', amountCents: 37_792, code: 'fica' },
        ],
      }).map((l) => [l.accountId, l.debitCents, l.creditCents]),
    ).toEqual([
      ['2215', 23_000, 0],
      ['2220', 37_792, 0],
      ['1000', 0, 60_792],
    ]);
  });
});
