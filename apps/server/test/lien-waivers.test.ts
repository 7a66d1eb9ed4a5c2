import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.ts';
import { addMember, call, createCompany, type Member } from './helpers/org-users.ts';
import {
  directLine,
  payablesWorld,
  postedInvoice,
  subcontractLine,
  type TPayablesWorld,
} from './helpers/payables-fixture.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Member;
let accountant: Member;
let pm: Member;
let superintendent: Member;
let outsider: Member;
let w: TPayablesWorld;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function ok(res: Promise<{ status: number; body: unknown }>, status = 200) {
  const answer = await res;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
  return answer.body as any;
}
const get = (who: Member, p: string) => call(t, who.token, 'GET', p);
const post = (who: Member, p: string, body: unknown = {}) => call(t, who.token, 'POST', p, body);

/** Uploads the signed copy: answers status and body. */
async function receive(
  who: Member,
  waiverId: string,
  query = '',
  file = new File([PDF], 'waiver.pdf', { type: 'application/pdf' }),
) {
  const form = new FormData();
  form.append('file', file);
  const res = await t.request(`/api/v1/lien-waivers/${waiverId}/document${query}`, {
    method: 'POST',
    token: who.token,
    body: form,
  });
  return { status: res.status, body: await json(res) };
}

const checkRun = (vendorId: string, applications: unknown[], date = '2026-04-10') => ({
  payment_date: date,
  bank_account_id: w.accounts.cash,
  method: 'check',
  payments: [{ vendor_id: vendorId, applications }],
});

async function expectTiedOut() {
  const tie = await ok(get(accountant, '/api/v1/payables/tie-out?as_of=2026-12-31'));
  expect(tie.in_balance, JSON.stringify(tie)).toBe(true);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createCompany(t, 'lw-admin@a.co', 'Waiver Builders');
  outsider = await createCompany(t, 'lw-admin@b.co', 'Other Builders');
  accountant = await addMember(t, admin.organizationId, 'lw-accountant@a.co', 'accountant');
  pm = await addMember(t, admin.organizationId, 'lw-pm@a.co', 'project_manager');
  superintendent = await addMember(t, admin.organizationId, 'lw-super@a.co', 'superintendent');
  w = await payablesWorld(t, admin, 'LW01');
  await ok(
    call(t, admin.token, 'PATCH', '/api/v1/organization/business', { require_conditional_waiver: true }),
  );
});
afterAll(() => t.close());

