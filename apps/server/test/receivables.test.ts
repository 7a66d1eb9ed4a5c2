import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createCompany, type Member } from './helpers/org-users.ts';
import {
  insertApprovedApplication,
  receivablesWorld,
  type TReceivablesWorld,
} from './helpers/receivables-fixture.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Member;
let w: TReceivablesWorld;
let w2: TReceivablesWorld;
const apps: Record<string, string> = {};

const get = (path: string) => call(t, admin.token, 'GET', path);

/**
 * Worked by hand, as of 2026-06-30 (due dates → days past due → bucket):
 *   A 2026-07-15 →  −15 → current   $1,000.00 (retainage $100.00)
 *   B 2026-06-30 →    0 → current   $2,000.00, $500.00 paid → $1,500.00 open
 *   C 2026-06-15 →   15 → 1–30      $3,000.00 (retainage $300.00)
 *   D 2026-05-01 →   60 → 31–60     $4,000.00
 *   E 2026-04-30 →   61 → 61–90     $5,000.00
 *   F 2026-03-31 →   91 → over 90   $6,000.00, paid in full on 2026-06-01 → not listed
 *   G (second customer) 2026-03-01 → 121 → over 90 $700.00; a payment of $50.00 unapplied → credit.
 *   A payment dated 2026-07-05 (after the as-of date) of $1,000.00 on C does not count.
 */
beforeAll(async () => {
  t = await createTestApp();
  admin = await createCompany(t, 'admin@aging.co', 'Aging Builders');
  w = await receivablesWorld(t, admin, 'AG01');
  w2 = await receivablesWorld(t, admin, 'AG02');
  const add = async (
    key: string,
    world: TReceivablesWorld,
    dueCents: number,
    dueDate: string,
    retainageCents = 0,
  ) => {
    apps[key] = await insertApprovedApplication(t, admin, world, {
      dueCents,
      retainageCents,
      dueDate,
      approvedOn: '2026-03-01',
    });
  };
  await add('A', w, 100_000, '2026-07-15', 10_000);
  await add('B', w, 200_000, '2026-06-30');
  await add('C', w, 300_000, '2026-06-15', 30_000);
  await add('D', w, 400_000, '2026-05-01');
  await add('E', w, 500_000, '2026-04-30');
  await add('F', w, 600_000, '2026-03-31');
  await add('G', w2, 70_000, '2026-03-01');
  const pay = async (
    world: TReceivablesWorld,
    date: string,
    amount: number,
    applications: [string, number][],
  ) => {
    const res = await call(t, admin.token, 'POST', '/api/v1/receipts', {
      customer_id: world.customerId,
      receipt_date: date,
      method: 'wire',
      amount_cents: amount,
      deposit_account_id: world.cashAccountId,
      applications: applications.map(([k, cents]) => ({ application_id: apps[k], amount_cents: cents })),
    });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  };
  await pay(w, '2026-06-01', 650_000, [
    ['B', 50_000],
    ['F', 600_000],
  ]);
  await pay(w2, '2026-06-10', 5_000, []);
  await pay(w, '2026-07-05', 100_000, [['C', 100_000]]);
});
afterAll(() => t.close());

