import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { call, type LedgerCompany, ledgerCompany, post } from './ledger-fixture.ts';

/**
 * A small company's March, worked out by hand to the cent (the figures in the comments are the
 * hand computation; the assertions compare the API with them, not with a second run of the code).
 *
 *   JE-1 03-01 opening: cash 50,000.00 Dr; equipment 120,000.00 Dr; accumulated depreciation
 *        30,000.00 Cr; owner's equity 100,000.00 Cr → Opening Balance Equity 40,000.00 Cr
 *   JE-2 03-05 material on the job 12,345.67 (03-3000 M) / cash
 *   JE-3 03-10 labour 8,000.00 + burden 1,200.50 on the job (03-3000 L) / payroll liabilities 9,200.50
 *   JE-4 03-15 cash 25,000.00 / contract revenue
 *   JE-5 03-20 rent 3,333.33 / cash (wrong amount)
 *   JE-6 03-25 payroll liabilities 9,200.50 / cash
 *   JE-7 03-31 reversal of JE-5; JE-8 03-31 rent 3,000.00 / cash
 *   a draft of 999.99 that is never posted
 *
 * Cash: 50,000 − 12,345.67 + 25,000 − 3,333.33 − 9,200.50 + 3,333.33 − 3,000 = 50,453.83
 * Trial balance 03-31: Dr 50,453.83 + 120,000 + 8,000 + 1,200.50 + 12,345.67 + 3,000 = 195,000.00
 *                      Cr 30,000 + 100,000 + 40,000 + 25,000 = 195,000.00
 * Job: 03-3000 L 9,200.50, 03-3000 M 12,345.67, total 21,546.17
 */
let t: TestApp;
let c: LedgerCompany;
let rentId: string;

beforeAll(async () => {
  t = await createTestApp();
  c = await ledgerCompany(t, 'golden@example.com');
  const token = c.admin.token;
  const a = c.account;
  const opening = await call(t, token, 'POST', '/api/v1/ledger/opening-balances', {
    entry_date: '2026-03-01',
    lines: [
      { account_id: a('1000'), debit_cents: 5_000_000 },
      { account_id: a('1500'), debit_cents: 12_000_000 },
      { account_id: a('1550'), credit_cents: 3_000_000 },
      { account_id: a('3000'), credit_cents: 10_000_000 },
      { account_id: a('2200') },
    ],
  });
  expect(opening.status).toBe(201);
  const job = { job_id: c.jobId, cost_code_id: c.costCodeId };
  const steps = [
    await post(
      t,
      token,
      '2026-03-05',
      [
        { account_id: a('5100'), debit_cents: 1_234_567, ...job, cost_category_id: c.category('M') },
        { account_id: a('1000'), credit_cents: 1_234_567 },
      ],
      'Ready-mix concrete',
    ),
    await post(
      t,
      token,
      '2026-03-10',
      [
        { account_id: a('5000'), debit_cents: 800_000, ...job, cost_category_id: c.category('L') },
        { account_id: a('5050'), debit_cents: 120_050, ...job, cost_category_id: c.category('L') },
        { account_id: a('2200'), credit_cents: 920_050 },
      ],
      'Week 10 payroll',
    ),
    await post(
      t,
      token,
      '2026-03-15',
      [
        { account_id: a('1000'), debit_cents: 2_500_000 },
        { account_id: a('4000'), credit_cents: 2_500_000 },
      ],
      'Progress payment',
    ),
    await post(
      t,
      token,
      '2026-03-20',
      [
        { account_id: a('6200'), debit_cents: 333_333 },
        { account_id: a('1000'), credit_cents: 333_333 },
      ],
      'Yard rent',
    ),
    await post(
      t,
      token,
      '2026-03-25',
      [
        { account_id: a('2200'), debit_cents: 920_050 },
        { account_id: a('1000'), credit_cents: 920_050 },
      ],
      'Net pay',
    ),
  ];
  for (const s of steps) expect(s.status, JSON.stringify(s.body)).toBe(201);
  rentId = steps[3]?.body.id;
  const reversal = await call(t, token, 'POST', `/api/v1/journal-entries/${rentId}/reverse`, {
    entry_date: '2026-03-31',
  });
  expect(reversal.status).toBe(201);
  const rent = await post(
    t,
    token,
    '2026-03-31',
    [
      { account_id: a('6200'), debit_cents: 300_000 },
      { account_id: a('1000'), credit_cents: 300_000 },
    ],
    'Yard rent (corrected)',
  );
  expect(rent.status).toBe(201);
  const draft = await call(t, token, 'POST', '/api/v1/journal-entries', {
    entry_date: '2026-03-30',
    memo: 'Not yet',
    lines: [
      { account_id: a('6000'), debit_cents: 99_999 },
      { account_id: a('1000'), credit_cents: 99_999 },
    ],
  });
  expect(draft.status).toBe(201);
  expect(draft.body.status).toBe('draft');
});
afterAll(() => t.close());

