import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  chartOfAccounts,
  contractLines,
  customerChangeOrderLines,
  customerChangeOrders,
  customerReceipts,
  jobContracts,
  journalEntries,
  journalLines,
  payApplications,
  receiptApplications,
} from '../src/db/schema/index.ts';
import { withTenant } from '../src/lib/tenant.ts';
import { payApplicationPdf, ROWS_PER_PAGE } from '../src/modules/pay-applications/pay-application-pdf.ts';
import { objectStoreFor } from '../src/storage/object-store-for.ts';
import { addMember, call, createCompany, type Member } from './helpers/org-users.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Member;
let other: Member;

const get = (who: Member, path: string) => call(t, who.token, 'GET', path);
const post = (who: Member, path: string, body?: unknown) => call(t, who.token, 'POST', path, body ?? {});
const patch = (who: Member, path: string, body: unknown) => call(t, who.token, 'PATCH', path, body);

type TJob = { jobId: string; jobNumber: string; customerId: string; contractId: string; lines: string[] };

let jobCounter = 0;
/**
 * A customer, a job and its contract written straight to the database (the contracts module has its
 * own suite): the golden job's 100,000.00 in three lines, 10 % on work, 5 % on stored materials, 5 %
 * on work beyond 50 % of the contract.
 */
async function contractJob(
  who: Member,
  options: { billingMethod?: 'progress' | 'invoice'; lines?: [string, number][] } = {},
): Promise<TJob> {
  jobCounter++;
  const tag = `P${String(jobCounter).padStart(3, '0')}`;
  const customer = await post(who, '/api/v1/customers', {
    customer_number: `C-${tag}`,
    name: `Owner ${tag} LLC`,
    address: '1 Main St',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
  });
  const job = await post(who, '/api/v1/jobs', {
    customer_id: customer.body.id,
    project_name: `Tower ${tag}`,
  });
  if (customer.status !== 201 || job.status !== 201) throw new Error('job setup failed');
  const schedule = options.lines ?? [
    ['General conditions', 1_000_000],
    ['Sitework', 3_000_000],
    ['Concrete', 6_000_000],
  ];
  const [contract] = await t.db
    .insert(jobContracts)
    .values({
      organizationId: who.organizationId,
      jobId: job.body.id,
      originalContractCents: schedule.reduce((s, [, c]) => s + c, 0),
      billingMethod: options.billingMethod ?? 'progress',
      retainageWorkBps: 1000,
      retainageStoredBps: 500,
      stepDownThresholdBps: 5000,
      stepDownWorkBps: 500,
      paymentTermsDays: 30,
    })
    .returning();
  if (!contract) throw new Error('contract insert failed');
  const lines = await t.db
    .insert(contractLines)
    .values(
      schedule.map(([description, cents], i) => ({
        organizationId: who.organizationId,
        contractId: contract.id,
        lineNumber: i + 1,
        description,
        originalCents: cents,
      })),
    )
    .returning();
  return {
    jobId: job.body.id,
    jobNumber: job.body.project_number,
    customerId: customer.body.id,
    contractId: contract.id,
    lines: lines.sort((a, b) => a.lineNumber - b.lineNumber).map((l) => l.id),
  };
}

/** An approved customer change order: line 2 + 5,000, a new line 4 'Extra drainage' 7,000. */
async function approvedChangeOrder(who: Member, job: TJob): Promise<string> {
  const [order] = await t.db
    .insert(customerChangeOrders)
    .values({
      organizationId: who.organizationId,
      jobId: job.jobId,
      changeOrderNumber: 1,
      changeOrderDate: '2026-02-10',
      description: 'Drainage',
      status: 'approved',
      decidedAt: new Date(),
    })
    .returning();
  if (!order) throw new Error('change order insert failed');
  const [added] = await t.db
    .insert(contractLines)
    .values({
      organizationId: who.organizationId,
      contractId: job.contractId,
      lineNumber: 4,
      description: 'Extra drainage',
      originalCents: 0,
      addedByChangeOrderId: order.id,
    })
    .returning();
  if (!added) throw new Error('contract line insert failed');
  await t.db.insert(customerChangeOrderLines).values([
    {
      organizationId: who.organizationId,
      changeOrderId: order.id,
      lineNumber: 1,
      kind: 'contract',
      contractLineId: job.lines[1],
      amountCents: 500_000,
    },
    {
      organizationId: who.organizationId,
      changeOrderId: order.id,
      lineNumber: 2,
      kind: 'contract',
      contractLineId: added.id,
      description: 'Extra drainage',
      amountCents: 700_000,
    },
  ]);
  return added.id;
}

