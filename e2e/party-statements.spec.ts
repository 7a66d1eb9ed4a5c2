import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { api, expectNoSeriousAxeViolation, signUpWithCompany, uniqueEmail } from './helpers';

/** An application billing `cents` of the one contract line, submitted and approved (posted on its date). */
async function approvedApplication(page: Page, jobId: string, date: string, cents: number) {
  const application = await api(page, 'POST', `/api/v1/jobs/${jobId}/pay-applications`, {
    application_date: date,
    period_to: date,
  });
  await api(page, 'PATCH', `/api/v1/pay-applications/${application.id}`, {
    lines: [{ contract_line_id: application.lines[0].contract_line_id, this_period_cents: cents }],
  });
  await api(page, 'POST', `/api/v1/pay-applications/${application.id}/submit`, {});
  return api(page, 'POST', `/api/v1/pay-applications/${application.id}/approve`);
}

async function download(page: Page, button: string) {
  const waiting = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await waiting;
  return { name: file.suggestedFilename(), bytes: fs.readFileSync((await file.path()) ?? '') };
}

/*
 * Oak Street (contract 100,000.00, 10 % retainage, 30 days):
 *   #1 2026-03-31 bills 40,000.00 → retainage 4,000.00, due 36,000.00 on 04-30; paid 05-10
 *   #2 2026-04-30 bills 20,000.00 → retainage 2,000.00, due 18,000.00 on 05-30
 * As of 2026-06-30: #2 is 31 days past due → 31–60 18,000.00; retainage held 6,000.00.
 * The statement from 2026-04-01: opening 36,000.00; + 18,000.00 (#2) → 54,000.00; − 36,000.00 → 18,000.00.
 */
