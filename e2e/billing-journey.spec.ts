import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { api, expectNoSeriousAxeViolation, expectToast, signUpWithCompany, uniqueEmail } from './helpers';

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

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

test('billing journey: contract, change order, first application by percentages, PDF, approval, payment, aging', async ({
  page,
}) => {
  await signUpWithCompany(page, uniqueEmail('billing-journey'));
  const customer = await api(page, 'POST', '/api/v1/customers', {
    customer_number: 'C-OWN1',
    name: 'Bayside Owner',
  });
  const job = await api(page, 'POST', '/api/v1/jobs', {
    customer_id: customer.id,
    project_name: 'Bayside Clinic',
  });

  // 1. The contract: $100,000.00, 10 % retainage, three lines pasted.
  await page.goto(`/jobs/${job.id}`);
  await page.getByLabel('Original contract amount').fill('100,000.00');
  await page.getByLabel('Work retainage %').fill('10');
  const schedule = page.getByRole('grid', { name: 'Schedule of values' });
  await schedule.locator('td[data-row="0"][data-col="0"]').click();
  await paste(page, 'General conditions\t\t15,000.00\nSitework\t\t35,000.00\nStructure\t\t50,000.00\n');
  await expect(page.getByTestId('schedule-total')).toHaveText('$100,000.00');
  await page.getByRole('button', { name: 'Save Contract' }).click();
  await expectToast(page, 'Contract saved');

  // 2. A change order adds $5,000.00 to Sitework, approved.
  await page.goto(`/change-orders/customer/new?job=${job.id}`);
  await page.getByLabel('Description', { exact: true }).fill('Extra excavation');
  const lines = page.getByRole('grid', { name: 'Contract lines' });
  await lines.locator('td[data-row="0"][data-col="0"]').click();
  await paste(page, '2\t\t\t5,000.00\n');
  await expect(page.getByTestId('change-order-effect')).toContainText('$105,000.00');
  await page.getByRole('button', { name: 'Save change order' }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expectToast(page, 'Change order approved');

  // 3. The first application, E typed as percentages complete: 20 %, 50 %, 10 % →
  //    E = 3,000 + 20,000 + 5,000 = $28,000.00; retainage 10 % = $2,800.00; due $25,200.00.
  await page.goto('/billing');
  await page.getByRole('button', { name: 'New application' }).click();
  await page
    .getByLabel('Job')
    .last()
    .selectOption({ label: `${job.project_number} — Bayside Clinic` });
  await page.getByRole('button', { name: 'Start application' }).click();
  await expect(page).toHaveURL(/\/billing\/applications\//);
  const sheet = page.getByRole('grid', { name: 'Continuation sheet' });
  await sheet.locator('td[data-row="0"][data-column-id="percent"]').click();
  await page.keyboard.type('20');
  await page.keyboard.press('Enter');
  await page.keyboard.type('50');
  await page.keyboard.press('Enter');
  await page.keyboard.type('10');
  await page.keyboard.press('Tab');
  await expect(page.locator('[data-line="8"] dd')).toHaveText('$25,200.00');
  await page.getByRole('button', { name: 'Save application' }).click();
  await expectToast(page, 'Application 1 saved');

  // 4. The PDF downloads; submitted and approved (posted).
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toBe(`${job.project_number}-pay-app-1.pdf`);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, 'Application 1 submitted');
  // The toaster sits over the header's actions: let the toast close before clicking Approve there.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Approve and post' }).click();
  await expectToast(page, 'Application 1 approved and posted');

  // 5. A payment of $20,000.00 received and applied to it: $5,200.00 stays open.
  await page.goto('/billing/receipts');
  await expect(page.getByText('No payments recorded yet')).toBeVisible();
  await page.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record payment' });
  await dialog.getByLabel('Customer').selectOption({ label: 'C-OWN1 — Bayside Owner' });
  await dialog.getByLabel('Reference').fill('CHK 5521');
  await dialog.getByLabel('Amount').fill('20000');
  await expect(dialog.getByRole('cell', { name: '$25,200.00' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply oldest first' }).click();
  await expect(dialog.getByTestId('applied-total')).toHaveText('$20,000.00');
  await expect(dialog.getByTestId('credit-total')).toHaveText('$0.00');
  await expectNoSeriousAxeViolation(page);
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expectToast(page, 'Payment recorded');
  const receipt = page.getByRole('row').filter({ hasText: 'Bayside Owner' });
  await expect(receipt).toContainText('$20,000.00');
  await expect(receipt).toContainText('CHK 5521');

  // 6. The aging: today it is current; 45 days past its due date it is in 31–60. Retainage apart.
  const [application] = (await api(page, 'GET', `/api/v1/pay-applications?jobId=${job.id}`)).items as {
    due_date: string;
  }[];
  await page.goto('/billing/receivables');
  const balances = page.getByRole('row').filter({ hasText: 'C-OWN1' }).first();
  await expect(balances).toContainText('$25,200.00');
  await expect(balances).toContainText('$2,800.00');
  await expect(balances).toContainText('$20,000.00');
  await expect(balances).toContainText('$5,200.00');
  await page.getByLabel('As of', { exact: true }).fill(addDays(application?.due_date ?? '', 45));
  const aging = page.getByRole('table').last();
  await aging.getByRole('button', { name: 'Bayside Owner' }).click();
  const detail = aging.getByRole('row').filter({ hasText: `${job.project_number} #1` });
  await expect(detail).toContainText('45 days past due');
  const cells = detail.getByRole('cell');
  // Customer, Current, 1–30, 31–60, 61–90, Over 90, Total open, Retainage held, Credits.
  await expect(cells.nth(3)).toHaveText('$5,200.00');
  await expect(cells.nth(6)).toHaveText('$5,200.00');
  await expect(cells.nth(7)).toHaveText('$2,800.00');
  await expectNoSeriousAxeViolation(page);
  // The same aging as CSV, as of the date on the screen.
  const asOf = addDays(application?.due_date ?? '', 45);
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toBe(`ar-aging-${asOf}.csv`);
  const csvLines = fs
    .readFileSync((await csv.path()) ?? '', 'utf8')
    .trim()
    .split('\n');
  expect(csvLines).toEqual([
    'Customer ID,Customer,Current,1-30 days,31-60 days,61-90 days,Over 90 days,Total open,Retainage held,Credits',
    'C-OWN1,Bayside Owner,0,0,5200,0,0,5200,2800,0',
    ',Total,0,0,5200,0,0,5200,2800,0',
  ]);

  // The customer's page shows the same.
  await page.goto(`/customers/${customer.id}`);
  await expect(page.getByText('Open$5,200.00')).toBeVisible();
});
