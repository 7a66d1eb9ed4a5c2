import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commitmentWorld,
  insertVendor,
  scheduleLine,
  type TCommitmentWorld,
} from './helpers/commitment-fixtures.ts';
import { call, createCompany, type Member } from './helpers/org-users.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/*
 * THE GOLDEN TEST of payables (issue 16): one subcontract billed three times with 10 % retainage, a
 * vendor change order between the first and second invoice, one partial payment, a retainage release,
 * and two direct-cost invoices of a supplier — everything through the API, every figure worked out by
 * hand below and checked to the cent against job cost, the trial balance, the vendors and the aging.
 *
 * Subcontract SC (vendor Sub), retainage 10 %:
 *   line 1  03-1000 × S  60,000.00
 *   line 2  03-2000 × S  40,000.00   + change order 1 (approved 03-15): +5,000.00 → 45,000.00
 *
 *   invoice  date        due         line 1      line 2      gross        retainage   net
 *   SC-1     2026-02-27  2026-03-29  20,000.00   10,000.00   30,000.00    3,000.00    27,000.00
 *   SC-2     2026-03-31  2026-04-30  25,000.05   19,999.98   45,000.03    4,500.00    40,500.03
 *   SC-3     2026-04-30  2026-05-30  14,999.95   15,000.02   29,999.97    3,000.00    26,999.97
 *   total                            60,000.00   45,000.00  105,000.00   10,500.00    94,500.00
 *   Retainage is 10 % of each invoice's lines together, half up: 4,500.003 → 4,500.00;
 *   2,999.997 → 3,000.00. Line 2 reaches 45,000.00 only thanks to the change order.
 *
 * Supplier Mat, direct job cost, no retainage:
 *   D-1  2026-02-10  due 2026-02-25  03-1000 × M  1,234.56
 *   D-2  2026-04-15  due 2026-06-14  03-2000 × M    789.01
 *
 * Payment: check of 15,000.00 on SC-1 (2026-04-05), partial (27,000.00 net).
 * Retainage release: 3,000.00 of SC-1's retainage (2026-05-15, due 2026-05-30), not yet paid.
 *
 * Job cost (the ledger, through 2026-05-31):
 *   03-1000 × S 60,000.00 · 03-2000 × S 45,000.00 · 03-1000 × M 1,234.56 · 03-2000 × M 789.01
 *   total 107,023.57; committed 60,000.00 and 45,000.00, all of it invoiced.
 *
 * Trial balance as of 2026-05-31:
 *   5200 Job Costs - Subcontract  Dr 105,000.00
 *   5100 Job Costs - Material     Dr   2,023.57
 *   1000 Cash - Operating         Cr  15,000.00
 *   2000 Accounts Payable         Cr  84,523.57  = net 94,500.00 + 2,023.57 + released 3,000.00 − paid 15,000.00
 *   2050 Retainage Payable        Cr   7,500.00  = 10,500.00 − 3,000.00
 *   Dr 107,023.57 = Cr 107,023.57
 *
 * Vendors: Sub invoiced 105,000.00 = paid 15,000.00 + held 7,500.00 + open 82,500.00
 *          (94,500.00 + 3,000.00 − 15,000.00); Mat invoiced = open 2,023.57.
 *
 * Aging as of 2026-05-31 (days past due → bucket):
 *   SC-1  63 → 61–90   12,000.00 (27,000.00 − 15,000.00), held 0 (3,000.00 − 3,000.00 released)
 *   SC-2  31 → 31–60   40,500.03, held 4,500.00
 *   SC-3   1 → 1–30    26,999.97, held 3,000.00
 *   release of SC (due 05-30) 1 → 1–30 3,000.00
 *   D-1   95 → over 90  1,234.56
 *   D-2  −14 → current    789.01
 *   Sub: 1–30 29,999.97 · 31–60 40,500.03 · 61–90 12,000.00 · total 82,500.00 · held 7,500.00
 *   Mat: current 789.01 · over 90 1,234.56 · total 2,023.57
 *   totals: current 789.01 · 1–30 29,999.97 · 31–60 40,500.03 · 61–90 12,000.00 · over 90 1,234.56
 *           · total 84,523.57 = AP · held 7,500.00 = retainage payable
 */