describe('AR aging', () => {
  it('puts each open amount in the bucket of its days past due, retainage in its own column', async () => {
    const res = await get('/api/v1/receivables/aging?as_of=2026-06-30');
    expect(res.status).toBe(200);
    const rows = res.body.details.map((d: Record<string, unknown>) => [
      d.due_date,
      d.days_past_due,
      d.bucket,
      d.open_cents,
      d.retainage_held_cents,
    ]);
    expect(rows).toEqual([
      ['2026-04-30', 61, 'days_61_90', 500_000, 0],
      ['2026-05-01', 60, 'days_31_60', 400_000, 0],
      ['2026-06-15', 15, 'days_1_30', 300_000, 30_000],
      ['2026-06-30', 0, 'current', 150_000, 0],
      ['2026-07-15', -15, 'current', 100_000, 10_000],
      ['2026-03-01', 121, 'over_90', 70_000, 0],
    ]);
    expect(res.body.customers).toEqual([
      expect.objectContaining({
        customer_id: w.customerId,
        current_cents: 250_000,
        days_1_30_cents: 300_000,
        days_31_60_cents: 400_000,
        days_61_90_cents: 500_000,
        over_90_cents: 0,
        total_cents: 1_450_000,
        retainage_held_cents: 40_000,
        credit_cents: 0,
      }),
      expect.objectContaining({
        customer_id: w2.customerId,
        over_90_cents: 70_000,
        total_cents: 70_000,
        credit_cents: 5_000,
      }),
    ]);
    expect(res.body.totals).toEqual({
      current_cents: 250_000,
      days_1_30_cents: 300_000,
      days_31_60_cents: 400_000,
      days_61_90_cents: 500_000,
      over_90_cents: 70_000,
      total_cents: 1_520_000,
      retainage_held_cents: 40_000,
      credit_cents: 5_000,
    });
  });

  it('as of an earlier date counts only the payments dated by then', async () => {
    const res = await get('/api/v1/receivables/aging?as_of=2026-05-15');
    const b = res.body.details.find((d: { application_id: string }) => d.application_id === apps.B);
    const f = res.body.details.find((d: { application_id: string }) => d.application_id === apps.F);
    expect(b).toMatchObject({ open_cents: 200_000, bucket: 'current' });
    expect(f).toMatchObject({ open_cents: 600_000, days_past_due: 45, bucket: 'days_31_60' });
    expect(res.body.totals.credit_cents).toBe(0);
    // Before any approval was posted: nothing.
    const empty = await get('/api/v1/receivables/aging?as_of=2026-02-28');
    expect(empty.body).toMatchObject({ customers: [], details: [], totals: { total_cents: 0 } });
    expect((await get('/api/v1/receivables/aging?as_of=2026-02-30')).status).toBe(400);
  });

  it('customer and job balances, and the subledger ties to the control accounts at every date', async () => {
    const customers = await get('/api/v1/receivables/customers');
    expect(customers.body.items).toEqual([
      {
        customer_id: w.customerId,
        customer_number: 'C-AG01',
        customer_name: 'Owner AG01',
        billed_cents: 2_100_000,
        retainage_held_cents: 40_000,
        received_cents: 750_000,
        credit_cents: 0,
        open_cents: 1_350_000,
      },
      {
        customer_id: w2.customerId,
        customer_number: 'C-AG02',
        customer_name: 'Owner AG02',
        billed_cents: 70_000,
        retainage_held_cents: 0,
        received_cents: 5_000,
        credit_cents: 5_000,
        open_cents: 70_000,
      },
    ]);
    expect(customers.body.totals).toMatchObject({ billed_cents: 2_170_000, open_cents: 1_420_000 });
    const jobs = await get(`/api/v1/receivables/jobs?job_id=${w.jobId}`);
    expect(jobs.body.items).toEqual([
      expect.objectContaining({
        job_id: w.jobId,
        billed_cents: 2_100_000,
        retainage_held_cents: 40_000,
        received_cents: 750_000,
        open_cents: 1_350_000,
      }),
    ]);
    for (const asOf of ['2026-02-28', '2026-03-01', '2026-06-01', '2026-06-30', '2026-07-05']) {
      const tie = await get(`/api/v1/receivables/tie-out?as_of=${asOf}`);
      expect(tie.body.in_balance, asOf).toBe(true);
    }
    const now = await get('/api/v1/receivables/tie-out?as_of=2026-12-31');
    expect(now.body).toMatchObject({
      ar_control_cents: 2_170_000 - 755_000,
      retainage_control_cents: 40_000,
    });
  });
});

