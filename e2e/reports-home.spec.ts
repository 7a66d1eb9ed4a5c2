import { expect, test } from '@playwright/test';
import { api, expectNoSeriousAxeViolation, signUpWithCompany, uniqueEmail } from './helpers';

test('the reports home lists the reports by group, finds one, shows the parameters last used, and opens it', async ({
  page,
}) => {
  await signUpWithCompany(page, uniqueEmail('reports-home'), 'Reports Home Builders');
  await page.goto('/reports');
  await expect(page.getByRole('heading', { name: 'Financial Reports', level: 1 })).toBeVisible();
  const main = page.getByRole('main');
  for (const group of ['Financial statements', 'Ledgers', 'Receivables and payables', 'Job reports'])
    await expect(main.getByRole('heading', { name: group })).toBeVisible();
  for (const report of ['Balance Sheet', 'Profit and Loss', 'WIP Schedule', 'Open Retainage by Job'])
    await expect(main.getByRole('link', { name: new RegExp(report) })).toBeVisible();
  await expectNoSeriousAxeViolation(page);

  // Parameters kept on the server for the person show under the report they belong to.
  await api(page, 'PUT', '/api/v1/reports/preferences', {
    report_key: 'balance-sheet',
    params: { as_of: '2026-03-31', compare_to: '2025-12-31' },
  });
  await page.reload();
  await expect(main.getByRole('link', { name: /Balance Sheet/ })).toContainText(
    'Last run: as of 2026-03-31 · compare to 2025-12-31',
  );

  await page.getByLabel('Find a report').fill('aging');
  await expect(main.getByRole('link', { name: /AR Aging/ })).toBeVisible();
  await expect(main.getByRole('link', { name: /AP Aging/ })).toBeVisible();
  await expect(main.getByRole('link', { name: /Balance Sheet/ })).toHaveCount(0);
  await page.getByLabel('Find a report').fill('no such report');
  await expect(main.getByRole('status')).toHaveText('No report matches “no such report”.');

  await page.getByLabel('Find a report').fill('WIP');
  await main.getByRole('link', { name: /WIP Schedule/ }).click();
  await expect(page).toHaveURL(/\/reports\/wip$/);
  await expect(page.getByRole('heading', { name: 'WIP Schedule', level: 1 })).toBeVisible();
  // Breadcrumbs lead back to the reports home.
  await page
    .getByRole('navigation', { name: /breadcrumb/i })
    .getByRole('link', { name: 'Financial Reports' })
    .click();
  await expect(page).toHaveURL(/\/reports$/);
});