const AS_OF = '2026-05-31';

let t: TestApp;
let admin: Member;
let world: TCommitmentWorld;
let subId: string;
let matId: string;
let commitment: { id: string; commitment_number: string; lines: { id: string }[] };
const invoices: Record<
  string,
  { id: string; gross_cents: number; retainage_cents: number; net_cents: number }
> = {};
let cashId: string;
let accountIds: Record<string, string>;

async function ok(res: Promise<{ status: number; body: unknown }>, status = 200) {
  const answer = await res;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
  return answer.body as any;
}
const get = (p: string) => ok(call(t, admin.token, 'GET', p));
const post = (p: string, body: unknown = {}, status = 200) =>
  ok(call(t, admin.token, 'POST', p, body), status);

/** Enter, approve and post an invoice through the API; answers the posted invoice. */
async function bill(
  number: string,
  vendorId: string,
  invoiceDate: string,
  dueDate: string,
  lines: Record<string, unknown>[],
) {
  const entered = await post(
    '/api/v1/ap-invoices',
    { vendor_id: vendorId, invoice_number: number, invoice_date: invoiceDate, due_date: dueDate, lines },
    201,
  );
  await post(`/api/v1/ap-invoices/${entered.id}/approve`);
  const posted = await post(`/api/v1/ap-invoices/${entered.id}/post`, {});
  expect(posted.status).toBe('posted');
  invoices[number] = posted;
  return posted;
}
const onSchedule = (line: number, amount: number) => ({
  kind: 'commitment',
  commitment_line_id: commitment.lines[line - 1]?.id,
  amount_cents: amount,
});
const direct = (costCodeId: string, amount: number) => ({
  kind: 'job_cost',
  job_id: world.jobId,
  cost_code_id: costCodeId,
  cost_category_id: world.categories.M,
  amount_cents: amount,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await createCompany(t, 'golden@a.co', 'Golden Builders');
  world = await commitmentWorld(t, admin, 'GOLD');
  subId = await insertVendor(t, admin.organizationId, 'V-SUB1');
  matId = await insertVendor(t, admin.organizationId, 'V-MAT1');
  const chart = (await get('/api/v1/chart-of-accounts')).items as { id: string; account_number: string }[];
  accountIds = Object.fromEntries(chart.map((a) => [a.account_number, a.id]));
  cashId = accountIds['1000'] ?? '';

  // The subcontract, issued.
  commitment = await post(
    '/api/v1/commitments',
    {
      kind: 'subcontract',
      job_id: world.jobId,
      vendor_id: subId,
      description: 'Concrete and rebar',
      retainage_bps: 1000,
      lines: [
        scheduleLine(world.codes.concrete, world.categories.S as string, 6_000_000, 'Footings and slabs'),
        scheduleLine(world.codes.rebar, world.categories.S as string, 4_000_000, 'Reinforcing'),
      ],
    },
    201,
  );
  await post(`/api/v1/commitments/${commitment.id}/issue`);

  // 1. SC-1, then the change order, then SC-2 and SC-3.
  await bill('SC-1', subId, '2026-02-27', '2026-03-29', [onSchedule(1, 2_000_000), onSchedule(2, 1_000_000)]);
  const order = await post(
    '/api/v1/vendor-change-orders',
    {
      commitment_id: commitment.id,
      change_order_date: '2026-03-15',
      description: 'Added dowels',
      reason: 'Revised drawings',
      lines: [{ commitment_line_id: commitment.lines[1]?.id, amount_cents: 500_000 }],
    },
    201,
  );
  await post(`/api/v1/vendor-change-orders/${order.id}/approve`);
  await bill('SC-2', subId, '2026-03-31', '2026-04-30', [onSchedule(1, 2_500_005), onSchedule(2, 1_999_998)]);
  await bill('SC-3', subId, '2026-04-30', '2026-05-30', [onSchedule(1, 1_499_995), onSchedule(2, 1_500_002)]);

  // 2. The supplier's two direct-cost invoices.
  await bill('D-1', matId, '2026-02-10', '2026-02-25', [direct(world.codes.concrete, 123_456)]);
  await bill('D-2', matId, '2026-04-15', '2026-06-14', [direct(world.codes.rebar, 78_901)]);

  // 3. One partial payment, one retainage release.
  await post(
    '/api/v1/ap-payments',
    {
      payment_date: '2026-04-05',
      bank_account_id: cashId,
      method: 'check',
      payments: [
        { vendor_id: subId, applications: [{ invoice_id: invoices['SC-1']?.id, amount_cents: 1_500_000 }] },
      ],
    },
    201,
  );
  await post(
    '/api/v1/ap-retainage-releases',
    {
      commitment_id: commitment.id,
      release_date: '2026-05-15',
      due_date: '2026-05-30',
      lines: [{ invoice_id: invoices['SC-1']?.id, amount_cents: 300_000 }],
    },
    201,
  );
});
afterAll(() => t.close());

