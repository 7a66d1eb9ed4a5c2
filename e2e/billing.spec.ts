import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signUpWithCompany, uniqueEmail } from './helpers';

/** A JSON call of the product API as the signed-in person (the session supabase-js keeps). */
async function api(page: Page, method: string, path: string, body?: unknown) {
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'));
    return key ? (JSON.parse(localStorage.getItem(key) ?? '{}').access_token as string) : '';
  });
  const res = await page.request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${token}` },
    data: body,
  });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return res.json();
}

test('a first application typed as percentages, its PDF, submitted, returned to draft, submitted again and approved', async ({
  page,
}) => {
  await signUpWithCompany(page, uniqueEmail('billing'));
  const customer = await api(page, 'POST', '/api/v1/customers', {
    customer_number: 'C-BIL1',
    name: 'Pier Owner',
  });
  const job = await api(page, 'POST', '/api/v1/jobs', {
    customer_id: customer.id,
    project_name: 'Pier Deck',
  });
  await api(page, 'PUT', `/api/v1/jobs/${job.id}/contract`, {
    original_contract_cents: 10_000_000,
    billing_method: 'progress',
    retainage_work_bps: 1000,
    retainage_stored_bps: 500,
    payment_terms_days: 30,
    lines: [
      { description: 'General conditions', original_cents: 1_000_000 },
      { description: 'Sitework', original_cents: 3_000_000 },
      { description: 'Concrete', original_cents: 6_000_000 },
    ],
  });

  // 1. Billing: New application for the job opens the application.
  await page.goto('/billing');
  await expect(page.getByText('No pay applications found')).toBeVisible();
  await page.getByRole('button', { name: 'New application' }).click();
  await page
    .getByLabel('Job')
    .last()
    .selectOption({ label: `${job.project_number} — Pier Deck` });
  await page.getByRole('button', { name: 'Start application' }).click();
  await expect(page).toHaveURL(/\/billing\/applications\//);
  await expect(page.getByRole('heading', { name: `${job.project_number} · Application 1` })).toBeVisible();

  // 2. E typed as percentages complete: the summary follows as you type.
  const grid = page.getByRole('grid', { name: 'Continuation sheet' });
  await grid.locator('td[data-row="0"][data-column-id="percent"]').click();
  await page.keyboard.type('20');
  await page.keyboard.press('Enter');
  await page.keyboard.type('50');
  await page.keyboard.press('Enter');
  await page.keyboard.type('10');
  await page.keyboard.press('Tab');
  await expect(grid.locator('td[data-row="2"][data-column-id="this-period"]')).toHaveText('$6,000.00');
  await expect(page.locator('[data-line="8"] dd')).toHaveText('$20,700.00');
  await page.getByRole('button', { name: 'Save application' }).click();
  await expect(page.getByText('Application 1 saved')).toBeVisible();

  const axe = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);

  // 3. The PDF downloads.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toBe(`${job.project_number}-pay-app-1.pdf`);

  // 4. Submit and approve, each confirmed; the list shows it approved with its amount due.
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Application 1 submitted')).toBeVisible();
  // Taken back before approval: a draft again, its sheet editable; then submitted again.
  await page.getByRole('button', { name: 'Return to draft' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Return to draft' }).click();
  await expect(page.getByText('Application 1 returned to draft')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save application' })).toBeVisible();
  await expect(page.locator('[data-line="8"] dd')).toHaveText('$20,700.00');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Application 1 submitted').last()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Return to draft' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Approve and post' }).click();
  await expect(page.getByText('Application 1 approved and posted')).toBeVisible();
  await expect(page.getByText('Posted as')).toBeVisible();
  await page.goto('/billing');
  const row = page.getByRole('row').filter({ hasText: 'Application 1' });
  await expect(row).toContainText('Approved');
  await expect(row).toContainText('$20,700.00');
});
