import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, call, createCompany, type Member } from './helpers/org-users.ts';
import { inflatePdf } from './helpers/pdf-inflate.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { type TWipWorld, wipWorld } from './helpers/wip-fixture.ts';

let t: TestApp;
let w: TWipWorld;
let other: Member;

const get = (path: string, who: Member = w.admin) => call(t, who.token, 'GET', path);
const send = (method: string, path: string, body?: unknown, who: Member = w.admin) =>
  call(t, who.token, method, path, body);
const schedule = async (periodEnd: string) => {
  const res = await get(`/api/v1/wip/schedule?period_end=${periodEnd}`);
  expect(res.status).toBe(200);
  return res.body;
};
/** The trial balance's debit − credit of an account (by number) as of a date. */
const balance = async (asOf: string, number: string) => {
  const tb = await get(`/api/v1/ledger/trial-balance?as_of=${asOf}`);
  const row = tb.body.rows.find((r: { account_number: string }) => r.account_number === number);
  return row ? row.debit_cents - row.credit_cents : 0;
};
const entry = async (id: string) => (await get(`/api/v1/journal-entries/${id}`)).body;

beforeAll(async () => {
  t = await createTestApp();
  w = await wipWorld(t, 'admin@wip.co');
  other = await createCompany(t, 'admin@other-wip.co', 'Other Builders');
  // The period's estimates: J-2 and J-3 are re-estimated; J-1 keeps the default.
  for (const [job, cents] of [
    [w.jobs.under.id, 18_000_000],
    [w.jobs.loss.id, 10_000_000],
  ] as const) {
    const res = await send('PUT', '/api/v1/wip/estimates', {
      job_id: job,
      period_end: '2026-01-31',
      cost_to_complete_cents: cents,
      note: 'Re-estimated at month end',
    });
    expect(res.status).toBe(200);
  }
});
afterAll(() => t.close());

/**
 * The golden schedule at 2026-01-31, worked by hand (cents):
 *
 *               revised contract   cost to date   to complete     est. total   %      earned       billed    over/(under)
 *   J-1 over    50,000,000+2,500,000 5,000,000+7,345,678  default
 *               = 52,500,000       = 12,345,678   42,000,000−12,345,678 = 29,654,322 → 42,000,000
 *               % = 12,345,678 ÷ 42,000,000 = 29.39 %; earned = 12,345,678 × 52,500,000 ÷ 42,000,000
 *               = 15,432,097.5 → 15,432,098 (half away from zero); billed 18,000,000 → over 2,567,902
 *               gross profit 52,500,000 − 42,000,000 = 10,500,000 (20.00 %)
 *   J-2 under   30,000,000         9,000,000      estimate 18,000,000 → 27,000,000; % 33.33;
 *               earned 30,000,000 ÷ 3 = 10,000,000; billed 7,500,000 (February's 2,000,000 is later)
 *               → under (2,500,000); gross profit 3,000,000 (10.00 %)
 *   J-3 loss    20,000,000         6,000,000+6,000,000 = 12,000,000; estimate 10,000,000 → 22,000,000
 *               projected loss 2,000,000, recognised in full: earned = 12,000,000 − 2,000,000 =
 *               10,000,000 (by percent it would be 10,909,090.9 → 10,909,091: provision 909,091);
 *               billed 11,000,000 → over 1,000,000; gross profit −2,000,000 (−10.00 %)
 *   J-4 completed, last activity in November → not listed; J-5 has no contract → counted apart.
 *   totals: contract 102,500,000; cost 33,345,678; est. total 91,000,000 (36.64 %); earned 35,432,098;
 *           billed 36,500,000; over/(under) 1,067,902 = over 3,567,902 − under 2,500,000;
 *           gross profit 11,500,000 (11.22 %)
 */
