import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, organizations, vendorInsuranceCertificates, vendors } from '../src/db/schema/index.ts';
import { addMember, call, createCompany, type Member } from './helpers/org-users.ts';
import {
  directLine,
  payablesWorld,
  postedInvoice,
  subcontractLine,
  type TPayablesWorld,
} from './helpers/payables-fixture.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Member;
let accountant: Member;
let pm: Member;
let superintendent: Member;
let outsider: Member;
let w: TPayablesWorld;
let secondBankId: string;

async function ok(res: Promise<{ status: number; body: unknown }>, status = 200) {
  const answer = await res;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
  return answer.body as any;
}
const get = (who: Member, p: string) => call(t, who.token, 'GET', p);
const post = (who: Member, p: string, body: unknown = {}) => call(t, who.token, 'POST', p, body);

/**
 * The model: every vendor's open balance and retainage held as the test expects them, kept by each
 * step; after each, the API's tie-out must equal it and the ledger's control accounts, to the cent.
 */
const model = { open: new Map<string, number>(), held: new Map<string, number>() };
const bump = (map: Map<string, number>, vendorId: string, cents: number) =>
  map.set(vendorId, (map.get(vendorId) ?? 0) + cents);
async function expectTiedOut() {
  const tie = await ok(get(accountant, '/api/v1/payables/tie-out?as_of=2026-12-31'));
  const sum = (map: Map<string, number>) => [...map.values()].reduce((s, v) => s + v, 0);
  expect(tie).toMatchObject({
    ap_subledger_cents: sum(model.open),
    ap_control_cents: sum(model.open),
    retainage_subledger_cents: sum(model.held),
    retainage_control_cents: sum(model.held),
    in_balance: true,
  });
  for (const v of tie.vendors) {
    expect(v.open_cents, v.vendor.number).toBe(model.open.get(v.vendor.id) ?? 0);
    expect(v.retainage_held_cents, v.vendor.number).toBe(model.held.get(v.vendor.id) ?? 0);
  }
}

/** Posts an invoice and adds it to the model. */
async function bill(body: Parameters<typeof postedInvoice>[2]) {
  const invoice = await postedInvoice(t, admin, body);
  bump(model.open, invoice.vendor.id, invoice.net_cents);
  bump(model.held, invoice.vendor.id, invoice.retainage_cents);
  return invoice;
}

/** A check run of one vendor's bills from the operating account. */
const checkRun = (vendorId: string, applications: unknown[], over: Record<string, unknown> = {}) => ({
  payment_date: '2026-04-10',
  bank_account_id: w.accounts.cash,
  method: 'check',
  payments: [{ vendor_id: vendorId, applications, ...over }],
});

async function pay(who: Member, run: ReturnType<typeof checkRun>) {
  const answer = await ok(post(who, '/api/v1/ap-payments', run), 201);
  for (const p of answer.items) bump(model.open, p.vendor.id, -p.amount_cents);
  return answer.items;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createCompany(t, 'pay-admin@a.co', 'Paying Builders');
  outsider = await createCompany(t, 'pay-admin@b.co', 'Other Builders');
  accountant = await addMember(t, admin.organizationId, 'pay-accountant@a.co', 'accountant');
  pm = await addMember(t, admin.organizationId, 'pay-pm@a.co', 'project_manager');
  superintendent = await addMember(t, admin.organizationId, 'pay-super@a.co', 'superintendent');
  w = await payablesWorld(t, admin, 'PY01');
  const second = await ok(
    post(admin, '/api/v1/chart-of-accounts', {
      account_number: '1020',
      account_name: 'Payroll Bank',
      account_type: 'asset',
      is_cash: true,
    }),
    201,
  );
  secondBankId = second.id;
});
afterAll(() => t.close());

describe('the bank accounts bills are paid from', () => {
  it('are the active cash accounts, each with the next check number (1001 on a new one)', async () => {
    const { items } = await ok(get(accountant, '/api/v1/ap-payments/bank-accounts'));
    expect(items.map((a: { account_number: string }) => a.account_number)).toEqual(['1000', '1020']);
    expect(items[0]).toMatchObject({
      id: w.accounts.cash,
      account_name: 'Cash - Operating',
      next_check_number: '1001',
    });
  });
});

