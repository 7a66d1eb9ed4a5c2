import { addDaysIso, CALIFORNIA_OVERTIME_RULES } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, overtimeRules, payrollChecks, payrollRuns, timeEntries } from '../src/db/schema/index.ts';
import { call, type Member } from './helpers/org-users.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { type TimeWorld, timeWorld } from './helpers/time-entries-fixture.ts';

let t: TestApp;
let w: TimeWorld;
/** The posted payroll run the locked-period tests make. */
let postedRunId = '';

const send = (who: Member, method: string, path: string, body?: unknown) =>
  call(t, who.token, method, path, body);
/** One line of `who` for `employee`: J1, 03-1000, REG, unless overridden. */
const line = (who: Member, employeeId: string, workDate: string, hours: string | number, extra = {}) =>
  send(who, 'POST', '/api/v1/time-entries', {
    employee_id: employeeId,
    work_date: workDate,
    job_id: w.jobs.j1.id,
    cost_code_id: w.code('03-1000'),
    hours,
    ...extra,
  });

beforeAll(async () => {
  t = await createTestApp();
  w = await timeWorld(t, 'te');
});
afterAll(() => t.close());

describe('entering a line', () => {
  it('defaults classification, workers comp class, union local from the employee and the state from the company', async () => {
    const res = await line(w.smith, w.smith.employeeId, '2026-03-02', '7.25');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      employee_name: 'John Smith',
      work_date: '2026-03-02',
      job_number: w.jobs.j1.number,
      cost_code: '03-1000',
      pay_type: 'REG',
      hours: '7.25',
      classification: 'Carpenter',
      workers_comp_class: '5403',
      union_local: 'Local 12',
      work_state: 'TX',
      status: 'entered',
    });
    // The state stays overridable per line.
    const other = await line(w.smith, w.smith.employeeId, '2026-03-03', 8, { work_state: 'OK' });
    expect(other.body.work_state).toBe('OK');
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'time_entries'), eq(auditLog.entityId, res.body.id)));
    expect(audits.map((a) => a.action)).toEqual(['create_time_entry']);
    expect(audits[0]?.actorId).toBe(w.smith.userId);
  });

  it('takes quarter hours only, more than 0 and at most 24', async () => {
    for (const hours of ['7.3', '0', '24.25', '-1', 'eight']) {
      const res = await line(w.smith, w.smith.employeeId, '2026-03-04', hours);
      expect(res.status, hours).toBe(400);
      expect(res.body.error.message).toBe(
        'Enter hours in quarter hours, more than 0 and at most 24 (8, 7.5, 7.25)',
      );
    }
  });

  it('refuses more than 24 hours a day for a person, counting saved lines, with the name and date', async () => {
    expect((await line(w.smith, w.smith.employeeId, '2026-03-10', 16)).status).toBe(201);
    const res = await line(w.smith, w.smith.employeeId, '2026-03-10', 10, {
      job_id: w.jobs.j2.id,
      cost_code_id: w.code('03-1000'),
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      code: 'over_24_hours',
      message: 'J. Smith has 26.00 hours on 2026-03-10',
    });
  });

  it('refuses an inactive job and a cost code not on the job', async () => {
    const inactive = await line(w.smith, w.smith.employeeId, '2026-03-11', 8, { job_id: w.jobs.j3.id });
    expect(inactive.status).toBe(409);
    expect(inactive.body.error.message).toBe(`Job ${w.jobs.j3.number} is not active`);
    const notOnJob = await line(w.smith, w.smith.employeeId, '2026-03-11', 8, {
      cost_code_id: w.code('05-1000'),
    });
    expect(notOnJob.status).toBe(409);
    expect(notOnJob.body.error.message).toBe(`Cost code 05-1000 is not on job ${w.jobs.j1.number}`);
    const halfJob = await line(w.smith, w.smith.employeeId, '2026-03-11', 8, { cost_code_id: null });
    expect(halfJob.status).toBe(400);
  });
});

