import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, commitmentLines } from '../src/db/schema/index.ts';
import {
  commitmentWorld,
  insertVendor,
  scheduleLine,
  type TCommitmentWorld,
} from './helpers/commitment-fixtures.ts';
import { addMember, call, createCompany, type Member } from './helpers/org-users.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Member;
let other: Member;
let pm: Member;
let accountant: Member;
let w: TCommitmentWorld;
let vendorId: string;

const post = (who: Member, path: string, body?: unknown) => call(t, who.token, 'POST', path, body);
const get = (who: Member, path: string) => call(t, who.token, 'GET', path);

type TLine = { id: string; line_number: number };

/** An executed subcontract with two lines: 03-1000 S $10,000.00 and 03-2000 M $2,500.99. */
async function executedCommitment(status: 'draft' | 'issued' | 'executed' = 'executed') {
  const created = await post(admin, '/api/v1/commitments', {
    kind: 'subcontract',
    job_id: w.jobId,
    vendor_id: vendorId,
    description: 'Foundations',
    lines: [
      scheduleLine(w.codes.concrete, w.categories.S ?? '', 1_000_000, 'Footings'),
      scheduleLine(w.codes.rebar, w.categories.M ?? '', 250_099, 'Rebar'),
    ],
  });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  const id = created.body.id as string;
  if (status !== 'draft') await post(admin, `/api/v1/commitments/${id}/issue`);
  if (status === 'executed') await post(admin, `/api/v1/commitments/${id}/execute`);
  const lines = created.body.lines as TLine[];
  return { id, first: lines[0]?.id ?? '', second: lines[1]?.id ?? '' };
}

const order = (commitmentId: string, lines: unknown[], description = 'Owner change') => ({
  commitment_id: commitmentId,
  change_order_date: '2026-04-01',
  description,
  reason: 'Revised drawings',
  lines,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await createCompany(t, 'admin@a.co', 'A Builders');
  other = await createCompany(t, 'admin@b.co', 'B Builders');
  pm = await addMember(t, admin.organizationId, 'pm@a.co', 'project_manager');
  accountant = await addMember(t, admin.organizationId, 'acct@a.co', 'accountant');
  w = await commitmentWorld(t, admin, 'A001');
  vendorId = await insertVendor(t, admin.organizationId, 'V-0001');
});
afterAll(() => t.close());