describe('a conditional waiver before a subcontract invoice is paid', () => {
  let invoice: { id: string; invoice_number: string; net_cents: number };
  let conditionalId: string;
  let paymentId: string;

  beforeAll(async () => {
    invoice = await postedInvoice(t, admin, {
      vendor_id: w.vendorId,
      lines: [subcontractLine(w, 0, 100_000)],
    });
  });

  it('holds the invoice, saying what would lift it, and refuses paying it', async () => {
    const reason = `Missing lien waiver: a received conditional waiver for ${w.subcontractNumber} covering $900.00`;
    const read = await ok(get(accountant, `/api/v1/ap-invoices/${invoice.id}`));
    expect(read.holds).toEqual([{ kind: 'lien_waiver_missing', reason }]);
    const { items } = await ok(get(accountant, `/api/v1/ap-payments/payables?vendor_id=${w.vendorId}`));
    expect(items[0].holds).toEqual([{ kind: 'lien_waiver_missing', reason }]);
    const refused = await post(
      accountant,
      '/api/v1/ap-payments',
      checkRun(w.vendorId, [{ invoice_id: invoice.id, amount_cents: 40_000 }]),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'bill_on_hold',
      message: `Invoice ${invoice.invoice_number} is on hold: ${reason}`,
    });
  });

  it('direct cost and overhead need no waiver', async () => {
    const direct = await postedInvoice(t, admin, { vendor_id: w.supplierId, lines: [directLine(w, 12_000)] });
    expect((await ok(get(accountant, `/api/v1/ap-invoices/${direct.id}`))).holds).toEqual([]);
    const [payment] = (
      await ok(
        post(
          accountant,
          '/api/v1/ap-payments',
          checkRun(w.supplierId, [{ invoice_id: direct.id, amount_cents: 12_000 }]),
        ),
        201,
      )
    ).items;
    expect(payment.waivers).toEqual([]);
  });

  it('requested is not enough; received with the signed copy lifts the hold', async () => {
    const requested = await ok(
      post(pm, '/api/v1/lien-waivers', {
        vendor_id: w.vendorId,
        commitment_id: w.subcontractId,
        invoice_id: invoice.id,
        condition: 'conditional',
        scope: 'progress',
        amount_cents: 90_000,
        through_date: '2026-03-31',
        jurisdiction: 'ca',
        notes: 'March progress',
      }),
      201,
    );
    conditionalId = requested.id;
    expect(requested).toMatchObject({
      status: 'requested',
      label: 'Conditional progress',
      vendor: { id: w.vendorId },
      job: { id: w.world.jobId, number: w.world.jobNumber },
      commitment: { id: w.subcontractId, number: w.subcontractNumber },
      invoice: { id: invoice.id },
      amount_cents: 90_000,
      through_date: '2026-03-31',
      jurisdiction: 'CA',
      document: null,
      requested_by: { id: pm.userId },
    });
    expect((await ok(get(accountant, `/api/v1/ap-invoices/${invoice.id}`))).holds).toHaveLength(1);

    const wrongType = await receive(
      pm,
      conditionalId,
      '',
      new File([Buffer.from('hello')], 'waiver.pdf', { type: 'application/pdf' }),
    );
    expect(wrongType.status).toBe(415);
    const received = await receive(pm, conditionalId, '?received_on=2026-04-05');
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body).toMatchObject({
      status: 'received',
      received_on: '2026-04-05',
      received_by: { id: pm.userId },
      document: {
        file_name: 'waiver.pdf',
        vendor_id: w.vendorId,
        job_id: null,
        source: { type: 'lien_waiver', id: conditionalId, label: 'Lien waiver' },
      },
    });
    const download = await t.request(`/api/v1/documents/${received.body.document.id}/download`, {
      token: accountant.token,
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
    // A field role may read job documents, never a waiver's copy: to them it does not exist.
    expect(
      (
        await t.request(`/api/v1/documents/${received.body.document.id}/download`, {
          token: superintendent.token,
        })
      ).status,
    ).toBe(404);
    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, conditionalId), eq(auditLog.action, 'receive_lien_waiver')));
    expect(audited?.actorId).toBe(pm.userId);

    expect((await ok(get(accountant, `/api/v1/ap-invoices/${invoice.id}`))).holds).toEqual([]);
  });

  it('after payment the unconditional waiver for what was paid is requested at once', async () => {
    const [payment] = (
      await ok(
        post(
          accountant,
          '/api/v1/ap-payments',
          checkRun(w.vendorId, [{ invoice_id: invoice.id, amount_cents: 40_000 }]),
        ),
        201,
      )
    ).items;
    paymentId = payment.id;
    expect(payment.waivers).toEqual([
      expect.objectContaining({
        condition: 'unconditional',
        scope: 'progress',
        status: 'requested',
        commitment_number: w.subcontractNumber,
        amount_cents: 40_000,
      }),
    ]);
    const outstanding = await ok(get(accountant, `/api/v1/lien-waivers?vendor_id=${w.vendorId}`));
    expect(outstanding.items.map((x: { label: string; status: string }) => [x.label, x.status])).toEqual([
      ['Conditional progress', 'received'],
      ['Unconditional progress', 'requested'],
    ]);
    expect(outstanding.items[1]).toMatchObject({
      payment: { id: paymentId, label: `Check ${payment.check_number}`, status: 'posted' },
      through_date: '2026-04-10',
    });
    await expectTiedOut();
  });

  it('the dashboard counts the outstanding waivers; verifying one takes it off', async () => {
    const before = (await ok(get(accountant, '/api/v1/dashboard'))).badges['/lien-waivers'];
    expect(before).toBe(2);
    expect((await ok(get(pm, '/api/v1/dashboard'))).badges['/lien-waivers']).toBe(2);
    expect((await ok(get(superintendent, '/api/v1/dashboard'))).badges['/lien-waivers']).toBeUndefined();
    const notYet = (
      await ok(get(accountant, `/api/v1/lien-waivers?vendor_id=${w.vendorId}&status=requested`))
    ).items[0];
    const early = await post(accountant, `/api/v1/lien-waivers/${notYet.id}/verify`);
    expect(early.body.error).toEqual({
      code: 'lien_waiver_not_received',
      message: 'Only a received waiver can be verified',
    });
    expect((await post(pm, `/api/v1/lien-waivers/${conditionalId}/verify`)).status).toBe(403);
    const verified = await ok(post(accountant, `/api/v1/lien-waivers/${conditionalId}/verify`));
    expect(verified).toMatchObject({ status: 'verified', verified_by: { id: accountant.userId } });
    expect((await ok(get(accountant, '/api/v1/dashboard'))).badges['/lien-waivers']).toBe(1);
    // A verified waiver keeps its copy, and still covers the invoice.
    expect((await receive(pm, conditionalId)).body.error.code).toBe('lien_waiver_verified');
    expect((await ok(get(accountant, `/api/v1/ap-invoices/${invoice.id}`))).holds).toEqual([]);
  });

  it('voiding the payment withdraws the unconditional waiver nobody received', async () => {
    const voided = await ok(
      post(accountant, `/api/v1/ap-payments/${paymentId}/void`, { void_date: '2026-04-11' }),
    );
    expect(voided.waivers).toEqual([]);
    const outstanding = await ok(get(accountant, `/api/v1/lien-waivers?vendor_id=${w.vendorId}`));
    expect(outstanding.items).toEqual([]);
    await expectTiedOut();
  });
});

