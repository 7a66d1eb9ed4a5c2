import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TRole } from '@groundwork/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apInvoices, auditLog, employees, organizations, userRoles } from '../src/db/schema/index.ts';
import { sqlStateOf } from '../src/lib/db-errors.ts';
import { withTenant } from '../src/lib/tenant.ts';
import {
  commitmentWorld,
  insertVendor,
  scheduleLine,
  type TCommitmentWorld,
} from './helpers/commitment-fixtures.ts';
import { call, createCompany, type Member } from './helpers/org-users.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let dataDir: string;
let admin: Member;
let accountant: Member;
let pm: Member;
let otherPm: Member;
let superintendent: Member;
let outsider: Member;
let world: TCommitmentWorld;
let vendorId: string;
let otherVendorId: string;
let subcontractId: string;
let lineIds: string[];
let account: (number: string) => string;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function ok(res: Promise<{ status: number; body: unknown }>, status = 200) {
  const answer = await res;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
  return answer.body as any;
}
const get = (who: Member, p: string) => call(t, who.token, 'GET', p);
const post = (who: Member, p: string, body: unknown = {}) => call(t, who.token, 'POST', p, body);
const patch = (who: Member, p: string, body: unknown) => call(t, who.token, 'PATCH', p, body);

/** A person of the company with a role, an employee row and a name (a project manager must be one). */
async function person(email: string, role: TRole, fullName: string): Promise<Member> {
  const session = await t.signUp(email, 'correct-horse-1', fullName);
  await t.db
    .insert(userRoles)
    .values({ userId: session.user.id, organizationId: admin.organizationId, role });
  await t.db
    .insert(employees)
    .values({ userId: session.user.id, organizationId: admin.organizationId, employmentStatus: 'active' });
  return {
    token: session.access_token,
    userId: session.user.id,
    organizationId: admin.organizationId,
    email,
  };
}

async function setApprover(setting: 'project_manager' | 'office') {
  await ok(patch(admin, '/api/v1/organization/business', { ap_approver: setting }));
}

