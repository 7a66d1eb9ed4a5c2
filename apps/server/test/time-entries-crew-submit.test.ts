import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, timeEntries } from '../src/db/schema/index.ts';
import { call, type Member } from './helpers/org-users.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { type TimeWorld, timeWorld } from './helpers/time-entries-fixture.ts';

let t: TestApp;
let w: TimeWorld;

const send = (who: Member, method: string, path: string, body?: unknown) =>
  call(t, who.token, method, path, body);
/** Crew entry by foreman 1 for `employeeIds` on `dates`: J1, 03-1000, REG, 8 hours. */
const keyCrew = (employeeIds: string[], dates: string[]) =>
  send(w.foreman1, 'POST', '/api/v1/time-entries/crew-entry', {
    crew_id: w.crewA,
    employee_ids: employeeIds,
    dates,
    job_id: w.jobs.j1.id,
    cost_code_id: w.code('03-1000'),
    pay_type: 'REG',
    hours: 8,
  });
const statuses = async (employeeId: string, from: string, to: string) =>
  (
    await t.db
      .select({ status: timeEntries.status, workDate: timeEntries.workDate })
      .from(timeEntries)
      .where(eq(timeEntries.employeeId, employeeId))
  )
    .filter((r) => r.workDate >= from && r.workDate <= to)
    .map((r) => r.status);

beforeAll(async () => {
  t = await createTestApp();
  w = await timeWorld(t, 'tcs');
});
afterAll(() => t.close());

describe('submit the crew week', () => {
  it("a foreman submits their crew's week: every member's lines become submitted, audited", async () => {
    const keyed = await keyCrew([w.smith.employeeId, w.jones.employeeId], ['2026-06-01', '2026-06-02']);
    expect(keyed.status).toBe(201);
    const res = await send(w.foreman1, 'POST', '/api/v1/time-entries/submit-crew', {
      crew_id: w.crewA,
      week_start: '2026-06-03',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      crew_id: w.crewA,
      crew_name: 'Crew A',
      week_start: '2026-06-01',
      people: 2,
      lines: 4,
      skipped: 0,
    });
    expect(await statuses(w.smith.employeeId, '2026-06-01', '2026-06-07')).toEqual([
      'submitted',
      'submitted',
    ]);
    expect(await statuses(w.jones.employeeId, '2026-06-01', '2026-06-07')).toEqual([
      'submitted',
      'submitted',
    ]);
    const ids = keyed.body.lines.map((l: { id: string }) => l.id);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'submit_time_entry'), inArray(auditLog.entityId, ids)));
    expect(audits).toHaveLength(4);
    expect(audits.every((a) => a.actorId === w.foreman1.userId)).toBe(true);
  });

  it('refuses the foreman of another crew, and a field employee outright; nothing is submitted', async () => {
    expect((await keyCrew([w.smith.employeeId], ['2026-06-08'])).status).toBe(201);
    const other = await send(w.foreman2, 'POST', '/api/v1/time-entries/submit-crew', {
      crew_id: w.crewA,
      week_start: '2026-06-08',
    });
    expect(other.status).toBe(404);
    expect(other.body.error.code).toBe('crew_not_found');
    const field = await send(w.smith, 'POST', '/api/v1/time-entries/submit-crew', {
      crew_id: w.crewA,
      week_start: '2026-06-08',
    });
    expect(field.status).toBe(403);
    expect(await statuses(w.smith.employeeId, '2026-06-08', '2026-06-14')).toEqual(['entered']);
  });

  it('skips a member without lines', async () => {
    const res = await send(w.foreman1, 'POST', '/api/v1/time-entries/submit-crew', {
      crew_id: w.crewA,
      week_start: '2026-06-08',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ people: 1, lines: 1, skipped: 1 });
    expect(await statuses(w.smith.employeeId, '2026-06-08', '2026-06-14')).toEqual(['submitted']);
  });

  it('says so when nothing at all can be submitted', async () => {
    const res = await send(w.foreman1, 'POST', '/api/v1/time-entries/submit-crew', {
      crew_id: w.crewA,
      week_start: '2026-06-08',
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      code: 'nothing_to_submit',
      message: 'No one in Crew A has entered time to submit in the week of 2026-06-08',
    });
  });

  it('is all-or-nothing: one member the caller may not submit refuses the whole crew', async () => {
    // A project manager sees every crew but submits only lines on the jobs they manage.
    expect((await keyCrew([w.smith.employeeId], ['2026-06-15'])).status).toBe(201);
    const own = await send(w.jones, 'POST', '/api/v1/time-entries', {
      employee_id: w.jones.employeeId,
      work_date: '2026-06-15',
      job_id: w.jobs.j2.id,
      cost_code_id: w.code('03-1000'),
      hours: 8,
    });
    expect(own.status).toBe(201);
    const res = await send(w.pm1, 'POST', '/api/v1/time-entries/submit-crew', {
      crew_id: w.crewA,
      week_start: '2026-06-15',
    });
    expect(res.status).toBe(403);
    expect(await statuses(w.smith.employeeId, '2026-06-15', '2026-06-21')).toEqual(['entered']);
    expect(await statuses(w.jones.employeeId, '2026-06-15', '2026-06-21')).toEqual(['entered']);
  });
});
