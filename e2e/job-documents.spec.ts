import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { api, signUpWithCompany, uniqueEmail } from './helpers';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('job documents: an approved application’s PDF is attached, downloaded; files uploaded, dropped and deleted', async ({
  page,
}, testInfo) => {
  await signUpWithCompany(page, uniqueEmail('documents'));
  const customer = await api(page, 'POST', '/api/v1/customers', {
    customer_number: 'C-DOC1',
    name: 'Harbor Owner',
  });
  const job = await api(page, 'POST', '/api/v1/jobs', {
    customer_id: customer.id,
    project_name: 'Harbor Depot',
  });
  const contract = await api(page, 'PUT', `/api/v1/jobs/${job.id}/contract`, {
    original_contract_cents: 10_000_000,
    billing_method: 'progress',
    retainage_work_bps: 1000,
    retainage_stored_bps: 1000,
    payment_terms_days: 30,
    lines: [
      { description: 'General conditions', original_cents: 4_000_000 },
      { description: 'Structure', original_cents: 6_000_000 },
    ],
  });
  const application = await api(page, 'POST', `/api/v1/jobs/${job.id}/pay-applications`, {
    application_date: '2026-03-31',
    period_to: '2026-03-31',
  });
  await api(page, 'PATCH', `/api/v1/pay-applications/${application.id}`, {
    lines: [{ contract_line_id: contract.lines[0].id, this_period_cents: 1_000_000 }],
  });
  await api(page, 'POST', `/api/v1/pay-applications/${application.id}/submit`, {});
  const pdfName = `Pay Application 1 - ${job.project_number}.pdf`;

  // 1. Approving attaches the PDF; the application links to the job's documents.
  await page.goto(`/billing/applications/${application.id}`);
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Approve and post' }).click();
  await expect(page.getByText('Application 1 approved and posted')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Attached to job documents' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('pay-application-attached.png') });
  await page.getByRole('link', { name: 'Attached to job documents' }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}#documents$`));
  const card = page.locator('#documents');
  const generated = card.getByTestId('document-row').filter({ hasText: pdfName });
  await expect(generated).toContainText('Generated');
  await expect(generated.getByRole('link', { name: 'Application 1' })).toBeVisible();

  // 2. It downloads under its name, as a PDF.
  const download = page.waitForEvent('download');
  await generated.getByRole('button', { name: pdfName, exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(pdfName);
  expect(
    fs
      .readFileSync(await file.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');

  // 3. A file uploaded with the picker, one dropped on the card; a wrong type is refused in place.
  await card
    .getByLabel('Files to upload')
    .setInputFiles({ name: 'Site plan.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('Document uploaded')).toBeVisible();
  await expect(card.getByTestId('document-row').filter({ hasText: 'Site plan.pdf' })).toContainText(
    'Uploaded',
  );
  const dropped = await page.evaluateHandle((base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'Crane photo.png', { type: 'image/png' }));
    return transfer;
  }, PNG.toString('base64'));
  await card.getByTestId('document-drop-zone').dispatchEvent('drop', { dataTransfer: dropped });
  await expect(card.getByTestId('document-row').filter({ hasText: 'Crane photo.png' })).toBeVisible();
  await card
    .getByLabel('Files to upload')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(page.getByText('notes.txt: Choose a PDF, PNG or JPEG file')).toBeVisible();
  await expect(card.getByTestId('document-row')).toHaveCount(3);

  // Search by file name.
  await card.getByLabel('Search documents').fill('crane');
  await expect(card.getByTestId('document-row')).toHaveCount(1);
  await card.getByLabel('Search documents').fill('');
  await expect(card.getByTestId('document-row')).toHaveCount(3);

  const axe = await new AxeBuilder({ page }).include('#documents').analyze();
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
  await card.screenshot({ path: testInfo.outputPath('job-documents-card.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await card.screenshot({ path: testInfo.outputPath('job-documents-card-phone.png') });
  await page.setViewportSize({ width: 1280, height: 720 });

  // 4. Deleting asks first; keyboard only: Tab to the row's delete button, Enter, confirm.
  await card.getByRole('button', { name: 'Delete Site plan.pdf' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Delete Site plan.pdf?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Document deleted')).toBeVisible();
  await expect(card.getByTestId('document-row').filter({ hasText: 'Site plan.pdf' })).toHaveCount(0);

  // 5. The generated PDF deleted too, then attached again from the application.
  await card.getByRole('button', { name: `Delete ${pdfName}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Attach to job documents');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(card.getByTestId('document-row').filter({ hasText: pdfName })).toHaveCount(0);
  await page.goto(`/billing/applications/${application.id}`);
  await expect(page.getByText('Not attached')).toBeVisible();
  await page.getByRole('button', { name: 'Attach to job documents' }).click();
  await expect(page.getByRole('link', { name: 'Attached to job documents' })).toBeVisible();
  await page.getByRole('link', { name: 'Attached to job documents' }).click();
  await expect(card.getByTestId('document-row').filter({ hasText: pdfName })).toBeVisible();
});
