import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerChangeOrderLines,
  customerChangeOrders,
  vendorChangeOrderLines,
} from '../src/db/schema/index.ts';
import {
  insertAddedLine,
  insertChangeOrder,
  insertCommitments,
  type JobCostCompany,
  jobCostCompany,
} from './helpers/job-cost-fixture.ts';
import { addMember, call, createCompany } from './helpers/org-users.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let c: JobCostCompany;

beforeAll(async () => {
  t = await createTestApp();
  c = await jobCostCompany(t, 'summary-admin@a.co');
});
afterAll(() => t.close());

const summaryPath = (asOf = '2026-12-31') => `/api/v1/jobs/${c.jobId}/cost-summary?as_of=${asOf}`;

/**
 * The golden job, every figure worked out by hand (cents):
 *
 * Budget lines (original):
 *   03-1000 L  1,200,000   03-1000 M  450,050   03-3000 S  3,000,000   05-1000 S  2,000,000   = 6,650,050
 *
 * Commitments:
 *   SC-01 executed: l1 03-3000 S 2,800,000; l2 03-1000 M 400,000
 *   SC-02 draft:    03-1000 L 500,000                  → not counted (a draft is not yet committed)
 *   SC-03 issued:   05-1000 S 1,900,000
 *   PO-01 void:     05-1000 S 9,999,999 (+ a pending CO of 100,000) → never counted
 * Change orders:
 *   CO1 on SC-01, approved: l1 +150,000; l2 −15,025; a new line l3 03-1000 L (original 0) +80,000
 *   CO2 on SC-01, pending:  l1 +120,000; a new line 05-1000 M +30,000 (not yet on the schedule)
 *   CO3 on SC-01, rejected: l1 +5,000,000              → ignored
 *   CO1 on SC-03, approved: +150,000
 * Customer change orders (budget lines):
 *   CCO-1 approved: 05-1000 S +30,000; 03-3000 E +10,000 (a cost-only row becomes budgeted); 03-1000 M −50
 *   CCO-2 pending:  03-1000 L +999                    → never counted
 *   CCO-3 rejected: 03-1000 L +5,000                  → ignored
 * Ledger (Dr job cost, Cr cash):
 *   2026-03-05: 03-3000 S 1,000,000 (a closed-out month: read from the period balances)
 *   2026-12-10: 03-1000 M 123,456; 03-3000 E 7,500 (the as_of month: read from the lines)
 *
 * Rows (code × category, ordered):      original  approved    revised  committed   pending    actual  remaining
 *   03-1000 L  0 + 80,000 (l3 via CO1) 1,200,000         0  1,200,000     80,000         0         0  1,120,000
 *   03-1000 M  400,000 − 15,025          450,050       −50    450,000    384,975         0   123,456     65,025
 *   03-3000 E  budget only by CCO-1            0    10,000     10,000          0         0     7,500     10,000
 *   03-3000 S  2,800,000 + 150,000     3,000,000         0  3,000,000  2,950,000   120,000 1,000,000     50,000
 *   05-1000 M  pending new line only           0         0          0          0    30,000         0          0
 *   05-1000 S  1,900,000 + 150,000     2,000,000    30,000  2,030,000  2,050,000         0         0    −20,000 over
 *   totals                             6,650,050    39,950  6,690,000  5,464,975   150,000 1,130,956  1,225,025
 * Invoiced is 0 (no AP invoices yet), so committed not invoiced = committed.
 */
