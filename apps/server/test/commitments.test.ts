import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, projects } from '../src/db/schema/index.ts';
import { withTenant } from '../src/lib/tenant.ts';
import { commitmentPdf } from '../src/modules/commitments/commitment-pdf.ts';
import { objectStoreFor } from '../src/storage/object-store-for.ts';
import {
  commitmentWorld,
  insertVendor,
  scheduleLine,
  setComplianceBlocks,
  type TCommitmentWorld,
} from './helpers/commitment-fixtures.ts';
import { addMember, call, createCompany, type Member } from './helpers/org-users.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Member;
let other: Member;
let w: TCommitmentWorld;
let vendorId: string;

const post = (who: Member, path: string, body?: unknown) => call(t, who.token, 'POST', path, body);
const get = (who: Member, path: string) => call(t, who.token, 'GET', path);
const patch = (who: Member, path: string, body: unknown) => call(t, who.token, 'PATCH', path, body);

function newCommitment(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'subcontract',
    job_id: w.jobId,
    vendor_id: vendorId,
    description: 'Foundations',
    lines: [
      scheduleLine(w.codes.concrete, w.categories.S ?? '', 1_000_001, 'Footings'),
      scheduleLine(w.codes.rebar, w.categories.M ?? '', 250_099, 'Rebar'),
    ],
    ...overrides,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createCompany(t, 'admin@a.co', 'A Builders');
  other = await createCompany(t, 'admin@b.co', 'B Builders');
  w = await commitmentWorld(t, admin, 'A001');
  vendorId = await insertVendor(t, admin.organizationId, 'V-0001');
});
afterAll(() => t.close());

describe('creating a commitment', () => {
  it('numbers per job and kind, defaults retainage from the company for subcontracts and 0 for POs', async () => {
    const sc = await post(admin, '/api/v1/commitments', newCommitment());
    expect(sc.status).toBe(201);
    expect(sc.body).toMatchObject({
      kind: 'subcontract',
      commitment_number: `${w.jobNumber}-SC-01`,
      status: 'draft',
      retainage_bps: 1000,
      warnings: [],
      job: { id: w.jobId, number: w.jobNumber },
      vendor: { id: vendorId, number: 'V-0001' },
    });
    expect(sc.body.lines.map((l: { line_number: number }) => l.line_number)).toEqual([1, 2]);
    expect(sc.body.totals).toEqual({
      original_cents: 1_250_100,
      approved_changes_cents: 0,
      revised_cents: 1_250_100,
      pending_changes_cents: 0,
      invoiced_cents: 0,
      remaining_cents: 1_250_100,
    });
    const po = await post(admin, '/api/v1/commitments', newCommitment({ kind: 'purchase_order', lines: [] }));
    expect(po.body).toMatchObject({ commitment_number: `${w.jobNumber}-PO-01`, retainage_bps: 0 });
    const sc2 = await post(admin, '/api/v1/commitments', newCommitment({ retainage_bps: 550 }));
    expect(sc2.body).toMatchObject({ commitment_number: `${w.jobNumber}-SC-02`, retainage_bps: 550 });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'create_commitment'), eq(auditLog.entityId, sc.body.id)));
    expect(audits).toHaveLength(1);
  });

  it('20 creates at once on one job get 20 consecutive numbers', async () => {
    const busy = await commitmentWorld(t, admin, 'BUSY');
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(admin, '/api/v1/commitments', newCommitment({ job_id: busy.jobId })),
      ),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    const numbers = results.map((r) => r.body.commitment_number as string).sort();
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, i) => `${busy.jobNumber}-SC-${String(i + 1).padStart(2, '0')}`),
    );
  });

  it('refuses an inactive job, an inactive vendor, a group cost code and what it cannot find', async () => {
    const closedJob = await commitmentWorld(t, admin, 'DONE');
    await t.db.update(projects).set({ status: 'completed' }).where(eq(projects.id, closedJob.jobId));
    const inactive = await insertVendor(t, admin.organizationId, 'V-0OFF', { isActive: false });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ job_id: closedJob.jobId }, 409, 'job_inactive'],
      [{ vendor_id: inactive }, 409, 'vendor_inactive'],
      [{ lines: [scheduleLine(w.codes.parent, w.categories.S ?? '', 1)] }, 400, 'cost_code_parent'],
      [{ job_id: '00000000-0000-4000-8000-000000000000' }, 404, 'job_not_found'],
      [{ vendor_id: '00000000-0000-4000-8000-000000000000' }, 404, 'vendor_not_found'],
      [{ description: '' }, 400, 'invalid_input'],
      [{ retainage_bps: 10_001 }, 400, 'invalid_input'],
    ];
    for (const [overrides, status, code] of cases) {
      const res = await post(admin, '/api/v1/commitments', newCommitment(overrides));
      expect(res.status, code).toBe(status);
      expect(res.body.error.code).toBe(code);
    }
    // Refusals consume no number.
    const next = await post(admin, '/api/v1/commitments', newCommitment({ job_id: closedJob.jobId }));
    expect(next.status).toBe(409);
  });

  it('warns about expired or expiring insurance, and refuses when the company blocks on it', async () => {
    const expired = await insertVendor(t, admin.organizationId, 'V-0EXP', { expiredOn: '2020-06-30' });
    const warned = await post(admin, '/api/v1/commitments', newCommitment({ vendor_id: expired }));
    expect(warned.status).toBe(201);
    expect(warned.body.warnings).toEqual(['General liability insurance expired on 2020-06-30']);
    await setComplianceBlocks(t, admin.organizationId, true);
    const blocked = await post(admin, '/api/v1/commitments', newCommitment({ vendor_id: expired }));
    expect(blocked.status).toBe(409);
    expect(blocked.body.error.code).toBe('vendor_not_compliant');
    expect(blocked.body.error.message).toContain('expired on 2020-06-30');
    await setComplianceBlocks(t, admin.organizationId, false);
  });
});