describe('the WIP schedule', () => {
  it('works out the golden schedule to the cent', async () => {
    const s = await schedule('2026-01-31');
    const pick = (r: Record<string, unknown>) => [
      r.job_number,
      r.revised_contract_cents,
      r.cost_to_date_cents,
      r.cost_to_complete_cents,
      r.estimated_total_cost_cents,
      r.percent_complete_bps,
      r.earned_revenue_cents,
      r.billed_to_date_cents,
      r.over_under_cents,
      r.estimated_gross_profit_cents,
      r.estimated_margin_bps,
      r.is_loss,
      r.loss_provision_cents,
    ];
    expect(s.rows.map(pick)).toEqual([
      [
        w.jobs.over.number,
        52_500_000,
        12_345_678,
        29_654_322,
        42_000_000,
        2939,
        15_432_098,
        18_000_000,
        2_567_902,
        10_500_000,
        2000,
        false,
        0,
      ],
      [
        w.jobs.under.number,
        30_000_000,
        9_000_000,
        18_000_000,
        27_000_000,
        3333,
        10_000_000,
        7_500_000,
        -2_500_000,
        3_000_000,
        1000,
        false,
        0,
      ],
      [
        w.jobs.loss.number,
        20_000_000,
        12_000_000,
        10_000_000,
        22_000_000,
        5455,
        10_000_000,
        11_000_000,
        1_000_000,
        -2_000_000,
        -1000,
        true,
        909_091,
      ],
    ]);
    expect(s.rows[0]).toMatchObject({
      original_contract_cents: 50_000_000,
      approved_changes_cents: 2_500_000,
      revised_budget_cents: 42_000_000,
      is_estimate_set: false,
    });
    expect(s.rows[1]).toMatchObject({ is_estimate_set: true, estimate_note: 'Re-estimated at month end' });
    expect(s.totals).toEqual({
      revised_contract_cents: 102_500_000,
      cost_to_date_cents: 33_345_678,
      cost_to_complete_cents: 57_654_322,
      estimated_total_cost_cents: 91_000_000,
      percent_complete_bps: 3664,
      earned_revenue_cents: 35_432_098,
      billed_to_date_cents: 36_500_000,
      over_under_cents: 1_067_902,
      over_billings_cents: 3_567_902,
      under_billings_cents: 2_500_000,
      estimated_gross_profit_cents: 11_500_000,
      estimated_margin_bps: 1122,
      gross_profit_to_date_cents: 2_086_420,
      loss_provision_cents: 909_091,
      loss_jobs: 1,
    });
    expect(s.jobs_without_contract).toBe(1);
    expect(s.posted_adjustment).toBeNull();
  });

  it('ties to the ledger: billed to date is the contract revenue billing posted by the period end', async () => {
    // Before any WIP adjustment, contract revenue through January holds only the three billings
    // (J-4's November billing is before: 1,000,000 more).
    expect(await balance('2026-01-31', '4000')).toBe(-(36_500_000 + 1_000_000));
  });

  it('lists a completed job only while it still had activity', async () => {
    const november = await schedule('2025-11-30');
    expect(november.rows.map((r: { job_number: string }) => r.job_number)).toEqual([w.jobs.finished.number]);
    // 900,000 of a 900,000 budget: 100 % complete, earned the whole 1,000,000, billed 1,000,000.
    expect(november.rows[0]).toMatchObject({
      percent_complete_bps: 10_000,
      earned_revenue_cents: 1_000_000,
      over_under_cents: 0,
    });
  });

  it('refuses a period end that is not a month end', async () => {
    const res = await get('/api/v1/wip/schedule?period_end=2026-01-30');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Choose the last day of a month: a WIP period ends at a month end');
  });
});

