import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  achFiles,
  employeeBankAccounts,
  employeeDeductions,
  payrollCheckLines,
  payrollChecks,
  payrollRuns,
  payrollSettings,
} from '../../src/db/schema/index.ts';
import { dataCipherFor } from '../../src/lib/crypto.ts';
import { withTenant } from '../../src/lib/tenant.ts';
import { postEntry } from '../../src/modules/ledger/post-entry.ts';
import { type JobCostCompany, jobCostCompany } from './job-cost-fixture.ts';
import { call } from './org-users.ts';
import type { TestApp } from './test-app.ts';

/*
 * A company with three posted-run checks worked out by hand (the payroll engine is not involved: the
 * checks and their lines are written as a posted run would have them), for the ACH and report tests.
 *
 *   Ana Lopez  hourly 40.00, CA, direct deposit (one checking account, remainder)
 *   Ben Carter hourly 30.00, TX, direct deposit (savings 200.00, checking remainder, a 10 % account
 *              whose prenote is pending)
 *   Cal Diaz   salary 6,000.00 a period, CA, office (overhead), paper check
 *
 * Run 1 (posted, check date 2026-03-06), run 2 (posted, 2026-04-03), run 3 (voided, 2026-03-13) and
 * run 4 (draft, 2026-04-10). Every figure is in the report tests' comments.
 */

export type TPayrollWorld = JobCostCompany & {
  employees: { ana: string; ben: string; cal: string };
  runs: { first: string; second: string; voided: string; draft: string };
  accounts: { anaChecking: string; benSavings: string; benChecking: string; benPending: string };
};

type TLine = Omit<
  typeof payrollCheckLines.$inferInsert,
  'organizationId' | 'checkId' | 'runId' | 'employeeId' | 'checkDate'
>;
type TCheck = {
  employeeId: string;
  paymentMethod: 'direct_deposit' | 'check';
  hours: string;
  lines: TLine[];
};

const earn = (
  code: string,
  hours: string | null,
  rate: string | null,
  cents: number,
  over: Partial<TLine> = {},
): TLine => ({
  lineType: 'earning',
  code,
  description: code,
  hours,
  rate,
  amountCents: cents,
  ...over,
});
const tax = (
  lineType: 'employee_tax' | 'employer_tax',
  code: string,
  jurisdiction: string,
  wages: number,
  cents: number,
): TLine => ({
  lineType,
  code,
  description: code,
  jurisdiction,
  taxableWagesCents: wages,
  amountCents: cents,
});

/**
 * A check's tax lines, in this order: federal income tax on `fit`'s wages, social security and Medicare
 * withheld on `wages`, the state's income tax when `sit` is given; with `employer`, the employer's
 * social security and Medicare (the same as withheld), FUTA and SUTA.
 */
function taxLines(t: {
  wages: number;
  fit: [wages: number, cents: number];
  ss: number;
  medicare: number;
  sit?: [state: string, wages: number, cents: number];
  employer?: { futa: [wages: number, cents: number]; suta: [state: string, wages: number, cents: number] };
}): TLine[] {
  return [
    tax('employee_tax', 'fit', 'US', ...t.fit),
    tax('employee_tax', 'ss', 'US', t.wages, t.ss),
    tax('employee_tax', 'medicare', 'US', t.wages, t.medicare),
    ...(t.sit ? [tax('employee_tax', 'sit', ...t.sit)] : []),
    ...(t.employer
      ? [
          tax('employer_tax', 'ss', 'US', t.wages, t.ss),
          tax('employer_tax', 'medicare', 'US', t.wages, t.medicare),
          tax('employer_tax', 'futa', 'US', ...t.employer.futa),
          tax('employer_tax', 'suta', ...t.employer.suta),
        ]
      : []),
  ];
}
const ded = (kind: string, deductionId: string, cents: number): TLine => ({
  lineType: 'deduction',
  code: kind,
  description: kind,
  deductionId,
  amountCents: cents,
});

async function addEmployee(t: TestApp, token: string, first: string, last: string): Promise<string> {
  const res = await call(t, token, 'POST', '/api/v1/employees', {
    first_name: first,
    last_name: last,
    email: `${first.toLowerCase()}.${last.toLowerCase()}.${randomUUID().slice(0, 6)}@payroll.test`,
    role: 'field_employee',
    job_title: 'Carpenter',
    hire_date: '2026-01-05',
  });
  if (res.status !== 201) throw new Error(`employee ${first}: ${JSON.stringify(res.body)}`);
  return res.body.employee.id;
}

