import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emptySourceModel,
  type TImportSourceModel,
  type TSourceOpenDocument,
} from '../src/modules/imports/model/source-model.ts';
import { accountsStage } from '../src/modules/imports/stages/accounts.ts';
import { customersStage } from '../src/modules/imports/stages/customers.ts';
import { jobsStage } from '../src/modules/imports/stages/jobs.ts';
import { openBillsStage } from '../src/modules/imports/stages/open-bills.ts';
import { openInvoicesStage } from '../src/modules/imports/stages/open-invoices.ts';
import { openingEntryStage } from '../src/modules/imports/stages/opening-entry.ts';
import type { TImportStageRunner } from '../src/modules/imports/stages/stage-types.ts';
import { vendorsStage } from '../src/modules/imports/stages/vendors.ts';
import {
  addWorkContract,
  CONTROL_ACCOUNTS_MAPPING,
  IMPORT_TEST_CUTOVER as CUTOVER,
  insertImportRun,
  openingBillOf,
  openingInvoiceOf,
  runImportStages,
  sourceRows,
  systemAccountId,
  trialBalanceByNumber,
} from './helpers/import-stage-fixture.ts';
import { call, createCompany, type Member } from './helpers/org-users.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Retainage an import brings on open documents (issue 24) is collected and paid like any other: an
// opening invoice's retainage is billed by a retainage release of its job (no contract needed on the
// customer's "Opening balances" job; on a job with a contract, with the progress retainage), then
// collected by a receipt; an opening bill's retainage — on a line with no commitment — is released
// per vendor and paid through Pay Bills. Retainage receivable and payable end at zero, agings tied out.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

const { account, party, job, doc: sourceDoc, tb } = sourceRows('books.iif');
const doc = (
  kind: 'invoice' | 'bill',
  number: string,
  partyName: string,
  openCents: number,
  retainageCents: number,
  more: Partial<TSourceOpenDocument> = {},
) => sourceDoc(kind, number, partyName, openCents, { retainageCents, ...more });

/**
 * The books at the cut-over: AR 4,000.00 + retainage receivable 1,000.00 (Acme's invoice 2001, no
 * job — `invoice` replaces it); AP 2,000.00 + retainage payable 500.00 (Apex's bill 301); equity
 * 12,500.00; the bank the rest (10,000.00). Debits = credits = 15,000.00.
 */
function booksModel(invoice?: TSourceOpenDocument): TImportSourceModel {
  const open = invoice ?? doc('invoice', '2001', 'Acme Corp', 400_000, 100_000);
  const m = emptySourceModel();
  m.accounts = [
    account('Operating Bank', 'BANK', { number: '1000' }),
    account('Accounts Receivable', 'AR', { number: '1100' }),
    account('Retainage Receivable', 'OCASSET', { number: '1150' }),
    account('Accounts Payable', 'AP', { number: '2000' }),
    account('Retainage Payable', 'OCLIAB', { number: '2050' }),
    account("Owner's Equity", 'EQUITY', { number: '3000' }),
  ];
  m.customers = [party('customer', 'Acme Corp')];
  m.jobs = [job('Acme Corp:Tower')];
  m.vendors = [party('vendor', 'Apex Drywall')];
  m.trialBalance = {
    asOf: CUTOVER,
    rows: [
      tb('Operating Bank', '1000', 1_500_000 - open.openCents - open.retainageCents, 0),
      tb('Accounts Receivable', '1100', open.openCents, 0),
      tb('Retainage Receivable', '1150', open.retainageCents, 0),
      tb('Accounts Payable', '2000', 0, 200_000),
      tb('Retainage Payable', '2050', 0, 50_000),
      tb("Owner's Equity", '3000', 0, 1_250_000),
    ],
  };
  m.openInvoices = [open];
  m.openBills = [doc('bill', '301', 'Apex Drywall', 200_000, 50_000, { date: '2026-03-20' })];
  return m;
}

const STAGES: TImportStageRunner[] = [
  accountsStage,
  customersStage,
  jobsStage,
  vendorsStage,
  openingEntryStage,
  openInvoicesStage,
  openBillsStage,
];

