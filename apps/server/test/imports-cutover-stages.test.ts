import type { TImportMappingInput, TImportRunOptions } from '@groundwork/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import {
  bankAccounts,
  chartOfAccounts,
  importRunRecords,
  jobCostHistory,
  payApplications,
  projects,
} from '../src/db/schema/index.ts';
import { withTenant } from '../src/lib/tenant.ts';
import { loadBookItems } from '../src/modules/bank-matching/book-items.ts';
import {
  emptySourceModel,
  type TImportSourceModel,
  type TSourceTransaction,
} from '../src/modules/imports/model/source-model.ts';
import { accountsStage } from '../src/modules/imports/stages/accounts.ts';
import { customersStage } from '../src/modules/imports/stages/customers.ts';
import { historyStage } from '../src/modules/imports/stages/history.ts';
import { IMPORT_STAGE_RUNNERS } from '../src/modules/imports/stages/index.ts';
import { jobsStage } from '../src/modules/imports/stages/jobs.ts';
import { openBillsStage } from '../src/modules/imports/stages/open-bills.ts';
import { openInvoicesStage } from '../src/modules/imports/stages/open-invoices.ts';
import { openingEntryStage } from '../src/modules/imports/stages/opening-entry.ts';
import type { TImportStageRunner, TStageResult } from '../src/modules/imports/stages/stage-types.ts';
import { vendorsStage } from '../src/modules/imports/stages/vendors.ts';
import { payApplicationPdf } from '../src/modules/pay-applications/pay-application-pdf.ts';
import { objectStoreFor } from '../src/storage/object-store-for.ts';
import {
  addCostCodes,
  addWorkContract,
  CONTROL_ACCOUNTS_MAPPING,
  IMPORT_TEST_CUTOVER as CUTOVER,
  insertImportRun,
  openingBillOf,
  openingInvoiceOf,
  runImportStage,
  runImportStages,
  sourceRows,
  systemAccountId,
  type TStageCall,
  trialBalanceByNumber,
} from './helpers/import-stage-fixture.ts';
import { call, createCompany, type Member } from './helpers/org-users.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// The cut-over stages of an import (issue 24) after the list stages, called as the orchestrator calls
// them (one tenant transaction per stage, records kept), for a signed-up company; then the product's
// own screens read the result: trial balance, AR and AP agings, Pay Bills, a receipt, the first
// reconciliation.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

const { ref, account, party, job, doc, tb } = sourceRows('books.iif');

/**
 * The books at the cut-over: Operating Bank 50,000.00 (outstanding checks 2,500.00 and 1,000.00, a
 * deposit of 700.00 in transit: the bank holds 52,800.00), AR 12,000.00 (invoices 1043 on Acme's
 * Tower job 7,000.00 + 1,000.00 retainage, 1044 with no job 5,000.00), retainage receivable 1,000.00,
 * AP 8,000.00 (Apex bills 88: 6,000.00 + 500.00 retainage, 89: 2,000.00), retainage payable 500.00,
 * equity 40,000.00, revenue 30,000.00 and materials 15,500.00 year to date. Debits = credits = 78,500.00.
 */