export async function payrollWorld(t: TestApp, email: string): Promise<TPayrollWorld> {
  const company = await jobCostCompany(t, email, 'Riverside Builders LLC');
  const org = company.admin.organizationId;
  const cipher = dataCipherFor(t.deps.config);
  const ana = await addEmployee(t, company.admin.token, 'Ana', 'Lopez');
  const ben = await addEmployee(t, company.admin.token, 'Ben', 'Carter');
  const cal = await addEmployee(t, company.admin.token, 'Cal', 'Diaz');
  const job = company.jobId;
  const frame = company.code('03-1000');
  const cast = company.code('03-3000');

  // Deductions with their payees (remittance report).
  const deduction = async (
    employeeId: string,
    kind: typeof employeeDeductions.$inferInsert.kind,
    payee: string,
    cents: number,
  ) => {
    const [row] = await t.db
      .insert(employeeDeductions)
      .values({
        organizationId: org,
        employeeId,
        kind,
        description: `${payee} ${kind}`,
        payee,
        method: 'amount',
        amountCents: cents,
      })
      .returning({ id: employeeDeductions.id });
    return row?.id as string;
  };
  const anaK = await deduction(ana, 'retirement_pretax', 'Fidelity 401(k)', 9200);
  const anaDues = await deduction(ana, 'union_dues', 'Local 12', 2500);
  const benGarnish = await deduction(ben, 'garnishment', 'Texas Child Support SDU', 5000);
  const calS125 = await deduction(cal, 'section125', 'Blue Shield', 20000);
  const calRoth = await deduction(cal, 'roth', 'Fidelity 401(k)', 10000);

  const account = async (
    employeeId: string,
    values: Pick<
      typeof employeeBankAccounts.$inferInsert,
      | 'routingNumber'
      | 'accountType'
      | 'splitMethod'
      | 'amountCents'
      | 'percent'
      | 'sortOrder'
      | 'prenoteStatus'
    >,
    number: string,
  ) => {
    const [row] = await t.db
      .insert(employeeBankAccounts)
      .values({
        organizationId: org,
        employeeId,
        accountNumberEncrypted: cipher.encrypt(number, 'bank_account'),
        accountLast4: number.slice(-4),
        ...values,
      })
      .returning({ id: employeeBankAccounts.id });
    return row?.id as string;
  };
  const verified = 'verified' as const;
  const accounts = {
    anaChecking: await account(
      ana,
      {
        routingNumber: '021000021',
        accountType: 'checking',
        splitMethod: 'remainder',
        sortOrder: 1,
        prenoteStatus: verified,
      },
      '111122223333',
    ),
    benSavings: await account(
      ben,
      {
        routingNumber: '121000248',
        accountType: 'savings',
        splitMethod: 'amount',
        amountCents: 20000,
        sortOrder: 1,
        prenoteStatus: verified,
      },
      '5550009999',
    ),
    benChecking: await account(
      ben,
      {
        routingNumber: '026009593',
        accountType: 'checking',
        splitMethod: 'remainder',
        sortOrder: 3,
        prenoteStatus: verified,
      },
      '7778889990',
    ),
    benPending: await account(
      ben,
      {
        routingNumber: '091000019',
        accountType: 'checking',
        splitMethod: 'percent',
        percent: '10.0000',
        sortOrder: 2,
        prenoteStatus: 'pending',
      },
      '4440001111',
    ),
  };

  const caller = { userId: company.admin.userId, organizationId: org };
  let runNumber = 0;
  const run = async (checkDate: string, status: 'posted' | 'voided' | 'draft', checks: TCheck[]) => {
    const id = randomUUID();
    runNumber += 1;
    const sum = (pick: (l: TLine) => boolean) =>
      checks
        .flatMap((c) => c.lines)
        .filter(pick)
        .reduce((s, l) => s + Number(l.amountCents), 0);
    const gross = sum((l) => l.lineType === 'earning');
    const eeTaxes = sum((l) => l.lineType === 'employee_tax');
    const deductions = sum((l) => l.lineType === 'deduction');
    const erTaxes = sum((l) => l.lineType === 'employer_tax');
    await withTenant(t.db, caller, async (tx) => {
      // A real entry through the one posting engine (the report tests read checks, not the ledger).
      const posting = (memo: string, reversesId: string | null, debit: string, credit: string) =>
        postEntry(tx, {
          organizationId: org,
          entryDate: checkDate,
          memo,
          sourceType: 'payroll',
          sourceId: id,
          reversesId,
          postedBy: company.admin.userId,
          lines: [
            { accountId: company.account(debit), debitCents: gross, creditCents: 0 },
            { accountId: company.account(credit), debitCents: 0, creditCents: gross },
          ],
        });
      const entry =
        status === 'draft' ? null : await posting(`Payroll run ${runNumber}`, null, '6100', '2205');
      const reversal =
        status === 'voided' && entry
          ? await posting(`Void of payroll run ${runNumber}`, entry.id, '2205', '6100')
          : null;
      await tx.insert(payrollRuns).values({
        id,
        organizationId: org,
        runNumber,
        payFrequency: 'weekly',
        periodStart: checkDate,
        periodEnd: checkDate,
        checkDate,
        cashAccountId: company.account('1000'),
        status,
        grossCents: gross,
        employeeTaxesCents: eeTaxes,
        deductionsCents: deductions,
        netCents: gross - eeTaxes - deductions,
        employerTaxesCents: erTaxes,
        journalEntryId: entry?.id ?? null,
        voidEntryId: reversal?.id ?? null,
        postedAt: entry ? new Date() : null,
      });
      for (const check of checks) {
        const checkId = randomUUID();
        const total = (type: string) =>
          check.lines.filter((l) => l.lineType === type).reduce((s, l) => s + Number(l.amountCents), 0);
        const grossCents = total('earning');
        await tx.insert(payrollChecks).values({
          id: checkId,
          organizationId: org,
          runId: id,
          employeeId: check.employeeId,
          checkDate,
          paymentMethod: check.paymentMethod,
          hours: check.hours,
          grossCents,
          employeeTaxesCents: total('employee_tax'),
          deductionsCents: total('deduction'),
          netCents: grossCents - total('employee_tax') - total('deduction'),
          employerTaxesCents: total('employer_tax'),
          detail: {},
        });
        await tx.insert(payrollCheckLines).values(
          check.lines.map((l) => ({
            ...l,
            organizationId: org,
            checkId,
            runId: id,
            employeeId: check.employeeId,
            checkDate,
          })),
        );
      }
    });
    return id;
  };

  // The job's burden lines: the health fund and workers' comp (class 5403) by cost code.
  const health = (costCodeId: string, hours: string, cents: number): TLine => ({
    lineType: 'fringe',
    code: 'health',
    description: 'Carpenters Health Fund',
    jobId: job,
    costCodeId,
    hours,
    amountCents: cents,
  });
  const workersComp = (costCodeId: string, cents: number): TLine => ({
    lineType: 'workers_comp',
    code: '5403',
    description: 'Carpentry',
    jobId: job,
    costCodeId,
    amountCents: cents,
  });
  const first = await run('2026-03-06', 'posted', [
    {
      employeeId: ana,
      paymentMethod: 'direct_deposit',
      hours: '44.00',
      lines: [
        earn('REG', '40.00', '40.0000', 160000, { jobId: job, costCodeId: frame, jurisdiction: 'CA' }),
        earn('OT', '4.00', '60.0000', 24000, {
          jobId: job,
          costCodeId: cast,
          jurisdiction: 'CA',
          premiumCents: 8000,
        }),
        ...taxLines({
          wages: 184000,
          fit: [174800, 15000],
          ss: 11408,
          medicare: 2668,
          sit: ['CA', 174800, 4000],
          employer: { futa: [184000, 1104], suta: ['CA', 184000, 6256] },
        }),
        ded('retirement_pretax', anaK, 9200),
        ded('union_dues', anaDues, 2500),
        health(frame, '40.00', 18000),
        health(cast, '4.00', 1800),
        workersComp(frame, 3680),
        workersComp(cast, 368),
      ],
    },
    {
      employeeId: ben,
      paymentMethod: 'direct_deposit',
      hours: '40.00',
      lines: [
        earn('REG', '40.00', '30.0000', 120000, { jobId: job, costCodeId: frame, jurisdiction: 'TX' }),
        ...taxLines({
          wages: 120000,
          fit: [120000, 9500],
          ss: 7440,
          medicare: 1740,
          employer: { futa: [120000, 720], suta: ['TX', 120000, 3240] },
        }),
        ded('garnishment', benGarnish, 5000),
        workersComp(frame, 2760),
      ],
    },
    {
      employeeId: cal,
      paymentMethod: 'check',
      hours: '0.00',
      lines: calLines(calS125, calRoth, { futa: [580000, 3480], suta: [580000, 19720] }),
    },
  ]);
  const second = await run('2026-04-03', 'posted', [
    {
      employeeId: ana,
      paymentMethod: 'direct_deposit',
      hours: '40.00',
      lines: [
        earn('REG', '40.00', '40.0000', 160000, { jobId: job, costCodeId: frame, jurisdiction: 'CA' }),
        ...taxLines({
          wages: 160000,
          fit: [152000, 13000],
          ss: 9920,
          medicare: 2320,
          sit: ['CA', 152000, 3400],
          employer: { futa: [160000, 960], suta: ['CA', 160000, 5440] },
        }),
        ded('retirement_pretax', anaK, 8000),
        ded('union_dues', anaDues, 2500),
        health(frame, '40.00', 18000),
        workersComp(frame, 3680),
      ],
    },
    {
      employeeId: cal,
      paymentMethod: 'check',
      hours: '0.00',
      lines: calLines(calS125, calRoth, { futa: [120000, 720], suta: [120000, 4080] }),
    },
  ]);
  const voided = await run('2026-03-13', 'voided', [
    {
      employeeId: ana,
      paymentMethod: 'direct_deposit',
      hours: '10.00',
      lines: [
        earn('REG', '10.00', '40.0000', 40000, { jobId: job, costCodeId: frame, jurisdiction: 'CA' }),
        // Withholding only: no state tax, no employer taxes.
        ...taxLines({ wages: 40000, fit: [40000, 2000], ss: 2480, medicare: 580 }),
      ],
    },
  ]);
  const draft = await run('2026-04-10', 'draft', [
    {
      employeeId: ben,
      paymentMethod: 'direct_deposit',
      hours: '8.00',
      lines: [earn('REG', '8.00', '30.0000', 24000, { jobId: job, costCodeId: frame, jurisdiction: 'TX' })],
    },
  ]);
  return { ...company, employees: { ana, ben, cal }, runs: { first, second, voided, draft }, accounts };
}

