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
let lines: { id: string }[];

const terms = {
  billing_method: 'progress',
  retainage_work_bps: 1000,
  retainage_stored_bps: 1000,
  payment_terms_days: 30,
};
const post = (who: Member, path: string, body?: unknown) => call(t, who.token, 'POST', path, body);
const get = (who: Member, path: string) => call(t, who.token, 'GET', path);
const contract = () => get(admin, `/api/v1/jobs/${w.jobId}/contract`).then((r) => r.body);
const figures = () => get(admin, `/api/v1/jobs/${w.jobId}/contract-figures`).then((r) => r.body);
const budget = () => get(admin, `/api/v1/jobs/${w.jobId}/budget`).then((r) => r.body);
const order = (over: Record<string, unknown> = {}) => ({
  job_id: w.jobId,
  change_order_date: '2026-04-01',
  customer_reference: 'Owner CO 7',
  description: 'Canopy',
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await createCompany(t, 'admin@a.co', 'A Builders');
  other = await createCompany(t, 'admin@b.co', 'B Builders');
  w = await commitmentWorld(t, admin, 'C001');
  const saved = await call(t, admin.token, 'PUT', `/api/v1/jobs/${w.jobId}/contract`, {
    ...terms,
    original_contract_cents: 1_000_000,
    lines: [
      { description: 'Sitework', original_cents: 300_000 },
      { description: 'Structure', original_cents: 700_000, cost_code_id: w.codes.concrete },
    ],
  });
  lines = saved.body.lines;
});
afterAll(() => t.close());

