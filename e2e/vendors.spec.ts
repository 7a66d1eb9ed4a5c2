import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolation, expectToast, signUpWithCompany, uniqueEmail } from './helpers';

/** YYYY-MM-DD `days` from today in the browser's calendar. */
function day(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return d.toLocaleDateString('en-CA');
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

test('a project manager adds a vendor, records an expired certificate and sees it flagged everywhere', async ({
  page,
}) => {
  await signUpWithCompany(page, uniqueEmail('vendors'));

  // 1. Vendor Setup: the ID is normalised and checked as typed; the tax ID is sent once, then masked.
  await page.goto('/vendors/setup');
  await expect(page.getByRole('heading', { name: 'Vendor Setup', exact: true })).toBeVisible();
  await expect(page.getByText('No vendors found')).toBeVisible();
  const form = page.getByRole('form', { name: 'Add Vendor' });
  const vendorId = form.getByLabel('Vendor ID');
  await vendorId.fill('v 00');
  await expect(vendorId).toHaveValue('V-00');
  await expect(form.getByText('Must be format V-XXXX')).toBeVisible();
  await vendorId.fill('v-0001');
  await expect(form.getByText('Vendor ID is available')).toBeVisible();
  await form.getByLabel('Type').selectOption({ label: 'Subcontractor' });
  await form.getByLabel('Vendor Name').fill('Sparks Electric');
  await form.getByLabel('Contact Person').fill('Sam Spark');
  await form.getByLabel('City').fill('Austin');
  await form.getByLabel('Tax ID (EIN or SSN)').fill('12-3456789');
  await form.getByRole('button', { name: 'Save Vendor' }).click();
  await expectToast(page, 'Vendor created successfully');
  await expect(vendorId).toHaveValue('');
  await vendorId.fill('V-0001');
  await expect(form.getByText('Vendor ID already exists')).toBeVisible();
  await vendorId.fill('');

  // The compliance column folds into the name on a phone: only the visible copy counts.
  const row = page.getByRole('row').filter({ hasText: 'Sparks Electric' });
  await expect(row.getByText('Missing').filter({ visible: true })).toBeVisible();
  await expect(row.getByText('No general liability certificate').filter({ visible: true })).toBeVisible();
  await expectNoSeriousAxeViolation(page);

  // 2. The vendor page: the tax ID shows only its last four digits.
  await row.getByRole('link', { name: 'V-0001' }).click();
  await expect(page.getByRole('heading', { name: 'Sparks Electric' })).toBeVisible();
  await expect(page.getByLabel('Tax ID (EIN or SSN)')).toHaveAttribute('placeholder', '•••••6789 on file');
  await expect(page.getByText('No certificates on file')).toBeVisible();

  // 3. An expired general liability certificate with its PDF.
  await page.getByRole('button', { name: 'Add Certificate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Certificate' });
  await dialog.getByLabel('Carrier').fill('Hartford');
  await dialog.getByLabel('Policy Number').fill('GL-77');
  await dialog.getByLabel('Each Occurrence').fill('1000000');
  await dialog.getByLabel('Effective Date').fill(day(-400));
  await dialog.getByLabel('Expiry Date').fill(day(-5));
  await dialog
    .getByLabel('Certificate File')
    .setInputFiles({ name: 'gl.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(dialog.getByText('gl.pdf will be uploaded on save')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Certificate' }).click();
  await expectToast(page, 'Certificate added');
  await expect(dialog).toBeHidden();

  const certificateRow = page.getByRole('row').filter({ hasText: 'GL-77' });
  await expect(certificateRow.getByText('expired', { exact: true })).toBeVisible();
  await expect(certificateRow.getByRole('button', { name: /View the certificate file/ })).toBeVisible();
  const reasons = page.getByRole('list', { name: 'Compliance reasons' });
  await expect(reasons.getByText(`General liability insurance expired on ${day(-5)}`)).toBeVisible();
  await expect(reasons.getByText('No W-9 on file')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Compliance/ }).getByText('Expired')).toBeVisible();
  await expectNoSeriousAxeViolation(page);

  // 4. The W-9 arrives: only the expired insurance is left.
  await page
    .getByLabel('W-9 File')
    .setInputFiles({ name: 'w9.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Save W-9 and License' }).click();
  await expectToast(page, 'Vendor updated successfully');
  await expect(reasons.getByText('No W-9 on file')).toBeHidden();
  await expect(page.getByLabel('W-9 Received On')).toHaveValue(day(0));

  // 5. The list shows the badge and the reason; the dashboard counts the vendor.
  await page.goto('/vendors/setup');
  const listed = page.getByRole('row').filter({ hasText: 'Sparks Electric' });
  await expect(listed.getByText('Expired', { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(
    listed.getByText(`General liability insurance expired on ${day(-5)}`).filter({ visible: true }),
  ).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Vendor Setup' }).getByTestId('tile-badge')).toHaveText('1');
});
