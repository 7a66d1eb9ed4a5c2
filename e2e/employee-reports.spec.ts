import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import {
  addDirectDeposit,
  api,
  expectNoSeriousAxeViolation,
  expectToast,
  hourlyEmployee,
  newWeeklyRun,
  postRun,
  setAchSettings,
  signUpWithCompany,
  uniqueEmail,
} from './helpers';

/**
 * A company pays one employee by direct deposit (an off-cycle bonus run, posted through the API), then
 * reads the employee reports — register, tax liability, W-2 data — and exports them; the parameters
 * are remembered; the run's page makes the direct deposit file after showing its totals and entry hash.
 */
async function postedBonusRun(page: Page) {
  const ana = await hourlyEmployee(page, 'Ana', 'Lopez', '30', 'direct_deposit');
  await addDirectDeposit(page, ana.id, '021000021', '900100200');
  await setAchSettings(page, 'Riverside Builders');
  const year = new Date().getFullYear();
  const run = await newWeeklyRun(page, {
    kind: 'off_cycle',
    period_start: `${year}-01-05`,
    period_end: `${year}-01-11`,
    check_date: `${year}-01-16`,
  });
  await api(page, 'POST', `/api/v1/payroll/runs/${run.id}/earnings`, {
    employee_id: ana.id,
    kind: 'bonus',
    amount_cents: 100_000,
  });
  await postRun(page, run.id);
  return { runId: run.id as string, year };
}

test('the employee reports of a posted run: register, tax liability, W-2 data, exports, remembered', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpWithCompany(page, uniqueEmail('emp-reports'), 'Riverside Builders');
  await page.goto('/employees/reports');
  await expect(page.getByText('No posted payroll in this period')).toBeVisible();
  await page.screenshot({ path: '/tmp/ach-reports-empty.png' });
  const { year } = await postedBonusRun(page);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Employee Reports' })).toBeVisible();
  await page.getByLabel('First check date').fill(`${year}-01-01`);
  await page.getByLabel('Last check date').fill(`${year}-12-31`);
  const register = page.getByRole('table', { name: /Payroll register/ });
  await expect(register.getByRole('row', { name: /Ana Lopez/ })).toContainText('1,000.00');
  await expect(register.getByRole('row', { name: /Total \(1 check\)/ })).toBeVisible();
  await page.screenshot({ path: '/tmp/ach-reports-register.png', fullPage: true });
  await expectNoSeriousAxeViolation(page);

  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await csv).path();
  expect(fs.readFileSync(file, 'utf8')).toContain('Ana Lopez,Direct deposit');

  await page.getByRole('tab', { name: 'Tax liability' }).click();
  await page.getByLabel('Period').selectOption(`${year}-Q1`);
  const liability = page.getByRole('table', { name: /Tax liability/ });
  await expect(liability.getByRole('row', { name: /Wages, tips and other compensation/ })).toContainText(
    '1,000.00',
  );
  await page.screenshot({ path: '/tmp/ach-reports-941.png', fullPage: true });

  await page.getByRole('tab', { name: 'W-2 data' }).click();
  await page.getByLabel('Year').fill(String(year));
  await expect(
    page.getByRole('table', { name: /W-2 data/ }).getByRole('row', { name: /Ana Lopez/ }),
  ).toContainText('1,000.00');
  await page.screenshot({ path: '/tmp/ach-reports-w2.png', fullPage: true });
  await expectNoSeriousAxeViolation(page);

  // The parameters are remembered: the page opens again on the W-2 data of the year.
  await expect
    .poll(
      async () =>
        (await api(page, 'GET', '/api/v1/reports/preferences?report_key=employee-reports')).params?.report,
    )
    .toBe('w2');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'W-2 data' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Year')).toHaveValue(String(year));
});

test('the run’s direct deposit file: preview, totals and entry hash, then the file', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpWithCompany(page, uniqueEmail('ach-file'), 'Riverside Builders');
  const { runId } = await postedBonusRun(page);
  await page.goto(`/payroll/runs/${runId}`);
  await expect(page.getByRole('heading', { name: 'Direct deposit' })).toBeVisible();
  // One credit to 021000021: the hash is its eight digits 02100002.
  await expect(page.getByText('0002100002')).toBeVisible();
  await page.screenshot({ path: '/tmp/ach-panel-preview.png', fullPage: true });
  await page.getByRole('button', { name: 'Create direct deposit file' }).click();
  await expectToast(page, 'Direct deposit file made');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Download PAYROLL-/ }).click();
  const text = fs.readFileSync(await (await download).path(), 'utf8');
  const lines = text.trimEnd().split('\n');
  expect(lines.every((l) => l.length === 94)).toBe(true);
  expect(lines.length % 10).toBe(0);
  expect(lines[2]?.slice(0, 29)).toBe(`622021000021${'900100200'.padEnd(17)}`);
  await page.screenshot({ path: '/tmp/ach-panel-made.png', fullPage: true });
  await expectNoSeriousAxeViolation(page);
});
