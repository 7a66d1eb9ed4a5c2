import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerChangeOrderLines,
  customerChangeOrders,
  vendorChangeOrderLines,
  wipEstimates,
} from '../src/db/schema/index.ts';
import {
  insertAddedLine,
  insertChangeOrder,
  insertCommitments,
  type JobCostCompany,
  jobCostCompany,
} from './helpers/job-cost-fixture.ts';
import { addMember, call, createCompany, type Member } from './helpers/org-users.ts';
import {
  directLine,
  payablesWorld,
  postedInvoice,
  subcontractLine,
  type TPayablesWorld,
} from './helpers/payables-fixture.ts';
import { inflatePdf } from './helpers/pdf-inflate.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let c: JobCostCompany;
let pay: TPayablesWorld;
let jobA: string;
let jobB: string;
let jobC: string;
let outsiderJob: string;
let outsider: Member;

const report = (query: string, who: Member = c.admin) =>
  call(t, who.token, 'GET', `/api/v1/reports/job-cost?${query}`);

/**
 * The dataset, every figure worked out by hand (cents).
 *
 * Job A — the job cost summary's golden job (test/job-cost-summary.test.ts), as of 2026-12-31:
 *   code × category   original  approved   revised  committed    actual
 *   03-1000 L         1,200,000        0  1,200,000     80,000         0
 *   03-1000 M           450,050      −50    450,000    384,975   123,456
 *   03-3000 E                 0   10,000     10,000          0     7,500
 *   03-3000 S         3,000,000        0  3,000,000  2,950,000 1,000,000
 *   05-1000 M   (a pending change order only: no figure of this report → no line)
 *   05-1000 S         2,000,000   30,000  2,030,000  2,050,000         0
 *
 * Job B — the payables world's job: budget 03-1000 M 300,000, 03-1000 S 9,000,000, 03-2000 S 5,500,000;
 *   an issued subcontract 03-1000 S 10,000,000 and 03-2000 S 5,000,000 (10 % retainage); a vendor
 *   invoice posted 2026-03-02: 2,000,000 on the subcontract's first line (job cost is the gross) and a
 *   direct material line 03-1000 M 45,678. WIP estimates of its cost to complete: 2026-10-31 5,
 *   2026-11-30 10,000,000, 2027-01-31 1 (after the date: not in force).
 *
 * Job C — completed, nothing on it.
 */