describe('vendor change orders', () => {
  it('pending changes never count in revised; approval does, and records who and when', async () => {
    const c = await executedCommitment();
    const created = await post(
      accountant,
      '/api/v1/vendor-change-orders',
      order(c.id, [
        { commitment_line_id: c.first, amount_cents: 12_345 },
        { commitment_line_id: c.second, amount_cents: -99 },
      ]),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      change_order_number: 1,
      status: 'pending',
      amount_cents: 12_246,
      decided_by: null,
      commitment: { id: c.id, status: 'executed' },
    });
    expect(
      created.body.lines.map((l: { commitment_line_number: number }) => l.commitment_line_number),
    ).toEqual([1, 2]);

    let detail = (await get(admin, `/api/v1/commitments/${c.id}`)).body;
    expect(detail.totals).toEqual({
      original_cents: 1_250_099,
      approved_changes_cents: 0,
      revised_cents: 1_250_099,
      pending_changes_cents: 12_246,
      invoiced_cents: 0,
      remaining_cents: 1_250_099,
    });

    // Accountants write change orders but do not approve them.
    expect((await post(accountant, `/api/v1/vendor-change-orders/${created.body.id}/approve`)).status).toBe(
      403,
    );
    const approved = await post(pm, `/api/v1/vendor-change-orders/${created.body.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', decided_by: { id: pm.userId } });
    expect(approved.body.decided_at).not.toBeNull();

    detail = (await get(admin, `/api/v1/commitments/${c.id}`)).body;
    expect(detail.totals).toMatchObject({
      original_cents: 1_250_099,
      approved_changes_cents: 12_246,
      revised_cents: 1_262_345,
      pending_changes_cents: 0,
      remaining_cents: 1_262_345,
    });
    expect(detail.lines[1]).toMatchObject({
      original_cents: 250_099,
      approved_changes_cents: -99,
      revised_cents: 250_000,
    });
    expect(detail.change_orders).toEqual([
      expect.objectContaining({ change_order_number: 1, status: 'approved', amount_cents: 12_246 }),
    ]);

    // Decided once: no second decision, no edit.
    expect((await post(pm, `/api/v1/vendor-change-orders/${created.body.id}/reject`)).body.error.code).toBe(
      'change_order_not_pending',
    );
    const edit = await call(t, admin.token, 'PATCH', `/api/v1/vendor-change-orders/${created.body.id}`, {
      description: 'x',
    });
    expect(edit.body.error).toEqual({
      code: 'change_order_not_pending',
      message: 'Only a pending change order can be changed',
    });
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, created.body.id));
    expect(actions.map((a) => a.action).sort()).toEqual([
      'approve_vendor_change_order',
      'create_vendor_change_order',
    ]);
  });

  it('a new line joins the schedule on approval with original 0, linked to its change order', async () => {
    const c = await executedCommitment();
    const created = await post(
      admin,
      '/api/v1/vendor-change-orders',
      order(c.id, [
        {
          cost_code_id: w.codes.rebar,
          cost_category_id: w.categories.S ?? '',
          description: 'Epoxy anchors',
          amount_cents: 48_000,
        },
      ]),
    );
    expect(created.body.lines[0]).toMatchObject({
      commitment_line_id: null,
      is_new_line: true,
      cost_code: { code: '03-2000' },
      cost_category: { code: 'S' },
      amount_cents: 48_000,
    });
    expect((await get(admin, `/api/v1/commitments/${c.id}`)).body.totals.pending_changes_cents).toBe(48_000);
    const approved = await post(admin, `/api/v1/vendor-change-orders/${created.body.id}/approve`);
    expect(approved.body.lines[0]).toMatchObject({ is_new_line: true, commitment_line_number: 3 });
    const [added] = await t.db
      .select()
      .from(commitmentLines)
      .where(and(eq(commitmentLines.commitmentId, c.id), eq(commitmentLines.lineNumber, 3)));
    expect(added).toMatchObject({
      originalCents: 0,
      addedByChangeOrderId: created.body.id,
      description: 'Epoxy anchors',
    });
    const detail = (await get(admin, `/api/v1/commitments/${c.id}`)).body;
    expect(detail.lines[2]).toMatchObject({
      original_cents: 0,
      approved_changes_cents: 48_000,
      revised_cents: 48_000,
    });
    expect(detail.totals).toMatchObject({
      original_cents: 1_250_099,
      revised_cents: 1_298_099,
      pending_changes_cents: 0,
    });
  });

  it('rejection leaves the commitment as it was', async () => {
    const c = await executedCommitment();
    const created = await post(
      admin,
      '/api/v1/vendor-change-orders',
      order(c.id, [{ commitment_line_id: c.first, amount_cents: -5_000 }]),
    );
    const rejected = await post(pm, `/api/v1/vendor-change-orders/${created.body.id}/reject`);
    expect(rejected.body).toMatchObject({ status: 'rejected', decided_by: { id: pm.userId } });
    expect((await get(admin, `/api/v1/commitments/${c.id}`)).body.totals).toMatchObject({
      revised_cents: 1_250_099,
      pending_changes_cents: 0,
    });
  });

  it('refuses a line below zero (now and again at approval), a line of another commitment, a draft commitment', async () => {
    const c = await executedCommitment();
    const below = await post(
      admin,
      '/api/v1/vendor-change-orders',
      order(c.id, [{ commitment_line_id: c.second, amount_cents: -250_100 }]),
    );
    expect(below.status).toBe(409);
    expect(below.body.error).toEqual({
      code: 'change_order_refused',
      message: 'Line 2: revised amount cannot be negative',
    });
    // Down to exactly zero is fine.
    const toZero = await post(
      admin,
      '/api/v1/vendor-change-orders',
      order(c.id, [{ commitment_line_id: c.second, amount_cents: -250_099 }]),
    );
    expect(toZero.status).toBe(201);
    // Two pending orders that together would go below zero: the second approval is refused.
    const also = await post(
      admin,
      '/api/v1/vendor-change-orders',
      order(c.id, [{ commitment_line_id: c.second, amount_cents: -1 }]),
    );
    expect(also.status).toBe(201);
    expect((await post(admin, `/api/v1/vendor-change-orders/${toZero.body.id}/approve`)).status).toBe(200);
    const late = await post(admin, `/api/v1/vendor-change-orders/${also.body.id}/approve`);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe('Line 2: revised amount cannot be negative');
    expect((await get(admin, `/api/v1/vendor-change-orders/${also.body.id}`)).body.status).toBe('pending');

    const another = await executedCommitment();
    const foreignLine = await post(
      admin,
      '/api/v1/vendor-change-orders',
      order(c.id, [{ commitment_line_id: another.first, amount_cents: 1 }]),
    );
    expect(foreignLine.body.error.code).toBe('commitment_line_not_found');
    const draft = await executedCommitment('draft');
    const onDraft = await post(
      admin,
      '/api/v1/vendor-change-orders',
      order(draft.id, [{ commitment_line_id: draft.first, amount_cents: 1 }]),
    );
    expect(onDraft.body.error).toEqual({
      code: 'commitment_not_open',
      message: 'Change orders apply only to issued or executed commitments',
    });
    const parentCode = await post(
      admin,
      '/api/v1/vendor-change-orders',
      order(c.id, [
        { cost_code_id: w.codes.parent, cost_category_id: w.categories.S ?? '', amount_cents: 1 },
      ]),
    );
    expect(parentCode.body.error.code).toBe('cost_code_parent');
    // A commitment with change orders keeps its schedule: changes go through them.
    const issued = await executedCommitment('issued');
    await post(
      admin,
      '/api/v1/vendor-change-orders',
      order(issued.id, [{ commitment_line_id: issued.first, amount_cents: 1 }]),
    );
    const put = await call(t, admin.token, 'PUT', `/api/v1/commitments/${issued.id}/lines`, { lines: [] });
    expect(put.body.error.code).toBe('commitment_has_change_orders');
  });

  it('editing a pending order replaces its lines, checked again', async () => {
    const c = await executedCommitment();
    const created = await post(
      admin,
      '/api/v1/vendor-change-orders',
      order(c.id, [{ commitment_line_id: c.first, amount_cents: 100 }]),
    );
    const path = `/api/v1/vendor-change-orders/${created.body.id}`;
    const edited = await call(t, admin.token, 'PATCH', path, {
      description: 'Owner change, revised',
      reason: '',
      lines: [
        { commitment_line_id: c.first, amount_cents: 200 },
        { commitment_line_id: c.second, amount_cents: -300 },
      ],
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      description: 'Owner change, revised',
      reason: null,
      amount_cents: -100,
    });
    const tooMuch = await call(t, admin.token, 'PATCH', path, {
      lines: [{ commitment_line_id: c.first, amount_cents: -1_000_001 }],
    });
    expect(tooMuch.body.error.message).toBe('Line 1: revised amount cannot be negative');
    expect((await get(admin, path)).body.amount_cents).toBe(-100);
  });

  it('numbers per commitment: 10 created at once get 1…10', async () => {
    const c = await executedCommitment();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(
          admin,
          '/api/v1/vendor-change-orders',
          order(c.id, [{ commitment_line_id: c.first, amount_cents: i + 1 }]),
        ),
      ),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(results.map((r) => r.body.change_order_number).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    // Another commitment starts at 1 again.
    const d = await executedCommitment();
    expect(
      (
        await post(
          admin,
          '/api/v1/vendor-change-orders',
          order(d.id, [{ commitment_line_id: d.first, amount_cents: 1 }]),
        )
      ).body.change_order_number,
    ).toBe(1);
  });

  it('the list filters by status, job, vendor and commitment; the dashboard counts pending ones', async () => {
    const listW = await commitmentWorld(t, admin, 'LIST');
    const v2 = await insertVendor(t, admin.organizationId, 'V-LIST');
    const created = await post(admin, '/api/v1/commitments', {
      kind: 'purchase_order',
      job_id: listW.jobId,
      vendor_id: v2,
      description: 'Ready-mix',
      lines: [scheduleLine(w.codes.concrete, w.categories.M ?? '', 10_000)],
    });
    await post(admin, `/api/v1/commitments/${created.body.id}/issue`);
    const line = created.body.lines[0].id;
    const a = await post(
      admin,
      '/api/v1/vendor-change-orders',
      order(created.body.id, [{ commitment_line_id: line, amount_cents: 1 }], 'Extra load'),
    );
    await post(
      admin,
      '/api/v1/vendor-change-orders',
      order(created.body.id, [{ commitment_line_id: line, amount_cents: 2 }], 'Pump truck'),
    );
    await post(admin, `/api/v1/vendor-change-orders/${a.body.id}/approve`);
    const q = (query: string) => get(admin, `/api/v1/vendor-change-orders?jobId=${listW.jobId}&${query}`);
    expect((await q('')).body.total).toBe(2);
    expect((await q('status=pending')).body.items.map((o: { description: string }) => o.description)).toEqual(
      ['Pump truck'],
    );
    expect((await q(`vendorId=${v2}&status=approved`)).body.items[0]).toMatchObject({
      description: 'Extra load',
      vendor: { number: 'V-LIST' },
      job: { id: listW.jobId },
      commitment: { kind: 'purchase_order' },
    });
    expect((await q(`commitmentId=${created.body.id}&search=pump`)).body.total).toBe(1);
    expect(
      (await get(admin, `/api/v1/vendor-change-orders?vendorId=${vendorId}&jobId=${listW.jobId}`)).body.total,
    ).toBe(0);

    const pending = (await get(admin, '/api/v1/vendor-change-orders?status=pending&pageSize=1')).body.total;
    const dashboard = await get(pm, '/api/v1/dashboard');
    expect(dashboard.body.badges['/change-orders/vendor']).toBe(pending);
    const field = await addMember(t, admin.organizationId, 'field@a.co', 'field_employee');
    expect((await get(field, '/api/v1/dashboard')).body.badges['/change-orders/vendor']).toBeUndefined();
  });

  it('another organization sees nothing and cannot change orders against this one', async () => {
    const c = await executedCommitment();
    const created = await post(
      admin,
      '/api/v1/vendor-change-orders',
      order(c.id, [{ commitment_line_id: c.first, amount_cents: 1 }]),
    );
    const path = `/api/v1/vendor-change-orders/${created.body.id}`;
    expect((await get(other, path)).status).toBe(404);
    expect((await post(other, `${path}/approve`)).status).toBe(404);
    expect((await call(t, other.token, 'PATCH', path, { description: 'x' })).status).toBe(404);
    expect(
      (
        await post(
          other,
          '/api/v1/vendor-change-orders',
          order(c.id, [{ commitment_line_id: c.first, amount_cents: 1 }]),
        )
      ).status,
    ).toBe(404);
    expect((await get(other, '/api/v1/vendor-change-orders')).body.total).toBe(0);
    expect((await get(admin, path)).body.status).toBe('pending');
  });
});
