import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, timeEntries } from '../src/db/schema/index.ts';
import { call, type Member } from './helpers/org-users.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { type TimeWorld, timeWorld } from './helpers/time-entries-fixture.ts';

let t: TestApp;
let w: TimeWorld;

const send = (who: Member, method: string, path: string, body?: unknown) =>
  call(t, who.token, method, `/api/v1${path}`, body);
const auditsOf = (entity: string, entityId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)));

const settings = {
  wage_law: 'davis_bacon',
  awarding_agency: 'US Army Corps of Engineers',
  contract_number: 'W912P8-26-C-0017',
  agency_project_number: 'P-4471',
  project_location: 'Main Street, Springfield',
};

beforeAll(async () => {
  t = await createTestApp();
  w = await timeWorld(t, 'cps');
});
afterAll(() => t.close());

describe('prevailing-wage jobs', () => {
  it('marks a job prevailing-wage, reads it back, changes it, and audits both', async () => {
    const put = await send(w.admin, 'PUT', `/certified/jobs/${w.jobs.j1.id}`, settings);
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      job_id: w.jobs.j1.id,
      job_number: w.jobs.j1.number,
      wage_law: 'davis_bacon',
      awarding_agency: 'US Army Corps of Engineers',
      contract_number: 'W912P8-26-C-0017',
      is_prime: true,
      prime_contractor_name: null,
      wh347_layout: 'revised',
      wants_no_work_weeks: false,
      current_determination: null,
    });
    const asSub = await send(w.accountant, 'PUT', `/certified/jobs/${w.jobs.j1.id}`, {
      ...settings,
      is_prime: false,
      prime_contractor_name: 'Big Prime Inc.',
      prime_contractor_address: '1 Prime Way, Springfield',
      wh347_layout: 'previous',
      wants_no_work_weeks: true,
    });
    expect(asSub.status).toBe(200);
    const got = await send(w.admin, 'GET', `/certified/jobs/${w.jobs.j1.id}`);
    expect(got.body.job).toEqual({
      id: w.jobs.j1.id,
      number: w.jobs.j1.number,
      name: 'Main Street Garage',
      status: 'active',
    });
    expect(got.body.settings).toMatchObject({
      is_prime: false,
      prime_contractor_name: 'Big Prime Inc.',
      wh347_layout: 'previous',
      wants_no_work_weeks: true,
    });
    expect(got.body.can_setup).toBe(true);
    const audits = await auditsOf('prevailing_wage_jobs', w.jobs.j1.id);
    expect(audits.map((a) => a.action).sort()).toEqual([
      'create_prevailing_wage_job',
      'update_prevailing_wage_job',
    ]);
    // A job that is not one answers its job with no settings.
    const plain = await send(w.admin, 'GET', `/certified/jobs/${w.jobs.j2.id}`);
    expect(plain.status).toBe(200);
    expect(plain.body.settings).toBeNull();
  });

  it('refuses bad settings with exact messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...settings, awarding_agency: ' ' }, 'Enter the awarding agency'],
      [{ ...settings, wage_law: 'bacon' }, 'Choose the wage law: Davis-Bacon or state prevailing wage'],
      [
        { ...settings, is_prime: false },
        "Enter the prime contractor's name: the company is a subcontractor on this job",
      ],
      [{ ...settings, wh347_layout: 'old' }, 'Choose the WH-347 layout: revised or previous'],
    ];
    for (const [body, message] of cases) {
      const res = await send(w.admin, 'PUT', `/certified/jobs/${w.jobs.j2.id}`, body);
      expect(res.status, message).toBe(400);
      expect(res.body.error).toEqual({ code: 'invalid_input', message });
    }
    const missing = await send(
      w.admin,
      'PUT',
      '/certified/jobs/00000000-0000-4000-8000-000000000000',
      settings,
    );
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Job not found');
  });

  it('lets a project manager read only the jobs they manage; only the office changes set-up', async () => {
    const own = await send(w.pm1, 'GET', `/certified/jobs/${w.jobs.j1.id}`);
    expect(own.status).toBe(200);
    expect(own.body.can_setup).toBe(false);
    expect(
      (await send(w.pm1, 'GET', '/certified/jobs')).body.items.map((j: { job_id: string }) => j.job_id),
    ).toEqual([w.jobs.j1.id]);
    expect((await send(w.pm2, 'GET', '/certified/jobs')).body.items).toEqual([]);
    const other = await send(w.pm2, 'GET', `/certified/jobs/${w.jobs.j1.id}`);
    expect(other.status).toBe(403);
    expect(other.body.error).toEqual({
      code: 'forbidden',
      message: `Only the office and the project manager of job ${w.jobs.j1.number} see its certified payroll`,
    });
    const dets = await send(w.pm2, 'GET', `/certified/jobs/${w.jobs.j1.id}/determinations`);
    expect(dets.status).toBe(403);
    const change = await send(w.pm1, 'PUT', `/certified/jobs/${w.jobs.j1.id}`, settings);
    expect(change.status).toBe(403);
    expect((await send(w.smith, 'GET', '/certified/jobs')).status).toBe(403);
  });
});

