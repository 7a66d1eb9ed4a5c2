import { splitByLargestRemainder } from '@groundwork/shared';
import type { TPostingLine } from '../ledger/post-entry.ts';

/** The accounts a payroll run posts to, by their system keys. */
export type TPayrollPostingAccounts = {
  jobCostLabor: string;
  jobCostBurden: string;
  overheadSalaries: string;
  overheadBurden: string;
  federalWithholding: string;
  fica: string;
  stateWithholding: string;
  deductions: string;
  netPay: string;
  payrollTaxes: string;
  workersComp: string;
  fringes: string;
};

/** One check as the rule needs it (the engine's result, stored with the check). */
export type TPostingCheck = {
  earnings: readonly {
    jobId: string | null;
    costCodeId: string | null;
    amountCents: number;
    premiumCents: number;
  }[];
  employeeTaxes: readonly { code: string; jurisdiction: string; amountCents: number }[];
  employerTaxes: readonly { code: string; jurisdiction: string; amountCents: number }[];
  deductions: readonly { payee: string; description: string; amountCents: number }[];
  burden: readonly {
    kind: 'fringe' | 'workers_comp';
    code: string;
    description: string;
    jobId: string | null;
    costCodeId: string | null;
    amountCents: number;
  }[];
  netCents: number;
};

export type TPayrollPostingInput = {
  /** 'Payroll run 3': the lines' memo prefix. */
  label: string;
  accounts: TPayrollPostingAccounts;
  /** The Labor cost category (L): every job line carries it. */
  laborCategoryId: string;
  overtimePremiumTo: 'job' | 'overhead';
  burdenMethod: 'actual' | 'rates';
  /** Percent of gross charged to jobs as burden under the rates method ("32.5000"). */
  burdenRatePercent: string | null;
  checks: readonly TPostingCheck[];
};

const FICA_CODES = new Set(['ss', 'medicare', 'addl_medicare']);

/** Where a part of the wages lands: a job × cost code, or overhead (office and shop time). */
type TDestination = { key: string | null; jobId: string | null; costCodeId: string | null; cents: number };

/** Sums keyed amounts, keeping the order in which keys first appear (so the entry reads in run order). */
type TJobKey = { jobId?: string | null; costCodeId?: string | null };

class Ledgerish {
  private readonly map = new Map<string, { cents: number; extra: TJobKey }>();
  add(key: string, cents: number, extra: TJobKey = {}) {
    const row = this.map.get(key);
    if (row) row.cents += cents;
    else this.map.set(key, { cents, extra });
  }
  entries(): ({ key: string; cents: number } & TJobKey)[] {
    return [...this.map.entries()].map(([key, v]) => ({ key, cents: v.cents, ...v.extra }));
  }
  total() {
    return [...this.map.values()].reduce((s, v) => s + v.cents, 0);
  }
}

/** Rate in millionths of one (32.5000 % = 325,000) from a percent with up to 4 places. */
function rateMillionths(percent: string | null): bigint {
  const match = /^(\d{1,5})(?:\.(\d{1,4}))?$/.exec((percent ?? '0').trim());
  if (!match) throw new RangeError(`invalid burden rate ${percent}`);
  return BigInt(match[1] ?? '0') * 10_000n + BigInt((match[2] ?? '').padEnd(4, '0'));
}

/** cents × rate, rounded half up to a cent (amounts are positive). */
function applyRate(cents: number, millionths: bigint): number {
  const product = BigInt(cents) * millionths;
  return Number((product + 500_000n) / 1_000_000n);
}

/** A check's wages by destination: OT premium to overhead when the company says so. */
function destinations(check: TPostingCheck, premiumTo: 'job' | 'overhead'): TDestination[] {
  const out: TDestination[] = [];
  for (const e of check.earnings) {
    if (e.amountCents === 0) continue;
    if (e.jobId && e.costCodeId) {
      const key = `${e.jobId}|${e.costCodeId}`;
      const premium = premiumTo === 'overhead' ? e.premiumCents : 0;
      if (e.amountCents - premium !== 0)
        out.push({ key, jobId: e.jobId, costCodeId: e.costCodeId, cents: e.amountCents - premium });
      if (premium !== 0) out.push({ key: null, jobId: null, costCodeId: null, cents: premium });
    } else out.push({ key: null, jobId: null, costCodeId: null, cents: e.amountCents });
  }
  return out;
}

