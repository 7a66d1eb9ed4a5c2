import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.ts';
import { commitmentWorld, type TCommitmentWorld } from './helpers/commitment-fixtures.ts';
import { insertApprovedApplication } from './helpers/contract-fixtures.ts';
import { addMember, call, createCompany, type Member } from './helpers/org-users.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Member;
let other: Member;
let w: TCommitmentWorld;

const contractPath = () => `/api/v1/jobs/${w.jobId}/contract`;
const terms = {
  original_contract_cents: 1_000_001,
  billing_method: 'progress',
  retainage_work_bps: 1000,
  retainage_stored_bps: 500,
  step_down_threshold_bps: 5000,
  step_down_work_bps: 500,
  retainage_cap_bps: null,
  payment_terms_days: 30,
};
const line = (description: string, original_cents: number, extra: Record<string, unknown> = {}) => ({
  description,
  original_cents,
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await createCompany(t, 'admin@a.co', 'A Builders');
  other = await createCompany(t, 'admin@b.co', 'B Builders');
  w = await commitmentWorld(t, admin, 'K001');
});
afterAll(() => t.close());

describe('the contract and its schedule of values', () => {
  it('answers the defaults while none is saved', async () => {
    const res = await call(t, admin.token, 'GET', contractPath());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: null,
      original_contract_cents: 0,
      retainage_work_bps: 1000,
      lines: [],
    });
  });

  it('saves terms and lines in one go, numbered in order, totalling the contract sum', async () => {
    const res = await call(t, admin.token, 'PUT', contractPath(), {
      ...terms,
      lines: [line('Sitework', 400_000, { cost_code_id: w.codes.concrete }), line('Structure', 600_001)],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      original_contract_cents: 1_000_001,
      retainage_stored_bps: 500,
      step_down_threshold_bps: 5000,
      has_pay_applications: false,
      totals: { original_cents: 1_000_001, scheduled_cents: 1_000_001, approved_changes_cents: 0 },
    });
    expect(
      res.body.lines.map((l: { line_number: number; cost_code: string | null }) => [
        l.line_number,
        l.cost_code,
      ]),
    ).toEqual([
      [1, '03-1000'],
      [2, null],
    ]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'create_contract'), eq(auditLog.entityId, res.body.id)));
    expect(audits).toHaveLength(1);
  });

  it('reorders and edits lines keeping their ids; removes the ones left out', async () => {
    const before = (await call(t, admin.token, 'GET', contractPath())).body;
    const [a, b] = before.lines;
    const res = await call(t, admin.token, 'PUT', contractPath(), {
      ...terms,
      original_contract_cents: 1_000_000,
      lines: [line('Structure', 600_000, { id: b.id }), line('Sitework and grading', 400_000, { id: a.id })],
    });
    expect(res.status).toBe(200);
    expect(res.body.lines.map((l: { id: string; line_number: number }) => [l.id, l.line_number])).toEqual([
      [b.id, 1],
      [a.id, 2],
    ]);
    const removed = await call(t, admin.token, 'PUT', contractPath(), {
      ...terms,
      original_contract_cents: 600_000,
      lines: [line('Structure', 600_000, { id: b.id })],
    });
    expect(removed.body.lines).toHaveLength(1);
  });

  it('refuses lines that do not total the sum, bad lines (every reason) and foreign line ids', async () => {
    const total = await call(t, admin.token, 'PUT', contractPath(), { ...terms, lines: [line('A', 5)] });
    expect(total.status).toBe(400);
    expect(total.body.error.message).toBe(
      'The schedule of values totals $0.05 but the contract sum is $10,000.01',
    );
    const bad = await call(t, admin.token, 'PUT', contractPath(), {
      ...terms,
      lines: [line('', -1), line('Ok', 1, { cost_code_id: w.codes.parent })],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.lines).toEqual([
      {
        index: 0,
        reasons: [
          'Description is required',
          'Scheduled value must be a non-negative amount with at most 2 decimals',
        ],
      },
      { index: 1, reasons: ['Choose a cost code, not a group (XX-0000)'] },
    ]);
    const foreign = await call(t, admin.token, 'PUT', contractPath(), {
      ...terms,
      original_contract_cents: 1,
      lines: [line('X', 1, { id: '00000000-0000-4000-8000-000000000000' })],
    });
    expect(foreign.status).toBe(404);
    const step = await call(t, admin.token, 'PUT', contractPath(), {
      ...terms,
      step_down_work_bps: 2000,
      lines: [],
    });
    expect(step.body.error.message).toBe(
      'The step-down retainage must be lower than the retainage on completed work',
    );
  });

  it('imports a schedule (all or nothing), the file’s total becoming the sum; exports it neutralised', async () => {
    const rows = [
      { line: '2', description: 'Finishes', scheduled_value: '2,500.50', cost_code: '03-2000' },
      { line: '1', description: '=HYPERLINK("x")', scheduled_value: '100' },
    ];
    const preview = await call(t, admin.token, 'POST', `${contractPath()}/import/preview`, { rows });
    expect(preview.body).toMatchObject({ valid: 2, invalid: 0, total_cents: 260_050, removed: 0 });
    const refused = await call(t, admin.token, 'POST', `${contractPath()}/import`, {
      rows: [...rows, { line: '3', description: '', scheduled_value: 'x' }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('import_invalid');
    const imported = await call(t, admin.token, 'POST', `${contractPath()}/import`, { rows });
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ created: 1, updated: 1, removed: 0 });
    expect(imported.body.contract.original_contract_cents).toBe(260_050);
    expect(imported.body.contract.lines.map((l: { description: string }) => l.description)).toEqual([
      '=HYPERLINK("x")',
      'Finishes',
    ]);
    const csv = await t.request(`${contractPath()}/export.csv`, { token: admin.token });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(await csv.text()).toBe(
      'line,description,scheduled_value,cost_code,approved_changes,contract_to_date\n' +
        `1,"'=HYPERLINK(""x"")",100.00,,0.00,100.00\n` +
        '2,Finishes,2500.50,03-2000,0.00,2500.50\n',
    );
  });

  it('once a pay application exists, scheduled values change only through change orders', async () => {
    const contract = (await call(t, admin.token, 'GET', contractPath())).body;
    const [first, second] = contract.lines;
    await insertApprovedApplication(t, admin.organizationId, w.jobId, 1, [
      { contractLineId: first.id, scheduledCents: 10_000, thisPeriod: 4_000 },
    ]);
    const keep = contract.lines.map(
      (l: { id: string; description: string; original_cents: number; cost_code_id: string | null }) => ({
        id: l.id,
        description: l.description,
        original_cents: l.original_cents,
        cost_code_id: l.cost_code_id,
      }),
    );
    const renamed = await call(t, admin.token, 'PUT', contractPath(), {
      ...terms,
      original_contract_cents: 260_050,
      retainage_work_bps: 800,
      lines: [{ ...keep[0], description: 'General conditions' }, keep[1]],
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ has_pay_applications: true, retainage_work_bps: 800 });
    expect(renamed.body.lines[0]).toMatchObject({ description: 'General conditions', billed_cents: 4_000 });
    const revalued = await call(t, admin.token, 'PUT', contractPath(), {
      ...terms,
      original_contract_cents: 260_050,
      lines: [
        { ...keep[0], original_cents: 10_050 },
        { ...keep[1], original_cents: 250_000 },
      ],
    });
    expect(revalued.status).toBe(409);
    expect(revalued.body.error.message).toBe(
      'This contract has pay applications: scheduled values change only through customer change orders',
    );
    const added = await call(t, admin.token, 'PUT', contractPath(), {
      ...terms,
      original_contract_cents: 260_050,
      lines: [...keep, line('More', 0)],
    });
    expect(added.status).toBe(409);
    const reimport = await call(t, admin.token, 'POST', `${contractPath()}/import`, {
      rows: [{ line: '1', description: 'x', scheduled_value: '1' }],
    });
    expect(reimport.status).toBe(409);
    expect(second.id).toBeTruthy();
  });

  it('is read by office roles, written by them; field roles and other companies are refused', async () => {
    const pm = await addMember(t, admin.organizationId, 'pm@a.co', 'project_manager');
    const foreman = await addMember(t, admin.organizationId, 'foreman@a.co', 'foreman');
    expect((await call(t, pm.token, 'GET', contractPath())).status).toBe(200);
    expect((await call(t, foreman.token, 'GET', contractPath())).status).toBe(403);
    expect((await call(t, foreman.token, 'GET', `/api/v1/jobs/${w.jobId}/contract-figures`)).status).toBe(
      403,
    );
    expect((await call(t, other.token, 'GET', contractPath())).status).toBe(404);
    expect((await call(t, other.token, 'PUT', contractPath(), { ...terms, lines: [] })).status).toBe(404);
    expect((await call(t, other.token, 'GET', `/api/v1/jobs/${w.jobId}/contract-figures`)).status).toBe(404);
  });
});

