import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeePayProfiles, organizations, timeEntries } from '../src/db/schema/index.ts';
import { call, type Member } from './helpers/org-users.ts';
import {
  addWorker,
  goldenWeek,
  hourlyProfile,
  payrollWorld,
  type TPayrollWorld,
} from './helpers/payroll-runs-fixture.ts';
import { inflatePdf } from './helpers/pdf-inflate.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let w: TPayrollWorld;
let timeIds: string[];

const send = (who: Member, method: string, path: string, body?: unknown) =>
  call(t, who.token, method, path, body);
const newRun = (who: Member, body: Record<string, unknown> = {}) =>
  send(who, 'POST', '/api/v1/payroll/runs', {
    kind: 'regular',
    pay_frequency: 'weekly',
    period_start: '2026-03-09',
    period_end: '2026-03-15',
    check_date: '2026-03-20',
    cash_account_id: w.cashAccountId,
    ...body,
  });
const act = (who: Member, id: string, action: string, body?: unknown) =>
  send(who, 'POST', `/api/v1/payroll/runs/${id}/${action}`, body ?? {});
const jobCost = async (jobId: string) => {
  const res = await send(w.accountant, 'GET', `/api/v1/ledger/job-cost?job_id=${jobId}&as_of=2026-12-31`);
  expect(res.status).toBe(200);
  return (res.body.rows as { cost_code: string; cost_category_code: string; amount_cents: number }[]).map(
    (r) => [r.cost_code, r.cost_category_code, r.amount_cents],
  );
};

beforeAll(async () => {
  t = await createTestApp();
  w = await payrollWorld(t, 'admin@payroll.co');
  timeIds = await goldenWeek(t, w);
});
afterAll(() => t.close());

/**
 * The golden run: week 2026-03-09 (Monday, the company's workweek start) to 03-15, check date 03-20,
 * weekly, Texas (no income tax; SUTA 2.7 % new employer), overtime in time order.
 *
 * Alex, 30.00 an hour, single (2020 W-4, nothing else): J1 03-1000 Mon–Thu 4 × 8 h = 32 h; J2 05-1000
 *   Fri 8 h and Sat 6 h → hours 41–46 are overtime (Saturday's, in time order):
 *   J1 REG 32 h × 30 = 960.00; J2 REG 8 h × 30 = 240.00; J2 OT 6 h × 45 = 270.00 (premium 6 × 15 = 90.00)
 *   gross 1,470.00
 *   FIT: 1,470 × 52 = 76,440 − 8,600 = 67,840 → 5,800 + 22 % × (67,840 − 57,900 = 9,940) = 7,986.80
 *        ÷ 52 = 153.5923 → 153.59
 *   SS 6.2 % = 91.14; Medicare 1.45 % = 21.315 → 21.32; net 1,470.00 − 266.05 = 1,203.95
 *   employer: SS 91.14, Medicare 21.32, FUTA 0.6 % = 8.82, SUTA TX 2.7 % = 39.69 → 160.97
 * Blair, 40.00 an hour, single, 401(k) 5 % pre-tax: J1 Mon–Wed 24 h = 960.00, J2 Thu–Fri 16 h = 640.00
 *   gross 1,600.00; 401(k) 80.00
 *   FIT on 1,520: × 52 = 79,040 − 8,600 = 70,440 → 5,800 + 22 % × 12,540 = 8,558.80 ÷ 52 = 164.5923 → 164.59
 *   SS 99.20; Medicare 23.20; net 1,600.00 − 164.59 − 99.20 − 23.20 − 80.00 = 1,233.01
 *   employer: SS 99.20, Medicare 23.20, FUTA 9.60, SUTA 43.20 → 175.20
 *
 * Burden (actual): each check's employer taxes over its earning lines by largest remainder.
 *   Alex 16,097 over [24,000 × 4 (J1), 24,000 (J2 Fri), 27,000 (J2 Sat OT)] of 147,000:
 *     24,000 share = 2,628.08 → 2,628 (× 5); 27,000 share = 2,956.59 → 2,956; Σ 16,096, the cent to .59
 *     → 2,957. J1 4 × 2,628 = 10,512; J2 2,628 + 2,957 = 5,585.
 *   Blair 17,520 over [32,000 × 5] → 3,504 each: J1 10,512; J2 7,008.
 * The entry (cents):
 *   Dr 5000 J1 03-1000 L  96,000 + 96,000 = 192,000     Dr 5050 J1 03-1000 L 10,512 + 10,512 = 21,024
 *   Dr 5000 J2 05-1000 L  51,000 + 64,000 = 115,000     Dr 5050 J2 05-1000 L  5,585 +  7,008 = 12,593
 *   Cr 2215 FIT 15,359 + 16,459 = 31,818
 *   Cr 2220 withheld 9,114 + 2,132 + 9,920 + 2,320 = 23,486; Cr 2220 employer the same 23,486
 *   Cr 2230 Fidelity 8,000
 *   Cr 2205 net 120,395 + 123,301 = 243,696
 *   Cr 2210 FUTA 882 + 960 = 1,842; SUTA TX 3,969 + 4,320 = 8,289
 *   Σ debits 340,617 = Σ credits 340,617
 * Job cost: J1 03-1000 L 192,000 + 21,024 = 213,024; J2 05-1000 L 115,000 + 12,593 = 127,593.
 */