/**
 * The posting rule of a payroll run (pure, golden-tested): one entry for the whole run.
 *   1. Dr labor job cost (job_cost_labor) per job × cost code × L with each earning's gross; the
 *      overtime premium to overhead wages instead when the company charges it to overhead; Dr overhead
 *      wages (overhead_salaries) for lines without a job.
 *   2. Burden — each check's employer costs (employer taxes, workers' comp, fringes):
 *      actual: fringe and workers' comp lines the engine put on a job go to that job × cost code;
 *      employer taxes and any burden without a job are split over the check's wage destinations by
 *      largest remainder (weights = wages), so the parts sum exactly to the check's costs; a job's part
 *      is Dr job_cost_burden (same job × cost code × L), an overhead part Dr overhead_payroll_burden.
 *      rates: each job × cost code is charged its wages × the burden rate (half up), and the difference
 *      to the actual costs is the true-up to overhead_payroll_burden (a credit when jobs were
 *      over-charged).
 *   3. Cr federal withholding (fit), FICA (employee ss, medicare, additional medicare; then the
 *      employer's ss and medicare), state and local withholding per tax × state, deductions per payee,
 *      FUTA and SUTA per state (payroll_taxes_payable), workers' comp per class, fringes per fund, and
 *      net pay clearing.
 * Job lines of the same account are merged per job × cost code; zero lines are dropped. Debits equal
 * credits whenever each check's gross = employee taxes + deductions + net (the checks' own rule).
 */