async function newApplication(who: Member, job: TJob, date: string, kind = 'progress') {
  const res = await post(who, `/api/v1/jobs/${job.jobId}/pay-applications`, {
    kind,
    application_date: date,
    period_from: `${date.slice(0, 8)}01`,
    period_to: date,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function ok(res: Promise<{ status: number; body: unknown }>, status = 200) {
  const answer = await res;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
  return answer.body as any;
}

async function balances(who: Member) {
  const tb = await ok(get(who, '/api/v1/ledger/trial-balance'));
  const net = (n: string) => {
    const row = tb.rows.find((r: { account_number: string }) => r.account_number === n);
    return row ? row.debit_cents - row.credit_cents : 0;
  };
  return { receivable: net('1100'), retainage: net('1150'), revenue: -net('4000') };
}

async function entryLines(who: Member, entryId: string) {
  const accounts = await t.db
    .select({ id: chartOfAccounts.id, number: chartOfAccounts.accountNumber })
    .from(chartOfAccounts)
    .where(eq(chartOfAccounts.organizationId, who.organizationId));
  const lines = await t.db
    .select()
    .from(journalLines)
    .where(eq(journalLines.entryId, entryId))
    .orderBy(journalLines.lineNumber);
  return lines.map((l) => [
    accounts.find((a) => a.id === l.accountId)?.number,
    l.debitCents,
    l.creditCents,
    l.customerId,
  ]);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createCompany(t, 'admin@billing.co', 'Billing Builders');
  other = await createCompany(t, 'admin@other.co', 'Other Builders');
});
afterAll(() => t.close());

describe('the golden job through the API', () => {
  it('three applications, a change order, stored materials, the step-down and the release tie to the ledger', async () => {
    const job = await contractJob(admin);
    const [l1, l2, l3] = job.lines;

    // Application 1: E typed as a percent on line 1, as amounts elsewhere; rebar stored on line 3.
    const draft1 = await newApplication(admin, job, '2026-01-31');
    expect(draft1).toMatchObject({
      application_number: 1,
      status: 'draft',
      due_date: '2026-03-02',
      customer: { id: job.customerId },
    });
    expect(draft1.lines.map((l: { scheduled_cents: number }) => l.scheduled_cents)).toEqual([
      1_000_000, 3_000_000, 6_000_000,
    ]);
    const app1 = await ok(
      patch(admin, `/api/v1/pay-applications/${draft1.id}`, {
        lines: [
          { contract_line_id: l1, percent_complete_bps: 2000 },
          { contract_line_id: l2, this_period_cents: 1_500_000 },
          { contract_line_id: l3, this_period_cents: 600_000, stored_cents: 800_000 },
        ],
      }),
    );
    expect(app1.summary).toEqual({
      line1_original_contract_cents: 10_000_000,
      line2_net_change_orders_cents: 0,
      line3_contract_sum_to_date_cents: 10_000_000,
      line4_completed_and_stored_cents: 3_100_000,
      line5a_retainage_work_cents: 230_000,
      line5b_retainage_stored_cents: 40_000,
      line5_retainage_cents: 270_000,
      line6_earned_less_retainage_cents: 2_830_000,
      line7_previous_certificates_cents: 0,
      line8_current_payment_due_cents: 2_830_000,
      line9_balance_to_finish_cents: 7_170_000,
    });
    expect(
      app1.lines.map((l: Record<string, number>) => [
        l.this_period_cents,
        l.completed_and_stored_cents,
        l.percent_complete_bps,
        l.balance_to_finish_cents,
        l.retainage_cents,
      ]),
    ).toEqual([
      [200_000, 200_000, 2000, 800_000, 20_000],
      [1_500_000, 1_500_000, 5000, 1_500_000, 150_000],
      [600_000, 1_400_000, 2333, 4_600_000, 100_000],
    ]);
    // The header's figures are kept in step with the lines.
    expect((await ok(get(admin, `/api/v1/pay-applications?jobId=${job.jobId}`))).items[0]).toMatchObject({
      current_due_cents: 2_830_000,
      retainage_cents: 270_000,
    });
    await ok(post(admin, `/api/v1/pay-applications/${draft1.id}/submit`));
    const approved1 = await ok(post(admin, `/api/v1/pay-applications/${draft1.id}/approve`));
    expect(approved1.status).toBe('approved');
    expect(await entryLines(admin, approved1.journal_entry.id)).toEqual([
      ['1100', 2_830_000, 0, job.customerId],
      ['1150', 270_000, 0, job.customerId],
      ['4000', 0, 3_100_000, null],
    ]);
    expect(await balances(admin)).toEqual({ receivable: 2_830_000, retainage: 270_000, revenue: 3_100_000 });

    // The change order, then application 2: C and D from the contract and application 1, F carried.
    const l4 = await approvedChangeOrder(admin, job);
    const draft2 = await newApplication(admin, job, '2026-02-28');
    expect(draft2.application_number).toBe(2);
    expect(
      draft2.lines.map((l: Record<string, number>) => [
        l.scheduled_cents,
        l.previous_work_cents,
        l.stored_cents,
      ]),
    ).toEqual([
      [1_000_000, 200_000, 0],
      [3_500_000, 1_500_000, 0],
      [6_000_000, 600_000, 800_000],
      [700_000, 0, 0],
    ]);
    // The rebar leaves F: only 5,000 of work billed on line 3 cannot have installed 8,000 of it.
    await ok(
      patch(admin, `/api/v1/pay-applications/${draft2.id}`, {
        lines: [{ contract_line_id: l3, this_period_cents: 500_000, stored_cents: 0 }],
      }),
    );
    const refused = await post(admin, `/api/v1/pay-applications/${draft2.id}/submit`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('stored_not_installed');
    const app2 = await ok(
      patch(admin, `/api/v1/pay-applications/${draft2.id}`, {
        lines: [
          { contract_line_id: l1, percent_complete_bps: 5000 },
          { contract_line_id: l2, this_period_cents: 1_000_000 },
          { contract_line_id: l3, this_period_cents: 3_000_000, stored_cents: 0 },
          { contract_line_id: l4, this_period_cents: 100_000 },
        ],
      }),
    );
    expect(app2.summary).toMatchObject({
      line2_net_change_orders_cents: 1_200_000,
      line3_contract_sum_to_date_cents: 11_200_000,
      line4_completed_and_stored_cents: 6_700_000,
      line5a_retainage_work_cents: 615_000,
      line5b_retainage_stored_cents: 0,
      line6_earned_less_retainage_cents: 6_085_000,
      line7_previous_certificates_cents: 2_830_000,
      line8_current_payment_due_cents: 3_255_000,
      line9_balance_to_finish_cents: 5_115_000,
    });
    expect(app2.lines.map((l: { retainage_cents: number }) => l.retainage_cents)).toEqual([
      45_895, 229_478, 330_448, 9_179,
    ]);
    await ok(post(admin, `/api/v1/pay-applications/${draft2.id}/submit`));
    const approved2 = await ok(post(admin, `/api/v1/pay-applications/${draft2.id}/approve`));
    expect(await entryLines(admin, approved2.journal_entry.id)).toEqual([
      ['1100', 3_255_000, 0, job.customerId],
      ['1150', 345_000, 0, job.customerId],
      ['4000', 0, 3_600_000, null],
    ]);

    // Application 3: everything finished, typed as 100 % complete.
    const draft3 = await newApplication(admin, job, '2026-03-31');
    const app3 = await ok(
      patch(admin, `/api/v1/pay-applications/${draft3.id}`, {
        lines: [l1, l2, l3, l4].map((id) => ({ contract_line_id: id, percent_complete_bps: 10_000 })),
      }),
    );
    expect(app3.summary).toMatchObject({
      line4_completed_and_stored_cents: 11_200_000,
      line5_retainage_cents: 840_000,
      line6_earned_less_retainage_cents: 10_360_000,
      line7_previous_certificates_cents: 6_085_000,
      line8_current_payment_due_cents: 4_275_000,
      line9_balance_to_finish_cents: 840_000,
    });
    expect(app3.lines.map((l: { retainage_cents: number }) => l.retainage_cents)).toEqual([
      75_000, 262_500, 450_000, 52_500,
    ]);
    await ok(post(admin, `/api/v1/pay-applications/${draft3.id}/submit`));
    const approved3 = await ok(post(admin, `/api/v1/pay-applications/${draft3.id}/approve`));
    expect(approved3.can_release_retainage).toBe(true);
    expect(await balances(admin)).toEqual({
      receivable: 10_360_000,
      retainage: 840_000,
      revenue: 11_200_000,
    });

    // The retainage release: bills what was held; its lines are fixed.
    const release = await newApplication(admin, job, '2026-04-30', 'retainage_release');
    expect(release).toMatchObject({ application_number: 4, kind: 'retainage_release' });
    expect(
      (
        await patch(admin, `/api/v1/pay-applications/${release.id}`, {
          lines: [{ contract_line_id: l1, this_period_cents: 1 }],
        })
      ).status,
    ).toBe(409);
    expect(release.summary).toMatchObject({
      line5_retainage_cents: 0,
      line6_earned_less_retainage_cents: 11_200_000,
      line7_previous_certificates_cents: 10_360_000,
      line8_current_payment_due_cents: 840_000,
      line9_balance_to_finish_cents: 0,
    });
    await ok(post(admin, `/api/v1/pay-applications/${release.id}/submit`));
    const released = await ok(post(admin, `/api/v1/pay-applications/${release.id}/approve`));
    expect(await entryLines(admin, released.journal_entry.id)).toEqual([
      ['1100', 840_000, 0, job.customerId],
      ['1150', 0, 840_000, job.customerId],
    ]);
    expect(await balances(admin)).toEqual({ receivable: 11_200_000, retainage: 0, revenue: 11_200_000 });
    // Nothing more to release.
    const again = await post(admin, `/api/v1/jobs/${job.jobId}/pay-applications`, {
      kind: 'retainage_release',
      application_date: '2026-05-31',
      period_to: '2026-05-31',
    });
    expect(again.status).toBe(409);

    // Every mutation is audited.
    const actions = (
      await t.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, draft1.id))
    ).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'create_pay_application',
        'update_pay_application',
        'submit_pay_application',
        'approve_pay_application',
      ]),
    );

    // The PDF carries the same figures: line 8 and a line's G.
    const plain = await withTenant(t.db, admin, (tx) =>
      payApplicationPdf(tx, objectStoreFor(t.deps.config), admin.organizationId, draft2.id, {
        compress: false,
      }),
    );
    const text = pdfText(plain.bytes);
    expect(text).toContain('$32,550.00'); // line 8
    expect(text).toContain('$36,000.00'); // line 3's G
    expect(text).toContain('$60,850.00'); // line 6
    expect(text).toContain('CONTINUATION');
    expect(text).toContain(`Owner`);
    const res = await t.request(`/api/v1/pay-applications/${draft2.id}/pdf`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`${job.jobNumber}-pay-app-2.pdf`);
  });
});