describe('paying a subcontract invoice in part, then in full', () => {
  let invoice: { id: string; net_cents: number; invoice_number: string };

  beforeAll(async () => {
    // $2,000.00 gross, $200.00 retainage, $1,800.00 net.
    invoice = await bill({
      vendor_id: w.vendorId,
      lines: [subcontractLine(w, 0, 123_457), subcontractLine(w, 1, 76_543)],
    });
    expect(invoice).toMatchObject({ status: 'posted', net_cents: 180_000, retainage_cents: 20_000 });
    await expectTiedOut();
  });

  it('shows on Pay Bills with what is open, due by its date', async () => {
    const { items } = await ok(get(accountant, `/api/v1/ap-payments/payables?vendor_id=${w.vendorId}`));
    expect(items).toEqual([
      expect.objectContaining({
        kind: 'invoice',
        id: invoice.id,
        label: `Invoice ${invoice.invoice_number}`,
        due_date: '2026-04-01',
        jobs: [w.world.jobNumber],
        commitments: [expect.objectContaining({ id: w.subcontractId, kind: 'subcontract' })],
        amount_cents: 180_000,
        paid_cents: 0,
        open_cents: 180_000,
        holds: [],
      }),
    ]);
    const early = await ok(
      get(accountant, `/api/v1/ap-payments/payables?vendor_id=${w.vendorId}&due_by=2026-03-31`),
    );
    expect(early.items).toEqual([]);
    const byJob = await ok(
      get(accountant, `/api/v1/ap-payments/payables?job_id=${w.world.jobId}&due_by=2026-04-01`),
    );
    expect(byJob.items.map((i: { id: string }) => i.id)).toContain(invoice.id);
  });

  it('a partial payment by check: numbered 1001, Dr accounts payable, Cr cash, the rest stays open', async () => {
    const [payment] = await pay(
      accountant,
      checkRun(w.vendorId, [{ invoice_id: invoice.id, amount_cents: 50_001 }]),
    );
    expect(payment).toMatchObject({
      method: 'check',
      check_number: '1001',
      amount_cents: 50_001,
      status: 'posted',
      payment_date: '2026-04-10',
      bank_account: { id: w.accounts.cash, number: '1000' },
      paid: [`Invoice ${invoice.invoice_number}`],
      applications: [
        { kind: 'invoice', invoice: { id: invoice.id }, release_id: null, amount_cents: 50_001 },
      ],
    });
    const entry = await ok(get(accountant, `/api/v1/journal-entries/${payment.journal_entry.id}`));
    expect(entry).toMatchObject({ source_type: 'ap_payment', entry_date: '2026-04-10' });
    expect(
      entry.lines.map((l: { account_id: string; debit_cents: number; credit_cents: number }) => [
        l.account_id,
        l.debit_cents,
        l.credit_cents,
      ]),
    ).toEqual([
      [w.accounts.payable, 50_001, 0],
      [w.accounts.cash, 0, 50_001],
    ]);
    const read = await ok(get(accountant, `/api/v1/ap-invoices/${invoice.id}`));
    expect(read).toMatchObject({ paid_cents: 50_001, open_cents: 129_999 });
    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, payment.id), eq(auditLog.action, 'create_ap_payment')));
    expect(audited?.actorId).toBe(accountant.userId);
    await expectTiedOut();
  });

  it('refuses paying more than is open, naming both figures, and changes nothing', async () => {
    const over = await post(
      accountant,
      '/api/v1/ap-payments',
      checkRun(w.vendorId, [{ invoice_id: invoice.id, amount_cents: 130_000 }]),
    );
    expect(over.status).toBe(409);
    expect(over.body.error).toEqual({
      code: 'overpayment',
      message: `Invoice ${invoice.invoice_number}: $1,300.00 is more than the $1,299.99 open`,
    });
    const { items } = await ok(get(accountant, '/api/v1/ap-payments/bank-accounts'));
    expect(items[0].next_check_number).toBe('1002');
    await expectTiedOut();
  });

  it('pays the rest in full: check 1002, nothing open, gone from Pay Bills', async () => {
    const [payment] = await pay(
      accountant,
      checkRun(w.vendorId, [{ invoice_id: invoice.id, amount_cents: 129_999 }]),
    );
    expect(payment.check_number).toBe('1002');
    expect(await ok(get(accountant, `/api/v1/ap-invoices/${invoice.id}`))).toMatchObject({ open_cents: 0 });
    const { items } = await ok(get(accountant, `/api/v1/ap-payments/payables?vendor_id=${w.vendorId}`));
    expect(items).toEqual([]);
    await expectTiedOut();
  });

  it('a paid invoice cannot be voided', async () => {
    const res = await post(admin, `/api/v1/ap-invoices/${invoice.id}/void`, { reason: 'Too late' });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('invoice_paid');
  });
});

