import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import { prevailingWageJobs } from '../src/db/schema/index.ts';
import { sqlStateOf } from '../src/lib/db-errors.ts';
import { withTenant } from '../src/lib/tenant.ts';
import { call, type Member } from './helpers/org-users.ts';
import { inflatePdf } from './helpers/pdf-inflate.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { certifiedTime, postedRun, type TWh347World, wh347World } from './helpers/wh347-fixture.ts';

let t: TestApp;
let w: TWh347World;

const send = (who: Member, method: string, path: string, body?: unknown) =>
  call(t, who.token, method, path, body);
const make = (who: Member, week_ending: string, extra: Record<string, unknown> = {}) =>
  send(who, 'POST', '/api/v1/certified-reports', { job_id: w.jobs.one, week_ending, ...extra });
const act = (who: Member, id: string, action: string, body: unknown = {}) =>
  send(who, 'POST', `/api/v1/certified-reports/${id}/${action}`, body);
const download = (who: Member, id: string, kind: 'pdf' | 'csv', query = '') =>
  t.request(`/api/v1/certified-reports/${id}/wh347.${kind}${query}`, { token: who.token });

/**
 * The golden week: Monday 2026-03-09 to Sunday 03-15 (the company's workweek), weekly run, check date
 * 03-20, Texas (no income tax), overtime in time order.
 *
 * Alex Carpenter (single, no deductions): J1 Electrician Mon–Thu 4 × 8 h at 22.00 = 704.00; J2 Carpenter
 *   Fri 8 h at 30.00 = 240.00; J1 Electrician Sat 4 h — hours 41–44, overtime:
 *   regular rate = (32 × 22 + 8 × 30 + 4 × 22) ÷ 44 = 1,032 ÷ 44 = 23.454545…
 *   OT line = 4 × 22 + 0.5 × 23.454545 × 4 = 88.00 + 46.909 → 46.91 = 134.91 (rate 134.91 ÷ 4 = 33.7275)
 *   gross all work 704.00 + 240.00 + 134.91 = 1,078.91; this project 704.00 + 134.91 = 838.91
 *   FIT: 1,078.91 × 52 = 56,103.32 − 8,600 = 47,503.32 → 1,240 + 12 % × (47,503.32 − 19,900) = 4,552.3984
 *        ÷ 52 = 87.5461 → 87.55; SS 6.2 % = 66.892 → 66.89; Medicare 1.45 % = 15.644 → 15.64
 *   deductions 87.55 + 66.89 + 15.64 = 170.08 (FICA 82.53); net 908.83
 * Blair Mason (single, 401(k) 5 %): J1 Electrician Mon–Wed 3 × 8 h at 22.00 = 528.00, J1 Laborer Thu–Fri
 *   2 × 8 h at 15.00 = 240.00 → gross 768.00, all on the project; 401(k) 38.40
 *   FIT on 729.60: × 52 = 37,939.20 − 8,600 = 29,339.20 → 1,240 + 12 % × 9,439.20 = 2,372.704 ÷ 52
 *        = 45.6289 → 45.63; SS 47.616 → 47.62; Medicare 11.136 → 11.14 (FICA 58.76)
 *   deductions 45.63 + 58.76 + 38.40 = 142.79; net 625.21
 * The report: entry 1 Alex (Electrician), entry 2 Blair on two rows (Electrician, Laborer); hours
 *   straight 32 + 24 + 16 = 72, overtime 4; project gross 838.91 + 768.00 = 1,606.91; all work
 *   1,078.91 + 768.00 = 1,846.91; deductions 170.08 + 142.79 = 312.87; net 908.83 + 625.21 = 1,534.04.
 */
beforeAll(async () => {
  t = await createTestApp();
  w = await wh347World(t, 'admin@wh347.co');
  const E = { wageClassId: w.classes.electrician, classification: 'Electrician' };
  const L = { wageClassId: w.classes.laborer, classification: 'Laborer' };
  const alex = w.alex.employeeId;
  const blair = w.blair.employeeId;
  await certifiedTime(t, w, [
    ...['09', '10', '11', '12'].map((d) => ({ employeeId: alex, date: `2026-03-${d}`, hours: '8', ...E })),
    { employeeId: alex, date: '2026-03-13', hours: '8', wageClassId: null, classification: null },
    { employeeId: alex, date: '2026-03-14', hours: '4', ...E },
    ...['09', '10', '11'].map((d) => ({ employeeId: blair, date: `2026-03-${d}`, hours: '8', ...E })),
    ...['12', '13'].map((d) => ({ employeeId: blair, date: `2026-03-${d}`, hours: '8', ...L })),
  ]);
  await postedRun(t, w, { start: '2026-03-09', end: '2026-03-15', checkDate: '2026-03-20' });
});
afterAll(() => t.close());

