import {
  type TImportMapping,
  type TImportReport,
  type TImportRunOptions,
  ZImportMapping,
  ZImportReport,
} from '@groundwork/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import {
  apInvoices,
  chartOfAccounts,
  customers,
  importRuns,
  payApplications,
  projects,
  vendors,
} from '../src/db/schema/index.ts';
import { renderReportPdf } from '../src/lib/pdf/report-pdf.ts';
import { withTenant } from '../src/lib/tenant.ts';
import {
  emptySourceModel,
  type TImportSourceModel,
  type TSourceRef,
} from '../src/modules/imports/model/source-model.ts';
import { ROLLBACK_INTERRUPTED } from '../src/modules/imports/runs/find-import-runs.ts';
import { waitForImportJob } from '../src/modules/imports/runs/import-progress.ts';
import { IMPORT_STAGE_RUNNERS } from '../src/modules/imports/stages/index.ts';
import { buildImportReport } from '../src/modules/imports/verify/build-import-report.ts';
import { importReportCsvRows, importReportPdf } from '../src/modules/imports/verify/import-report-exports.ts';
import { markRollingBack, rollbackBlockedBy } from '../src/modules/imports/verify/rollback.ts';
import { prepareRollbackJob } from '../src/modules/imports/verify/rollback-job.ts';
import { postEntry } from '../src/modules/ledger/post-entry.ts';
import { trialBalance } from '../src/modules/ledger/trial-balance.ts';
import {
  insertImportRun,
  openingInvoiceOf,
  sourceAccount,
  sourceDocument,
  sourceJob,
  sourceParty,
  stageContextOf,
  systemAccountId,
} from './helpers/import-stage-fixture.ts';
import { addMember, call, createCompany, type Member } from './helpers/org-users.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/*
 * The verification report and the rollback of an import (issue 24, part E), on the real stages.
 *
 * The source books at the cut-over 2026-03-31 (IIF types; debit +, credit −):
 *   Checking               1000  BANK     50,000.00   → 1000 Cash - Operating (by number)
 *   Accounts Receivable    1100  AR       12,345.67   → AR control (mapped)
 *   Retainage Receivable   1150  OCASSET   1,234.56   → retainage receivable control (mapped)
 *   Accounts Payable       2000  AP       −4,321.09   → AP control (mapped)
 *   Opening Balance Equity       EQUITY  −59,259.14   → opening balance equity, created (3950)
 *   Small Tools            6500  EXP       1,000.00   → created 6500 (year to date)
 *   Contract Income        4000  INC      −1,000.00   → 4000 Contract Revenue (by number)
 *   debits 64,580.23 = credits 64,580.23
 * Open invoice 1043 of Acme Corp:Tower: open 12,345.67, retainage held 1,234.56 (the AR and retainage
 * receivable balances); unpaid bill 88 of Apex Drywall: 4,321.09 (the AP balance). The aging reports
 * print Acme Corp 12,345.67 and Apex Drywall 4,321.09.
 *
 * After the import the ledger at the cut-over holds exactly those balances (AR and retainage from the
 * opening invoice, AP from the opening bill) and opening clearing nets to 0:
 *   opening entry: Dr clearing 12,345.67 + 1,234.56, Cr clearing 4,321.09 → clearing Dr 9,259.14;
 *   invoice 1043: Dr AR 12,345.67, Dr retainage 1,234.56, Cr clearing 13,580.23;
 *   bill 88: Dr clearing 4,321.09, Cr AP 4,321.09 → clearing 9,259.14 − 13,580.23 + 4,321.09 = 0.
 */

const CUTOVER = '2026-03-31';
const ref = (row: number): TSourceRef => ({ fileName: 'books.iif', row });

const account = (row: number, path: string, number: string | null, sourceType: string) =>
  sourceAccount(path, sourceType, ref(row), { number });
const party = (kind: 'customer' | 'vendor', name: string, row: number) => sourceParty(kind, name, ref(row));
const tbRow = (row: number, path: string, number: string | null, cents: number) => ({
  path,
  number,
  debitCents: cents > 0 ? cents : 0,
  creditCents: cents < 0 ? -cents : 0,
  ref: { fileName: 'trial-balance.csv', row },
});

const ar6 = { fileName: 'ar-aging.csv', row: 6 };
const ap6 = { fileName: 'ap-aging.csv', row: 6 };