describe('voiding a payment', () => {
  it('reverses its entry and opens the bills again; a check keeps its number', async () => {
    const invoice = await bill({ vendor_id: w.supplierId, lines: [directLine(w, 75_050)] });
    const [payment] = await pay(
      accountant,
      checkRun(w.supplierId, [{ invoice_id: invoice.id, amount_cents: 75_050 }]),
    );
    expect(payment.check_number).toBe('1003');
    await expectTiedOut();
    const early = await post(accountant, `/api/v1/ap-payments/${payment.id}/void`, {
      void_date: '2026-04-09',
    });
    expect(early.status).toBe(400);
    expect(early.body.error.code).toBe('void_date_invalid');
    const voided = await ok(
      post(accountant, `/api/v1/ap-payments/${payment.id}/void`, {
        void_date: '2026-04-15',
        reason: 'Lost in the mail',
      }),
    );
    bump(model.open, w.supplierId, 75_050);
    expect(voided).toMatchObject({
      status: 'void',
      void_date: '2026-04-15',
      void_reason: 'Lost in the mail',
      voided_by: { id: accountant.userId },
      void_entry: { entry_date: '2026-04-15' },
    });
    const reversal = await ok(get(accountant, `/api/v1/journal-entries/${voided.void_entry.id}`));
    expect(
      reversal.lines.map((l: { account_id: string; debit_cents: number; credit_cents: number }) => [
        l.account_id,
        l.debit_cents,
        l.credit_cents,
      ]),
    ).toEqual([
      [w.accounts.payable, 0, 75_050],
      [w.accounts.cash, 75_050, 0],
    ]);
    expect(await ok(get(accountant, `/api/v1/ap-invoices/${invoice.id}`))).toMatchObject({
      paid_cents: 0,
      open_cents: 75_050,
    });
    await expectTiedOut();
    const again = await post(accountant, `/api/v1/ap-payments/${payment.id}/void`, {});
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('payment_void');
    // Its number stays used: the next check is 1004, and typing 1003 again is refused.
    const taken = await post(
      accountant,
      '/api/v1/ap-payments',
      checkRun(w.supplierId, [{ invoice_id: invoice.id, amount_cents: 100 }], { check_number: '1003' }),
    );
    expect(taken.status).toBe(409);
    expect(taken.body.error).toEqual({
      code: 'check_number_taken',
      message: 'Check 1003 is already used on 1000 Cash - Operating',
    });
    // Another account has its own numbers: 1003 is free there.
    const other = await pay(accountant, {
      ...checkRun(w.supplierId, [{ invoice_id: invoice.id, amount_cents: 100 }], { check_number: '1003' }),
      bank_account_id: secondBankId,
    });
    expect(other[0]).toMatchObject({ check_number: '1003', bank_account: { number: '1020' } });
    // The invoice is paid again and can be voided no more.
    const pay2 = await pay(
      accountant,
      checkRun(w.supplierId, [{ invoice_id: invoice.id, amount_cents: 74_950 }]),
    );
    expect(pay2[0].check_number).toBe('1004');
    await expectTiedOut();
  });
});

