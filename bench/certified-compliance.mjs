#!/usr/bin/env node
// Prevailing-wage compliance at size (issue 22, item 10): a 500-employee weekly run on 20 certified jobs
// (3 classifications each), 5 days × 3 time lines per worker (42.5 hours, so every check has weekly
// overtime), fringe plans (per hour and annual), automatic cash in lieu, one apprentice in ten and some
// workers paid below the determination. The checks come from the payroll engine first (not timed);
// then the compliance check — each check to its worker × job × class × week slices, apprentice ratios
// across the run, the figures and messages — is timed `--runs` times after a warm-up, as the run's
// calculation does it (runComplianceErrors). Target < 1 s.
// Usage: node --import tsx bench/certified-compliance.mjs [--employees 500 --jobs 20 --runs 10]
// Writes bench/results/certified-compliance.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { slicesFromPaycheck } from '../packages/shared/src/certified/certified-slices.ts';
import { complianceErrors } from '../packages/shared/src/certified/compliance.ts';
import {
  cashInLieuRate,
  planCreditPerHour,
  planCredits,
} from '../packages/shared/src/certified/fringe-credit.ts';
import { EMPTY_YTD } from '../packages/shared/src/payroll/engine.types.ts';
import { calculatePaycheck } from '../packages/shared/src/payroll/paycheck.ts';
import { taxParameterSet } from '../packages/shared/src/payroll/tax-parameters.schemas.ts';
import { BUILT_IN_TAX_PARAMETERS } from '../packages/shared/src/payroll/tax-parameters-2026.ts';
import { parseArgs, root } from './lib.mjs';

const args = parseArgs();
const employees = Number(args.employees ?? 500);
const jobCount = Number(args.jobs ?? 20);
const runs = Number(args.runs ?? 10);
const params = taxParameterSet(BUILT_IN_TAX_PARAMETERS, 2026);
const WEEK = ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13'];
const CLASSES = [
  { classification: 'Electrician', basicRate: '38.50', fringeRate: '6.73' },
  { classification: 'Laborer', basicRate: '20.00', fringeRate: '5.00' },
  { classification: 'Operator', basicRate: '32.10', fringeRate: '9.25' },
];
const company = { workweekStartDay: 0, overtimeAllocation: 'time_order', sutaRates: {} };

const lines = new Map();
const jobNumbers = new Map();
for (let j = 0; j < jobCount; j++) jobNumbers.set(`job-${j}`, `J-26-${String(j + 1).padStart(3, '0')}`);
const plansOf = new Map();
const results = [];
for (let e = 0; e < employees; e++) {
  const id = `emp-${e}`;
  const cls = CLASSES[e % CLASSES.length];
  // Most are paid at or above the basic rate; one in twelve 1.00 below it.
  const rate = (Number(cls.basicRate) + (e % 12 === 0 ? -1 : (e % 5) * 0.5)).toFixed(2);
  const plans =
    e % 2 === 0
      ? [
          {
            plan: 'health',
            planName: 'Health',
            method: 'per_hour',
            ratePerHour: '4.00',
            annualAmountCents: null,
            annualHours: 2080,
            effectiveFrom: '2026-01-01',
            effectiveTo: null,
          },
        ]
      : [
          {
            plan: 'pension',
            planName: 'Pension',
            method: 'annual',
            annualAmountCents: 624_000,
            ratePerHour: null,
            annualHours: 2080,
            effectiveFrom: '2026-01-01',
            effectiveTo: null,
          },
        ];
  plansOf.set(id, plans);
  const credit = planCreditPerHour(plans, '2026-03-14');
  const timeLines = [];
  WEEK.forEach((workDate, d) => {
    for (const [k, hours] of [
      ['a', '4'],
      ['b', '3'],
      ['c', '1.5'],
    ]) {
      const lineId = `${id}-${d}-${k}`;
      const job = `job-${(e + d) % jobCount}`;
      lines.set(lineId, { jobId: job, ...cls });
      timeLines.push({
        id: lineId,
        workDate,
        jobId: job,
        costCodeId: `cc-${k}`,
        payType: 'REG',
        hours,
        rate,
        classification: cls.classification,
        workersCompClass: null,
        workState: 'TX',
        unionLocal: null,
        certified: {
          cashInLieuRate: cashInLieuRate(cls.fringeRate, credit),
          plans: planCredits(plans, '2026-03-14'),
        },
      });
    }
  });
  results.push(
    calculatePaycheck(
      {
        employeeId: id,
        checkDate: '2026-03-20',
        periodStart: '2026-03-08',
        periodEnd: '2026-03-14',
        payFrequency: 'weekly',
        payType: 'hourly',
        salaryAnnualCents: null,
        flsaExempt: false,
        homeState: 'TX',
        w4: null,
        stateCertificates: [],
        deductions: [],
        fringeRates: [],
        workersCompRates: [],
        timeLines,
        otherEarnings: [],
        ytd: EMPTY_YTD,
        company,
      },
      params,
      [],
    ),
  );
}

const apprentice = {
  programId: 'jatc',
  level: 2,
  wagePercent: '60',
  fringePercent: '60',
  ratioApprentices: 1,
  ratioJourneyworkers: 3,
};
function check() {
  const slices = results.flatMap((result, e) =>
    slicesFromPaycheck(result, {
      employeeName: `W. Worker${e}`,
      workweekStartDay: 0,
      lines,
      jobNumbers,
      planCreditPerHour: (weekEnding) => planCreditPerHour(plansOf.get(result.employeeId) ?? [], weekEnding),
      apprenticeship: (classification) =>
        e % 10 === 3 && classification === 'Electrician' ? { ...apprentice, order: String(e) } : null,
    }),
  );
  return { slices: slices.length, errors: complianceErrors(slices) };
}

check(); // warm-up
const samples = [];
let last;
for (let r = 0; r < runs; r++) {
  const start = performance.now();
  last = check();
  samples.push(performance.now() - start);
}
samples.sort((a, b) => a - b);
const out = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores, Node ${process.version}`,
  loadAverage: os.loadavg().map((l) => +l.toFixed(2)),
  employees,
  jobs: jobCount,
  timeLines: lines.size,
  slices: last.slices,
  errors: last.errors.length,
  runs,
  medianMs: +samples[Math.floor((runs - 1) / 2)].toFixed(2),
  maxMs: +samples[runs - 1].toFixed(2),
  targetMs: 1000,
};
console.log(
  `Compliance check: ${employees} employees, ${jobCount} certified jobs, ${lines.size} time lines → ${out.slices} slices, ${out.errors} errors: median ${out.medianMs} ms, slowest ${out.maxMs} ms over ${runs} runs (target < 1,000 ms)`,
);
console.log(`e.g. ${last.errors[0]?.message ?? 'no errors'}`);
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench/results/certified-compliance.json'),
  `${JSON.stringify(out, null, 2)}\n`,
);