/** The import's stages in order, each in its own tenant transaction as the orchestrator runs them. */
async function importBooks(member: Member, model: TImportSourceModel) {
  const runId = await insertImportRun(t, member);
  await runImportStages(t, member, STAGES, { runId, model, mapping: CONTROL_ACCOUNTS_MAPPING });
}

const get = (m: Member, path: string) => call(t, m.token, 'GET', path);
const post = (m: Member, path: string, body: unknown) => call(t, m.token, 'POST', path, body);
const patch = (m: Member, path: string, body: unknown) => call(t, m.token, 'PATCH', path, body);

async function ok(answer: Promise<{ status: number; body: unknown }>, status = 200) {
  const res = await answer;
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
  return res.body as any;
}

/** Balances by account number (debit positive). */
const trialBalance = (m: Member, asOf: string) => trialBalanceByNumber(t, m, asOf);

async function openingInvoice(m: Member, number: string) {
  const app = await openingInvoiceOf(t, m, number);
  if (!app) throw new Error(`no opening invoice ${number}`);
  return app;
}

async function cashAccountId(m: Member) {
  const cash = await systemAccountId(t, m, 'cash');
  if (!cash) throw new Error('no cash account');
  return cash;
}

/** Starts, submits and approves a retainage release of the job. */
async function billRelease(m: Member, jobId: string, date: string) {
  const draft = await ok(
    post(m, `/api/v1/jobs/${jobId}/pay-applications`, {
      kind: 'retainage_release',
      application_date: date,
      period_to: date,
    }),
    201,
  );
  await ok(post(m, `/api/v1/pay-applications/${draft.id}/submit`, {}));
  return ok(post(m, `/api/v1/pay-applications/${draft.id}/approve`, {}));
}