function booksModel(): TImportSourceModel {
  const m = emptySourceModel();
  m.accounts = [
    account('Operating Bank', 'BANK', { number: '1000' }),
    account('Accounts Receivable', 'AR', { number: '1100' }),
    account('Retainage Receivable', 'OCASSET', { number: '1150' }),
    account('Accounts Payable', 'AP', { number: '2000' }),
    account('Retainage Payable', 'OCLIAB', { number: '2050' }),
    account("Owner's Equity", 'EQUITY', { number: '3000' }),
    account('Contract Revenue', 'INC', { number: '4000' }),
    account('Job Materials', 'COGS', { number: '5100' }),
    account('Equipment Rental', 'EXP', { number: '6250' }),
  ];
  m.customers = [party('customer', 'Acme Corp')];
  m.jobs = [job('Acme Corp:Tower')];
  m.vendors = [party('vendor', 'Apex Drywall')];
  m.trialBalance = {
    asOf: CUTOVER,
    rows: [
      tb('Operating Bank', '1000', 5_000_000, 0),
      tb('Accounts Receivable', '1100', 1_200_000, 0),
      tb('Retainage Receivable', '1150', 100_000, 0),
      tb('Accounts Payable', '2000', 0, 800_000),
      tb('Retainage Payable', '2050', 0, 50_000),
      tb("Owner's Equity", '3000', 0, 4_000_000),
      tb('Contract Revenue', '4000', 0, 3_000_000),
      tb('Job Materials', '5100', 1_450_000, 0),
      tb('Equipment Rental', '6250', 100_000, 0),
    ],
  };
  m.openInvoices = [
    doc('invoice', '1043', 'Acme Corp', 700_000, { jobFullName: 'Acme Corp:Tower', retainageCents: 100_000 }),
    doc('invoice', '1044', 'Acme Corp', 500_000, { date: '2026-02-10', dueDate: '2026-03-12' }),
  ];
  m.openBills = [
    doc('bill', '88', 'Apex Drywall', 600_000, {
      retainageCents: 50_000,
      date: '2026-03-20',
      dueDate: '2026-04-19',
    }),
    doc('bill', '89', 'Apex Drywall', 200_000, { date: '2026-01-05', dueDate: '2026-02-04' }),
  ];
  m.bankItems = [
    {
      accountPath: 'Operating Bank',
      date: '2026-03-28',
      kind: 'check',
      reference: '1041',
      payee: 'Apex Drywall',
      amountCents: 250_000,
      ref: ref('bank.csv'),
    },
    {
      accountPath: 'Operating Bank',
      date: '2026-03-30',
      kind: 'check',
      reference: '1042',
      payee: 'City Permits',
      amountCents: 100_000,
      ref: ref('bank.csv'),
    },
    {
      accountPath: 'Operating Bank',
      date: '2026-03-31',
      kind: 'deposit',
      reference: '',
      payee: 'Acme Corp',
      amountCents: 70_000,
      ref: ref('bank.csv'),
    },
  ];
  m.jobCost = [
    {
      jobFullName: 'Acme Corp:Tower',
      costCode: '01-0100',
      category: 'M',
      amountCents: 1_450_000,
      ref: ref('cost.csv'),
    },
  ];
  return m;
}

/** The books' balance sheet at the cut-over by account number (debit +), as the ledger must hold it. */
const BALANCE_SHEET = {
  '1000': 5_000_000,
  '1100': 1_200_000,
  '1150': 100_000,
  '2000': -800_000,
  '2050': -50_000,
  '3000': -4_000_000,
};

const LIST_STAGES = [accountsStage, customersStage, jobsStage, vendorsStage];

const newRun = (member: Member) => insertImportRun(t, member);

/** A stage's call: the books' control accounts mapped, job-to-date cost on unless `options` say otherwise. */
const stageCall = (
  runId: string,
  model: TImportSourceModel,
  options: Partial<TImportRunOptions> = {},
  mapping: TImportMappingInput = CONTROL_ACCOUNTS_MAPPING,
): TStageCall => ({ runId, model, mapping, options: { job_to_date_cost: true, ...options } });

/** One stage in its own tenant transaction, its records kept as the orchestrator keeps them. */
const runStage = (
  member: Member,
  runId: string,
  runner: TImportStageRunner,
  model: TImportSourceModel,
  options: Partial<TImportRunOptions> = {},
  mapping: TImportMappingInput = CONTROL_ACCOUNTS_MAPPING,
) => runImportStage(t, member, runner, stageCall(runId, model, options, mapping));

/** Every stage in order; the first with errors stops the run (its transaction would roll back). */
const runAll = (
  member: Member,
  runId: string,
  model: TImportSourceModel,
  options: Partial<TImportRunOptions> = {},
) => runImportStages(t, member, IMPORT_STAGE_RUNNERS, stageCall(runId, model, options));

const get = (m: Member, path: string) => call(t, m.token, 'GET', path);
const post = (m: Member, path: string, body: unknown) => call(t, m.token, 'POST', path, body);

const trialBalance = (m: Member, asOf = CUTOVER) => trialBalanceByNumber(t, m, asOf);