let invoiceCounter = 0;
/** A commitment-line invoice body; `lines` as [schedule line index, amount]. */
function commitmentInvoice(lines: [number, number][], over: Record<string, unknown> = {}) {
  invoiceCounter++;
  return {
    vendor_id: vendorId,
    invoice_number: `INV-${invoiceCounter}`,
    invoice_date: '2026-03-02',
    description: 'March progress',
    lines: lines.map(([i, amount]) => ({
      kind: 'commitment',
      commitment_line_id: lineIds[i],
      amount_cents: amount,
    })),
    ...over,
  };
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-ap-invoices-'));
  t = await createTestApp({ dataDir });
  admin = await createCompany(t, 'ap-admin@a.co', 'Payables Builders');
  outsider = await createCompany(t, 'ap-admin@b.co', 'Other Builders');
  accountant = await person('ap-accountant@a.co', 'accountant', 'Ann Accountant');
  pm = await person('ap-pm@a.co', 'project_manager', 'Pat Manager');
  otherPm = await person('ap-pm2@a.co', 'project_manager', 'Sam Other');
  superintendent = await person('ap-super@a.co', 'superintendent', 'Sue Super');
  world = await commitmentWorld(t, admin, 'AP01');
  vendorId = await insertVendor(t, admin.organizationId, 'V-AP01');
  otherVendorId = await insertVendor(t, admin.organizationId, 'V-AP02');
  const commitment = await ok(
    post(admin, '/api/v1/commitments', {
      kind: 'subcontract',
      job_id: world.jobId,
      vendor_id: vendorId,
      description: 'Concrete and rebar',
      retainage_bps: 1000,
      lines: [
        scheduleLine(world.codes.concrete, world.categories.S as string, 1_000_000, 'Footings'),
        scheduleLine(world.codes.rebar, world.categories.S as string, 500_000, 'Rebar'),
      ],
    }),
    201,
  );
  subcontractId = commitment.id;
  lineIds = commitment.lines.map((l: { id: string }) => l.id);
  await ok(post(admin, `/api/v1/commitments/${subcontractId}/issue`));
  await ok(patch(admin, `/api/v1/jobs/${world.jobId}`, { project_manager_id: pm.userId }));
  const chart = (await get(admin, '/api/v1/chart-of-accounts')).body.items as {
    id: string;
    account_number: string;
  }[];
  account = (number) => chart.find((a) => a.account_number === number)?.id ?? '';
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('entering an invoice', () => {
  it('against a subcontract: 10 % retainage of the lines together, due date from the vendor’s terms', async () => {
    const invoice = await ok(
      post(
        admin,
        '/api/v1/ap-invoices',
        commitmentInvoice([
          [0, 123_457],
          [1, 76_543],
        ]),
      ),
      201,
    );
    expect(invoice).toMatchObject({
      status: 'entered',
      invoice_date: '2026-03-02',
      due_date: '2026-04-01',
      gross_cents: 200_000,
      retainage_cents: 20_000,
      net_cents: 180_000,
      warnings: [],
      holds: [],
      approver: { kind: 'office', label: 'a company admin or accountant', may_approve: true },
    });
    expect(
      invoice.lines.map((l: Record<string, unknown>) => [
        l.kind,
        l.amount_cents,
        l.retainage_bps,
        l.retainage_cents,
      ]),
    ).toEqual([
      ['commitment', 123_457, 1000, 12_346],
      ['commitment', 76_543, 1000, 7_654],
    ]);
    expect(invoice.lines[0]).toMatchObject({
      job: { id: world.jobId },
      cost_code: { id: world.codes.concrete },
      commitment: { id: subcontractId },
      commitment_line: { line_number: 1, description: 'Footings' },
      default_bps: 1000,
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, invoice.id), eq(auditLog.action, 'create_ap_invoice')));
    expect(entry?.actorId).toBe(admin.userId);
  });

  it('direct job cost and overhead lines, retainage only when typed and then with a reason', async () => {
    const base = {
      vendor_id: otherVendorId,
      invoice_number: 'D-100',
      invoice_date: '2026-03-05',
      due_date: '2026-03-20',
      received_date: '2026-03-06',
    };
    const direct = {
      kind: 'job_cost',
      job_id: world.jobId,
      cost_code_id: world.codes.concrete,
      cost_category_id: world.categories.M,
      amount_cents: 45_000,
    };
    const overhead = { kind: 'overhead', expense_account_id: account('6200'), amount_cents: 12_345 };
    const refused = await post(admin, '/api/v1/ap-invoices', {
      ...base,
      lines: [{ ...direct, retainage_bps: 500 }, overhead],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual({
      code: 'invoice_line_invalid',
      message: 'Line 1: Retainage on a direct cost or overhead line needs a reason',
    });
    const invoice = await ok(
      post(admin, '/api/v1/ap-invoices', {
        ...base,
        lines: [
          { ...direct, retainage_bps: 500, retainage_override_reason: 'Supplier agreed to hold 5 %' },
          overhead,
        ],
      }),
      201,
    );
    expect(invoice).toMatchObject({
      due_date: '2026-03-20',
      received_date: '2026-03-06',
      gross_cents: 57_345,
    });
    expect(invoice.lines.map((l: Record<string, unknown>) => [l.kind, l.retainage_cents])).toEqual([
      ['job_cost', 2_250],
      ['overhead', 0],
    ]);
    expect(invoice.lines[1].expense_account).toMatchObject({ number: '6200' });
    // Overhead has no job, so it goes to the office whatever the setting.
    await setApprover('project_manager');
    const read = await ok(get(admin, `/api/v1/ap-invoices/${invoice.id}`));
    expect(read.approver.label).toBe("a company admin or accountant (overhead is not a job's)");
    await setApprover('office');
  });

  it('refuses what a line cannot take, naming the line', async () => {
    const base = { vendor_id: otherVendorId, invoice_number: 'BAD-1', invoice_date: '2026-03-05' };
    const refusal = async (line: Record<string, unknown>) =>
      (await post(admin, '/api/v1/ap-invoices', { ...base, lines: [line] })).body.error;
    expect(await refusal({ kind: 'job_cost', job_id: world.jobId, amount_cents: 100 })).toEqual({
      code: 'invoice_line_invalid',
      message: 'Line 1: Choose a cost code',
    });
    expect(
      await refusal({
        kind: 'job_cost',
        job_id: world.jobId,
        cost_code_id: world.codes.parent,
        cost_category_id: world.categories.M,
        amount_cents: 100,
      }),
    ).toEqual({ code: 'invoice_line_invalid', message: 'Line 1: Choose a cost code, not a group (XX-0000)' });
    expect(
      await refusal({ kind: 'overhead', expense_account_id: account('2000'), amount_cents: 100 }),
    ).toEqual({
      code: 'account_not_expense',
      message: 'Line 1: Overhead goes to an expense account (2000 is not one)',
    });
    expect(await refusal({ kind: 'overhead', expense_account_id: account('6000'), amount_cents: 0 })).toEqual(
      {
        code: 'invoice_line_invalid',
        message: 'Line 1: Enter an amount above zero',
      },
    );
    // Another vendor's commitment.
    expect(
      await refusal({ kind: 'commitment', commitment_line_id: lineIds[0], amount_cents: 100 }),
    ).toMatchObject({
      code: 'commitment_other_vendor',
    });
    const lateDue = await post(admin, '/api/v1/ap-invoices', {
      ...base,
      due_date: '2026-03-01',
      lines: [{ kind: 'overhead', expense_account_id: account('6000'), amount_cents: 100 }],
    });
    expect(lateDue.body.error).toEqual({
      code: 'invalid_input',
      message: 'The due date cannot be before the invoice date',
    });
  });

  it('a retainage other than the commitment’s needs its reason', async () => {
    const body = commitmentInvoice([[0, 10_000]]);
    const line = body.lines[0] as Record<string, unknown>;
    line.retainage_bps = 500;
    expect((await post(admin, '/api/v1/ap-invoices', body)).body.error.message).toBe(
      "Line 1: A retainage other than the commitment's 10.00 % needs a reason",
    );
    line.retainage_override_reason = 'Reduced by the owner for this scope';
    const invoice = await ok(post(admin, '/api/v1/ap-invoices', body), 201);
    expect(invoice.lines[0]).toMatchObject({
      retainage_bps: 500,
      retainage_cents: 500,
      retainage_override_reason: 'Reduced by the owner for this scope',
    });
  });
});

describe('the vendor’s invoice number', () => {
  it('is unique per vendor, whatever the case: 409 with who has it; another vendor may use it', async () => {
    await ok(
      post(admin, '/api/v1/ap-invoices', commitmentInvoice([[0, 1_000]], { invoice_number: 'A-77' })),
      201,
    );
    const again = await post(
      admin,
      '/api/v1/ap-invoices',
      commitmentInvoice([[0, 1_000]], { invoice_number: 'a-77' }),
    );
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({
      code: 'invoice_number_taken',
      message: 'Vendor V-AP01 already has invoice A-77 (entered)',
    });
    const check = await ok(get(admin, `/api/v1/ap-invoices/check-number?vendor_id=${vendorId}&number=A-77`));
    expect(check).toEqual({ available: false, message: 'Vendor V-AP01 already has invoice A-77 (entered)' });
    const free = await ok(
      get(admin, `/api/v1/ap-invoices/check-number?vendor_id=${otherVendorId}&number=A-77`),
    );
    expect(free).toEqual({ available: true, message: null });
    await ok(
      post(admin, '/api/v1/ap-invoices', {
        vendor_id: otherVendorId,
        invoice_number: 'A-77',
        invoice_date: '2026-03-02',
        lines: [{ kind: 'overhead', expense_account_id: account('6000'), amount_cents: 1_000 }],
      }),
      201,
    );
  });

  it('a possible duplicate — same vendor, amount and date — is warned, not refused', async () => {
    const first = await ok(
      post(admin, '/api/v1/ap-invoices', commitmentInvoice([[1, 4_321]], { invoice_date: '2026-02-10' })),
      201,
    );
    const second = await ok(
      post(admin, '/api/v1/ap-invoices', commitmentInvoice([[1, 4_321]], { invoice_date: '2026-02-10' })),
      201,
    );
    expect(second.warnings).toEqual([
      `Possible duplicate: invoice ${first.invoice_number} from Vendor V-AP01 has the same amount ($43.21) and date (2026-02-10)`,
    ]);
    // The first now sees the second too.
    expect((await ok(get(admin, `/api/v1/ap-invoices/${first.id}`))).warnings).toHaveLength(1);
  });
});

describe('editing', () => {
  it('an entered invoice changes and its totals follow; an approved one is final', async () => {
    const invoice = await ok(post(admin, '/api/v1/ap-invoices', commitmentInvoice([[0, 50_000]])), 201);
    const edited = await ok(
      patch(admin, `/api/v1/ap-invoices/${invoice.id}`, {
        description: 'Corrected',
        lines: [
          { kind: 'commitment', commitment_line_id: lineIds[0], amount_cents: 30_000 },
          { kind: 'commitment', commitment_line_id: lineIds[1], amount_cents: 20_001 },
        ],
      }),
    );
    expect(edited).toMatchObject({ description: 'Corrected', gross_cents: 50_001, retainage_cents: 5_000 });
    await ok(post(accountant, `/api/v1/ap-invoices/${invoice.id}/approve`));
    const late = await patch(admin, `/api/v1/ap-invoices/${invoice.id}`, { description: 'Too late' });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('invoice_not_editable');
    await ok(post(admin, `/api/v1/ap-invoices/${invoice.id}/void`, { reason: 'Test cleanup' }));
  });

  it('an entered invoice can be deleted; then its number is free', async () => {
    const invoice = await ok(
      post(admin, '/api/v1/ap-invoices', commitmentInvoice([[0, 1_000]], { invoice_number: 'DEL-1' })),
      201,
    );
    const res = await call(t, admin.token, 'DELETE', `/api/v1/ap-invoices/${invoice.id}`);
    expect(res.status).toBe(204);
    expect((await get(admin, `/api/v1/ap-invoices/${invoice.id}`)).status).toBe(404);
    await ok(
      post(admin, '/api/v1/ap-invoices', commitmentInvoice([[0, 1_000]], { invoice_number: 'DEL-1' })),
      201,
    );
  });
});

describe('against what is committed', () => {
  let commitmentId: string;
  let lineId: string;

  beforeAll(async () => {
    const commitment = await ok(
      post(admin, '/api/v1/commitments', {
        kind: 'subcontract',
        job_id: world.jobId,
        vendor_id: vendorId,
        description: 'Curbs',
        retainage_bps: 1000,
        lines: [scheduleLine(world.codes.concrete, world.categories.S as string, 100_000, 'Curbs')],
      }),
      201,
    );
    commitmentId = commitment.id;
    lineId = commitment.lines[0].id;
    await ok(post(admin, `/api/v1/commitments/${commitmentId}/issue`));
  });

  const curbs = (amount: number) => ({
    vendor_id: vendorId,
    invoice_number: `CURB-${++invoiceCounter}`,
    invoice_date: '2026-03-09',
    lines: [{ kind: 'commitment', commitment_line_id: lineId, amount_cents: amount }],
  });

  it('refuses billing past what remains, counting invoices not yet approved, until a change order covers it', async () => {
    const first = await ok(post(admin, '/api/v1/ap-invoices', curbs(60_000)), 201);
    const number = (await ok(get(admin, `/api/v1/commitments/${commitmentId}`))).commitment_number;
    const over = await post(admin, '/api/v1/ap-invoices', curbs(50_000));
    expect(over.status).toBe(409);
    expect(over.body.error).toEqual({
      code: 'over_commitment',
      message: `Line 1: $500.00 is more than the $400.00 remaining on ${number} line 1 (03-1000 S) (committed $1,000.00, invoiced $0.00, $600.00 on invoices not yet approved) — an approved change order must raise it first`,
    });
    const co = await ok(
      post(admin, '/api/v1/vendor-change-orders', {
        commitment_id: commitmentId,
        change_order_date: '2026-03-08',
        description: 'More curbs',
        reason: 'Owner added a run',
        lines: [{ commitment_line_id: lineId, amount_cents: 20_000 }],
      }),
      201,
    );
    const pending = await post(admin, '/api/v1/ap-invoices', curbs(50_000));
    expect(pending.body.error.message).toMatch(
      /— a pending change order of \$200\.00 must be approved first$/,
    );
    await ok(post(admin, `/api/v1/vendor-change-orders/${co.id}/approve`));
    const second = await ok(post(admin, '/api/v1/ap-invoices', curbs(50_000)), 201);

    // Where the line stands for the grid: nothing approved yet, 1,100.00 on entered invoices.
    const options = await ok(get(admin, `/api/v1/ap-invoices/commitment-lines?vendor_id=${vendorId}`));
    expect(options.items.find((o: { id: string }) => o.id === lineId)).toMatchObject({
      revised_cents: 120_000,
      invoiced_cents: 0,
      pending_invoices_cents: 110_000,
      pending_changes_cents: 0,
      remaining_cents: 120_000,
      commitment: { id: commitmentId, retainage_bps: 1000, job: { id: world.jobId } },
    });
    const excluding = await ok(
      get(admin, `/api/v1/ap-invoices/commitment-lines?vendor_id=${vendorId}&excludeInvoiceId=${second.id}`),
    );
    expect(excluding.items.find((o: { id: string }) => o.id === lineId).pending_invoices_cents).toBe(60_000);

    // Approved invoices are invoiced to date on the commitment's page.
    await ok(post(accountant, `/api/v1/ap-invoices/${first.id}/approve`));
    const detail = await ok(get(admin, `/api/v1/commitments/${commitmentId}`));
    expect(detail.lines[0]).toMatchObject({
      revised_cents: 120_000,
      invoiced_cents: 60_000,
      remaining_cents: 60_000,
    });
    expect(detail.totals).toMatchObject({ invoiced_cents: 60_000, remaining_cents: 60_000 });
    const list = await ok(get(admin, `/api/v1/commitments?jobId=${world.jobId}&pageSize=50`));
    expect(list.items.find((c: { id: string }) => c.id === commitmentId).totals.invoiced_cents).toBe(60_000);

    // A change order may not take the line below what is invoiced; down to it, the entered one is held.
    const tooLow = await post(admin, '/api/v1/vendor-change-orders', {
      commitment_id: commitmentId,
      change_order_date: '2026-03-10',
      description: 'Fewer curbs',
      reason: 'Value engineering',
      lines: [{ commitment_line_id: lineId, amount_cents: -60_001 }],
    });
    expect(tooLow.status).toBe(409);
    const down = await ok(
      post(admin, '/api/v1/vendor-change-orders', {
        commitment_id: commitmentId,
        change_order_date: '2026-03-10',
        description: 'Fewer curbs',
        reason: 'Value engineering',
        lines: [{ commitment_line_id: lineId, amount_cents: -20_000 }],
      }),
      201,
    );
    await ok(post(admin, `/api/v1/vendor-change-orders/${down.id}/approve`));
    const held = await ok(get(admin, `/api/v1/ap-invoices/${second.id}`));
    expect(held.holds).toEqual([
      {
        kind: 'over_commitment',
        reason: `Over commitment: Line 1: $500.00 is more than the $400.00 remaining on ${number} line 1 (03-1000 S) (committed $1,000.00, invoiced $600.00) — an approved change order must raise it first`,
      },
    ]);
    const refused = await post(accountant, `/api/v1/ap-invoices/${second.id}/approve`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('invoice_on_hold');
    expect(refused.body.error.message).toBe(`This invoice is on hold: ${held.holds[0].reason}`);
  });

  it('a closed commitment takes no more invoices', async () => {
    await ok(post(admin, `/api/v1/commitments/${commitmentId}/execute`));
    await ok(post(admin, `/api/v1/commitments/${commitmentId}/close`));
    const closed = await post(admin, '/api/v1/ap-invoices', curbs(1_000));
    expect(closed.status).toBe(409);
    expect(closed.body.error.code).toBe('commitment_not_open');
  });
});

describe('who approves', () => {
  let invoiceId: string;

  beforeAll(async () => {
    const invoice = await ok(post(admin, '/api/v1/ap-invoices', commitmentInvoice([[1, 10_000]])), 201);
    invoiceId = invoice.id;
  });

  it('the office setting: company admins and accountants; a project manager is told who approves', async () => {
    await setApprover('office');
    const asPm = await post(pm, `/api/v1/ap-invoices/${invoiceId}/approve`);
    expect(asPm.status).toBe(403);
    expect(asPm.body.error).toEqual({
      code: 'not_the_approver',
      message: 'This invoice is approved by a company admin or accountant',
    });
    expect((await ok(get(pm, `/api/v1/ap-invoices/${invoiceId}`))).approver.may_approve).toBe(false);
    // A superintendent holds no payables permission at all.
    expect((await post(superintendent, `/api/v1/ap-invoices/${invoiceId}/approve`)).status).toBe(403);
    expect((await get(superintendent, `/api/v1/ap-invoices/${invoiceId}`)).status).toBe(403);
  });

  it("the project manager setting: the job's project manager, not the office nor another manager", async () => {
    await setApprover('project_manager');
    const label = `${world.jobNumber}'s project manager, Pat Manager`;
    const view = await ok(get(pm, `/api/v1/ap-invoices/${invoiceId}`));
    expect(view.approver).toEqual({ kind: 'project_manager', label, user_id: pm.userId, may_approve: true });
    for (const who of [accountant, otherPm, admin]) {
      const refused = await post(who, `/api/v1/ap-invoices/${invoiceId}/approve`);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toEqual({
        code: 'not_the_approver',
        message: `This invoice is approved by ${label}`,
      });
    }
    // The badge counts it for its approver only.
    const badge = async (who: Member) =>
      (await ok(get(who, '/api/v1/dashboard'))).badges['/invoices/enter'] ?? 0;
    expect(await badge(otherPm)).toBe(0);
    const forPm = await badge(pm);
    expect(forPm).toBeGreaterThanOrEqual(1);
    const approved = await ok(post(pm, `/api/v1/ap-invoices/${invoiceId}/approve`));
    expect(approved).toMatchObject({
      status: 'approved',
      approved_by: { id: pm.userId, name: 'Pat Manager' },
    });
    expect(await badge(pm)).toBe(forPm - 1);
    const again = await post(pm, `/api/v1/ap-invoices/${invoiceId}/approve`);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('invoice_not_entered');
    await setApprover('office');
  });

  it('the office sees every entered invoice on its badge under the office setting', async () => {
    const entered = await ok(get(admin, '/api/v1/ap-invoices?status=entered&pageSize=100'));
    const badges = (await ok(get(accountant, '/api/v1/dashboard'))).badges;
    expect(badges['/invoices/enter']).toBe(entered.total);
    expect((await ok(get(pm, '/api/v1/dashboard'))).badges['/invoices/enter'] ?? 0).toBe(0);
  });

  it('an expired vendor is held when the company says so', async () => {
    const expiredVendor = await insertVendor(t, admin.organizationId, 'V-AP03', { expiredOn: '2026-01-31' });
    const invoice = await ok(
      post(admin, '/api/v1/ap-invoices', {
        vendor_id: expiredVendor,
        invoice_number: 'EXP-1',
        invoice_date: '2026-03-02',
        lines: [{ kind: 'overhead', expense_account_id: account('6300'), amount_cents: 9_900 }],
      }),
      201,
    );
    expect(invoice.holds).toEqual([]);
    await ok(patch(admin, '/api/v1/organization/business', { compliance_blocks_payables: true }));
    const held = await ok(get(admin, `/api/v1/ap-invoices/${invoice.id}`));
    const reason = 'Vendor compliance expired: General liability insurance expired on 2026-01-31';
    expect(held.holds).toEqual([{ kind: 'compliance_expired', reason }]);
    const refused = await post(accountant, `/api/v1/ap-invoices/${invoice.id}/approve`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'invoice_on_hold',
      message: `This invoice is on hold: ${reason}`,
    });
    await ok(patch(admin, '/api/v1/organization/business', { compliance_blocks_payables: false }));
    await ok(post(accountant, `/api/v1/ap-invoices/${invoice.id}/approve`));
  });
});

describe('posting and voiding', () => {
  it('posts one entry to the cent: Dr job cost with its dimensions and overhead, Cr AP net, Cr retainage payable', async () => {
    const invoice = await ok(
      post(admin, '/api/v1/ap-invoices', {
        vendor_id: vendorId,
        invoice_number: 'POST-1',
        invoice_date: '2026-03-12',
        description: 'Pour 2',
        lines: [
          { kind: 'commitment', commitment_line_id: lineIds[0], amount_cents: 333_333 },
          {
            kind: 'job_cost',
            job_id: world.jobId,
            cost_code_id: world.codes.rebar,
            cost_category_id: world.categories.M,
            amount_cents: 10_001,
            description: 'Tie wire',
          },
          { kind: 'overhead', expense_account_id: account('6000'), amount_cents: 2_500 },
        ],
      }),
      201,
    );
    expect(invoice).toMatchObject({ gross_cents: 345_834, retainage_cents: 33_333, net_cents: 312_501 });
    expect((await post(accountant, `/api/v1/ap-invoices/${invoice.id}/post`, {})).body.error.code).toBe(
      'invoice_not_approved',
    );
    await ok(post(accountant, `/api/v1/ap-invoices/${invoice.id}/approve`));
    // Project managers approve; they do not post.
    expect((await post(pm, `/api/v1/ap-invoices/${invoice.id}/post`, {})).status).toBe(403);
    const posted = await ok(post(accountant, `/api/v1/ap-invoices/${invoice.id}/post`, {}));
    expect(posted).toMatchObject({ status: 'posted', posted_by: { id: accountant.userId } });
    expect(posted.journal_entry.entry_date).toBe('2026-03-12');
    const entry = await ok(get(admin, `/api/v1/journal-entries/${posted.journal_entry.id}`));
    expect(entry.source_type).toBe('ap_invoice');
    expect(
      entry.lines.map((l: Record<string, unknown>) => [
        l.account_number ?? (l.account as { number?: string } | undefined)?.number,
        l.debit_cents,
        l.credit_cents,
        l.job_id ?? null,
        l.cost_code_id ?? null,
        l.cost_category_id ?? null,
      ]),
    ).toEqual([
      ['5200', 333_333, 0, world.jobId, world.codes.concrete, world.categories.S],
      ['5100', 10_001, 0, world.jobId, world.codes.rebar, world.categories.M],
      ['6000', 2_500, 0, null, null, null],
      ['2000', 0, 312_501, null, null, null],
      ['2050', 0, 33_333, null, null, null],
    ]);
    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, invoice.id), eq(auditLog.action, 'post_ap_invoice')));
    expect(audited?.after).toMatchObject({ journal_entry_id: posted.journal_entry.id, net_cents: 312_501 });
    // The invoice keeps its entry's date (the as-of reports date it without joining the entries).
    const [stored] = await t.db.select().from(apInvoices).where(eq(apInvoices.id, invoice.id));
    expect(stored?.postedOn).toBe('2026-03-12');
    // The database keeps the two together: a posted invoice without its date is refused (raw SQL, app role).
    const refusal = await withTenant(
      t.db,
      { userId: admin.userId, organizationId: admin.organizationId },
      (tx) => tx.execute(sql`update ap_invoices set posted_on = null where id = ${invoice.id}`),
    ).then(
      () => 'updated',
      (err: unknown) => sqlStateOf(err),
    );
    expect(refusal).toBe('23514');

    // A posted invoice is voided by its reversal while nothing is paid on it.
    const early = await post(accountant, `/api/v1/ap-invoices/${invoice.id}/void`, {
      void_date: '2026-03-11',
    });
    expect(early.body.error.code).toBe('void_date_invalid');
    const voided = await ok(
      post(accountant, `/api/v1/ap-invoices/${invoice.id}/void`, {
        void_date: '2026-03-20',
        reason: 'Billed twice',
      }),
    );
    expect(voided).toMatchObject({ status: 'void', void_reason: 'Billed twice', open_cents: 0 });
    const reversal = await ok(get(admin, `/api/v1/journal-entries/${voided.void_entry.id}`));
    expect(reversal.source_type).toBe('reversal');
    expect(reversal.lines.map((l: Record<string, number>) => [l.debit_cents, l.credit_cents])).toEqual([
      [0, 333_333],
      [0, 10_001],
      [0, 2_500],
      [312_501, 0],
      [33_333, 0],
    ]);
    expect((await post(accountant, `/api/v1/ap-invoices/${invoice.id}/void`, {})).body.error.code).toBe(
      'invoice_void',
    );
    // Its number is free again.
    await ok(
      post(admin, '/api/v1/ap-invoices', commitmentInvoice([[0, 1_000]], { invoice_number: 'POST-1' })),
      201,
    );
  });

  it('a posted invoice with a payment applied is not voided', async () => {
    const invoice = await ok(post(admin, '/api/v1/ap-invoices', commitmentInvoice([[1, 5_000]])), 201);
    await ok(post(accountant, `/api/v1/ap-invoices/${invoice.id}/approve`));
    await ok(post(accountant, `/api/v1/ap-invoices/${invoice.id}/post`, {}));
    // The payments module is not built yet: its rows are written directly.
    const [payment] = await t.db
      .insert((await import('../src/db/schema/index.ts')).apPayments)
      .values({
        organizationId: admin.organizationId,
        vendorId,
        paymentDate: '2026-03-15',
        bankAccountId: account('1000'),
        method: 'check',
        checkNumber: '1001',
        amountCents: 4_500,
      })
      .returning();
    if (!payment) throw new Error('no payment');
    await t.db.insert((await import('../src/db/schema/index.ts')).apPaymentApplications).values({
      organizationId: admin.organizationId,
      paymentId: payment.id,
      invoiceId: invoice.id,
      amountCents: 4_500,
    });
    expect((await ok(get(admin, `/api/v1/ap-invoices/${invoice.id}`))).open_cents).toBe(0);
    const refused = await post(accountant, `/api/v1/ap-invoices/${invoice.id}/void`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('invoice_paid');
  });

  it('an entered or approved invoice is voided without an entry', async () => {
    const invoice = await ok(post(admin, '/api/v1/ap-invoices', commitmentInvoice([[1, 1_000]])), 201);
    expect((await post(pm, `/api/v1/ap-invoices/${invoice.id}/void`, {})).status).toBe(403);
    const voided = await ok(post(accountant, `/api/v1/ap-invoices/${invoice.id}/void`, {}));
    expect(voided).toMatchObject({ status: 'void', journal_entry: null, void_entry: null });
  });
});