function sourceBooks(): TImportSourceModel {
  return {
    ...emptySourceModel(),
    accounts: [
      account(2, 'Checking', '1000', 'BANK'),
      account(3, 'Accounts Receivable', '1100', 'AR'),
      account(4, 'Retainage Receivable', '1150', 'OCASSET'),
      account(5, 'Accounts Payable', '2000', 'AP'),
      account(6, 'Opening Balance Equity', null, 'EQUITY'),
      account(7, 'Small Tools', '6500', 'EXP'),
      account(8, 'Contract Income', '4000', 'INC'),
      account(9, 'Petty Cash', '1020', 'BANK'),
    ],
    customers: [party('customer', 'Acme Corp', 10)],
    jobs: [sourceJob('Acme Corp:Tower', ref(11))],
    vendors: [party('vendor', 'Apex Drywall', 12), party('vendor', 'Unused Supplies', 13)],
    trialBalance: {
      asOf: CUTOVER,
      rows: [
        tbRow(5, 'Checking', '1000', 5_000_000),
        tbRow(6, 'Accounts Receivable', '1100', 1_234_567),
        tbRow(7, 'Retainage Receivable', '1150', 123_456),
        tbRow(8, 'Accounts Payable', '2000', -432_109),
        tbRow(9, 'Opening Balance Equity', null, -5_925_914),
        tbRow(10, 'Small Tools', '6500', 100_000),
        tbRow(11, 'Contract Income', '4000', -100_000),
      ],
    },
    openInvoices: [
      sourceDocument('invoice', '1043', 'Acme Corp:Tower', 1_234_567, ar6, {
        date: '2026-03-01',
        dueDate: '2026-03-31',
        jobFullName: 'Acme Corp:Tower',
        retainageCents: 123_456,
      }),
    ],
    openBills: [
      sourceDocument('bill', '88', 'Apex Drywall', 432_109, ap6, {
        date: '2026-03-10',
        dueDate: '2026-04-09',
      }),
    ],
    agingTotals: { receivables: { 'Acme Corp': 1_234_567 }, payables: { 'Apex Drywall': 432_109 } },
  };
}

const MAPPING: TImportMapping = ZImportMapping.parse({
  control_accounts: {
    accounts_receivable: 'Accounts Receivable',
    retainage_receivable: 'Retainage Receivable',
    accounts_payable: 'Accounts Payable',
    opening_balance_equity: 'Opening Balance Equity',
  },
});
const OPTIONS: TImportRunOptions = { full_history: false, job_to_date_cost: false };

let t: TestApp;
let admin: Member;
let other: Member;

const tenant = <T>(m: Member, fn: Parameters<typeof withTenant<T>>[2]) =>
  withTenant(t.db, { userId: m.userId, organizationId: m.organizationId }, fn);

/**
 * Imports the books the way the run job does (each stage in its own transaction, records kept), then
 * freezes the report with the run. Answers the run id and its report.
 */
async function importBooks(
  m: Member,
  model: TImportSourceModel,
): Promise<{ runId: string; report: TImportReport }> {
  const runId = await insertImportRun(t, m, {
    status: 'importing',
    options: OPTIONS,
    mapping: MAPPING,
    createdBy: m.userId,
  });
  for (const runner of IMPORT_STAGE_RUNNERS) {
    await tenant(m, async (tx) => {
      const call = { runId, model, mapping: MAPPING, options: OPTIONS };
      const result = await runner.run(stageContextOf(tx, m, runner, call));
      if (result.errors.length > 0) throw new Error(`${runner.stage}: ${JSON.stringify(result.errors)}`);
    });
  }
  const report = await tenant(m, async (tx) => {
    const built = await buildImportReport(
      tx,
      m.organizationId,
      { id: runId, cutoverDate: CUTOVER, options: OPTIONS },
      model,
      MAPPING,
    );
    await tx
      .update(importRuns)
      .set({ status: 'imported', report: built, verified: built.verified, importedAt: new Date() })
      .where(eq(importRuns.id, runId));
    return built;
  });
  return { runId, report };
}

/** A call of the report and rollback routes (mounted under /api/v1 by the imports routes). */
function api(m: Member, method: string, path: string, body?: unknown) {
  return t.request(`/api/v1${path}`, { method, token: m.token, json: body });
}
// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
const jsonOf = async (res: Response): Promise<any> => res.json();

