import { expect, test } from '@playwright/test';
import {
  addEmployee,
  api,
  expectNoSeriousAxeViolation,
  expectToast,
  hourlyEmployee,
  jobWithFormworkBudget,
  money,
  signInAddedIn,
  signUpWithCompany,
  uniqueEmail,
} from './helpers';

test('the accountant runs payroll from approved time, posts it and sees job cost move', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpWithCompany(page, uniqueEmail('payroll-admin'), 'Payroll Run Builders');

  // 1. Set-up through the API: a job with a cost code, two hourly employees, a week of their time
  //    entered, submitted and approved (46 hours for one of them), and an accountant.
  const { job, formwork: code } = await jobWithFormworkBudget(page, {
    customerNumber: 'C-PAYR',
    customerName: 'Dock Owner',
    projectName: 'Dock 4',
  });
  const alex = await hourlyEmployee(page, 'Alex', 'Carpenter', '30.00');
  const blair = await hourlyEmployee(page, 'Blair', 'Mason', '40.00');
  const week = ['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13', '2026-11-14'];
  const ids: string[] = [];
  for (const [employee, days] of [
    [alex.id, week],
    [blair.id, week.slice(0, 5)],
  ] as const) {
    for (const [i, date] of days.entries()) {
      const line = await api(page, 'POST', '/api/v1/time-entries', {
        employee_id: employee,
        work_date: date,
        job_id: job.id,
        cost_code_id: code.id,
        pay_type: 'REG',
        hours: i === 5 ? '6' : '8',
        work_state: 'TX',
      });
      ids.push(...((line.lines ?? [line]) as { id: string }[]).map((l) => l.id));
    }
    await api(page, 'POST', '/api/v1/time-entries/submit', {
      employee_id: employee,
      week_start: '2026-11-09',
    });
  }
  await api(page, 'POST', '/api/v1/time-entries/approve', { ids });
  const accountant = await addEmployee(page, 'Ada', 'Ledger', 'accountant');

  // 2. The accountant signs in and opens Payroll.
  const { context, page: acc } = await signInAddedIn(browser, accountant.email, accountant.password);
  await acc.goto('/payroll');
  await expect(acc.getByRole('heading', { name: 'Payroll', exact: true })).toBeVisible();
  await expect(acc.getByText('No payroll runs yet')).toBeVisible();
  await expect(acc.getByRole('link', { name: 'Tax parameters' })).toBeVisible();
  await expectNoSeriousAxeViolation(acc);

  // 3. A new weekly run for the week, paid on the Friday after.
  await acc.getByRole('button', { name: 'New run' }).click();
  await acc.getByLabel('Period start').fill('2026-11-09');
  await acc.getByLabel('Period end').fill('2026-11-15');
  await acc.getByLabel('Check date').fill('2026-11-20');
  await acc.getByLabel('Memo').fill('Week 46');
  await acc.getByRole('button', { name: 'Create run' }).click();
  await expect(acc).toHaveURL(/\/payroll\/runs\/[0-9a-f-]+$/);
  await expect(acc.getByRole('heading', { name: 'Payroll run 1' })).toBeVisible();

  // 4. Calculate: a check per employee; Alex's 46 hours show their overtime.
  await acc.getByRole('button', { name: 'Calculate' }).click();
  await expectToast(acc, 'Run calculated');
  const checks = acc.getByRole('table').first();
  await expect(checks.getByRole('row', { name: /Alex Carpenter/ })).toContainText('46.00');
  await expect(checks.getByRole('row', { name: /Alex Carpenter/ })).toContainText('$1,470.00');
  await expect(checks.getByRole('row', { name: /Blair Mason/ })).toContainText('$1,600.00');
  await acc.getByRole('button', { name: 'Show the detail of Alex Carpenter' }).click();
  await expect(acc.getByRole('region', { name: 'Earnings of Alex Carpenter' })).toContainText('OT');
  await expect(acc.getByRole('region', { name: 'Taxes and deductions of Alex Carpenter' })).toContainText(
    'Net pay',
  );
  await expectNoSeriousAxeViolation(acc);
  await acc.screenshot({ path: '/tmp/runs-e2e-calculated.png', fullPage: true });

  // 5. Approve, then post one entry.
  await acc.getByRole('button', { name: 'Approve' }).click();
  await acc.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expectToast(acc, 'Run approved');
  await acc.getByRole('button', { name: 'Post' }).click();
  await acc.getByRole('alertdialog').getByRole('button', { name: 'Post' }).click();
  await expectToast(acc, 'Run posted');
  await expect(acc.getByText('Posted', { exact: true }).first()).toBeVisible();
  await acc.screenshot({ path: '/tmp/runs-e2e-posted.png', fullPage: true });

  // 6. Job cost moved: the job's 03-1000 shows the run's wages and burden (everyone worked on it).
  const run = await api(acc, 'GET', `/api/v1/payroll/runs/${acc.url().split('/').at(-1)}`);
  expect(run.status).toBe('posted');
  await acc.goto(`/jobs/${job.id}`);
  const summary = acc.getByRole('table', { name: 'Job cost summary' });
  await expect(summary.locator('tbody tr').filter({ hasText: '03-1000' })).toContainText(
    money(run.gross_cents + run.burden_cents),
  );
  await acc.screenshot({ path: '/tmp/runs-e2e-job-cost.png', fullPage: true });

  // The runs list shows it posted, with its totals.
  await acc.goto('/payroll');
  const listed = acc.getByRole('row', { name: /Run 1/ });
  await expect(listed).toContainText('Posted');
  await expect(listed).toContainText(money(run.net_cents));
  await acc.screenshot({ path: '/tmp/runs-e2e-list.png', fullPage: true });

  // 7. The liabilities the run left.
  await acc.goto('/payroll/liabilities');
  await acc.getByLabel('From', { exact: true }).fill('2026-11-01');
  await acc.getByLabel('To', { exact: true }).fill('2026-11-30');
  await expect(acc.getByRole('cell', { name: money(run.net_cents) })).toBeVisible();
  await acc.screenshot({ path: '/tmp/runs-e2e-liabilities.png', fullPage: true });

  // 8. An off-cycle bonus keyed in the earnings grid: 250.00 at the flat 22 % = 55.00 withheld.
  await acc.goto('/payroll');
  await acc.getByRole('button', { name: 'New run' }).click();
  await acc.getByLabel('Kind').selectOption('off_cycle');
  await acc.getByLabel('Period start').fill('2026-11-16');
  await acc.getByLabel('Period end').fill('2026-11-22');
  await acc.getByLabel('Check date').fill('2026-11-24');
  await acc.getByRole('button', { name: 'Create run' }).click();
  await expect(acc.getByRole('heading', { name: 'Payroll run 2' })).toBeVisible();
  const earnings = acc.getByRole('grid', { name: 'Other earnings' });
  await earnings.locator('td[data-row="0"][data-col="0"]').click();
  await acc.keyboard.type('Alex');
  await acc.keyboard.press('Tab');
  await acc.keyboard.type('bonus');
  await acc.keyboard.press('Tab');
  await acc.keyboard.type('250.00');
  await acc.keyboard.press('Tab');
  await expect(earnings.locator('td[data-row="0"][data-col="0"]')).toContainText('Alex Carpenter');
  await acc.getByRole('button', { name: 'Save earnings' }).click();
  await expectToast(acc, 'Earnings saved');
  await acc.getByRole('button', { name: 'Calculate' }).click();
  await expectToast(acc, 'Run calculated');
  await expect(acc.getByRole('row', { name: /Alex Carpenter/ }).first()).toContainText('$250.00');
  await acc.getByRole('button', { name: 'Show the detail of Alex Carpenter' }).click();
  await expect(acc.getByRole('region', { name: 'Taxes and deductions of Alex Carpenter' })).toContainText(
    '-$55.00',
  );
  await acc.screenshot({ path: '/tmp/runs-e2e-bonus.png', fullPage: true });
  await context.close();

  // 9. Alex, a field employee, sees only their own pay stub at /payroll.
  const { context: own, page: field } = await signInAddedIn(browser, alex.email, alex.password, 390, 844);
  await field.goto('/payroll');
  await expect(field.getByRole('heading', { name: 'My Pay Stubs' })).toBeVisible();
  const alexCheck = (run.checks as { employee_name: string; net_cents: number }[]).find((c) =>
    c.employee_name.startsWith('Alex'),
  );
  await expect(field.getByRole('row').filter({ hasText: '2026-11-20' })).toContainText(
    money(alexCheck?.net_cents ?? 0),
  );
  await expect(field.getByRole('row')).toHaveCount(2);
  await expect(field.getByRole('button', { name: 'New run' })).toHaveCount(0);
  await expectNoSeriousAxeViolation(field);
  await field.screenshot({ path: '/tmp/runs-e2e-my-stubs.png', fullPage: true });
  await own.close();
});
