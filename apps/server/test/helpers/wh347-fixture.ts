import { and, eq } from 'drizzle-orm';
import {
  certifyingOfficers,
  employeeFringePlans,
  employeePayRates,
  employees,
  jobComplianceViewers,
  prevailingWageJobs,
  projects,
  timeEntries,
  wageDeterminationClasses,
  wageDeterminations,
} from '../../src/db/schema/index.ts';
import { addMember, call, type Member } from './org-users.ts';
import { payrollWorld, type TPayrollWorld } from './payroll-runs-fixture.ts';
import type { TestApp } from './test-app.ts';

// biome-ignore lint/suspicious/noExplicitAny: fixtures read arbitrary JSON bodies
type TBody = any;

export type TWh347World = TPayrollWorld & {
  officer: Member;
  viewer: Member;
  jobPm: Member;
  classes: { electrician: string; laborer: string };
};

async function ok(res: Promise<{ status: number; body: TBody }>): Promise<TBody> {
  const answer = await res;
  if (answer.status !== 200 && answer.status !== 201)
    throw new Error(`wh347 fixture: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/**
 * The payroll company of payroll-runs-fixture with job one (J1, "Main Street") under Davis-Bacon:
 * GSA, contract GS-07P-26-0001, project P-4471, Austin TX, WD TX20260012 modification 2 (effective
 * 2026-01-01) with Electrician 22.00 + 5.00 and Laborer 15.00 + 3.00; "no work" reports wanted.
 * Alex and Blair have a 5.00-an-hour health plan (the fringes are met by plans, no cash in lieu) and
 * rates Electrician 22.00, Laborer 15.00 beside their defaults. The admin is the certifying officer
 * (President); `viewer` is a third party added to job one; `jobPm` manages job one, the world's `pm`
 * manages job two.
 */
export async function wh347World(t: TestApp, email: string): Promise<TWh347World> {
  const w = await payrollWorld(t, email);
  const org = w.admin.organizationId;
  await t.db.insert(prevailingWageJobs).values({
    jobId: w.jobs.one,
    organizationId: org,
    wageLaw: 'davis_bacon',
    awardingAgency: 'U.S. General Services Administration',
    contractNumber: 'GS-07P-26-0001',
    agencyProjectNumber: 'P-4471',
    projectLocation: 'Austin, TX',
    wantsNoWorkWeeks: true,
  });
  const [wd] = await t.db
    .insert(wageDeterminations)
    .values({
      organizationId: org,
      jobId: w.jobs.one,
      wdNumber: 'TX20260012',
      modification: 2,
      modificationDate: '2025-12-19',
      effectiveFrom: '2026-01-01',
    })
    .returning({ id: wageDeterminations.id });
  if (!wd) throw new Error('no determination');
  const classes = await t.db
    .insert(wageDeterminationClasses)
    .values([
      {
        organizationId: org,
        determinationId: wd.id,
        classification: 'Electrician',
        basicRate: '22.0000',
        fringeRate: '5.0000',
      },
      {
        organizationId: org,
        determinationId: wd.id,
        classification: 'Laborer',
        basicRate: '15.0000',
        fringeRate: '3.0000',
      },
    ])
    .returning({ id: wageDeterminationClasses.id, classification: wageDeterminationClasses.classification });
  const classId = (name: string) => classes.find((c) => c.classification === name)?.id ?? '';
  for (const who of [w.alex, w.blair]) {
    await t.db.insert(employeePayRates).values([
      {
        organizationId: org,
        employeeId: who.employeeId,
        classification: 'Electrician',
        hourlyRate: '22.0000',
      },
      { organizationId: org, employeeId: who.employeeId, classification: 'Laborer', hourlyRate: '15.0000' },
    ]);
    await t.db.insert(employeeFringePlans).values({
      organizationId: org,
      employeeId: who.employeeId,
      plan: 'health',
      planName: 'Builders Health Trust',
      method: 'per_hour',
      ratePerHour: '5.0000',
      effectiveFrom: '2026-01-01',
    });
  }
  await t.db
    .insert(certifyingOfficers)
    .values({ organizationId: org, userId: w.admin.userId, title: 'President' });
  const viewer = await addMember(t, org, email.replace('@', '+viewer@'), 'third_party');
  await t.db
    .insert(jobComplianceViewers)
    .values({ organizationId: org, jobId: w.jobs.one, userId: viewer.userId });
  const jobPm = await addMember(t, org, email.replace('@', '+jobpm@'), 'project_manager');
  // A job's project manager is one of the company's employees.
  await t.db.insert(employees).values([
    { userId: jobPm.userId, organizationId: org, employmentStatus: 'active' },
    { userId: w.pm.userId, organizationId: org, employmentStatus: 'active' },
  ]);
  await t.db.update(projects).set({ projectManagerId: jobPm.userId }).where(eq(projects.id, w.jobs.one));
  await t.db.update(projects).set({ projectManagerId: w.pm.userId }).where(eq(projects.id, w.jobs.two));
  return {
    ...w,
    officer: w.admin,
    viewer,
    jobPm,
    classes: { electrician: classId('Electrician'), laborer: classId('Laborer') },
  };
}

export type TCertifiedTime = {
  employeeId: string;
  date: string;
  hours: string;
  /** A class of the determination (job one), or null for job two (Carpenter, the default rate). */
  wageClassId: string | null;
  classification: string | null;
};

/** Approved time lines written straight into the table (job one 03-1000 when certified, else job two 05-1000). */
export async function certifiedTime(t: TestApp, w: TWh347World, lines: TCertifiedTime[]): Promise<void> {
  await t.db.insert(timeEntries).values(
    lines.map((l) => ({
      organizationId: w.admin.organizationId,
      employeeId: l.employeeId,
      workDate: l.date,
      jobId: l.wageClassId ? w.jobs.one : w.jobs.two,
      costCodeId: l.wageClassId ? w.codes.c0310 : w.codes.c0510,
      payType: 'REG' as const,
      hours: l.hours,
      classification: l.classification,
      wageClassId: l.wageClassId,
      workState: 'TX',
      status: 'approved' as const,
      approvedAt: new Date(),
    })),
  );
}

/** A weekly regular run of a period: created, calculated, approved and posted through the API. */
export async function postedRun(
  t: TestApp,
  w: TWh347World,
  period: { start: string; end: string; checkDate: string },
): Promise<string> {
  const send = (method: string, path: string, body?: unknown) =>
    ok(call(t, w.accountant.token, method, path, body));
  const run = await send('POST', '/api/v1/payroll/runs', {
    kind: 'regular',
    pay_frequency: 'weekly',
    period_start: period.start,
    period_end: period.end,
    check_date: period.checkDate,
    cash_account_id: w.cashAccountId,
  });
  for (const action of ['calculate', 'approve', 'post'])
    await send('POST', `/api/v1/payroll/runs/${run.id}/${action}`, {});
  return run.id;
}

/**
 * Route-security seeds of the WH-347 routes: the seeded job (made prevailing-wage here when the set-up
 * seed has not) asks for "no work" reports, and the week ending 2026-01-11 gets one. Answers the ids
 * by the path before each `{id}`.
 */
export async function seedWh347(t: TestApp, admin: Member, jobId: string): Promise<Record<string, string>> {
  const org = admin.organizationId;
  await t.db
    .insert(prevailingWageJobs)
    .values({ jobId, organizationId: org, wageLaw: 'davis_bacon', awardingAgency: 'Seeded Agency' })
    .onConflictDoNothing();
  await t.db
    .update(prevailingWageJobs)
    .set({ wantsNoWorkWeeks: true })
    .where(and(eq(prevailingWageJobs.organizationId, org), eq(prevailingWageJobs.jobId, jobId)));
  const report = await ok(
    call(t, admin.token, 'POST', '/api/v1/certified-reports', { job_id: jobId, week_ending: '2026-01-11' }),
  );
  return { '/api/v1/certified-reports': report.id };
}
