import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeePayProfiles } from '../src/db/schema/index.ts';
import { call } from './helpers/org-users.ts';
import { setAchSettings } from './helpers/payroll-reports-fixture.ts';
import { goldenWeek, payrollWorld, type TPayrollWorld } from './helpers/payroll-runs-fixture.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/*
 * The employee reports and the direct deposit file over a run made through the real flow (time
 * approved, the payroll engine, calculate → approve → post of the payroll-runs module, bank accounts
 * through the pay setup API): whatever the engine computes, the reports must add up to the run's own
 * totals and the file must pay exactly the direct deposit checks' net.
 */

let t: TestApp;
let w: TPayrollWorld;
let runId: string;
// biome-ignore lint/suspicious/noExplicitAny: the run's JSON is asserted on
let run: any;

const send = async (method: string, path: string, body?: unknown) => {
  const res = await call(t, w.admin.token, method, path, body);
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};

beforeAll(async () => {
  t = await createTestApp();
  w = await payrollWorld(t, 'admin@real-flow.co');
  await goldenWeek(t, w);
  await setAchSettings(t, w.admin.organizationId);
  for (const [worker, routing, account] of [
    [w.alex, '021000021', '900100200'],
    [w.blair, '121000248', '800300400'],
  ] as const) {
    await t.db
      .update(employeePayProfiles)
      .set({ paymentMethod: 'direct_deposit' })
      .where(eq(employeePayProfiles.employeeId, worker.employeeId));
    await send('POST', `/api/v1/employee-pay/${worker.employeeId}/bank-accounts`, {
      routing_number: routing,
      account_number: account,
      account_type: 'checking',
      split_method: 'remainder',
      prenote_status: 'verified',
    });
  }
  const created = await send('POST', '/api/v1/payroll/runs', {
    kind: 'regular',
    pay_frequency: 'weekly',
    period_start: '2026-03-09',
    period_end: '2026-03-15',
    check_date: '2026-03-20',
    cash_account_id: w.cashAccountId,
  });
  runId = created.id;
  await send('POST', `/api/v1/payroll/runs/${runId}/calculate`, {});
  await send('POST', `/api/v1/payroll/runs/${runId}/approve`, {});
  await send('POST', `/api/v1/payroll/runs/${runId}/post`, {});
  run = await send('GET', `/api/v1/payroll/runs/${runId}`);
});
afterAll(() => t.close());

describe('reports over a run posted through the real flow', () => {
  it('the register adds up to the run’s totals', async () => {
    expect(run.status).toBe('posted');
    const register = await send('GET', `/api/v1/payroll/reports/register?run_id=${runId}`);
    expect(register.rows).toHaveLength(2);
    const t1 = register.totals;
    expect(t1.gross_cents).toBe(run.gross_cents);
    expect(t1.net_cents).toBe(run.net_cents);
    expect(t1.deductions_cents).toBe(run.deductions_cents);
    expect(t1.employer_taxes_cents).toBe(run.employer_taxes_cents);
    expect(
      t1.federal_income_tax_cents +
        t1.social_security_cents +
        t1.medicare_cents +
        t1.state_income_tax_cents +
        t1.other_taxes_cents,
    ).toBe(run.employee_taxes_cents);
    // 46 + 40 hours.
    expect(t1.hours).toBe('86.00');
  });

  it('labor by job puts every wage dollar on a job and cost code, with the overtime premium', async () => {
    const labor = await send('GET', '/api/v1/payroll/reports/labor-by-job?from=2026-03-01&to=2026-03-31');
    expect(labor.totals.wages_cents).toBe(run.gross_cents);
    expect(labor.rows.every((r: { job_id: string | null }) => r.job_id !== null)).toBe(true);
    // Alex worked 46 hours in the week: 6 of them are overtime, wherever the rule put them.
    expect(labor.totals.ot_hours).toBe('6.00');
    expect(labor.totals.reg_hours).toBe('80.00');
    expect(labor.totals.premium_cents).toBeGreaterThan(0);
    expect(labor.totals.employer_taxes_cents).toBe(run.employer_taxes_cents);
  });

  it('the 941 lines agree with the register', async () => {
    const register = await send('GET', `/api/v1/payroll/reports/register?run_id=${runId}`);
    const liability = await send('GET', '/api/v1/payroll/reports/tax-liability?period=2026-Q1');
    expect(liability.form941.line3_income_tax_cents).toBe(register.totals.federal_income_tax_cents);
    // Σ of Social Security and Medicare actually withheld and owed by the employer (the same shares at
    // these wages, no Additional Medicare) = 5e + line 7 (fractions of cents).
    const ficaWithheld = register.totals.social_security_cents + register.totals.medicare_cents;
    expect(liability.form941.line5e_cents + liability.form941.line7_cents).toBe(ficaWithheld * 2);
    expect(liability.months.find((m: { month: string }) => m.month === '2026-03').liability_cents).toBe(
      liability.form941.line10_cents,
    );
  });

  it('the direct deposit file pays exactly the checks’ net', async () => {
    const preview = await send(
      'GET',
      `/api/v1/payroll/runs/${runId}/ach-files/preview?effective_date=2027-07-02`,
    );
    expect(preview.is_ready).toBe(true);
    expect(preview.total_credit_cents).toBe(run.net_cents);
    // 02100002 + 12100024 = 14,200,026.
    expect(preview.entry_hash).toBe('0014200026');
    const file = await send('POST', `/api/v1/payroll/runs/${runId}/ach-files`, {
      effective_date: '2027-07-02',
    });
    expect(file.total_credit_cents).toBe(run.net_cents);
    const text = await (
      await t.request(`/api/v1/payroll/ach-files/${file.id}/download`, { token: w.admin.token })
    ).text();
    const entries = text.split('\n').filter((l) => l.startsWith('6'));
    expect(entries.map((l) => l.slice(12, 29).trim()).sort()).toEqual(['800300400', '900100200']);
    expect(entries.reduce((s, l) => s + Number(l.slice(29, 39)), 0)).toBe(run.net_cents);
  });
});
