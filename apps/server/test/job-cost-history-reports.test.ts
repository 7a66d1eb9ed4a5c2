import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRuns, jobCostHistory } from '../src/db/schema/index.ts';
import { withTenant } from '../src/lib/tenant.ts';
import { type JobCostCompany, jobCostCompany } from './helpers/job-cost-fixture.ts';
import { call } from './helpers/org-users.ts';
import { inflatePdf } from './helpers/pdf-inflate.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Job-to-date cost brought by an import (issue 24, option job_to_date_cost): the job reports count the
// job_cost_history rows as actual cost on the cut-over date — the job cost summary, the job cost
// report (JSON, its lines, CSV and PDF) and the WIP schedule — and leave them out before it.

let t: TestApp;
let c: JobCostCompany;
let jobId: string;

const CUTOVER = '2026-03-31';
const MEMO = `Job-to-date cost brought from QuickBooks Desktop at ${CUTOVER}`;
const get = (path: string) => call(t, c.admin.token, 'GET', path);

/**
 * The dataset (cents), worked by hand:
 *   contract 4,000,000; budget 03-1000 M 500,000 and 03-3000 S 2,000,000 (revised 2,500,000).
 *   History as of the cut-over 2026-03-31 (a QuickBooks Desktop run): 03-1000 M 120,000,
 *   03-3000 S 800,000, 05-1000 L 15,000 (no budget) — 935,000.
 *   Posted after it: 2026-04-10 03-3000 S 300,000; 2026-04-20 03-1000 M 30,025 — 330,025.
 * As of 2026-04-30:
 *   03-1000 M  actual 150,025    to complete 500,000 − 150,025 = 349,975    projected 500,000   variance 0
 *   03-3000 S  actual 1,100,000  to complete 900,000                          projected 2,000,000 variance 0
 *   05-1000 L  actual 15,000     to complete 0                                projected 15,000    variance −15,000
 *   job: actual 1,265,025; to complete 1,249,975; projected 2,515,000; variance −15,000.
 *   WIP: cost to date 1,265,025; default to complete 2,500,000 − 1,265,025 = 1,234,975; estimated total
 *   2,500,000; percent 1,265,025 ÷ 2,500,000 = 50.601 % → 5060 bps; earned 1,265,025 × 4,000,000 ÷
 *   2,500,000 = 2,024,040; billed 0 → under (2,024,040).
 * As of the cut-over: actual 935,000 (the history alone); WIP percent 935,000 ÷ 2,500,000 = 3740 bps,
 *   earned 1,496,000. The day before: nothing.
 */
beforeAll(async () => {
  t = await createTestApp();
  c = await jobCostCompany(t, 'history-admin@jch.co', 'History Builders');
  jobId = c.jobId;
  const budget = await call(t, c.admin.token, 'PUT', `/api/v1/jobs/${jobId}/budget`, {
    lines: [
      { cost_code_id: c.code('03-1000'), cost_category_id: c.category('M'), original_cents: 500_000 },
      { cost_code_id: c.code('03-3000'), cost_category_id: c.category('S'), original_cents: 2_000_000 },
    ],
  });
  expect(budget.status).toBe(200);
  const contract = await call(t, c.admin.token, 'PUT', `/api/v1/jobs/${jobId}/contract`, {
    original_contract_cents: 4_000_000,
    billing_method: 'progress',
    retainage_work_bps: 1000,
    retainage_stored_bps: 1000,
    payment_terms_days: 30,
    lines: [{ description: 'Base contract', original_cents: 4_000_000 }],
  });
  expect(contract.status).toBe(200);

  const org = c.admin.organizationId;
  await withTenant(t.db, c.admin, async (tx) => {
    const [run] = await tx
      .insert(importRuns)
      .values({ organizationId: org, source: 'qb_desktop', status: 'imported', cutoverDate: CUTOVER })
      .returning({ id: importRuns.id });
    if (!run) throw new Error('no run');
    await tx.insert(jobCostHistory).values(
      (
        [
          ['03-1000', 'M', 120_000],
          ['03-3000', 'S', 800_000],
          ['05-1000', 'L', 15_000],
        ] as const
      ).map(([code, category, amountCents]) => ({
        organizationId: org,
        runId: run.id,
        jobId,
        costCodeId: c.code(code),
        costCategoryId: c.category(category),
        asOf: CUTOVER,
        amountCents,
      })),
    );
  });

  const cost = (code: string, category: string) => ({
    job_id: jobId,
    cost_code_id: c.code(code),
    cost_category_id: c.category(category),
  });
  const post = (entry_date: string, account: string, cents: number, code: string, category: string) =>
    call(t, c.admin.token, 'POST', '/api/v1/journal-entries', {
      entry_date,
      memo: 'Job cost',
      post: true,
      lines: [
        { account_id: c.account(account), debit_cents: cents, ...cost(code, category) },
        { account_id: c.account('1000'), credit_cents: cents },
      ],
    });
  expect((await post('2026-04-10', '5200', 300_000, '03-3000', 'S')).status).toBe(201);
  expect((await post('2026-04-20', '5100', 30_025, '03-1000', 'M')).status).toBe(201);
}, 60_000);
afterAll(() => t.close());