describe('editing and status', () => {
  it('draft: anything; executed: header text only, amounts only by change order; void and close rules', async () => {
    const created = (await post(admin, '/api/v1/commitments', newCommitment())).body;
    const path = `/api/v1/commitments/${created.id}`;
    const edited = await patch(admin, path, {
      description: 'Foundations and slabs',
      retainage_bps: 500,
      lines: [scheduleLine(w.codes.concrete, w.categories.S ?? '', 300_000, 'All concrete')],
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ description: 'Foundations and slabs', retainage_bps: 500 });
    expect(edited.body.totals.original_cents).toBe(300_000);
    const replaced = await call(t, admin.token, 'PUT', `${path}/lines`, {
      lines: [
        scheduleLine(w.codes.concrete, w.categories.S ?? '', 200_000),
        scheduleLine(w.codes.rebar, w.categories.M ?? '', 99_999),
      ],
    });
    expect(replaced.body.totals.original_cents).toBe(299_999);

    expect((await post(admin, `${path}/execute`)).body.error.message).toBe(
      'Cannot execute a draft commitment',
    );
    expect((await post(admin, `${path}/issue`)).body.status).toBe('issued');
    // Issued: amounts may still change.
    expect((await patch(admin, path, { retainage_bps: 1000 })).status).toBe(200);
    const executed = await post(admin, `${path}/execute`);
    expect(executed.body).toMatchObject({ status: 'executed' });
    expect(executed.body.executed_at).not.toBeNull();

    expect(
      (await patch(admin, path, { scope: 'Per drawings S-1..S-9', end_date: '2026-12-31' })).status,
    ).toBe(200);
    for (const body of [
      { lines: [scheduleLine(w.codes.concrete, w.categories.S ?? '', 1)] },
      { retainage_bps: 0 },
      { vendor_id: await insertVendor(t, admin.organizationId, 'V-0NEW') },
    ]) {
      const refused = await patch(admin, path, body);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toEqual({
        code: 'commitment_amounts_locked',
        message: 'Once executed, amounts change only through vendor change orders',
      });
    }
    const putRefused = await call(t, admin.token, 'PUT', `${path}/lines`, { lines: [] });
    expect(putRefused.body.error.code).toBe('commitment_amounts_locked');
    // The same retainage is not a change.
    expect((await patch(admin, path, { retainage_bps: 1000, description: 'Same' })).status).toBe(200);
    expect((await get(admin, path)).body.totals.original_cents).toBe(299_999);

    // Nothing invoiced: an executed commitment may be voided; then nothing moves it.
    const voided = await post(admin, `${path}/void`);
    expect(voided.body).toMatchObject({ status: 'void' });
    expect((await post(admin, `${path}/close`)).body.error.message).toBe('Cannot close a void commitment');
    expect((await patch(admin, path, { description: 'x' })).body.error.code).toBe('commitment_not_editable');

    const other2 = (await post(admin, '/api/v1/commitments', newCommitment())).body;
    const p2 = `/api/v1/commitments/${other2.id}`;
    await post(admin, `${p2}/issue`);
    await post(admin, `${p2}/execute`);
    expect((await post(admin, `${p2}/close`)).body.status).toBe('closed');
    expect((await post(admin, `${p2}/void`)).status).toBe(409);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, other2.id));
    expect(actions.map((a) => a.action).sort()).toEqual(
      ['close_commitment', 'create_commitment', 'execute_commitment', 'issue_commitment'].sort(),
    );
  });
});