describe('a run', () => {
  it('pays several vendors, one payment each, with consecutive check numbers; one transaction', async () => {
    const a = await bill({ vendor_id: w.vendorId, lines: [subcontractLine(w, 0, 10_000)] });
    const b = await bill({ vendor_id: w.supplierId, lines: [directLine(w, 2_500)] });
    const c = await bill({ vendor_id: w.supplierId, lines: [directLine(w, 3_333)] });
    const run = {
      payment_date: '2026-04-20',
      bank_account_id: w.accounts.cash,
      method: 'check',
      payments: [
        { vendor_id: w.vendorId, applications: [{ invoice_id: a.id, amount_cents: 9_000 }] },
        {
          vendor_id: w.supplierId,
          memo: 'April materials',
          applications: [
            { invoice_id: b.id, amount_cents: 2_500 },
            { invoice_id: c.id, amount_cents: 1_000 },
          ],
        },
      ],
    };
    // One bill refused refuses the whole run.
    const refused = await post(accountant, '/api/v1/ap-payments', {
      ...run,
      payments: [
        run.payments[0],
        { ...run.payments[1], applications: [{ invoice_id: c.id, amount_cents: 3_334 }] },
      ],
    });
    expect(refused.status).toBe(409);
    expect((await ok(get(accountant, `/api/v1/ap-invoices/${a.id}`))).paid_cents).toBe(0);
    const paid = await pay(accountant, run);
    expect(
      paid.map((p: { check_number: string; amount_cents: number }) => [p.check_number, p.amount_cents]),
    ).toEqual([
      ['1005', 9_000],
      ['1006', 3_500],
    ]);
    expect(paid[1]).toMatchObject({
      memo: 'April materials',
      paid: [`Invoice ${b.invoice_number}`, `Invoice ${c.invoice_number}`],
    });
    await expectTiedOut();
  });

  it('refuses a vendor twice, another vendor’s bill, a bill not posted, a date before posting', async () => {
    const invoice = await bill({
      vendor_id: w.supplierId,
      lines: [directLine(w, 4_000)],
      invoice_date: '2026-04-12',
    });
    const twice = await post(accountant, '/api/v1/ap-payments', {
      payment_date: '2026-04-20',
      bank_account_id: w.accounts.cash,
      method: 'check',
      payments: [
        { vendor_id: w.supplierId, applications: [{ invoice_id: invoice.id, amount_cents: 1 }] },
        { vendor_id: w.supplierId, applications: [{ invoice_id: invoice.id, amount_cents: 2 }] },
      ],
    });
    expect(twice.body.error).toEqual({
      code: 'invalid_input',
      message: 'A run pays each vendor once: put all of a vendor’s bills in one payment',
    });
    const other = await post(
      accountant,
      '/api/v1/ap-payments',
      checkRun(w.vendorId, [{ invoice_id: invoice.id, amount_cents: 1 }]),
    );
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe('bill_other_vendor');
    const entered = await ok(
      post(admin, '/api/v1/ap-invoices', {
        vendor_id: w.supplierId,
        invoice_number: 'NP-1',
        invoice_date: '2026-04-01',
        lines: [directLine(w, 500)],
      }),
      201,
    );
    const notPosted = await post(
      accountant,
      '/api/v1/ap-payments',
      checkRun(w.supplierId, [{ invoice_id: entered.id, amount_cents: 500 }]),
    );
    expect(notPosted.body.error).toEqual({
      code: 'bill_not_posted',
      message: 'Invoice NP-1 is not posted: only posted bills are paid',
    });
    const early = await post(accountant, '/api/v1/ap-payments', {
      ...checkRun(w.supplierId, [{ invoice_id: invoice.id, amount_cents: 1 }]),
      payment_date: '2026-04-11',
    });
    expect(early.status).toBe(400);
    expect(early.body.error.message).toBe(
      `Invoice ${invoice.invoice_number} was posted on 2026-04-12: pay it on that date or later`,
    );
  });

  it('ACH and wire carry their reference; no check number is used', async () => {
    const invoice = await bill({ vendor_id: w.supplierId, lines: [directLine(w, 8_800)] });
    const missing = await post(accountant, '/api/v1/ap-payments', {
      ...checkRun(w.supplierId, [{ invoice_id: invoice.id, amount_cents: 800 }]),
      method: 'ach',
    });
    expect(missing.body.error).toEqual({ code: 'invalid_input', message: 'Enter the ACH or wire reference' });
    const [ach] = await pay(accountant, {
      ...checkRun(w.supplierId, [{ invoice_id: invoice.id, amount_cents: 800 }], { reference: 'ACH-77812' }),
      method: 'ach',
    });
    expect(ach).toMatchObject({ method: 'ach', check_number: null, reference: 'ACH-77812' });
    const [wire] = await pay(accountant, {
      ...checkRun(w.supplierId, [{ invoice_id: invoice.id, amount_cents: 8_000 }], {
        reference: 'FED 20260410-1',
      }),
      method: 'wire',
    });
    expect(wire).toMatchObject({ method: 'wire', reference: 'FED 20260410-1' });
    const { items } = await ok(get(accountant, '/api/v1/ap-payments/bank-accounts'));
    expect(items[0].next_check_number).toBe('1007');
    await expectTiedOut();
  });
});

