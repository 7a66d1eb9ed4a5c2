import { expect, type Page, test } from '@playwright/test';
import {
  api,
  expectNoSeriousAxeViolation,
  expectToast,
  jobWithFormworkBudget,
  money,
  setUpHourlyPay,
  signUpWithCompany,
  uniqueEmail,
} from './helpers';

/**
 * Prevailing wage in a payroll run (issue 22, items 3–4): a worker paid under the wage determination
 * blocks the run, the one-click fix pays the difference as cash in lieu, and the run is approved.
 * The API sets up what is not the subject (the certified job, its determination, the approved week).
 */

const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (date: string, days: number) =>
  iso(new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000));

/** The Monday and Sunday of the last week that has ended (the company's workweek starts Monday). */
function lastCompletedWeek(): { monday: string; sunday: string } {
  const today = iso(new Date());
  const dow = new Date(`${today}T00:00:00Z`).getUTCDay();
  const thisMonday = addDays(today, -((dow + 6) % 7));
  return { monday: addDays(thisMonday, -7), sunday: addDays(thisMonday, -1) };
}

async function underpaidWeek(page: Page, monday: string, sunday: string) {
  const { job, formwork } = await jobWithFormworkBudget(page, {
    customerNumber: 'C-FEDL',
    customerName: 'General Services Administration',
    projectName: 'Federal Courthouse',
  });
  await api(page, 'PUT', `/api/v1/certified/jobs/${job.id}`, {
    wage_law: 'davis_bacon',
    awarding_agency: 'GSA',
    contract_number: 'GS-2026-04',
  });
  const wd = await api(page, 'POST', `/api/v1/certified/jobs/${job.id}/determinations`, {
    wd_number: 'CA20260012',
    modification: 0,
    modification_date: addDays(monday, -14),
    effective_from: addDays(monday, -7),
  });
  const electrician = await api(page, 'POST', `/api/v1/certified/determinations/${wd.id}/classes`, {
    classification: 'Electrician',
    basic_rate: '22.00',
    fringe_rate: '5.00',
  });
  const added = await api(page, 'POST', '/api/v1/employees', {
    first_name: 'Ana',
    last_name: 'Lopez',
    email: uniqueEmail('ana.lopez'),
    role: 'field_employee',
  });
  const anaId = added.employee.id as string;
  // 20.00 an hour: 2.00 under the basic rate; no fringe plan, so the 5.00 fringe is paid as cash in lieu.
  await setUpHourlyPay(page, anaId, '20');
  const ids: string[] = [];
  for (let day = 0; day < 5; day++) {
    const line = await api(page, 'POST', '/api/v1/time-entries', {
      employee_id: anaId,
      work_date: addDays(monday, day),
      job_id: job.id,
      cost_code_id: formwork.id,
      wage_class_id: electrician.id,
      pay_type: 'REG',
      hours: '8',
      work_state: 'TX',
    });
    ids.push(...((line.lines ?? [line]) as { id: string }[]).map((l) => l.id));
  }
  await api(page, 'POST', '/api/v1/time-entries/submit', { employee_id: anaId, week_start: monday });
  await api(page, 'POST', '/api/v1/time-entries/approve', { ids });
  const cash = (await api(page, 'GET', '/api/v1/payroll/cash-accounts')).items[0].id as string;
  const run = await api(page, 'POST', '/api/v1/payroll/runs', {
    kind: 'regular',
    pay_frequency: 'weekly',
    period_start: monday,
    period_end: sunday,
    check_date: addDays(sunday, 5),
    cash_account_id: cash,
  });
  return { job, runId: run.id as string };
}

test('a worker paid under the wage determination blocks the run; the fix pays the difference', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpWithCompany(page, uniqueEmail('cp-rules'), 'Courthouse Electric');
  const { monday, sunday } = lastCompletedWeek();
  const { job, runId } = await underpaidWeek(page, monday, sunday);

  await page.goto(`/payroll/runs/${runId}`);
  await expect(page.getByRole('heading', { name: 'Payroll run 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expectToast(page, 'Run calculated');
  // 40 h: cash 20.00 + cash in lieu 5.00 = 25.00 per hour against 22.00 + 5.00 = 27.00 → 80.00 short.
  const message = `Week ending ${sunday}, job ${job.project_number}, A. Lopez (Electrician): 25.00 + 0.00 = 25.00 per hour, required 27.00 (22.00 + 5.00)`;
  const alert = page.getByRole('alert').filter({ hasText: 'paid below the wage determination' });
  await expect(alert).toContainText(message);
  await expect(page.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await expectNoSeriousAxeViolation(page);
  await page.screenshot({ path: '/tmp/cprules-1-blocked.png', fullPage: true });
  // The server refuses it too, with the message.
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'));
    return key ? (JSON.parse(localStorage.getItem(key) ?? '{}').access_token as string) : '';
  });
  const refused = await page.request.post(`/api/v1/payroll/runs/${runId}/approve`, {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).error.message).toContain(message);

  await page.getByRole('button', { name: 'Pay the difference as cash in lieu' }).click();
  await expectToast(page, 'The differences are paid as cash in lieu');
  await expect(alert).toHaveCount(0);
  await expect(page.getByText('Cash in lieu added to this run')).toBeVisible();
  await expect(page.getByText(money(8_000), { exact: true })).toBeVisible();
  // Gross: 40 × 20.00 = 800.00 + 40 × 5.00 = 200.00 automatic + 80.00 fix = 1,080.00.
  const row = page
    .getByRole('table')
    .first()
    .getByRole('row', { name: /Ana Lopez/ });
  await expect(row).toContainText(money(108_000));
  await page.screenshot({ path: '/tmp/cprules-2-fixed.png', fullPage: true });
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expectToast(page, 'Run approved');
});
