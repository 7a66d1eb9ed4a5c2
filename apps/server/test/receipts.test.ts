import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, journalLines } from '../src/db/schema/index.ts';
import { addMember, call, createCompany, type Member } from './helpers/org-users.ts';
import {
  applicationStatus,
  insertApprovedApplication,
  receivablesWorld,
  type TReceivablesWorld,
} from './helpers/receivables-fixture.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Member;
let other: Member;
let accountant: Member;
let pm: Member;
let foreman: Member;
let w: TReceivablesWorld;
let ow: TReceivablesWorld;

const post = (who: Member, path: string, body?: unknown) => call(t, who.token, 'POST', path, body);
const get = (who: Member, path: string) => call(t, who.token, 'GET', path);

const receipt = (world: TReceivablesWorld, amount: number, applications: unknown[] = [], extra = {}) => ({
  customer_id: world.customerId,
  receipt_date: '2026-04-20',
  method: 'check',
  reference: 'CHK 1001',
  amount_cents: amount,
  deposit_account_id: world.cashAccountId,
  applications,
  ...extra,
});

async function tieOut(who: Member = admin) {
  const res = await get(who, '/api/v1/receivables/tie-out?as_of=2026-12-31');
  expect(res.status).toBe(200);
  return res.body;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createCompany(t, 'admin@r.co', 'R Builders');
  other = await createCompany(t, 'admin@s.co', 'S Builders');
  accountant = await addMember(t, admin.organizationId, 'acct@r.co', 'accountant');
  pm = await addMember(t, admin.organizationId, 'pm@r.co', 'project_manager');
  foreman = await addMember(t, admin.organizationId, 'foreman@r.co', 'foreman');
  w = await receivablesWorld(t, admin, 'R001');
  ow = await receivablesWorld(t, other, 'S001');
});
afterAll(() => t.close());