describe('retainage release', () => {
  it('releases a commitment’s retainage, posts Dr retainage payable, Cr AP, and is paid like any bill', async () => {
    const detail = await ok(get(accountant, `/api/v1/ap-retainage/commitments/${w.subcontractId}`));
    const heldBefore = model.held.get(w.vendorId) ?? 0;
    expect(detail).toMatchObject({ id: w.subcontractId, held_cents: heldBefore, hold: null });
    expect(detail.invoices.length).toBeGreaterThanOrEqual(2);
    const list = await ok(get(accountant, `/api/v1/ap-retainage/commitments?vendor_id=${w.vendorId}`));
    expect(list.items).toEqual([expect.objectContaining({ id: w.subcontractId, held_cents: heldBefore })]);

    const tooMuch = await post(accountant, '/api/v1/ap-retainage-releases', {
      commitment_id: w.subcontractId,
      release_date: '2026-05-01',
      amount_cents: heldBefore + 1,
    });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error.code).toBe('over_retainage_held');

    // Part: $150.00 spread oldest first (the $200.00 of the first invoice takes it all).
    const part = await ok(
      post(accountant, '/api/v1/ap-retainage-releases', {
        commitment_id: w.subcontractId,
        release_date: '2026-05-01',
        due_date: '2026-05-15',
        amount_cents: 15_000,
      }),
      201,
    );
    bump(model.held, w.vendorId, -15_000);
    bump(model.open, w.vendorId, 15_000);
    expect(part).toMatchObject({
      amount_cents: 15_000,
      open_cents: 15_000,
      status: 'posted',
      due_date: '2026-05-15',
      commitment: { id: w.subcontractId },
      lines: [{ invoice_id: detail.invoices[0].id, amount_cents: 15_000 }],
    });
    const entry = await ok(get(accountant, `/api/v1/journal-entries/${part.journal_entry.id}`));
    expect(entry.source_type).toBe('retainage_release');
    expect(
      entry.lines.map((l: { account_id: string; debit_cents: number; credit_cents: number }) => [
        l.account_id,
        l.debit_cents,
        l.credit_cents,
      ]),
    ).toEqual([
      [w.accounts.retainagePayable, 15_000, 0],
      [w.accounts.payable, 0, 15_000],
    ]);
    await expectTiedOut();

    // The rest: everything held.
    const rest = await ok(
      post(accountant, '/api/v1/ap-retainage-releases', {
        commitment_id: w.subcontractId,
        release_date: '2026-05-02',
      }),
      201,
    );
    expect(rest.amount_cents).toBe(heldBefore - 15_000);
    bump(model.held, w.vendorId, -rest.amount_cents);
    bump(model.open, w.vendorId, rest.amount_cents);
    expect(model.held.get(w.vendorId)).toBe(0);
    const nothing = await post(accountant, '/api/v1/ap-retainage-releases', {
      commitment_id: w.subcontractId,
      release_date: '2026-05-02',
    });
    expect(nothing.body.error.code).toBe('nothing_held');
    await expectTiedOut();

    // Both releases are bills; pay the first in part, the second in full.
    const { items } = await ok(get(accountant, `/api/v1/ap-payments/payables?vendor_id=${w.vendorId}`));
    const releases = items.filter((i: { kind: string }) => i.kind === 'retainage');
    expect(releases.map((r: { id: string; label: string }) => [r.id, r.label])).toEqual([
      [rest.id, `Retainage release of ${w.subcontractNumber}`],
      [part.id, `Retainage release of ${w.subcontractNumber}`],
    ]);
    const [payment] = await pay(accountant, {
      ...checkRun(w.vendorId, [
        { release_id: part.id, amount_cents: 5_000 },
        { release_id: rest.id, amount_cents: rest.amount_cents },
      ]),
      payment_date: '2026-05-20',
    });
    expect(payment.applications.filter((a: { kind: string }) => a.kind === 'retainage')).toHaveLength(
      payment.applications.length,
    );
    expect((await ok(get(accountant, `/api/v1/ap-retainage-releases/${part.id}`))).open_cents).toBe(10_000);
    const paidRelease = await post(accountant, `/api/v1/ap-retainage-releases/${rest.id}/void`, {});
    expect(paidRelease.body.error.code).toBe('release_paid');
    await expectTiedOut();

    // Void the payment, then the smaller release: its retainage is held again.
    await ok(post(accountant, `/api/v1/ap-payments/${payment.id}/void`, { void_date: '2026-05-21' }));
    bump(model.open, w.vendorId, payment.amount_cents);
    const voided = await ok(
      post(accountant, `/api/v1/ap-retainage-releases/${part.id}/void`, { void_date: '2026-05-21' }),
    );
    expect(voided).toMatchObject({ status: 'void', open_cents: 0 });
    bump(model.held, w.vendorId, 15_000);
    bump(model.open, w.vendorId, -15_000);
    await expectTiedOut();
  });

  it('a release per invoice is checked against what that invoice holds', async () => {
    const invoice = await bill({
      vendor_id: w.vendorId,
      lines: [subcontractLine(w, 1, 40_000)],
      invoice_date: '2026-05-03',
    });
    const over = await post(accountant, '/api/v1/ap-retainage-releases', {
      commitment_id: w.subcontractId,
      release_date: '2026-05-03',
      lines: [{ invoice_id: invoice.id, amount_cents: 4_001 }],
    });
    expect(over.body.error).toEqual({
      code: 'over_retainage_held',
      message: `Invoice ${invoice.invoice_number}: $40.01 is more than the $40.00 of retainage held on it`,
    });
    const early = await post(accountant, '/api/v1/ap-retainage-releases', {
      commitment_id: w.subcontractId,
      release_date: '2026-05-02',
      lines: [{ invoice_id: invoice.id, amount_cents: 4_000 }],
    });
    expect(early.status).toBe(400);
    const release = await ok(
      post(accountant, '/api/v1/ap-retainage-releases', {
        commitment_id: w.subcontractId,
        release_date: '2026-05-03',
        lines: [{ invoice_id: invoice.id, amount_cents: 4_000 }],
      }),
      201,
    );
    bump(model.held, w.vendorId, -4_000);
    bump(model.open, w.vendorId, 4_000);
    expect(release.lines).toEqual([
      { invoice_id: invoice.id, invoice_number: invoice.invoice_number, amount_cents: 4_000 },
    ]);
    await expectTiedOut();
  });
});

