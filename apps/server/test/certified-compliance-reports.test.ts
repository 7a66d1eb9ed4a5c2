import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apprenticePrograms,
  auditLog,
  commitments,
  documents,
  employeeApprenticeships,
  employeeFringePlans,
  employees,
  payrollRunEarnings,
  prevailingWageJobs,
  projects,
  timeEntries,
  wageDeterminationClasses,
  wageDeterminations,
} from '../src/db/schema/index.ts';
import { insertVendor } from './helpers/commitment-fixtures.ts';
import { addMember, call, type Member } from './helpers/org-users.ts';
import {
  addWorker,
  hourlyProfile,
  payrollWorld,
  type TPayrollWorker,
  type TPayrollWorld,
} from './helpers/payroll-runs-fixture.ts';
import { inflatePdf } from './helpers/pdf-inflate.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let dataDir: string;
let t: TestApp;
let w: TPayrollWorld;
let casey: TPayrollWorker;
let otherPm: Member;
let thirdParty: Member;
let org: string;
let classes: { electrician: string };
let vendorIds: { v1: string; v2: string; v3: string; none: string };
let runId: string;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PDF2 = Buffer.from(
  '%PDF-1.4\n% second\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

const send = (who: Member, method: string, p: string, body?: unknown) => call(t, who.token, method, p, body);
async function ok(res: Promise<{ status: number; body: unknown }>, status = 200) {
  const answer = await res;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
  return answer.body as any;
}

async function upload(who: Member, query: Record<string, string>, bytes: Uint8Array, name = 'sub-wh347.pdf') {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type: 'application/pdf' }));
  const res = await t.request(`/api/v1/certified/sub-reports/upload?${new URLSearchParams(query)}`, {
    method: 'POST',
    token: who.token,
    body: form,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** Approved time lines on J1 classified Electrician (the determination's class). */
async function electricianTime(employeeId: string, lines: [string, string][]) {
  await t.db.insert(timeEntries).values(
    lines.map(([date, hours]) => ({
      organizationId: org,
      employeeId,
      workDate: date,
      jobId: w.jobs.one,
      costCodeId: w.codes.c0310,
      payType: 'REG' as const,
      hours,
      wageClassId: classes.electrician,
      workState: 'TX',
      status: 'approved' as const,
      approvedAt: new Date(),
    })),
  );
}

async function postRun(
  periodStart: string,
  periodEnd: string,
  checkDate: string,
  beforeCalculate: (runId: string) => Promise<void> = async () => {},
): Promise<string> {
  const run = await ok(
    send(w.accountant, 'POST', '/api/v1/payroll/runs', {
      kind: 'regular',
      pay_frequency: 'weekly',
      period_start: periodStart,
      period_end: periodEnd,
      check_date: checkDate,
      cash_account_id: w.cashAccountId,
    }),
    201,
  );
  await beforeCalculate(run.id);
  for (const action of ['calculate', 'approve', 'post'])
    await ok(send(w.accountant, 'POST', `/api/v1/payroll/runs/${run.id}/${action}`, {}));
  return run.id;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-cpreports-'));
  t = await createTestApp({ dataDir });
  w = await payrollWorld(t, 'admin@cpreports.co');
  org = w.admin.organizationId;
  otherPm = await addMember(t, org, 'other-pm@cpreports.co', 'project_manager');
  thirdParty = await addMember(t, org, 'lco@cpreports.co', 'third_party');
  casey = await addWorker(t, org, 'casey@cpreports.co', 'Casey Wire');
  await hourlyProfile(t, org, casey.employeeId, '25.0000');

  // J1 is a Davis-Bacon job where the company is the prime, managed by w.pm; J2 is not certified.
  // (A job's project manager is one of the company's people: an employees row.)
  for (const pm of [w.pm, otherPm])
    await t.db
      .insert(employees)
      .values({ userId: pm.userId, organizationId: org, employmentStatus: 'active' });
  await t.db.update(projects).set({ projectManagerId: w.pm.userId }).where(eq(projects.id, w.jobs.one));
  await t.db.insert(prevailingWageJobs).values({
    jobId: w.jobs.one,
    organizationId: org,
    wageLaw: 'davis_bacon',
    awardingAgency: 'City of Springfield',
    contractNumber: 'C-2026-17',
    isPrime: true,
  });
  const [wd] = await t.db
    .insert(wageDeterminations)
    .values({
      organizationId: org,
      jobId: w.jobs.one,
      wdNumber: 'CA20260012',
      modificationDate: '2026-02-20',
      effectiveFrom: '2026-03-02',
    })
    .returning({ id: wageDeterminations.id });
  if (!wd) throw new Error('no determination');
  const [electrician] = await t.db
    .insert(wageDeterminationClasses)
    .values({
      organizationId: org,
      determinationId: wd.id,
      classification: 'Electrician',
      basicRate: '22.0000',
      fringeRate: '5.0000',
    })
    .returning({ id: wageDeterminationClasses.id });
  if (!electrician) throw new Error('no class');
  classes = { electrician: electrician.id };

  // Fringe plans: Alex health 5.00/h and pension 6,240.00 a year over 2,080 h (3.00/h); Blair pension
  // 5.375/h; Casey health 5.1234/h (every plan covers the 5.00 fringe: no automatic cash in lieu).
  await t.db.insert(employeeFringePlans).values([
    {
      organizationId: org,
      employeeId: w.alex.employeeId,
      plan: 'health',
      planName: 'Blue Shield',
      method: 'per_hour',
      ratePerHour: '5.0000',
      effectiveFrom: '2026-01-01',
    },
    {
      organizationId: org,
      employeeId: w.alex.employeeId,
      plan: 'pension',
      planName: 'IBEW pension',
      method: 'annual',
      annualAmountCents: 624_000,
      annualHours: 2080,
      effectiveFrom: '2026-01-01',
    },
    {
      organizationId: org,
      employeeId: w.blair.employeeId,
      plan: 'pension',
      planName: 'IBEW pension',
      method: 'per_hour',
      ratePerHour: '5.3750',
      effectiveFrom: '2026-01-01',
    },
    {
      organizationId: org,
      employeeId: casey.employeeId,
      plan: 'health',
      planName: 'Blue Shield',
      method: 'per_hour',
      ratePerHour: '5.1234',
      effectiveFrom: '2026-01-01',
    },
    // Not in force in March: no credit.
    {
      organizationId: org,
      employeeId: casey.employeeId,
      plan: 'training',
      planName: 'Old fund',
      method: 'per_hour',
      ratePerHour: '1.0000',
      effectiveFrom: '2025-01-01',
      effectiveTo: '2025-12-31',
    },
  ]);
  // Blair and Casey are apprentices of a 1 : 1 electrician program.
  const [program] = await t.db
    .insert(apprenticePrograms)
    .values({
      organizationId: org,
      name: 'JATC Electrical',
      classification: 'Electrician',
      ratioApprentices: 1,
      ratioJourneyworkers: 1,
      levels: [{ level: 1, wagePercent: '50', fringePercent: '50' }],
    })
    .returning({ id: apprenticePrograms.id });
  if (!program) throw new Error('no program');
  await t.db.insert(employeeApprenticeships).values(
    [w.blair.employeeId, casey.employeeId].map((employeeId) => ({
      organizationId: org,
      employeeId,
      programId: program.id,
      level: 1,
      registeredOn: '2026-01-01',
    })),
  );

  // Week ending Sunday 2026-03-15: Alex Mon–Fri 8 h + Saturday 4 h = 44 h; Blair Mon–Wed 24 h; Casey Wed–Thu 16 h.
  await electricianTime(w.alex.employeeId, [
    ['2026-03-09', '8'],
    ['2026-03-10', '8'],
    ['2026-03-11', '8'],
    ['2026-03-12', '8'],
    ['2026-03-13', '8'],
    ['2026-03-14', '4'],
  ]);
  await electricianTime(w.blair.employeeId, [
    ['2026-03-09', '8'],
    ['2026-03-10', '8'],
    ['2026-03-11', '8'],
  ]);
  await electricianTime(casey.employeeId, [
    ['2026-03-11', '8'],
    ['2026-03-12', '8'],
  ]);
  // A cash-in-lieu earning of the week for Casey, 30.00 on J1 (what item 4's fix keys on a run), is
  // paid in the check as a "Cash in lieu of fringe" line dated the week ending.
  runId = await postRun('2026-03-09', '2026-03-15', '2026-03-20', async (id) => {
    await t.db.insert(payrollRunEarnings).values({
      organizationId: org,
      runId: id,
      employeeId: casey.employeeId,
      kind: 'cash_in_lieu',
      amountCents: 3_000,
      weekEnding: '2026-03-15',
      classification: 'Electrician',
      jobId: w.jobs.one,
      costCodeId: w.codes.c0310,
      memo: 'Prevailing wage difference',
    });
  });
  // The next week: Alex 8 h on Monday, paid and then voided — in no report.
  await electricianTime(w.alex.employeeId, [['2026-03-16', '8']]);
  const voided = await postRun('2026-03-16', '2026-03-22', '2026-03-27');
  await ok(
    send(w.accountant, 'POST', `/api/v1/payroll/runs/${voided}/void`, {
      reason: 'Wrong week',
      void_date: '2026-03-28',
    }),
  );

  // Subcontracts on J1: V1 executed from 2026-03-02 (open end); V2 a draft (nothing due); V3 issued,
  // ending 2026-03-10. A vendor without a subcontract.
  vendorIds = {
    v1: await insertVendor(t, org, 'V-0001'),
    v2: await insertVendor(t, org, 'V-0002'),
    v3: await insertVendor(t, org, 'V-0003'),
    none: await insertVendor(t, org, 'V-0004'),
  };
  const sub = (vendorId: string, n: string, status: 'draft' | 'issued' | 'executed', dates: object) => ({
    organizationId: org,
    jobId: w.jobs.one,
    vendorId,
    kind: 'subcontract' as const,
    commitmentNumber: `SC-${n}`,
    description: `Sub ${n}`,
    status,
    ...dates,
  });
  await t.db
    .insert(commitments)
    .values([
      sub(vendorIds.v1, '01', 'executed', { startDate: '2026-03-02' }),
      sub(vendorIds.v2, '02', 'draft', {}),
      sub(vendorIds.v3, '03', 'issued', { endDate: '2026-03-10' }),
    ]);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const range = () => `job_id=${w.jobs.one}&from=2026-03-01&to=2026-03-31`;

/**
 * The golden compliance report of J1 for March 2026 (posted run 1 only; run 2 was voided):
 *   Hours and wages (overtime in time order: Alex's Saturday 4 h are hours 41–44):
 *     Alex Electrician  40.00 + 4.00 OT = 44.00 h; 40 × 30.00 = 1,200.00 + 4 × 45.00 = 180.00
 *                      → 1,380.00 (premium 4 × 15.00 = 60.00)
 *     Blair Electrician 24.00 h × 40.00 = 960.00; Casey Electrician 16.00 h × 25.00 = 400.00
 *     Totals 80.00 + 4.00 = 84.00 h, wages 2,740.00, premium 60.00
 *   Fringes (credit per hour × hours on the job, rounded once):
 *     Alex health 5.0000 × 44 = 220.00; Alex pension 6,240.00 ÷ 2,080 = 3.0000 × 44 = 132.00
 *     Blair pension 5.3750 × 24 = 129.00; Casey health 5.1234 × 16 = 81.9744 → 81.97
 *     (Casey's training plan ended 2025-12-31: no credit.) Casey cash in lieu 30.00.
 *     Plan credits 220.00 + 132.00 + 129.00 + 81.97 = 562.97; cash 30.00; total 592.97
 *   Apprentices, week ending 2026-03-15, JATC 1 : 1: Blair and Casey (40.00 h) against Alex (44.00 h);
 *     per day: Mon, Tue 1 : 1; Wed Blair + Casey : Alex = 2 : 1 → over; Thu 1 : 1 → over on 03-11 only.
 */
describe('the job compliance report', () => {
  it('adds up hours, wages, fringes and apprentices from posted payroll to the cent', async () => {
    const r = await ok(send(w.accountant, 'GET', `/api/v1/certified/compliance?${range()}`));
    expect(r.job).toMatchObject({
      id: w.jobs.one,
      awarding_agency: 'City of Springfield',
      contract_number: 'C-2026-17',
    });
    expect(
      r.wages.map((x: Record<string, unknown>) => [
        x.employee_name,
        x.classification,
        x.straight_hours,
        x.overtime_hours,
        x.total_hours,
        x.wages_cents,
        x.premium_cents,
      ]),
    ).toEqual([
      ['Alex Carpenter', 'Electrician', '40.00', '4.00', '44.00', 138_000, 6_000],
      ['Blair Mason', 'Electrician', '24.00', '0.00', '24.00', 96_000, 0],
      ['Casey Wire', 'Electrician', '16.00', '0.00', '16.00', 40_000, 0],
    ]);
    expect(r.wage_totals).toEqual({
      straight_hours: '80.00',
      overtime_hours: '4.00',
      total_hours: '84.00',
      wages_cents: 274_000,
      premium_cents: 6_000,
    });
    expect(
      r.fringes.map((f: Record<string, unknown>) => [
        f.employee_name,
        f.kind,
        f.plan,
        f.method,
        f.credit_per_hour,
        f.hours,
        f.amount_cents,
      ]),
    ).toEqual([
      ['Alex Carpenter', 'plan', 'health', 'per_hour', '5.0000', '44.00', 22_000],
      ['Alex Carpenter', 'plan', 'pension', 'annual', '3.0000', '44.00', 13_200],
      ['Blair Mason', 'plan', 'pension', 'per_hour', '5.3750', '24.00', 12_900],
      ['Casey Wire', 'plan', 'health', 'per_hour', '5.1234', '16.00', 8_197],
      ['Casey Wire', 'cash_in_lieu', 'cash_in_lieu', null, null, '16.00', 3_000],
    ]);
    expect(r.fringe_totals).toEqual({
      plan_credit_cents: 56_297,
      cash_in_lieu_cents: 3_000,
      total_cents: 59_297,
    });
    expect(r.apprentice_weeks).toEqual([
      {
        week_ending: '2026-03-15',
        program_name: 'JATC Electrical',
        classification: 'Electrician',
        ratio: '1:1',
        apprentices: 2,
        journeyworkers: 1,
        apprentice_hours: '40.00',
        journeyworker_hours: '44.00',
        days_over: ['2026-03-11'],
        is_over: true,
      },
    ]);
  });

  it('leaves out dates outside the range and voided runs', async () => {
    const r = await ok(
      send(
        w.accountant,
        'GET',
        `/api/v1/certified/compliance?job_id=${w.jobs.one}&from=2026-03-16&to=2026-03-31`,
      ),
    );
    expect(r.wages).toEqual([]);
    expect(r.fringes).toEqual([]);
    expect(r.apprentice_weeks).toEqual([]);
    // Only Friday and Saturday: Alex 8 + 4 (the overtime).
    const end = await ok(
      send(
        w.accountant,
        'GET',
        `/api/v1/certified/compliance?job_id=${w.jobs.one}&from=2026-03-13&to=2026-03-14`,
      ),
    );
    expect(end.wages.map((x: Record<string, unknown>) => [x.employee_name, x.total_hours])).toEqual([
      ['Alex Carpenter', '12.00'],
    ]);
  });

  it('refuses bad ranges and jobs that are not certified', async () => {
    const backwards = await send(
      w.accountant,
      'GET',
      `/api/v1/certified/compliance?job_id=${w.jobs.one}&from=2026-03-31&to=2026-03-01`,
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.message).toBe('The first date must not be after the last');
    const notCertified = await send(
      w.accountant,
      'GET',
      `/api/v1/certified/compliance?job_id=${w.jobs.two}&from=2026-03-01&to=2026-03-31`,
    );
    expect(notCertified.status).toBe(404);
    expect(notCertified.body.error).toEqual({
      code: 'certified_job_not_found',
      message: 'Prevailing-wage job not found',
    });
  });

  it('exports each section as CSV and PDF with the same figures', async () => {
    const csv = await t.request(`/api/v1/certified/compliance.csv?${range()}&section=fringes`, {
      token: w.accountant.token,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\n');
    expect(lines[0]).toBe('Worker,Plan,Plan name,Credit per hour,Hours,Amount');
    expect(lines).toContain('Casey Wire,Health,Blue Shield,5.1234,16,81.97');
    expect(lines).toContain('Casey Wire,Cash in lieu,Cash in lieu of fringe,,16,30');
    expect(lines.at(-1)).toBe('Total fringes,,,,,592.97');
    const pdf = await t.request(`/api/v1/certified/compliance.pdf?${range()}&section=wages`, {
      token: w.pm.token,
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(inflatePdf(new Uint8Array(await pdf.arrayBuffer()))).replaceAll('\n', '');
    expect(text).toContain('Job compliance: hours and wages');
    expect(text).toContain('1,380.00');
    expect(text).toContain('2,740.00');
  });
});

describe('who reads the compliance reports', () => {
  it('the job’s project manager and internal support read; another PM and a third party are refused', async () => {
    await ok(send(w.pm, 'GET', `/api/v1/certified/compliance?${range()}`));
    await ok(send(w.director, 'GET', `/api/v1/certified/compliance?${range()}`));
    const other = await send(otherPm, 'GET', `/api/v1/certified/compliance?${range()}`);
    expect(other.status).toBe(403);
    expect((await send(otherPm, 'GET', `/api/v1/certified/restitutions?job_id=${w.jobs.one}`)).status).toBe(
      403,
    );
    expect((await send(thirdParty, 'GET', `/api/v1/certified/compliance?${range()}`)).status).toBe(403);
    const pmWrite = await send(w.pm, 'POST', '/api/v1/certified/restitutions', {
      job_id: w.jobs.one,
      employee_id: casey.employeeId,
      week_ending: '2026-03-15',
      classification: 'Electrician',
      underpaid_cents: 100,
    });
    expect(pmWrite.status).toBe(403);
  });
});

/**
 * Restitution: Casey was underpaid 45.20 in the week ending 2026-03-15 and paid 30.00 by the run's
 * cash-in-lieu earning → 15.20 outstanding; Blair 10.00, paid 10.00 by hand → 0.00.
 * Totals: underpaid 55.20, paid 40.00, outstanding 15.20.
 */
describe('underpayments and restitution', () => {
  let caseyId: string;

  it('records, edits and pays underpayments; the report shows paid and outstanding', async () => {
    const created = await ok(
      send(w.accountant, 'POST', '/api/v1/certified/restitutions', {
        job_id: w.jobs.one,
        employee_id: casey.employeeId,
        week_ending: '2026-03-15',
        classification: 'Electrician',
        underpaid_cents: 4_000,
        note: 'Fringe short',
      }),
      201,
    );
    caseyId = created.id;
    expect(created).toMatchObject({ employee_name: 'Casey Wire', outstanding_cents: 4_000, paid_cents: 0 });
    const edited = await ok(
      send(w.accountant, 'PATCH', `/api/v1/certified/restitutions/${caseyId}`, {
        underpaid_cents: 4_520,
        note: 'Fringe short 2.825/h × 16 h',
      }),
    );
    expect(edited).toMatchObject({ underpaid_cents: 4_520, note: 'Fringe short 2.825/h × 16 h' });

    const earnings = await ok(
      send(
        w.accountant,
        'GET',
        `/api/v1/certified/cash-in-lieu-earnings?job_id=${w.jobs.one}&employee_id=${casey.employeeId}`,
      ),
    );
    expect(earnings.items).toHaveLength(1);
    expect(earnings.items[0]).toMatchObject({
      run_id: runId,
      amount_cents: 3_000,
      week_ending: '2026-03-15',
    });
    const paid = await ok(
      send(w.accountant, 'POST', `/api/v1/certified/restitutions/${caseyId}/payment`, {
        earning_id: earnings.items[0].id,
      }),
    );
    expect(paid).toMatchObject({
      paid_cents: 3_000,
      outstanding_cents: 1_520,
      paid_in_run_id: runId,
      paid_in_run_number: 1,
    });

    const blair = await ok(
      send(w.accountant, 'POST', '/api/v1/certified/restitutions', {
        job_id: w.jobs.one,
        employee_id: w.blair.employeeId,
        week_ending: '2026-03-15',
        classification: 'Electrician',
        underpaid_cents: 1_000,
      }),
      201,
    );
    await ok(
      send(w.accountant, 'POST', `/api/v1/certified/restitutions/${blair.id}/payment`, {
        amount_cents: 1_000,
      }),
    );

    const r = await ok(send(w.pm, 'GET', `/api/v1/certified/compliance?${range()}`));
    expect(
      r.restitutions.map((x: Record<string, unknown>) => [
        x.employee_name,
        x.underpaid_cents,
        x.paid_cents,
        x.outstanding_cents,
        x.paid_in_run_number,
      ]),
    ).toEqual([
      ['Blair Mason', 1_000, 1_000, 0, null],
      ['Casey Wire', 4_520, 3_000, 1_520, 1],
    ]);
    expect(r.restitution_totals).toEqual({
      underpaid_cents: 5_520,
      paid_cents: 4_000,
      outstanding_cents: 1_520,
    });
    const csv = await t.request(`/api/v1/certified/compliance.csv?${range()}&section=restitution`, {
      token: w.accountant.token,
    });
    expect((await csv.text()).trim().split('\n').at(-1)).toBe('Total,,,55.2,40,15.2,,');
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'certified_restitutions'), eq(auditLog.entityId, caseyId)));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'create_restitution',
      'pay_restitution',
      'update_restitution',
    ]);
  });

  it('refuses what cannot be a restitution, with the exact message', async () => {
    const bad = await send(w.accountant, 'POST', '/api/v1/certified/restitutions', {
      job_id: w.jobs.one,
      employee_id: casey.employeeId,
      week_ending: '2026-03-15',
      classification: 'Electrician',
      underpaid_cents: 0,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Enter the underpaid amount (more than 0.00)');
    const both = await send(w.accountant, 'POST', `/api/v1/certified/restitutions/${caseyId}/payment`, {});
    expect(both.status).toBe(400);
    expect(both.body.error.message).toBe(
      'Choose a cash-in-lieu earning of a payroll run, or enter the amount paid',
    );
    // Another worker's earning cannot pay Casey's restitution.
    const [alexEarning] = await t.db
      .insert(payrollRunEarnings)
      .values({
        organizationId: org,
        runId,
        employeeId: w.alex.employeeId,
        kind: 'cash_in_lieu',
        amountCents: 500,
        weekEnding: '2026-03-15',
        classification: 'Electrician',
        jobId: w.jobs.one,
        costCodeId: w.codes.c0310,
      })
      .returning({ id: payrollRunEarnings.id });
    const wrong = await send(w.accountant, 'POST', `/api/v1/certified/restitutions/${caseyId}/payment`, {
      earning_id: alexEarning?.id,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('Cash-in-lieu earning not found for this worker');
    await t.db.delete(payrollRunEarnings).where(eq(payrollRunEarnings.id, alexEarning?.id ?? ''));
    const missing = await send(
      w.accountant,
      'PATCH',
      '/api/v1/certified/restitutions/00000000-0000-4000-8000-000000000000',
      { note: 'x' },
    );
    expect(missing.status).toBe(404);
  });
});

describe("subcontractors' weekly reports on a prime job", () => {
  const grid = async (who: Member = w.accountant) =>
    ok(send(who, 'GET', `/api/v1/certified/sub-reports?job_id=${w.jobs.one}&as_of=2026-03-24`));
  const states = (g: { vendors: { vendor_number: string; weeks: { state: string }[] }[] }) =>
    g.vendors.map((v) => [v.vendor_number, ...v.weeks.map((c) => c.state)]);
  const target = (vendorId: string, week: string) => ({
    job_id: w.jobs.one,
    vendor_id: vendorId,
    week_ending: week,
  });
  let firstId: string;

  /*
   * As of Tuesday 2026-03-24 the last completed week ends Sunday 03-22. The job's first certified week
   * is that of its determination (in force 2026-03-02) → weeks 03-08, 03-15, 03-22.
   * V1 (executed, from 03-02): all three due. V2 is a draft: not listed. V3 (ends 03-10): 03-08 and
   * 03-15 due, 03-22 not due. Nothing received → 3 + 2 = 5 missing.
   */
  it('lists subcontract vendors × weeks, all missing at first', async () => {
    const g = await grid();
    expect(g.weeks).toEqual(['2026-03-08', '2026-03-15', '2026-03-22']);
    expect(states(g)).toEqual([
      ['V-0001', 'missing', 'missing', 'missing'],
      ['V-0003', 'missing', 'missing', 'not_due'],
    ]);
    expect(g.missing).toBe(5);
    const count = await ok(
      send(w.accountant, 'GET', '/api/v1/certified/sub-reports/missing-count?as_of=2026-03-24'),
    );
    expect(count).toEqual({
      missing: 5,
      jobs: [{ job_id: w.jobs.one, job_number: expect.any(String), job_name: 'Main Street', missing: 5 }],
    });
  });

  it('uploads a report, marks a week "no work", replaces and deletes, counting what is missing', async () => {
    const first = await upload(
      w.accountant,
      { ...target(vendorIds.v1, '2026-03-08'), payroll_number: '1' },
      PDF,
    );
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ payroll_number: '1', is_no_work: false, file_name: 'sub-wh347.pdf' });
    firstId = first.body.id;
    await ok(
      send(w.accountant, 'POST', '/api/v1/certified/sub-reports/no-work', target(vendorIds.v3, '2026-03-08')),
      201,
    );
    let g = await grid();
    expect(states(g)).toEqual([
      ['V-0001', 'received', 'missing', 'missing'],
      ['V-0003', 'no_work', 'missing', 'not_due'],
    ]);
    expect(g.missing).toBe(3);
    expect(g.vendors[0].weeks[0]).toMatchObject({
      id: firstId,
      file_name: 'sub-wh347.pdf',
      payroll_number: '1',
    });

    // The file is a document of the job and the vendor; the PM of the job downloads it.
    const file = await t.request(`/api/v1/certified/sub-reports/${firstId}/file`, { token: w.pm.token });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    const [doc] = await t.db.select().from(documents).where(eq(documents.id, first.body.document_id));
    expect(doc).toMatchObject({ jobId: w.jobs.one, vendorId: vendorIds.v1, kind: 'upload' });

    // A second upload for the same week replaces the first file (its document is gone).
    const again = await upload(w.accountant, target(vendorIds.v1, '2026-03-08'), PDF2, 'corrected.pdf');
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(firstId);
    expect(await t.db.select().from(documents).where(eq(documents.id, first.body.document_id))).toEqual([]);
    const replaced = await t.request(`/api/v1/certified/sub-reports/${firstId}/file`, {
      token: w.accountant.token,
    });
    expect(Buffer.from(await replaced.arrayBuffer()).equals(PDF2)).toBe(true);

    // Deleting the report makes the week missing again and removes its document.
    expect((await send(w.accountant, 'DELETE', `/api/v1/certified/sub-reports/${firstId}`)).status).toBe(204);
    expect(await t.db.select().from(documents).where(eq(documents.id, again.body.document_id))).toEqual([]);
    g = await grid(w.pm);
    expect(g.missing).toBe(4);
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'subcontractor_certified_reports'), eq(auditLog.entityId, firstId)));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'delete_sub_report',
      'upload_sub_report',
      'upload_sub_report',
    ]);
  });

  it('refuses uploads that are not a sub’s week on a prime job', async () => {
    const noSub = await upload(w.accountant, target(vendorIds.none, '2026-03-08'), PDF);
    expect(noSub.status).toBe(400);
    expect(noSub.body.error.message).toBe('This vendor has no subcontract on the job');
    const notSunday = await upload(w.accountant, target(vendorIds.v1, '2026-03-09'), PDF);
    expect(notSunday.status).toBe(400);
    expect(notSunday.body.error.message).toBe(
      'Choose a week ending on the last day of the company’s workweek',
    );
    const future = await upload(w.accountant, target(vendorIds.v1, '2099-03-08'), PDF);
    expect(future.status).toBe(400);
    expect(future.body.error.message).toBe('That week has not ended yet');
    const notCertified = await upload(
      w.accountant,
      { ...target(vendorIds.v1, '2026-03-08'), job_id: w.jobs.two },
      PDF,
    );
    expect(notCertified.status).toBe(404);
    const notPdf = await upload(
      w.accountant,
      target(vendorIds.v1, '2026-03-15'),
      Buffer.from('hello'),
      'x.pdf',
    );
    expect(notPdf.status).toBe(415);
  });

  it('as a subcontractor on a job, there is nothing to collect', async () => {
    await t.db
      .update(prevailingWageJobs)
      .set({ isPrime: false, primeContractorName: 'Big Prime Inc.' })
      .where(eq(prevailingWageJobs.jobId, w.jobs.one));
    try {
      const g = await grid();
      expect(g).toMatchObject({ is_prime: false, weeks: [], vendors: [], missing: 0 });
      const refused = await send(
        w.accountant,
        'POST',
        '/api/v1/certified/sub-reports/no-work',
        target(vendorIds.v1, '2026-03-15'),
      );
      expect(refused.status).toBe(400);
      expect(
        (await ok(send(w.accountant, 'GET', '/api/v1/certified/sub-reports/missing-count?as_of=2026-03-24')))
          .missing,
      ).toBe(0);
    } finally {
      await t.db
        .update(prevailingWageJobs)
        .set({ isPrime: true, primeContractorName: null })
        .where(eq(prevailingWageJobs.jobId, w.jobs.one));
    }
  });

  it('only the office prepares; the job’s PM reads; another PM and a third party are refused', async () => {
    const pmUpload = await upload(w.pm, target(vendorIds.v1, '2026-03-15'), PDF);
    expect(pmUpload.status).toBe(403);
    expect((await send(otherPm, 'GET', `/api/v1/certified/sub-reports?job_id=${w.jobs.one}`)).status).toBe(
      403,
    );
    expect((await send(thirdParty, 'GET', `/api/v1/certified/sub-reports?job_id=${w.jobs.one}`)).status).toBe(
      403,
    );
    // Another PM's count leaves out the jobs they do not manage.
    expect(
      (await ok(send(otherPm, 'GET', '/api/v1/certified/sub-reports/missing-count?as_of=2026-03-24')))
        .missing,
    ).toBe(0);
    expect(
      (await ok(send(w.pm, 'GET', '/api/v1/certified/sub-reports/missing-count?as_of=2026-03-24'))).missing,
    ).toBe(4);
  });
  it('feeds the dashboard badge on the Payroll tile with what is missing today', async () => {
    const today = await ok(send(w.accountant, 'GET', '/api/v1/certified/sub-reports/missing-count'));
    // From the week ending 2026-03-08 to the last completed week: many weeks of V1 missing.
    expect(today.missing).toBeGreaterThan(4);
    expect((await ok(send(w.accountant, 'GET', '/api/v1/dashboard'))).badges['/payroll']).toBe(today.missing);
    expect((await ok(send(w.pm, 'GET', '/api/v1/dashboard'))).badges['/payroll']).toBe(today.missing);
    expect((await ok(send(otherPm, 'GET', '/api/v1/dashboard'))).badges['/payroll'] ?? 0).toBe(0);
    expect((await ok(send(thirdParty, 'GET', '/api/v1/dashboard'))).badges['/payroll']).toBeUndefined();
  });
});