describe('estimates of cost to complete', () => {
  it('sets, replaces and clears an estimate (back to the default)', async () => {
    const key = { job_id: w.jobs.over.id, period_end: '2026-03-31' };
    const set = await send('PUT', '/api/v1/wip/estimates', { ...key, cost_to_complete_cents: 123_456 });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ ...key, cost_to_complete_cents: 123_456, note: null });
    const replaced = await send('PUT', '/api/v1/wip/estimates', {
      ...key,
      cost_to_complete_cents: 0,
      note: 'Done',
    });
    expect(replaced.body).toMatchObject({ cost_to_complete_cents: 0, note: 'Done' });
    let march = await schedule('2026-03-31');
    expect(march.rows[0]).toMatchObject({
      cost_to_complete_cents: 0,
      is_estimate_set: true,
      percent_complete_bps: 10_000,
    });
    const cleared = await send(
      'DELETE',
      `/api/v1/wip/estimates?job_id=${key.job_id}&period_end=${key.period_end}`,
    );
    expect(cleared.status).toBe(204);
    march = await schedule('2026-03-31');
    // Default: revised budget 42,000,000 − cost 13,345,678 = 28,654,322.
    expect(march.rows[0]).toMatchObject({ cost_to_complete_cents: 28_654_322, is_estimate_set: false });
  });

  it('refuses a bad estimate, another company’s job and a role without jobcost:write', async () => {
    const base = { job_id: w.jobs.over.id, period_end: '2026-03-31', cost_to_complete_cents: 100 };
    expect((await send('PUT', '/api/v1/wip/estimates', { ...base, period_end: '2026-03-30' })).status).toBe(
      400,
    );
    const negative = await send('PUT', '/api/v1/wip/estimates', { ...base, cost_to_complete_cents: -1 });
    expect(negative.status).toBe(400);
    expect(negative.body.error.message).toBe('Enter an estimated cost to complete of $0.00 or more');
    const foreign = await send('PUT', '/api/v1/wip/estimates', base, other);
    expect(foreign.status).toBe(404);
    const foreman = await addMember(t, w.admin.organizationId, 'foreman@wip.co', 'foreman');
    expect((await send('PUT', '/api/v1/wip/estimates', base, foreman)).status).toBe(403);
    expect((await get('/api/v1/wip/schedule?period_end=2026-01-31', foreman)).status).toBe(200);
    expect(
      (await send('POST', '/api/v1/wip/adjustments', { period_end: '2026-01-31' }, foreman)).status,
    ).toBe(403);
  });
});