/**
 * Asks for the rollback (202, the run rolling back), waits for its background job and answers the run
 * as it ended: rolled back with `rollback` (what it did), or back as it was with `error`.
 */
// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
async function rollBack(m: Member, runId: string, body?: unknown, q = ''): Promise<any> {
  const res = await api(m, 'POST', `/imports/runs/${runId}/rollback${q}`, body);
  const started = await jsonOf(res);
  expect(res.status, JSON.stringify(started)).toBe(202);
  expect(started.status).toBe('rolling_back');
  await waitForImportJob(runId);
  return jsonOf(await api(m, 'GET', `/imports/runs/${runId}${q}`));
}

/** The report of a run as built now (not the one frozen with it), for other books or another cut-over. */
const reportOf = (
  m: Member,
  runId: string,
  books: TImportSourceModel,
  run: { cutoverDate?: string; options?: TImportRunOptions } = {},
) =>
  tenant(m, (tx) =>
    buildImportReport(
      tx,
      m.organizationId,
      { id: runId, cutoverDate: run.cutoverDate ?? CUTOVER, options: run.options ?? OPTIONS },
      books,
      MAPPING,
    ),
  );

async function trialBalanceOf(m: Member, asOf = CUTOVER) {
  const tb = await tenant(m, (tx) => trialBalance(tx, m.organizationId, asOf));
  return tb.rows.map((r) => [r.account_number, r.debit_cents - r.credit_cents]);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createCompany(t, 'verify-admin@a.co', 'Verify Builders');
  other = await createCompany(t, 'verify-admin@b.co', 'Payer Builders');
});

afterAll(async () => {
  await t?.close();
});

