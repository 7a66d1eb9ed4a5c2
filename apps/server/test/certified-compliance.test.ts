import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apprenticePrograms,
  chartOfAccounts,
  employeeApprenticeships,
  employeeFringePlans,
  employeePayRates,
  payrollSettings,
  prevailingWageJobs,
  profiles,
  projects,
  timeEntries,
  wageDeterminationClasses,
  wageDeterminations,
} from '../src/db/schema/index.ts';
import { call, type Member } from './helpers/org-users.ts';
import { payrollWorld, type TPayrollWorld } from './helpers/payroll-runs-fixture.ts';
import { inflatePdf } from './helpers/pdf-inflate.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/*
 * Prevailing-wage compliance in a payroll run (issue 22, items 3–4). The payroll company's job one is a
 * Davis-Bacon job under WD CA20260012 with Electrician 38.50 + 6.73; the workweek starts on Sunday, so
 * Monday 2026-03-09 … Friday 03-13 are in the week ending Saturday 2026-03-14. Both workers key 5 × 8 h
 * as Electrician on job one, cost code 03-1000.
 *
 * Alex: cash 30.00, pension plan 8.10 per hour (covers the 6.73 fringe: no cash in lieu).
 *   30.00 + 8.10 = 38.10 per hour < 45.23 → short 40 × 7.13 = 285.20: approval refused with
 *   "Week ending 2026-03-14, job <J1>, A. Carpenter (Electrician): 30.00 + 8.10 = 38.10 per hour,
 *    required 45.23 (38.50 + 6.73)"; the fix pays 285.20 as cash in lieu.
 * Blair: cash 40.00, a health plan of 6,240.00 a year over 2,080 hours = 3.00 per hour → the 6.73 fringe
 *   leaves 3.73 per hour paid automatically as cash in lieu: 40 × 3.73 = 149.20;
 *   40.00 + 3.73 + 3.00 = 46.73 ≥ 45.23: compliant.
 * Plan contributions for the certified hours are burden on job one: Alex 40 × 8.10 = 324.00 (pension),
 *   Blair 40 × 3.00 = 120.00 (health) → Cr fringes payable, Dr job burden.
 */

let t: TestApp;
let w: TPayrollWorld;
let jobNumber: string;
let runId: string;

const send = (who: Member, method: string, path: string, body?: unknown) =>
  call(t, who.token, method, path, body);
const act = (id: string, action: string, body?: unknown) =>
  send(w.accountant, 'POST', `/api/v1/payroll/runs/${id}/${action}`, body ?? {});

async function certifiedWeek(employeeId: string, wageClassId: string): Promise<void> {
  const org = w.admin.organizationId;
  await t.db.insert(timeEntries).values(
    ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13'].map((workDate) => ({
      organizationId: org,
      employeeId,
      workDate,
      jobId: w.jobs.one,
      costCodeId: w.codes.c0310,
      payType: 'REG' as const,
      hours: '8',
      workState: 'TX',
      wageClassId,
      status: 'approved' as const,
      approvedAt: new Date(),
    })),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  w = await payrollWorld(t, 'admin@certified-compliance.co');
  const org = w.admin.organizationId;
  // Messages name the worker as the time module does: first initial and last name.
  await t.db
    .update(profiles)
    .set({ firstName: 'Alex', lastName: 'Carpenter' })
    .where(eq(profiles.id, w.alex.userId));
  await t.db
    .update(payrollSettings)
    .set({ workweekStartDay: 0 })
    .where(eq(payrollSettings.organizationId, org));
  const [job] = await t.db
    .select({ number: projects.projectNumber })
    .from(projects)
    .where(eq(projects.id, w.jobs.one));
  jobNumber = job?.number ?? '';
  await t.db.insert(prevailingWageJobs).values({
    jobId: w.jobs.one,
    organizationId: org,
    wageLaw: 'davis_bacon',
    awardingAgency: 'GSA',
  });
  const [wd] = await t.db
    .insert(wageDeterminations)
    .values({
      organizationId: org,
      jobId: w.jobs.one,
      wdNumber: 'CA20260012',
      modificationDate: '2026-01-02',
      effectiveFrom: '2026-01-01',
    })
    .returning({ id: wageDeterminations.id });
  const [electrician] = await t.db
    .insert(wageDeterminationClasses)
    .values({
      organizationId: org,
      determinationId: wd?.id ?? '',
      classification: 'Electrician',
      basicRate: '38.50',
      fringeRate: '6.73',
    })
    .returning({ id: wageDeterminationClasses.id });
  const classId = electrician?.id ?? '';
  await t.db.insert(employeeFringePlans).values([
    {
      organizationId: org,
      employeeId: w.alex.employeeId,
      plan: 'pension',
      planName: 'IBEW Pension',
      method: 'per_hour',
      ratePerHour: '8.10',
      effectiveFrom: '2026-01-01',
    },
    {
      organizationId: org,
      employeeId: w.blair.employeeId,
      plan: 'health',
      planName: 'Health',
      method: 'annual',
      annualAmountCents: 624_000,
      annualHours: 2080,
      effectiveFrom: '2026-01-01',
    },
  ]);
  await certifiedWeek(w.alex.employeeId, classId);
  await certifiedWeek(w.blair.employeeId, classId);
});
afterAll(() => t.close());

