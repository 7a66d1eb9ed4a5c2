import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  agingsByName,
  GOLDEN_CUTOVER as CUTOVER,
  chartByNumber,
  expectOk,
  importGolden,
  ledgerBalances,
  listCounts,
  GOLDEN_TOTAL as TOTAL,
} from './helpers/imports-fixture.ts';
import { call, createCompany, type Member } from './helpers/org-users.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The golden import (issue 24, item 9): "Peña & Núñez Builders" leaves QuickBooks Desktop at the
 * cut-over 2026-03-31 with the five files of test/fixtures/imports/golden (an IIF of the lists in
 * Windows-1252, the Trial Balance, the A/R Aging Detail, the Unpaid Bills Detail and the outstanding
 * checks and deposits as the CSV template), through the real API: upload, map the control accounts,
 * preview, import, wait. Every figure below is worked out by hand in test/fixtures/imports/README.md
 * (and docs/imports-golden.md), never computed by the code under test: the imported trial balance,
 * the AR and AP agings per customer and vendor and bucket, the opening clearing account and the
 * outstanding bank items equal the fixtures' to the cent.
 */

// biome-ignore lint/suspicious/noExplicitAny: the test reads arbitrary JSON bodies and asserts on them
type TBody = any;

/**
 * The ledger's trial balance at 2026-03-31 by the product's account number, debit-positive cents (the
 * README's table; AR onto the product's 1100, undeposited funds onto 1050, every other account under
 * its source number). Accounts at zero (parents, retainage, opening balance equity 3950, opening
 * clearing 3990, Old Telephone) are not in it.
 */
const TRIAL_BALANCE: Record<string, number> = {
  '1010': 4_821_537,
  '1020': 500_000,
  '1100': 4_700_000,
  '1050': 150_000,
  '1400': 360_000,
  '1610': 9_200_000,
  '1620': -3_100_000,
  '1800': 250_000,
  '2000': -1_700_000,
  '2150': -312_040,
  // Payroll Liabilities (source 2250) is found by name: the default chart's 2200 of that name and type.
  '2200': -450_612,
  '2700': -5_200_000,
  '3100': -5_000_000,
  '3900': -1_111_208,
  '4110': -18_540_000,
  '4120': -1_235_000,
  '7000': -8_416,
  '5510': 6_124_055,
  '5520': 7_488_000,
  '5530': 1_845_000,
  '6510': 1_080_000,
  '6520': 123_684,
  '8000': 15_000,
};

/** Open AR per customer at 2026-03-31, by aging bucket (README "Open invoices"). */
const RECEIVABLES: Record<string, { current: number; d1_30: number; d31_60: number; total: number }> = {
  'Acme Corp': { current: 1_250_000, d1_30: 842_050, d31_60: 0, total: 2_092_050 },
  'City of Springfield': { current: 0, d1_30: 0, d31_60: 2_100_000, total: 2_100_000 },
  'José Peña': { current: 327_525, d1_30: 0, d31_60: 0, total: 327_525 },
  'Núñez Family Trust': { current: 180_425, d1_30: 0, d31_60: 0, total: 180_425 },
};
/** Open AP per vendor at 2026-03-31, by aging bucket (README "Unpaid bills"). */
const PAYABLES: Record<string, { current: number; d1_30: number; d31_60: number; total: number }> = {
  'Concretos Núñez': { current: 605_040, d1_30: 0, d31_60: 0, total: 605_040 },
  'Home Depot Pro': { current: 91_233, d1_30: 0, d31_60: 0, total: 91_233 },
  'Ramírez Eléctrica': { current: 0, d1_30: 648_000, d31_60: 0, total: 648_000 },
  'Ready Mix Supply': { current: 0, d1_30: 355_727, d31_60: 0, total: 355_727 },
};

let t: TestApp;
let owner: Member;
let runId: string;
let before: Awaited<ReturnType<typeof listCounts>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createCompany(t, 'owner@golden-imports.test', 'Peña & Núñez Builders');
  before = await listCounts(t, owner);
  runId = (await importGolden(t, owner)).runId;
}, 180_000);
afterAll(() => t.close());