describe('locked periods', () => {
  it('refuses a date on or before the closed-books date', async () => {
    const close = await send(w.admin, 'POST', '/api/v1/ledger/periods/close', { through: '2026-01-31' });
    expect(close.status).toBe(200);
    const res = await line(w.smith, w.smith.employeeId, '2026-01-31', 8);
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ code: 'period_locked', message: '2026-01-31 is in a locked period' });
    expect((await line(w.smith, w.smith.employeeId, '2026-02-02', 8)).status).toBe(201);
  });

  it("refuses a date inside a posted payroll run's period for that employee only", async () => {
    const chart = (await send(w.admin, 'GET', '/api/v1/chart-of-accounts')).body.items as {
      id: string;
      account_number: string;
    }[];
    const account = (n: string) => chart.find((a) => a.account_number === n)?.id ?? '';
    const entry = await send(w.admin, 'POST', '/api/v1/journal-entries', {
      entry_date: '2026-02-13',
      memo: 'Payroll',
      post: true,
      lines: [
        { account_id: account('6100'), debit_cents: 100_00 },
        { account_id: account('1000'), credit_cents: 100_00 },
      ],
    });
    expect(entry.status).toBe(201);
    const org = w.admin.organizationId;
    const [run] = await t.db
      .insert(payrollRuns)
      .values({
        organizationId: org,
        runNumber: 1,
        payFrequency: 'weekly',
        periodStart: '2026-02-09',
        periodEnd: '2026-02-15',
        checkDate: '2026-02-13',
        cashAccountId: account('1000'),
        status: 'posted',
        journalEntryId: entry.body.id,
      })
      .returning();
    postedRunId = run?.id ?? '';
    await t.db.insert(payrollChecks).values({
      organizationId: org,
      runId: run?.id ?? '',
      employeeId: w.jones.employeeId,
      checkDate: '2026-02-13',
      paymentMethod: 'check',
      grossCents: 100_00,
      employeeTaxesCents: 0,
      deductionsCents: 0,
      netCents: 100_00,
      employerTaxesCents: 0,
      detail: {},
    });
    const refused = await line(w.jones, w.jones.employeeId, '2026-02-10', 8);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('2026-02-10 is in a locked period');
    // Smith was not paid by that run: his week is open.
    expect((await line(w.smith, w.smith.employeeId, '2026-02-10', 8)).status).toBe(201);
  });

  it('a locked line cannot change', async () => {
    const created = await line(w.smith, w.smith.employeeId, '2026-02-20', 8);
    await t.db
      .update(timeEntries)
      .set({ status: 'locked', payrollRunId: postedRunId })
      .where(eq(timeEntries.id, created.body.id));
    const res = await send(w.admin, 'PATCH', `/api/v1/time-entries/${created.body.id}`, { hours: 6 });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('The line of J. Smith on 2026-02-20 is locked and cannot change');
    const del = await send(w.admin, 'DELETE', `/api/v1/time-entries/${created.body.id}`);
    expect(del.status).toBe(409);
  });
});

describe('who enters whose time', () => {
  it('a field employee enters only their own', async () => {
    const res = await line(w.smith, w.jones.employeeId, '2026-03-16', 8);
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('You may not enter or change time for M. Jones');
  });

  it('a foreman enters for the members of the crews they lead, not for another crew', async () => {
    expect((await line(w.foreman1, w.jones.employeeId, '2026-03-16', 8)).status).toBe(201);
    const refused = await line(w.foreman2, w.jones.employeeId, '2026-03-16', 8);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('You may not enter or change time for M. Jones');
  });

  it('a project manager enters on the jobs they manage only', async () => {
    expect((await line(w.pm1, w.brown.employeeId, '2026-03-16', 4)).status).toBe(201);
    const other = await line(w.pm1, w.brown.employeeId, '2026-03-16', 4, { job_id: w.jobs.j2.id });
    expect(other.status).toBe(403);
  });

  it('the office enters for everyone; a third party gets nothing', async () => {
    expect((await line(w.accountant, w.brown.employeeId, '2026-03-17', 8)).status).toBe(201);
    expect((await line(w.thirdParty, w.brown.employeeId, '2026-03-17', 8)).status).toBe(403);
    expect((await send(w.thirdParty, 'GET', '/api/v1/time-entries')).status).toBe(403);
    expect((await send(w.thirdParty, 'GET', '/api/v1/crews')).status).toBe(403);
    expect((await send(w.thirdParty, 'GET', '/api/v1/time-entries/approvals')).status).toBe(403);
  });

  it('the list shows each person what they may see', async () => {
    const own = await send(w.smith, 'GET', '/api/v1/time-entries?pageSize=100');
    expect(own.status).toBe(200);
    expect(new Set(own.body.items.map((l: { employee_id: string }) => l.employee_id))).toEqual(
      new Set([w.smith.employeeId]),
    );
    const pm2 = await send(w.pm2, 'GET', '/api/v1/time-entries?pageSize=100');
    expect(pm2.body.items.every((l: { job_id: string }) => l.job_id === w.jobs.j2.id)).toBe(true);
    const paged = await send(
      w.admin,
      'GET',
      `/api/v1/time-entries?employee_id=${w.smith.employeeId}&pageSize=2&page=1`,
    );
    expect(paged.body.items).toHaveLength(2);
    expect(paged.body.total).toBeGreaterThan(2);
    const week = await send(
      w.admin,
      'GET',
      `/api/v1/time-entries?week=2026-03-12&job_id=${w.jobs.j1.id}&status=entered`,
    );
    expect(
      week.body.items.every(
        (l: { work_date: string }) => l.work_date >= '2026-03-09' && l.work_date <= '2026-03-15',
      ),
    ).toBe(true);
    expect(week.body.items.length).toBeGreaterThan(0);
  });
});