describe('wage determinations by modification', () => {
  let mod0 = '';
  let mod1 = '';
  let mod2 = '';

  it('adds modifications, copies the previous classes, and picks the one in force on a date', async () => {
    const base = `/certified/jobs/${w.jobs.j1.id}/determinations`;
    const m0 = await send(w.admin, 'POST', base, {
      wd_number: 'ca20260012',
      modification: 0,
      modification_date: '2026-01-02',
      effective_from: '2026-01-05',
    });
    expect(m0.status).toBe(201);
    expect(m0.body).toMatchObject({ wd_number: 'CA20260012', modification: 0, classes: [] });
    mod0 = m0.body.id;
    for (const [classification, basic_rate, fringe_rate] of [
      ['Electrician', '38.50', '6.73'],
      ['Laborer: Common or General', 22, '5'],
      ['Carpenter', '31.25', '9.1'],
    ] as const) {
      const res = await send(w.admin, 'POST', `/certified/determinations/${mod0}/classes`, {
        classification,
        basic_rate,
        fringe_rate,
      });
      expect(res.status).toBe(201);
    }
    const m1 = await send(w.admin, 'POST', base, {
      wd_number: 'CA20260012',
      modification: 1,
      modification_date: '2026-02-20',
      effective_from: '2026-03-02',
      copy_previous_classes: true,
    });
    expect(m1.status).toBe(201);
    mod1 = m1.body.id;
    expect(
      m1.body.classes.map((c: { classification: string; basic_rate: string; fringe_rate: string }) => [
        c.classification,
        c.basic_rate,
        c.fringe_rate,
      ]),
    ).toEqual([
      ['Carpenter', '31.2500', '9.1000'],
      ['Electrician', '38.5000', '6.7300'],
      ['Laborer: Common or General', '22.0000', '5.0000'],
    ]);
    // Same effective date, a higher modification: mod 2 governs from 2026-03-02.
    const m2 = await send(w.admin, 'POST', base, {
      wd_number: 'CA20260012',
      modification: 2,
      modification_date: '2026-02-27',
      effective_from: '2026-03-02',
      copy_previous_classes: true,
    });
    expect(m2.status).toBe(201);
    mod2 = m2.body.id;
    const inForce = async (date: string) =>
      send(w.admin, 'GET', `/certified/jobs/${w.jobs.j1.id}/determination-in-force?date=${date}`);
    expect((await inForce('2026-01-04')).status).toBe(404);
    expect((await inForce('2026-01-05')).body.id).toBe(mod0);
    expect((await inForce('2026-03-01')).body.id).toBe(mod0);
    expect((await inForce('2026-03-02')).body.id).toBe(mod2);
    expect((await inForce('2026-12-31')).body.modification).toBe(2);

    const list = await send(w.admin, 'GET', base);
    expect(list.body.items.map((d: { modification: number }) => d.modification)).toEqual([2, 1, 0]);
    expect(
      list.body.items.filter((d: { is_current: boolean }) => d.is_current).map((d: { id: string }) => d.id),
    ).toEqual([mod2]);
    const job = await send(w.admin, 'GET', `/certified/jobs/${w.jobs.j1.id}`);
    expect(job.body.settings.current_determination).toMatchObject({
      id: mod2,
      modification: 2,
      class_count: 3,
    });
    const audits = await auditsOf('wage_determinations', mod1);
    expect(audits[0]?.action).toBe('create_wage_determination');
    expect(audits[0]?.after).toMatchObject({ copied_from: mod0 });
  });

  it('refuses a taken modification, a copy with nothing before it, a job not prevailing-wage, a bad WD number', async () => {
    const base = `/certified/jobs/${w.jobs.j1.id}/determinations`;
    const taken = await send(w.admin, 'POST', base, {
      wd_number: 'CA20260012',
      modification: 1,
      modification_date: '2026-02-20',
      effective_from: '2026-03-02',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe('WD CA20260012 modification 1 already exists on this job');
    const noPrevious = await send(w.admin, 'POST', base, {
      wd_number: 'CA20269999',
      modification: 0,
      modification_date: '2026-02-20',
      effective_from: '2026-03-02',
      copy_previous_classes: true,
    });
    expect(noPrevious.status).toBe(409);
    expect(noPrevious.body.error.message).toBe(
      'WD CA20269999 has no modification before 0 on this job to copy classifications from',
    );
    const notCertified = await send(w.admin, 'POST', `/certified/jobs/${w.jobs.j2.id}/determinations`, {
      wd_number: 'CA20260012',
      modification: 0,
      modification_date: '2026-02-20',
      effective_from: '2026-03-02',
    });
    expect(notCertified.status).toBe(404);
    expect(notCertified.body.error.message).toBe('This job is not a prevailing-wage job');
    for (const [body, message] of [
      [{ wd_number: '', modification: 0 }, 'Enter the wage determination number (CA20260012)'],
      [
        { wd_number: 'CA 2026', modification: 0 },
        'The wage determination number is letters, digits and dashes (CA20260012)',
      ],
      [{ wd_number: 'CA1', modification: -1 }, 'The modification is a whole number, 0 or more'],
    ] as const) {
      const res = await send(w.admin, 'POST', base, {
        modification_date: '2026-01-01',
        effective_from: '2026-01-01',
        ...body,
      });
      expect(res.status, message).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
  });

  it('keys classifications with exact refusals; a class or modification in use cannot be deleted', async () => {
    const path = `/certified/determinations/${mod2}/classes`;
    const twice = await send(w.admin, 'POST', path, { classification: 'electrician', basic_rate: '40' });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('electrician is already a classification of this determination');
    for (const [body, message] of [
      [
        { classification: 'Painter', basic_rate: '0' },
        'The basic rate must be more than 0 with at most 4 decimals',
      ],
      [
        { classification: 'Painter', basic_rate: '30.12345' },
        'The basic rate must be more than 0 with at most 4 decimals',
      ],
      [
        { classification: 'Painter', basic_rate: '30', fringe_rate: '-1' },
        'The fringe rate must be 0 or more with at most 4 decimals',
      ],
      [{ classification: '', basic_rate: '30' }, 'Enter the classification as written in the determination'],
    ] as const) {
      const res = await send(w.admin, 'POST', path, body);
      expect(res.status, message).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    const painter = await send(w.admin, 'POST', path, {
      classification: 'Painter',
      basic_rate: '30',
      fringe_rate: '4',
    });
    expect(painter.status).toBe(201);
    const edited = await send(w.admin, 'PUT', `/certified/wage-classes/${painter.body.id}`, {
      classification: 'Painter: Brush',
      basic_rate: '30.5',
      fringe_rate: '4.25',
    });
    expect(edited.body).toMatchObject({
      classification: 'Painter: Brush',
      basic_rate: '30.5000',
      fringe_rate: '4.2500',
    });
    expect((await send(w.admin, 'DELETE', `/certified/wage-classes/${painter.body.id}`)).status).toBe(204);
    expect(
      (await auditsOf('wage_determination_classes', painter.body.id)).map((a) => a.action).sort(),
    ).toEqual(['create_wage_class', 'delete_wage_class', 'update_wage_class']);
    // A PM reads but never changes.
    expect((await send(w.pm1, 'POST', path, { classification: 'X', basic_rate: '1' })).status).toBe(403);
  });
});

describe('classification CSV import', () => {
  let det = '';
  beforeAll(async () => {
    const res = await send(w.admin, 'POST', `/certified/jobs/${w.jobs.j1.id}/determinations`, {
      wd_number: 'CA20260077',
      modification: 0,
      modification_date: '2026-01-02',
      effective_from: '2027-01-01',
    });
    det = res.body.id;
    await send(w.admin, 'POST', `/certified/determinations/${det}/classes`, {
      classification: 'Electrician',
      basic_rate: '38.50',
      fringe_rate: '6.73',
    });
  });
  const importCsv = (csv: string, dry_run: boolean) =>
    send(w.admin, 'POST', `/certified/determinations/${det}/classes/import`, { csv, dry_run });

  it('a dry run numbers every row and lists each error; the import with errors is refused whole', async () => {
    const csv = [
      'classification,basic_rate,fringe_rate',
      'Electrician,39.00,6.73',
      'Plumber,abc,5',
      'Ironworker,41.10,',
      ',30,1',
      'plumber,35,5',
      'Ironworker,41.10,2',
    ].join('\n');
    const dry = await importCsv(csv, true);
    expect(dry.status).toBe(200);
    expect(dry.body.errors).toEqual([
      { row: 3, message: 'Row 3: The basic rate must be more than 0 with at most 4 decimals' },
      { row: 5, message: 'Row 5: Enter the classification as written in the determination' },
      { row: 7, message: 'Row 7: Ironworker is already on row 4' },
    ]);
    expect(dry.body.rows).toEqual([
      {
        row: 2,
        classification: 'Electrician',
        basic_rate: '39.0000',
        fringe_rate: '6.7300',
        action: 'update',
      },
      { row: 4, classification: 'Ironworker', basic_rate: '41.1000', fringe_rate: '0.0000', action: 'add' },
      { row: 6, classification: 'plumber', basic_rate: '35.0000', fringe_rate: '5.0000', action: 'add' },
    ]);
    const refused = await importCsv(csv, false);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual({
      code: 'csv_invalid',
      message:
        'The CSV has 3 errors; nothing was imported. Row 3: The basic rate must be more than 0 with at most 4 decimals',
    });
    const after = await send(w.admin, 'GET', `/certified/determinations/${det}`);
    expect(after.body.classes.map((c: { classification: string }) => c.classification)).toEqual([
      'Electrician',
    ]);
  });

  it('refuses a file without the columns or rows', async () => {
    const noColumn = await importCsv('classification,basic_rate\nElectrician,40', true);
    expect(noColumn.status).toBe(400);
    expect(noColumn.body.error.message).toBe(
      'The CSV needs the columns classification, basic_rate, fringe_rate (missing: fringe_rate)',
    );
    const noRows = await importCsv('classification,basic_rate,fringe_rate\n', true);
    expect(noRows.body.error.message).toBe('The CSV has no rows below its header');
    const broken = await importCsv('classification,basic_rate,fringe_rate\n"Electrician,40,1', true);
    expect(broken.status).toBe(400);
    expect(broken.body.error.message).toMatch(/^The CSV cannot be read: /);
  });

  it('imports a clean file in one go: adds, updates rates, leaves the same alone, audits each', async () => {
    const csv =
      '\uFEFFClassification,Basic_Rate,Fringe_Rate\nElectrician,39.00,6.73\nIronworker,"41.10",12.5\n\nPlumber,$35,5\n';
    const res = await importCsv(csv, false);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ dry_run: false, added: 2, updated: 1, errors: [] });
    const after = await send(w.admin, 'GET', `/certified/determinations/${det}`);
    expect(
      after.body.classes.map(
        (c: { classification: string; basic_rate: string }) => `${c.classification} ${c.basic_rate}`,
      ),
    ).toEqual(['Electrician 39.0000', 'Ironworker 41.1000', 'Plumber 35.0000']);
    const again = await importCsv(csv, true);
    expect(again.body.rows.map((r: { action: string }) => r.action)).toEqual(['same', 'same', 'same']);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'import_wage_class'));
    expect(audits).toHaveLength(3);
  });
});