describe('a full payroll run from approved time', () => {
  let runId: string;

  it('creates, calculates and previews the golden checks', async () => {
    const created = await newRun(w.accountant, { memo: 'Week 11' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ run_number: 1, status: 'draft', check_count: 0 });
    runId = created.body.id;

    const calc = await act(w.accountant, runId, 'calculate');
    expect(calc.status, JSON.stringify(calc.body)).toBe(200);
    const pick = (c: Record<string, unknown>) => [
      c.employee_name,
      c.hours,
      c.gross_cents,
      c.employee_taxes_cents,
      c.deductions_cents,
      c.net_cents,
      c.employer_taxes_cents,
    ];
    expect(calc.body.checks.map(pick)).toEqual([
      ['Alex Carpenter', '46.00', 147_000, 26_605, 0, 120_395, 16_097],
      ['Blair Mason', '40.00', 160_000, 28_699, 8_000, 123_301, 17_520],
    ]);
    const alex = calc.body.checks[0];
    const taxes = Object.fromEntries(
      alex.detail.employeeTaxes.map((x: { code: string; amountCents: number }) => [x.code, x.amountCents]),
    );
    expect(taxes).toMatchObject({ fit: 15_359, ss: 9_114, medicare: 2_132 });
    const ot = alex.detail.earnings.filter((e: { code: string }) => e.code === 'OT');
    expect(
      ot.map((e: { hours: string; amountCents: number; premiumCents: number }) => [
        e.hours,
        e.amountCents,
        e.premiumCents,
      ]),
    ).toEqual([['6.00', 27_000, 9_000]]);
    expect(calc.body).toMatchObject({ gross_cents: 307_000, net_cents: 243_696, check_count: 2 });
  });

  it('approves, posts one entry and moves job cost by code', async () => {
    expect((await act(w.accountant, runId, 'approve')).status).toBe(200);
    // Approved figures are frozen.
    const frozen = await act(w.accountant, runId, 'calculate');
    expect(frozen.status).toBe(409);
    expect(frozen.body.error.code).toBe('payroll_run_not_draft');

    const posted = await act(w.accountant, runId, 'post');
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    expect(posted.body.status).toBe('posted');
    const entry = (await send(w.accountant, 'GET', `/api/v1/journal-entries/${posted.body.entry.id}`)).body;
    expect(entry.source_type).toBe('payroll');
    const lines = (entry.lines as Record<string, unknown>[])
      .map((l) => [
        l.account_number,
        l.debit_cents,
        l.credit_cents,
        l.job_id ?? null,
        l.cost_category_code ?? null,
      ])
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    const J1 = w.jobs.one;
    const J2 = w.jobs.two;
    expect(lines).toEqual(
      [
        ['5000', 192_000, 0, J1, 'L'],
        ['5000', 115_000, 0, J2, 'L'],
        ['5050', 21_024, 0, J1, 'L'],
        ['5050', 12_593, 0, J2, 'L'],
        ['2215', 0, 31_818, null, null],
        ['2220', 0, 23_486, null, null],
        ['2220', 0, 23_486, null, null],
        ['2230', 0, 8_000, null, null],
        ['2205', 0, 243_696, null, null],
        ['2210', 0, 1_842, null, null],
        ['2210', 0, 8_289, null, null],
      ].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    );
    expect(await jobCost(J1)).toEqual([['03-1000', 'L', 213_024]]);
    expect(await jobCost(J2)).toEqual([['05-1000', 'L', 127_593]]);

    const locked = await t.db.select().from(timeEntries).where(inArray(timeEntries.id, timeIds));
    expect(locked.every((l) => l.status === 'locked' && l.payrollRunId === runId)).toBe(true);
  });

  it('shows a field employee only their own checks, and 404 for anyone else’s', async () => {
    const mine = await send(w.alex, 'GET', '/api/v1/payroll/my-checks');
    expect(mine.status).toBe(200);
    expect(mine.body.items.map((c: { net_cents: number }) => c.net_cents)).toEqual([120_395]);
    const run = (await send(w.accountant, 'GET', `/api/v1/payroll/runs/${runId}`)).body;
    const alexCheck = run.checks[0].id;
    const blairCheck = run.checks[1].id;
    const pdf = await t.request(`/api/v1/payroll/my-checks/${alexCheck}/stub.pdf`, { token: w.alex.token });
    expect(pdf.status).toBe(200);
    const text = pdfText(inflatePdf(Buffer.from(await pdf.arrayBuffer()))).replace(/\s+/g, ' ');
    expect(text).toContain('Alex Carpenter');
    expect(text).toContain('1,203.95');
    const foreign = await send(w.alex, 'GET', `/api/v1/payroll/my-checks/${blairCheck}/stub.pdf`);
    expect(foreign.status).toBe(404);
    expect((await send(w.alex, 'GET', '/api/v1/payroll/runs')).status).toBe(403);
    expect((await send(w.alex, 'GET', `/api/v1/payroll/checks/${blairCheck}/stub.pdf`)).status).toBe(403);
  });

  it('prints every stub of the run for the office', async () => {
    const res = await t.request(`/api/v1/payroll/runs/${runId}/stubs.pdf`, { token: w.accountant.token });
    expect(res.status).toBe(200);
    const text = pdfText(inflatePdf(Buffer.from(await res.arrayBuffer()))).replace(/\s+/g, ' ');
    expect(text).toContain('Blair Mason');
    expect(text).toContain('1,233.01');
    expect(text).toContain('401(k)');
  });

  it('settles net pay against the run’s bank account', async () => {
    const res = await act(w.accountant, runId, 'settle', { settled_on: '2026-03-20' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.is_settled).toBe(true);
    const again = await act(w.accountant, runId, 'settle', { settled_on: '2026-03-20' });
    expect(again.body.error.code).toBe('payroll_run_settled');
  });

  it('voids by reversal: job cost back to nothing, time approved again and paid by a new run', async () => {
    const noReason = await act(w.accountant, runId, 'void', {});
    expect(noReason.status).toBe(400);
    const voided = await act(w.accountant, runId, 'void', { reason: 'Wrong week', void_date: '2026-03-21' });
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    expect(voided.body).toMatchObject({ status: 'voided', void_reason: 'Wrong week' });
    expect(await jobCost(w.jobs.one)).toEqual([['03-1000', 'L', 0]]);
    const back = await t.db.select().from(timeEntries).where(inArray(timeEntries.id, timeIds));
    expect(back.every((l) => l.status === 'approved' && l.payrollRunId === null)).toBe(true);
    expect((await send(w.alex, 'GET', '/api/v1/payroll/my-checks')).body.items).toEqual([]);

    const again = await newRun(w.accountant);
    expect(again.body.run_number).toBe(2);
    const calc = await act(w.accountant, again.body.id, 'calculate');
    expect(calc.body.gross_cents).toBe(307_000);
    secondRunId = again.body.id;
  });
});

let secondRunId = '';

describe('payroll liabilities', () => {
  const owed = async (to = '2026-03-31') => {
    const res = await send(w.accountant, 'GET', `/api/v1/payroll/liabilities?from=2026-03-01&to=${to}`);
    expect(res.status).toBe(200);
    return res.body;
  };
  const balance = (body: { accounts: { system_key: string; balance_cents: number }[] }, key: string) =>
    body.accounts.find((a) => a.system_key === key)?.balance_cents;

  it('shows what the posted run owes by account and by tax, and pays the federal deposit', async () => {
    expect((await act(w.accountant, secondRunId, 'approve')).status).toBe(200);
    expect((await act(w.accountant, secondRunId, 'post')).status).toBe(200);
    const before = await owed();
    // Run 1 was posted, settled and voided: only run 2 remains.
    expect(balance(before, 'federal_withholding_payable')).toBe(31_818);
    expect(balance(before, 'fica_payable')).toBe(46_972);
    expect(balance(before, 'net_pay_clearing')).toBe(243_696);
    const fit = before.by_code.find((r: { code: string; line_type: string }) => r.code === 'fit');
    expect(fit).toMatchObject({ amount_cents: 31_818, taxable_wages_cents: 147_000 + 152_000 });
    const fidelity = before.by_code.find((r: { line_type: string }) => r.line_type === 'deduction');
    expect(fidelity).toMatchObject({
      description: 'Fidelity',
      amount_cents: 8_000,
      system_key: 'deductions_payable',
    });

    const wrong = await send(w.accountant, 'POST', '/api/v1/payroll/liabilities/payments', {
      paid_on: '2026-03-25',
      cash_account_id: w.cashAccountId,
      kind: 'federal_deposit',
      payee: 'EFTPS',
      lines: [{ account_id: w.cashAccountId, amount_cents: 100 }],
    });
    expect(wrong.status).toBe(400);
    const paid = await send(w.accountant, 'POST', '/api/v1/payroll/liabilities/payments', {
      paid_on: '2026-03-25',
      cash_account_id: w.cashAccountId,
      kind: 'federal_deposit',
      payee: 'EFTPS',
      reference: 'Week 11',
      lines: [
        { account_id: w.account('2215'), amount_cents: 31_818, code: 'fit' },
        { account_id: w.account('2220'), amount_cents: 46_972, code: 'fica' },
      ],
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.amount_cents).toBe(78_790);
    const after = await owed();
    expect(balance(after, 'federal_withholding_payable')).toBe(0);
    expect(balance(after, 'fica_payable')).toBe(0);
    expect(after.payments).toHaveLength(1);

    const voided = await send(
      w.accountant,
      'POST',
      `/api/v1/payroll/liabilities/payments/${paid.body.id}/void`,
      {
        reason: 'Paid twice',
      },
    );
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    expect(voided.body.void_entry_id).not.toBeNull();
    // The reversal is dated the day of the void (today), after March: March's balance stays paid.
    expect(balance(await owed(), 'fica_payable')).toBe(0);
    expect(balance(await owed('2099-12-31'), 'fica_payable')).toBe(46_972);
  });
});

describe('salaried office staff', () => {
  it('pays salary ÷ periods and posts it to overhead wages and overhead burden', async () => {
    const org = w.admin.organizationId;
    const dana = await addWorker(t, org, 'dana@payroll.co', 'Dana Office');
    await hourlyProfile(t, org, dana.employeeId, '1.0000', {
      payType: 'salary',
      salaryAnnualCents: 5_200_000,
      isOverhead: true,
    });
    // Week 12: nobody has approved time, so only Dana (52,000.00 ÷ 52 = 1,000.00) is paid.
    const run = await newRun(w.accountant, {
      period_start: '2026-03-16',
      period_end: '2026-03-22',
      check_date: '2026-03-27',
    });
    const calc = await act(w.accountant, run.body.id, 'calculate');
    expect(
      calc.body.checks.map((c: { employee_name: string; gross_cents: number }) => [
        c.employee_name,
        c.gross_cents,
      ]),
    ).toEqual([['Dana Office', 100_000]]);
    expect((await act(w.accountant, run.body.id, 'approve')).status).toBe(200);
    const posted = await act(w.accountant, run.body.id, 'post');
    const entry = (await send(w.accountant, 'GET', `/api/v1/journal-entries/${posted.body.entry.id}`)).body;
    const debit = (n: string) =>
      (entry.lines as { account_number: string; debit_cents: number }[])
        .filter((l) => l.account_number === n)
        .reduce((sum, l) => sum + l.debit_cents, 0);
    expect(debit('6100')).toBe(100_000);
    expect(debit('5000')).toBe(0);
    expect(debit('6150')).toBe(calc.body.checks[0].employer_taxes_cents);
    // She is paid weekly only by salary runs from now on: take her off the regular runs of other tests.
    await t.db
      .update(employeePayProfiles)
      .set({ payFrequency: 'monthly' })
      .where(eq(employeePayProfiles.employeeId, dana.employeeId));
  });
});

describe('refusals', () => {
  it('refuses a check date in a year without tax parameters', async () => {
    const run = await newRun(w.accountant, {
      period_start: '2027-01-04',
      period_end: '2027-01-10',
      check_date: '2027-01-15',
    });
    const res = await act(w.accountant, run.body.id, 'calculate');
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/^No tax parameters for 2027/);
  });

  it('refuses to approve a run with a negative net check', async () => {
    const org = w.admin.organizationId;
    const casey = await addWorker(t, org, 'casey@payroll.co', 'Casey Extra');
    // Step 4(c): 500.00 extra withholding a week on a 100.00 check.
    await hourlyProfile(t, org, casey.employeeId, '25.0000', {
      w4Step4cCents: 50_000,
      payFrequency: 'biweekly',
    });
    const run = await newRun(w.accountant, { kind: 'off_cycle' });
    const earning = await send(w.accountant, 'POST', `/api/v1/payroll/runs/${run.body.id}/earnings`, {
      employee_id: casey.employeeId,
      kind: 'other',
      amount_cents: 10_000,
    });
    expect(earning.status, JSON.stringify(earning.body)).toBe(201);
    const calc = await act(w.accountant, run.body.id, 'calculate');
    expect(calc.status, JSON.stringify(calc.body)).toBe(200);
    expect(calc.body.checks).toHaveLength(1);
    expect(calc.body.checks[0].net_cents).toBeLessThan(0);
    expect(calc.body.checks[0].warnings.map((x: { code: string }) => x.code)).toContain('negative_net');
    const res = await act(w.accountant, run.body.id, 'approve');
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      'Net pay is negative for Casey Extra: fix the deductions and recalculate',
    );
    await t.db
      .update(employeePayProfiles)
      .set({ w4Step4cCents: 0 })
      .where(and(eq(employeePayProfiles.employeeId, casey.employeeId)));
  });

  it('refuses posting in a closed period with the engine’s message', async () => {
    const run = await newRun(w.accountant, {
      kind: 'off_cycle',
      check_date: '2026-03-13',
      period_end: '2026-03-13',
    });
    const id = run.body.id;
    const bonus = { employee_id: w.blair.employeeId, kind: 'bonus', amount_cents: 20_000 };
    expect((await send(w.accountant, 'POST', `/api/v1/payroll/runs/${id}/earnings`, bonus)).status).toBe(201);
    expect((await act(w.accountant, id, 'calculate')).status).toBe(200);
    expect((await act(w.accountant, id, 'approve')).status).toBe(200);
    await t.db
      .update(organizations)
      .set({ booksClosedThrough: '2026-03-14' })
      .where(eq(organizations.id, w.admin.organizationId));
    const res = await act(w.accountant, id, 'post');
    await t.db
      .update(organizations)
      .set({ booksClosedThrough: null })
      .where(eq(organizations.id, w.admin.organizationId));
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('period_closed');
    expect(res.body.error.message).toContain('2026-03-14');
    // Nothing of the post stayed: still approved, no entry.
    const after = (await send(w.accountant, 'GET', `/api/v1/payroll/runs/${id}`)).body;
    expect([after.status, after.entry]).toEqual(['approved', null]);
  });

  it('refuses an approval before the run is calculated, and after its earnings change', async () => {
    const run = await newRun(w.accountant, { kind: 'off_cycle' });
    const id = run.body.id;
    expect((await act(w.accountant, id, 'approve')).body.error.code).toBe('payroll_run_not_calculated');
    const bonus = { employee_id: w.alex.employeeId, kind: 'bonus', amount_cents: 50_000 };
    expect((await send(w.accountant, 'POST', `/api/v1/payroll/runs/${id}/earnings`, bonus)).status).toBe(201);
    expect((await act(w.accountant, id, 'calculate')).status).toBe(200);
    const more = await send(w.accountant, 'POST', `/api/v1/payroll/runs/${id}/earnings`, {
      ...bonus,
      amount_cents: 100,
    });
    const earningId = more.body.earnings[1].id;
    expect((await act(w.accountant, id, 'approve')).body.error.code).toBe('payroll_run_not_calculated');
    const badJob = await send(w.accountant, 'PUT', `/api/v1/payroll/runs/${id}/earnings/${earningId}`, {
      ...bonus,
      job_id: w.jobs.one,
    });
    expect(badJob.body.error.message).toBe('A job needs a cost code, and a cost code a job');
    expect(
      (await send(w.accountant, 'DELETE', `/api/v1/payroll/runs/${id}/earnings/${earningId}`)).status,
    ).toBe(200);
    const calc = await act(w.accountant, id, 'calculate');
    // An off-cycle run pays only the bonus: 500.00 at the flat 22 % supplemental rate = 110.00.
    expect(calc.body.checks.map((c: { gross_cents: number }) => c.gross_cents)).toEqual([50_000]);
    const fit = calc.body.checks[0].detail.employeeTaxes.find((x: { code: string }) => x.code === 'fit');
    expect(fit.amountCents).toBe(11_000);
    expect((await act(w.accountant, id, 'approve')).status).toBe(200);
    expect((await act(w.accountant, id, 'return-to-draft')).body.status).toBe('draft');
  });
});

describe('permissions', () => {
  it('lets the accountant and the admin in, the PM not at all, internal support read only', async () => {
    expect((await send(w.admin, 'GET', '/api/v1/payroll/runs')).status).toBe(200);
    expect((await send(w.pm, 'GET', '/api/v1/payroll/runs')).status).toBe(403);
    expect((await newRun(w.pm)).status).toBe(403);
    const list = await send(w.director, 'GET', '/api/v1/payroll/runs');
    expect(list.status).toBe(200);
    expect(list.body.total).toBeGreaterThan(0);
    expect((await newRun(w.director)).status).toBe(403);
    const id = list.body.items[0].id;
    expect((await send(w.director, 'GET', `/api/v1/payroll/runs/${id}`)).status).toBe(200);
    expect((await act(w.director, id, 'calculate')).status).toBe(403);
  });
});