describe('customer change orders', () => {
  it('numbers per job without gaps or duplicates when many are created at once', async () => {
    const created = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post(
          admin,
          '/api/v1/customer-change-orders',
          order({
            description: `Parallel ${i}`,
            contract_lines: [{ contract_line_id: lines[0]?.id, amount_cents: 1 }],
          }),
        ),
      ),
    );
    expect(created.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(created.map((r) => r.body.change_order_number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    // Rejected: they never count; the badge and the list see them until then.
    const badge = await get(admin, '/api/v1/dashboard');
    expect(badge.body.badges['/change-orders/customer']).toBe(6);
    for (const r of created)
      expect((await post(admin, `/api/v1/customer-change-orders/${r.body.id}/reject`)).status).toBe(200);
    const rejected = await get(admin, `/api/v1/customer-change-orders?jobId=${w.jobId}&status=rejected`);
    expect(rejected.body.total).toBe(6);
  });

  it('pending changes are projected only; approval changes the contract, schedule and budget', async () => {
    const [first, second] = lines as [{ id: string }, { id: string }];
    const created = await post(
      admin,
      '/api/v1/customer-change-orders',
      order({
        contract_lines: [
          { contract_line_id: second.id, amount_cents: 25_050 },
          { contract_line_id: first.id, amount_cents: -10_000 },
          { description: 'Canopy', cost_code_id: w.codes.rebar, amount_cents: 80_001 },
        ],
        budget_lines: [
          { cost_code_id: w.codes.rebar, cost_category_id: w.categories.M, amount_cents: 60_000 },
        ],
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      change_order_number: 7,
      status: 'pending',
      contract_amount_cents: 95_051,
      budget_amount_cents: 60_000,
      customer_reference: 'Owner CO 7',
    });
    expect(await figures()).toMatchObject({
      original_contract_cents: 1_000_000,
      approved_changes_cents: 0,
      contract_to_date_cents: 1_000_000,
      pending_changes_cents: 95_051,
    });
    const pending = await contract();
    expect(pending.totals).toMatchObject({ scheduled_cents: 1_000_000, pending_changes_cents: 95_051 });
    const summaryBefore = await get(admin, `/api/v1/jobs/${w.jobId}/cost-summary`);
    expect(summaryBefore.body.totals.approved_budget_changes_cents).toBe(0);
    // 03-2000 M is on no original budget line: pending, it is projected on the budget page only.
    expect(summaryBefore.body.rows).toEqual([]);
    expect(await budget()).toMatchObject({
      lines: [],
      total_cents: 0,
      approved_changes_cents: 0,
      revised_total_cents: 0,
      pending_changes_cents: 60_000,
      revised_lines: [
        {
          cost_code: '03-2000',
          cost_category_code: 'M',
          original_cents: 0,
          approved_changes_cents: 0,
          revised_cents: 0,
          pending_changes_cents: 60_000,
        },
      ],
    });

    const approved = await post(admin, `/api/v1/customer-change-orders/${created.body.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', decided_by: { id: admin.userId } });
    expect(approved.body.contract_lines[2]).toMatchObject({ is_new_line: true, contract_line_number: 3 });
    const after = await contract();
    expect(
      after.lines.map((l: { line_number: number; original_cents: number; scheduled_cents: number }) => [
        l.line_number,
        l.original_cents,
        l.scheduled_cents,
      ]),
    ).toEqual([
      [1, 300_000, 290_000],
      [2, 700_000, 725_050],
      [3, 0, 80_001],
    ]);
    expect(after.lines[2]).toMatchObject({ added_by_change_order_id: created.body.id, cost_code: '03-2000' });
    expect(await figures()).toMatchObject({
      approved_changes_cents: 95_051,
      contract_to_date_cents: 1_095_051,
      pending_changes_cents: 0,
    });
    const summary = await get(admin, `/api/v1/jobs/${w.jobId}/cost-summary`);
    expect(summary.body.totals).toMatchObject({
      approved_budget_changes_cents: 60_000,
      revised_budget_cents: 60_000,
    });
    const revisedRow = {
      cost_code: '03-2000',
      cost_category_code: 'M',
      is_budgeted: true,
      original_budget_cents: 0,
      approved_budget_changes_cents: 60_000,
      revised_budget_cents: 60_000,
    };
    expect(summary.body.rows).toMatchObject([revisedRow]);
    expect(await budget()).toMatchObject({
      lines: [],
      total_cents: 0,
      approved_changes_cents: 60_000,
      revised_total_cents: 60_000,
      pending_changes_cents: 0,
      revised_lines: [
        {
          cost_code: '03-2000',
          cost_category_code: 'M',
          original_cents: 0,
          approved_changes_cents: 60_000,
          revised_cents: 60_000,
          pending_changes_cents: 0,
        },
      ],
    });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'approve_customer_change_order'), eq(auditLog.entityId, created.body.id)),
      );
    expect(audits).toHaveLength(1);

    // Approval cannot be undone, nor edited.
    expect((await post(admin, `/api/v1/customer-change-orders/${created.body.id}/reject`)).status).toBe(409);
    const edit = await call(t, admin.token, 'PATCH', `/api/v1/customer-change-orders/${created.body.id}`, {
      description: 'x',
    });
    expect(edit.status).toBe(409);
    expect(edit.body.error.message).toBe('Only a pending change order can be changed');
  });

  it('edits a pending order; refuses a change below what is billed, below zero, or a budget below zero', async () => {
    const [first] = lines as [{ id: string }];
    await insertApprovedApplication(t, admin.organizationId, w.jobId, 1, [
      { contractLineId: first.id, scheduledCents: 290_000, thisPeriod: 200_000, stored: 50_000 },
    ]);
    const below = await post(
      admin,
      '/api/v1/customer-change-orders',
      order({ contract_lines: [{ contract_line_id: first.id, amount_cents: -40_001 }] }),
    );
    expect(below.status).toBe(409);
    expect(below.body.error.message).toBe(
      'Line 1: scheduled value cannot be below the $2,500.00 billed on it',
    );
    const budget = await post(
      admin,
      '/api/v1/customer-change-orders',
      order({
        budget_lines: [
          { cost_code_id: w.codes.concrete, cost_category_id: w.categories.L, amount_cents: -1 },
        ],
      }),
    );
    expect(budget.body.error.message).toBe(`Budget 03-1000 L: revised budget cannot be negative`);
    const ok = await post(
      admin,
      '/api/v1/customer-change-orders',
      order({ contract_lines: [{ contract_line_id: first.id, amount_cents: -40_000 }] }),
    );
    expect(ok.status).toBe(201);
    const edited = await call(t, admin.token, 'PATCH', `/api/v1/customer-change-orders/${ok.body.id}`, {
      description: 'Less sitework',
      customer_reference: '',
      contract_lines: [{ contract_line_id: first.id, amount_cents: -30_000 }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      description: 'Less sitework',
      customer_reference: null,
      contract_amount_cents: -30_000,
    });
    // An application approved after it was written: approval checks again.
    await insertApprovedApplication(t, admin.organizationId, w.jobId, 2, [
      { contractLineId: first.id, scheduledCents: 290_000, previous: 250_000, thisPeriod: 20_000 },
    ]);
    const refused = await post(admin, `/api/v1/customer-change-orders/${ok.body.id}/approve`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      'Line 1: scheduled value cannot be below the $2,700.00 billed on it',
    );
    expect(await figures()).toMatchObject({
      billed_to_date_cents: 270_000,
      retainage_held_cents: 27_000,
      pending_changes_cents: -30_000,
    });
  });

  it('contract figures agree to the cent: billed, retainage, received and % billed', async () => {
    expect(await figures()).toEqual({
      job_id: w.jobId,
      has_contract: true,
      original_contract_cents: 1_000_000,
      approved_changes_cents: 95_051,
      contract_to_date_cents: 1_095_051,
      pending_changes_cents: -30_000,
      billed_to_date_cents: 270_000,
      retainage_held_cents: 27_000,
      received_cents: 0,
      percent_billed_bps: 2466,
    });
  });

  it('refuses a line of another job’s contract, a job without a contract, and foreign ids (404)', async () => {
    const bare = await commitmentWorld(t, admin, 'C002');
    const noContract = await post(
      admin,
      '/api/v1/customer-change-orders',
      order({ job_id: bare.jobId, contract_lines: [{ contract_line_id: lines[0]?.id, amount_cents: 1 }] }),
    );
    expect(noContract.status).toBe(409);
    expect(noContract.body.error.message).toBe('This job has no contract yet: save its contract first');
    const budgetOnly = await post(
      admin,
      '/api/v1/customer-change-orders',
      order({
        job_id: bare.jobId,
        budget_lines: [{ cost_code_id: w.codes.concrete, cost_category_id: w.categories.L, amount_cents: 5 }],
      }),
    );
    expect(budgetOnly.status).toBe(201);
    const wrongLine = await post(
      admin,
      '/api/v1/customer-change-orders',
      order({
        contract_lines: [{ contract_line_id: '00000000-0000-4000-8000-000000000000', amount_cents: 1 }],
      }),
    );
    expect(wrongLine.status).toBe(404);
    const foreignJob = await post(
      other,
      '/api/v1/customer-change-orders',
      order({
        budget_lines: [{ cost_code_id: w.codes.concrete, cost_category_id: w.categories.L, amount_cents: 5 }],
      }),
    );
    expect(foreignJob.status).toBe(404);
    expect((await get(other, `/api/v1/customer-change-orders/${budgetOnly.body.id}`)).status).toBe(404);
    expect((await post(other, `/api/v1/customer-change-orders/${budgetOnly.body.id}/approve`)).status).toBe(
      404,
    );
    expect((await get(other, '/api/v1/customer-change-orders')).body.total).toBe(0);
  });

  it('office roles create; only admins, project managers and internal staff approve', async () => {
    const accountant = await addMember(t, admin.organizationId, 'acct@a.co', 'accountant');
    const pm = await addMember(t, admin.organizationId, 'pm@a.co', 'project_manager');
    const foreman = await addMember(t, admin.organizationId, 'foreman@a.co', 'foreman');
    const created = await post(
      accountant,
      '/api/v1/customer-change-orders',
      order({ contract_lines: [{ contract_line_id: lines[1]?.id, amount_cents: 100 }] }),
    );
    expect(created.status).toBe(201);
    expect((await post(accountant, `/api/v1/customer-change-orders/${created.body.id}/approve`)).status).toBe(
      403,
    );
    expect((await get(foreman, '/api/v1/customer-change-orders')).status).toBe(403);
    expect((await post(pm, `/api/v1/customer-change-orders/${created.body.id}/approve`)).status).toBe(200);
  });
});
