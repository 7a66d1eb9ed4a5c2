import { expect, test } from '@playwright/test';
import { underpaidWeek } from './certified-helpers';
import {
  apiResponse,
  expectNoSeriousAxeViolation,
  expectToast,
  lastCompletedWeek,
  money,
  signUpWithCompany,
  uniqueEmail,
} from './helpers';

/**
 * Prevailing wage in a payroll run (issue 22, items 3–4): a worker paid under the wage determination
 * blocks the run, the one-click fix pays the difference as cash in lieu, and the run is approved.
 * The API sets up what is not the subject (the certified job, its determination, the approved week).
 */

test('a worker paid under the wage determination blocks the run; the fix pays the difference', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpWithCompany(page, uniqueEmail('cp-rules'), 'Courthouse Electric');
  const { monday, sunday } = lastCompletedWeek();
  const { job, runId } = await underpaidWeek(page, { monday, sunday });

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
  const refused = await apiResponse(page, 'POST', `/api/v1/payroll/runs/${runId}/approve`, {});
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