describe('receipts', () => {
  it('a payment pays one application in full, another in part, and keeps the rest as credit', async () => {
    const a = await insertApprovedApplication(t, admin, w, {
      dueCents: 100_000,
      retainageCents: 10_000,
      dueDate: '2026-04-30',
      approvedOn: '2026-03-31',
    });
    const b = await insertApprovedApplication(t, admin, w, {
      dueCents: 50_000,
      dueDate: '2026-05-31',
      approvedOn: '2026-04-30',
    });
    const open = await get(accountant, `/api/v1/receivables/open-applications?customer_id=${w.customerId}`);
    expect(open.body.items.map((i: { id: string; open_cents: number }) => [i.id, i.open_cents])).toEqual([
      [a, 100_000],
      [b, 50_000],
    ]);

    const res = await post(
      accountant,
      '/api/v1/receipts',
      receipt(w, 120_000, [
        { application_id: a, amount_cents: 100_000 },
        { application_id: b, amount_cents: 10_000 },
      ]),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      amount_cents: 120_000,
      applied_cents: 110_000,
      unapplied_cents: 10_000,
      status: 'posted',
      method: 'check',
      reference: 'CHK 1001',
    });
    expect(res.body.applications).toHaveLength(2);
    expect(await applicationStatus(t, admin.organizationId, a)).toBe('paid');
    expect(await applicationStatus(t, admin.organizationId, b)).toBe('approved');

    // The posting: Dr cash, Cr AR for the whole payment, both carrying the customer.
    const lines = await t.db
      .select()
      .from(journalLines)
      .where(eq(journalLines.entryId, res.body.journal_entry_id))
      .orderBy(journalLines.lineNumber);
    expect(lines.map((l) => [l.accountId, l.debitCents, l.creditCents, l.customerId])).toEqual([
      [w.cashAccountId, 120_000, 0, w.customerId],
      [w.accounts.ar, 0, 120_000, w.customerId],
    ]);

    const balances = await get(pm, `/api/v1/receivables/customers?customer_id=${w.customerId}`);
    expect(balances.body.items).toEqual([
      expect.objectContaining({
        billed_cents: 150_000,
        retainage_held_cents: 10_000,
        received_cents: 120_000,
        credit_cents: 10_000,
        open_cents: 40_000,
      }),
    ]);
    expect(await tieOut()).toMatchObject({
      ar_subledger_cents: 30_000,
      ar_control_cents: 30_000,
      retainage_subledger_cents: 10_000,
      retainage_control_cents: 10_000,
      in_balance: true,
    });

    // The credit is applied later; then the second application is paid in full by a second payment.
    const applied = await post(accountant, `/api/v1/receipts/${res.body.id}/apply`, {
      applications: [{ application_id: b, amount_cents: 10_000 }],
    });
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ applied_cents: 120_000, unapplied_cents: 0 });
    expect(
      applied.body.applications.find((x: { application_id: string }) => x.application_id === b).amount_cents,
    ).toBe(20_000);
    const more = await post(accountant, `/api/v1/receipts/${res.body.id}/apply`, {
      applications: [{ application_id: b, amount_cents: 1 }],
    });
    expect(more.status).toBe(409);
    expect(more.body.error.code).toBe('over_applied');

    const second = await post(
      admin,
      '/api/v1/receipts',
      receipt(w, 30_000, [{ application_id: b, amount_cents: 30_000 }], { method: 'ach', reference: '' }),
    );
    expect(second.status).toBe(201);
    expect(second.body.reference).toBeNull();
    expect(await applicationStatus(t, admin.organizationId, b)).toBe('paid');
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        and(eq(auditLog.organizationId, admin.organizationId), eq(auditLog.entity, 'customer_receipts')),
      );
    expect(audits.map((x) => x.action).sort()).toEqual(['apply_receipt', 'create_receipt', 'create_receipt']);
    expect((await tieOut()).in_balance).toBe(true);
  });

  it('refuses applying more than an open amount or the payment, a paid application, and writes nothing', async () => {
    const app = await insertApprovedApplication(t, admin, w, {
      dueCents: 25_000,
      dueDate: '2026-06-30',
      approvedOn: '2026-05-31',
    });
    const before = (await get(admin, '/api/v1/receipts')).body.total;
    const over = await post(
      admin,
      '/api/v1/receipts',
      receipt(w, 30_000, [{ application_id: app, amount_cents: 25_001 }]),
    );
    expect(over.status).toBe(409);
    expect(over.body.error).toMatchObject({ code: 'over_applied' });
    expect(over.body.error.message).toContain('more than its open amount ($250.00)');
    const beyondPayment = await post(
      admin,
      '/api/v1/receipts',
      receipt(w, 10_000, [{ application_id: app, amount_cents: 20_000 }]),
    );
    expect(beyondPayment.status).toBe(400);
    expect((await get(admin, '/api/v1/receipts')).body.total).toBe(before);

    const paid = await post(
      admin,
      '/api/v1/receipts',
      receipt(w, 25_000, [{ application_id: app, amount_cents: 25_000 }]),
    );
    expect(paid.status).toBe(201);
    const again = await post(
      admin,
      '/api/v1/receipts',
      receipt(w, 1_000, [{ application_id: app, amount_cents: 1_000 }]),
    );
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('pay_application_not_open');
    expect((await tieOut()).in_balance).toBe(true);
  });

  it('refuses a deposit account that is not cash, an inactive customer, and bad input', async () => {
    const notCash = await post(
      admin,
      '/api/v1/receipts',
      receipt(w, 1_000, [], { deposit_account_id: w.accounts.revenue }),
    );
    expect(notCash.status).toBe(409);
    expect(notCash.body.error.code).toBe('deposit_account_not_cash');
    expect((await post(admin, '/api/v1/receipts', receipt(w, 0))).status).toBe(400);
    expect((await post(admin, '/api/v1/receipts', receipt(w, 10, [], { method: 'barter' }))).status).toBe(
      400,
    );

    const inactive = await receivablesWorld(t, admin, 'R009');
    await call(t, admin.token, 'PATCH', `/api/v1/customers/${inactive.customerId}`, { is_active: false });
    const res = await post(admin, '/api/v1/receipts', receipt(inactive, 1_000));
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('customer_inactive');
  });

  it('voiding reverses the posting, removes the applications and reopens paid applications', async () => {
    const app = await insertApprovedApplication(t, admin, w, {
      dueCents: 40_000,
      dueDate: '2026-07-31',
      approvedOn: '2026-06-30',
    });
    const res = await post(
      admin,
      '/api/v1/receipts',
      receipt(w, 45_000, [{ application_id: app, amount_cents: 40_000 }]),
    );
    expect(await applicationStatus(t, admin.organizationId, app)).toBe('paid');
    const early = await post(admin, `/api/v1/receipts/${res.body.id}/void`, { void_date: '2026-04-19' });
    expect(early.status).toBe(400);
    expect(early.body.error.code).toBe('void_before_receipt');

    const voided = await post(accountant, `/api/v1/receipts/${res.body.id}/void`, {
      void_date: '2026-05-02',
    });
    expect(voided.status).toBe(200);
    expect(voided.body).toMatchObject({
      status: 'void',
      void_date: '2026-05-02',
      applications: [],
      unapplied_cents: 0,
    });
    expect(await applicationStatus(t, admin.organizationId, app)).toBe('approved');
    const reversal = await t.db
      .select()
      .from(journalLines)
      .where(eq(journalLines.entryId, voided.body.void_entry_id));
    expect(reversal.map((l) => [l.accountId, l.debitCents, l.creditCents])).toEqual([
      [w.cashAccountId, 0, 45_000],
      [w.accounts.ar, 45_000, 0],
    ]);
    expect((await post(admin, `/api/v1/receipts/${res.body.id}/void`, {})).body.error.code).toBe(
      'receipt_already_void',
    );
    expect(
      (
        await post(admin, `/api/v1/receipts/${res.body.id}/apply`, {
          applications: [{ application_id: app, amount_cents: 1 }],
        })
      ).body.error.code,
    ).toBe('receipt_void');
    const list = await get(admin, '/api/v1/receipts?status=void');
    expect(list.body.items.map((r: { id: string }) => r.id)).toEqual([res.body.id]);
    // Before the void date the payment still counts (as credit: its applications are gone); after, not.
    expect((await tieOut()).in_balance).toBe(true);
    const asOfBefore = await get(admin, '/api/v1/receivables/tie-out?as_of=2026-05-01');
    expect(asOfBefore.body.in_balance).toBe(true);
  });

  it("another company's receipts, customers and applications are not found", async () => {
    const theirs = await insertApprovedApplication(t, other, ow, {
      dueCents: 5_000,
      dueDate: '2026-05-31',
      approvedOn: '2026-04-30',
    });
    const theirReceipt = await post(other, '/api/v1/receipts', receipt(ow, 5_000));
    expect(theirReceipt.status).toBe(201);
    const id = theirReceipt.body.id;
    expect((await get(admin, `/api/v1/receipts/${id}`)).status).toBe(404);
    expect((await post(admin, `/api/v1/receipts/${id}/void`, {})).status).toBe(404);
    expect(
      (
        await post(admin, `/api/v1/receipts/${id}/apply`, {
          applications: [{ application_id: theirs, amount_cents: 1 }],
        })
      ).status,
    ).toBe(404);
    expect((await post(admin, '/api/v1/receipts', receipt(ow, 1_000))).body.error.code).toBe(
      'customer_not_found',
    );
    const foreignApp = await post(
      admin,
      '/api/v1/receipts',
      receipt(w, 1_000, [{ application_id: theirs, amount_cents: 1_000 }]),
    );
    expect(foreignApp.status).toBe(404);
    expect(foreignApp.body.error.code).toBe('pay_application_not_found');
    const foreignAccount = await post(
      admin,
      '/api/v1/receipts',
      receipt(w, 1_000, [], { deposit_account_id: ow.cashAccountId }),
    );
    expect(foreignAccount.status).toBe(404);
    expect(
      (await get(admin, `/api/v1/receivables/open-applications?customer_id=${ow.customerId}`)).body.items,
    ).toEqual([]);
    expect((await get(admin, '/api/v1/receipts')).body.items.some((r: { id: string }) => r.id === id)).toBe(
      false,
    );
  });

  it('reading needs billing:read, recording billing:approve', async () => {
    expect((await get(pm, '/api/v1/receipts')).status).toBe(200);
    expect((await post(pm, '/api/v1/receipts', receipt(w, 1_000))).status).toBe(403);
    expect((await get(foreman, '/api/v1/receipts')).status).toBe(403);
    expect((await get(foreman, '/api/v1/receivables/aging')).status).toBe(403);
    const mine = await post(accountant, '/api/v1/receipts', receipt(w, 1_000));
    expect(mine.status).toBe(201);
    expect((await post(pm, `/api/v1/receipts/${mine.body.id}/void`, {})).status).toBe(403);
  });
});