describe('golden import: Peña & Núñez Builders at 2026-03-31', () => {
  it('detects the five files as the README says', async () => {
    const run = await expectOk(call(t, owner.token, 'GET', `${API}/runs/${runId}`));
    expect(
      Object.fromEntries((run.files as TBody[]).map((f) => [f.file_name, [f.kind, f.encoding]])),
    ).toEqual({
      'golden.iif': ['iif', 'windows-1252'],
      'trial-balance-2026-03-31.csv': ['trial_balance', 'windows-1252'],
      'ar-aging-detail-2026-03-31.csv': ['ar_aging', 'windows-1252'],
      'unpaid-bills-detail-2026-03-31.csv': ['ap_aging', 'windows-1252'],
      'bank-items-2026-03-31.csv': ['csv_bank_items', 'utf-8-bom'],
    });
    expect(run.status).toBe('imported');
    // 30 posting accounts: 22 created, 8 found (AR, AP, retainage ×2, retained earnings, payroll
    // liabilities by name, undeposited funds and opening balance equity as system accounts).
    const accounts = (run.stages as TBody[]).find((s) => s.stage === 'accounts');
    expect(accounts.created + accounts.unchanged + accounts.updated).toBe(30);
    expect(
      Object.fromEntries(
        (run.stages as TBody[])
          .filter((s) => s.stage !== 'accounts')
          .map((s) => [s.stage, [s.status, s.created, s.error_count]]),
      ),
    ).toEqual({
      customers: ['done', 6, 0],
      jobs: ['done', 6, 0],
      vendors: ['done', 6, 0],
      opening_entry: ['done', expect.any(Number), 0],
      open_invoices: ['done', 5, 0],
      open_bills: ['done', 5, 0],
      bank_items: ['done', 3, 0],
      job_cost: ['skipped', 0, 0],
      history: ['skipped', 0, 0],
    });
    expect(run.verified).toBe(true);
    expect(run.has_report).toBe(true);
  });

  it('reports every difference zero: trial balance, receivables, payables, opening clearing, counts', async () => {
    const report = await expectOk(call(t, owner.token, 'GET', `${API}/runs/${runId}/report`));
    expect(report.cutover_date).toBe(CUTOVER);
    expect((report.trial_balance as TBody[]).filter((r) => r.difference_cents !== 0)).toEqual([]);
    expect(report.trial_balance_totals).toEqual({
      source_debit_cents: TOTAL,
      source_credit_cents: TOTAL,
      imported_debit_cents: TOTAL,
      imported_credit_cents: TOTAL,
    });
    const parties = (rows: TBody[]) =>
      Object.fromEntries(
        rows
          .filter((r) => r.source_cents !== 0 || r.imported_cents !== 0)
          .map((r) => [r.name, [r.source_cents, r.imported_cents, r.difference_cents]]),
      );
    expect(parties(report.receivables)).toEqual(
      Object.fromEntries(Object.entries(RECEIVABLES).map(([n, v]) => [n, [v.total, v.total, 0]])),
    );
    expect(parties(report.payables)).toEqual(
      Object.fromEntries(Object.entries(PAYABLES).map(([n, v]) => [n, [v.total, v.total, 0]])),
    );
    expect(report.opening_clearing_cents).toBe(0);
    expect((report.counts as TBody[]).filter((c) => c.source !== c.imported)).toEqual([]);
    expect(report.verified).toBe(true);

    const pdf = await t.request(`${API}/runs/${runId}/report.pdf`, { token: owner.token });
    expect(pdf.status).toBe(200);
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    const csv = await t.request(`${API}/runs/${runId}/report.csv`, { token: owner.token });
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain('1010');
  });

  it("leaves the ledger's trial balance at the cut-over equal to the fixture's, account by account", async () => {
    const balances = await ledgerBalances(t, owner, CUTOVER);
    expect(balances).toEqual(TRIAL_BALANCE);
    const tb = await expectOk(call(t, owner.token, 'GET', `/api/v1/ledger/trial-balance?as_of=${CUTOVER}`));
    expect([tb.total_debit_cents, tb.total_credit_cents]).toEqual([TOTAL, TOTAL]);
    const chart = await chartByNumber(t, owner);
    const bySystemKey = new Map([...chart.values()].map((a: TBody) => [a.system_key, a]));
    // Opening clearing 3990 and opening balance equity 3950 exist (created on demand) and net to zero.
    expect(bySystemKey.get('opening_clearing')?.account_number).toBe('3990');
    expect(bySystemKey.get('opening_balance_equity')?.account_number).toBe('3950');
    expect(bySystemKey.get('undeposited_funds')?.account_number).toBe('1050');
    expect(balances['3990'] ?? 0).toBe(0);
    expect(balances['3950'] ?? 0).toBe(0);
  });

  it('keeps the chart: types, subaccounts, the inactive account, no non-posting account', async () => {
    const chart = await chartByNumber(t, owner);
    const get = (n: string) => chart.get(n) as TBody;
    const types: Record<string, string> = {
      '1010': 'asset',
      '1020': 'asset',
      '1400': 'asset',
      '1600': 'asset',
      '1610': 'asset',
      '1620': 'asset',
      '1800': 'asset',
      '2150': 'liability',
      '2200': 'liability',
      '2700': 'liability',
      '3100': 'equity',
      '4100': 'revenue',
      '4110': 'revenue',
      '4120': 'revenue',
      '7000': 'revenue',
      '5500': 'expense',
      '5510': 'expense',
      '5520': 'expense',
      '5530': 'expense',
      '6510': 'expense',
      '6520': 'expense',
      '6590': 'expense',
      '8000': 'expense',
    };
    for (const [n, type] of Object.entries(types)) expect(get(n)?.account_type, n).toBe(type);
    expect([get('1010').is_cash, get('1020').is_cash, get('1400').is_cash]).toEqual([true, true, false]);
    expect(get('1610').parent_id).toBe(get('1600').id);
    expect(get('4120').parent_id).toBe(get('4100').id);
    expect(get('5530').parent_id).toBe(get('5500').id);
    expect(get('5530').account_name).toMatch(/Hormigón$/);
    expect(get('6520').account_name).toBe('Café & Meals');
    expect(get('6590').is_active).toBe(false);
    expect([...chart.values()].some((a: TBody) => a.account_name === 'Estimates')).toBe(false);
  });

  it("gives AR and AP agings per customer and vendor equal to the fixtures' agings, bucket by bucket", async () => {
    const agings = await agingsByName(t, owner, CUTOVER);
    expect(agings.receivables).toEqual(
      Object.fromEntries(Object.entries(RECEIVABLES).map(([n, v]) => [n, v.total])),
    );
    expect(agings.payables).toEqual(
      Object.fromEntries(Object.entries(PAYABLES).map(([n, v]) => [n, v.total])),
    );
    expect(agings.arTieOut.in_balance).toBe(true);
    expect(agings.apTieOut.in_balance).toBe(true);

    const ar = await expectOk(call(t, owner.token, 'GET', `/api/v1/receivables/aging?as_of=${CUTOVER}`));
    const buckets = (r: TBody) => ({
      current: r.current_cents,
      d1_30: r.days_1_30_cents,
      d31_60: r.days_31_60_cents,
      total: r.total_cents,
    });
    expect(
      Object.fromEntries(
        (ar.customers as TBody[]).filter((c) => c.total_cents).map((c) => [c.customer_name, buckets(c)]),
      ),
    ).toEqual(RECEIVABLES);
    expect(ar.totals.total_cents).toBe(4_700_000);
    const ap = await expectOk(call(t, owner.token, 'GET', `/api/v1/payables/aging?as_of=${CUTOVER}`));
    expect(
      Object.fromEntries(
        (ap.vendors as TBody[]).filter((v) => v.total_cents).map((v) => [v.vendor_name, buckets(v)]),
      ),
    ).toEqual(PAYABLES);
    expect(ap.totals.total_cents).toBe(1_700_000);
  });

  it('brings the lists: 6 customers, 6 jobs and the Opening balances job, 6 vendors (1099, inactive)', async () => {
    const counts = await listCounts(t, owner);
    expect(counts.customers - before.customers).toBe(6);
    expect(counts.vendors - before.vendors).toBe(6);
    expect(counts.jobs - before.jobs).toBe(7);
    const vendors = await expectOk(call(t, owner.token, 'GET', '/api/v1/vendors?pageSize=100&status=all'));
    const byName = new Map((vendors.items as TBody[]).map((v) => [v.name, v]));
    expect(byName.get('Concretos Núñez')?.is_1099).toBe(true);
    expect(byName.get('Home Depot Pro')?.is_1099).toBe(false);
    expect(byName.get('Springfield Equipment Rental')?.is_active).toBe(false);
  });

  it('leaves the two outstanding checks and the deposit in transit as open items of Operating Checking', async () => {
    const banks = await expectOk(call(t, owner.token, 'GET', '/api/v1/bank-accounts'));
    const bank = (banks.items as TBody[]).find((b) => b.gl_account?.number === '1010');
    expect(bank, 'a bank account for Operating Checking').toBeDefined();
    expect(bank.opening_balance_cents).toBe(4_737_182);
    expect(bank.opening_balance_date).toBe(CUTOVER);
    const ws = await expectOk(call(t, owner.token, 'GET', `/api/v1/bank-accounts/${bank.id}/workspace`));
    // One entry at the cut-over posts the three items: each a book item of its own amount and of its own
    // date in the file.
    expect(
      (ws.book_items as TBody[]).map((i) => [
        i.date,
        i.type,
        i.reference,
        i.payee,
        i.amount_cents,
        i.match_id,
      ]),
    ).toEqual([
      ['2026-03-27', 'check', '10452', 'Ready Mix Supply', -184_000, null],
      ['2026-03-30', 'check', '10458', 'Joe Framing', -231_645, null],
      ['2026-03-31', 'deposit', 'DEP-0331', 'Acme Corp', 500_000, null],
    ]);
    // Book balance 48,215.37 = bank 47,371.82 − checks 4,156.45 + deposit 5,000.00.
    expect(bank.book_balance_cents).toBe(4_821_537);
  });
});