const ALEX_ERROR = () =>
  `Week ending 2026-03-14, job ${jobNumber}, A. Carpenter (Electrician): 30.00 + 8.10 = 38.10 per hour, required 45.23 (38.50 + 6.73)`;

describe('a run with prevailing-wage work', () => {
  it('pays the plan shortfall as cash in lieu automatically and flags a worker paid under the determination', async () => {
    const created = await send(w.accountant, 'POST', '/api/v1/payroll/runs', {
      kind: 'regular',
      pay_frequency: 'weekly',
      period_start: '2026-03-08',
      period_end: '2026-03-14',
      check_date: '2026-03-20',
      cash_account_id: w.cashAccountId,
    });
    expect(created.status).toBe(201);
    runId = created.body.id;
    const calc = await act(runId, 'calculate');
    expect(calc.status, JSON.stringify(calc.body)).toBe(200);
    const [alex, blair] = calc.body.checks;
    expect(alex.employee_name).toBe('Alex Carpenter');
    // The warning carries what the one-click fix needs.
    expect(alex.warnings).toEqual([
      {
        code: 'prevailing_wage',
        message: ALEX_ERROR(),
        job_id: w.jobs.one,
        cost_code_id: w.codes.c0310,
        week_ending: '2026-03-14',
        classification: 'Electrician',
        shortfall_cents: 28_520,
      },
    ]);
    expect(blair.warnings).toEqual([]);
    // Blair: 40 × 40.00 = 1,600.00 + cash in lieu 40 × 3.73 = 149.20 (5 lines of 8 h × 3.73 = 29.84).
    const cil = blair.detail.earnings.filter((e: { code: string }) => e.code === 'CASH_FRINGE');
    expect(
      cil.map((e: { description: string; amountCents: number; taxable: boolean }) => [
        e.description,
        e.amountCents,
        e.taxable,
      ]),
    ).toEqual(Array(5).fill(['Cash in lieu of fringe', 2_984, true]));
    expect(blair.gross_cents).toBe(174_920);
    // Plan contributions as burden on job one × 03-1000.
    const fringe = (c: {
      detail: { burden: { kind: string; code: string; jobId: string; amountCents: number }[] };
    }) => c.detail.burden.filter((b) => b.kind === 'fringe').map((b) => [b.code, b.jobId, b.amountCents]);
    expect(fringe(alex)).toEqual([['pension', w.jobs.one, 32_400]]);
    expect(fringe(blair)).toEqual([['health', w.jobs.one, 12_000]]);
  });

  it('refuses approval while the error stands, with the message', async () => {
    const res = await act(runId, 'approve');
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('prevailing_wage_underpaid');
    expect(res.body.error.message).toBe(`Paid below the wage determination:\n${ALEX_ERROR()}`);
  });

  it('the fix adds the difference as cash in lieu, recalculates, and approval passes', async () => {
    const fixed = await act(runId, 'certified-fixes');
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    expect(fixed.body.cash_in_lieu).toMatchObject([
      {
        employee_id: w.alex.employeeId,
        amount_cents: 28_520,
        job_id: w.jobs.one,
        cost_code_id: w.codes.c0310,
        week_ending: '2026-03-14',
        classification: 'Electrician',
      },
    ]);
    // The other-earnings grid does not list it.
    expect(fixed.body.earnings).toEqual([]);
    const [alex] = fixed.body.checks;
    expect(alex.warnings).toEqual([]);
    // 40 × 30.00 = 1,200.00 + 285.20 = 1,485.20.
    expect(alex.gross_cents).toBe(148_520);
    const again = await act(runId, 'certified-fixes');
    expect(again.status).toBe(409);
    expect((await act(runId, 'approve')).status).toBe(200);
  });

  it('posts the plan contributions as job burden and fringes payable', async () => {
    const posted = await act(runId, 'post');
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    const entry = (await send(w.accountant, 'GET', `/api/v1/journal-entries/${posted.body.entry.id}`)).body;
    const [fringes] = await t.db
      .select({ number: chartOfAccounts.accountNumber })
      .from(chartOfAccounts)
      .where(
        sql`${chartOfAccounts.organizationId} = ${w.admin.organizationId} and ${chartOfAccounts.systemKey} = 'fringes_payable'`,
      );
    const lines = entry.lines as {
      account_number: string;
      debit_cents: number;
      credit_cents: number;
      job_id: string | null;
    }[];
    expect(
      lines
        .filter((l) => l.account_number === fringes?.number)
        .map((l) => l.credit_cents)
        .sort((a, b) => a - b),
    ).toEqual([12_000, 32_400]);
    // Job one's burden = every employer tax of both checks (all their wages are on job one) + 444.00 of plans.
    const run = posted.body;
    const employerTaxes = run.checks.reduce(
      (s: number, c: { employer_taxes_cents: number }) => s + c.employer_taxes_cents,
      0,
    );
    const burden = lines.filter((l) => l.job_id === w.jobs.one && l.account_number === '5050');
    expect(burden.reduce((s, l) => s + l.debit_cents, 0)).toBe(employerTaxes + 44_400);
    // Labor: 1,485.20 + 1,749.20 = 3,234.40 on job one.
    const labor = lines.filter((l) => l.job_id === w.jobs.one && l.account_number === '5000');
    expect(labor.reduce((s, l) => s + l.debit_cents, 0)).toBe(323_440);
    // Job cost of job one: labor and its burden, the plan contributions included.
    const cost = await send(
      w.accountant,
      'GET',
      `/api/v1/ledger/job-cost?job_id=${w.jobs.one}&as_of=2026-12-31`,
    );
    expect(
      cost.body.rows.map((r: { cost_code: string; amount_cents: number }) => [r.cost_code, r.amount_cents]),
    ).toEqual([['03-1000', 323_440 + employerTaxes + 44_400]]);
  });

  it('shows cash in lieu on the pay stub', async () => {
    const res = await t.request(`/api/v1/payroll/runs/${runId}/stubs.pdf`, { token: w.accountant.token });
    expect(res.status).toBe(200);
    const text = pdfText(inflatePdf(Buffer.from(await res.arrayBuffer()))).replace(/\s+/g, ' ');
    expect(text).toContain('Cash in lieu of fringe');
    expect(text).toContain('285.20');
    expect(text).toContain('29.84');
  });
});