type TFigures = { cost_code: string; cost_category_code: string; actual_cents: number };
const actuals = (rows: TFigures[]) => rows.map((r) => [r.cost_code, r.cost_category_code, r.actual_cents]);

describe('job-to-date cost from an import in the job reports', () => {
  it('the job cost summary counts it as actual cost', async () => {
    const res = await get(`/api/v1/jobs/${jobId}/cost-summary?as_of=2026-04-30`);
    expect(res.status).toBe(200);
    expect(actuals(res.body.rows)).toEqual([
      ['03-1000', 'M', 150_025],
      ['03-3000', 'S', 1_100_000],
      ['05-1000', 'L', 15_000],
    ]);
    expect(res.body.totals).toMatchObject({ actual_cents: 1_265_025, revised_budget_cents: 2_500_000 });
    const atCutover = await get(`/api/v1/jobs/${jobId}/cost-summary?as_of=${CUTOVER}`);
    expect(atCutover.body.totals.actual_cents).toBe(935_000);
  });

  it('the job cost report: actual, cost to complete, projected cost and variance', async () => {
    const res = await get(`/api/v1/reports/job-cost?job_ids=${jobId}&as_of=2026-04-30`);
    expect(res.status).toBe(200);
    const [job] = res.body.jobs;
    const pick = (l: Record<string, unknown>) => [
      l.cost_code,
      l.cost_category_code,
      l.revised_budget_cents,
      l.actual_cents,
      l.cost_to_complete_cents,
      l.projected_cost_cents,
      l.variance_cents,
    ];
    expect(job.lines.map(pick)).toEqual([
      ['03-1000', 'M', 500_000, 150_025, 349_975, 500_000, 0],
      ['03-3000', 'S', 2_000_000, 1_100_000, 900_000, 2_000_000, 0],
      ['05-1000', 'L', 0, 15_000, 0, 15_000, -15_000],
    ]);
    expect(job.totals).toMatchObject({
      revised_budget_cents: 2_500_000,
      actual_cents: 1_265_025,
      cost_to_complete_cents: 1_249_975,
      projected_cost_cents: 2_515_000,
      variance_cents: -15_000,
    });
    expect(res.body.totals.actual_cents).toBe(1_265_025);
  });

  it('a cell’s lines: the history as one line first, adding up to the actual figure', async () => {
    const res = await get(
      `/api/v1/reports/job-cost/jobs/${jobId}/lines?as_of=2026-04-30&cost_code_id=${c.code('03-3000')}&cost_category_id=${c.category('S')}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.total_cents).toBe(1_100_000);
    expect(
      res.body.items.map((l: Record<string, unknown>) => [l.entry_date, l.source_type, l.amount_cents]),
    ).toEqual([
      [CUTOVER, 'import', 800_000],
      ['2026-04-10', 'manual', 300_000],
    ]);
    expect(res.body.items[0]).toMatchObject({
      entry_number: '',
      memo: MEMO,
      cost_code: '03-3000',
      cost_category_code: 'S',
      account_number: '',
      is_reversal: false,
      invoice: null,
    });
    // The job page's drill-down reads the same lines.
    const detail = await get(
      `/api/v1/jobs/${jobId}/cost-detail?as_of=2026-04-30&cost_code_id=${c.code('03-3000')}&cost_category_id=${c.category('S')}`,
    );
    expect(detail.status).toBe(200);
    expect(detail.body.total_cents).toBe(1_100_000);
  });

  it('every line of the job, paged: the three history lines, then the journal lines', async () => {
    const page = (n: number) =>
      get(`/api/v1/reports/job-cost/jobs/${jobId}/lines?as_of=2026-04-30&pageSize=2&page=${n}`);
    const pages = await Promise.all([1, 2, 3].map(page));
    for (const p of pages) expect(p.body).toMatchObject({ total: 5, total_cents: 1_265_025 });
    const items = pages.flatMap((p) => p.body.items) as { amount_cents: number; memo: string }[];
    expect(items.map((l) => l.amount_cents)).toEqual([120_000, 800_000, 15_000, 300_000, 30_025]);
    expect(items.slice(0, 3).every((l) => l.memo === MEMO)).toBe(true);
    expect(items.reduce((s, l) => s + l.amount_cents, 0)).toBe(1_265_025);
  });

  it('the WIP schedule’s cost to date and percent complete count it', async () => {
    const wip = async (periodEnd: string) => {
      const res = await get(`/api/v1/wip/schedule?period_end=${periodEnd}`);
      expect(res.status).toBe(200);
      return (res.body.rows as Record<string, unknown>[]).find((r) => r.job_id === jobId);
    };
    expect(await wip('2026-04-30')).toMatchObject({
      cost_to_date_cents: 1_265_025,
      cost_to_complete_cents: 1_234_975,
      estimated_total_cost_cents: 2_500_000,
      percent_complete_bps: 5060,
      earned_revenue_cents: 2_024_040,
      over_under_cents: -2_024_040,
    });
    expect(await wip(CUTOVER)).toMatchObject({
      cost_to_date_cents: 935_000,
      percent_complete_bps: 3740,
      earned_revenue_cents: 1_496_000,
    });
    // Before the cut-over the job has no cost yet: not on the schedule.
    expect(await wip('2026-02-28')).toBeUndefined();
  });

  it('an as-of date before the cut-over leaves it out', async () => {
    const asOf = '2026-03-30';
    const summary = await get(`/api/v1/jobs/${jobId}/cost-summary?as_of=${asOf}`);
    expect(summary.body.totals.actual_cents).toBe(0);
    expect(actuals(summary.body.rows)).toEqual([
      ['03-1000', 'M', 0],
      ['03-3000', 'S', 0],
    ]);
    const report = await get(`/api/v1/reports/job-cost?job_ids=${jobId}&as_of=${asOf}`);
    expect(report.body.jobs[0].totals).toMatchObject({ actual_cents: 0, projected_cost_cents: 2_500_000 });
    const lines = await get(`/api/v1/reports/job-cost/jobs/${jobId}/lines?as_of=${asOf}`);
    expect(lines.body).toMatchObject({ items: [], total: 0, total_cents: 0 });
  });
});

describe('job-to-date cost from an import in the job cost exports', () => {
  const download = async (path: string) => {
    const res = await t.request(path, { token: c.admin.token });
    expect(res.status).toBe(200);
    return res;
  };

  it('CSV: the job total’s actual includes it', async () => {
    const res = await download(`/api/v1/reports/job-cost.csv?as_of=2026-04-30&job_ids=${jobId}`);
    const lines = (await res.text()).trim().split('\n');
    const total = lines.find((l) => l.includes(',Job total,'));
    // Original, approved, revised, committed, actual, to complete, projected, variance.
    expect(total).toMatch(/,Job total,,,,,25000,0,25000,0,12650.25,12499.75,25150,-150,/);
  });

  it('detail CSV: the history lines first, then the journal lines, adding up to actual', async () => {
    const res = await download(`/api/v1/reports/job-cost/detail.csv?as_of=2026-04-30&job_ids=${jobId}`);
    const lines = (await res.text()).trim().split('\n').slice(1);
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(
      new RegExp(`^J-\\d{2}-\\d{3},Budget Job,03-1000,M,${CUTOVER},,0,import,no,,,${MEMO},,,1200$`),
    );
    expect(lines.map((l) => Number(l.split(',').at(-1)))).toEqual([1200, 8000, 150, 3000, 300.25]);
    expect(lines.slice(3).every((l) => l.includes(',manual,no,,,Job cost,'))).toBe(true);
  });

  it('detail PDF: the history line under its cost code', async () => {
    const res = await download(`/api/v1/reports/job-cost.pdf?as_of=2026-04-30&job_ids=${jobId}&detail=true`);
    const text = pdfText(inflatePdf(new Uint8Array(await res.arrayBuffer())))
      .split('\n')
      .join('');
    expect(text).toContain(`${CUTOVER} · ${MEMO}`);
    expect(text).toContain('$12,650.25');
  });
});