describe('holds stop payment', () => {
  it('expired vendor compliance when the company holds such invoices, with the reason', async () => {
    const invoice = await bill({ vendor_id: w.supplierId, lines: [directLine(w, 1_200)] });
    await t.db
      .update(organizations)
      .set({ complianceBlocksPayables: true })
      .where(eq(organizations.id, admin.organizationId));
    await t.db
      .update(vendorInsuranceCertificates)
      .set({ expiryDate: '2026-01-31' })
      .where(eq(vendorInsuranceCertificates.vendorId, w.supplierId));
    const { items } = await ok(get(accountant, `/api/v1/ap-payments/payables?vendor_id=${w.supplierId}`));
    const row = items.find((i: { id: string }) => i.id === invoice.id);
    expect(row.holds).toEqual([expect.objectContaining({ kind: 'compliance_expired' })]);
    const refused = await post(
      accountant,
      '/api/v1/ap-payments',
      checkRun(w.supplierId, [{ invoice_id: invoice.id, amount_cents: 1_200 }]),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('bill_on_hold');
    expect(refused.body.error.message).toMatch(
      new RegExp(`^Invoice ${invoice.invoice_number} is on hold: Vendor compliance expired`),
    );
    await t.db
      .update(organizations)
      .set({ complianceBlocksPayables: false })
      .where(eq(organizations.id, admin.organizationId));
    await pay(accountant, checkRun(w.supplierId, [{ invoice_id: invoice.id, amount_cents: 1_200 }]));
    await t.db
      .update(vendorInsuranceCertificates)
      .set({ expiryDate: '2099-12-31' })
      .where(eq(vendorInsuranceCertificates.vendorId, w.supplierId));
    await expectTiedOut();
  });
});

describe('the check register', () => {
  it('lists payments newest first with search, filters and pages', async () => {
    const all = await ok(get(accountant, '/api/v1/ap-payments?pageSize=100'));
    expect(all.total).toBe(all.items.length);
    const dates = all.items.map((p: { payment_date: string }) => p.payment_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const byNumber = await ok(get(accountant, '/api/v1/ap-payments?search=1003'));
    expect(
      byNumber.items
        .map((p: { check_number: string; bank_account: { number: string } }) => [
          p.check_number,
          p.bank_account.number,
        ])
        .sort(),
    ).toEqual([
      ['1003', '1000'],
      ['1003', '1020'],
    ]);
    const voided = await ok(get(accountant, '/api/v1/ap-payments?status=void'));
    expect(voided.items.every((p: { status: string }) => p.status === 'void')).toBe(true);
    expect(voided.total).toBeGreaterThanOrEqual(2);
    const ach = await ok(get(accountant, '/api/v1/ap-payments?method=ach'));
    expect(ach.items.map((p: { reference: string }) => p.reference)).toEqual(['ACH-77812']);
    const second = await ok(get(accountant, `/api/v1/ap-payments?bank_account_id=${secondBankId}`));
    expect(second.total).toBe(1);
    const april = await ok(
      get(accountant, `/api/v1/ap-payments?from=2026-04-01&to=2026-04-30&vendor_id=${w.vendorId}`),
    );
    expect(
      april.items.every(
        (p: { payment_date: string; vendor: { id: string } }) =>
          p.payment_date.startsWith('2026-04') && p.vendor.id === w.vendorId,
      ),
    ).toBe(true);
    const page2 = await ok(get(accountant, '/api/v1/ap-payments?pageSize=2&page=2'));
    expect(page2).toMatchObject({ total: all.total, page: 2, pageSize: 2 });
    expect(page2.items.map((p: { id: string }) => p.id)).toEqual(
      all.items.slice(2, 4).map((p: { id: string }) => p.id),
    );
    const past = await ok(get(accountant, '/api/v1/ap-payments?pageSize=50&page=99'));
    expect(past).toMatchObject({ items: [], total: all.total });
  });

  it('exports as CSV, streamed, with the filters and formula-like text neutralised', async () => {
    await t.db.update(vendors).set({ name: '=HYPERLINK("x")' }).where(eq(vendors.id, w.supplierId));
    const res = await t.request('/api/v1/ap-payments/export.csv?status=posted', { token: accountant.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="check-register-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const text = await res.text();
    const lines = text.trim().split('\n');
    expect(lines[0]).toBe(
      'Date,Method,Check number,Reference,Vendor ID,Vendor,Bank account,Amount,Status,Void date,Entry,Bills paid,Memo',
    );
    const posted = await ok(get(accountant, '/api/v1/ap-payments?status=posted&pageSize=100'));
    expect(lines).toHaveLength(posted.total + 1);
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(text).toContain('2026-04-10,Check,1001,,');
    expect(text).toContain(',500.01,Posted,');
    expect(text).not.toContain(',Void,');
  });
});

describe('who may pay, and whose bills', () => {
  it('a project manager reads payables but may not pay; a superintendent sees none of it', async () => {
    await ok(get(pm, '/api/v1/ap-payments/payables'));
    const refused = await post(pm, '/api/v1/ap-payments', checkRun(w.supplierId, []));
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('forbidden');
    expect((await get(superintendent, '/api/v1/ap-payments')).status).toBe(403);
    expect((await get(superintendent, '/api/v1/payables/tie-out')).status).toBe(403);
    expect(
      (
        await post(pm, '/api/v1/ap-retainage-releases', {
          commitment_id: w.subcontractId,
          release_date: '2026-05-01',
        })
      ).status,
    ).toBe(403);
  });

  it('another company’s payment, bill, bank account and commitment are not found (404), never shown', async () => {
    const mine = (await ok(get(accountant, '/api/v1/ap-payments?pageSize=1'))).items[0];
    for (const path of [
      `/api/v1/ap-payments/${mine.id}`,
      `/api/v1/ap-retainage/commitments/${w.subcontractId}`,
    ]) {
      const res = await get(outsider, path);
      expect(res.status, path).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain(mine.id);
    }
    expect((await post(outsider, `/api/v1/ap-payments/${mine.id}/void`, {})).status).toBe(404);
    const other = await payablesWorld(t, outsider, 'PY09');
    const theirs = await postedInvoice(t, outsider, {
      vendor_id: other.supplierId,
      lines: [directLine(other, 1_000)],
    });
    // Their invoice with our bank account, our invoice from their vendor, our commitment released by them.
    const crossAccount = await post(outsider, '/api/v1/ap-payments', {
      ...checkRun(other.supplierId, [{ invoice_id: theirs.id, amount_cents: 1_000 }]),
      bank_account_id: w.accounts.cash,
    });
    expect(crossAccount.body.error.code).toBe('bank_account_not_found');
    const crossInvoice = await post(
      accountant,
      '/api/v1/ap-payments',
      checkRun(w.supplierId, [{ invoice_id: theirs.id, amount_cents: 1_000 }]),
    );
    expect(crossInvoice.status).toBe(404);
    expect(crossInvoice.body.error.code).toBe('invoice_not_found');
    const crossVendor = await post(
      accountant,
      '/api/v1/ap-payments',
      checkRun(other.supplierId, [{ invoice_id: theirs.id, amount_cents: 1 }]),
    );
    expect(crossVendor.status).toBe(404);
    const crossRelease = await post(outsider, '/api/v1/ap-retainage-releases', {
      commitment_id: w.subcontractId,
      release_date: '2026-05-01',
    });
    expect(crossRelease.status).toBe(404);
    const theirTie = await ok(get(outsider, '/api/v1/payables/tie-out?as_of=2026-12-31'));
    expect(theirTie).toMatchObject({ ap_subledger_cents: 1_000, ap_control_cents: 1_000, in_balance: true });
    await expectTiedOut();
  });

  it('a non-cash account cannot pay', async () => {
    const invoice = await bill({ vendor_id: w.supplierId, lines: [directLine(w, 990)] });
    const res = await post(accountant, '/api/v1/ap-payments', {
      ...checkRun(w.supplierId, [{ invoice_id: invoice.id, amount_cents: 990 }]),
      bank_account_id: w.accounts.overhead,
    });
    expect(res.body.error).toEqual({
      code: 'bank_account_not_cash',
      message: 'Pay from an active cash account of the chart of accounts',
    });
  });
});