describe('job cost summary', () => {
  beforeAll(async () => {
    const budget = await call(t, c.admin.token, 'PUT', `/api/v1/jobs/${c.jobId}/budget`, {
      lines: [
        ['03-1000', 'L', 1_200_000],
        ['03-1000', 'M', 450_050],
        ['03-3000', 'S', 3_000_000],
        ['05-1000', 'S', 2_000_000],
      ].map(([code, category, cents]) => ({
        cost_code_id: c.code(code as string),
        cost_category_id: c.category(category as string),
        original_cents: cents,
      })),
    });
    expect(budget.body.total_cents).toBe(6_650_050);

    const line = (code: string, category: string, originalCents: number) => ({
      costCodeId: c.code(code),
      costCategoryId: c.category(category),
      originalCents,
    });
    const org = c.admin.organizationId;
    const [sc1, , sc3, po1] = await insertCommitments(t, org, c.jobId, [
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
    // Approval added the new line to the schedule (original 0) and points the change at it.
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
    await insertChangeOrder(t, org, sc1.id, 3, 'rejected', [
      { commitmentLineId: l1, amountCents: 5_000_000 },
    ]);
    await insertChangeOrder(t, org, sc3.id, 1, 'approved', [
      { commitmentLineId: sc3.lineIds[0] as string, amountCents: 150_000 },
    ]);
    await insertChangeOrder(t, org, po1.id, 1, 'pending', [
      { commitmentLineId: po1.lineIds[0] as string, amountCents: 100_000 },
    ]);

    const customerOrder = async (
      number: number,
      status: 'approved' | 'pending' | 'rejected',
      lines: [string, string, number][],
    ) => {
      const [order] = await t.db
        .insert(customerChangeOrders)
        .values({
          organizationId: org,
          jobId: c.jobId,
          changeOrderNumber: number,
          changeOrderDate: '2026-06-01',
          description: `CCO ${number}`,
          status,
        })
        .returning({ id: customerChangeOrders.id });
      if (!order) throw new Error('customer change order');
      await t.db.insert(customerChangeOrderLines).values(
        lines.map(([code, category, amountCents], i) => ({
          organizationId: org,
          changeOrderId: order.id,
          lineNumber: i + 1,
          kind: 'budget' as const,
          costCodeId: c.code(code),
          costCategoryId: c.category(category),
          amountCents,
        })),
      );
    };
    await customerOrder(1, 'approved', [
      ['05-1000', 'S', 30_000],
      ['03-3000', 'E', 10_000],
      ['03-1000', 'M', -50],
    ]);
    await customerOrder(2, 'pending', [['03-1000', 'L', 999]]);
    await customerOrder(3, 'rejected', [['03-1000', 'L', 5_000]]);

    const job = (code: string, category: string) => ({
      job_id: c.jobId,
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
      { account_id: c.account('5200'), debit_cents: 1_000_000, ...job('03-3000', 'S') },
      { account_id: c.account('1000'), credit_cents: 1_000_000 },
    ]);
    const december = await post('2026-12-10', [
      { account_id: c.account('5100'), debit_cents: 123_456, ...job('03-1000', 'M') },
      { account_id: c.account('5300'), debit_cents: 7_500, ...job('03-3000', 'E') },
      { account_id: c.account('1000'), credit_cents: 130_956 },
    ]);
    expect([march.status, december.status]).toEqual([201, 201]);
  });

  it('agrees to the cent with the documents behind it', async () => {
    const res = await call(t, c.admin.token, 'GET', summaryPath());
    expect(res.status).toBe(200);
    const figures = (original: number, committed: number, pending: number, actual: number, approved = 0) => ({
      original_budget_cents: original,
      approved_budget_changes_cents: approved,
      revised_budget_cents: original + approved,
      committed_cents: committed,
      pending_commitment_changes_cents: pending,
      actual_cents: actual,
      invoiced_cents: 0,
      committed_not_invoiced_cents: committed,
      remaining_cents: original + approved - committed,
      is_over_committed: original + approved - committed < 0,
    });
    const row = (code: string, category: string, isBudgeted: boolean, f: ReturnType<typeof figures>) => ({
      cost_code: code,
      cost_category_code: category,
      is_budgeted: isBudgeted,
      ...f,
    });
    expect(res.body.rows).toMatchObject([
      row('03-1000', 'L', true, figures(1_200_000, 80_000, 0, 0)),
      row('03-1000', 'M', true, figures(450_050, 384_975, 0, 123_456, -50)),
      row('03-3000', 'E', true, figures(0, 0, 0, 7_500, 10_000)),
      row('03-3000', 'S', true, figures(3_000_000, 2_950_000, 120_000, 1_000_000)),
      row('05-1000', 'M', false, figures(0, 0, 30_000, 0)),
      row('05-1000', 'S', true, figures(2_000_000, 2_050_000, 0, 0, 30_000)),
    ]);
    expect(res.body.rows).toHaveLength(6);
    expect(res.body.rows[5]).toMatchObject({ remaining_cents: -20_000, is_over_committed: true });
    expect(res.body.rows[0]).toMatchObject({
      cost_code_description: 'Formwork',
      cost_category_description: 'Labor',
    });
    expect(res.body.totals).toEqual(figures(6_650_050, 5_464_975, 150_000, 1_130_956, 39_950));
    expect(res.body.totals.remaining_cents).toBe(1_225_025);
    expect(res.body.as_of).toBe('2026-12-31');
  });

  it('the job budget shows the same revised budget, over every code × category; pending orders only projected', async () => {
    const res = await call(t, c.admin.token, 'GET', `/api/v1/jobs/${c.jobId}/budget`);
    expect(res.status).toBe(200);
    const line = (code: string, category: string, original: number, approved: number, pending = 0) => ({
      cost_code: code,
      cost_category_code: category,
      original_cents: original,
      approved_changes_cents: approved,
      revised_cents: original + approved,
      pending_changes_cents: pending,
    });
    // 03-3000 E is budgeted by CCO-1 alone; CCO-2's 999 on 03-1000 L is projected, CCO-3 (rejected) nowhere.
    expect(res.body.revised_lines).toMatchObject([
      line('03-1000', 'L', 1_200_000, 0, 999),
      line('03-1000', 'M', 450_050, -50),
      line('03-3000', 'E', 0, 10_000),
      line('03-3000', 'S', 3_000_000, 0),
      line('05-1000', 'S', 2_000_000, 30_000),
    ]);
    expect(res.body).toMatchObject({
      total_cents: 6_650_050,
      approved_changes_cents: 39_950,
      revised_total_cents: 6_690_000,
      pending_changes_cents: 999,
    });
    // The original lines are what the grid edits: the change orders never appear among them.
    expect(res.body.lines).toHaveLength(4);
    // Every budgeted row of the summary carries the budget page's figures, to the cent.
    const summary = await call(t, c.admin.token, 'GET', summaryPath());
    const budgeted = summary.body.rows
      .filter((r: { is_budgeted: boolean }) => r.is_budgeted)
      .map((r: Record<string, unknown>) => [
        r.cost_code,
        r.cost_category_code,
        r.original_budget_cents,
        r.approved_budget_changes_cents,
        r.revised_budget_cents,
      ]);
    expect(budgeted).toEqual(
      res.body.revised_lines.map((r: Record<string, unknown>) => [
        r.cost_code,
        r.cost_category_code,
        r.original_cents,
        r.approved_changes_cents,
        r.revised_cents,
      ]),
    );
  });

  it('actual cost is the ledger’s job cost through as_of, the same figures as GET /ledger/job-cost', async () => {
    const november = await call(t, c.admin.token, 'GET', summaryPath('2026-11-30'));
    expect(november.body.totals.actual_cents).toBe(1_000_000);
    expect(november.body.totals.committed_cents).toBe(5_464_975);
    const ledger = await call(
      t,
      c.admin.token,
      'GET',
      `/api/v1/ledger/job-cost?job_id=${c.jobId}&as_of=2026-12-31`,
    );
    expect(ledger.body.total_cents).toBe(1_130_956);
  });

  it('reads for office and field supervisors; not for field employees or another company', async () => {
    const superintendent = await addMember(t, c.admin.organizationId, 'sum-super@a.co', 'superintendent');
    const field = await addMember(t, c.admin.organizationId, 'sum-field@a.co', 'field_employee');
    const outsider = await createCompany(t, 'summary-admin@b.co', 'Other Co');
    const bySuper = await call(t, superintendent.token, 'GET', summaryPath());
    expect(bySuper.body.totals.committed_cents).toBe(5_464_975);
    expect((await call(t, field.token, 'GET', summaryPath())).status).toBe(403);
    const foreign = await call(t, outsider.token, 'GET', summaryPath());
    expect(foreign).toEqual({
      status: 404,
      body: { error: { code: 'job_not_found', message: 'Job not found' } },
    });
  });

  it('a job with nothing yet answers no rows and zero totals; a bad date is refused', async () => {
    const customer = await call(t, c.admin.token, 'POST', '/api/v1/customers', {
      customer_number: 'C-EMP1',
      name: 'Empty',
    });
    const job = await call(t, c.admin.token, 'POST', '/api/v1/jobs', {
      customer_id: customer.body.id,
      project_name: 'Empty',
    });
    const res = await call(t, c.admin.token, 'GET', `/api/v1/jobs/${job.body.id}/cost-summary`);
    expect(res.body.rows).toEqual([]);
    expect(res.body.totals).toMatchObject({
      original_budget_cents: 0,
      committed_cents: 0,
      is_over_committed: false,
    });
    const bad = await call(
      t,
      c.admin.token,
      'GET',
      `/api/v1/jobs/${job.body.id}/cost-summary?as_of=2026-02-30`,
    );
    expect(bad.status).toBe(400);
  });
});

describe('job cost summary against the commitments module', () => {
  it('agrees with the commitments’ own figures when they are made through their API', async () => {
    const token = c.admin.token;
    const post = async (path: string, body?: unknown) => {
      const res = await call(t, token, 'POST', path, body);
      if (res.status >= 300) throw new Error(`${path} ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    };
    const customer = await post('/api/v1/customers', { customer_number: 'C-API1', name: 'Api Owner' });
    const job = await post('/api/v1/jobs', { customer_id: customer.id, project_name: 'Through the API' });
    const vendor = await post('/api/v1/vendors', {
      vendor_number: 'V-API1',
      name: 'Api Steel',
      vendor_type: 'subcontractor',
    });
    const scheduleLine = (code: string, category: string, amount_cents: number) => ({
      cost_code_id: c.code(code),
      cost_category_id: c.category(category),
      description: `${code} ${category}`,
      amount_cents,
    });
    const commitment = (lines: unknown[]) =>
      post('/api/v1/commitments', {
        kind: 'subcontract',
        job_id: job.id,
        vendor_id: vendor.id,
        description: 'Steel',
        lines,
      });
    // Executed: 05-1000 S 1,000,000 and 03-3000 S 400,000; a draft that must not count.
    const executed = await commitment([
      scheduleLine('05-1000', 'S', 1_000_000),
      scheduleLine('03-3000', 'S', 400_000),
    ]);
    await commitment([scheduleLine('05-1000', 'S', 777_777)]);
    await post(`/api/v1/commitments/${executed.id}/issue`);
    await post(`/api/v1/commitments/${executed.id}/execute`);
    const [first] = executed.lines as { id: string }[];
    // Approved: +25,000 on the first line and a new line 03-1000 M 12,345; pending: −5,000 on the first.
    const approved = await post('/api/v1/vendor-change-orders', {
      commitment_id: executed.id,
      change_order_date: '2026-05-01',
      description: 'More steel',
      lines: [
        { commitment_line_id: first?.id, amount_cents: 25_000 },
        { ...scheduleLine('03-1000', 'M', 12_345), amount_cents: 12_345 },
      ],
    });
    await post(`/api/v1/vendor-change-orders/${approved.id}/approve`);
    await post('/api/v1/vendor-change-orders', {
      commitment_id: executed.id,
      change_order_date: '2026-05-02',
      description: 'Less steel',
      lines: [{ commitment_line_id: first?.id, amount_cents: -5_000 }],
    });

    const own = (await call(t, token, 'GET', `/api/v1/commitments/${executed.id}`)).body.totals;
    expect(own).toMatchObject({ revised_cents: 1_437_345, pending_changes_cents: -5_000 });
    const summary = (await call(t, token, 'GET', `/api/v1/jobs/${job.id}/cost-summary`)).body;
    expect(summary.totals).toMatchObject({
      committed_cents: own.revised_cents,
      pending_commitment_changes_cents: own.pending_changes_cents,
      original_budget_cents: 0,
    });
    const byKey = (code: string, category: string) =>
      summary.rows.find(
        (r: { cost_code: string; cost_category_code: string }) =>
          r.cost_code === code && r.cost_category_code === category,
      );
    expect(byKey('05-1000', 'S')).toMatchObject({
      committed_cents: 1_025_000,
      pending_commitment_changes_cents: -5_000,
      is_budgeted: false,
      is_over_committed: true,
    });
    expect(byKey('03-1000', 'M')).toMatchObject({ committed_cents: 12_345 });
    expect(byKey('03-3000', 'S')).toMatchObject({ committed_cents: 400_000 });
  });
});
