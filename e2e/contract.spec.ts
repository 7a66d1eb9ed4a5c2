import { expect, type Page, test } from '@playwright/test';
import { api, expectNoSeriousAxeViolation, signUpWithCompany, uniqueEmail } from './helpers';

/** Pastes tab-separated rows into the active grid cell, as a spreadsheet's copy does. */
async function paste(page: Page, text: string) {
  await page.evaluate((data) => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', data);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true }),
    );
  }, text);
}

test('a contract entered with a pasted schedule, a customer change order approved, the contract to date', async ({
  page,
}) => {
  await signUpWithCompany(page, uniqueEmail('contract'));
  const customer = await api(page, 'POST', '/api/v1/customers', {
    customer_number: 'C-CON1',
    name: 'Harbor Co',
  });
  const job = await api(page, 'POST', '/api/v1/jobs', {
    customer_id: customer.id,
    project_name: 'Harbor Pier',
  });

  // 1. The job page: no contract yet; the sum typed, the schedule pasted from a spreadsheet.
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByText('No contract yet')).toBeVisible();
  await page.getByLabel('Original contract amount').fill('100,000.00');
  await page.getByLabel('Work retainage %').fill('10');
  const grid = page.getByRole('grid', { name: 'Schedule of values' });
  await grid.locator('td[data-row="0"][data-col="0"]').click();
  await paste(page, 'General conditions\t\t15,000.00\nSitework\t\t35,000\nStructure\t\t45,000.00\n');
  await expect(page.getByTestId('schedule-total')).toHaveText('$95,000.00');
  await expect(page.getByText('short by $5,000.00')).toBeVisible();
  await page.getByRole('button', { name: 'Save Contract' }).click();
  await expect(
    page.getByText('The schedule of values totals $95,000.00 but the contract sum is $100,000.00').first(),
  ).toBeVisible();
  await grid.locator('td[data-row="2"][data-col="2"]').click();
  await paste(page, '50,000.00');
  await expect(page.getByTestId('schedule-total')).toHaveText('$100,000.00');
  await page.getByRole('button', { name: 'Save Contract' }).click();
  await expect(page.getByText('Contract saved')).toBeVisible();
  const figures = page.getByTestId('contract-figures');
  await expect(figures).toContainText('Contract to date$100,000.00');

  // 2. A customer change order: line 2 up, a new line; its effect is shown before saving.
  await page.goto(`/change-orders/customer/new?job=${job.id}`);
  await page.getByLabel('Description', { exact: true }).fill('Extra piles and a canopy');
  await page.getByLabel('Customer reference').fill('Owner CO 1');
  const lines = page.getByRole('grid', { name: 'Contract lines' });
  await lines.locator('td[data-row="0"][data-col="0"]').click();
  await paste(page, '2\t\t\t5,000.00\nNew\tCanopy\t\t2,500.00\n');
  await expect(page.getByTestId('change-order-effect')).toHaveText(
    'Contract sum to date $100,000.00 → $107,500.00 (net change $7,500.00)',
  );
  await page.getByRole('button', { name: 'Save change order' }).click();
  await expect(page.getByRole('heading', { name: `${job.project_number} CCO-01` })).toBeVisible();
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();

  // 3. Pending is projected only; approval puts it in the contract.
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Change order approved')).toBeVisible();
  await expect(page.getByText('New — added as line 4')).toBeVisible();

  await page.goto(`/jobs/${job.id}`);
  await expect(figures).toContainText('Approved changes$7,500.00');
  await expect(figures).toContainText('Contract to date$107,500.00');
  await expect(grid.locator('td[data-row="3"][data-col="0"]')).toHaveText('Canopy');
  await expectNoSeriousAxeViolation(page);

  await page.goto('/change-orders/customer');
  await expect(page.getByRole('link', { name: /CCO-01 Extra piles and a canopy/ })).toBeVisible();
  await expectNoSeriousAxeViolation(page);
});