describe('the rules of an application', () => {
  it('one open application per job; numbers continue after a deleted draft', async () => {
    const job = await contractJob(admin);
    const first = await newApplication(admin, job, '2026-01-31');
    const second = await post(admin, `/api/v1/jobs/${job.jobId}/pay-applications`, {
      application_date: '2026-01-31',
      period_to: '2026-01-31',
    });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('pay_application_open');
    await ok(post(admin, `/api/v1/pay-applications/${first.id}/submit`));
    // A submitted one is still open.
    expect(
      (
        await post(admin, `/api/v1/jobs/${job.jobId}/pay-applications`, {
          application_date: '2026-02-28',
          period_to: '2026-02-28',
        })
      ).status,
    ).toBe(409);
    expect(
      (await patch(admin, `/api/v1/pay-applications/${first.id}`, { period_to: '2026-01-30' })).status,
    ).toBe(409);
    await ok(post(admin, `/api/v1/pay-applications/${first.id}/approve`));
    const draft = await newApplication(admin, job, '2026-02-28');
    expect(draft.application_number).toBe(2);
    expect((await call(t, admin.token, 'DELETE', `/api/v1/pay-applications/${draft.id}`)).status).toBe(204);
    expect((await newApplication(admin, job, '2026-02-28')).application_number).toBe(2);
    // A job without a contract cannot bill.
    const customer = await post(admin, '/api/v1/customers', {
      customer_number: 'C-NOCT',
      name: 'No contract',
    });
    const bare = await post(admin, '/api/v1/jobs', { customer_id: customer.body.id, project_name: 'Bare' });
    const refused = await post(admin, `/api/v1/jobs/${bare.body.id}/pay-applications`, {
      application_date: '2026-01-31',
      period_to: '2026-01-31',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('job_has_no_contract');
  });

  it('a line above 100 % needs an overbilling reason; an override needs a reason', async () => {
    const job = await contractJob(admin);
    const draft = await newApplication(admin, job, '2026-01-31');
    const noReason = await patch(admin, `/api/v1/pay-applications/${draft.id}`, {
      lines: [{ contract_line_id: job.lines[0], retainage_override_cents: 0 }],
    });
    expect(noReason.status).toBe(400);
    const overridden = await ok(
      patch(admin, `/api/v1/pay-applications/${draft.id}`, {
        lines: [
          { contract_line_id: job.lines[0], this_period_cents: 1_100_000 },
          { contract_line_id: job.lines[1], this_period_cents: 1_000_000 },
          { contract_line_id: job.lines[2], retainage_override_cents: 0, override_reason: 'Owner waived' },
        ],
      }),
    );
    expect(overridden.lines[0].percent_complete_bps).toBe(11_000);
    expect(overridden.lines[2]).toMatchObject({
      retainage_override_cents: 0,
      override_reason: 'Owner waived',
    });
    expect(overridden.problems.map((p: { code: string }) => p.code)).toEqual(['over_100_percent']);
    const refused = await post(admin, `/api/v1/pay-applications/${draft.id}/submit`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('overbilling_unconfirmed');
    const submitted = await ok(
      post(admin, `/api/v1/pay-applications/${draft.id}/submit`, {
        overbilling_reason: 'Extra work agreed on site',
      }),
    );
    expect(submitted).toMatchObject({ status: 'submitted', overbilling_reason: 'Extra work agreed on site' });
  });

  it('previous figures must equal the last approved application: a void in between is caught', async () => {
    const job = await contractJob(admin);
    const first = await newApplication(admin, job, '2026-01-31');
    await ok(
      patch(admin, `/api/v1/pay-applications/${first.id}`, {
        lines: [{ contract_line_id: job.lines[0], this_period_cents: 500_000 }],
      }),
    );
    await ok(post(admin, `/api/v1/pay-applications/${first.id}/submit`));
    await ok(post(admin, `/api/v1/pay-applications/${first.id}/approve`));
    const second = await newApplication(admin, job, '2026-02-28');
    expect(second.lines[0].previous_work_cents).toBe(500_000);
    const before = await balances(admin);
    const voided = await ok(
      post(admin, `/api/v1/pay-applications/${first.id}/void`, { void_date: '2026-02-15' }),
    );
    expect(voided.status).toBe('void');
    expect(voided.void_entry.entry_date).toBe('2026-02-15');
    const after = await balances(admin);
    expect(before.receivable - after.receivable).toBe(450_000);
    expect(before.revenue - after.revenue).toBe(500_000);
    const stale = await post(admin, `/api/v1/pay-applications/${second.id}/submit`);
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('previous_mismatch');
    // Saving refreshes the draft from the ledger of applications.
    const refreshed = await ok(patch(admin, `/api/v1/pay-applications/${second.id}`, {}));
    expect(refreshed.lines[0].previous_work_cents).toBe(0);
    expect(refreshed.summary.line7_previous_certificates_cents).toBe(0);
    await ok(post(admin, `/api/v1/pay-applications/${second.id}/submit`));
  });

  it('a change order approved after submitting leaves the submitted figures to approve', async () => {
    const job = await contractJob(admin);
    const app = await newApplication(admin, job, '2026-01-31');
    await ok(
      patch(admin, `/api/v1/pay-applications/${app.id}`, {
        lines: [{ contract_line_id: job.lines[1], this_period_cents: 1_000_000 }],
      }),
    );
    await ok(post(admin, `/api/v1/pay-applications/${app.id}/submit`));
    await approvedChangeOrder(admin, job);
    const approved = await ok(post(admin, `/api/v1/pay-applications/${app.id}/approve`));
    expect(approved.summary).toMatchObject({
      line3_contract_sum_to_date_cents: 10_000_000,
      line8_current_payment_due_cents: 900_000,
    });
    // The next application starts from the new schedule.
    const next = await newApplication(admin, job, '2026-02-28');
    expect(next.summary.line3_contract_sum_to_date_cents).toBe(11_200_000);
    expect(next.lines).toHaveLength(4);
  });

  it('a submitted application returns to draft before approval, audited; one draft per job still holds', async () => {
    const pm = await addMember(t, admin.organizationId, 'pm-return@billing.co', 'project_manager');
    const field = await addMember(t, admin.organizationId, 'field-return@billing.co', 'field_employee');
    const job = await contractJob(admin);
    const app = await newApplication(pm, job, '2026-01-31');
    const path = `/api/v1/pay-applications/${app.id}`;
    await ok(
      patch(pm, path, {
        lines: [
          { contract_line_id: job.lines[0], this_period_cents: 1_100_000 },
          { contract_line_id: job.lines[1], this_period_cents: 1_000_000 },
        ],
      }),
    );
    const notYet = await post(pm, `${path}/return-to-draft`);
    expect(notYet.status).toBe(409);
    expect(notYet.body.error).toEqual({
      code: 'pay_application_not_submitted',
      message: 'Only a submitted application can go back to draft',
    });
    const submitted = await ok(post(pm, `${path}/submit`, { overbilling_reason: 'Agreed on site' }));
    expect(submitted).toMatchObject({ status: 'submitted', overbilling_reason: 'Agreed on site' });
    expect(submitted.submitted_at).not.toBeNull();
    // A change order approved while it waits: the kept figures do not move until it is a draft again.
    await approvedChangeOrder(admin, job);
    expect((await post(field, `${path}/return-to-draft`)).status).toBe(403);
    expect((await post(other, `${path}/return-to-draft`)).status).toBe(404);

    // The person who submitted takes it back (billing:write): nothing was posted, so nothing to reverse.
    const entries = () =>
      t.db.$count(journalEntries, eq(journalEntries.organizationId, admin.organizationId));
    const entriesBefore = await entries();
    const draft = await ok(post(pm, `${path}/return-to-draft`));
    expect(draft).toMatchObject({
      status: 'draft',
      submitted_at: null,
      overbilling_reason: null,
      journal_entry: null,
    });
    // Computed again as a draft: C with the change order (line 3 and a fourth line), E kept as typed.
    expect(submitted.summary.line3_contract_sum_to_date_cents).toBe(10_000_000);
    expect(draft.summary.line3_contract_sum_to_date_cents).toBe(11_200_000);
    expect(draft.lines).toHaveLength(4);
    expect(draft.lines.map((l: { this_period_cents: number }) => l.this_period_cents)).toEqual([
      1_100_000, 1_000_000, 0, 0,
    ]);
    expect(await entries()).toBe(entriesBefore);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'return_pay_application_to_draft'), eq(auditLog.entityId, app.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.actorId).toBe(pm.userId);
    expect(audits[0]?.before).toMatchObject({
      status: 'submitted',
      overbilling_reason: 'Agreed on site',
      summary: { line3_contract_sum_to_date_cents: 10_000_000 },
    });
    expect(audits[0]?.after).toMatchObject({
      status: 'draft',
      summary: { line3_contract_sum_to_date_cents: 11_200_000 },
    });

    // A draft again: it is edited, still the job's one open application, and submitted again.
    expect((await post(pm, `${path}/return-to-draft`)).status).toBe(409);
    const second = await post(pm, `/api/v1/jobs/${job.jobId}/pay-applications`, {
      application_date: '2026-02-28',
      period_to: '2026-02-28',
    });
    expect(second.body.error.code).toBe('pay_application_open');
    await ok(patch(pm, path, { lines: [{ contract_line_id: job.lines[0], this_period_cents: 1_000_000 }] }));
    const again = await ok(post(pm, `${path}/submit`));
    expect(again).toMatchObject({ status: 'submitted', overbilling_reason: null });

    // Another draft of the job (written past the API's rules): the return is refused, nothing changes.
    const [stray] = await t.db
      .insert(payApplications)
      .values({
        organizationId: admin.organizationId,
        jobId: job.jobId,
        customerId: job.customerId,
        applicationNumber: 9,
        periodTo: '2026-02-28',
        applicationDate: '2026-02-28',
        dueDate: '2026-03-30',
      })
      .returning();
    const clash = await post(admin, `${path}/return-to-draft`);
    expect(clash.status).toBe(409);
    expect(clash.body.error.code).toBe('pay_application_open');
    expect((await ok(get(admin, path))).status).toBe('submitted');
    await t.db.delete(payApplications).where(eq(payApplications.id, stray?.id ?? ''));

    // Once approved it is posted: only a void undoes it.
    await ok(post(admin, `${path}/approve`));
    const approved = await post(admin, `${path}/return-to-draft`);
    expect(approved.status).toBe(409);
    expect(approved.body.error.code).toBe('pay_application_not_submitted');
  });

  it('voids only while no payment is applied', async () => {
    const job = await contractJob(admin);
    const app = await newApplication(admin, job, '2026-01-31');
    await ok(
      patch(admin, `/api/v1/pay-applications/${app.id}`, {
        lines: [{ contract_line_id: job.lines[0], this_period_cents: 100_000 }],
      }),
    );
    expect((await post(admin, `/api/v1/pay-applications/${app.id}/void`)).status).toBe(409); // a draft
    await ok(post(admin, `/api/v1/pay-applications/${app.id}/submit`));
    await ok(post(admin, `/api/v1/pay-applications/${app.id}/approve`));
    const [bank] = await t.db
      .select()
      .from(chartOfAccounts)
      .where(
        and(
          eq(chartOfAccounts.organizationId, admin.organizationId),
          eq(chartOfAccounts.accountNumber, '1000'),
        ),
      );
    const [receipt] = await t.db
      .insert(customerReceipts)
      .values({
        organizationId: admin.organizationId,
        customerId: job.customerId,
        receiptDate: '2026-02-10',
        method: 'check',
        amountCents: 50_000,
        depositAccountId: bank?.id ?? '',
      })
      .returning();
    await t.db.insert(receiptApplications).values({
      organizationId: admin.organizationId,
      receiptId: receipt?.id ?? '',
      applicationId: app.id,
      amountCents: 50_000,
    });
    const refused = await post(admin, `/api/v1/pay-applications/${app.id}/void`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('pay_application_paid');
    expect((await ok(get(admin, `/api/v1/pay-applications/${app.id}`))).applied_cents).toBe(50_000);
  });

  it('a simple-invoice job gets the same numbers on a one-page invoice', async () => {
    const job = await contractJob(admin, { billingMethod: 'invoice' });
    const app = await newApplication(admin, job, '2026-01-31');
    await ok(
      patch(admin, `/api/v1/pay-applications/${app.id}`, {
        lines: [{ contract_line_id: job.lines[1], percent_complete_bps: 5000 }],
      }),
    );
    const plain = await withTenant(t.db, admin, (tx) =>
      payApplicationPdf(tx, objectStoreFor(t.deps.config), admin.organizationId, app.id, { compress: false }),
    );
    const raw = plain.bytes.toString('latin1');
    expect(raw.match(/\/Type \/Page\b/g)).toHaveLength(1);
    const text = pdfText(plain.bytes);
    expect(text).toContain('INVOICE');
    expect(text).toContain('$13,500.00'); // 15,000 less 10 % retainage
    expect(plain.fileName).toBe(`${job.jobNumber}-invoice-1.pdf`);
  });

  it('a long schedule repeats the column header and totals every sheet', async () => {
    const lines: [string, number][] = Array.from({ length: ROWS_PER_PAGE * 2 + 3 }, (_, i) => [
      `Line ${i + 1}`,
      100_000,
    ]);
    const job = await contractJob(admin, { lines });
    const app = await newApplication(admin, job, '2026-01-31');
    await ok(
      patch(admin, `/api/v1/pay-applications/${app.id}`, {
        lines: job.lines.map((id) => ({ contract_line_id: id, this_period_cents: 10_000 })),
      }),
    );
    const plain = await withTenant(t.db, admin, (tx) =>
      payApplicationPdf(tx, objectStoreFor(t.deps.config), admin.organizationId, app.id, { compress: false }),
    );
    const text = pdfText(plain.bytes);
    expect(text.match(/CONTINUATION/g)).toHaveLength(3);
    expect(text.match(/Scheduled/g)).toHaveLength(3);
    expect(text.match(/Page\s+total/g)).toHaveLength(3);
    expect(text).toContain('$18,000.00'); // a full sheet's C: 18 × 1,000.00
    expect(text).toContain('$3,000.00'); // the last sheet's three lines
    expect(text).toContain('Grand');
    expect(text).toContain('$39,000.00'); // line 3
  });
});

describe('roles and organizations', () => {
  it('project managers bill but do not approve; accountants approve; others read nothing', async () => {
    const pm = await addMember(t, admin.organizationId, 'pm@billing.co', 'project_manager');
    const accountant = await addMember(t, admin.organizationId, 'acct@billing.co', 'accountant');
    const field = await addMember(t, admin.organizationId, 'field@billing.co', 'field_employee');
    const job = await contractJob(admin);
    const app = await newApplication(pm, job, '2026-01-31');
    const path = `/api/v1/pay-applications/${app.id}`;
    expect((await get(field, path)).status).toBe(403);
    expect((await get(field, '/api/v1/pay-applications')).status).toBe(403);
    await ok(post(pm, `${path}/submit`));
    expect((await post(pm, `${path}/approve`)).status).toBe(403);
    await ok(post(accountant, `${path}/approve`));
    expect((await post(pm, `${path}/void`)).status).toBe(403);

    for (const [method, suffix, body] of [
      ['GET', '', undefined],
      ['GET', '/pdf', undefined],
      ['PATCH', '', {}],
      ['DELETE', '', undefined],
      ['POST', '/submit', {}],
      ['POST', '/approve', undefined],
      ['POST', '/void', {}],
      ['POST', '/return-to-draft', undefined],
    ] as const) {
      const res = await call(t, other.token, method, `${path}${suffix}`, body);
      expect(res.status, `${method} ${suffix}`).toBe(404);
    }
    expect((await get(other, `/api/v1/jobs/${job.jobId}/pay-applications`)).status).toBe(404);
    const foreign = await post(other, `/api/v1/jobs/${job.jobId}/pay-applications`, {
      application_date: '2026-02-28',
      period_to: '2026-02-28',
    });
    expect(foreign.status).toBe(404);
    expect((await get(other, '/api/v1/pay-applications')).body.total).toBe(0);
    // A line of another company's contract is not a line of this application.
    const mine = await contractJob(other);
    const otherApp = await newApplication(other, mine, '2026-01-31');
    const foreignLine = await patch(other, `/api/v1/pay-applications/${otherApp.id}`, {
      lines: [{ contract_line_id: job.lines[0], this_period_cents: 1 }],
    });
    expect(foreignLine.status).toBe(400);
  });
});