describe('the week grid', () => {
  const grid = (hours: Record<string, string | null>, extra = {}) => ({
    job_id: w.jobs.j1.id,
    cost_code_id: w.code('03-3000'),
    pay_type: 'REG',
    hours,
    ...extra,
  });

  it('saves the whole week in one request, keeping ids, updating, deleting', async () => {
    const first = await send(w.jones, 'PUT', '/api/v1/time-entries/week', {
      employee_id: w.jones.employeeId,
      week_start: '2026-04-06',
      rows: [grid({ '2026-04-06': '8', '2026-04-07': '8', '2026-04-08': '8' })],
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ created: 3, updated: 0, deleted: 0 });
    const tuesday = first.body.lines.find((l: { work_date: string }) => l.work_date === '2026-04-07');
    const second = await send(w.jones, 'PUT', '/api/v1/time-entries/week', {
      employee_id: w.jones.employeeId,
      week_start: '2026-04-06',
      rows: [grid({ '2026-04-06': '8', '2026-04-07': '9.5', '2026-04-09': '6' })],
    });
    expect(second.body).toMatchObject({ created: 1, updated: 1, deleted: 1 });
    const kept = second.body.lines.find((l: { work_date: string }) => l.work_date === '2026-04-07');
    expect(kept).toMatchObject({ id: tuesday.id, hours: '9.50' });
    const week = await send(
      w.jones,
      'GET',
      `/api/v1/time-entries/week?employee_id=${w.jones.employeeId}&date=2026-04-08`,
    );
    expect(week.body.week_start).toBe('2026-04-06');
    expect(week.body.dates).toHaveLength(7);
    expect(week.body.total_hours).toBe('23.50');
    expect(week.body.day_totals.map((d: { hours: string }) => d.hours)).toEqual([
      '8.00',
      '9.50',
      '0.00',
      '6.00',
      '0.00',
      '0.00',
      '0.00',
    ]);
  });

  it('refuses a day over 24 hours across rows, and writes nothing', async () => {
    const res = await send(w.jones, 'PUT', '/api/v1/time-entries/week', {
      employee_id: w.jones.employeeId,
      week_start: '2026-04-06',
      rows: [grid({ '2026-04-10': '16' }), grid({ '2026-04-10': '10' }, { cost_code_id: w.code('03-1000') })],
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('M. Jones has 26.00 hours on 2026-04-10');
    const week = await send(w.jones, 'GET', `/api/v1/time-entries/week?date=2026-04-06`);
    expect(week.body.total_hours).toBe('23.50');
  });

  it('follows the company workweek start day', async () => {
    await send(w.admin, 'GET', '/api/v1/time-entries/week?date=2026-04-08');
    const res = await send(w.jones, 'GET', '/api/v1/time-entries/week?date=2026-04-05');
    // A Sunday belongs to the Monday-started week before it.
    expect(res.body.week_start).toBe('2026-03-30');
  });

  it('copies last week into an empty week only', async () => {
    const res = await send(w.jones, 'POST', '/api/v1/time-entries/copy-week', {
      employee_id: w.jones.employeeId,
      week_start: '2026-04-13',
    });
    expect(res.status).toBe(201);
    expect(res.body.created).toBe(3);
    expect(res.body.lines.map((l: { work_date: string; hours: string }) => [l.work_date, l.hours])).toEqual([
      ['2026-04-13', '8.00'],
      ['2026-04-14', '9.50'],
      ['2026-04-16', '6.00'],
    ]);
    const again = await send(w.jones, 'POST', '/api/v1/time-entries/copy-week', {
      employee_id: w.jones.employeeId,
      week_start: '2026-04-13',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(
      'This week already has time: copy last week only into an empty week',
    );
  });
});

describe('crew entry', () => {
  it('applies job, code and hours to many with per-person exceptions, in one request', async () => {
    const res = await send(w.foreman1, 'POST', '/api/v1/time-entries/crew-entry', {
      crew_id: w.crewA,
      employee_ids: [w.smith.employeeId, w.jones.employeeId],
      job_id: w.jobs.j1.id,
      cost_code_id: w.code('03-3000'),
      dates: ['2026-04-20', '2026-04-21', '2026-04-22'],
      hours: 8,
      exceptions: [
        { employee_id: w.jones.employeeId, work_date: '2026-04-21', hours: 0 },
        { employee_id: w.smith.employeeId, hours: '10' },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.created).toBe(5);
    const summary = res.body.lines.map((l: { employee_name: string; work_date: string; hours: string }) => [
      l.employee_name,
      l.work_date,
      l.hours,
    ]);
    expect(summary).toEqual([
      ['Mary Jones', '2026-04-20', '8.00'],
      ['Mary Jones', '2026-04-22', '8.00'],
      ['John Smith', '2026-04-20', '10.00'],
      ['John Smith', '2026-04-21', '10.00'],
      ['John Smith', '2026-04-22', '10.00'],
    ]);
    expect(res.body.lines.every((l: { crew_id: string }) => l.crew_id === w.crewA)).toBe(true);
  });

  it('refuses a foreman keying people of another crew, and a field employee outright', async () => {
    const res = await send(w.foreman2, 'POST', '/api/v1/time-entries/crew-entry', {
      employee_ids: [w.brown.employeeId, w.smith.employeeId],
      job_id: w.jobs.j1.id,
      cost_code_id: w.code('03-3000'),
      dates: ['2026-04-27'],
      hours: 8,
    });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('You may not enter or change time for J. Smith');
    const none = await send(
      w.brown,
      'GET',
      `/api/v1/time-entries?employee_id=${w.brown.employeeId}&week=2026-04-27`,
    );
    expect(none.body.total).toBe(0);
    const field = await send(w.smith, 'POST', '/api/v1/time-entries/crew-entry', {
      employee_ids: [w.smith.employeeId],
      job_id: w.jobs.j1.id,
      cost_code_id: w.code('03-3000'),
      dates: ['2026-04-27'],
      hours: 8,
    });
    expect(field.status).toBe(403);
  });

  it('saves a 30-person crew week under 500 ms', async () => {
    const { addEmployee } = await import('./helpers/time-entries-fixture.ts');
    const people = [];
    for (let i = 0; i < 30; i++)
      people.push(
        await addEmployee(
          t,
          w.admin.organizationId,
          `perf-${i}@time.test`,
          'field_employee',
          'Perf',
          `Worker ${i}`,
        ),
      );
    const body = {
      employee_ids: people.map((p) => p.employeeId),
      job_id: w.jobs.j1.id,
      cost_code_id: w.code('03-1000'),
      dates: ['2026-05-04', '2026-05-05', '2026-05-06', '2026-05-07', '2026-05-08'],
      hours: 8,
      exceptions: [{ employee_id: people[0]?.employeeId, work_date: '2026-05-08', hours: 4 }],
    };
    // Warm the route once, then time three weeks and keep the best: two cores are shared by the
    // other test runs, and a slow neighbour is not the route's time.
    await send(w.admin, 'POST', '/api/v1/time-entries/crew-entry', { ...body, dates: ['2026-05-30'] });
    let ms = Number.POSITIVE_INFINITY;
    for (const monday of ['2026-05-04', '2026-06-01', '2026-06-08']) {
      const dates = [0, 1, 2, 3, 4].map((d) => addDaysIso(monday, d));
      const started = performance.now();
      const res = await send(w.admin, 'POST', '/api/v1/time-entries/crew-entry', {
        ...body,
        dates,
        exceptions: [{ employee_id: people[0]?.employeeId, work_date: dates[4], hours: 4 }],
      });
      ms = Math.min(ms, performance.now() - started);
      expect(res.status).toBe(201);
      expect(res.body.created).toBe(150);
    }
    console.info(`crew week: 30 people × 5 days = 150 lines in ${ms.toFixed(0)} ms (best of 3)`);
    expect(ms).toBeLessThan(500);
  });
});

describe('submit, approve, reject', () => {
  const weekOf = async (who: Member, employeeId: string, date: string) =>
    (await send(who, 'GET', `/api/v1/time-entries/week?employee_id=${employeeId}&date=${date}`)).body;

  it('the foreman who entered submits; the line then cannot change', async () => {
    const res = await send(w.foreman1, 'POST', '/api/v1/time-entries/submit', {
      employee_id: w.smith.employeeId,
      week_start: '2026-04-20',
    });
    expect(res.status).toBe(200);
    expect(res.body.updated).toBe(3);
    const lineId = res.body.lines[0].id;
    const edit = await send(w.smith, 'PATCH', `/api/v1/time-entries/${lineId}`, { hours: 6 });
    expect(edit.status).toBe(409);
    expect(edit.body.error.message).toBe('The line of J. Smith on 2026-04-20 is submitted and cannot change');
    const again = await send(w.smith, 'POST', '/api/v1/time-entries/submit', {
      employee_id: w.smith.employeeId,
      week_start: '2026-04-20',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('There is no entered time to submit in this week');
    const other = await send(w.foreman2, 'POST', '/api/v1/time-entries/submit', {
      employee_id: w.jones.employeeId,
      week_start: '2026-04-20',
    });
    expect(other.status).toBe(403);
    expect(
      (
        await send(w.jones, 'POST', '/api/v1/time-entries/submit', {
          employee_id: w.jones.employeeId,
          week_start: '2026-04-20',
        })
      ).status,
    ).toBe(200);
  });

  it('the queue shows a PM only the lines of their jobs, grouped by job and employee', async () => {
    const pm1 = await send(w.pm1, 'GET', '/api/v1/time-entries/approvals');
    expect(pm1.status).toBe(200);
    expect(pm1.body.jobs.map((j: { job_number: string }) => j.job_number)).toEqual([w.jobs.j1.number]);
    expect(
      pm1.body.jobs[0].employees.map((e: { employee_name: string; hours: string }) => [
        e.employee_name,
        e.hours,
      ]),
    ).toEqual([
      ['John Smith', '30.00'],
      ['Mary Jones', '16.00'],
    ]);
    const pm2 = await send(w.pm2, 'GET', '/api/v1/time-entries/approvals');
    expect(pm2.body.total_lines).toBe(0);
    expect((await send(w.foreman1, 'GET', '/api/v1/time-entries/approvals')).status).toBe(403);
  });

  it("a PM of another job is refused; the job's PM approves", async () => {
    const week = await weekOf(w.pm1, w.smith.employeeId, '2026-04-20');
    const ids = week.lines.map((l: { id: string }) => l.id);
    const refused = await send(w.pm2, 'POST', '/api/v1/time-entries/approve', { ids });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(
      `Only the project manager or superintendent of job ${w.jobs.j1.number} (or the office) approves its time`,
    );
    const approved = await send(w.pm1, 'POST', '/api/v1/time-entries/approve', { ids });
    expect(approved.status).toBe(200);
    expect(approved.body.lines.every((l: { status: string }) => l.status === 'approved')).toBe(true);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'approve_time_entry'), eq(auditLog.actorId, w.pm1.userId)));
    expect(audits).toHaveLength(3);
  });

  it('rejects with a reason; the line is editable again and shows the reason', async () => {
    const week = await weekOf(w.jones, w.jones.employeeId, '2026-04-20');
    const id = week.lines[0].id;
    const noReason = await send(w.pm1, 'POST', '/api/v1/time-entries/reject', { ids: [id], reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.message).toBe('Enter the reason for the rejection');
    const rejected = await send(w.pm1, 'POST', '/api/v1/time-entries/reject', {
      ids: [id],
      reason: 'Was on J2 that day',
    });
    expect(rejected.body.lines[0]).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Was on J2 that day',
    });
    const edited = await send(w.jones, 'PATCH', `/api/v1/time-entries/${id}`, { hours: '7.5' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ status: 'entered', hours: '7.50', rejection_reason: null });
    const approveEntered = await send(w.pm1, 'POST', '/api/v1/time-entries/approve', { ids: [id] });
    expect(approveEntered.status).toBe(409);
    expect(approveEntered.body.error.message).toBe(
      'The line of M. Jones on 2026-04-20 is entered, not submitted',
    );
  });

  it("the job's superintendent and the accountant approve; a field employee cannot", async () => {
    const created = await line(w.brown, w.brown.employeeId, '2026-04-21', 8, { job_id: w.jobs.j2.id });
    await send(w.brown, 'POST', '/api/v1/time-entries/submit', {
      employee_id: w.brown.employeeId,
      week_start: '2026-04-20',
    });
    expect(
      (await send(w.brown, 'POST', '/api/v1/time-entries/approve', { ids: [created.body.id] })).status,
    ).toBe(403);
    expect(
      (await send(w.super2, 'POST', '/api/v1/time-entries/approve', { ids: [created.body.id] })).status,
    ).toBe(200);
    const j1 = await line(w.brown, w.brown.employeeId, '2026-04-22', 8);
    await send(w.brown, 'POST', '/api/v1/time-entries/submit', {
      employee_id: w.brown.employeeId,
      week_start: '2026-04-20',
    });
    expect((await send(w.super2, 'POST', '/api/v1/time-entries/approve', { ids: [j1.body.id] })).status).toBe(
      403,
    );
    expect(
      (await send(w.accountant, 'POST', '/api/v1/time-entries/approve', { ids: [j1.body.id] })).status,
    ).toBe(200);
  });
});

describe('crews', () => {
  it('the office keeps crews; a foreman reads only theirs and cannot change them', async () => {
    const created = await send(w.admin, 'POST', '/api/v1/crews', {
      name: 'Crew C',
      foreman_employee_id: w.foreman2.employeeId,
      member_ids: [w.brown.employeeId, w.jones.employeeId],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Crew C', foreman_name: 'Frank Second' });
    expect(created.body.members.map((m: { name: string }) => m.name)).toEqual(['Bob Brown', 'Mary Jones']);
    const dup = await send(w.admin, 'POST', '/api/v1/crews', { name: 'crew c', member_ids: [] });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toBe('A crew with this name already exists');
    const mine = await send(w.foreman2, 'GET', '/api/v1/crews');
    expect(mine.body.items.map((c: { name: string }) => c.name)).toEqual(['Crew B', 'Crew C']);
    const refused = await send(w.foreman2, 'POST', '/api/v1/crews', { name: 'Mine', member_ids: [] });
    expect(refused.status).toBe(403);
    // Leading Crew C, foreman 2 now keys Jones.
    expect((await line(w.foreman2, w.jones.employeeId, '2026-05-18', 8)).status).toBe(201);
    const edited = await send(w.pm1, 'PUT', `/api/v1/crews/${created.body.id}`, {
      name: 'Crew C2',
      foreman_employee_id: w.foreman2.employeeId,
      member_ids: [w.brown.employeeId],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.members).toHaveLength(1);
    expect((await send(w.admin, 'DELETE', `/api/v1/crews/${created.body.id}`)).status).toBe(204);
    expect((await send(w.admin, 'GET', `/api/v1/crews/${created.body.id}`)).status).toBe(404);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'crews'), eq(auditLog.entityId, created.body.id)));
    expect(actions.map((a) => a.action).sort()).toEqual(['create_crew', 'delete_crew', 'update_crew']);
  });

  it('offers the options the page needs', async () => {
    const res = await send(w.foreman1, 'GET', '/api/v1/time-entries/options');
    expect(res.status).toBe(200);
    expect(res.body.employees[0]).toMatchObject({ name: 'Fred Foreman', is_self: true });
    expect(res.body.employees.map((e: { name: string }) => e.name).sort()).toEqual([
      'Fred Foreman',
      'John Smith',
      'Mary Jones',
    ]);
    expect(res.body.crews.map((c: { name: string }) => c.name)).toEqual(['Crew A']);
    const j1 = res.body.jobs.find((j: { id: string }) => j.id === w.jobs.j1.id);
    expect(j1.cost_codes.map((c: { code: string }) => c.code)).toEqual(['03-1000', '03-3000']);
    expect(res.body.jobs.some((j: { id: string }) => j.id === w.jobs.j3.id)).toBe(false);
    const field = await send(w.smith, 'GET', '/api/v1/time-entries/options');
    expect(field.body.employees.map((e: { name: string }) => e.name)).toEqual(['John Smith']);
    expect(field.body.can_enter_for_others).toBe(false);
  });
});

describe('the overtime conversion of the week', () => {
  it('shows REG turned into OT after the 40th hour with the reason (a 46-hour week)', async () => {
    // Mon 10 + Tue 10 + Wed 9 + Thu 9 = 38 h; Friday's 8 h: 2 REG (to 40) + 6 OT.
    const hours = {
      '2026-06-15': '10',
      '2026-06-16': '10',
      '2026-06-17': '9',
      '2026-06-18': '9',
      '2026-06-19': '8',
    };
    const saved = await send(w.brown, 'PUT', '/api/v1/time-entries/week', {
      employee_id: w.brown.employeeId,
      week_start: '2026-06-15',
      rows: [{ job_id: w.jobs.j1.id, cost_code_id: w.code('03-1000'), pay_type: 'REG', hours }],
    });
    expect(saved.status).toBe(200);
    const week = await send(w.brown, 'GET', '/api/v1/time-entries/week?date=2026-06-17');
    expect(week.body.total_hours).toBe('46.00');
    expect(week.body.overtime).toMatchObject({ reg_hours: '40.00', ot_hours: '6.00', dt_hours: '0.00' });
    expect(week.body.overtime.lines).toEqual([
      expect.objectContaining({
        work_date: '2026-06-19',
        pay_type: 'OT',
        hours: '6.00',
        reason: 'over 40 hours in the workweek of 2026-06-15',
      }),
    ]);
  });

  it("applies a state's daily rule kept as data to lines worked there", async () => {
    await t.db.insert(overtimeRules).values({
      organizationId: w.admin.organizationId,
      code: 'CA',
      name: 'California daily overtime',
      kind: 'jurisdiction',
      jurisdiction: 'CA',
      rules: CALIFORNIA_OVERTIME_RULES.rules,
    });
    const res = await line(w.jones, w.jones.employeeId, '2026-06-23', '13', { work_state: 'CA' });
    expect(res.status).toBe(201);
    const week = await send(w.jones, 'GET', '/api/v1/time-entries/week?date=2026-06-23');
    // 13 h in California: 8 REG, 4 OT (over 8), 1 DT (over 12).
    expect(week.body.overtime).toMatchObject({ reg_hours: '8.00', ot_hours: '4.00', dt_hours: '1.00' });
    expect(
      week.body.overtime.lines.map((l: { pay_type: string; hours: string }) => [l.pay_type, l.hours]),
    ).toEqual([
      ['OT', '4.00'],
      ['DT', '1.00'],
    ]);
    expect(week.body.overtime.lines[0].reason).toMatch(/8 hours/);
  });
});

describe("the job's superintendent", () => {
  it('is set on the job like its project manager and approves that job only', async () => {
    const options = await send(w.admin, 'GET', '/api/v1/jobs/superintendents');
    expect(options.body.items.map((p: { name: string }) => p.name)).toEqual(['Sam Super']);
    const refused = await send(w.admin, 'PATCH', `/api/v1/jobs/${w.jobs.j1.id}`, {
      superintendent_id: w.smith.userId,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Choose a superintendent of the company');
    const set = await send(w.admin, 'PATCH', `/api/v1/jobs/${w.jobs.j1.id}`, {
      superintendent_id: w.super2.userId,
    });
    expect(set.status).toBe(200);
    expect(set.body.superintendent).toEqual({ id: w.super2.userId, name: 'Sam Super' });
    const created = await line(w.jones, w.jones.employeeId, '2026-07-06', 8);
    await send(w.jones, 'POST', '/api/v1/time-entries/submit', {
      employee_id: w.jones.employeeId,
      week_start: '2026-07-06',
    });
    expect(
      (await send(w.super2, 'POST', '/api/v1/time-entries/approve', { ids: [created.body.id] })).status,
    ).toBe(200);
    const cleared = await send(w.admin, 'PATCH', `/api/v1/jobs/${w.jobs.j1.id}`, { superintendent_id: null });
    expect(cleared.body.superintendent).toBeNull();
  });
});
