import { eq } from 'drizzle-orm';
import {
  employeeDeductions,
  employeePayProfiles,
  employeePayRates,
  employees,
  payrollSettings,
  profiles,
  timeEntries,
} from '../../src/db/schema/index.ts';
import { withSystem } from '../../src/lib/tenant.ts';
import { ensureBuiltInTaxParameters } from '../../src/modules/pay-setup/built-in-tax-parameters.ts';
import { addMember, call, createCompany, type Member } from './org-users.ts';
import type { TestApp } from './test-app.ts';

// biome-ignore lint/suspicious/noExplicitAny: fixtures read arbitrary JSON bodies
type TBody = any;

export type TPayrollWorker = Member & { employeeId: string };

export type TPayrollWorld = {
  admin: Member;
  accountant: Member;
  pm: Member;
  director: Member;
  alex: TPayrollWorker;
  blair: TPayrollWorker;
  jobs: { one: string; two: string };
  codes: { c0310: string; c0510: string };
  cashAccountId: string;
  account: (number: string) => string;
};

async function ok(res: Promise<{ status: number; body: TBody }>): Promise<TBody> {
  const answer = await res;
  if (answer.status !== 200 && answer.status !== 201)
    throw new Error(`payroll fixture: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** A signed-up member who is also an employee of the company (employees row, active). */
export async function addWorker(
  t: TestApp,
  organizationId: string,
  email: string,
  fullName: string,
): Promise<TPayrollWorker> {
  const member = await addMember(t, organizationId, email, 'field_employee');
  await t.db.update(profiles).set({ fullName }).where(eq(profiles.id, member.userId));
  const [row] = await t.db
    .insert(employees)
    .values({ userId: member.userId, organizationId, employmentStatus: 'active' })
    .returning({ id: employees.id });
  if (!row) throw new Error('no employee');
  return { ...member, employeeId: row.id };
}

/** An hourly weekly employee of Texas, single 2020 W-4, with one default rate. */
export async function hourlyProfile(
  t: TestApp,
  organizationId: string,
  employeeId: string,
  rate: string,
  extra: Partial<typeof employeePayProfiles.$inferInsert> = {},
): Promise<void> {
  await t.db.insert(employeePayProfiles).values({
    employeeId,
    organizationId,
    payType: 'hourly',
    payFrequency: 'weekly',
    homeState: 'TX',
    w4Version: '2020',
    filingStatus: 'single',
    paymentMethod: 'check',
    ...extra,
  });
  await t.db
    .insert(employeePayRates)
    .values({ organizationId, employeeId, classification: 'Carpenter', hourlyRate: rate, isDefault: true });
}

export type TTimeSpec = { date: string; job: string; code: string; hours: string };

/** Approved time lines written straight into the table (the time module has its own routes and tests). */
export async function approvedTime(
  t: TestApp,
  organizationId: string,
  employeeId: string,
  lines: TTimeSpec[],
): Promise<string[]> {
  if (lines.length === 0) return [];
  const rows = await t.db
    .insert(timeEntries)
    .values(
      lines.map((l) => ({
        organizationId,
        employeeId,
        workDate: l.date,
        jobId: l.job,
        costCodeId: l.code,
        payType: 'REG' as const,
        hours: l.hours,
        workState: 'TX',
        status: 'approved' as const,
        approvedAt: new Date(),
      })),
    )
    .returning({ id: timeEntries.id });
  return rows.map((r) => r.id);
}

/**
 * The payroll company: two jobs (J1 with 03-1000, J2 with 05-1000), the 2026 built-in tax parameters,
 * weekly overtime spread in time order, an accountant, a project manager, a director (internal
 * support), and two field employees paid by the hour in Texas:
 *   Alex 30.00 an hour, no deductions;
 *   Blair 40.00 an hour, 401(k) 5 % pre-tax to Fidelity.
 */
export async function payrollWorld(t: TestApp, email: string): Promise<TPayrollWorld> {
  const admin = await createCompany(t, email, 'Payroll Builders');
  const org = admin.organizationId;
  const send = (method: string, path: string, body?: unknown) => ok(call(t, admin.token, method, path, body));
  await withSystem(t.db, 'test: built-in tax parameters', (tx) => ensureBuiltInTaxParameters(tx));
  await t.db
    .update(payrollSettings)
    .set({ overtimeAllocation: 'time_order' })
    .where(eq(payrollSettings.organizationId, org));

  const customer = await send('POST', '/api/v1/customers', {
    customer_number: 'C-PAY1',
    name: 'Payroll Owner',
  });
  const job = async (name: string) =>
    (await send('POST', '/api/v1/jobs', { customer_id: customer.id, project_name: name, budget_cents: 100 }))
      .id;
  const jobs = { one: await job('Main Street'), two: await job('Harbor Bridge') };
  const codes: Record<string, string> = {};
  for (const [code, description] of [
    ['03-0000', 'Concrete'],
    ['03-1000', 'Formwork'],
    ['05-0000', 'Metals'],
    ['05-1000', 'Structural steel'],
  ] as const)
    codes[code] = (await send('POST', '/api/v1/cost-codes', { code, description })).id;
  const chart = (await send('GET', '/api/v1/chart-of-accounts')).items as {
    id: string;
    account_number: string;
  }[];
  const account = (n: string) => {
    const id = chart.find((a) => a.account_number === n)?.id;
    if (!id) throw new Error(`no account ${n}`);
    return id;
  };

  const alex = await addWorker(t, org, email.replace('@', '+alex@'), 'Alex Carpenter');
  const blair = await addWorker(t, org, email.replace('@', '+blair@'), 'Blair Mason');
  await hourlyProfile(t, org, alex.employeeId, '30.0000');
  await hourlyProfile(t, org, blair.employeeId, '40.0000');
  await t.db.insert(employeeDeductions).values({
    organizationId: org,
    employeeId: blair.employeeId,
    kind: 'retirement_pretax',
    description: '401(k)',
    payee: 'Fidelity',
    method: 'percent',
    percent: '5.0000',
  });
  return {
    admin,
    accountant: await addMember(t, org, email.replace('@', '+acct@'), 'accountant'),
    pm: await addMember(t, org, email.replace('@', '+pm@'), 'project_manager'),
    director: await addMember(t, org, email.replace('@', '+dir@'), 'director'),
    alex,
    blair,
    jobs,
    codes: { c0310: codes['03-1000'] as string, c0510: codes['05-1000'] as string },
    cashAccountId: account('1000'),
    account,
  };
}

/** The golden week of 2026-03-09 (Monday) to 03-15: Alex 46 hours over two jobs, Blair 40. */
export async function goldenWeek(t: TestApp, w: TPayrollWorld): Promise<string[]> {
  const org = w.admin.organizationId;
  const j1 = { job: w.jobs.one, code: w.codes.c0310 };
  const j2 = { job: w.jobs.two, code: w.codes.c0510 };
  return [
    ...(await approvedTime(t, org, w.alex.employeeId, [
      { date: '2026-03-09', ...j1, hours: '8' },
      { date: '2026-03-10', ...j1, hours: '8' },
      { date: '2026-03-11', ...j1, hours: '8' },
      { date: '2026-03-12', ...j1, hours: '8' },
      { date: '2026-03-13', ...j2, hours: '8' },
      { date: '2026-03-14', ...j2, hours: '6' },
    ])),
    ...(await approvedTime(t, org, w.blair.employeeId, [
      { date: '2026-03-09', ...j1, hours: '8' },
      { date: '2026-03-10', ...j1, hours: '8' },
      { date: '2026-03-11', ...j1, hours: '8' },
      { date: '2026-03-12', ...j2, hours: '8' },
      { date: '2026-03-13', ...j2, hours: '8' },
    ])),
  ];
}

/**
 * Route-security seeds: the admin made an employee with a pay profile, an off-cycle run paying them a
 * bonus (calculated, approved, posted), and a liability payment of its federal withholding. Answers
 * the ids by the path before each `{id}`.
 */
export async function seedPayrollRoutes(
  t: TestApp,
  admin: Member,
  cashAccountId: string,
): Promise<Record<string, string>> {
  const org = admin.organizationId;
  const send = (method: string, path: string, body?: unknown) => ok(call(t, admin.token, method, path, body));
  await withSystem(t.db, 'test: built-in tax parameters', (tx) => ensureBuiltInTaxParameters(tx));
  const [employee] = await t.db
    .insert(employees)
    .values({ userId: admin.userId, organizationId: org, employmentStatus: 'active' })
    .returning({ id: employees.id });
  if (!employee) throw new Error('no employee');
  await hourlyProfile(t, org, employee.id, '30.0000');
  const run = await send('POST', '/api/v1/payroll/runs', {
    kind: 'off_cycle',
    pay_frequency: 'weekly',
    period_start: '2026-02-02',
    period_end: '2026-02-08',
    check_date: '2026-02-13',
    cash_account_id: cashAccountId,
  });
  const withEarning = await send('POST', `/api/v1/payroll/runs/${run.id}/earnings`, {
    employee_id: employee.id,
    kind: 'bonus',
    amount_cents: 100_000,
  });
  await send('POST', `/api/v1/payroll/runs/${run.id}/calculate`, {});
  await send('POST', `/api/v1/payroll/runs/${run.id}/approve`, {});
  const posted = await send('POST', `/api/v1/payroll/runs/${run.id}/post`, {});
  const chart = (await send('GET', '/api/v1/chart-of-accounts')).items as {
    id: string;
    account_number: string;
  }[];
  const payment = await send('POST', '/api/v1/payroll/liabilities/payments', {
    paid_on: '2026-02-20',
    cash_account_id: cashAccountId,
    kind: 'federal_deposit',
    payee: 'EFTPS',
    lines: [
      { account_id: chart.find((a) => a.account_number === '2215')?.id, amount_cents: 100, code: 'fit' },
    ],
  });
  const checkId = posted.checks[0].id as string;
  return {
    '/api/v1/payroll/runs': run.id,
    '/api/v1/payroll/runs/{id}/earnings': withEarning.earnings[0].id,
    '/api/v1/payroll/runs/{id}/checks': checkId,
    '/api/v1/payroll/checks': checkId,
    '/api/v1/payroll/my-checks': checkId,
    '/api/v1/payroll/liabilities/payments': payment.id,
  };
}