describe('cut-over stages: opening balances, open documents, bank items, job cost', () => {
  let m: Member;
  let runId: string;
  let results: Map<string, TStageResult>;

  beforeAll(async () => {
    m = await createCompany(t, 'cutover@imports.test', 'Cutover Builders');
    await addCostCodes(t, m);
    runId = await newRun(m);
    results = await runAll(m, runId, booksModel());
  }, 60_000);

  it('posts the trial balance to the cent, the control accounts through their documents, clearing at zero', async () => {
    const balances = await trialBalance(m);
    expect(Object.fromEntries(balances)).toMatchObject({
      ...BALANCE_SHEET,
      '4000': -3_000_000,
      '5100': 1_450_000,
    });
    const clearing = await withTenant(t.db, m, (tx) =>
      tx
        .select({ number: chartOfAccounts.accountNumber })
        .from(chartOfAccounts)
        .where(
          and(
            eq(chartOfAccounts.organizationId, m.organizationId),
            eq(chartOfAccounts.systemKey, 'opening_clearing'),
          ),
        ),
    );
    expect(clearing).toHaveLength(1);
    expect(balances.get(clearing[0]?.number ?? '') ?? 0).toBe(0);
    expect([...balances.values()].reduce((s, v) => s + v, 0)).toBe(0);
    expect(results.get('opening_entry')).toMatchObject({ rows: 9, created: 9, errors: [] });
    expect(results.get('open_invoices')).toMatchObject({ rows: 2, created: 2 });
    expect(results.get('open_bills')).toMatchObject({ rows: 2, created: 2 });
    expect(results.get('bank_items')).toMatchObject({ rows: 3, created: 3 });
    expect(results.get('job_cost')).toMatchObject({ rows: 1, created: 1 });
    expect(results.get('history')).toMatchObject({ rows: 0 });
  });

  it('shows the opening invoices in the AR aging, with retainage, and the one without a job on "Opening balances"', async () => {
    const aging = await get(m, `/api/v1/receivables/aging?as_of=${CUTOVER}`);
    expect(aging.status).toBe(200);
    expect(aging.body.totals).toMatchObject({ total_cents: 1_200_000, retainage_held_cents: 100_000 });
    expect(aging.body.tie_out.in_balance).toBe(true);
    expect(
      aging.body.details
        .map((d: { kind: string; open_cents: number; project_name: string }) => [
          d.kind,
          d.open_cents,
          d.project_name,
        ])
        .sort(),
    ).toEqual([
      ['opening', 500_000, 'Opening balances'],
      ['opening', 700_000, 'Tower'],
    ]);
    const apps = await withTenant(t.db, m, (tx) =>
      tx.select().from(payApplications).where(eq(payApplications.organizationId, m.organizationId)),
    );
    expect(apps.map((a) => [a.kind, a.status, a.sourceNumber, a.applicationNumber]).sort()).toEqual([
      ['opening', 'approved', '1043', 1],
      ['opening', 'approved', '1044', 1],
    ]);
    const page = await get(m, `/api/v1/pay-applications/${apps.find((a) => a.sourceNumber === '1044')?.id}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      kind: 'opening',
      source_number: '1044',
      current_due_cents: 500_000,
      status: 'approved',
    });
  });

  it('shows the opening bills in the AP aging and ties out', async () => {
    const aging = await get(m, `/api/v1/payables/aging?as_of=${CUTOVER}`);
    expect(aging.status).toBe(200);
    expect(aging.body.totals).toMatchObject({ total_cents: 800_000, retainage_held_cents: 50_000 });
    expect(aging.body.tie_out.in_balance).toBe(true);
  });

  it('records what it created, and job-to-date cost by job × cost code × category', async () => {
    const records = await withTenant(t.db, m, (tx) =>
      tx.select().from(importRunRecords).where(eq(importRunRecords.runId, runId)),
    );
    const count = (type: string) => records.filter((r) => r.entityType === type).length;
    expect(count('pay_application')).toBe(2);
    expect(count('ap_invoice')).toBe(2);
    // The new company's cash account had no bank account: one opens at the bank balance.
    expect(count('bank_account')).toBe(1);
    // Opening entry, two invoices, two bills, the bank items.
    expect(count('journal_entry')).toBe(6);
    // Tower (the jobs stage) and Acme's "Opening balances" (the open-invoices stage).
    expect(count('job')).toBe(2);
    expect(count('job_cost_history')).toBe(1);
    const history = await withTenant(t.db, m, (tx) => tx.select().from(jobCostHistory));
    expect(history.map((h) => [h.asOf, h.amountCents, h.runId])).toEqual([[CUTOVER, 1_450_000, runId]]);
  });

  it('changes nothing when run again', async () => {
    const before = await trialBalance(m);
    const again = await newRun(m);
    const rerun = await runAll(m, again, booksModel());
    for (const stage of ['opening_entry', 'open_invoices', 'open_bills', 'bank_items', 'job_cost'])
      expect(rerun.get(stage), stage).toMatchObject({ created: 0, updated: 0 });
    expect(rerun.get('open_invoices')?.unchanged).toBe(2);
    expect(rerun.get('opening_entry')?.unchanged).toBe(9);
    expect(await trialBalance(m)).toEqual(before);
  });

  it('pays an opening bill through Pay Bills', async () => {
    const cashId = await systemAccountId(t, m, 'cash');
    const bill = await openingBillOf(t, m, '89');
    const paid = await post(m, '/api/v1/ap-payments', {
      payment_date: '2026-04-10',
      bank_account_id: cashId,
      method: 'check',
      payments: [
        { vendor_id: bill?.vendorId, applications: [{ invoice_id: bill?.id, amount_cents: 200_000 }] },
      ],
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const aging = await get(m, '/api/v1/payables/aging?as_of=2026-04-30');
    expect(aging.body.totals).toMatchObject({ total_cents: 600_000, retainage_held_cents: 50_000 });
    expect(aging.body.tie_out.in_balance).toBe(true);
  });

  it('applies a receipt to an opening invoice', async () => {
    const app = await openingInvoiceOf(t, m, '1044');
    const open = await get(m, `/api/v1/receivables/open-applications?customer_id=${app?.customerId}`);
    expect(open.status, JSON.stringify(open.body)).toBe(200);
    const cashId = await systemAccountId(t, m, 'cash');
    const receipt = await post(m, '/api/v1/receipts', {
      customer_id: app?.customerId,
      receipt_date: '2026-04-15',
      method: 'check',
      reference: 'CHK 5521',
      amount_cents: 500_000,
      deposit_account_id: cashId,
      applications: [{ application_id: app?.id, amount_cents: 500_000 }],
    });
    expect(receipt.status, JSON.stringify(receipt.body)).toBe(201);
    const aging = await get(m, '/api/v1/receivables/aging?as_of=2026-04-30');
    expect(aging.body.totals).toMatchObject({ total_cents: 700_000, retainage_held_cents: 100_000 });
    expect(aging.body.tie_out.in_balance).toBe(true);

    // Its PDF is the opening invoice as it stands — open amount, received, balance — not a G702 of zeros.
    const pdf = await withTenant(t.db, m, (tx) =>
      payApplicationPdf(tx, objectStoreFor(t.deps.config), m.organizationId, app?.id ?? '', {
        compress: false,
      }),
    );
    const text = pdfText(pdf.bytes);
    // Words come out one per text run: compare without the spaces.
    const flat = text.replace(/\s+/g, '');
    expect(flat).toContain('OPENINGBALANCEINVOICE');
    expect(flat).toContain('Invoiceno.1044');
    expect(flat).toContain('Openamountatthecut-over$5,000.00');
    expect(flat).toContain('Receivedsince-$5,000.00');
    expect(flat).toContain('BALANCEDUE$0.00');
    expect(flat).toContain('Paidinfull.');
    expect(text).not.toContain('CONTINUATION');
    expect(text).not.toContain('Original contract sum');
    expect(pdf.fileName).toMatch(/-opening-invoice-1044\.pdf$/);
    const download = await t.request(`/api/v1/pay-applications/${app?.id}/pdf`, { token: m.token });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('-opening-invoice-1044.pdf');
  });

  it("keeps an opening invoice read-only and out of the next progress application's previous certificates", async () => {
    const opening = await openingInvoiceOf(t, m, '1043');
    if (!opening) throw new Error('no opening invoice 1043');
    const voided = await post(m, `/api/v1/pay-applications/${opening.id}/void`, { void_date: '2026-04-30' });
    expect(voided.status).toBe(409);
    expect(voided.body.error.code).toBe('opening_invoice_read_only');
    const made = await post(m, `/api/v1/jobs/${opening.jobId}/pay-applications`, {
      kind: 'opening',
      application_date: '2026-04-30',
      period_to: '2026-04-30',
    });
    expect(made.status).toBe(400);
    // The Tower job gets its contract after the import: its first progress application is number 2.
    await addWorkContract(t, m, opening.jobId);
    const progress = await post(m, `/api/v1/jobs/${opening.jobId}/pay-applications`, {
      kind: 'progress',
      application_date: '2026-04-30',
      period_from: '2026-04-01',
      period_to: '2026-04-30',
    });
    expect(progress.status, JSON.stringify(progress.body)).toBe(201);
    expect(progress.body).toMatchObject({ application_number: 2, previous: null });
    expect(progress.body.summary.line7_previous_certificates_cents).toBe(0);
  });

  it('lists the outstanding checks and the deposit in transit in the first reconciliation', async () => {
    const [bank] = await withTenant(t.db, m, (tx) =>
      tx.select().from(bankAccounts).where(eq(bankAccounts.organizationId, m.organizationId)),
    );
    expect(bank).toMatchObject({ openingBalanceCents: 5_280_000, openingBalanceDate: CUTOVER });
    const items = await withTenant(t.db, m, (tx) => loadBookItems(tx, m.organizationId, bank?.id ?? ''));
    // Each with its own date in the old books (the lines are dated the cut-over), which stale-check
    // warnings and matching read.
    const opening = items.filter((i) => i.date <= CUTOVER);
    expect(opening.map((i) => [i.date, i.type, i.check_number, i.payee, i.amount_cents])).toEqual([
      ['2026-03-28', 'check', '1041', 'Apex Drywall', -250_000],
      ['2026-03-30', 'check', '1042', 'City Permits', -100_000],
      ['2026-03-31', 'deposit', null, 'Acme Corp', 70_000],
    ]);
    // Nothing cleared yet: the statement shows the bank balance at the cut-over (52,800.00) moved by nothing.
    const started = await post(m, `/api/v1/bank-accounts/${bank?.id}/reconciliations`, {
      statement_date: '2026-04-30',
      ending_balance_cents: 5_280_000,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const report = await get(m, `/api/v1/bank-reconciliations/${started.body.id}/report`);
    expect(report.status).toBe(200);
    expect(report.body.beginning_balance_cents).toBe(5_280_000);
    expect(
      report.body.outstanding_payments.items.map((i: { number: string | null; amount_cents: number }) => [
        i.number,
        i.amount_cents,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['1041', 250_000],
        ['1042', 100_000],
      ]),
    );
    expect(
      report.body.deposits_in_transit.items.map((i: { amount_cents: number }) => i.amount_cents),
    ).toEqual(expect.arrayContaining([70_000, 500_000]));
    expect(report.body.difference_cents).toBe(0);
  });
});

describe('cut-over stages: the bank account created at the bank balance', () => {
  it('creates a bank account for a cash account with items when none is linked', async () => {
    const m = await createCompany(t, 'bank-created@imports.test');
    const runId = await newRun(m);
    const model = booksModel();
    model.accounts.push(account('Payroll Bank', 'BANK', { number: '1010' }));
    model.trialBalance?.rows.push(tb('Payroll Bank', '1010', 300_000, 0));
    const equity = model.trialBalance?.rows.find((r) => r.number === '3000');
    if (equity) equity.creditCents += 300_000;
    model.bankItems.push({
      accountPath: 'Payroll Bank',
      date: '2026-03-31',
      kind: 'check',
      reference: '9001',
      payee: 'Jo Doe',
      amountCents: 40_000,
      ref: ref('bank.csv'),
    });
    model.jobCost = [];
    const results = await runAll(m, runId, model);
    expect(results.get('bank_items')?.errors).toEqual([]);
    const banks = await withTenant(t.db, m, (tx) =>
      tx
        .select({
          name: bankAccounts.name,
          cents: bankAccounts.openingBalanceCents,
          date: bankAccounts.openingBalanceDate,
          gl: chartOfAccounts.accountNumber,
        })
        .from(bankAccounts)
        .innerJoin(chartOfAccounts, eq(chartOfAccounts.id, bankAccounts.glAccountId)),
    );
    expect(banks.find((b) => b.gl === '1010')).toMatchObject({ cents: 340_000, date: CUTOVER });
    const balances = await trialBalance(m);
    expect(balances.get('1010')).toBe(300_000);
  });
});

describe('cut-over stages: validation', () => {
  let m: Member;
  beforeAll(async () => {
    m = await createCompany(t, 'cutover-errors@imports.test');
  });

  it('refuses an unbalanced trial balance, an account not in the chart, and posts nothing', async () => {
    const runId = await newRun(m);
    const model = booksModel();
    for (const runner of LIST_STAGES) await runStage(m, runId, runner, model);
    const rows = model.trialBalance?.rows ?? [];
    rows.push({ ...tb('Job Materials:Lumber', '5110', 100, 0), ref: { fileName: 'tb.csv', row: 212 } });
    const r = await runStage(m, runId, openingEntryStage, model);
    expect(r.errors.map((e) => e.message)).toEqual([
      'Trial balance debits 78,501.00 ≠ credits 78,500.00',
      "Row 212: account 'Job Materials:Lumber' is not in the chart (map it or create it)",
    ]);
    expect(r.errors[1]).toMatchObject({ stage: 'opening_entry', file_name: 'tb.csv', row: 212 });
    const entries = rowsOf<{ n: number }>(
      await withTenant(t.db, m, (tx) =>
        tx.execute(
          sql`select count(*)::int as n from journal_entries where organization_id = ${m.organizationId}`,
        ),
      ),
    );
    expect(entries[0]?.n).toBe(0);
  });

  it('formats the trial balance difference as the issue writes it', async () => {
    const runId = await newRun(m);
    const model = emptySourceModel();
    model.trialBalance = {
      asOf: CUTOVER,
      rows: [tb('Cash', '1000', 120_433_210, 0), tb('Equity', '3000', 0, 120_433_110)],
    };
    const r = await runStage(m, runId, openingEntryStage, model);
    expect(r.errors[0]?.message).toBe('Trial balance debits 1,204,332.10 ≠ credits 1,204,331.10');
  });

  it('names the invoice and bill rows: customer not found, twice, dated after the cut-over', async () => {
    const runId = await newRun(m);
    const model = booksModel();
    for (const runner of LIST_STAGES) await runStage(m, runId, runner, model);
    model.openInvoices = [
      doc('invoice', '1043', 'Acme Corp', 100),
      doc('invoice', '1043', 'Acme Corp', 200),
      doc('invoice', '1050', 'Acme Corporation', 300),
    ];
    model.openBills = [doc('bill', '88', 'Apex Drywall', 100, { date: '2026-04-02' })];
    const invoices = await runStage(m, runId, openInvoicesStage, model);
    expect(invoices.errors.map((e) => e.message)).toEqual([
      'Invoice 1043 appears twice',
      "Invoice 1050: customer 'Acme Corporation' not found",
    ]);
    expect(invoices.errors[1]).toMatchObject({ stage: 'open_invoices', file_name: 'ar.csv' });
    const bills = await runStage(m, runId, openBillsStage, model);
    expect(bills.errors.map((e) => e.message)).toEqual([
      'Bill 88: dated 2026-04-02, after the cut-over 2026-03-31',
    ]);
  });
});

describe('cut-over stages: classes to jobs', () => {
  it("puts an invoice without a job on the job its class maps to, if it is the customer's; an ignored class keeps 'Opening balances'", async () => {
    const m = await createCompany(t, 'classes@imports.test');
    const runId = await newRun(m);
    const model = booksModel();
    model.customers.push(party('customer', 'Birch LLC'));
    model.jobs.push(job('Birch LLC:Annex'));
    for (const runner of LIST_STAGES) await runStage(m, runId, runner, model);
    const jobs = await withTenant(t.db, m, (tx) =>
      tx
        .select({ id: projects.id, number: projects.projectNumber, name: projects.projectName })
        .from(projects)
        .where(eq(projects.organizationId, m.organizationId)),
    );
    const tower = jobs.find((j) => j.name === 'Tower');
    const annex = jobs.find((j) => j.name === 'Annex');
    const mapping: TImportMappingInput = {
      ...CONTROL_ACCOUNTS_MAPPING,
      names: [
        { kind: 'class', source_name: 'tower', action: 'map', target_id: tower?.id },
        { kind: 'class', source_name: 'Annex', action: 'map', target_id: annex?.id },
        { kind: 'class', source_name: 'Overhead', action: 'ignore' },
      ],
    };

    // A class mapped to another customer's job: the invoice, the class and the job named; nothing posted.
    model.openInvoices = [
      doc('invoice', '1044', 'Acme Corp', 500_000, { className: 'Tower' }),
      doc('invoice', '1045', 'Acme Corp', 100_000, { className: 'Annex' }),
    ];
    const refused = await runStage(m, runId, openInvoicesStage, model, {}, mapping);
    expect(refused.errors.map((e) => e.message)).toEqual([
      `Invoice 1045: class 'Annex' is mapped to job '${annex?.number} Annex', which is not a job of Acme Corp`,
    ]);
    expect(refused.errors[0]).toMatchObject({ stage: 'open_invoices', file_name: 'ar.csv' });
    expect(refused.created).toBe(0);

    // Mapped to the customer's job: that job; ignored: the customer's "Opening balances" job.
    model.openInvoices = [
      doc('invoice', '1044', 'Acme Corp', 500_000, { className: 'Tower' }),
      doc('invoice', '1046', 'Acme Corp', 100_000, { className: 'Overhead' }),
    ];
    const r = await runStage(m, runId, openInvoicesStage, model, {}, mapping);
    expect(r.errors).toEqual([]);
    expect(r.created).toBe(2);
    const onTower = await openingInvoiceOf(t, m, '1044');
    expect(onTower?.jobId).toBe(tower?.id);
    const ignored = await openingInvoiceOf(t, m, '1046');
    const [opening] = await withTenant(t.db, m, (tx) =>
      tx
        .select({ name: projects.projectName })
        .from(projects)
        .where(and(eq(projects.organizationId, m.organizationId), eq(projects.id, ignored?.jobId ?? ''))),
    );
    expect(opening?.name).toBe('Opening balances');
  });
});

describe('cut-over stages: full history', () => {
  it('posts the journal instead of the opening entry, control lines to clearing, month ends checked', async () => {
    const m = await createCompany(t, 'history@imports.test');
    const runId = await newRun(m);
    const model = booksModel();
    model.jobCost = [];
    const txn = (date: string, docNumber: string, lines: [string, number][]): TSourceTransaction => ({
      type: 'GENERAL JOURNAL',
      date,
      docNumber,
      memo: null,
      cleared: null,
      lines: lines.map(([accountPath, amountCents]) => ({
        accountPath,
        amountCents,
        name: null,
        className: null,
        memo: null,
      })),
      ref: ref('journal.csv'),
    });
    // The same books as the trial balance, built by the journal over three months.
    model.transactions = [
      txn('2026-01-02', 'J1', [
        ['Operating Bank', 4_000_000],
        ["Owner's Equity", -4_000_000],
      ]),
      txn('2026-01-20', 'INV1', [
        ['Accounts Receivable', 3_000_000],
        ['Contract Revenue', -3_000_000],
      ]),
      txn('2026-02-05', 'RCPT', [
        ['Operating Bank', 1_700_000],
        ['Accounts Receivable', -1_700_000],
      ]),
      txn('2026-02-07', 'RET', [
        ['Retainage Receivable', 100_000],
        ['Accounts Receivable', -100_000],
      ]),
      txn('2026-02-20', 'BILL', [
        ['Job Materials', 1_450_000],
        ['Equipment Rental', 100_000],
        ['Accounts Payable', -1_500_000],
        ['Retainage Payable', -50_000],
      ]),
      txn('2026-03-10', 'CHK', [
        ['Accounts Payable', 700_000],
        ['Operating Bank', -700_000],
      ]),
    ];
    const results = await runAll(m, runId, model, { full_history: true });
    expect(results.get('opening_entry')).toMatchObject({ rows: 0, created: 0 });
    // RET moves AR to retainage receivable: both on opening clearing, nothing to post.
    expect(results.get('history')).toMatchObject({ rows: 6, created: 5, unchanged: 1, errors: [] });
    const balances = await trialBalance(m);
    expect(Object.fromEntries(balances)).toMatchObject(BALANCE_SHEET);
    expect([...balances.entries()].filter(([, v]) => v !== 0).map(([k]) => k)).not.toContain('3990');
    const again = await runStage(m, runId, historyStage, model, { full_history: true });
    expect(again).toMatchObject({ created: 0, unchanged: 6, errors: [] });
  });
});