describe('contract figures against a real pay application', () => {
  it('billed, retainage and contract to date agree with the approved application’s G702 to the cent', async () => {
    const job = await commitmentWorld(t, admin, 'K002');
    const path = `/api/v1/jobs/${job.jobId}`;
    const saved = await call(t, admin.token, 'PUT', `${path}/contract`, {
      ...terms,
      step_down_threshold_bps: null,
      step_down_work_bps: null,
      original_contract_cents: 1_000_000,
      lines: [line('Sitework', 400_000), line('Structure', 600_000)],
    });
    const [sitework, structure] = saved.body.lines;
    const order = await call(t, admin.token, 'POST', '/api/v1/customer-change-orders', {
      job_id: job.jobId,
      change_order_date: '2026-03-01',
      description: 'More structure',
      contract_lines: [{ contract_line_id: structure.id, amount_cents: 50_001 }],
    });
    expect(
      (await call(t, admin.token, 'POST', `/api/v1/customer-change-orders/${order.body.id}/approve`)).status,
    ).toBe(200);
    const app = await call(t, admin.token, 'POST', `${path}/pay-applications`, {
      application_date: '2026-03-31',
      period_to: '2026-03-31',
    });
    expect(app.status).toBe(201);
    const lines = [
      { contract_line_id: sitework.id, percent_complete_bps: 5000 },
      { contract_line_id: structure.id, this_period_cents: 100_000, stored_cents: 20_000 },
    ];
    expect(
      (await call(t, admin.token, 'PATCH', `/api/v1/pay-applications/${app.body.id}`, { lines })).status,
    ).toBe(200);
    expect(
      (await call(t, admin.token, 'POST', `/api/v1/pay-applications/${app.body.id}/submit`, {})).status,
    ).toBe(200);
    const approved = await call(
      t,
      admin.token,
      'POST',
      `/api/v1/pay-applications/${app.body.id}/approve`,
      {},
    );
    expect(approved.status).toBe(200);
    const g702 = approved.body.summary;
    const figures = (await call(t, admin.token, 'GET', `${path}/contract-figures`)).body;
    // 200,000 + 100,000 + 20,000 billed; retainage 10 % of 300,000 work + 5 % of 20,000 stored.
    expect(figures).toMatchObject({
      original_contract_cents: g702.line1_original_contract_cents,
      approved_changes_cents: g702.line2_net_change_orders_cents,
      contract_to_date_cents: g702.line3_contract_sum_to_date_cents,
      billed_to_date_cents: g702.line4_completed_and_stored_cents,
      retainage_held_cents: g702.line5_retainage_cents,
    });
    expect(figures).toMatchObject({
      contract_to_date_cents: 1_050_001,
      billed_to_date_cents: 320_000,
      retainage_held_cents: 31_000,
      percent_billed_bps: 3048, // 320,000 ÷ 1,050,001 = 30.476 %, rounded
    });
    const contract = (await call(t, admin.token, 'GET', `${path}/contract`)).body;
    expect(contract.lines.map((l: { billed_cents: number }) => l.billed_cents)).toEqual([200_000, 120_000]);
  });
});