describe('classification on time (item 2)', () => {
  const wd = 'CA20260012';
  let classes: Record<string, string> = {};
  beforeAll(async () => {
    const dets = (await send(w.admin, 'GET', `/certified/jobs/${w.jobs.j1.id}/determinations`)).body
      .items as {
      modification: number;
      wd_number: string;
      classes: { id: string; classification: string }[];
    }[];
    const mod2 = dets.find((d) => d.wd_number === wd && d.modification === 2);
    const mod0 = dets.find((d) => d.wd_number === wd && d.modification === 0);
    classes = Object.fromEntries([
      ...(mod2?.classes ?? []).map((c) => [c.classification, c.id]),
      ...(mod0?.classes ?? []).map((c) => [`${c.classification} (mod 0)`, c.id]),
    ]);
  });
  const line = (employeeId: string, work_date: string, extra: Record<string, unknown> = {}) =>
    send(w.admin, 'POST', '/time-entries', {
      employee_id: employeeId,
      work_date,
      job_id: w.jobs.j1.id,
      cost_code_id: w.code('03-1000'),
      hours: 8,
      ...extra,
    });

  it('refuses a line without a classification, naming its date, job and determination', async () => {
    const res = await line(w.jones.employeeId, '2026-03-10');
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      code: 'wage_class_required',
      message: `2026-03-10, job ${w.jobs.j1.number}: choose a classification from WD CA20260012`,
    });
    // Before the first modification's effective date no determination is in force.
    const before = await line(w.jones.employeeId, '2026-01-02', { wage_class_id: classes.Electrician });
    expect(before.status).toBe(409);
    expect(before.body.error.message).toBe(
      `2026-01-02, job ${w.jobs.j1.number}: no wage determination is in force on this date; add one on the job's prevailing-wage page`,
    );
    // Shop time and other jobs are untouched.
    const shop = await send(w.admin, 'POST', '/time-entries', {
      employee_id: w.jones.employeeId,
      work_date: '2026-03-10',
      hours: 2,
    });
    expect(shop.status).toBe(201);
    expect(shop.body.wage_class_id).toBeNull();
  });

  it('sets the classification text from the class; defaults from the employee when the name matches', async () => {
    const chosen = await line(w.jones.employeeId, '2026-03-11', { wage_class_id: classes.Electrician });
    expect(chosen.status).toBe(201);
    expect(chosen.body).toMatchObject({ wage_class_id: classes.Electrician, classification: 'Electrician' });
    // Smith's default classification is Carpenter, a class of the determination.
    const defaulted = await line(w.smith.employeeId, '2026-03-11');
    expect(defaulted.status).toBe(201);
    expect(defaulted.body).toMatchObject({ wage_class_id: classes.Carpenter, classification: 'Carpenter' });
    // A class of an older modification becomes the class of the same name in force on the date.
    const mapped = await line(w.jones.employeeId, '2026-03-12', {
      wage_class_id: classes['Electrician (mod 0)'],
    });
    expect(mapped.status).toBe(201);
    expect(mapped.body.wage_class_id).toBe(classes.Electrician);
    // Clearing the class keeps the class its classification text names; clearing both is refused.
    const keptByName = await send(w.admin, 'PATCH', `/time-entries/${chosen.body.id}`, {
      wage_class_id: null,
    });
    expect(keptByName.body.wage_class_id).toBe(classes.Electrician);
    const cleared = await send(w.admin, 'PATCH', `/time-entries/${chosen.body.id}`, {
      wage_class_id: null,
      classification: null,
    });
    expect(cleared.status).toBe(409);
    expect(cleared.body.error.message).toBe(
      `2026-03-11, job ${w.jobs.j1.number}: choose a classification from WD CA20260012`,
    );
    const changed = await send(w.admin, 'PATCH', `/time-entries/${chosen.body.id}`, {
      wage_class_id: classes['Laborer: Common or General'],
    });
    expect(changed.body).toMatchObject({ classification: 'Laborer: Common or General' });
  });

  it('accepts two classes for one worker in one week from the week grid, each line its class', async () => {
    const res = await send(w.admin, 'PUT', '/time-entries/week', {
      employee_id: w.brown.employeeId,
      week_start: '2026-03-16',
      rows: [
        {
          job_id: w.jobs.j1.id,
          cost_code_id: w.code('03-1000'),
          wage_class_id: classes.Electrician,
          hours: { '2026-03-16': 8, '2026-03-17': 6 },
        },
        {
          job_id: w.jobs.j1.id,
          cost_code_id: w.code('03-1000'),
          wage_class_id: classes['Laborer: Common or General'],
          hours: { '2026-03-17': 2, '2026-03-18': 8 },
        },
      ],
    });
    expect(res.status).toBe(200);
    expect(
      res.body.lines
        .map((l: { work_date: string; hours: string; classification: string }) =>
          [l.work_date, l.hours, l.classification].join(' '),
        )
        .sort(),
    ).toEqual([
      '2026-03-16 8.00 Electrician',
      '2026-03-17 2.00 Laborer: Common or General',
      '2026-03-17 6.00 Electrician',
      '2026-03-18 8.00 Laborer: Common or General',
    ]);
    // Saving the same grid again changes nothing.
    const again = await send(w.admin, 'PUT', '/time-entries/week', {
      employee_id: w.brown.employeeId,
      week_start: '2026-03-16',
      rows: res.body.lines.map(
        (l: {
          job_id: string;
          cost_code_id: string;
          wage_class_id: string;
          work_date: string;
          hours: string;
        }) => ({
          job_id: l.job_id,
          cost_code_id: l.cost_code_id,
          wage_class_id: l.wage_class_id,
          hours: { [l.work_date]: l.hours },
        }),
      ),
    });
    expect(again.body).toMatchObject({ created: 0, updated: 0, deleted: 0 });
    // A grid row without a class on the job is refused with the line named.
    const refused = await send(w.admin, 'PUT', '/time-entries/week', {
      employee_id: w.brown.employeeId,
      week_start: '2026-03-23',
      rows: [{ job_id: w.jobs.j1.id, cost_code_id: w.code('03-1000'), hours: { '2026-03-24': 8 } }],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      `2026-03-24, job ${w.jobs.j1.number}: choose a classification from WD CA20260012`,
    );
  });

  it('crew entry takes one class for all, or each person their default; refuses the first without one', async () => {
    const crew = (extra: Record<string, unknown>) =>
      send(w.admin, 'POST', '/time-entries/crew-entry', {
        employee_ids: [w.smith.employeeId, w.jones.employeeId],
        job_id: w.jobs.j1.id,
        cost_code_id: w.code('03-1000'),
        dates: ['2026-03-25'],
        hours: 8,
        ...extra,
      });
    const refused = await crew({});
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      `2026-03-25, job ${w.jobs.j1.number}: choose a classification from WD CA20260012`,
    );
    const ok = await crew({ wage_class_id: classes.Electrician });
    expect(ok.status).toBe(201);
    expect(ok.body.lines.map((l: { classification: string }) => l.classification)).toEqual([
      'Electrician',
      'Electrician',
    ]);
  });

  it('lists each prevailing-wage job’s classes in the time options; refuses deleting a class or modification in use', async () => {
    const options = await send(w.admin, 'GET', '/time-entries/options');
    const j1 = options.body.jobs.find((j: { id: string }) => j.id === w.jobs.j1.id);
    const j2 = options.body.jobs.find((j: { id: string }) => j.id === w.jobs.j2.id);
    expect(j2.wage_determinations).toBeNull();
    expect(
      j1.wage_determinations.map(
        (d: { wd_number: string; modification: number }) => `${d.wd_number}/${d.modification}`,
      ),
    ).toEqual(['CA20260077/0', 'CA20260012/2', 'CA20260012/1', 'CA20260012/0']);
    const inUse = await send(w.admin, 'DELETE', `/certified/wage-classes/${classes.Electrician}`);
    expect(inUse.status).toBe(409);
    const used = await t.db
      .select()
      .from(timeEntries)
      .where(eq(timeEntries.wageClassId, classes.Electrician ?? ''));
    expect(inUse.body.error.message).toBe(
      `Electrician is on ${used.length} time lines and cannot be deleted`,
    );
    const det = (
      await send(w.admin, 'GET', `/certified/jobs/${w.jobs.j1.id}/determination-in-force?date=2026-03-10`)
    ).body;
    const delDet = await send(w.admin, 'DELETE', `/certified/determinations/${det.id}`);
    expect(delDet.status).toBe(409);
    expect(delDet.body.error.message).toMatch(
      /^WD CA20260012 modification 2 is on \d+ time lines and cannot be deleted$/,
    );
  });
});