describe('the WIP adjustment', () => {
  let adjustmentId = '';

  it('posts one entry dated the period end and its reversal on the next period’s first day', async () => {
    const res = await send('POST', '/api/v1/wip/adjustments', { period_end: '2026-01-31' });
    expect(res.status).toBe(201);
    adjustmentId = res.body.id;
    expect(res.body).toMatchObject({
      period_end: '2026-01-31',
      status: 'posted',
      over_billings_cents: 3_567_902,
      under_billings_cents: 2_500_000,
      withdrawal_entries: [],
    });
    expect(res.body.jobs.map((j: { over_under_cents: number }) => j.over_under_cents)).toEqual([
      2_567_902, -2_500_000, 1_000_000,
    ]);
    const posted = await entry(res.body.entry.id);
    expect(posted).toMatchObject({ entry_date: '2026-01-31', source_type: 'wip', source_id: adjustmentId });
    expect(posted.reversed_by_id).toBe(res.body.reversal.id);
    // Dr 4000 the over-billings, Cr 2100 per over-billed job, Dr 1200 per under-billed job, Cr 4000 the under-billings.
    expect(
      posted.lines.map((l: Record<string, unknown>) => [
        l.account_number,
        l.debit_cents,
        l.credit_cents,
        l.job_id,
      ]),
    ).toEqual([
      ['4000', 3_567_902, 0, null],
      ['2100', 0, 2_567_902, null],
      ['2100', 0, 1_000_000, null],
      ['1200', 2_500_000, 0, null],
      ['4000', 0, 2_500_000, null],
    ]);
    expect(posted.lines[1].memo).toBe(`WIP 2026-01-31: ${w.jobs.over.number} over-billed`);
    const reversal = await entry(res.body.reversal.id);
    expect(reversal).toMatchObject({
      entry_date: '2026-02-01',
      reverses_id: res.body.entry.id,
      source_type: 'wip',
    });
    expect(
      reversal.lines.map((l: Record<string, unknown>) => [l.account_number, l.debit_cents, l.credit_cents]),
    ).toEqual([
      ['4000', 0, 3_567_902],
      ['2100', 2_567_902, 0],
      ['2100', 1_000_000, 0],
      ['1200', 0, 2_500_000],
      ['4000', 2_500_000, 0],
    ]);
  });

  it('leaves the ledger stating earned revenue at the period end, and nothing the day after', async () => {
    // Revenue through January: the billings 37,500,000 (incl. J-4's November 1,000,000) − 3,567,902 +
    // 2,500,000 = 36,432,098 = January's earned 35,432,098 + J-4's 1,000,000.
    expect(await balance('2026-01-31', '4000')).toBe(-36_432_098);
    expect(await balance('2026-01-31', '2100')).toBe(-3_567_902);
    expect(await balance('2026-01-31', '1200')).toBe(2_500_000);
    expect(await balance('2026-02-01', '2100')).toBe(0);
    expect(await balance('2026-02-01', '1200')).toBe(0);
  });

  it('shows on the schedule and in the list with both entries', async () => {
    const s = await schedule('2026-01-31');
    expect(s.posted_adjustment.id).toBe(adjustmentId);
    expect(s.posted_adjustment.reversal.entry_date).toBe('2026-02-01');
    const list = await get('/api/v1/wip/adjustments?period_end=2026-01-31');
    expect(list.body.items.map((a: { id: string }) => a.id)).toEqual([adjustmentId]);
    expect(list.body.items[0].entry.entry_number).toMatch(/^JE-2026-\d{6}$/);
  });

  it('refuses a second adjustment for the period, and estimate changes while it stands', async () => {
    const again = await send('POST', '/api/v1/wip/adjustments', { period_end: '2026-01-31' });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({
      code: 'wip_adjustment_posted',
      message:
        'A WIP adjustment is already posted for the period ending 2026-01-31: withdraw it first to post it again',
    });
    const estimate = await send('PUT', '/api/v1/wip/estimates', {
      job_id: w.jobs.over.id,
      period_end: '2026-01-31',
      cost_to_complete_cents: 1,
    });
    expect(estimate.status).toBe(409);
    expect((await send('POST', '/api/v1/wip/adjustments', { period_end: '2026-01-30' })).status).toBe(400);
  });

  it('another company sees none of it', async () => {
    expect((await send('POST', `/api/v1/wip/adjustments/${adjustmentId}/withdraw`, {}, other)).status).toBe(
      404,
    );
    expect((await get('/api/v1/wip/adjustments', other)).body.items).toEqual([]);
    expect((await get('/api/v1/wip/schedule?period_end=2026-01-31', other)).body.rows).toEqual([]);
  });

  it('withdraws: both entries cancelled, the period can be posted again', async () => {
    const res = await send('POST', `/api/v1/wip/adjustments/${adjustmentId}/withdraw`, {});
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('withdrawn');
    expect(res.body.withdrawal_entries.map((e: { entry_date: string }) => e.entry_date)).toEqual([
      '2026-01-31',
      '2026-02-01',
    ]);
    const [cancel, unreverse] = res.body.withdrawal_entries;
    expect(
      (await entry(cancel.id)).lines.map((l: Record<string, unknown>) => [
        l.account_number,
        l.debit_cents,
        l.credit_cents,
      ]),
    ).toEqual([
      ['4000', 0, 3_567_902],
      ['2100', 2_567_902, 0],
      ['2100', 1_000_000, 0],
      ['1200', 0, 2_500_000],
      ['4000', 2_500_000, 0],
    ]);
    expect((await entry(unreverse.id)).reverses_id).toBe(res.body.reversal.id);
    expect(await balance('2026-01-31', '2100')).toBe(0);
    expect(await balance('2026-01-31', '4000')).toBe(-37_500_000);
    expect(await balance('2026-02-28', '1200')).toBe(0);
    const twice = await send('POST', `/api/v1/wip/adjustments/${adjustmentId}/withdraw`, {});
    expect(twice.status).toBe(409);
    // Two people posting at once: one adjustment, the other refused.
    const both = await Promise.all([
      send('POST', '/api/v1/wip/adjustments', { period_end: '2026-01-31' }),
      send('POST', '/api/v1/wip/adjustments', { period_end: '2026-01-31' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const again = both.find((r) => r.status === 201);
    adjustmentId = again?.body.id;
    const list = await get('/api/v1/wip/adjustments?period_end=2026-01-31');
    expect(list.body.items.map((a: { status: string }) => a.status)).toEqual(['posted', 'withdrawn']);
  });

  it('refuses to post or withdraw in a closed period, with the reason', async () => {
    const close = await send('POST', '/api/v1/ledger/periods/close', { through: '2026-01-31' });
    expect(close.status).toBe(200);
    const post = await send('POST', '/api/v1/wip/adjustments', { period_end: '2026-01-31' });
    expect(post.status).toBe(409);
    expect(post.body.error).toEqual({
      code: 'period_closed',
      message:
        'The books are closed through 2026-01-31: the WIP adjustment for 2026-01-31 cannot be posted or withdrawn — reopen the period first',
    });
    const withdraw = await send('POST', `/api/v1/wip/adjustments/${adjustmentId}/withdraw`, {});
    expect(withdraw.status).toBe(409);
    expect(withdraw.body.error.code).toBe('period_closed');
    const estimate = await send(
      'DELETE',
      `/api/v1/wip/estimates?job_id=${w.jobs.under.id}&period_end=2026-01-31`,
    );
    expect(estimate.status).toBe(409);
    // February is open: its adjustment posts, reversed on March 1st.
    const february = await send('POST', '/api/v1/wip/adjustments', { period_end: '2026-02-28' });
    expect(february.status).toBe(201);
    expect(february.body.reversal.entry_date).toBe('2026-03-01');
    const withdrawn = await send('POST', `/api/v1/wip/adjustments/${february.body.id}/withdraw`, {});
    expect(withdrawn.status).toBe(200);
  });
});

/**
 * Profit fade of J-1 (cents):
 *   2025-12-31  contract 50,000,000 (the change order is dated 2026-01-15), budget 40,000,000, cost
 *               5,000,000 → default total 40,000,000 → gross profit 10,000,000, margin 20.00 %; billed 0
 *   2026-01-31  contract 52,500,000, budget 42,000,000, cost 12,345,678 → total 42,000,000 → 10,500,000, 20.00 %
 *   2026-02-28  cost 13,345,678 + estimate 31,000,000 = 44,345,678 → 8,154,322 ÷ 52,500,000 = 15.5320 % → 1553
 *   fade: 1553 − 2000 = −447 basis points
 */
describe('job profitability over time', () => {
  beforeAll(async () => {
    const res = await send('PUT', '/api/v1/wip/estimates', {
      job_id: w.jobs.over.id,
      period_end: '2026-02-28',
      cost_to_complete_cents: 31_000_000,
    });
    expect(res.status).toBe(200);
  });

  it('shows one job’s margin as projected at each month end', async () => {
    const res = await get(`/api/v1/wip/profit-fade?from=2025-12-01&to=2026-02-28&job_id=${w.jobs.over.id}`);
    expect(res.status).toBe(200);
    expect(res.body.job).toEqual({
      id: w.jobs.over.id,
      job_number: w.jobs.over.number,
      job_name: 'Job OVER',
    });
    expect(
      res.body.months.map((m: Record<string, unknown>) => [
        m.period_end,
        m.revised_contract_cents,
        m.cost_to_date_cents,
        m.estimated_total_cost_cents,
        m.estimated_gross_profit_cents,
        m.estimated_margin_bps,
        m.billed_to_date_cents,
        m.estimates_set,
      ]),
    ).toEqual([
      ['2025-12-31', 50_000_000, 5_000_000, 40_000_000, 10_000_000, 2000, 0, 0],
      ['2026-01-31', 52_500_000, 12_345_678, 42_000_000, 10_500_000, 2000, 18_000_000, 0],
      ['2026-02-28', 52_500_000, 13_345_678, 44_345_678, 8_154_322, 1553, 18_000_000, 1],
    ]);
    expect(res.body.fade_bps).toBe(-447);
  });

  it('all jobs together: each month the jobs on its schedule, summed', async () => {
    const res = await get('/api/v1/wip/profit-fade?from=2026-01-01&to=2026-01-31');
    expect(res.body.months).toEqual([
      expect.objectContaining({
        period_end: '2026-01-31',
        jobs: 3,
        revised_contract_cents: 102_500_000,
        estimated_margin_bps: 1122,
        over_under_cents: 1_067_902,
      }),
    ]);
  });

  it('refuses a reversed range or another company’s job', async () => {
    expect((await get('/api/v1/wip/profit-fade?from=2026-03-01&to=2026-01-31')).status).toBe(400);
    expect(
      (await get(`/api/v1/wip/profit-fade?from=2026-01-01&to=2026-01-31&job_id=${w.jobs.over.id}`, other))
        .status,
    ).toBe(404);
  });
});

describe('exports', () => {
  it('CSV: a row per job and the totals, amounts as numbers', async () => {
    const res = await t.request('/api/v1/wip/schedule.csv?period_end=2026-01-31', { token: w.admin.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('wip-schedule-2026-01-31.csv');
    const lines = (await res.text()).trim().split('\n');
    expect(lines[0]).toMatch(/^Job,Job name,Customer,Original contract,/);
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain(
      `${w.jobs.over.number},Job OVER,Owner OVER,500000,25000,525000,420000,123456.78,296543.22,default,420000,29.39,154320.98,180000,25679.02,105000,20,30864.2,,0`,
    );
    expect(lines[4]).toMatch(/^Total,3 jobs,,/);
    expect(lines[4]).toContain(',10679.02,');
  });

  it('PDF: the schedule with totals, over/under in parentheses, the posted adjustment', async () => {
    const res = await t.request('/api/v1/wip/schedule.pdf?period_end=2026-01-31', { token: w.admin.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await res.arrayBuffer());
    const text = pdfText(inflatePdf(bytes)).replaceAll('\n', '');
    expect(text).toContain('WIP Schedule (cost-to-cost)');
    expect(text).toContain('$154,320.98');
    expect(text).toContain('($25,000.00)');
    expect(text).toContain('Total (3 jobs)');
    expect(text).toMatch(
      /WIP adjustment posted: JE-2026-\d{6} dated 2026-01-31, reversed by JE-2026-\d{6} dated 2026-02-01/,
    );
  });

  it('profit fade as CSV', async () => {
    const res = await t.request(
      `/api/v1/wip/profit-fade.csv?from=2025-12-01&to=2026-02-28&job_id=${w.jobs.over.id}`,
      {
        token: w.admin.token,
      },
    );
    const lines = (await res.text()).trim().split('\n');
    expect(lines[0]).toBe(
      'Month end,Jobs,Revised contract,Cost to date,Estimated cost to complete,Estimated total cost,Estimated gross profit,Estimated margin percent,Percent complete,Billed to date,Earned revenue,Over (under) billing,Estimates set',
    );
    expect(lines[3]).toMatch(/^2026-02-28,1,525000,133456.78,310000,443456.78,81543.22,15.53,/);
  });

  it('profit fade as PDF, with the fade', async () => {
    const res = await t.request(
      `/api/v1/wip/profit-fade.pdf?from=2025-12-01&to=2026-02-28&job_id=${w.jobs.over.id}`,
      { token: w.admin.token },
    );
    expect(res.status).toBe(200);
    const text = pdfText(inflatePdf(new Uint8Array(await res.arrayBuffer()))).replaceAll('\n', '');
    expect(text).toContain('Job Profitability Over Time');
    expect(text).toContain(`${w.jobs.over.number} Job OVER`);
    expect(text).toContain('15.53 %');
    expect(text).toContain('Margin change from the first month to the last: −4.47 percentage points');
  });
});
