import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inflatePdf } from './helpers/pdf-inflate.ts';
import { pdfText } from './helpers/pdf-text.ts';

/** A PDF's text with its runs joined by spaces (pdfkit writes each word as its own run). */
const pdfWords = (bytes: ArrayBuffer) => pdfText(inflatePdf(new Uint8Array(bytes))).replace(/\s*\n\s*/g, ' ');

import { insertApprovedApplication, receivablesWorld } from './helpers/receivables-fixture.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { call, type LedgerCompany, ledgerCompany, post } from './ledger/ledger-fixture.ts';

/**
 * Financial statements (issue 17) on a small company's five months, worked out BY HAND to the cent
 * (the arithmetic is in the comments; the assertions compare the API with it, not with a second run
 * of the code). Calendar fiscal year (12-31). Job A = the ledger fixture's job, job B = a second job
 * with a pay application.
 *
 * 2025
 *   E1 11-01 opening: cash 50,000.00 Dr; equipment 120,000.00 Dr; accumulated depreciation 30,000.00 Cr;
 *            owner's equity 100,000.00 Cr → opening balance equity 40,000.00 Cr
 *   E2 11-15 cash 30,000.00 / contract revenue
 *   E3 12-10 material 12,000.00 (job A, 03-3000 M) / cash
 *   E4 12-20 rent 2,500.00 / cash
 *   2025 net income = 30,000 − 12,000 − 2,500 = 15,500.00
 * 2026
 *   E5 01-15 pay application on job B: AR 45,000.00 Dr, retainage receivable 5,000.00 Dr / revenue 50,000.00
 *   E6 01-20 labour 8,000.00 + burden 1,200.50 (job B, L) / payroll liabilities 9,200.50
 *   E7 02-10 material 12,345.67 (job B, M) / cash
 *   E8 02-15 material 1,000.00 (job A, M) / cash
 *   E9 02-20 cash 3,000.00 / contract revenue (no job)
 *   E10 03-05 office salaries 4,000.00 / cash
 *   E11 03-10 payroll liabilities 8,000.00 / cash (1,200.50 still owed)
 *   E12 03-20 rent 2,500.00 / cash
 *
 * Q1 2026 P&L: revenue 50,000 + 3,000 = 53,000.00; cost of revenue 8,000 + 1,200.50 + 12,345.67 +
 *   1,000 = 22,546.17; gross profit 30,453.83; operating expenses 4,000 + 2,500 = 6,500.00;
 *   net income 23,953.83.  By month: Jan NI 50,000 − 9,200.50 = 40,799.50; Feb 3,000 − 13,345.67 =
 *   −10,345.67; Mar −6,500.00; Σ = 23,953.83.
 * Cash 2025-12-31: 50,000 + 30,000 − 12,000 − 2,500 = 65,500.00
 * Cash 2026-03-31: 65,500 − 12,345.67 − 1,000 + 3,000 − 4,000 − 8,000 − 2,500 = 40,654.33
 * Balance sheet 2026-03-31: assets 40,654.33 + 45,000 + 5,000 + 120,000 − 30,000 = 180,654.33;
 *   liabilities 1,200.50; equity 100,000 + 40,000 + retained earnings 15,500.00 (2025's NI) + current
 *   year 23,953.83 = 179,453.83; 1,200.50 + 179,453.83 = 180,654.33 ✓
 * Balance sheet 2025-12-31: assets 65,500 + 120,000 − 30,000 = 155,500.00 = equity 100,000 + 40,000 +
 *   current year 15,500 (retained earnings 0) ✓.  Δ equity = 179,453.83 − 155,500 = 23,953.83 = Q1 NI ✓
 */
let t: TestApp;
let c: LedgerCompany;
let jobB: string;
let payAppId: string;

const D = (cents: number) => ({ debit_cents: cents });
const C = (cents: number) => ({ credit_cents: cents });