describe('the invoice’s document', () => {
  async function upload(who: Member, invoiceId: string, bytes: Uint8Array, name: string, type: string) {
    const form = new FormData();
    form.append('file', new File([bytes], name, { type }));
    const res = await t.request(`/api/v1/ap-invoices/${invoiceId}/document`, {
      method: 'POST',
      token: who.token,
      body: form,
    });
    return { status: res.status, body: await json(res) };
  }

  it('is kept in the documents, shown to payables readers only, and replaced by a new one', async () => {
    const invoice = await ok(post(admin, '/api/v1/ap-invoices', commitmentInvoice([[1, 2_000]])), 201);
    const first = await upload(admin, invoice.id, PDF, 'apex-1042.pdf', 'application/pdf');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.document).toMatchObject({
      file_name: 'apex-1042.pdf',
      content_type: 'application/pdf',
      vendor_id: vendorId,
      source: {
        type: 'ap_invoice',
        id: invoice.id,
        label: `Vendor invoice ${invoice.invoice_number}`,
        status: 'entered',
      },
    });
    const documentId = first.body.document.id;
    const download = await t.request(`/api/v1/documents/${documentId}/download`, { token: pm.token });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
    // A superintendent reads job documents but not payables: to them it does not exist.
    expect((await get(superintendent, `/api/v1/documents/${documentId}`)).status).toBe(404);
    const list = await ok(get(admin, `/api/v1/ap-invoices?search=${invoice.invoice_number}`));
    expect(list.items[0]).toMatchObject({ id: invoice.id, has_document: true });

    const wrong = await upload(admin, invoice.id, Buffer.from('plain text'), 'notes.pdf', 'application/pdf');
    expect(wrong.status).toBe(415);
    const second = await upload(admin, invoice.id, PDF, 'apex-1042-corrected.pdf', 'application/pdf');
    expect(second.body.document.file_name).toBe('apex-1042-corrected.pdf');
    expect((await get(admin, `/api/v1/documents/${documentId}`)).status).toBe(404);
  });
});