test('AR aging chart, a customer statement PDF, open retainage CSV', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpWithCompany(page, uniqueEmail('statements'), 'Statement Builders');
  const customer = await api(page, 'POST', '/api/v1/customers', {
    customer_number: 'C-OAK1',
    name: 'Oak Street Owner',
    address: '1 Oak Street',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
  });
  const job = await api(page, 'POST', '/api/v1/jobs', {
    customer_id: customer.id,
    project_name: 'Oak Street Clinic',
  });
  await api(page, 'PUT', `/api/v1/jobs/${job.id}/contract`, {
    original_contract_cents: 10_000_000,
    billing_method: 'progress',
    retainage_work_bps: 1000,
    retainage_stored_bps: 1000,
    payment_terms_days: 30,
    lines: [{ description: 'Building', original_cents: 10_000_000 }],
  });
  const first = await approvedApplication(page, job.id, '2026-03-31', 4_000_000);
  await approvedApplication(page, job.id, '2026-04-30', 2_000_000);
  const cash = (
    (await api(page, 'GET', '/api/v1/chart-of-accounts')).items as { id: string; account_number: string }[]
  ).find((a) => a.account_number === '1000');
  await api(page, 'POST', '/api/v1/receipts', {
    customer_id: customer.id,
    receipt_date: '2026-05-10',
    method: 'check',
    reference: 'CHK 88',
    amount_cents: 3_600_000,
    deposit_account_id: cash?.id,
    applications: [{ application_id: first.id, amount_cents: 3_600_000 }],
  });

  // A subcontractor on the job: E-1 2026-05-15 due 06-14, 10,000.00 at 10 % → retainage 1,000.00, net 9,000.00.
  await api(page, 'POST', '/api/v1/cost-codes', { code: '16-0000', description: 'Electrical' });
  const code = await api(page, 'POST', '/api/v1/cost-codes', { code: '16-1000', description: 'Wiring' });
  const categories = (await api(page, 'GET', '/api/v1/cost-categories')).items as {
    id: string;
    code: string;
  }[];
  const sub = await api(page, 'POST', '/api/v1/vendors', {
    vendor_number: 'V-ELEC',
    name: 'Bright Electric',
    vendor_type: 'subcontractor',
    payment_terms_days: 30,
  });
  await api(page, 'POST', `/api/v1/vendors/${sub.id}/certificates`, {
    kind: 'general_liability',
    carrier: 'Hartford',
    policy_number: 'GL-ELEC',
    effective_date: '2026-01-01',
    expiry_date: '2099-12-31',
  });
  const subcontract = await api(page, 'POST', '/api/v1/commitments', {
    kind: 'subcontract',
    job_id: job.id,
    vendor_id: sub.id,
    description: 'Wiring',
    retainage_bps: 1000,
    lines: [
      {
        cost_code_id: code.id,
        cost_category_id: categories.find((c) => c.code === 'S')?.id,
        description: 'Wiring',
        amount_cents: 5_000_000,
      },
    ],
  });
  await api(page, 'POST', `/api/v1/commitments/${subcontract.id}/issue`);
  const bill = await api(page, 'POST', '/api/v1/ap-invoices', {
    vendor_id: sub.id,
    invoice_number: 'E-1',
    invoice_date: '2026-05-15',
    due_date: '2026-06-14',
    lines: [{ kind: 'commitment', commitment_line_id: subcontract.lines[0].id, amount_cents: 1_000_000 }],
  });
  await api(page, 'POST', `/api/v1/ap-invoices/${bill.id}/approve`);
  await api(page, 'POST', `/api/v1/ap-invoices/${bill.id}/post`, {});

  // 1. The AR aging as of 2026-06-30: the buckets as a chart with their amounts, the tie-out.
  await page.goto('/billing/receivables');
  await page.getByLabel('As of', { exact: true }).fill('2026-06-30');
  const chart = page.getByRole('figure', { name: /AR aging buckets on 2026-06-30/ });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAttribute('aria-label', /31–60 days \$18,000\.00/);
  await expect(chart.getByText('$18,000.00')).toBeVisible();
  await expect(page.getByText('Open amount by days past due')).toBeVisible();
  const tieOut = page.getByRole('region', { name: 'Tie-out to the ledger' });
  await expect(tieOut).toContainText('Ties out to the ledger');
  await expect(tieOut).toContainText('aging $18,000.00 · ledger $18,000.00');
  await page.getByLabel('View').selectOption('detail');
  await expect(
    page.getByRole('table', { name: 'AR aging' }).getByText(`${job.project_number} #2`),
  ).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: '/tmp/parties-ar-aging.png', fullPage: true });
  const agingPdf = await download(page, 'Export PDF');
  expect(agingPdf.name).toBe('ar-aging-detail-2026-06-30.pdf');
  expect(agingPdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // 2. The customer's statement on screen, then as PDF; the parameters are remembered.
  await page.goto('/reports/customer-statements');
  await page.getByLabel('Statement date').fill('2026-06-30');
  await page.getByLabel('Activity from').fill('2026-04-01');
  await page.getByLabel('Customer', { exact: true }).selectOption({ label: 'Oak Street Owner (C-OAK1)' });
  const statement = page.getByRole('article', { name: 'Statement of Oak Street Owner' });
  const activity = statement.getByRole('table', { name: 'Activity of Oak Street Owner' });
  await expect(activity.getByRole('row').filter({ hasText: '2026-04-30' })).toContainText('$54,000.00');
  await expect(activity.getByRole('row').filter({ hasText: 'Closing balance' })).toContainText('$18,000.00');
  await expect(statement.getByRole('table', { name: /Retainage held by the customer/ })).toContainText(
    '$6,000.00',
  );
  await expectNoSeriousAxeViolation(page);
  await page.screenshot({ path: '/tmp/parties-customer-statement.png', fullPage: true });
  // Printed: the statement alone, no navigation, no controls.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Export PDF' })).toBeHidden();
  await expect(statement).toBeVisible();
  await page.screenshot({ path: '/tmp/parties-customer-statement-print.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  const pdf = await download(page, 'Export PDF');
  expect(pdf.name).toBe('customer-statement-C-OAK1-2026-06-30.pdf');
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await page.reload();
  await expect(page.getByLabel('Statement date')).toHaveValue('2026-06-30');
  await expect(page.getByLabel('Customer', { exact: true })).toHaveValue(customer.id);

  // 3. Open retainage by job as of 2026-06-30, tied out, as CSV.
  await page.goto('/reports/open-retainage');
  await page.getByLabel('As of', { exact: true }).fill('2026-06-30');
  const table = page.getByRole('table', { name: 'Open retainage by job as of 2026-06-30' });
  await expect(table.getByRole('row').filter({ hasText: 'Oak Street Clinic' })).toContainText('$6,000.00');
  await expect(page.getByRole('region', { name: 'Tie-out to the ledger' })).toContainText(
    'Ties out to the ledger',
  );
  await expectNoSeriousAxeViolation(page);
  await page.screenshot({ path: '/tmp/parties-open-retainage.png', fullPage: true });
  const csv = await download(page, 'Export CSV');
  expect(csv.name).toBe('open-retainage-2026-06-30.csv');
  expect(csv.bytes.toString('utf8').trim().split('\n')).toEqual([
    'Job,Job name,Customer,Receivable billed,Receivable released,Receivable held,Payable withheld,Payable released,Payable held,Net held',
    `${job.project_number},Oak Street Clinic,Oak Street Owner,6000,0,6000,1000,0,1000,5000`,
    ',Total,,6000,0,6000,1000,0,1000,5000',
  ]);

  // 4. The subcontractor's statement: the invoice's net in the balance, its retainage apart.
  await page.goto('/reports/vendor-statements');
  await page.getByLabel('Statement date').fill('2026-06-30');
  await page.getByLabel('Activity from').fill('2026-05-01');
  await page.getByLabel('Vendor', { exact: true }).selectOption({ label: 'Bright Electric (V-ELEC)' });
  const vendorStatement = page.getByRole('article', { name: 'Statement of Bright Electric' });
  const bills = vendorStatement.getByRole('table', { name: 'Activity of Bright Electric' });
  await expect(bills.getByRole('row').filter({ hasText: 'E-1' })).toContainText('$9,000.00');
  await expect(bills.getByRole('row').filter({ hasText: 'E-1' })).toContainText('$1,000.00');
  await expect(vendorStatement.getByRole('table', { name: 'Open items of Bright Electric' })).toContainText(
    '16',
  );
  await expectNoSeriousAxeViolation(page);
  await page.screenshot({ path: '/tmp/parties-vendor-statement.png', fullPage: true });

  // 5. The AP aging's detail and its PDF.
  await page.goto('/invoices/aging?as_of=2026-06-30&view=detail');
  await expect(
    page.getByRole('table', { name: 'AP aging' }).getByRole('link', { name: 'Invoice E-1' }),
  ).toBeVisible();
  const apPdf = await download(page, 'Export PDF');
  expect(apPdf.name).toBe('ap-aging-detail-2026-06-30.pdf');
  await page.screenshot({ path: '/tmp/parties-ap-aging.png', fullPage: true });
});