beforeAll(async () => {
  t = await createTestApp();
  c = await jobCostCompany(t, 'jcr-admin@a.co', 'Report Builders');
  jobA = c.jobId;
  const org = c.admin.organizationId;
  const put = (job: string, lines: [string, string, number][]) =>
    call(t, c.admin.token, 'PUT', `/api/v1/jobs/${job}/budget`, {
      lines: lines.map(([code, category, cents]) => ({
        cost_code_id: c.code(code),
        cost_category_id: c.category(category),
        original_cents: cents,
      })),
    });
  expect(
    (
      await put(jobA, [
        ['03-1000', 'L', 1_200_000],
        ['03-1000', 'M', 450_050],
        ['03-3000', 'S', 3_000_000],
        ['05-1000', 'S', 2_000_000],
      ])
    ).status,
  ).toBe(200);
  const line = (code: string, category: string, originalCents: number) => ({
    costCodeId: c.code(code),
    costCategoryId: c.category(category),
    originalCents,
  });
  const [sc1, , sc3, po1] = await insertCommitments(t, org, jobA, [
    {
      number: 'J-26-001-SC-01',
      status: 'executed',
      lines: [line('03-3000', 'S', 2_800_000), line('03-1000', 'M', 400_000)],
    },
    { number: 'J-26-001-SC-02', status: 'draft', lines: [line('03-1000', 'L', 500_000)] },
    { number: 'J-26-001-SC-03', status: 'issued', lines: [line('05-1000', 'S', 1_900_000)] },
    { number: 'J-26-001-PO-01', status: 'void', lines: [line('05-1000', 'S', 9_999_999)] },
  ]);
  if (!sc1 || !sc3 || !po1) throw new Error('commitments');
  const [l1, l2] = sc1.lineIds as [string, string];
  const co1 = await insertChangeOrder(t, org, sc1.id, 1, 'approved', [
    { commitmentLineId: l1, amountCents: 150_000 },
    { commitmentLineId: l2, amountCents: -15_025 },
  ]);
  const l3 = await insertAddedLine(t, org, sc1.id, 3, {
    costCodeId: c.code('03-1000'),
    costCategoryId: c.category('L'),
    changeOrderId: co1,
  });
  await t.db.insert(vendorChangeOrderLines).values({
    organizationId: org,
    changeOrderId: co1,
    lineNumber: 3,
    commitmentLineId: l3,
    amountCents: 80_000,
  });
  await insertChangeOrder(t, org, sc1.id, 2, 'pending', [
    { commitmentLineId: l1, amountCents: 120_000 },
    { costCodeId: c.code('05-1000'), costCategoryId: c.category('M'), amountCents: 30_000 },
  ]);
  await insertChangeOrder(t, org, sc3.id, 1, 'approved', [
    { commitmentLineId: sc3.lineIds[0] as string, amountCents: 150_000 },
  ]);
  const [order] = await t.db
    .insert(customerChangeOrders)
    .values({
      organizationId: org,
      jobId: jobA,
      changeOrderNumber: 1,
      changeOrderDate: '2026-06-01',
      description: 'CCO 1',
      status: 'approved',
    })
    .returning({ id: customerChangeOrders.id });
  if (!order) throw new Error('customer change order');
  await t.db.insert(customerChangeOrderLines).values(
    (
      [
        ['05-1000', 'S', 30_000],
        ['03-3000', 'E', 10_000],
        ['03-1000', 'M', -50],
      ] as const
    ).map(([code, category, amountCents], i) => ({
      organizationId: org,
      changeOrderId: order.id,
      lineNumber: i + 1,
      kind: 'budget' as const,
      costCodeId: c.code(code),
      costCategoryId: c.category(category),
      amountCents,
    })),
  );
  const cost = (code: string, category: string) => ({
    job_id: jobA,
    cost_code_id: c.code(code),
    cost_category_id: c.category(category),
  });
  const post = (entry_date: string, lines: unknown[]) =>
    call(t, c.admin.token, 'POST', '/api/v1/journal-entries', {
      entry_date,
      memo: 'Job cost',
      post: true,
      lines,
    });
  const march = await post('2026-03-05', [
    { account_id: c.account('5200'), debit_cents: 1_000_000, ...cost('03-3000', 'S') },
    { account_id: c.account('1000'), credit_cents: 1_000_000 },
  ]);
  const december = await post('2026-12-10', [
    { account_id: c.account('5100'), debit_cents: 123_456, ...cost('03-1000', 'M') },
    { account_id: c.account('5300'), debit_cents: 7_500, ...cost('03-3000', 'E') },
    { account_id: c.account('1000'), credit_cents: 130_956 },
  ]);
  expect([march.status, december.status]).toEqual([201, 201]);

  // Job B: the payables world (its codes 03-1000 and 03-2000 in the same company).
  pay = await payablesWorld(t, c.admin, 'JCR1');
  jobB = pay.world.jobId;
  const budgetB = await call(t, c.admin.token, 'PUT', `/api/v1/jobs/${jobB}/budget`, {
    lines: [
      [pay.world.codes.concrete, 'M', 300_000],
      [pay.world.codes.concrete, 'S', 9_000_000],
      [pay.world.codes.rebar, 'S', 5_500_000],
    ].map(([code, category, cents]) => ({
      cost_code_id: code,
      cost_category_id: pay.world.categories[category as string],
      original_cents: cents,
    })),
  });
  expect(budgetB.status).toBe(200);
  await postedInvoice(t, c.admin, {
    vendor_id: pay.vendorId,
    invoice_number: 'INV-JCR-1',
    lines: [subcontractLine(pay, 0, 2_000_000), directLine(pay, 45_678)],
  });
  await t.db.insert(wipEstimates).values([
    { organizationId: org, jobId: jobB, periodEnd: '2026-10-31', costToCompleteCents: 5 },
    { organizationId: org, jobId: jobB, periodEnd: '2026-11-30', costToCompleteCents: 10_000_000 },
    { organizationId: org, jobId: jobB, periodEnd: '2027-01-31', costToCompleteCents: 1 },
  ]);

  const customers = (await call(t, c.admin.token, 'GET', '/api/v1/customers')).body.items as { id: string }[];
  const jobCRes = await call(t, c.admin.token, 'POST', '/api/v1/jobs', {
    customer_id: customers[0]?.id,
    project_name: 'Closed Job',
  });
  jobC = jobCRes.body.id;
  expect(
    (await call(t, c.admin.token, 'PATCH', `/api/v1/jobs/${jobC}`, { status: 'completed' })).status,
  ).toBe(200);

  outsider = await createCompany(t, 'jcr-outsider@b.co', 'Other Co');
  const theirCustomer = await call(t, outsider.token, 'POST', '/api/v1/customers', {
    customer_number: 'C-OUT1',
    name: 'Outsider Customer',
  });
  outsiderJob = (
    await call(t, outsider.token, 'POST', '/api/v1/jobs', {
      customer_id: theirCustomer.body.id,
      project_name: 'Theirs',
    })
  ).body.id;
});
afterAll(() => t.close());