const tb = async (asOf: string) =>
  (await call(t, c.admin.token, 'GET', `/api/v1/ledger/trial-balance?as_of=${asOf}`)).body;
const byNumber = (body: { rows: { account_number: string; debit_cents: number; credit_cents: number }[] }) =>
  Object.fromEntries(body.rows.map((r) => [r.account_number, r.debit_cents - r.credit_cents]));

describe('the golden month', () => {
  it('numbers the entries JE-2026-000001… in posting order', async () => {
    const list = await call(t, c.admin.token, 'GET', '/api/v1/journal-entries?status=all&pageSize=20');
    expect(list.body.total).toBe(9);
    const numbers = list.body.items.map((e: { entry_number: string | null }) => e.entry_number);
    expect(numbers.slice(0, 3)).toEqual(['JE-2026-000008', 'JE-2026-000007', null]); // newest first; the 03-30 draft has no number
    expect(numbers.filter(Boolean).sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `JE-2026-00000${n}`));
  });

  it('trial balance on 03-31 equals the hand computation, to the cent', async () => {
    const body = await tb('2026-03-31');
    expect(byNumber(body)).toEqual({
      '1000': 5_045_383,
      '1500': 12_000_000,
      '1550': -3_000_000,
      '3000': -10_000_000,
      '3950': -4_000_000,
      '4000': -2_500_000,
      '5000': 800_000,
      '5050': 120_050,
      '5100': 1_234_567,
      '6200': 300_000,
    });
    expect(body.total_debit_cents).toBe(19_500_000);
    expect(body.total_credit_cents).toBe(19_500_000);
  });

  it('mid-month (03-12) reads the partial month from the lines: 179,200.50 both sides', async () => {
    const body = await tb('2026-03-12');
    expect(body.total_debit_cents).toBe(17_920_050);
    expect(body.total_credit_cents).toBe(17_920_050);
    expect(byNumber(body)['1000']).toBe(3_765_433);
    expect(byNumber(body)['2200']).toBe(-920_050);
  });

  it('before the first entry the trial balance is empty', async () => {
    const body = await tb('2026-02-28');
    expect(body.rows).toEqual([]);
    expect(body.total_debit_cents).toBe(0);
  });

  it('the chart shows each balance in its normal direction', async () => {
    const items = (await call(t, c.admin.token, 'GET', '/api/v1/ledger/chart?as_of=2026-03-31')).body
      .items as {
      account_number: string;
      balance_cents: number;
      has_postings: boolean;
    }[];
    const of = (n: string) => items.find((i) => i.account_number === n);
    expect(of('1000')?.balance_cents).toBe(5_045_383);
    expect(of('1550')?.balance_cents).toBe(3_000_000); // contra asset: credit-normal
    expect(of('4000')?.balance_cents).toBe(2_500_000);
    expect(of('2200')?.balance_cents).toBe(0);
    expect(of('2200')?.has_postings).toBe(true);
    expect(of('6000')?.has_postings).toBe(false); // only the draft touches it
  });

  it('job cost by code and category: L 9,200.50, M 12,345.67', async () => {
    const body = (
      await call(t, c.admin.token, 'GET', `/api/v1/ledger/job-cost?job_id=${c.jobId}&as_of=2026-03-31`)
    ).body;
    expect(
      body.rows.map((r: { cost_code: string; cost_category_code: string; amount_cents: number }) => [
        r.cost_code,
        r.cost_category_code,
        r.amount_cents,
      ]),
    ).toEqual([
      ['03-3000', 'L', 920_050],
      ['03-3000', 'M', 1_234_567],
    ]);
    expect(body.total_cents).toBe(2_154_617);
  });

  it('cash detail from 03-06: opening 37,654.33, running balances, keyset pages, closing 50,453.83', async () => {
    const path = `/api/v1/ledger/accounts/${c.account('1000')}/detail?from=2026-03-06&to=2026-03-31&limit=2`;
    const first = (await call(t, c.admin.token, 'GET', path)).body;
    expect(first.opening_balance_cents).toBe(3_765_433);
    expect(first.closing_balance_cents).toBe(5_045_383);
    expect(first.lines.map((l: { running_balance_cents: number }) => l.running_balance_cents)).toEqual([
      6_265_433, 5_932_100,
    ]);
    expect(first.next_cursor).toBeTruthy();
    const second = (await call(t, c.admin.token, 'GET', `${path}&cursor=${first.next_cursor}`)).body;
    expect(second.lines.map((l: { running_balance_cents: number }) => l.running_balance_cents)).toEqual([
      5_012_050, 5_345_383,
    ]);
    const third = (await call(t, c.admin.token, 'GET', `${path}&cursor=${second.next_cursor}`)).body;
    expect(
      third.lines.map((l: { running_balance_cents: number; entry_number: string }) => [
        l.entry_number,
        l.running_balance_cents,
      ]),
    ).toEqual([['JE-2026-000008', 5_045_383]]);
    expect(third.next_cursor).toBeNull();
  });

  it('the detail CSV streams the same lines with running balances', async () => {
    const res = await t.request(`/api/v1/ledger/accounts/${c.account('1000')}/detail.csv?from=2026-03-06`, {
      token: c.admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text()).trim().split('\n');
    expect(lines[0]).toBe('Date,Entry,Line,Source,Memo,Job,Debit,Credit,Balance');
    expect(lines).toHaveLength(6);
    expect(lines[5]).toBe('2026-03-31,JE-2026-000008,2,manual,Yard rent (corrected),,0,3000,50453.83');
  });

  it('the reversal is linked both ways and the original shows as reversed', async () => {
    const original = (await call(t, c.admin.token, 'GET', `/api/v1/journal-entries/${rentId}`)).body;
    expect(original.status).toBe('reversed');
    expect(original.reversed_by_number).toBe('JE-2026-000007');
    const reversal = (
      await call(t, c.admin.token, 'GET', `/api/v1/journal-entries/${original.reversed_by_id}`)
    ).body;
    expect(reversal.reverses_number).toBe('JE-2026-000005');
    expect(reversal.source_type).toBe('reversal');
    expect(
      reversal.lines.map((l: { debit_cents: number; credit_cents: number }) => [
        l.debit_cents,
        l.credit_cents,
      ]),
    ).toEqual([
      [0, 333_333],
      [333_333, 0],
    ]);
    const again = await call(t, c.admin.token, 'POST', `/api/v1/journal-entries/${rentId}/reverse`, {
      entry_date: '2026-04-01',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This entry has already been reversed');
  });

  it('a posting in April moves April, not March', async () => {
    const april = await post(t, c.admin.token, '2026-04-02', [
      { account_id: c.account('1000'), debit_cents: 100_000 },
      { account_id: c.account('4000'), credit_cents: 100_000 },
    ]);
    expect(april.status).toBe(201);
    expect(april.body.entry_number).toBe('JE-2026-000009');
    expect(byNumber(await tb('2026-03-31'))['1000']).toBe(5_045_383);
    expect(byNumber(await tb('2026-04-30'))['1000']).toBe(5_145_383);
    expect(byNumber(await tb('2026-05-15'))['4000']).toBe(-2_600_000);
  });

  it('the kept balances equal the lines (the integrity check)', async () => {
    const body = (await call(t, c.admin.token, 'GET', '/api/v1/ledger/integrity')).body;
    expect(body).toEqual({
      ok: true,
      account_mismatches: 0,
      job_cost_mismatches: 0,
      unbalanced_entries: 0,
      checked_lines: 22,
    });
  });
});
