import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { api, PASSWORD, signIn, signUpWithCompany, uniqueEmail } from './helpers';

/** A one-page PDF with the vendor's invoice on it (hand-written objects, offsets computed). */
function invoicePdf(): Buffer {
  const text = 'BT /F1 20 Tf 72 720 Td (APEX DRYWALL INVOICE APX-1042) Tj 0 -30 Td (Total 17,345.67) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Confirms an action: the page's button, then the dialog's, once no toast covers them. */
async function confirmAction(page: Page, name: string) {
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await page.getByRole('button', { name, exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name, exact: true }).click();
}

test('an invoice against a subcontract is entered with its PDF beside it, approved by the project manager and posted', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpWithCompany(page, uniqueEmail('ap-admin'), 'Apex Test Builders');

  // 1. Set-up through the API: a job, cost codes, a compliant vendor, an issued subcontract, a project manager.
  const customer = await api(page, 'POST', '/api/v1/customers', {
    customer_number: 'C-MILL',
    name: 'Mill Owner',
  });
  const job = await api(page, 'POST', '/api/v1/jobs', {
    customer_id: customer.id,
    project_name: 'Mill Lofts',
  });
  const codes: Record<string, string> = {};
  for (const [code, description] of [
    ['09-0000', 'Finishes'],
    ['09-2000', 'Drywall'],
    ['09-9000', 'Painting'],
  ] as const)
    codes[code] = (await api(page, 'POST', '/api/v1/cost-codes', { code, description })).id;
  const categories = (await api(page, 'GET', '/api/v1/cost-categories')).items as {
    id: string;
    code: string;
  }[];
  const subcontractCategory = categories.find((c) => c.code === 'S')?.id;
  const vendor = await api(page, 'POST', '/api/v1/vendors', {
    vendor_number: 'V-APEX',
    name: 'Apex Drywall',
    vendor_type: 'subcontractor',
    payment_terms_days: 30,
  });
  await api(page, 'POST', `/api/v1/vendors/${vendor.id}/certificates`, {
    kind: 'general_liability',
    carrier: 'Hartford',
    policy_number: 'GL-1',
    effective_date: '2026-01-01',
    expiry_date: '2099-12-31',
  });
  await api(page, 'PATCH', `/api/v1/vendors/${vendor.id}`, { w9_received_on: '2026-01-05' });
  const subcontract = await api(page, 'POST', '/api/v1/commitments', {
    kind: 'subcontract',
    job_id: job.id,
    vendor_id: vendor.id,
    description: 'Drywall and paint',
    retainage_bps: 1000,
    lines: [
      {
        cost_code_id: codes['09-2000'],
        cost_category_id: subcontractCategory,
        description: 'Hang and tape',
        amount_cents: 4_000_000,
      },
      {
        cost_code_id: codes['09-9000'],
        cost_category_id: subcontractCategory,
        description: 'Paint',
        amount_cents: 2_000_000,
      },
    ],
  });
  await api(page, 'POST', `/api/v1/commitments/${subcontract.id}/issue`);
  const pmEmail = uniqueEmail('ap-pm');
  const added = await api(page, 'POST', '/api/v1/employees', {
    first_name: 'Pat',
    last_name: 'Manager',
    email: pmEmail,
    role: 'project_manager',
  });

  // 2. The job gets its project manager; the company has invoices approved by project managers.
  await page.goto(`/jobs/${job.id}`);
  const jobForm = page.getByRole('form', { name: 'Edit Job' });
  await jobForm.getByLabel('Project Manager').selectOption({ label: 'Pat Manager' });
  await jobForm.getByRole('button', { name: /Save/ }).click();
  await expect(page.getByText('Job updated successfully')).toBeVisible();
  await page.goto('/settings/company/business');
  const payables = page.getByRole('form', { name: 'Payables Settings' });
  await payables
    .getByLabel('Vendor invoices are approved by')
    .selectOption({ label: "The job's project manager" });
  await payables.getByRole('button', { name: 'Save Payables Settings' }).click();
  await expect(page.getByText('Business settings updated successfully')).toBeVisible();

  // 3. Enter Invoice: vendor (compliance shown), number checked as typed, the PDF beside the form.
  await page.goto('/invoices/enter');
  await expect(page.getByRole('heading', { name: 'Enter Invoice', exact: true })).toBeVisible();
  const form = page.getByRole('form', { name: 'New invoice' });
  await form.getByLabel('Vendor', { exact: true }).selectOption({ label: 'V-APEX — Apex Drywall' });
  await expect(form.getByRole('status').filter({ hasText: 'Compliant' })).toContainText('terms 30 days');
  await form.getByLabel("Vendor's invoice number").fill('APX-1042');
  await expect(form.getByText('Free for Apex Drywall')).toBeVisible();
  await form.getByLabel('Invoice date').fill('2026-03-02');
  await expect(form.getByLabel('Due date')).toHaveValue('2026-04-01');
  await form.getByLabel('Description').fill('March progress: levels 1 and 2');
  await form.getByLabel('Invoice document file').setInputFiles({
    name: 'apex-APX-1042.pdf',
    mimeType: 'application/pdf',
    buffer: invoicePdf(),
  });
  await expect(form.getByTitle('Invoice document apex-APX-1042.pdf')).toBeVisible();

  // 4. The lines by keyboard: a schedule line by its number, an amount; the next one as a percent.
  const grid = form.getByRole('grid', { name: 'Invoice lines' });
  const cell = (row: number, column: string) =>
    grid.locator(`td[data-row="${row}"][data-column-id="${column}"]`);
  await cell(0, 'line').click();
  await page.keyboard.type('SC-01 #1');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Levels 1-2 board');
  await page.keyboard.press('Tab');
  await expect(cell(0, 'committed')).toHaveText('$40,000.00');
  await expect(cell(0, 'remaining')).toHaveText('$40,000.00');
  await cell(0, 'amount').click();
  await page.keyboard.type('12,345.67');
  await page.keyboard.press('Enter');
  await cell(1, 'line').click();
  await page.keyboard.type('SC-01 #2');
  await page.keyboard.press('Tab');
  await cell(1, 'percent').click();
  await page.keyboard.type('25');
  await page.keyboard.press('Enter');
  await expect(cell(1, 'amount')).toHaveText('$5,000.00');
  await expect(cell(0, 'retainage')).toHaveText('$1,234.57');
  await expect(cell(1, 'retainage')).toHaveText('$500.00');
  const totals = form.getByRole('region', { name: 'Invoice totals' });
  await expect(totals).toContainText('$17,345.67');
  await expect(totals).toContainText('$1,734.57');
  await expect(totals).toContainText('$15,611.10');

  // At 1440 × 900 the grid fits beside the document without scrolling sideways.
  const overflow = await grid.evaluate((table) => {
    const box = table.parentElement;
    return box ? box.scrollWidth - box.clientWidth : -1;
  });
  expect(overflow).toBeLessThanOrEqual(0);

  // Billing past what is left is marked on the line before anything is sent.
  await cell(2, 'line').click();
  await page.keyboard.type('SC-01 #2');
  await page.keyboard.press('Tab');
  await cell(2, 'amount').click();
  await page.keyboard.type('15,000.01');
  await page.keyboard.press('Tab');
  await expect(grid.locator('th[scope="row"]').nth(2)).toHaveAttribute(
    'title',
    /^Line 2, 3: \$20,000\.01 is more than the \$20,000\.00 remaining/,
  );
  await page.screenshot({ path: 'test-results/enter-invoice-1440x900.png' });
  await page.screenshot({ path: 'test-results/enter-invoice-1440x900-full.png', fullPage: true });
  await cell(2, 'amount').click();
  await page.keyboard.press('Control+Delete');
  await expect(grid.locator('td[data-row="2"]')).toHaveCount(0);
  await expect(totals).toContainText('$17,345.67');

  const axe = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').exclude('iframe').analyze();
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);

  await form.getByRole('button', { name: 'Save invoice' }).click();
  await expect(page.getByText('Invoice APX-1042 entered')).toBeVisible();
  const list = page
    .getByRole('region', { name: 'Invoices' })
    .or(page.locator('section[aria-labelledby="invoice-list-heading"]'));
  const row = list.getByRole('row').filter({ hasText: 'APX-1042' });
  await expect(row).toContainText('Entered');
  await expect(row).toContainText('$15,611.10');
  await expect(row.getByLabel('Has its document')).toBeVisible();

  // 5. The office does not approve it: the page says who does.
  await row.getByRole('link', { name: 'APX-1042' }).click();
  await expect(page.getByRole('heading', { name: 'Invoice APX-1042' })).toBeVisible();
  await expect(
    page.getByText(`Waits for ${job.project_number}'s project manager, Pat Manager`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);

  // 6. The project manager signs in, sees it on the dashboard, opens it with its PDF and approves it.
  const pmContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const pm = await pmContext.newPage();
  await signIn(pm, pmEmail, added.temporary_password);
  await expect(pm).toHaveURL(/\/change-password$/);
  await pm.getByLabel('Current Password').fill(added.temporary_password);
  await pm.getByLabel('New Password').fill(PASSWORD);
  await pm.getByLabel('Confirm Password').fill(PASSWORD);
  await pm.getByRole('button', { name: 'Change Password' }).click();
  await expect(pm).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(pm.getByRole('link', { name: /Enter Invoice/ })).toContainText('1');
  await pm.getByRole('link', { name: /Enter Invoice/ }).click();
  await pm.getByRole('link', { name: 'APX-1042' }).click();
  await expect(pm.getByTitle('Invoice document apex-APX-1042.pdf')).toBeVisible();
  await confirmAction(pm, 'Approve');
  await expect(pm.getByText('Invoice APX-1042 approved')).toBeVisible();
  await expect(pm.getByText(/^Pat Manager, /)).toBeVisible();
  // Project managers approve; they do not post.
  await expect(pm.getByRole('button', { name: 'Post', exact: true })).toHaveCount(0);
  await pmContext.close();

  // 7. The accountant's side (the admin here) posts it: one entry, linked from the invoice.
  await page.reload();
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const post = page.getByRole('dialog', { name: 'Post Invoice APX-1042' });
  await expect(post.getByLabel('Posting date')).toHaveValue('2026-03-02');
  await post.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText('Invoice APX-1042 posted')).toBeVisible();
  const entryLink = page.getByRole('link', { name: /^JE-2026-\d{6} \(2026-03-02\)$/ });
  await expect(entryLink).toBeVisible();
  await expect(page.getByText('Posted', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/invoice-posted-1440x900.png' });

  // The commitment's invoiced to date and remaining are live.
  const commitment = await api(page, 'GET', `/api/v1/commitments/${subcontract.id}`);
  expect(
    commitment.lines.map((l: { invoiced_cents: number; remaining_cents: number }) => [
      l.invoiced_cents,
      l.remaining_cents,
    ]),
  ).toEqual([
    [1_234_567, 2_765_433],
    [500_000, 1_500_000],
  ]);
  await entryLink.click();
  await expect(page.getByText('AP invoice')).toBeVisible();
});