describe('the final unconditional waiver before retainage is released', () => {
  it('stops the release until it is received; then the release is paid without asking again', async () => {
    await ok(
      call(t, admin.token, 'PATCH', '/api/v1/organization/business', {
        require_final_waiver_for_release: true,
      }),
    );
    const detail = await ok(get(accountant, `/api/v1/ap-retainage/commitments/${w.subcontractId}`));
    const reason = `Missing lien waiver: the company releases retainage only once the final unconditional waiver of Vendor V-SW01 for ${w.subcontractNumber} is received`;
    expect(detail).toMatchObject({ held_cents: 10_000, hold: reason });
    const refused = await post(accountant, '/api/v1/ap-retainage-releases', {
      commitment_id: w.subcontractId,
      release_date: '2026-05-01',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({ code: 'lien_waiver_missing', message: reason });

    const final = await ok(
      post(accountant, '/api/v1/lien-waivers', {
        vendor_id: w.vendorId,
        commitment_id: w.subcontractId,
        condition: 'unconditional',
        scope: 'final',
      }),
      201,
    );
    // A conditional final does not count; the unconditional one, received, does.
    expect((await ok(get(accountant, `/api/v1/ap-retainage/commitments/${w.subcontractId}`))).hold).toBe(
      reason,
    );
    expect((await receive(accountant, final.id)).status).toBe(200);
    expect(
      (await ok(get(accountant, `/api/v1/ap-retainage/commitments/${w.subcontractId}`))).hold,
    ).toBeNull();
    const release = await ok(
      post(accountant, '/api/v1/ap-retainage-releases', {
        commitment_id: w.subcontractId,
        release_date: '2026-05-01',
      }),
      201,
    );
    expect(release.amount_cents).toBe(10_000);
    const [payment] = (
      await ok(
        post(
          accountant,
          '/api/v1/ap-payments',
          checkRun(w.vendorId, [{ release_id: release.id, amount_cents: 10_000 }], '2026-05-02'),
        ),
        201,
      )
    ).items;
    expect(payment.waivers).toEqual([]);
    await expectTiedOut();
  });
});

describe('the list and the requests', () => {
  it('filters by vendor, job and status, searches, pages, longest waiting first', async () => {
    const other = await payablesWorld(t, admin, 'LW02');
    const mk = (vendorId: string, commitmentId: string, scope = 'progress') =>
      post(accountant, '/api/v1/lien-waivers', {
        vendor_id: vendorId,
        commitment_id: commitmentId,
        condition: 'conditional',
        scope,
      });
    await ok(mk(other.vendorId, other.subcontractId), 201);
    await ok(mk(other.vendorId, other.subcontractId, 'final'), 201);
    const byJob = await ok(get(accountant, `/api/v1/lien-waivers?job_id=${other.world.jobId}`));
    expect(byJob.items.map((x: { label: string }) => x.label)).toEqual([
      'Conditional progress',
      'Conditional final',
    ]);
    const search = await ok(get(accountant, `/api/v1/lien-waivers?search=${other.subcontractNumber}`));
    expect(search.total).toBe(2);
    const all = await ok(get(accountant, '/api/v1/lien-waivers?status=all&pageSize=2&page=2'));
    expect(all).toMatchObject({ page: 2, pageSize: 2 });
    expect(all.total).toBe(4);
    const verified = await ok(get(accountant, '/api/v1/lien-waivers?status=verified'));
    expect(verified.items.every((x: { status: string }) => x.status === 'verified')).toBe(true);
  });

  it('refuses what does not fit: another vendor’s commitment, another job, nothing to name; withdraws a request', async () => {
    const other = await post(accountant, '/api/v1/lien-waivers', {
      vendor_id: w.supplierId,
      commitment_id: w.subcontractId,
      condition: 'conditional',
      scope: 'progress',
    });
    expect(other.body.error).toEqual({
      code: 'lien_waiver_other_vendor',
      message: 'That belongs to another vendor',
    });
    const jobless = await post(accountant, '/api/v1/lien-waivers', {
      vendor_id: w.vendorId,
      condition: 'conditional',
      scope: 'final',
    });
    expect(jobless.body.error).toEqual({ code: 'invalid_input', message: 'Choose a job or a commitment' });
    const second = await payablesWorld(t, admin, 'LW03');
    const otherJob = await post(accountant, '/api/v1/lien-waivers', {
      vendor_id: w.vendorId,
      job_id: second.world.jobId,
      commitment_id: w.subcontractId,
      condition: 'conditional',
      scope: 'final',
    });
    expect(otherJob.body.error.code).toBe('lien_waiver_other_job');
    const byJob = await ok(
      post(accountant, '/api/v1/lien-waivers', {
        vendor_id: w.supplierId,
        job_id: w.world.jobId,
        condition: 'unconditional',
        scope: 'progress',
        amount_cents: 0,
      }),
      201,
    );
    expect(byJob.commitment).toBeNull();
    const gone = await call(t, accountant.token, 'DELETE', `/api/v1/lien-waivers/${byJob.id}`);
    expect(gone.status).toBe(204);
    expect((await get(accountant, `/api/v1/lien-waivers/${byJob.id}`)).status).toBe(404);
    const verifiedOne = (await ok(get(accountant, '/api/v1/lien-waivers?status=verified'))).items[0];
    const kept = await call(t, accountant.token, 'DELETE', `/api/v1/lien-waivers/${verifiedOne.id}`);
    expect(kept.body.error.code).toBe('lien_waiver_not_requested');
  });

  it('another company’s ids are not found; roles without payables are refused', async () => {
    const mine = (await ok(get(accountant, '/api/v1/lien-waivers?status=all&pageSize=1'))).items[0];
    expect((await get(outsider, `/api/v1/lien-waivers/${mine.id}`)).status).toBe(404);
    expect((await post(outsider, `/api/v1/lien-waivers/${mine.id}/verify`)).status).toBe(404);
    expect((await call(t, outsider.token, 'DELETE', `/api/v1/lien-waivers/${mine.id}`)).status).toBe(404);
    expect((await receive(outsider, mine.id)).status).toBe(404);
    const cross = await post(outsider, '/api/v1/lien-waivers', {
      vendor_id: w.vendorId,
      job_id: w.world.jobId,
      condition: 'conditional',
      scope: 'progress',
    });
    expect(cross.status).toBe(404);
    expect((await ok(get(outsider, '/api/v1/lien-waivers?status=all'))).total).toBe(0);
    expect((await get(superintendent, '/api/v1/lien-waivers')).status).toBe(403);
    expect((await post(superintendent, '/api/v1/lien-waivers', {})).status).toBe(403);
  });
});
