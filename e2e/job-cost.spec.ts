import { expect, type Page, test } from '@playwright/test';
import { api, expectNoSeriousAxeViolation, signUpWithCompany, uniqueEmail } from './helpers';

/** Pastes tab-separated rows into the grid's first cell, as a spreadsheet would. */
async function pasteInto(page: Page, gridName: string, text: string) {
  await page.getByRole('grid', { name: gridName }).locator('td[data-row="0"][data-col="0"]').click();
  await page.evaluate((rows) => {
    const data = new DataTransfer();
    data.setData('text/plain', rows);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true }),
    );
  }, text);
}

/** Confirms a status action: the page's button, then the dialog's, once no toast covers the header. */
async function confirmAction(page: Page, name: string) {
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await page.getByRole('button', { name, exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name, exact: true }).click();
}

function day(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return d.toLocaleDateString('en-CA');
}

test('job cost: a vendor with expired insurance, a pasted budget, an executed subcontract, one approved and one pending change order, and the summary', async ({
  page,
}) => {
  await signUpWithCompany(page, uniqueEmail('jobcost'));

  // 1. Set-up through the API: a customer, a job and cost codes.
  const customer = await api(page, 'POST', '/api/v1/customers', {
    customer_number: 'C-HARB',
    name: 'Harbor Co',
  });
  const job = await api(page, 'POST', '/api/v1/jobs', {
    customer_id: customer.id,
    project_name: 'Harbor Warehouse',
  });
  for (const [code, description] of [
    ['03-0000', 'Concrete'],
    ['03-1000', 'Formwork'],
    ['03-3000', 'Cast-in-place'],
  ])
    await api(page, 'POST', '/api/v1/cost-codes', { code, description });

  // 2. A vendor added on Vendor Setup with a general liability certificate that expired last week.
  await page.goto('/vendors/setup');
  const form = page.getByRole('form', { name: 'Add Vendor' });
  await form.getByLabel('Vendor ID').fill('v-conc');
  await expect(form.getByText('Vendor ID is available')).toBeVisible();
  await form.getByLabel('Type').selectOption({ label: 'Subcontractor' });
  await form.getByLabel('Vendor Name').fill('Bayside Concrete');
  await form.getByRole('button', { name: 'Save Vendor' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Bayside Concrete' });
  await row.getByRole('link', { name: 'V-CONC' }).click();
  await page.getByRole('button', { name: 'Add Certificate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Certificate' });
  await dialog.getByLabel('Carrier').fill('Hartford');
  await dialog.getByLabel('Policy Number').fill('GL-77');
  await dialog.getByLabel('Effective Date').fill(day(-400));
  await dialog.getByLabel('Expiry Date').fill(day(-5));
  await dialog.getByRole('button', { name: 'Add Certificate' }).click();
  await expect(dialog).toBeHidden();

  // 3. The job's budget, pasted from a spreadsheet on the job page.
  await page.goto(`/jobs/${job.id}`);
  await pasteInto(page, 'Budget lines', '03-1000\tS\tForms\t45,000.00\n03-3000\tS\tConcrete\t90,000.00\n');
  await expect(page.getByTestId('budget-total')).toHaveText('$135,000.00');
  await page.getByRole('button', { name: 'Save Budget' }).click();
  await expect(page.getByText('Budget saved')).toBeVisible();

  // 4. A new subcontract: choosing the vendor shows the compliance warning; the schedule is pasted.
  await page.goto('/subcontracts/setup');
  await expect(page.getByText('No subcontracts or purchase orders found')).toBeVisible();
  await page.getByRole('link', { name: 'New subcontract' }).click();
  await page.getByLabel('Job').selectOption(job.id);
  await page.getByLabel('Vendor').selectOption({ label: 'V-CONC — Bayside Concrete' });
  const warning = page.getByRole('alert').filter({ hasText: 'Compliance warning' });
  await expect(warning).toContainText('Bayside Concrete is not compliant');
  await expect(warning).toContainText(`General liability insurance expired on ${day(-5)}`);
  await page.getByLabel('Description').fill('Foundations');
  await expect(page.getByLabel('Retainage %')).toHaveValue('10.00');
  await pasteInto(page, 'Schedule of values', '03-1000\tS\tForms\t40,000.00\n03-3000\tS\tSlab\t85,000.50\n');
  await page.getByRole('button', { name: 'Save subcontract' }).click();
  await expect(page.getByRole('heading', { name: `${job.project_number}-SC-01` })).toBeVisible();
  await expect(page.getByTestId('total-original_cents')).toHaveText('$125,000.50');

  // 5. Issued, then executed (each confirmed); an executed commitment offers Close and Void.
  await confirmAction(page, 'Issue');
  await expect(page.getByText('Issued', { exact: true })).toBeVisible();
  await confirmAction(page, 'Execute');
  await expect(page.getByText('Executed', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close', exact: true })).toBeVisible();
  await expect(
    page.getByText('Once executed, amounts change only through vendor change orders'),
  ).toBeVisible();
  await expectNoSeriousAxeViolation(page);

  // 6. Two change orders by keyboard grid: the first approved, the second left pending.
  for (const [description, rows] of [
    ['Thicker slab', '2\t\t\tThicker slab\t5,000\n1\t\t\tLess forms\t-1,000.25\n'],
    ['Winter protection', '1\t\t\tHeaters\t2,500\n'],
  ] as const) {
    await page.getByRole('link', { name: 'New change order' }).click();
    await page.getByLabel('Description').fill(description);
    await pasteInto(page, 'Change order lines', rows);
    await page.getByRole('button', { name: 'Save change order' }).click();
    await expect(page.getByRole('heading', { name: /CO-0\d$/ })).toBeVisible();
    if (description === 'Thicker slab') {
      await confirmAction(page, 'Approve');
      await expect(page.getByText('Approved', { exact: true })).toBeVisible();
    }
    await page.getByRole('link', { name: /SC-01/ }).first().click();
  }
  await expect(page.getByTestId('total-approved_changes_cents')).toHaveText('$3,999.75');
  await expect(page.getByTestId('total-revised_cents')).toHaveText('$129,000.25');
  await expect(page.getByTestId('total-pending_changes_cents')).toHaveText('$2,500.00');
  await expect(page.getByTestId('total-remaining_cents')).toHaveText('$129,000.25');

  // 7. The change order list and the dashboard badge count the pending one.
  await page.goto('/change-orders/vendor');
  await page.getByLabel('Status').selectOption('pending');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row').nth(1)).toContainText('Winter protection');
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Change Orders' }).nth(1).getByTestId('tile-badge')).toHaveText(
    '1',
  );

  // 8. The job page's cost summary: budget against committed, pending apart.
  await page.goto(`/jobs/${job.id}`);
  const summary = page.getByRole('table', { name: 'Job cost summary' });
  const totals = summary.locator('tfoot tr');
  await expect(totals).toContainText('$135,000.00');
  await expect(totals).toContainText('$129,000.25');
  await expect(totals).toContainText('$2,500.00');
  const slab = summary.locator('tbody tr').filter({ hasText: '03-3000' });
  await expect(slab).toContainText('$90,000.00');
  await expect(slab).toContainText('$90,000.50');
});