/** Cal's salaried check (the same each run except FUTA and SUTA, which stop at their 7,000 bases). */
function calLines(
  s125: string,
  roth: string,
  unemployment: { futa: [number, number]; suta: [number, number] },
): TLine[] {
  return [
    earn('SALARY', null, null, 600000, { jurisdiction: 'CA' }),
    ...taxLines({
      wages: 580000,
      fit: [580000, 80000],
      ss: 35960,
      medicare: 8410,
      sit: ['CA', 580000, 25000],
      employer: { futa: unemployment.futa, suta: ['CA', ...unemployment.suta] },
    }),
    ded('section125', s125, 20000),
    ded('roth', roth, 10000),
  ];
}

/** The NACHA fields of payroll settings (credits only unless `balanced`). */
export async function setAchSettings(t: TestApp, organizationId: string, balanced = false): Promise<void> {
  const cipher = dataCipherFor(t.deps.config);
  await t.db
    .update(payrollSettings)
    .set({
      achImmediateDestination: '091000019',
      achDestinationName: 'Wells Fargo Bank',
      achImmediateOrigin: '1234567890',
      achOriginName: 'Riverside Builders LLC',
      achCompanyName: 'Riverside Bldrs',
      achCompanyId: '1234567890',
      achOdfiRouting: '09100001',
      achBalanced: balanced,
      achOffsetRouting: balanced ? '091000019' : null,
      achOffsetAccountEncrypted: balanced ? cipher.encrypt('5550001234', 'ach_offset_account') : null,
      achOffsetAccountLast4: balanced ? '1234' : null,
    })
    .where(eq(payrollSettings.organizationId, organizationId));
}

/** route-security's seed: one stored direct deposit file (a prenote file) of the company. */
export async function seedAchFileRoutes(t: TestApp, organizationId: string): Promise<Record<string, string>> {
  const [file] = await t.db
    .insert(achFiles)
    .values({
      organizationId,
      purpose: 'prenote',
      effectiveDate: '2026-07-02',
      fileIdModifier: 'A',
      entryCount: 0,
      entryHash: '0000000000',
      totalCreditCents: 0,
      totalDebitCents: 0,
      content: '',
    })
    .returning({ id: achFiles.id });
  if (!file) throw new Error('seeding an ACH file failed');
  return { '/api/v1/payroll/ach-files': file.id };
}