describe('the WH-347 of a posted week', () => {
  let reportId: string;

  it('makes payroll 1 with a row per worker × class, to the cent', async () => {
    const res = await make(w.accountant, '2026-03-15');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    reportId = res.body.id;
    expect(res.body).toMatchObject({ payroll_number: 1, revision: 0, status: 'draft', is_no_work: false });
    const c = res.body.content;
    expect(c.header).toMatchObject({
      is_prime: true,
      company_name: 'Payroll Builders',
      payroll_number: 1,
      week_ending: '2026-03-15',
      project_name: 'Main Street',
      project_location: 'Austin, TX',
      agency_project_number: 'P-4471',
      contract_number: 'GS-07P-26-0001',
      wd_number: 'TX20260012',
      wd_modification: 2,
    });
    const pick = (r: Record<string, unknown>) => [
      r.entry,
      r.name,
      r.status,
      r.classification,
      r.total_straight_hours,
      r.total_overtime_hours,
      r.straight_rate,
      r.overtime_rate,
      r.fringe_credit_rate,
      r.cash_in_lieu_cents,
      r.project_gross_cents,
      r.all_work_gross_cents,
      r.net_cents,
    ];
    expect(c.rows.map(pick)).toEqual([
      [
        1,
        'Alex Carpenter',
        'J',
        'Electrician',
        '32.00',
        '4.00',
        '22.0000',
        '33.7275',
        '5.0000',
        0,
        83_891,
        107_891,
        90_883,
      ],
      [
        2,
        'Blair Mason',
        'J',
        'Electrician',
        '24.00',
        '0.00',
        '22.0000',
        null,
        '5.0000',
        0,
        52_800,
        76_800,
        62_521,
      ],
      [2, 'Blair Mason', 'J', 'Laborer', '16.00', '0.00', '15.0000', null, '5.0000', 0, 24_000, null, null],
    ]);
    expect(c.rows[0].straight_hours).toEqual(['8.00', '8.00', '8.00', '8.00', '0.00', '0.00', '0.00']);
    expect(c.rows[0].overtime_hours).toEqual(['0.00', '0.00', '0.00', '0.00', '0.00', '4.00', '0.00']);
    expect(c.rows[0].deductions).toEqual({
      fica_cents: 8_253,
      federal_cents: 8_755,
      state_cents: 0,
      other_cents: 0,
      total_cents: 17_008,
    });
    expect(c.rows[1].deductions).toEqual({
      fica_cents: 5_876,
      federal_cents: 4_563,
      state_cents: 0,
      other_cents: 3_840,
      total_cents: 14_279,
    });
    expect(c.totals).toMatchObject({
      workers: 2,
      straight_hours: '72.00',
      overtime_hours: '4.00',
      total_hours: '76.00',
      project_gross_cents: 160_691,
      all_work_gross_cents: 184_691,
      net_cents: 153_404,
    });
    expect(c.totals.deductions.total_cents).toBe(31_287);
  });

  it('totals the payroll register of the job and week', async () => {
    const [register] = rowsOf<{ cents: string }>(
      await t.db.execute(sql`select sum(l.amount_cents)::text as cents from payroll_check_lines l
        join payroll_runs r on r.id = l.run_id and r.status = 'posted'
        where l.line_type = 'earning' and l.job_id = ${w.jobs.one}::uuid
          and l.work_date between '2026-03-09' and '2026-03-15'`),
    );
    const report = await send(w.accountant, 'GET', `/api/v1/certified-reports/${reportId}`);
    expect(report.body.content.totals.project_gross_cents).toBe(Number(register?.cents));
  });

  it('lists the job with its week and refuses a date that does not end the workweek', async () => {
    const jobs = await send(w.accountant, 'GET', '/api/v1/certified-reports/jobs');
    expect(jobs.status).toBe(200);
    expect(jobs.body.items).toHaveLength(1);
    const job = jobs.body.items[0];
    expect(job.weeks[job.weeks.length - 1]).toMatchObject({
      week_ending: '2026-03-15',
      has_work: true,
      report: { payroll_number: 1, status: 'draft' },
    });
    const wrong = await make(w.accountant, '2026-03-14');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe(
      "2026-03-14 is not a week ending: the company's workweek ends on Sunday",
    );
  });

  it('renders the PDF (revised and previous layouts) and the CSV', async () => {
    const pdf = await download(w.accountant, reportId, 'pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(inflatePdf(Buffer.from(await pdf.arrayBuffer()))).replace(/\s+/g, ' ');
    for (const field of [
      'Certified Payroll — Form WH-347 (revised)',
      'Alex Carpenter',
      'Blair Mason',
      '838.91',
      '1,078.91',
      '908.83',
      '1,606.91',
      'TX20260012 Mod 2',
      'Statement of compliance',
    ])
      expect(text).toContain(field);
    const previous = await download(w.accountant, reportId, 'pdf', '?layout=previous');
    const old = pdfText(inflatePdf(Buffer.from(await previous.arrayBuffer()))).replace(/\s+/g, ' ');
    expect(old).toContain('Form WH-347 (Rev. 2008)');
    expect(old).toContain('625.21');
    const csv = await download(w.accountant, reportId, 'csv');
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).trim().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('Alex Carpenter');
    expect(lines[1]).toContain('838.91');
  });

  it('review, sign by a certifying officer only, submit; signed is frozen', async () => {
    const unreviewed = await act(w.officer, reportId, 'sign', { typed_name: 'Pat Owner' });
    expect(unreviewed.status).toBe(409);
    expect(unreviewed.body.error.message).toBe('Review the report before signing it');
    const reviewed = await act(w.accountant, reportId, 'review');
    expect(reviewed.status).toBe(200);
    expect(reviewed.body.status).toBe('reviewed');
    // The accountant and a project manager may hold certified:sign by role, but are not officers.
    const byClerk = await act(w.accountant, reportId, 'sign', { typed_name: 'A. Clerk' });
    expect(byClerk.status).toBe(403);
    expect(byClerk.body.error.message).toBe(
      'Only a certifying officer of the company can sign certified payroll',
    );
    expect((await act(w.jobPm, reportId, 'sign', { typed_name: 'P. M.' })).status).toBe(403);
    const signed = await act(w.officer, reportId, 'sign', { typed_name: 'Pat Owner' });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body).toMatchObject({
      status: 'signed',
      signer_name: 'Pat Owner',
      signer_title: 'President',
    });
    expect(signed.body.signed_at).toBeTruthy();

    const patch = await send(w.accountant, 'PATCH', `/api/v1/certified-reports/${reportId}`, {
      remarks: 'late',
    });
    expect(patch.status).toBe(409);
    expect((await make(w.accountant, '2026-03-15')).status).toBe(409);
    // The database itself refuses a change under the application role (trigger, SQLSTATE CP001).
    const refused = await withTenant(
      t.db,
      { userId: w.accountant.userId, organizationId: w.admin.organizationId },
      (tx) =>
        tx.execute(
          sql`update certified_payroll_reports set content = '{}'::jsonb where id = ${reportId}::uuid`,
        ),
    ).catch((err: unknown) => err);
    expect(sqlStateOf(refused)).toBe('CP001');
    const [still] = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select jsonb_array_length(content->'rows') as n from certified_payroll_reports where id = ${reportId}::uuid`,
      ),
    );
    expect(Number(still?.n)).toBe(3);

    const submitted = await act(w.accountant, reportId, 'submit', {
      submitted_on: '2026-03-23',
      submitted_to: 'GSA Region 7',
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({
      status: 'submitted',
      submitted_on: '2026-03-23',
      submitted_to: 'GSA Region 7',
    });
    const audit = rowsOf<{ action: string }>(
      await t.db.execute(
        sql`select action from audit_log where entity_id = ${reportId} order by created_at, id`,
      ),
    );
    expect(audit.map((a) => a.action)).toEqual([
      'certified_report.make',
      'certified_report.review',
      'certified_report.sign',
      'certified_report.submit',
    ]);
  });

  it('makes payroll 2 as a "no work" week marked Final', async () => {
    const res = await make(w.accountant, '2026-03-22', { is_final: true });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ payroll_number: 2, is_no_work: true, is_final: true });
    expect(res.body.content.rows).toEqual([]);
    expect(res.body.content.header).toMatchObject({ is_no_work: true, is_final: true, payroll_number: 2 });
    const pdf = await download(w.accountant, res.body.id, 'pdf');
    const text = pdfText(inflatePdf(Buffer.from(await pdf.arrayBuffer()))).replace(/\s+/g, ' ');
    expect(text).toContain('No work performed on this project during the week.');
    expect(text).toContain('2 — Final');
    // An earlier week cannot be numbered after a later one.
    const earlier = await make(w.accountant, '2026-03-08');
    expect(earlier.status).toBe(409);
    // A job that does not want "no work" reports refuses a week without work.
    await t.db.update(prevailingWageJobs).set({ wantsNoWorkWeeks: false });
    const none = await make(w.accountant, '2026-03-29');
    expect(none.status).toBe(409);
    await t.db.update(prevailingWageJobs).set({ wantsNoWorkWeeks: true });
  });

  it('amends a signed report with what changed: only the worker whose payroll changed', async () => {
    // Blair's Saturday as a laborer was approved late and paid by a second run.
    await certifiedTime(t, w, [
      {
        employeeId: w.blair.employeeId,
        date: '2026-03-14',
        hours: '4',
        wageClassId: w.classes.laborer,
        classification: 'Laborer',
      },
    ]);
    await postedRun(t, w, { start: '2026-03-09', end: '2026-03-15', checkDate: '2026-03-27' });
    const amended = await act(w.accountant, reportId, 'amend');
    expect(amended.status, JSON.stringify(amended.body)).toBe(200);
    expect(amended.body).toMatchObject({
      payroll_number: 1,
      revision: 1,
      amends_id: reportId,
      status: 'draft',
    });
    const changes = amended.body.changes;
    expect(changes.rows_added).toEqual([]);
    expect(changes.rows_removed).toEqual([]);
    expect(new Set(changes.figures_changed.map((f: { name: string }) => f.name))).toEqual(
      new Set(['Blair Mason']),
    );
    expect(changes.figures_changed).toContainEqual(
      expect.objectContaining({
        classification: 'Laborer',
        field: 'Straight hours 2026-03-14',
        before: '0.00',
        after: '4.00',
      }),
    );
    expect(amended.body.revisions.map((r: { revision: number }) => r.revision)).toEqual([0, 1]);
    expect((await act(w.accountant, reportId, 'amend')).status).toBe(409);
  });
});

describe('who sees what', () => {
  it('a third-party viewer downloads signed reports of their job only', async () => {
    const list = await send(w.viewer, 'GET', '/api/v1/certified-reports');
    expect(list.status).toBe(200);
    expect(
      list.body.items.map((r: { payroll_number: number; status: string }) => [r.payroll_number, r.status]),
    ).toEqual([[1, 'submitted']]);
    const signedId = list.body.items[0].id;
    expect((await download(w.viewer, signedId, 'pdf')).status).toBe(200);
    expect((await download(w.viewer, signedId, 'csv')).status).toBe(200);
    const all = await send(w.accountant, 'GET', `/api/v1/certified-reports?job_id=${w.jobs.one}`);
    const draft = all.body.items.find((r: { status: string }) => r.status === 'draft');
    expect((await download(w.viewer, draft.id, 'pdf')).status).toBe(403);
    expect((await send(w.viewer, 'GET', `/api/v1/certified-reports/${signedId}`)).status).toBe(403);

    // Job two made certified with its own report: not the viewer's job → not found.
    await t.db.insert(prevailingWageJobs).values({
      jobId: w.jobs.two,
      organizationId: w.admin.organizationId,
      wageLaw: 'davis_bacon',
      awardingAgency: 'City',
    });
    const other = await send(w.accountant, 'POST', '/api/v1/certified-reports', {
      job_id: w.jobs.two,
      week_ending: '2026-03-15',
    });
    expect(other.status, JSON.stringify(other.body)).toBe(201);
    await act(w.accountant, other.body.id, 'review');
    await act(w.officer, other.body.id, 'sign', { typed_name: 'Pat Owner' });
    expect((await download(w.viewer, other.body.id, 'pdf')).status).toBe(404);
    expect((await send(w.viewer, 'GET', '/api/v1/certified-reports')).body.items).toHaveLength(1);
  });

  it('a project manager reads the jobs they manage only', async () => {
    const list = await send(w.accountant, 'GET', `/api/v1/certified-reports?job_id=${w.jobs.one}`);
    const id = list.body.items[0].id;
    expect((await send(w.jobPm, 'GET', `/api/v1/certified-reports/${id}`)).status).toBe(200);
    const jobs = await send(w.jobPm, 'GET', '/api/v1/certified-reports/jobs');
    expect(jobs.body.items.map((j: { job_id: string }) => j.job_id)).toEqual([w.jobs.one]);
    const foreign = await send(w.pm, 'GET', `/api/v1/certified-reports/${id}`);
    expect(foreign.status).toBe(403);
    expect((await download(w.pm, id, 'pdf')).status).toBe(404);
    // A project manager cannot make reports (certified:prepare).
    expect((await make(w.jobPm, '2026-03-29')).status).toBe(403);
  });
});