describe('the list', () => {
  it('filters by job, vendor, kind, status and search, with paging and totals', async () => {
    const listW = await commitmentWorld(t, admin, 'LIST');
    const v2 = await insertVendor(t, admin.organizationId, 'V-LIST');
    const a = (await post(admin, '/api/v1/commitments', newCommitment({ job_id: listW.jobId }))).body;
    await post(
      admin,
      '/api/v1/commitments',
      newCommitment({
        job_id: listW.jobId,
        kind: 'purchase_order',
        vendor_id: v2,
        description: 'Ready-mix supply',
      }),
    );
    await post(admin, `/api/v1/commitments/${a.id}/issue`);
    const q = (query: string) => get(admin, `/api/v1/commitments?jobId=${listW.jobId}&${query}`);
    expect((await q('')).body.total).toBe(2);
    expect(
      (await q('kind=purchase_order')).body.items.map((c: { description: string }) => c.description),
    ).toEqual(['Ready-mix supply']);
    expect((await q(`vendorId=${v2}`)).body.total).toBe(1);
    expect((await q('status=issued')).body.items[0]).toMatchObject({
      id: a.id,
      totals: { revised_cents: 1_250_100 },
    });
    expect((await q('search=ready-MIX')).body.total).toBe(1);
    expect((await q('search=V-LIST')).body.total).toBe(1);
    const page = await q('pageSize=1&page=2');
    expect(page.body).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page.body.items).toHaveLength(1);
  });
});

describe('the PDF', () => {
  it('is one page with the number and company', async () => {
    const created = (await post(admin, '/api/v1/commitments', newCommitment({ scope: 'Scope text' }))).body;
    const res = await t.request(`/api/v1/commitments/${created.id}/pdf`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`${created.commitment_number}.pdf`);
    const bytes = Buffer.from(await res.arrayBuffer());
    const text = bytes.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(text).toContain(created.commitment_number);

    // Uncompressed, the page's text is there too (as glyph runs: the number's characters are drawn).
    const plain = await withTenant(t.db, admin, (tx) =>
      commitmentPdf(tx, objectStoreFor(t.deps.config), admin.organizationId, created.id, { compress: false }),
    );
    expect(plain.bytes.toString('latin1')).toMatch(/BT[\s\S]*Tj|TJ/);
    expect(plain.fileName).toBe(`${created.commitment_number}.pdf`);
  });
});

describe('roles and organizations', () => {
  it('foremen read, accountants write but do not execute, project managers execute; others see 404', async () => {
    const foreman = await addMember(t, admin.organizationId, 'foreman@a.co', 'foreman');
    const accountant = await addMember(t, admin.organizationId, 'acct@a.co', 'accountant');
    const pm = await addMember(t, admin.organizationId, 'pm@a.co', 'project_manager');
    const field = await addMember(t, admin.organizationId, 'field@a.co', 'field_employee');
    const created = await post(accountant, '/api/v1/commitments', newCommitment());
    expect(created.status).toBe(201);
    const path = `/api/v1/commitments/${created.body.id}`;
    expect((await get(foreman, path)).status).toBe(200);
    expect((await get(field, path)).status).toBe(403);
    expect((await post(foreman, '/api/v1/commitments', newCommitment())).status).toBe(403);
    expect((await post(accountant, `${path}/issue`)).status).toBe(200);
    expect((await post(accountant, `${path}/execute`)).status).toBe(403);
    expect((await post(pm, `${path}/execute`)).status).toBe(200);

    for (const [method, suffix] of [
      ['GET', ''],
      ['GET', '/pdf'],
      ['PATCH', ''],
      ['POST', '/void'],
    ] as const) {
      const res = await call(
        t,
        other.token,
        method,
        `${path}${suffix}`,
        method === 'PATCH' ? { description: 'x' } : undefined,
      );
      expect(res.status, `${method} ${suffix}`).toBe(404);
    }
    expect((await get(other, '/api/v1/commitments')).body.total).toBe(0);
    // Another organization's job, vendor or cost code cannot be used.
    const otherVendor = await insertVendor(t, other.organizationId, 'V-B001');
    const wB = await commitmentWorld(t, other, 'B001');
    expect((await post(admin, '/api/v1/commitments', newCommitment({ vendor_id: otherVendor }))).status).toBe(
      404,
    );
    expect((await post(admin, '/api/v1/commitments', newCommitment({ job_id: wB.jobId }))).status).toBe(404);
    const foreignCode = await post(
      admin,
      '/api/v1/commitments',
      newCommitment({ lines: [scheduleLine(wB.codes.concrete, w.categories.S ?? '', 1)] }),
    );
    expect(foreignCode.body.error.code).toBe('cost_code_not_found');
  });
});