beforeAll(async () => {
  t = await createTestApp();
  c = await ledgerCompany(t, 'statements@example.com', 'Statement Builders');
  const token = c.admin.token;
  const a = c.account;
  const w = await receivablesWorld(t, c.admin, 'FSTB');
  jobB = w.jobId;
  const opening = await call(t, token, 'POST', '/api/v1/ledger/opening-balances', {
    entry_date: '2025-11-01',
    lines: [
      { account_id: a('1000'), ...D(5_000_000) },
      { account_id: a('1500'), ...D(12_000_000) },
      { account_id: a('1550'), ...C(3_000_000) },
      { account_id: a('3000'), ...C(10_000_000) },
    ],
  });
  expect(opening.status, JSON.stringify(opening.body)).toBe(201);
  const cost = (job: string, category: string) => ({
    job_id: job,
    cost_code_id: c.costCodeId,
    cost_category_id: c.category(category),
  });
  const steps = [
    await post(t, token, '2025-11-15', [
      { account_id: a('1000'), ...D(3_000_000) },
      { account_id: a('4000'), ...C(3_000_000) },
    ]),
    await post(t, token, '2025-12-10', [
      { account_id: a('5100'), ...D(1_200_000), ...cost(c.jobId, 'M') },
      { account_id: a('1000'), ...C(1_200_000) },
    ]),
    await post(t, token, '2025-12-20', [
      { account_id: a('6200'), ...D(250_000) },
      { account_id: a('1000'), ...C(250_000) },
    ]),
  ];
  payAppId = await insertApprovedApplication(t, c.admin, w, {
    dueCents: 4_500_000,
    retainageCents: 500_000,
    dueDate: '2026-02-14',
    approvedOn: '2026-01-15',
  });
  steps.push(
    await post(t, token, '2026-01-20', [
      { account_id: a('5000'), ...D(800_000), ...cost(jobB, 'L') },
      { account_id: a('5050'), ...D(120_050), ...cost(jobB, 'L') },
      { account_id: a('2200'), ...C(920_050) },
    ]),
    await post(t, token, '2026-02-10', [
      { account_id: a('5100'), ...D(1_234_567), ...cost(jobB, 'M') },
      { account_id: a('1000'), ...C(1_234_567) },
    ]),
    await post(t, token, '2026-02-15', [
      { account_id: a('5100'), ...D(100_000), ...cost(c.jobId, 'M') },
      { account_id: a('1000'), ...C(100_000) },
    ]),
    await post(t, token, '2026-02-20', [
      { account_id: a('1000'), ...D(300_000) },
      { account_id: a('4000'), ...C(300_000) },
    ]),
    await post(t, token, '2026-03-05', [
      { account_id: a('6100'), ...D(400_000) },
      { account_id: a('1000'), ...C(400_000) },
    ]),
    await post(t, token, '2026-03-10', [
      { account_id: a('2200'), ...D(800_000) },
      { account_id: a('1000'), ...C(800_000) },
    ]),
    await post(t, token, '2026-03-20', [
      { account_id: a('6200'), ...D(250_000) },
      { account_id: a('1000'), ...C(250_000) },
    ]),
  );
  for (const s of steps) expect(s.status, JSON.stringify(s.body)).toBe(201);
});
afterAll(() => t.close());