describe('verification report', () => {
  let runId: string;
  let report: TImportReport;
  let before: (string | number)[][];

  beforeAll(async () => {
    before = await trialBalanceOf(admin);
    ({ runId, report } = await importBooks(admin, sourceBooks()));
  });

  it('shows the trial balance account by account, to the cent, with every difference zero', () => {
    expect(ZImportReport.parse(report)).toBeTruthy();
    expect(
      report.trial_balance.map((r) => [
        r.account_number,
        r.source_cents,
        r.imported_cents,
        r.difference_cents,
      ]),
    ).toEqual([
      ['1000', 5_000_000, 5_000_000, 0],
      ['1100', 1_234_567, 1_234_567, 0],
      ['1150', 123_456, 123_456, 0],
      ['2000', -432_109, -432_109, 0],
      ['3950', -5_925_914, -5_925_914, 0],
      ['4000', -100_000, -100_000, 0],
      ['6500', 100_000, 100_000, 0],
    ]);
    expect(report.trial_balance.find((r) => r.account_number === '6500')?.source_path).toBe('Small Tools');
    expect(report.trial_balance_totals).toEqual({
      source_debit_cents: 6_458_023,
      source_credit_cents: 6_458_023,
      imported_debit_cents: 6_458_023,
      imported_credit_cents: 6_458_023,
    });
    expect(report.opening_clearing_cents).toBe(0);
    expect(report.company_name).toBe('Verify Builders');
    expect(report.cutover_date).toBe(CUTOVER);
  });

  it('compares open AR per customer and open AP per vendor with the source agings', () => {
    expect(report.receivables).toEqual([
      { name: 'Acme Corp', source_cents: 1_234_567, imported_cents: 1_234_567, difference_cents: 0 },
    ]);
    expect(report.payables).toEqual([
      { name: 'Apex Drywall', source_cents: 432_109, imported_cents: 432_109, difference_cents: 0 },
    ]);
  });

  it('counts each list in the source and in the product', () => {
    expect(report.counts).toEqual([
      { list: 'Accounts', source: 8, imported: 8 },
      { list: 'Customers', source: 1, imported: 1 },
      { list: 'Jobs', source: 1, imported: 1 },
      { list: 'Vendors', source: 2, imported: 2 },
      { list: 'Open invoices', source: 1, imported: 1 },
      { list: 'Unpaid bills', source: 1, imported: 1 },
      { list: 'Outstanding checks and deposits', source: 0, imported: 0 },
    ]);
    expect(report.month_ends).toEqual([]);
    expect(report.verified).toBe(true);
  });

  it('detects a difference: a trial balance row, an aging total and a count that do not match', async () => {
    const books = sourceBooks();
    const rows = books.trialBalance?.rows ?? [];
    (rows[0] as { debitCents: number }).debitCents = 5_000_001; // Checking one cent more
    (rows[4] as { creditCents: number }).creditCents = 5_925_915; // and Opening Balance Equity with it
    books.agingTotals.payables = { 'Apex Drywall': 432_100 };
    books.customers.push(party('customer', 'Zed Homes', 13));
    const off = await reportOf(admin, runId, books);
    expect(off.verified).toBe(false);
    expect(
      off.trial_balance
        .filter((r) => r.difference_cents !== 0)
        .map((r) => [r.account_number, r.difference_cents]),
    ).toEqual([
      ['1000', -1],
      ['3950', 1],
    ]);
    expect(off.payables).toEqual([
      { name: 'Apex Drywall', source_cents: 432_100, imported_cents: 432_109, difference_cents: 9 },
    ]);
    expect(off.counts.find((c) => c.list === 'Customers')).toEqual({
      list: 'Customers',
      source: 2,
      imported: 1,
    });
    // A source account the chart does not hold stands alone, imported 0.
    books.trialBalance?.rows.push(tbRow(12, 'Job Materials:Lumber', null, 2_500));
    const lone = await reportOf(admin, runId, books);
    expect(lone.trial_balance.at(-1)).toEqual({
      account_number: '',
      account_name: 'Job Materials:Lumber',
      source_path: 'Job Materials:Lumber',
      source_cents: 2_500,
      imported_cents: 0,
      difference_cents: -2_500,
    });
  });

  it('serves the frozen report as JSON, PDF and CSV; 409 for a run without one; 404 for another company', async () => {
    const res = await api(admin, 'GET', `/imports/runs/${runId}/report`);
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toEqual(report);

    const pdf = await api(admin, 'GET', `/imports/runs/${runId}/report.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const csv = await api(admin, 'GET', `/imports/runs/${runId}/report.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain('import-verification-2026-03-31.csv');
    const text = await csv.text();
    expect(text.split('\n')[0]).toBe('Section,Item,Source path,Source,Imported,Difference');
    expect(text).toContain('Trial balance,1100 Accounts Receivable,Accounts Receivable,12345.67,12345.67,0');
    expect(text).toContain('Payables,Apex Drywall,,4321.09,4321.09,0');
    expect(text).toContain('Records,Open invoices,,1,1,0');

    const [draft] = await tenant(admin, (tx) =>
      tx
        .insert(importRuns)
        .values({ organizationId: admin.organizationId, source: 'csv', createdBy: admin.userId })
        .returning({ id: importRuns.id }),
    );
    const none = await api(admin, 'GET', `/imports/runs/${draft?.id}/report`);
    expect(none.status).toBe(409);
    expect((await jsonOf(none)).error.message).toBe('Only an imported run has a verification report');
    const foreign = await api(other, 'GET', `/imports/runs/${runId}/report`);
    expect(foreign.status).toBe(404);
  });

  it('prints every section in the PDF', async () => {
    const company = {
      name: 'Verify Builders',
      addressLines: [],
      contactLine: '',
      logo: null,
      colors: { primary: '#123456', secondary: '#654321', accent: '#abcdef' },
    };
    const text = pdfText(
      await renderReportPdf({ ...importReportPdf(company, report), compress: false }),
    ).replace(/\s+/g, ' ');
    for (const expected of [
      'Import verification report',
      'Trial balance at the',
      '1100 Accounts Receivable',
      '$12,345.67',
      'Open receivables by customer',
      'Acme Corp',
      'Open payables by vendor',
      'Opening balance clearing',
      'Records per list',
      'Verified: every difference is zero',
    ])
      expect(text).toContain(expected);
    expect(importReportCsvRows(report).at(-1)).toEqual(['Result', 'Verified', '', '', '', '']);
  });

  it('checks debits = credits at every month end of a full-history import', async () => {
    const books = {
      ...sourceBooks(),
      transactions: [
        {
          type: 'GENERAL JOURNAL',
          date: '2026-01-15',
          docNumber: null,
          memo: null,
          cleared: null,
          lines: [],
          ref: ref(40),
        },
      ],
    };
    const full = await reportOf(admin, runId, books, { options: { ...OPTIONS, full_history: true } });
    expect(full.month_ends).toEqual([
      { month_end: '2026-01-31', debit_cents: 0, credit_cents: 0, ok: true },
      { month_end: '2026-02-28', debit_cents: 0, credit_cents: 0, ok: true },
      { month_end: '2026-03-31', debit_cents: 6_458_023, credit_cents: 6_458_023, ok: true },
    ]);
    const midMonth = await reportOf(admin, runId, books, {
      cutoverDate: '2026-03-15',
      options: { ...OPTIONS, full_history: true },
    });
    expect(midMonth.month_ends.map((m) => m.month_end)).toEqual(['2026-01-31', '2026-02-28', '2026-03-15']);
  });

  it('rolls the run back: the trial balance as before, created records gone or inactive, documents void', async () => {
    expect(await tenant(admin, (tx) => rollbackBlockedBy(tx, admin.organizationId, runId))).toBeNull();
    // A reference the rollback does not know of (a cost category's account) keeps Petty Cash: the
    // database refuses its delete, and it is deactivated instead.
    const org = admin.organizationId;
    await tenant(admin, (tx) =>
      tx.execute(sql`
        update cost_categories set gl_account_id = (
          select id from chart_of_accounts where organization_id = ${org} and account_number = '1020')
        where organization_id = ${org} and id = (select id from cost_categories where organization_id = ${org} order by code limit 1)`),
    );
    const run = await rollBack(admin, runId, { reason: 'wrong cut-over' });
    expect(run.status, JSON.stringify(run)).toBe('rolled_back');
    const body = run.rollback;
    expect(body.voided_invoices).toBe(1);
    expect(body.voided_bills).toBe(1);
    expect(body.reversed_entries).toBe(3);

    expect(await trialBalanceOf(admin)).toEqual(before);
    expect(await trialBalanceOf(admin, '2026-12-31')).toEqual(before);

    const state = await tenant(admin, async (tx) => ({
      run: (await tx.select().from(importRuns).where(eq(importRuns.id, runId)))[0],
      invoice: (await tx.select().from(payApplications).where(eq(payApplications.sourceNumber, '1043')))[0],
      bill: (await tx.select().from(apInvoices).where(eq(apInvoices.invoiceNumber, '88')))[0],
      tools: (
        await tx
          .select({ active: chartOfAccounts.isActive })
          .from(chartOfAccounts)
          .where(
            and(
              eq(chartOfAccounts.organizationId, admin.organizationId),
              eq(chartOfAccounts.accountNumber, '6500'),
            ),
          )
      )[0],
      acme: (
        await tx.select({ active: customers.isActive }).from(customers).where(eq(customers.name, 'Acme Corp'))
      )[0],
      apex: await tx.select({ id: vendors.id }).from(vendors).where(eq(vendors.name, 'Apex Drywall')),
      jobs: await tx.select({ status: projects.status, name: projects.projectName }).from(projects),
      audit: rowsOf<{ action: string }>(
        await tx.execute(
          sql`select action from audit_log where entity_id = ${runId} and action = 'rollback_import_run'`,
        ),
      ),
    }));
    expect(state.run?.status).toBe('rolled_back');
    expect(state.run?.rolledBackBy).toBe(admin.userId);
    expect(state.invoice?.status).toBe('void');
    expect(state.invoice?.voidEntryId).not.toBeNull();
    expect(state.bill?.status).toBe('void');
    // The ledger keeps the lines of the created account (entry and reversal): kept, inactive.
    expect(state.tools?.active).toBe(false);
    // Acme's void opening invoice and its AR lines still name it; the vendor's void bill names Apex.
    expect(state.acme?.active).toBe(false);
    expect(state.apex).toHaveLength(1);
    expect(state.jobs.every((j) => j.status === 'cancelled')).toBe(true);
    expect(state.audit).toHaveLength(1);
    expect(body.notes.join(' ')).toContain('kept inactive');
    // What nothing references is gone: the account without lines (Undeposited Funds, which the import
    // created on demand), the vendor without bills; Petty Cash stays, inactive.
    expect(body.removed).toMatchObject({ account: 1, vendor: 1 });
    const gone = await tenant(admin, async (tx) => ({
      petty: await tx
        .select()
        .from(chartOfAccounts)
        .where(
          and(
            eq(chartOfAccounts.organizationId, admin.organizationId),
            eq(chartOfAccounts.accountNumber, '1020'),
          ),
        ),
      undeposited: await tx
        .select()
        .from(chartOfAccounts)
        .where(
          and(
            eq(chartOfAccounts.organizationId, admin.organizationId),
            eq(chartOfAccounts.systemKey, 'undeposited_funds'),
          ),
        ),
      unused: await tx.select().from(vendors).where(eq(vendors.name, 'Unused Supplies')),
    }));
    expect(gone.petty.map((a) => a.isActive)).toEqual([false]);
    expect(gone.undeposited).toHaveLength(0);
    expect(gone.unused).toHaveLength(0);

    const again = await api(admin, 'POST', `/imports/runs/${runId}/rollback`, {});
    expect(again.status).toBe(409);
    expect((await jsonOf(again)).error.message).toBe(
      'This import cannot be rolled back: it is already rolled back',
    );
  });
});

describe('rollback refused', () => {
  it('while a payment points at an opening bill, with the reason; the report shows a clearing difference', async () => {
    const { runId } = await importBooks(other, sourceBooks());
    const bill = await tenant(
      other,
      async (tx) => (await tx.select().from(apInvoices).where(eq(apInvoices.invoiceNumber, '88')))[0],
    );
    const cashId = await systemAccountId(t, other, 'cash');
    const paid = await call(t, other.token, 'POST', '/api/v1/ap-payments', {
      payment_date: '2026-04-05',
      bank_account_id: cashId,
      method: 'check',
      payments: [
        { vendor_id: bill?.vendorId, applications: [{ invoice_id: bill?.id, amount_cents: 100_000 }] },
      ],
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);

    const reason =
      'This import cannot be rolled back: a payment to Apex Drywall is applied to opening bill 88';
    expect(await tenant(other, (tx) => rollbackBlockedBy(tx, other.organizationId, runId))).toBe(
      'a payment to Apex Drywall is applied to opening bill 88',
    );
    const res = await api(other, 'POST', `/imports/runs/${runId}/rollback`, {});
    expect(res.status).toBe(409);
    expect(await jsonOf(res)).toEqual({ error: { code: 'import_not_rolled_back', message: reason } });
    const run = await tenant(
      other,
      async (tx) => (await tx.select().from(importRuns).where(eq(importRuns.id, runId)))[0],
    );
    expect(run?.status).toBe('imported');

    // An entry on the clearing account at the cut-over: the report shows it, not verified.
    await tenant(other, async (tx) => {
      const [clearing] = await tx
        .select({ id: chartOfAccounts.id })
        .from(chartOfAccounts)
        .where(
          and(
            eq(chartOfAccounts.organizationId, other.organizationId),
            eq(chartOfAccounts.systemKey, 'opening_clearing'),
          ),
        );
      await postEntry(tx, {
        organizationId: other.organizationId,
        entryDate: CUTOVER,
        memo: 'Misposted',
        sourceType: 'manual',
        postedBy: other.userId,
        lines: [
          { accountId: clearing?.id ?? '', debitCents: 500, creditCents: 0 },
          { accountId: cashId ?? '', debitCents: 0, creditCents: 500 },
        ],
      });
    });
    const off = await reportOf(other, runId, sourceBooks());
    expect(off.opening_clearing_cents).toBe(500);
    expect(off.trial_balance.find((r) => r.account_number === '3990')).toMatchObject({
      source_cents: 0,
      imported_cents: 500,
      difference_cents: 500,
    });
    expect(off.verified).toBe(false);
  });
});

describe('rollback in the background', () => {
  /** A company with the books imported and a bill of the import paid (what blocks its rollback). */
  async function paidBill(m: Member) {
    const bill = await tenant(
      m,
      async (tx) => (await tx.select().from(apInvoices).where(eq(apInvoices.invoiceNumber, '88')))[0],
    );
    const paid = await call(t, m.token, 'POST', '/api/v1/ap-payments', {
      payment_date: '2026-04-05',
      bank_account_id: await systemAccountId(t, m, 'cash'),
      method: 'check',
      payments: [
        { vendor_id: bill?.vendorId, applications: [{ invoice_id: bill?.id, amount_cents: 100_000 }] },
      ],
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
  }

  it('puts the run back as it was, saying why, when the rollback stops; a second rollback meanwhile is refused', async () => {
    const m = await createCompany(t, 'verify-stop@d.co', 'Stopping Builders');
    const { runId } = await importBooks(m, sourceBooks());
    const before = await trialBalanceOf(m);
    // The request's part, then — before the job runs — a payment on the import's bill.
    const caller = { userId: m.userId, organizationId: m.organizationId, requestId: null, onBehalf: false };
    const job = await prepareRollbackJob(t.deps, caller, runId, null);
    await tenant(m, (tx) => markRollingBack(tx, caller, runId));
    const again = await api(m, 'POST', `/imports/runs/${runId}/rollback`, {});
    expect(again.status).toBe(409);
    expect((await jsonOf(again)).error).toEqual({
      code: 'import_busy',
      message: 'This import is already running',
    });
    await paidBill(m);
    job.start();
    await waitForImportJob(runId);

    const run = await jsonOf(await api(m, 'GET', `/imports/runs/${runId}`));
    expect(run).toMatchObject({
      status: 'imported',
      rollback: null,
      error:
        'This import cannot be rolled back: a payment to Apex Drywall is applied to opening bill 88. Nothing was rolled back.',
    });
    // Nothing of it was kept: the books at the cut-over as they were (the reversals would be dated
    // there), the opening bill not void.
    expect(await trialBalanceOf(m)).toEqual(before);
    const bill = await tenant(
      m,
      async (tx) => (await tx.select().from(apInvoices).where(eq(apInvoices.invoiceNumber, '88')))[0],
    );
    expect(bill?.status).not.toBe('void');
  });

  it('returns an interrupted rollback (a restart) to the run as it was', async () => {
    const m = await createCompany(t, 'verify-restart@d.co', 'Restarted Builders');
    const { runId } = await importBooks(m, sourceBooks());
    const before = await trialBalanceOf(m);
    // What a restart leaves: the status written, no job of this process working on it.
    await tenant(m, (tx) =>
      tx.update(importRuns).set({ status: 'rolling_back' }).where(eq(importRuns.id, runId)),
    );
    const run = await jsonOf(await api(m, 'GET', `/imports/runs/${runId}`));
    expect(run).toMatchObject({ status: 'imported', error: ROLLBACK_INTERRUPTED });
    expect(await trialBalanceOf(m)).toEqual(before);
    // And it rolls back when asked again.
    expect((await rollBack(m, runId)).status).toBe('rolled_back');
  });
});

describe('report by fiscal year', () => {
  it('compares income and expense year to date, earlier years inside retained earnings', async () => {
    // `other` closes 2025 with 100.00 of revenue (no closing entries: the report closes it).
    await tenant(other, async (tx) => {
      const ids = await tx
        .select({ id: chartOfAccounts.id, number: chartOfAccounts.accountNumber })
        .from(chartOfAccounts)
        .where(eq(chartOfAccounts.organizationId, other.organizationId));
      const id = (n: string) => ids.find((a) => a.number === n)?.id ?? '';
      await postEntry(tx, {
        organizationId: other.organizationId,
        entryDate: '2025-12-31',
        memo: 'Last year',
        sourceType: 'manual',
        postedBy: other.userId,
        lines: [
          { accountId: id('1000'), debitCents: 10_000, creditCents: 0 },
          { accountId: id('4000'), debitCents: 0, creditCents: 10_000 },
        ],
      });
    });
    const report = await reportOf(other, crypto.randomUUID(), sourceBooks());
    const row = (n: string) => report.trial_balance.find((r) => r.account_number === n);
    expect(row('4000')).toMatchObject({ imported_cents: -100_000, difference_cents: 0 });
    expect(row('3900')).toMatchObject({
      account_name: 'Retained Earnings',
      source_cents: 0,
      imported_cents: -10_000,
    });
  });
});

describe('rollback of updated records', () => {
  it('refuses while a receipt is applied to an opening invoice; once void, restores what the import updated', async () => {
    const third = await createCompany(t, 'verify-admin@c.co', 'Receipt Builders');
    const created = await call(t, third.token, 'POST', '/api/v1/customers', {
      customer_number: 'C-AC01',
      name: 'Acme Corp',
      email: 'old@acme.co',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const books = sourceBooks();
    books.customers = [{ ...party('customer', 'Acme Corp', 10), email: 'new@acme.co' }];
    const { runId } = await importBooks(third, books);
    const found = await tenant(third, async (tx) => ({
      customer: (await tx.select().from(customers).where(eq(customers.name, 'Acme Corp')))[0],
    }));
    const invoice = await openingInvoiceOf(t, third, '1043');
    expect(found.customer?.email).toBe('new@acme.co');
    const receipt = await call(t, third.token, 'POST', '/api/v1/receipts', {
      customer_id: found.customer?.id,
      receipt_date: '2026-04-10',
      method: 'check',
      reference: 'CHK 7',
      amount_cents: 100_000,
      deposit_account_id: await systemAccountId(t, third, 'cash'),
      applications: [{ application_id: invoice?.id, amount_cents: 100_000 }],
    });
    expect(receipt.status, JSON.stringify(receipt.body)).toBe(201);
    const refused = await api(third, 'POST', `/imports/runs/${runId}/rollback`, {});
    expect(refused.status).toBe(409);
    expect((await jsonOf(refused)).error.message).toBe(
      'This import cannot be rolled back: a receipt from Acme Corp is applied to opening invoice 1043',
    );

    const voided = await call(t, third.token, 'POST', `/api/v1/receipts/${receipt.body.id}/void`, {
      void_date: '2026-04-11',
    });
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    const run = await rollBack(third, runId);
    expect(run.status, JSON.stringify(run)).toBe('rolled_back');
    expect(run.rollback.restored).toBe(1);
    const customer = await tenant(
      third,
      async (tx) => (await tx.select().from(customers).where(eq(customers.name, 'Acme Corp')))[0],
    );
    expect(customer).toMatchObject({ email: 'old@acme.co', isActive: true });
  });

  it('refuses a run that imported nothing', async () => {
    const [draft] = await tenant(admin, (tx) =>
      tx
        .insert(importRuns)
        .values({ organizationId: admin.organizationId, source: 'csv', createdBy: admin.userId })
        .returning({ id: importRuns.id }),
    );
    expect(
      await tenant(admin, (tx) => rollbackBlockedBy(tx, admin.organizationId, draft?.id ?? '')),
    ).toBeNull();
    const res = await api(admin, 'POST', `/imports/runs/${draft?.id}/rollback`, {});
    expect(res.status).toBe(409);
    expect((await jsonOf(res)).error.message).toBe(
      'This import cannot be rolled back: nothing of it is imported',
    );
  });
});

describe('permissions and internal support', () => {
  it('lets internal support read the report and roll back for a client company (audited on behalf); others get 403', async () => {
    const client = await createCompany(t, 'verify-admin@d.co', 'Client Builders');
    const pm = await addMember(t, client.organizationId, 'verify-pm@d.co', 'project_manager');
    const support = await addMember(t, t.internalOrgId, 'verify-support@groundwork.test', 'director');
    const { runId } = await importBooks(client, sourceBooks());
    const q = `?organization_id=${client.organizationId}`;

    expect((await api(pm, 'GET', `/imports/runs/${runId}/report`)).status).toBe(403);
    expect((await api(pm, 'POST', `/imports/runs/${runId}/rollback`, {})).status).toBe(403);
    expect((await api(admin, 'GET', `/imports/runs/${runId}/report${q}`)).status).toBe(403);
    const report = await api(support, 'GET', `/imports/runs/${runId}/report${q}`);
    expect(report.status).toBe(200);
    expect((await jsonOf(report)).company_name).toBe('Client Builders');

    const rolled = await rollBack(support, runId, { reason: 'asked by the client' }, q);
    expect(rolled.status).toBe('rolled_back');
    const audits = await tenant(client, async (tx) =>
      rowsOf<{ actor_id: string; after: { on_behalf: boolean; reason: string } }>(
        await tx.execute(
          sql`select actor_id, after from audit_log where entity_id = ${runId} and action = 'rollback_import_run'`,
        ),
      ),
    );
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actor_id: support.userId,
      after: { on_behalf: true, reason: 'asked by the client' },
    });
  });
});
