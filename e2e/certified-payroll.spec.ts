import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { underpaidWeek } from './certified-helpers';
import {
  api,
  expectNoSeriousAxeViolation,
  expectToast,
  lastCompletedWeek,
  money,
  signUpWithCompany,
  uniqueEmail,
} from './helpers';

/**
 * Certified payroll end to end (issue 22, item 9): a worker paid under the wage determination blocks
 * the run; the fix pays the difference as cash in lieu; the run is posted; the week's WH-347 is made,
 * reviewed, signed by the certifying officer and downloaded. The API sets up what is not the subject
 * (the certified job, its determination, the officer, the approved week).
 */

test('an underpaid run is fixed and posted; its WH-347 is made, signed by the officer and downloaded', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpWithCompany(page, uniqueEmail('wh347'), 'Courthouse Electric');
  // Before any prevailing-wage job: the empty state says where to start.
  await page.goto('/certified-payroll');
  await expect(page.getByText('No prevailing-wage jobs yet')).toBeVisible();
  await page.screenshot({ path: '/tmp/wh347-e2e-0-empty.png' });
  const { monday, sunday } = lastCompletedWeek();
  const { job, runId } = await underpaidWeek(page, { monday, sunday });
  const me = await api(page, 'GET', '/api/v1/me');
  await api(page, 'POST', '/api/v1/certified/officers', { user_id: me.profile.id, title: 'President' });

  // 1. The run: blocked, fixed with cash in lieu, approved and posted.
  await page.goto(`/payroll/runs/${runId}`);
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expectToast(page, 'Run calculated');
  await expect(
    page.getByRole('alert').filter({ hasText: 'paid below the wage determination' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await page.screenshot({ path: '/tmp/wh347-e2e-1-blocked.png', fullPage: true });
  await page.getByRole('button', { name: 'Pay the difference as cash in lieu' }).click();
  await expectToast(page, 'The differences are paid as cash in lieu');
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expectToast(page, 'Run approved');
  await page.getByRole('button', { name: 'Post' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Post' }).click();
  await expectToast(page, 'Run posted');

  // 2. The week on /certified-payroll, missing its report; made from the posted run.
  await page.goto('/certified-payroll');
  const card = page
    .locator('[data-slot="card"]')
    .filter({ hasText: `${job.project_number} · Federal Courthouse` });
  await expect(card.getByText('1 week missing a report')).toBeVisible();
  await expect(card.getByRole('row', { name: new RegExp(sunday) })).toContainText('Missing');
  await expectNoSeriousAxeViolation(page);
  await page.screenshot({ path: '/tmp/wh347-e2e-2-weeks.png', fullPage: true });
  await card.getByRole('button', { name: `Make week ending ${sunday}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Week ending')).toHaveValue(sunday);
  await dialog.getByRole('button', { name: 'Make report' }).click();
  await expectToast(page, 'Payroll 1 made');
  await expect(page.getByRole('heading', { name: 'WH-347 payroll 1' })).toBeVisible();

  // 40 h × 20.00 = 800.00 cash; cash in lieu 40 × 5.00 = 200.00 + the fix 80.00 = 280.00 → 7.00 an hour
  // (6C); gross on the project 1,080.00.
  const rows = page.getByRole('table', { name: 'WH-347 rows' });
  const ana = rows.getByRole('row', { name: /Ana Lopez/ });
  await expect(ana).toContainText('Electrician');
  await expect(ana).toContainText('20.00');
  await expect(ana).toContainText('7.00');
  await expect(ana).toContainText(money(108_000));
  await expectNoSeriousAxeViolation(page);
  await page.screenshot({ path: '/tmp/wh347-e2e-3-draft.png', fullPage: true });

  // 3. Review, sign by the certifying officer (typed name), download.
  await page.getByRole('button', { name: 'Mark reviewed' }).click();
  await expectToast(page, 'Marked reviewed');
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await page.getByRole('dialog').getByLabel('Your name, typed as your signature').fill('Pat Builder');
  await page.getByRole('dialog').getByRole('button', { name: 'Sign report' }).click();
  await expectToast(page, 'Report signed');
  await expect(page.getByText('Signed electronically by')).toContainText('Pat Builder, President');
  await expect(page.getByRole('button', { name: 'Mark reviewed' })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/wh347-e2e-4-signed.png', fullPage: true });

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`WH-347-${job.project_number}-payroll-1.pdf`);
  const saved = await download.path();
  expect(fs.readFileSync(saved).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The week is no longer missing.
  await page.goto('/certified-payroll');
  await expect(card.getByText('Every week reported')).toBeVisible();
  await expect(card.getByRole('row', { name: new RegExp(sunday) })).toContainText('Signed');
});