describe('an apprentice over the ratio', () => {
  /*
   * Week ending 2026-03-21, job one, Electrician 38.50 + 6.73. Program 1 apprentice : 3 journeyworkers,
   * level 1 at 50 % of the basic and of the fringe (19.25 + 3.365). Alex, journeyworker, 3 × 8 = 24 h at
   * his Electrician rate 45.23 (pension 8.10 covers the fringe): compliant. Blair, registered at level 1,
   * 2 × 8 = 16 h at his Electrician rate 20.00; health 3.00 per hour leaves 0.365 of the level's fringe
   * in cash (16 × 0.365 = 5.84). The ratio allows 24 ÷ 3 = 8 apprentice hours; the other 8 are owed the
   * journeyworker rate:
   *   required 8 × (19.25 + 3.365) + 8 × (38.50 + 6.73) = 180.92 + 361.84 = 542.76 (33.9225 per hour:
   *   basic (154.00 + 308.00) ÷ 16 = 28.875, fringe (26.92 + 53.84) ÷ 16 = 5.0475);
   *   paid 16 × 20.00 = 320.00 + 5.84 + plan 16 × 3.00 = 48.00 = 373.84 → 168.92 short;
   *   per hour (320.00 + 5.84) ÷ 16 = 20.365 cash + 3.00 plan = 23.365.
   */
  it('is owed the journeyworker rate for the hours over the ratio', async () => {
    const org = w.admin.organizationId;
    await t.db
      .update(profiles)
      .set({ firstName: 'Blair', lastName: 'Mason' })
      .where(eq(profiles.id, w.blair.userId));
    await t.db.insert(employeePayRates).values([
      {
        organizationId: org,
        employeeId: w.alex.employeeId,
        classification: 'Electrician',
        hourlyRate: '45.23',
      },
      {
        organizationId: org,
        employeeId: w.blair.employeeId,
        classification: 'Electrician',
        hourlyRate: '20.00',
      },
    ]);
    const [program] = await t.db
      .insert(apprenticePrograms)
      .values({
        organizationId: org,
        name: 'Electrical JATC',
        classification: 'Electrician',
        ratioApprentices: 1,
        ratioJourneyworkers: 3,
        levels: [{ level: 1, wagePercent: '50', fringePercent: '50' }],
      })
      .returning({ id: apprenticePrograms.id });
    await t.db.insert(employeeApprenticeships).values({
      organizationId: org,
      employeeId: w.blair.employeeId,
      programId: program?.id ?? '',
      level: 1,
      registeredOn: '2026-01-05',
    });
    const [cls] = await t.db.select({ id: wageDeterminationClasses.id }).from(wageDeterminationClasses);
    const line = (employeeId: string, workDate: string) => ({
      organizationId: org,
      employeeId,
      workDate,
      jobId: w.jobs.one,
      costCodeId: w.codes.c0310,
      payType: 'REG' as const,
      hours: '8',
      workState: 'TX',
      classification: 'Electrician',
      wageClassId: cls?.id ?? '',
      status: 'approved' as const,
      approvedAt: new Date(),
    });
    await t.db
      .insert(timeEntries)
      .values([
        line(w.alex.employeeId, '2026-03-16'),
        line(w.alex.employeeId, '2026-03-17'),
        line(w.alex.employeeId, '2026-03-18'),
        line(w.blair.employeeId, '2026-03-16'),
        line(w.blair.employeeId, '2026-03-17'),
      ]);
    const created = await send(w.accountant, 'POST', '/api/v1/payroll/runs', {
      kind: 'regular',
      pay_frequency: 'weekly',
      period_start: '2026-03-15',
      period_end: '2026-03-21',
      check_date: '2026-03-27',
      cash_account_id: w.cashAccountId,
    });
    const calc = await act(created.body.id, 'calculate');
    expect(calc.status, JSON.stringify(calc.body)).toBe(200);
    const messages = calc.body.checks.flatMap(
      (c: { warnings: { code: string; message: string; shortfall_cents?: number }[] }) =>
        c.warnings.filter((x) => x.code === 'prevailing_wage').map((x) => [x.message, x.shortfall_cents]),
    );
    expect(messages).toEqual([
      [
        `Week ending 2026-03-21, job ${jobNumber}, B. Mason (Electrician): 20.365 + 3.00 = 23.365 per hour, required 33.9225 (28.875 + 5.0475); 8.00 hours over the apprentice ratio 1:3 are owed the journeyworker rate`,
        16_892,
      ],
    ]);
  });
});