describe('opening retainage: an import brings it, a release bills or makes it payable, it is collected and paid', () => {
  let m: Member;

  beforeAll(async () => {
    m = await createCompany(t, 'retainage@imports.test', 'Opening Retainage Builders');
    await importBooks(m, booksModel());
  }, 60_000);

  it('starts with the retainage posted and in both agings', async () => {
    const balances = await trialBalance(m, CUTOVER);
    expect([balances.get('1150'), balances.get('2050')]).toEqual([100_000, -50_000]);
    const ar = await ok(get(m, `/api/v1/receivables/aging?as_of=${CUTOVER}`));
    expect(ar.totals).toMatchObject({ total_cents: 400_000, retainage_held_cents: 100_000 });
    const ap = await ok(get(m, `/api/v1/payables/aging?as_of=${CUTOVER}`));
    expect(ap.totals).toMatchObject({ total_cents: 200_000, retainage_held_cents: 50_000 });
  });

  it('bills the opening invoice’s retainage by a release of its "Opening balances" job (no contract), and collects it', async () => {
    const opening = await openingInvoice(m, '2001');
    const page = await ok(get(m, `/api/v1/pay-applications/${opening.id}`));
    expect(page).toMatchObject({ kind: 'opening', job: { name: 'Opening balances' } });
    expect(page.can_release_retainage).toBe(true);
    const figures = await ok(get(m, `/api/v1/jobs/${opening.jobId}/contract-figures`));
    expect(figures).toMatchObject({ has_contract: false, retainage_held_cents: 100_000 });

    const release = await billRelease(m, opening.jobId, '2026-04-10');
    expect(release).toMatchObject({
      kind: 'retainage_release',
      status: 'approved',
      application_number: 2,
      current_due_cents: 100_000,
      this_period: { gross_cents: 0, retainage_cents: -100_000, due_cents: 100_000 },
      customer: { id: opening.customerId },
    });
    expect(release.summary.line8_current_payment_due_cents).toBe(100_000);
    // Posted Dr AR, Cr retainage receivable.
    const balances = await trialBalance(m, '2026-04-10');
    expect([balances.get('1100'), balances.get('1150') ?? 0]).toEqual([500_000, 0]);
    const pdf = await get(m, `/api/v1/pay-applications/${release.id}/pdf`);
    expect(pdf.status).toBe(200);

    // Nothing left to release: the invoice no longer offers it, a second release is refused.
    expect((await ok(get(m, `/api/v1/pay-applications/${opening.id}`))).can_release_retainage).toBe(false);
    const again = await post(m, `/api/v1/jobs/${opening.jobId}/pay-applications`, {
      kind: 'retainage_release',
      application_date: '2026-04-11',
      period_to: '2026-04-11',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('no_retainage_held');
    expect((await ok(get(m, `/api/v1/jobs/${opening.jobId}/contract-figures`))).retainage_held_cents).toBe(0);

    // One receipt collects the invoice's open amount and the released retainage.
    await ok(
      post(m, '/api/v1/receipts', {
        customer_id: opening.customerId,
        receipt_date: '2026-04-20',
        method: 'check',
        reference: 'CHK 7001',
        amount_cents: 500_000,
        deposit_account_id: await cashAccountId(m),
        applications: [
          { application_id: opening.id, amount_cents: 400_000 },
          { application_id: release.id, amount_cents: 100_000 },
        ],
      }),
      201,
    );
    const aging = await ok(get(m, '/api/v1/receivables/aging?as_of=2026-04-30'));
    expect(aging.totals).toMatchObject({ total_cents: 0, retainage_held_cents: 0, credit_cents: 0 });
    expect(aging.tie_out).toMatchObject({
      in_balance: true,
      retainage_subledger_cents: 0,
      retainage_control_cents: 0,
    });
  });

  it('releases the opening bill’s retainage per vendor (no commitment), and pays it through Pay Bills', async () => {
    const bill = await openingBillOf(t, m, '301');
    if (!bill) throw new Error('no opening bill 301');
    const vendors = await ok(get(m, `/api/v1/ap-retainage/vendors?vendor_id=${bill.vendorId}`));
    expect(vendors.items).toEqual([
      {
        vendor: expect.objectContaining({ id: bill.vendorId, name: 'Apex Drywall' }),
        withheld_cents: 50_000,
        released_cents: 0,
        held_cents: 50_000,
        invoices: [
          {
            id: bill.id,
            invoice_number: '301',
            invoice_date: '2026-03-20',
            withheld_cents: 50_000,
            released_cents: 0,
            held_cents: 50_000,
          },
        ],
      },
    ]);
    // The commitments' list is unchanged: the bill has none.
    expect((await ok(get(m, '/api/v1/ap-retainage/commitments'))).items).toEqual([]);

    const tooMuch = await post(m, '/api/v1/ap-retainage-releases', {
      vendor_id: bill.vendorId,
      release_date: '2026-04-10',
      amount_cents: 50_001,
    });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error.message).toBe(
      "$500.01 is more than the $500.00 of retainage held on Apex Drywall's bills outside a commitment",
    );
    const both = await post(m, '/api/v1/ap-retainage-releases', {
      vendor_id: bill.vendorId,
      commitment_id: bill.vendorId,
      release_date: '2026-04-10',
    });
    expect(both.status).toBe(400);

    const release = await ok(
      post(m, '/api/v1/ap-retainage-releases', {
        vendor_id: bill.vendorId,
        release_date: '2026-04-10',
        due_date: '2026-04-25',
      }),
      201,
    );
    expect(release).toMatchObject({
      amount_cents: 50_000,
      open_cents: 50_000,
      commitment: null,
      status: 'posted',
      lines: [{ invoice_id: bill.id, invoice_number: '301', amount_cents: 50_000 }],
    });
    const balances = await trialBalance(m, '2026-04-10');
    expect([balances.get('2000'), balances.get('2050') ?? 0]).toEqual([-250_000, 0]);
    expect((await ok(get(m, '/api/v1/ap-retainage/vendors'))).items).toEqual([]);
    const nothing = await post(m, '/api/v1/ap-retainage-releases', {
      vendor_id: bill.vendorId,
      release_date: '2026-04-11',
    });
    expect(nothing.status).toBe(409);
    expect(nothing.body.error.code).toBe('nothing_held');

    // Pay Bills lists the bill's net and the release; one check pays both.
    const payables = await ok(get(m, `/api/v1/ap-payments/payables?vendor_id=${bill.vendorId}`));
    expect(
      payables.items.map((i: { kind: string; id: string; open_cents: number }) => [i.kind, i.id]).sort(),
    ).toEqual(
      [
        ['invoice', bill.id],
        ['retainage', release.id],
      ].sort(),
    );
    await ok(
      post(m, '/api/v1/ap-payments', {
        payment_date: '2026-04-26',
        bank_account_id: await cashAccountId(m),
        method: 'check',
        payments: [
          {
            vendor_id: bill.vendorId,
            applications: [
              { invoice_id: bill.id, amount_cents: 200_000 },
              { release_id: release.id, amount_cents: 50_000 },
            ],
          },
        ],
      }),
      201,
    );
    const aging = await ok(get(m, '/api/v1/payables/aging?as_of=2026-04-30'));
    expect(aging.totals).toMatchObject({ total_cents: 0, retainage_held_cents: 0 });
    expect(aging.tie_out).toMatchObject({
      in_balance: true,
      retainage_subledger_cents: 0,
      retainage_control_cents: 0,
    });
  });

  it('ends with retainage receivable and payable, AR and AP at zero', async () => {
    const balances = await trialBalance(m, '2026-04-30');
    for (const number of ['1100', '1150', '2000', '2050']) expect(balances.get(number) ?? 0, number).toBe(0);
  });
});

describe('opening retainage on a job with a contract: released with the progress retainage', () => {
  it('bills both in one release, keeps the opening invoice out of the G702 chain', async () => {
    const m = await createCompany(t, 'retainage-tower@imports.test', 'Tower Retainage Builders');
    await importBooks(
      m,
      booksModel(doc('invoice', '3001', 'Acme Corp', 200_000, 30_000, { jobFullName: 'Acme Corp:Tower' })),
    );
    const opening = await openingInvoice(m, '3001');
    // The contract comes after the import: 100,000.00, 10 % retainage on work, one line.
    const { line } = await addWorkContract(t, m, opening.jobId);

    // Application 2 bills 20,000.00 of work, 2,000.00 retained.
    const progress = await ok(
      post(m, `/api/v1/jobs/${opening.jobId}/pay-applications`, {
        kind: 'progress',
        application_date: '2026-04-30',
        period_from: '2026-04-01',
        period_to: '2026-04-30',
      }),
      201,
    );
    await ok(
      patch(m, `/api/v1/pay-applications/${progress.id}`, {
        lines: [{ contract_line_id: line.id, this_period_cents: 2_000_000 }],
      }),
    );
    await ok(post(m, `/api/v1/pay-applications/${progress.id}/submit`, {}));
    const approved = await ok(post(m, `/api/v1/pay-applications/${progress.id}/approve`, {}));
    expect(approved.summary).toMatchObject({
      line5_retainage_cents: 200_000,
      line7_previous_certificates_cents: 0,
      line8_current_payment_due_cents: 1_800_000,
    });
    expect((await ok(get(m, `/api/v1/jobs/${opening.jobId}/contract-figures`))).retainage_held_cents).toBe(
      230_000,
    );

    // The release bills the progress retainage and the opening invoice's.
    const release = await billRelease(m, opening.jobId, '2026-05-15');
    expect(release).toMatchObject({ application_number: 3, current_due_cents: 230_000 });
    expect(release.summary).toMatchObject({
      line4_completed_and_stored_cents: 2_000_000,
      line5_retainage_cents: 0,
      line7_previous_certificates_cents: 1_800_000,
      line8_current_payment_due_cents: 230_000,
    });
    expect(release.this_period).toEqual({ gross_cents: 0, retainage_cents: -230_000, due_cents: 230_000 });
    expect((await ok(get(m, `/api/v1/jobs/${opening.jobId}/contract-figures`))).retainage_held_cents).toBe(0);
    const aging = await ok(get(m, '/api/v1/receivables/aging?as_of=2026-05-31'));
    expect(aging.totals).toMatchObject({
      total_cents: 200_000 + 1_800_000 + 230_000,
      retainage_held_cents: 0,
    });
    expect(aging.tie_out.in_balance).toBe(true);

    // The next application's previous certificates: the release's line 6, the opening invoice left out.
    const next = await ok(
      post(m, `/api/v1/jobs/${opening.jobId}/pay-applications`, {
        kind: 'progress',
        application_date: '2026-05-31',
        period_from: '2026-05-01',
        period_to: '2026-05-31',
      }),
      201,
    );
    expect(next.summary.line7_previous_certificates_cents).toBe(2_000_000);
    expect(next.previous).toMatchObject({ id: release.id });
  });
});