const get = async (path: string) => {
  const res = await call(t, c.admin.token, 'GET', path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  // biome-ignore lint/suspicious/noExplicitAny: test reads the JSON answer
  return res.body as any;
};

type TRow = { account_number: string; total_cents: number; amounts: number[] };
type TSection = { key: string; rows: TRow[]; total: { total_cents: number; amounts: number[] } };
const sectionOf = (pnl: { sections: TSection[] }, key: string) =>
  pnl.sections.find((s) => s.key === key) as TSection;
const rowTotals = (section: TSection) =>
  Object.fromEntries(section.rows.map((r) => [r.account_number, r.total_cents]));

describe('profit and loss', () => {
  it('Q1 2026: revenue, cost of revenue, gross profit, overhead, net income — to the cent', async () => {
    const pnl = await get('/api/v1/reports/profit-and-loss?from=2026-01-01&to=2026-03-31');
    expect(rowTotals(sectionOf(pnl, 'revenue'))).toEqual({ '4000': 5_300_000 });
    expect(rowTotals(sectionOf(pnl, 'cost_of_revenue'))).toEqual({
      '5000': 800_000,
      '5050': 120_050,
      '5100': 1_334_567,
    });
    expect(sectionOf(pnl, 'cost_of_revenue').total.total_cents).toBe(2_254_617);
    expect(rowTotals(sectionOf(pnl, 'operating_expenses'))).toEqual({ '6100': 400_000, '6200': 250_000 });
    expect(pnl.gross_profit.total_cents).toBe(3_045_383);
    expect(pnl.net_income.total_cents).toBe(2_395_383);
    expect(pnl.periods).toEqual([
      { key: 'total', label: 'Jan 2026 – Mar 2026', from: '2026-01-01', to: '2026-03-31' },
    ]);
  });

  it('by month: Jan 40,799.50, Feb −10,345.67, Mar −6,500.00 — the chart has the same figures', async () => {
    const pnl = await get('/api/v1/reports/profit-and-loss?from=2026-01-01&to=2026-03-31&columns=month');
    expect(pnl.periods.map((p: { label: string }) => p.label)).toEqual(['Jan 2026', 'Feb 2026', 'Mar 2026']);
    expect(pnl.net_income.amounts).toEqual([4_079_950, -1_034_567, -650_000]);
    expect(pnl.net_income.total_cents).toBe(2_395_383);
    expect(sectionOf(pnl, 'revenue').total.amounts).toEqual([5_000_000, 300_000, 0]);
    expect(
      pnl.months.map((m: { revenue_cents: number; gross_profit_cents: number }) => [
        m.revenue_cents,
        m.gross_profit_cents,
      ]),
    ).toEqual([
      [5_000_000, 4_079_950], // 50,000 − 9,200.50
      [300_000, -1_034_567], // 3,000 − 13,345.67
      [0, 0],
    ]);
  });

  it('against the prior period (Q4 2025): NI 15,500.00, change 8,453.83 (54.5 %)', async () => {
    const pnl = await get(
      '/api/v1/reports/profit-and-loss?from=2026-01-01&to=2026-03-31&compare=prior_period',
    );
    expect(pnl.comparison).toMatchObject({
      from: '2025-10-01',
      to: '2025-12-31',
      label: 'Oct 2025 – Dec 2025',
    });
    expect(pnl.net_income).toMatchObject({
      total_cents: 2_395_383,
      prior_cents: 1_550_000,
      change_cents: 845_383,
      change_percent: 54.5, // 8,453.83 / 15,500 = 0.54541
    });
    expect(sectionOf(pnl, 'revenue').total).toMatchObject({
      prior_cents: 3_000_000,
      change_cents: 2_300_000,
      change_percent: 76.7, // 23,000 / 30,000
    });
  });

  it('against the prior year: nothing was posted in Q1 2025', async () => {
    const pnl = await get('/api/v1/reports/profit-and-loss?from=2026-01-01&to=2026-03-31&compare=prior_year');
    expect(pnl.comparison).toMatchObject({ from: '2025-01-01', to: '2025-03-31' });
    expect(pnl.net_income).toMatchObject({ prior_cents: 0, change_cents: 2_395_383, change_percent: null });
  });

  it('a period cut inside months (01-16 … 02-12) reads the edge days from the lines', async () => {
    const pnl = await get('/api/v1/reports/profit-and-loss?from=2026-01-16&to=2026-02-12&columns=month');
    // E5 (01-15) is outside; E6 (01-20) 9,200.50 and E7 (02-10) 12,345.67 inside.
    expect(sectionOf(pnl, 'revenue').rows).toEqual([]);
    expect(sectionOf(pnl, 'cost_of_revenue').total.amounts).toEqual([920_050, 1_234_567]);
    expect(pnl.net_income.total_cents).toBe(-2_154_617);
    expect(pnl.periods.map((p: { from: string; to: string }) => [p.from, p.to])).toEqual([
      ['2026-01-16', '2026-01-31'],
      ['2026-02-01', '2026-02-12'],
    ]);
  });

  it('year to date by default: from the fiscal year start to the date', async () => {
    const pnl = await get('/api/v1/reports/profit-and-loss?to=2026-02-28');
    expect(pnl.from).toBe('2026-01-01');
    expect(pnl.fiscal_year_start).toBe('2026-01-01');
    // 4,079,950 − 1,034,567
    expect(pnl.net_income.total_cents).toBe(3_045_383);
  });

  it('filtered by job B: its pay application revenue and its costs, nothing else', async () => {
    const pnl = await get(`/api/v1/reports/profit-and-loss?from=2026-01-01&to=2026-03-31&job_id=${jobB}`);
    expect(pnl.job).toMatchObject({ id: jobB, name: 'Job FSTB' });
    expect(rowTotals(sectionOf(pnl, 'revenue'))).toEqual({ '4000': 5_000_000 });
    expect(rowTotals(sectionOf(pnl, 'cost_of_revenue'))).toEqual({
      '5000': 800_000,
      '5050': 120_050,
      '5100': 1_234_567,
    });
    expect(sectionOf(pnl, 'operating_expenses').rows).toEqual([]);
    // 50,000 − 21,546.17
    expect(pnl.net_income.total_cents).toBe(2_845_383);
  });

  it('filtered by job A, against the prior period: 1,000.00 of material now, 12,000.00 in Q4 2025', async () => {
    const pnl = await get(
      `/api/v1/reports/profit-and-loss?from=2026-01-01&to=2026-03-31&job_id=${c.jobId}&compare=prior_period`,
    );
    expect(pnl.net_income).toMatchObject({
      total_cents: -100_000,
      prior_cents: -1_200_000,
      change_cents: 1_100_000,
    });
  });

  it('net income of a period = the change in equity between its two ends', async () => {
    const [pnl, before, after] = await Promise.all([
      get('/api/v1/reports/profit-and-loss?from=2025-11-02&to=2026-03-31'),
      get('/api/v1/reports/balance-sheet?as_of=2025-11-01'),
      get('/api/v1/reports/balance-sheet?as_of=2026-03-31'),
    ]);
    const equity = (bs: { sections: { key: string; total_cents: number }[] }) =>
      bs.sections.find((s) => s.key === 'equity')?.total_cents;
    // 15,500 + 23,953.83
    expect(pnl.net_income.total_cents).toBe(3_945_383);
    expect((equity(after) ?? 0) - (equity(before) ?? 0)).toBe(3_945_383);
  });
});

describe('balance sheet', () => {
  it('2026-03-31 beside 2025-12-31, to the cent, and it balances', async () => {
    const bs = await get('/api/v1/reports/balance-sheet?as_of=2026-03-31&compare_to=2025-12-31');
    type TBsRow = { account_number: string | null; kind: string; amount_cents: number; prior_cents: number };
    const rows = (key: string) =>
      Object.fromEntries(
        (bs.sections as { key: string; rows: TBsRow[] }[])
          .find((s) => s.key === key)
          ?.rows.map((r) => [r.account_number ?? r.kind, [r.amount_cents, r.prior_cents]]) ?? [],
      );
    expect(rows('assets')).toEqual({
      '1000': [4_065_433, 6_550_000],
      '1100': [4_500_000, 0],
      '1150': [500_000, 0],
      '1500': [12_000_000, 12_000_000],
      '1550': [-3_000_000, -3_000_000],
    });
    expect(rows('liabilities')).toEqual({ '2200': [120_050, 0] });
    expect(rows('equity')).toEqual({
      '3000': [10_000_000, 10_000_000],
      '3950': [4_000_000, 4_000_000],
      '3900': [1_550_000, 0], // retained earnings: 2025's net income, closed in on 2026-01-01
      current_earnings: [2_395_383, 1_550_000],
    });
    expect(bs.total_assets_cents).toBe(18_065_433);
    expect(bs.total_liabilities_and_equity_cents).toBe(18_065_433);
    expect(bs.prior_total_assets_cents).toBe(15_550_000);
    expect(bs.prior_total_liabilities_and_equity_cents).toBe(15_550_000);
    expect(bs.is_balanced).toBe(true);
    expect(bs.difference_cents).toBe(0);
    expect(bs.earnings).toEqual({
      fiscal_year_start: '2026-01-01',
      retained_earnings_account_cents: 0,
      prior_years_net_income_cents: 1_550_000,
      current_year_net_income_cents: 2_395_383,
    });
  });

  it('with a fiscal year ending 06-30 all of it is current year earnings (FY 2025-07-01 … 2026-06-30)', async () => {
    const res = await call(t, c.admin.token, 'PATCH', '/api/v1/organization/business', {
      fiscal_year_end: '06-30',
    });
    expect(res.status).toBe(200);
    try {
      const bs = await get('/api/v1/reports/balance-sheet?as_of=2026-03-31');
      expect(bs.earnings).toMatchObject({
        fiscal_year_start: '2025-07-01',
        prior_years_net_income_cents: 0,
        current_year_net_income_cents: 3_945_383, // 15,500 + 23,953.83
      });
      expect(bs.is_balanced).toBe(true);
      const pnl = await get('/api/v1/reports/profit-and-loss?to=2026-03-31');
      expect(pnl.from).toBe('2025-07-01');
      expect(pnl.net_income.total_cents).toBe(3_945_383);
    } finally {
      await call(t, c.admin.token, 'PATCH', '/api/v1/organization/business', { fiscal_year_end: '12-31' });
    }
  });
});

describe('trial balance', () => {
  it('February 2026 as a period: opening, activity and closing columns, each pair equal', async () => {
    const tb = await get('/api/v1/ledger/trial-balance/period?from=2026-02-01&to=2026-02-28');
    const of = (n: string) => tb.rows.find((r: { account_number: string }) => r.account_number === n);
    expect(of('1000')).toMatchObject({
      opening_debit_cents: 6_550_000,
      debit_cents: 300_000,
      credit_cents: 1_334_567,
      closing_debit_cents: 5_515_433, // 65,500 + 3,000 − 13,345.67
      closing_credit_cents: 0,
    });
    expect(of('4000')).toMatchObject({
      opening_credit_cents: 8_000_000,
      credit_cents: 300_000,
      closing_credit_cents: 8_300_000,
    });
    expect(of('5100')).toMatchObject({
      opening_debit_cents: 1_200_000,
      debit_cents: 1_334_567,
      closing_debit_cents: 2_534_567,
    });
    expect(of('2200')).toMatchObject({
      opening_credit_cents: 920_050,
      debit_cents: 0,
      credit_cents: 0,
      closing_credit_cents: 920_050,
    });
    expect(tb.totals).toEqual({
      opening_debit_cents: 25_920_050,
      opening_credit_cents: 25_920_050,
      debit_cents: 1_634_567,
      credit_cents: 1_634_567,
      closing_debit_cents: 26_220_050,
      closing_credit_cents: 26_220_050,
    });
  });

  it('the period trial balance closes where the as-of trial balance stands', async () => {
    const period = await get('/api/v1/ledger/trial-balance/period?from=2026-01-10&to=2026-03-12');
    const asOf = await get('/api/v1/ledger/trial-balance?as_of=2026-03-12');
    expect(
      Object.fromEntries(
        period.rows
          .filter(
            (r: { closing_debit_cents: number; closing_credit_cents: number }) =>
              r.closing_debit_cents + r.closing_credit_cents > 0,
          )
          .map((r: { account_number: string; closing_debit_cents: number; closing_credit_cents: number }) => [
            r.account_number,
            r.closing_debit_cents - r.closing_credit_cents,
          ]),
      ),
    ).toEqual(
      Object.fromEntries(
        asOf.rows.map((r: { account_number: string; debit_cents: number; credit_cents: number }) => [
          r.account_number,
          r.debit_cents - r.credit_cents,
        ]),
      ),
    );
  });
});

describe('general ledger detail', () => {
  it('cash Feb–Mar 2026: opening 65,500.00, running balances, closing 40,654.33', async () => {
    const gl = await get(
      '/api/v1/reports/general-ledger?account_from=1000&account_to=1000&from=2026-02-01&to=2026-03-31',
    );
    expect(gl.accounts).toHaveLength(1);
    const cash = gl.accounts[0];
    expect(cash.opening_balance_cents).toBe(6_550_000);
    expect(cash.lines.map((l: { running_balance_cents: number }) => l.running_balance_cents)).toEqual([
      5_315_433, 5_215_433, 5_515_433, 5_115_433, 4_315_433, 4_065_433,
    ]);
    expect(cash.closing_balance_cents).toBe(4_065_433);
    expect(cash).toMatchObject({
      debit_cents: 300_000,
      credit_cents: 2_784_567,
      continued: false,
      continues: false,
    });
  });

  it('pages across accounts with a cursor: every line once, in order, balances carried on', async () => {
    const all = await get('/api/v1/reports/general-ledger?from=2026-01-01&to=2026-03-31&limit=1000');
    const flat = (
      pages: {
        accounts: {
          account: { account_number: string };
          lines: { entry_number: string; line_number: number; running_balance_cents: number }[];
        }[];
      }[],
    ) =>
      pages.flatMap((p) =>
        p.accounts.flatMap((a) =>
          a.lines.map(
            (l) =>
              `${a.account.account_number} ${l.entry_number}/${l.line_number} ${l.running_balance_cents}`,
          ),
        ),
      );
    const pages = [];
    let cursor: string | null = null;
    do {
      const page = await get(
        `/api/v1/reports/general-ledger?from=2026-01-01&to=2026-03-31&limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      pages.push(page);
      cursor = page.next_cursor;
    } while (cursor && pages.length < 50);
    expect(cursor).toBeNull();
    expect(flat(pages)).toEqual(flat([all]));
    // 12 entries' lines: E5 3, E6 3, E7–E12 2 each = 18 lines; Σ debits = Σ credits = 53,000 + 9,200.50 + …
    expect(flat([all])).toHaveLength(18);
    expect(all.total_debit_cents).toBe(all.total_credit_cents);
    expect(all.total_debit_cents).toBe(
      5_000_000 + 920_050 + 1_234_567 + 100_000 + 300_000 + 400_000 + 800_000 + 250_000,
    );
    expect(pages.length).toBeGreaterThan(3);
  });

  it('lists an account with an opening balance and no line in the period (opening = closing)', async () => {
    const gl = await get(
      '/api/v1/reports/general-ledger?account_from=1500&account_to=1550&from=2026-01-01&to=2026-03-31',
    );
    expect(
      gl.accounts.map(
        (a: {
          account: { account_number: string };
          opening_balance_cents: number;
          closing_balance_cents: number;
          lines: unknown[];
        }) => [a.account.account_number, a.opening_balance_cents, a.closing_balance_cents, a.lines.length],
      ),
    ).toEqual([
      ['1500', 12_000_000, 12_000_000, 0],
      ['1550', 3_000_000, 3_000_000, 0], // credit-normal: its balance in its own direction
    ]);
  });

  it('a line leads to its journal entry and on to its source document (the pay application)', async () => {
    const gl = await get(
      '/api/v1/reports/general-ledger?account_from=1100&account_to=1100&from=2026-01-01&to=2026-03-31',
    );
    const line = gl.accounts[0].lines[0];
    expect(line).toMatchObject({ source_type: 'ar_invoice', source_id: payAppId, debit_cents: 4_500_000 });
    const entry = await get(`/api/v1/journal-entries/${line.entry_id}`);
    expect(entry).toMatchObject({ source_type: 'ar_invoice', source_id: payAppId });
  });
});

describe('validation', () => {
  const expect400 = async (path: string, message: string | RegExp) => {
    const res = await call(t, c.admin.token, 'GET', path);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error.message).toMatch(message);
  };
  it('refuses a period that ends before it starts, a bad date, a reversed account range', async () => {
    await expect400(
      '/api/v1/reports/profit-and-loss?from=2026-03-31&to=2026-01-01',
      'The start date must be on or before the end date',
    );
    await expect400(
      '/api/v1/reports/general-ledger?from=2026-03-31&to=2026-01-01',
      'The start date must be on or before the end date',
    );
    await expect400(
      '/api/v1/ledger/trial-balance/period?from=2026-03-31&to=2026-01-01',
      'The start date must be on or before the end date',
    );
    await expect400('/api/v1/reports/profit-and-loss?from=2026-02-30', 'Enter a date as YYYY-MM-DD');
    await expect400('/api/v1/reports/balance-sheet?as_of=31/03/2026', 'Enter a date as YYYY-MM-DD');
    await expect400(
      '/api/v1/reports/general-ledger?account_from=6000&account_to=1000',
      'The first account number must not come after the last',
    );
    await expect400(
      '/api/v1/reports/profit-and-loss?from=2020-01-01&to=2026-01-01&columns=month',
      /at most 36 months/,
    );
    await expect400('/api/v1/reports/profit-and-loss?compare=last_week', /Invalid option|expected one of/i);
    await expect400('/api/v1/reports/general-ledger?cursor=nonsense', 'Invalid cursor');
  });
  it('an unknown job is not found', async () => {
    const res = await call(
      t,
      c.admin.token,
      'GET',
      '/api/v1/reports/profit-and-loss?job_id=00000000-0000-4000-8000-000000000000',
    );
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Job not found');
  });
  it('another company sees none of it', async () => {
    const other = await ledgerCompany(t, 'statements-other@example.com', 'Other Co');
    const res = await call(t, other.admin.token, 'GET', '/api/v1/reports/balance-sheet?as_of=2026-03-31');
    expect(res.body.total_assets_cents).toBe(0);
    const job = await call(t, other.admin.token, 'GET', `/api/v1/reports/profit-and-loss?job_id=${jobB}`);
    expect(job.status).toBe(404);
  });
});

describe('exports', () => {
  const download = async (path: string) => {
    const res = await t.request(path, { token: c.admin.token });
    expect(res.status, await res.clone().text()).toBe(200);
    return res;
  };
  it('profit and loss CSV: the screen rows, by month and against the prior period', async () => {
    const res = await download(
      '/api/v1/reports/profit-and-loss.csv?from=2026-01-01&to=2026-03-31&columns=month&compare=prior_period',
    );
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text()).trim().split('\n');
    expect(lines[0]).toBe(
      'Section,Account,Name,Jan 2026,Feb 2026,Mar 2026,Total,Oct 2025 – Dec 2025,Change,Change %',
    );
    expect(lines).toContain('Revenue,4000,Contract Revenue,50000,3000,0,53000,30000,23000,76.7');
    expect(lines).toContain(',,Gross profit,40799.5,-10345.67,0,30453.83,18000,12453.83,69.2');
    expect(lines.at(-1)).toBe(',,Net income,40799.5,-10345.67,-6500,23953.83,15500,8453.83,54.5');
  });

  it('profit and loss PDF: title, parameters, figures', async () => {
    const res = await download('/api/v1/reports/profit-and-loss.pdf?from=2026-01-01&to=2026-03-31');
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = pdfWords(await res.arrayBuffer());
    for (const s of [
      'Profit and Loss',
      'Statement Builders',
      '2026-01-01 to 2026-03-31',
      'Gross profit',
      '$30,453.83',
      'Net income',
      '$23,953.83',
      'Page 1 of 1',
    ])
      expect(text).toContain(s);
  });

  it('balance sheet CSV and PDF', async () => {
    const csv = (
      await (
        await download('/api/v1/reports/balance-sheet.csv?as_of=2026-03-31&compare_to=2025-12-31')
      ).text()
    )
      .trim()
      .split('\n');
    expect(csv[0]).toBe('Section,Account,Name,2026-03-31,2025-12-31,Change');
    expect(csv).toContain('Assets,1000,Cash - Operating,40654.33,65500,-24845.67');
    expect(csv).toContain('Equity,,Current year earnings,23953.83,15500,8453.83');
    expect(csv.at(-1)).toBe(',,Total liabilities and equity,180654.33,155500,25154.33');
    const res = await download('/api/v1/reports/balance-sheet.pdf?as_of=2026-03-31');
    const text = pdfWords(await res.arrayBuffer());
    for (const s of [
      'Balance Sheet',
      'As of',
      'Total assets',
      '$180,654.33',
      'Total liabilities and equity',
      'Assets equal liabilities plus equity.',
    ])
      expect(text).toContain(s);
  });

  it('trial balance PDFs (as of, and of a period) and the period CSV', async () => {
    const asOf = pdfWords(
      await (await download('/api/v1/ledger/trial-balance.pdf?as_of=2026-03-31')).arrayBuffer(),
    );
    expect(asOf).toContain('Trial Balance');
    expect(asOf).toContain('$40,654.33');
    const period = pdfWords(
      await (
        await download('/api/v1/ledger/trial-balance/period.pdf?from=2026-02-01&to=2026-02-28')
      ).arrayBuffer(),
    );
    expect(period).toContain('Opening Dr');
    expect(period).toContain('$262,200.50');
    const csv = (
      await (await download('/api/v1/ledger/trial-balance/period.csv?from=2026-02-01&to=2026-02-28')).text()
    )
      .trim()
      .split('\n');
    expect(csv[0]).toBe(
      'Account,Name,Type,Opening Debit,Opening Credit,Debit,Credit,Closing Debit,Closing Credit',
    );
    expect(csv).toContain('1000,Cash - Operating,asset,65500,0,3000,13345.67,55154.33,0');
    expect(csv.at(-1)).toBe(',Total,,259200.5,259200.5,16345.67,16345.67,262200.5,262200.5');
  });

  it('general ledger CSV: opening row, lines with running balances, closing row per account', async () => {
    const text = await (
      await download(
        '/api/v1/reports/general-ledger.csv?account_from=1000&account_to=1100&from=2026-02-01&to=2026-03-31',
      )
    ).text();
    const lines = text.trim().split('\n');
    expect(lines[0]).toBe('Account,Name,Date,Entry,Line,Source,Memo,Job,Debit,Credit,Balance');
    expect(lines[1]).toBe('1000,Cash - Operating,2026-02-01,,,,Opening balance,,,,65500');
    expect(lines[2]).toMatch(
      /^1000,Cash - Operating,2026-02-10,JE-2026-\d{6},2,manual,,,0,12345.67,53154.33$/,
    );
    expect(lines[8]).toBe('1000,Cash - Operating,2026-03-31,,,,Closing balance,,3000,27845.67,40654.33');
    // AR: no line in Feb–Mar, its balance from January
    expect(lines.slice(9)).toEqual([
      '1100,Accounts Receivable,2026-02-01,,,,Opening balance,,,,45000',
      '1100,Accounts Receivable,2026-03-31,,,,Closing balance,,0,0,45000',
    ]);
  });

  it('general ledger PDF', async () => {
    const res = await download(
      '/api/v1/reports/general-ledger.pdf?account_from=1000&account_to=1000&from=2026-02-01&to=2026-03-31',
    );
    const text = pdfWords(await res.arrayBuffer());
    for (const s of [
      'General Ledger',
      '1000 Cash - Operating',
      'Opening balance',
      '$65,500.00',
      'Closing balance',
      '$40,654.33',
    ])
      expect(text).toContain(s);
  });
});