describe('apprenticeship programs and registrations', () => {
  let programId = '';
  const program = {
    name: 'IBEW Local 6 JATC',
    registration_number: 'CA-2019-0042',
    classification: 'Electrician',
    ratio_apprentices: 1,
    ratio_journeyworkers: 3,
    levels: [
      { level: 2, wagePercent: '55', fringePercent: '55' },
      { level: 1, wagePercent: 50, fringePercent: '50' },
    ],
  };

  it('adds a program with its levels sorted; refuses bad ratios, levels and a taken name', async () => {
    const res = await send(w.admin, 'POST', '/certified/apprentice-programs', program);
    expect(res.status).toBe(201);
    programId = res.body.id;
    expect(res.body.levels).toEqual([
      { level: 1, wagePercent: '50', fringePercent: '50' },
      { level: 2, wagePercent: '55', fringePercent: '55' },
    ]);
    for (const [body, message, status] of [
      [
        { ...program, name: 'ibew local 6 jatc' },
        'An apprenticeship program named ibew local 6 jatc already exists',
        409,
      ],
      [
        { ...program, name: 'B', ratio_journeyworkers: 0 },
        'The ratio is whole numbers of 1 or more (1 apprentice : 3 journeyworkers)',
        400,
      ],
      [{ ...program, name: 'B', levels: [] }, 'Add at least one level with its wage and fringe percent', 400],
      [
        { ...program, name: 'B', levels: [program.levels[1], program.levels[1]] },
        'Level 1 appears twice',
        400,
      ],
      [
        { ...program, name: 'B', levels: [{ level: 1, wagePercent: '120', fringePercent: '50' }] },
        'A percent is more than 0 and at most 100, with at most 2 decimals',
        400,
      ],
      [{ ...program, name: ' ' }, 'Enter the program name', 400],
    ] as const) {
      const r = await send(w.admin, 'POST', '/certified/apprentice-programs', body);
      expect(r.status, message).toBe(status);
      expect(r.body.error.message).toBe(message);
    }
  });

  it('registers an employee at a level, refuses a second open registration and a level not in the program, ends it', async () => {
    const path = `/certified/employees/${w.jones.employeeId}/apprenticeships`;
    const badLevel = await send(w.admin, 'POST', path, {
      program_id: programId,
      level: 3,
      registered_on: '2026-01-05',
    });
    expect(badLevel.status).toBe(400);
    expect(badLevel.body.error.message).toBe('Level 3 is not a level of IBEW Local 6 JATC (levels 1, 2)');
    const reg = await send(w.admin, 'POST', path, {
      program_id: programId,
      level: 2,
      registration_number: 'A-77',
      registered_on: '2026-01-05',
    });
    expect(reg.status).toBe(201);
    expect(reg.body).toMatchObject({
      program_name: 'IBEW Local 6 JATC',
      level: 2,
      wage_percent: '55',
      ended_on: null,
    });
    const twice = await send(w.admin, 'POST', path, {
      program_id: programId,
      level: 1,
      registered_on: '2026-02-01',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(
      'M. Jones is already registered in IBEW Local 6 JATC from 2026-01-05: end that registration first',
    );
    const early = await send(w.admin, 'POST', `/certified/apprenticeships/${reg.body.id}/end`, {
      ended_on: '2026-01-01',
    });
    expect(early.status).toBe(400);
    expect(early.body.error.message).toBe('The end date cannot be before the registration date (2026-01-05)');
    const ended = await send(w.admin, 'POST', `/certified/apprenticeships/${reg.body.id}/end`, {
      ended_on: '2026-06-30',
    });
    expect(ended.body.ended_on).toBe('2026-06-30');
    const again = await send(w.admin, 'POST', `/certified/apprenticeships/${reg.body.id}/end`, {
      ended_on: '2026-07-30',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This apprenticeship has already ended');
    // An ended registration is no apprentice now, but it keeps the program.
    expect((await send(w.admin, 'GET', `/certified/apprentice-programs/${programId}`)).body.apprentices).toBe(
      0,
    );
    const inUse = await send(w.admin, 'DELETE', `/certified/apprentice-programs/${programId}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.error.message).toBe(
      'Program IBEW Local 6 JATC has registered apprentices: remove their registrations or mark it inactive',
    );
    expect((await auditsOf('employee_apprenticeships', reg.body.id)).map((a) => a.action).sort()).toEqual([
      'end_apprenticeship',
      'register_apprenticeship',
    ]);
    const setup = await send(w.admin, 'GET', `/certified/employees/${w.jones.employeeId}`);
    expect(setup.body.apprenticeships).toHaveLength(1);
  });
});

describe('employee fringe plans', () => {
  const path = () => `/certified/employees/${w.smith.employeeId}/fringe-plans`;

  it('adds per-hour and annual plans (6,240.00 over 2,080 hours shows 3.0000 an hour), changes and deletes them', async () => {
    const perHour = await send(w.admin, 'POST', path(), {
      plan: 'health',
      plan_name: 'Carpenters Health Trust',
      method: 'per_hour',
      rate_per_hour: '5',
      effective_from: '2026-01-01',
    });
    expect(perHour.status).toBe(201);
    expect(perHour.body).toMatchObject({
      rate_per_hour: '5.0000',
      annual_amount_cents: null,
      hourly_figure: '5.0000',
    });
    const annual = await send(w.admin, 'POST', path(), {
      plan: 'pension',
      plan_name: 'Company 401(k) match',
      method: 'annual',
      annual_amount_cents: 624_000,
      effective_from: '2026-01-01',
      effective_to: '2026-12-31',
    });
    expect(annual.status).toBe(201);
    // 6,240.00 ÷ 2,080 = 3.00 an hour.
    expect(annual.body).toMatchObject({ annual_hours: 2080, hourly_figure: '3.0000', rate_per_hour: null });
    const changed = await send(w.accountant, 'PUT', `/certified/fringe-plans/${annual.body.id}`, {
      plan: 'pension',
      plan_name: 'Company 401(k) match',
      method: 'annual',
      annual_amount_cents: 624_000,
      annual_hours: 2000,
      effective_from: '2026-01-01',
    });
    expect(changed.body).toMatchObject({ annual_hours: 2000, hourly_figure: '3.1200', effective_to: null });
    expect((await send(w.admin, 'DELETE', `/certified/fringe-plans/${perHour.body.id}`)).status).toBe(204);
    const setup = await send(w.admin, 'GET', `/certified/employees/${w.smith.employeeId}`);
    expect(setup.body.fringe_plans.map((p: { id: string }) => p.id)).toEqual([annual.body.id]);
    expect((await auditsOf('employee_fringe_plans', annual.body.id)).map((a) => a.action).sort()).toEqual([
      'create_employee_fringe_plan',
      'update_employee_fringe_plan',
    ]);
  });

  it('refuses incomplete plans with exact messages; a PM does not read employees’ plans', async () => {
    const base = { plan: 'health', plan_name: 'H', method: 'per_hour', effective_from: '2026-01-01' };
    for (const [body, message] of [
      [{ ...base }, 'Enter the contribution per hour (0 or more, at most 4 decimals)'],
      [{ ...base, rate_per_hour: 'x' }, 'Enter the contribution per hour (0 or more, at most 4 decimals)'],
      [{ ...base, method: 'annual' }, 'Enter the annual amount in cents (0 or more)'],
      [
        { ...base, method: 'annual', annual_amount_cents: 100, annual_hours: 0 },
        'Annual hours must be a whole number from 1 to 8784',
      ],
      [
        { ...base, rate_per_hour: 1, effective_to: '2025-12-31' },
        'The end date cannot be before the start date',
      ],
      [
        { ...base, plan: 'dental', rate_per_hour: 1 },
        'Choose the plan: health, pension, vacation, training or other',
      ],
      [{ ...base, plan_name: '', rate_per_hour: 1 }, 'Enter the plan name'],
    ] as const) {
      const res = await send(w.admin, 'POST', path(), body);
      expect(res.status, message).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    const pm = await send(w.pm1, 'GET', `/certified/employees/${w.smith.employeeId}`);
    expect(pm.status).toBe(403);
    expect(pm.body.error.message).toBe('Only the office sees employees’ fringe plans and apprenticeships');
    const unknown = await send(
      w.admin,
      'POST',
      '/certified/employees/00000000-0000-4000-8000-000000000000/fringe-plans',
      {
        ...base,
        rate_per_hour: 1,
      },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Employee not found');
  });
});

describe('certifying officers and compliance viewers', () => {
  it('marks people who may sign as certifying officers, refuses others and twice, removes', async () => {
    const field = await send(w.admin, 'POST', '/certified/officers', {
      user_id: w.smith.userId,
      title: 'Foreman',
    });
    expect(field.status).toBe(400);
    expect(field.body.error.message).toBe(
      'John Smith cannot sign certified payroll: a certifying officer must be a company admin, accountant, project manager or superintendent',
    );
    const noTitle = await send(w.admin, 'POST', '/certified/officers', {
      user_id: w.accountant.userId,
      title: '',
    });
    expect(noTitle.body.error.message).toBe("Enter the officer's title");
    const ok = await send(w.admin, 'POST', '/certified/officers', {
      user_id: w.accountant.userId,
      title: 'Controller',
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ name: 'Ann Ledger', title: 'Controller' });
    const twice = await send(w.admin, 'POST', '/certified/officers', {
      user_id: w.accountant.userId,
      title: 'CFO',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('Ann Ledger is already a certifying officer');
    const stranger = await send(w.admin, 'POST', '/certified/officers', {
      user_id: '00000000-0000-4000-8000-000000000000',
      title: 'X',
    });
    expect(stranger.status).toBe(404);
    expect(stranger.body.error.message).toBe('This person is not a member of the company');
    const list = await send(w.pm1, 'GET', '/certified/officers');
    expect(list.body.items.map((o: { name: string }) => o.name)).toEqual(['Ann Ledger']);
    expect((await send(w.admin, 'DELETE', `/certified/officers/${w.accountant.userId}`)).status).toBe(204);
    expect((await send(w.admin, 'DELETE', `/certified/officers/${w.accountant.userId}`)).status).toBe(404);
    expect((await auditsOf('certifying_officers', w.accountant.userId)).map((a) => a.action).sort()).toEqual([
      'add_certifying_officer',
      'remove_certifying_officer',
    ]);
  });

  it('adds a third-party user of the company to a job as compliance viewer, only them, once; removes', async () => {
    const path = `/certified/jobs/${w.jobs.j1.id}/viewers`;
    const notThird = await send(w.admin, 'POST', path, { user_id: w.pm1.userId });
    expect(notThird.status).toBe(400);
    expect(notThird.body.error.message).toBe(
      'Pat Manager is not a third-party user of the company: only third-party users are added as compliance viewers',
    );
    const ok = await send(w.admin, 'POST', path, { user_id: w.thirdParty.userId });
    expect(ok.status).toBe(201);
    const twice = await send(w.admin, 'POST', path, { user_id: w.thirdParty.userId });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(
      `${ok.body.name} already sees the signed reports of job ${w.jobs.j1.number}`,
    );
    const notCertified = await send(w.admin, 'POST', `/certified/jobs/${w.jobs.j2.id}/viewers`, {
      user_id: w.thirdParty.userId,
    });
    expect(notCertified.status).toBe(404);
    expect((await send(w.pm1, 'GET', path)).body.items.map((v: { user_id: string }) => v.user_id)).toEqual([
      w.thirdParty.userId,
    ]);
    expect((await send(w.pm2, 'GET', path)).status).toBe(403);
    expect((await send(w.thirdParty, 'GET', path)).status).toBe(403);
    expect((await send(w.admin, 'DELETE', `${path}/${w.thirdParty.userId}`)).status).toBe(204);
    expect((await send(w.admin, 'DELETE', `${path}/${w.thirdParty.userId}`)).status).toBe(404);
    const people = await send(w.admin, 'GET', '/certified/people');
    expect(
      people.body.items.find((p: { user_id: string }) => p.user_id === w.thirdParty.userId).roles,
    ).toEqual(['third_party']);
  });

  it('removes a job’s prevailing-wage settings only while it has no reports', async () => {
    const res = await send(w.admin, 'PUT', `/certified/jobs/${w.jobs.j2.id}`, settings);
    expect(res.status).toBe(200);
    expect((await send(w.admin, 'DELETE', `/certified/jobs/${w.jobs.j2.id}`)).status).toBe(204);
    const again = await send(w.admin, 'DELETE', `/certified/jobs/${w.jobs.j2.id}`);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('This job is not a prevailing-wage job');
  });
});