describe('another company', () => {
  it("finds none of this company's invoices, vendors or lines: 404", async () => {
    const invoice = await ok(post(admin, '/api/v1/ap-invoices', commitmentInvoice([[1, 3_000]])), 201);
    const id = invoice.id;
    expect((await get(outsider, `/api/v1/ap-invoices/${id}`)).status).toBe(404);
    expect((await patch(outsider, `/api/v1/ap-invoices/${id}`, { description: 'x' })).status).toBe(404);
    expect((await post(outsider, `/api/v1/ap-invoices/${id}/approve`)).status).toBe(404);
    expect((await post(outsider, `/api/v1/ap-invoices/${id}/post`, {})).status).toBe(404);
    expect((await post(outsider, `/api/v1/ap-invoices/${id}/void`, {})).status).toBe(404);
    expect((await call(t, outsider.token, 'DELETE', `/api/v1/ap-invoices/${id}`)).status).toBe(404);
    expect((await get(outsider, '/api/v1/ap-invoices')).body.total).toBe(0);
    const theirs = { invoice_number: 'X-1', invoice_date: '2026-03-02' };
    const withOurVendor = await post(outsider, '/api/v1/ap-invoices', {
      ...theirs,
      vendor_id: vendorId,
      lines: [{ kind: 'overhead', expense_account_id: account('6000'), amount_cents: 100 }],
    });
    expect(withOurVendor.body.error).toEqual({ code: 'vendor_not_found', message: 'Vendor not found' });
    expect((await get(outsider, `/api/v1/ap-invoices/commitment-lines?vendor_id=${vendorId}`)).status).toBe(
      404,
    );
    const outsiderVendor = await insertVendor(t, outsider.organizationId, 'V-OUT1');
    const line = async (l: Record<string, unknown>) =>
      (await post(outsider, '/api/v1/ap-invoices', { ...theirs, vendor_id: outsiderVendor, lines: [l] })).body
        .error;
    expect(await line({ kind: 'commitment', commitment_line_id: lineIds[0], amount_cents: 100 })).toEqual({
      code: 'commitment_line_not_found',
      message: 'Line 1: Commitment line not found',
    });
    expect(
      await line({
        kind: 'job_cost',
        job_id: world.jobId,
        cost_code_id: world.codes.concrete,
        cost_category_id: world.categories.S,
        amount_cents: 100,
      }),
    ).toEqual({ code: 'job_not_found', message: 'Line 1: Job not found' });
    expect(await line({ kind: 'overhead', expense_account_id: account('6000'), amount_cents: 100 })).toEqual({
      code: 'account_not_found',
      message: 'Line 1: Account not found',
    });
  });
});