/** Figures from the parts: revised, projected and variance derived as the report does. */
const figures = (original: number, approved: number, committed: number, actual: number, ecc: number) => ({
  original_budget_cents: original,
  approved_changes_cents: approved,
  revised_budget_cents: original + approved,
  committed_cents: committed,
  actual_cents: actual,
  cost_to_complete_cents: ecc,
  projected_cost_cents: actual + ecc,
  variance_cents: original + approved - (actual + ecc),
});

describe('job cost report — golden figures', () => {
  it('one job: lines with the default cost to complete, cost code and category subtotals, the total', async () => {
    const res = await report(`job_ids=${jobA}&as_of=2026-12-31`);
    expect(res.status).toBe(200);
    expect(res.body.jobs).toHaveLength(1);
    const [job] = res.body.jobs;
    expect(job).toMatchObject({ job_name: 'Budget Job', customer_name: 'Budget Customer', status: 'active' });
    expect(job).toMatchObject({ cost_to_complete_basis: 'default', wip_period_end: null });
    // Cost to complete = max(0, max(revised, committed) − actual):
    //   03-1000 L max(1,200,000, 80,000) − 0 = 1,200,000      03-1000 M 450,000 − 123,456 = 326,544
    //   03-3000 E 10,000 − 7,500 = 2,500                      03-3000 S 3,000,000 − 1,000,000 = 2,000,000
    //   05-1000 S max(2,030,000, 2,050,000) − 0 = 2,050,000 (over-committed: the commitment is owed)
    const line = (code: string, category: string, f: ReturnType<typeof figures>) => ({
      cost_code: code,
      cost_category_code: category,
      ...f,
    });
    expect(job.lines).toEqual([
      expect.objectContaining(line('03-1000', 'L', figures(1_200_000, 0, 80_000, 0, 1_200_000))),
      expect.objectContaining(line('03-1000', 'M', figures(450_050, -50, 384_975, 123_456, 326_544))),
      expect.objectContaining(line('03-3000', 'E', figures(0, 10_000, 0, 7_500, 2_500))),
      expect.objectContaining(line('03-3000', 'S', figures(3_000_000, 0, 2_950_000, 1_000_000, 2_000_000))),
      expect.objectContaining(line('05-1000', 'S', figures(2_000_000, 30_000, 2_050_000, 0, 2_050_000))),
    ]);
    // 05-1000 S: projected 2,050,000 against a revised 2,030,000 → variance −20,000.
    expect(job.lines[4].variance_cents).toBe(-20_000);
    // Per cost code: 03-1000 = L + M; 03-3000 = E + S; 05-1000 = S.
    expect(job.cost_code_subtotals).toEqual([
      {
        cost_code_id: c.code('03-1000'),
        cost_code: '03-1000',
        ...figures(1_650_050, -50, 464_975, 123_456, 1_526_544),
      },
      {
        cost_code_id: c.code('03-3000'),
        cost_code: '03-3000',
        ...figures(3_000_000, 10_000, 2_950_000, 1_007_500, 2_002_500),
      },
      {
        cost_code_id: c.code('05-1000'),
        cost_code: '05-1000',
        ...figures(2_000_000, 30_000, 2_050_000, 0, 2_050_000),
      },
    ]);
    // Per category: E = 03-3000 E; L = 03-1000 L; M = 03-1000 M; S = 03-3000 S + 05-1000 S.
    expect(job.category_subtotals.map((s: { cost_category_code: string }) => s.cost_category_code)).toEqual([
      'E',
      'L',
      'M',
      'S',
    ]);
    expect(job.category_subtotals[3]).toMatchObject(
      figures(5_000_000, 30_000, 5_000_000, 1_000_000, 4_050_000),
    );
    // Job: ECC 1,200,000 + 326,544 + 2,500 + 2,000,000 + 2,050,000 = 5,579,044; projected
    // 1,130,956 + 5,579,044 = 6,710,000; variance 6,690,000 − 6,710,000 = −20,000.
    expect(job.totals).toEqual(figures(6_650_050, 39_950, 5_464_975, 1_130_956, 5_579_044));
    expect(job.totals.variance_cents).toBe(-20_000);
    expect(res.body.totals).toEqual(job.totals);
    expect(res.body.cost_codes.find((n: { code: string }) => n.code === '03-1000').description).toBe(
      'Formwork',
    );
  });

  it('as of an earlier date: months before from the period balances, the date’s month from the lines', async () => {
    // 2026-06-30: only March's 1,000,000 (a closed-out month) → 03-3000 S actual 1,000,000, nothing else.
    const june = (await report(`job_ids=${jobA}&as_of=2026-06-30`)).body.jobs[0];
    expect(june.totals.actual_cents).toBe(1_000_000);
    // 2026-03-05: March's line is in the date's own month (read from the lines).
    const march = (await report(`job_ids=${jobA}&as_of=2026-03-05`)).body.jobs[0];
    expect(march.totals.actual_cents).toBe(1_000_000);
    const before = (await report(`job_ids=${jobA}&as_of=2026-03-04`)).body.jobs[0];
    expect(before.totals.actual_cents).toBe(0);
  });

  it('a WIP estimate is the job’s cost to complete, spread over the lines by largest remainder', async () => {
    const res = await report(`job_ids=${jobB}&as_of=2026-12-31`);
    expect(res.status).toBe(200);
    const [job] = res.body.jobs;
    // The estimate in force on 2026-12-31 is 2026-11-30's (2027-01-31 is later, 2026-10-31 older).
    expect(job).toMatchObject({ cost_to_complete_basis: 'wip_estimate', wip_period_end: '2026-11-30' });
    // Default ECC (the weights): 03-1000 M 300,000 − 45,678 = 254,322; 03-1000 S max(9,000,000,
    // 10,000,000) − 2,000,000 = 8,000,000; 03-2000 S 5,500,000 − 0 = 5,500,000; Σ 13,754,322.
    // 10,000,000 × 254,322 / 13,754,322 = 184,903.33 → 184,903
    // 10,000,000 × 8,000,000 / 13,754,322 = 5,816,353.58 → 5,816,353
    // 10,000,000 × 5,500,000 / 13,754,322 = 3,998,743.09 → 3,998,743
    // floors add to 9,999,999: the cent left goes to the largest remainder (.58) → 5,816,354.
    expect(job.lines).toEqual([
      expect.objectContaining({
        cost_code: '03-1000',
        cost_category_code: 'M',
        ...figures(300_000, 0, 0, 45_678, 184_903),
      }),
      expect.objectContaining({
        cost_code: '03-1000',
        cost_category_code: 'S',
        ...figures(9_000_000, 0, 10_000_000, 2_000_000, 5_816_354),
      }),
      expect.objectContaining({
        cost_code: '03-2000',
        cost_category_code: 'S',
        ...figures(5_500_000, 0, 5_000_000, 0, 3_998_743),
      }),
    ]);
    // 184,903 + 5,816,354 + 3,998,743 = 10,000,000 exactly: the job agrees with the WIP schedule.
    // Projected 2,045,678 + 10,000,000 = 12,045,678; variance 14,800,000 − 12,045,678 = 2,754,322.
    expect(job.totals).toEqual(figures(14_800_000, 0, 15_000_000, 2_045_678, 10_000_000));
    // On 2026-11-15 the October estimate (5 cents) is in force: 0 + 3 + 2 by 254,322 : 8,000,000 : 5,500,000
    // (5 × 8,000,000 / 13,754,322 = 2.91 → 2, 5 × 5,500,000 / … = 1.99 → 1, 0.09 → 0; two cents left to .99 and .91).
    const november = (await report(`job_ids=${jobB}&as_of=2026-11-15`)).body.jobs[0];
    expect(november.wip_period_end).toBe('2026-10-31');
    expect(november.lines.map((l: { cost_to_complete_cents: number }) => l.cost_to_complete_cents)).toEqual([
      0, 3, 2,
    ]);
  });

  it('many jobs: each job’s total, the category totals and the grand total', async () => {
    const res = await report(`job_ids=${jobB},${jobA},${jobC}&as_of=2026-12-31`);
    expect(res.status).toBe(200);
    // In job number order, whatever order they were named in; job C has no lines.
    expect(res.body.jobs.map((j: { job_id: string }) => j.job_id)).toEqual([jobA, jobB, jobC]);
    expect(res.body.jobs[2]).toMatchObject({ lines: [], totals: figures(0, 0, 0, 0, 0) });
    // A + B: original 6,650,050 + 14,800,000 = 21,450,050; approved 39,950; committed 5,464,975 +
    // 15,000,000 = 20,464,975; actual 1,130,956 + 2,045,678 = 3,176,634; ECC 5,579,044 + 10,000,000 =
    // 15,579,044 → projected 18,755,678, variance 21,490,000 − 18,755,678 = 2,734,322.
    expect(res.body.totals).toEqual(figures(21_450_050, 39_950, 20_464_975, 3_176_634, 15_579_044));
    expect(res.body.totals.variance_cents).toBe(2_734_322);
    // M: A 450,000 / 123,456 / 326,544 + B 300,000 / 45,678 / 184,903.
    // S: A 5,030,000 / 5,000,000 / 1,000,000 / 4,050,000 + B 14,500,000 / 15,000,000 / 2,000,000 / 9,815,097.
    const byCode = Object.fromEntries(
      res.body.category_totals.map((s: { cost_category_code: string }) => [s.cost_category_code, s]),
    );
    expect(byCode.M).toMatchObject(figures(750_050, -50, 384_975, 169_134, 511_447));
    expect(byCode.S).toMatchObject(figures(19_500_000, 30_000, 20_000_000, 3_000_000, 13_865_097));
    expect(Object.keys(byCode)).toEqual(['E', 'L', 'M', 'S']);
  });

  it('filters: status, customer; every job by default', async () => {
    const ids = async (query: string) =>
      (await report(`as_of=2026-12-31&${query}`)).body.jobs.map((j: { job_id: string }) => j.job_id);
    expect(await ids('')).toEqual([jobA, jobB, jobC]);
    expect(await ids('status=open')).toEqual([jobA, jobB]);
    expect(await ids('status=closed')).toEqual([jobC]);
    const customerB = (await call(t, c.admin.token, 'GET', `/api/v1/jobs/${jobB}`)).body.customer_id;
    expect(await ids(`customer_id=${customerB}`)).toEqual([jobB]);
    // A named job the status leaves out is not an error: it is filtered.
    expect(await ids(`job_ids=${jobC}&status=open`)).toEqual([]);
  });
});