describe('AR aging CSV', () => {
  const csv = async (who: Member, query: string) => {
    const res = await t.request(`/api/v1/receivables/aging.csv?${query}`, { token: who.token });
    return { status: res.status, headers: res.headers, text: await res.text() };
  };

  it('the columns of the screen to the cent, a totals row, formula-like names neutralised', async () => {
    // A company of its own, odd cents in every column; its first customer's name would run as a formula.
    const owner = await createCompany(t, 'admin@aging-csv.co', 'Aging CSV Builders');
    const x = await receivablesWorld(t, owner, 'AX01');
    const y = await receivablesWorld(t, owner, 'AX02');
    const renamed = await call(t, owner.token, 'PATCH', `/api/v1/customers/${x.customerId}`, {
      name: '=HYPERLINK("http://evil.test","Owner AX01")',
    });
    expect(renamed.status).toBe(200);
    const add = (world: TReceivablesWorld, dueCents: number, dueDate: string, retainageCents = 0) =>
      insertApprovedApplication(t, owner, world, {
        dueCents,
        retainageCents,
        dueDate,
        approvedOn: '2026-03-01',
      });
    const b = await add(x, 200_001, '2026-06-30');
    await add(x, 123_456, '2026-07-15', 12_345); // current
    await add(x, 98_765, '2026-06-15', 9_877); // 1–30
    await add(x, 4_321, '2026-05-01'); // 31–60
    await add(x, 55_555, '2026-04-30'); // 61–90
    await add(y, 70_007, '2026-03-01', 1); // over 90
    const paid = await call(t, owner.token, 'POST', '/api/v1/receipts', {
      customer_id: x.customerId,
      receipt_date: '2026-06-01',
      method: 'check',
      amount_cents: 50_050,
      deposit_account_id: x.cashAccountId,
      applications: [{ application_id: b, amount_cents: 50_049 }],
    });
    expect(paid.status).toBe(201);

    const res = await csv(owner, 'as_of=2026-06-30');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="ar-aging-2026-06-30.csv"');
    expect(res.text).toBe(
      [
        'Customer ID,Customer,Current,1-30 days,31-60 days,61-90 days,Over 90 days,Total open,Retainage held,Credits',
        // current 1,234.56 + 1,499.52 (2,000.01 − 500.49 applied); the receipt's 0.01 unapplied is a credit
        `C-AX01,"'=HYPERLINK(""http://evil.test"",""Owner AX01"")",2734.08,987.65,43.21,555.55,0,4320.49,222.22,0.01`,
        'C-AX02,Owner AX02,0,0,0,0,700.07,700.07,0.01,0',
        ',Total,2734.08,987.65,43.21,555.55,700.07,5020.56,222.23,0.01',
        '',
      ].join('\n'),
    );
    // The same figures as the screen's report.
    const screen = await call(t, owner.token, 'GET', '/api/v1/receivables/aging?as_of=2026-06-30');
    expect(screen.body.totals).toEqual({
      current_cents: 273_408,
      days_1_30_cents: 98_765,
      days_31_60_cents: 4_321,
      days_61_90_cents: 55_555,
      over_90_cents: 70_007,
      total_cents: 502_056,
      retainage_held_cents: 22_223,
      credit_cents: 1,
    });

    // One customer; another company sees none of it; a bad date is refused.
    const one = await csv(owner, `as_of=2026-06-30&customer_id=${y.customerId}`);
    expect(one.text.split('\n').slice(1, 3)).toEqual([
      'C-AX02,Owner AX02,0,0,0,0,700.07,700.07,0.01,0',
      ',Total,0,0,0,0,700.07,700.07,0.01,0',
    ]);
    const foreign = await csv(admin, `as_of=2026-06-30&customer_id=${y.customerId}`);
    expect(foreign.text.split('\n').slice(1)).toEqual([',Total,0,0,0,0,0,0,0,0', '']);
    const bad = await csv(owner, 'as_of=2026-02-30');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text).error.code).toBe('invalid_input');
  });
});