describe('jobs carry their project manager', () => {
  it('only a project manager of the company; cleared with null', async () => {
    const job = await ok(get(admin, `/api/v1/jobs/${world.jobId}`));
    expect(job.project_manager).toEqual({ id: pm.userId, name: 'Pat Manager' });
    const managers = await ok(get(admin, '/api/v1/jobs/project-managers'));
    expect(managers.items.map((m: { name: string }) => m.name)).toEqual(['Pat Manager', 'Sam Other']);
    const refused = await patch(admin, `/api/v1/jobs/${world.jobId}`, {
      project_manager_id: accountant.userId,
    });
    expect(refused.body.error).toEqual({
      code: 'project_manager_invalid',
      message: 'Choose a project manager of the company',
    });
    const outsiderPm = await patch(admin, `/api/v1/jobs/${world.jobId}`, {
      project_manager_id: outsider.userId,
    });
    expect(outsiderPm.status).toBe(400);
    const cleared = await ok(patch(admin, `/api/v1/jobs/${world.jobId}`, { project_manager_id: null }));
    expect(cleared.project_manager).toBeNull();
    await ok(patch(admin, `/api/v1/jobs/${world.jobId}`, { project_manager_id: pm.userId }));
  });
});

describe('the golden check: job cost, AP and retainage payable move by exactly the invoices’ figures', () => {
  it('two invoices on a new job, approved and posted', async () => {
    const w = await commitmentWorld(t, admin, 'AP02');
    const sub = await ok(
      post(admin, '/api/v1/commitments', {
        kind: 'subcontract',
        job_id: w.jobId,
        vendor_id: vendorId,
        description: 'Foundations',
        retainage_bps: 1000,
        lines: [
          scheduleLine(w.codes.concrete, w.categories.S as string, 2_000_000),
          scheduleLine(w.codes.rebar, w.categories.S as string, 800_000),
        ],
      }),
      201,
    );
    await ok(post(admin, `/api/v1/commitments/${sub.id}/issue`));
    const asOf = '2026-06-30';
    const balances = async () => {
      const tb = await ok(get(admin, `/api/v1/ledger/trial-balance?as_of=${asOf}`));
      const of = (n: string) => {
        const r = tb.rows.find((row: { account_number: string }) => row.account_number === n);
        return r ? r.debit_cents - r.credit_cents : 0;
      };
      return { ap: of('2000'), retainage: of('2050'), rent: of('6200') };
    };
    const before = await balances();
    const g1 = await ok(
      post(admin, '/api/v1/ap-invoices', {
        vendor_id: vendorId,
        invoice_number: 'G-1',
        invoice_date: '2026-04-30',
        lines: [
          { kind: 'commitment', commitment_line_id: sub.lines[0].id, amount_cents: 1_234_567 },
          { kind: 'commitment', commitment_line_id: sub.lines[1].id, amount_cents: 765_433 },
        ],
      }),
      201,
    );
    const g2 = await ok(
      post(admin, '/api/v1/ap-invoices', {
        vendor_id: otherVendorId,
        invoice_number: 'G-2',
        invoice_date: '2026-05-04',
        lines: [
          {
            kind: 'job_cost',
            job_id: w.jobId,
            cost_code_id: w.codes.concrete,
            cost_category_id: w.categories.M,
            amount_cents: 45_000,
          },
          { kind: 'overhead', expense_account_id: account('6200'), amount_cents: 12_345 },
        ],
      }),
      201,
    );
    expect([g1.gross_cents, g1.retainage_cents, g1.net_cents]).toEqual([2_000_000, 200_000, 1_800_000]);
    expect([g2.gross_cents, g2.retainage_cents, g2.net_cents]).toEqual([57_345, 0, 57_345]);
    for (const g of [g1, g2]) {
      await ok(post(accountant, `/api/v1/ap-invoices/${g.id}/approve`));
      await ok(post(accountant, `/api/v1/ap-invoices/${g.id}/post`, {}));
    }
    const after = await balances();
    expect(after.ap - before.ap).toBe(-(1_800_000 + 57_345));
    expect(after.retainage - before.retainage).toBe(-200_000);
    expect(after.rent - before.rent).toBe(12_345);

    const jobCost = await ok(get(admin, `/api/v1/ledger/job-cost?job_id=${w.jobId}&as_of=${asOf}`));
    const cells = (rows: { cost_code: string; cost_category_code: string }[], pick: (r: never) => number) =>
      rows.map((r) => [r.cost_code, r.cost_category_code, pick(r as never)]);
    expect(cells(jobCost.rows, (r: { amount_cents: number }) => r.amount_cents)).toEqual([
      ['03-1000', 'M', 45_000],
      ['03-1000', 'S', 1_234_567],
      ['03-2000', 'S', 765_433],
    ]);
    expect(jobCost.total_cents).toBe(2_045_000);
    const summary = await ok(get(admin, `/api/v1/jobs/${w.jobId}/cost-summary?as_of=${asOf}`));
    expect(cells(summary.rows, (r: { actual_cents: number }) => r.actual_cents)).toEqual([
      ['03-1000', 'M', 45_000],
      ['03-1000', 'S', 1_234_567],
      ['03-2000', 'S', 765_433],
    ]);
    expect(summary.totals).toMatchObject({
      actual_cents: 2_045_000,
      committed_cents: 2_800_000,
      invoiced_cents: 2_000_000,
      committed_not_invoiced_cents: 800_000,
    });
    // Before the invoice date nothing moved.
    const early = await ok(get(admin, `/api/v1/ledger/job-cost?job_id=${w.jobId}&as_of=2026-04-29`));
    expect(early.total_cents).toBe(0);
    const [org] = await t.db.select().from(organizations).where(eq(organizations.id, admin.organizationId));
    expect(org?.apApprover).toBe('office');
  });
});