describe('job cost report — the lines behind actual', () => {
  it('a cell’s journal lines add up to its actual figure, with the vendor invoice', async () => {
    const path = `/api/v1/reports/job-cost/jobs/${jobB}/lines?as_of=2026-12-31&cost_code_id=${pay.world.codes.concrete}&cost_category_id=${pay.world.categories.S}`;
    const res = await call(t, c.admin.token, 'GET', path);
    expect(res.status).toBe(200);
    expect(res.body.total_cents).toBe(2_000_000);
    expect(res.body.items).toHaveLength(1);
    expect(res.body.items[0]).toMatchObject({
      amount_cents: 2_000_000,
      invoice: { invoice_number: 'INV-JCR-1' },
    });
    const all = await call(
      t,
      c.admin.token,
      'GET',
      `/api/v1/reports/job-cost/jobs/${jobA}/lines?as_of=2026-12-31&pageSize=2`,
    );
    // Job A: 1,000,000 + 123,456 + 7,500 = 1,130,956 over three lines, two on this page.
    expect(all.body).toMatchObject({ total: 3, total_cents: 1_130_956, pageSize: 2 });
    expect(all.body.items).toHaveLength(2);
  });
});

describe('job cost report — input, access', () => {
  it.each([
    ['job_ids=nope', 'job_ids is a comma-separated list of job ids (UUIDs)'],
    ['status=done', 'status is open, closed or all'],
    ['as_of=2026-13-01', 'Enter a date as YYYY-MM-DD'],
    ['customer_id=1', 'customer_id is a customer id (UUID)'],
  ])('400 for %s', async (query, message) => {
    const res = await report(query);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'invalid_input', message });
  });

  it('400 for more than 100 jobs', async () => {
    const ids = Array.from(
      { length: 101 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const res = await report(`job_ids=${ids.join(',')}`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Name at most 100 jobs in job_ids, or leave it out for every job');
  });

  it('another company’s job is 404, in the report, its exports and its lines', async () => {
    for (const path of [
      `/api/v1/reports/job-cost?job_ids=${outsiderJob}`,
      `/api/v1/reports/job-cost?job_ids=${jobA},${outsiderJob}`,
      `/api/v1/reports/job-cost.csv?job_ids=${outsiderJob}`,
      `/api/v1/reports/job-cost/detail.csv?job_ids=${outsiderJob}`,
      `/api/v1/reports/job-cost.pdf?job_ids=${outsiderJob}`,
      `/api/v1/reports/job-cost/jobs/${outsiderJob}/lines`,
    ]) {
      const res = await call(t, c.admin.token, 'GET', path);
      expect([path, res.status, res.body.error?.code]).toEqual([path, 404, 'job_not_found']);
    }
    // And the outsider sees only its own job.
    const theirs = await report('', outsider);
    expect(theirs.body.jobs.map((j: { job_id: string }) => j.job_id)).toEqual([outsiderJob]);
  });

  it('a field employee (no jobcost:read) is refused', async () => {
    const field = await addMember(t, c.admin.organizationId, 'jcr-field@a.co', 'field_employee');
    expect((await report('', field)).status).toBe(403);
    const foreman = await addMember(t, c.admin.organizationId, 'jcr-foreman@a.co', 'foreman');
    expect((await report(`job_ids=${jobA}`, foreman)).status).toBe(200);
  });
});

describe('job cost report — exports', () => {
  const download = (path: string) => t.request(path, { token: c.admin.token });

  it('CSV: every job’s rows, subtotals, totals, then the category totals and the grand total', async () => {
    const res = await download(`/api/v1/reports/job-cost.csv?as_of=2026-12-31&job_ids=${jobA},${jobB}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="job-cost-2026-12-31.csv"');
    const lines = (await res.text()).trim().split('\n');
    expect(lines[0]).toBe(
      'Job,Job name,Customer,Status,Row,Cost code,Cost code description,Category,Category description,Original budget,Approved changes,Revised budget,Committed,Actual,Est. cost to complete,Projected cost,Variance,Cost to complete basis',
    );
    // Job A: 5 lines + 3 cost code subtotals + 4 category subtotals + total = 13; job B: 3 + 2 + 2 + 1 = 8;
    // then 4 category totals and the grand total: 1 + 13 + 8 + 5 = 27 lines.
    expect(lines).toHaveLength(27);
    expect(lines[1]).toMatch(
      /^J-\d{2}-\d{3},Budget Job,Budget Customer,Active,Line,03-1000,Formwork,L,Labor,12000,0,12000,800,0,12000,12000,0,Remaining budget or commitment$/,
    );
    expect(lines[3]).toMatch(
      /,Cost code subtotal,03-1000,Formwork,,,16500.5,-0.5,16500,4649.75,1234.56,15265.44,16500,0,/,
    );
    expect(lines[13]).toMatch(/,Job total,,,,,66500.5,399.5,66900,54649.75,11309.56,55790.44,67100,-200,/);
    expect(lines[21]).toMatch(
      /,Job total,,,,,148000,0,148000,150000,20456.78,100000,120456.78,27543.22,WIP estimate of 2026-11-30$/,
    );
    expect(lines[26]).toBe(
      ',All 2 jobs,,,Grand total,,,,,214500.5,399.5,214900,204649.75,31766.34,155790.44,187556.78,27343.22,',
    );
  });

  it('detail CSV: the journal lines behind actual, per job, oldest first', async () => {
    const res = await download(
      `/api/v1/reports/job-cost/detail.csv?as_of=2026-12-31&job_ids=${jobA},${jobB}`,
    );
    expect(res.status).toBe(200);
    const lines = (await res.text()).trim().split('\n');
    expect(lines[0]).toBe(
      'Job,Job name,Cost code,Category,Date,Entry,Line,Source,Reversal,Vendor,Invoice,Memo,Account,Account name,Amount',
    );
    // A: 2026-03-05 10,000.00; 2026-12-10 1,234.56 and 75.00. B: the invoice's two job cost lines.
    expect(lines).toHaveLength(6);
    expect(lines[1]).toMatch(
      /^J-\d{2}-\d{3},Budget Job,03-3000,S,2026-03-05,JE-2026-\d{6},1,manual,no,,,Job cost,5200,.*,10000$/,
    );
    expect(lines.slice(2, 4).map((l) => l.split(',').at(-1))).toEqual(['1234.56', '75']);
    expect(lines.slice(4).every((l) => l.includes(',ap_invoice,no,Vendor V-SCR1,INV-JCR-1,'))).toBe(true);
    expect(
      lines
        .slice(4)
        .map((l) => Number(l.split(',').at(-1)))
        .sort((a, b) => a - b),
    ).toEqual([456.78, 20000]);
  });

  it('PDF: landscape, parameters, lines, subtotals, totals; detail adds the journal lines', async () => {
    const res = await download(`/api/v1/reports/job-cost.pdf?as_of=2026-12-31&job_ids=${jobA},${jobB}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = inflatePdf(new Uint8Array(await res.arrayBuffer()));
    // Letter landscape: 792 × 612 points.
    expect(bytes.toString('latin1')).toMatch(/\/MediaBox \[0 0 792 612\]/);
    // pdfText answers a run per word (each with its space): joined, the text reads as printed.
    const text = pdfText(bytes).split('\n').join('');
    for (const expected of [
      'Job Cost Summary',
      'As of',
      '2026-12-31',
      'Est. cost to complete',
      '03-1000 Formwork',
      '$55,790.44',
      '-$200.00',
      '$100,000.00',
      'Grand total',
      '$155,790.44',
      'Page 1 of',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('INV-JCR-1');
    const detail = await download(
      `/api/v1/reports/job-cost.pdf?as_of=2026-12-31&job_ids=${jobB}&detail=true`,
    );
    const detailText = pdfText(inflatePdf(new Uint8Array(await detail.arrayBuffer())))
      .split('\n')
      .join('');
    expect(detailText).toContain('Job Cost Detail');
    expect(detailText).toContain('INV-JCR-1');
    expect(detailText).toContain('$20,000.00');
  });
});