export function payrollRunLines(input: TPayrollPostingInput): TPostingLine[] {
  const { accounts: a, label } = input;
  const labor = new Ledgerish();
  const jobBurden = new Ledgerish();
  let overheadWages = 0;
  let overheadBurden = 0;
  let employerCosts = 0;

  const fit = new Ledgerish();
  const ficaEmployee = new Ledgerish();
  const ficaEmployer = new Ledgerish();
  const stateTaxes = new Ledgerish();
  const payrollTaxes = new Ledgerish();
  const deductions = new Ledgerish();
  const workersComp = new Ledgerish();
  const fringes = new Ledgerish();
  let net = 0;

  for (const check of input.checks) {
    if (check.netCents < 0) throw new RangeError('a check with negative net pay cannot be posted');
    // 1. Wages.
    const dests = destinations(check, input.overtimePremiumTo);
    for (const d of dests) {
      if (d.key) labor.add(d.key, d.cents, { jobId: d.jobId, costCodeId: d.costCodeId });
      else overheadWages += d.cents;
    }

    // 2. Burden of this check.
    const taxes = check.employerTaxes.reduce((s, t) => s + t.amountCents, 0);
    const burden = check.burden.reduce((s, b) => s + b.amountCents, 0);
    employerCosts += taxes + burden;
    if (input.burdenMethod === 'actual') {
      let pool = taxes;
      for (const b of check.burden) {
        if (b.jobId && b.costCodeId)
          jobBurden.add(`${b.jobId}|${b.costCodeId}`, b.amountCents, {
            jobId: b.jobId,
            costCodeId: b.costCodeId,
          });
        else pool += b.amountCents;
      }
      const weighted = dests.filter((d) => d.cents > 0);
      if (pool !== 0 && weighted.length > 0) {
        const parts = splitByLargestRemainder(
          pool,
          weighted.map((d) => d.cents),
        );
        weighted.forEach((d, i) => {
          const part = parts[i] ?? 0;
          if (d.key) jobBurden.add(d.key, part, { jobId: d.jobId, costCodeId: d.costCodeId });
          else overheadBurden += part;
        });
      } else overheadBurden += pool;
    }

    // 3. What the check owes.
    for (const t of check.employeeTaxes) {
      if (t.code === 'fit') fit.add('fit', t.amountCents);
      else if (FICA_CODES.has(t.code)) ficaEmployee.add('fica', t.amountCents);
      else stateTaxes.add(`${t.code.toUpperCase()} ${t.jurisdiction}`, t.amountCents);
    }
    for (const t of check.employerTaxes) {
      if (FICA_CODES.has(t.code)) ficaEmployer.add('fica', t.amountCents);
      else payrollTaxes.add(`${t.code.toUpperCase()} ${t.jurisdiction}`, t.amountCents);
    }
    for (const d of check.deductions) deductions.add(d.payee.trim() || d.description, d.amountCents);
    for (const b of check.burden) {
      if (b.kind === 'workers_comp') workersComp.add(b.code, b.amountCents);
      else fringes.add(b.code, b.amountCents);
    }
    net += check.netCents;
  }

  if (input.burdenMethod === 'rates') {
    const rate = rateMillionths(input.burdenRatePercent);
    for (const l of labor.entries())
      jobBurden.add(l.key, applyRate(l.cents, rate), {
        jobId: l.jobId ?? null,
        costCodeId: l.costCodeId ?? null,
      });
    overheadBurden = employerCosts - jobBurden.total();
  }

  const job =
    (accountId: string, memo: string) =>
    (l: { cents: number; jobId?: string | null; costCodeId?: string | null }) => ({
      accountId,
      debitCents: l.cents,
      creditCents: 0,
      memo,
      jobId: l.jobId ?? null,
      costCodeId: l.costCodeId ?? null,
      costCategoryId: input.laborCategoryId,
    });
  const debit = (accountId: string, cents: number, memo: string): TPostingLine =>
    cents >= 0
      ? { accountId, debitCents: cents, creditCents: 0, memo }
      : { accountId, debitCents: 0, creditCents: -cents, memo };
  const credit = (accountId: string, cents: number, memo: string): TPostingLine => ({
    accountId,
    debitCents: 0,
    creditCents: cents,
    memo,
  });
  const credits = (accountId: string, sums: Ledgerish, memo: (key: string) => string) =>
    sums.entries().map((e) => credit(accountId, e.cents, memo(e.key)));

  const lines: TPostingLine[] = [
    ...labor.entries().map(job(a.jobCostLabor, `${label}: labor`)),
    debit(a.overheadSalaries, overheadWages, `${label}: office and shop wages`),
    ...jobBurden.entries().map(job(a.jobCostBurden, `${label}: labor burden`)),
    debit(
      a.overheadBurden,
      overheadBurden,
      input.burdenMethod === 'rates'
        ? `${label}: burden true-up (actual less charged to jobs at ${input.burdenRatePercent} %)`
        : `${label}: burden on office and shop wages`,
    ),
    ...credits(a.federalWithholding, fit, () => `${label}: federal income tax withheld`),
    ...credits(a.fica, ficaEmployee, () => `${label}: Social Security and Medicare withheld`),
    ...credits(a.stateWithholding, stateTaxes, (k) => `${label}: ${k} withheld`),
    ...credits(a.deductions, deductions, (k) => k),
    credit(a.netPay, net, `${label}: net pay`),
    ...credits(a.fica, ficaEmployer, () => `${label}: employer Social Security and Medicare`),
    ...credits(a.payrollTaxes, payrollTaxes, (k) => `${label}: employer ${k}`),
    ...credits(a.workersComp, workersComp, (k) => `${label}: workers' comp class ${k}`),
    ...credits(a.fringes, fringes, (k) => `${label}: ${k} fund`),
  ];
  return lines.filter((l) => l.debitCents !== 0 || l.creditCents !== 0);
}

/** Settlement of a run's net pay: Dr net pay clearing, Cr the run's bank account. */
export function payrollSettlementLines(input: {
  label: string;
  netPayAccountId: string;
  cashAccountId: string;
  netCents: number;
}): TPostingLine[] {
  return [
    {
      accountId: input.netPayAccountId,
      debitCents: input.netCents,
      creditCents: 0,
      memo: `${input.label}: net pay settled`,
    },
    {
      accountId: input.cashAccountId,
      debitCents: 0,
      creditCents: input.netCents,
      memo: `${input.label}: net pay paid`,
    },
  ];
}

/** A liability payment: Dr each liability picked, Cr the bank account the total. */
export function liabilityPaymentLines(input: {
  memo: string;
  cashAccountId: string;
  lines: readonly { accountId: string; amountCents: number; code: string }[];
}): TPostingLine[] {
  const total = input.lines.reduce((s, l) => s + l.amountCents, 0);
  return [
    ...input.lines.map((l) => ({
      accountId: l.accountId,
      debitCents: l.amountCents,
      creditCents: 0,
      memo: l.code ? `${input.memo}: ${l.code}` : input.memo,
    })),
    { accountId: input.cashAccountId, debitCents: 0, creditCents: total, memo: input.memo },
  ];
}