describe('the payables golden test', () => {
  it('each invoice: gross, retainage (10 % of its lines together, half up) and net', () => {
    const figures = (n: string) => {
      const i = invoices[n];
      return [i?.gross_cents, i?.retainage_cents, i?.net_cents];
    };
    expect(figures('SC-1')).toEqual([3_000_000, 300_000, 2_700_000]);
    expect(figures('SC-2')).toEqual([4_500_003, 450_000, 4_050_003]);
    expect(figures('SC-3')).toEqual([2_999_997, 300_000, 2_699_997]);
    expect(figures('D-1')).toEqual([123_456, 0, 123_456]);
    expect(figures('D-2')).toEqual([78_901, 0, 78_901]);
  });

  it('job cost by cost code × category: committed, invoiced and actual', async () => {
    const summary = await get(`/api/v1/jobs/${world.jobId}/cost-summary?as_of=${AS_OF}`);
    const cells = summary.rows.map((r: Record<string, unknown>) => [
      r.cost_code,
      r.cost_category_code,
      r.committed_cents,
      r.invoiced_cents,
      r.actual_cents,
      r.committed_not_invoiced_cents,
    ]);
    expect(cells).toEqual([
      ['03-1000', 'M', 0, 0, 123_456, 0],
      ['03-1000', 'S', 6_000_000, 6_000_000, 6_000_000, 0],
      ['03-2000', 'M', 0, 0, 78_901, 0],
      ['03-2000', 'S', 4_500_000, 4_500_000, 4_500_000, 0],
    ]);
    expect(summary.totals).toMatchObject({
      committed_cents: 10_500_000,
      invoiced_cents: 10_500_000,
      actual_cents: 10_702_357,
    });
    // The ledger's own job cost says the same.
    const ledger = await get(`/api/v1/ledger/job-cost?job_id=${world.jobId}&as_of=${AS_OF}`);
    expect(ledger.total_cents).toBe(10_702_357);
    // The drill-down of 03-1000 × S: the three subcontract invoices' lines.
    const drill = await get(
      `/api/v1/jobs/${world.jobId}/cost-detail?cost_code_id=${world.codes.concrete}&cost_category_id=${world.categories.S}&as_of=${AS_OF}`,
    );
    expect(drill.total_cents).toBe(6_000_000);
    expect(
      drill.items.map((l: { invoice: { invoice_number: string }; amount_cents: number }) => [
        l.invoice.invoice_number,
        l.amount_cents,
      ]),
    ).toEqual([
      ['SC-1', 2_000_000],
      ['SC-2', 2_500_005],
      ['SC-3', 1_499_995],
    ]);
    // The commitment: line 2's revised 45,000.00 is all invoiced, nothing remains.
    const detail = await get(`/api/v1/commitments/${commitment.id}`);
    expect(
      detail.lines.map((l: { revised_cents: number; invoiced_cents: number; remaining_cents: number }) => [
        l.revised_cents,
        l.invoiced_cents,
        l.remaining_cents,
      ]),
    ).toEqual([
      [6_000_000, 6_000_000, 0],
      [4_500_000, 4_500_000, 0],
    ]);
  });

  it('the trial balance: AP and retainage payable control accounts, job cost and cash', async () => {
    const trial = await get(`/api/v1/ledger/trial-balance?as_of=${AS_OF}`);
    const rows = trial.rows
      .filter(
        (r: { debit_cents: number; credit_cents: number }) => r.debit_cents !== 0 || r.credit_cents !== 0,
      )
      .map((r: { account_number: string; debit_cents: number; credit_cents: number }) => [
        r.account_number,
        r.debit_cents,
        r.credit_cents,
      ]);
    expect(rows).toEqual([
      ['1000', 0, 1_500_000],
      ['2000', 0, 8_452_357],
      ['2050', 0, 750_000],
      ['5100', 202_357, 0],
      ['5200', 10_500_000, 0],
    ]);
    expect(trial.total_debit_cents).toBe(10_702_357);
    expect(trial.total_credit_cents).toBe(10_702_357);
  });

  it('the vendors’ balances', async () => {
    expect(await get(`/api/v1/vendors/${subId}/payables`)).toEqual({
      vendor_id: subId,
      invoiced_cents: 10_500_000,
      paid_cents: 1_500_000,
      retainage_held_cents: 750_000,
      retainage_released_cents: 300_000,
      open_cents: 8_250_000,
      pending_cents: 0,
      pending_count: 0,
    });
    expect(await get(`/api/v1/vendors/${matId}/payables`)).toMatchObject({
      invoiced_cents: 202_357,
      paid_cents: 0,
      retainage_held_cents: 0,
      open_cents: 202_357,
    });
    const tie = await get(`/api/v1/payables/tie-out?as_of=${AS_OF}`);
    expect(tie).toMatchObject({
      ap_subledger_cents: 8_452_357,
      ap_control_cents: 8_452_357,
      retainage_subledger_cents: 750_000,
      retainage_control_cents: 750_000,
      in_balance: true,
    });
  });

  it('the AP aging, tied to the control accounts', async () => {
    const aging = await get(`/api/v1/payables/aging?as_of=${AS_OF}`);
    const row = (
      current: number,
      d30: number,
      d60: number,
      d90: number,
      over: number,
      total: number,
      held: number,
    ) => ({
      current_cents: current,
      days_1_30_cents: d30,
      days_31_60_cents: d60,
      days_61_90_cents: d90,
      over_90_cents: over,
      total_cents: total,
      retainage_held_cents: held,
    });
    expect(aging.vendors).toEqual([
      {
        vendor_id: matId,
        vendor_number: 'V-MAT1',
        vendor_name: 'Vendor V-MAT1',
        ...row(78_901, 0, 0, 0, 123_456, 202_357, 0),
      },
      {
        vendor_id: subId,
        vendor_number: 'V-SUB1',
        vendor_name: 'Vendor V-SUB1',
        ...row(0, 2_999_997, 4_050_003, 1_200_000, 0, 8_250_000, 750_000),
      },
    ]);
    expect(aging.totals).toEqual(row(78_901, 2_999_997, 4_050_003, 1_200_000, 123_456, 8_452_357, 750_000));
    expect(
      aging.details.map((d: Record<string, unknown>) => [
        d.number,
        d.days_past_due,
        d.bucket,
        d.open_cents,
        d.retainage_held_cents,
      ]),
    ).toEqual([
      ['D-1', 95, 'over_90', 123_456, 0],
      ['D-2', -14, 'current', 78_901, 0],
      ['SC-1', 63, 'days_61_90', 1_200_000, 0],
      ['SC-2', 31, 'days_31_60', 4_050_003, 450_000],
      ['SC-3', 1, 'days_1_30', 2_699_997, 300_000],
      [commitment.commitment_number, 1, 'days_1_30', 300_000, 0],
    ]);
    expect(aging.tie_out).toEqual({
      ap_subledger_cents: 8_452_357,
      ap_control_cents: 8_452_357,
      retainage_subledger_cents: 750_000,
      retainage_control_cents: 750_000,
      in_balance: true,
    });
    // The job's aging is the same bills: everything here is on the one job.
    const byJob = await get(`/api/v1/payables/aging?as_of=${AS_OF}&job_id=${world.jobId}`);
    expect(byJob.totals).toEqual(aging.totals);
  });
});
