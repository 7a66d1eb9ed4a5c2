import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { api, expectNoSeriousAxeViolation, signUpWithCompany, uniqueEmail } from './helpers';

/** An invoice entered, approved and posted through the API (the invoices module has its own journey). */
async function postedInvoice(page: Page, body: Record<string, unknown>) {
  const invoice = await api(page, 'POST', '/api/v1/ap-invoices', body);
  await api(page, 'POST', `/api/v1/ap-invoices/${invoice.id}/approve`);
  return api(page, 'POST', `/api/v1/ap-invoices/${invoice.id}/post`, {});
}

async function downloadedCsv(page: Page): Promise<{ name: string; lines: string[] }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  return {
    name: file.suggestedFilename(),
    lines: fs
      .readFileSync((await file.path()) ?? '', 'utf8')
      .trim()
      .split('\n'),
  };
}

test('the company admin reads the AP aging and its tie-out, exports it, the 1099 report, a vendor’s payables and a job cost cell’s invoices', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpWithCompany(page, uniqueEmail('reports-admin'), 'Aging Builders');

  // 1. Set-up through the API: a job, a subcontractor (1099, EIN) with a subcontract at 10 % retainage
  //    billed twice, a supplier billed once, a partial payment and a retainage release.
  const customer = await api(page, 'POST', '/api/v1/customers', {
    customer_number: 'C-DOCK',
    name: 'Dock Owner',
  });
  const job = await api(page, 'POST', '/api/v1/jobs', { customer_id: customer.id, project_name: 'Dock 4' });
  await api(page, 'POST', '/api/v1/cost-codes', { code: '03-0000', description: 'Concrete' });
  const child = await api(page, 'POST', '/api/v1/cost-codes', {
    code: '03-3000',
    description: 'Cast-in-place',
  });
  const categories = (await api(page, 'GET', '/api/v1/cost-categories')).items as {
    id: string;
    code: string;
  }[];
  const category = (c: string) => categories.find((x) => x.code === c)?.id;
  const vendor = async (body: Record<string, unknown>) => {
    const v = await api(page, 'POST', '/api/v1/vendors', { payment_terms_days: 30, ...body });
    await api(page, 'POST', `/api/v1/vendors/${v.id}/certificates`, {
      kind: 'general_liability',
      carrier: 'Hartford',
      policy_number: `GL-${body.vendor_number}`,
      effective_date: '2026-01-01',
      expiry_date: '2099-12-31',
    });
    return v;
  };
  const sub = await vendor({
    vendor_number: 'V-CAST',
    name: 'Castle Concrete',
    vendor_type: 'subcontractor',
    tax_id: '12-3456789',
    is_1099: true,
    address: '12 Quarry Road',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
  });
  const supplier = await vendor({
    vendor_number: 'V-RDMX',
    name: 'Ready Mix Supply',
    vendor_type: 'supplier',
  });
  const subcontract = await api(page, 'POST', '/api/v1/commitments', {
    kind: 'subcontract',
    job_id: job.id,
    vendor_id: sub.id,
    description: 'Dock slab',
    retainage_bps: 1000,
    lines: [
      {
        cost_code_id: child.id,
        cost_category_id: category('S'),
        description: 'Slab',
        amount_cents: 5_000_000,
      },
    ],
  });
  await api(page, 'POST', `/api/v1/commitments/${subcontract.id}/issue`);
  const onSubcontract = (amount: number) => [
    { kind: 'commitment', commitment_line_id: subcontract.lines[0].id, amount_cents: amount },
  ];
  const first = await postedInvoice(page, {
    vendor_id: sub.id,
    invoice_number: 'CC-301',
    invoice_date: '2026-03-02',
    due_date: '2026-04-01',
    lines: onSubcontract(1_200_000),
  });
  await postedInvoice(page, {
    vendor_id: sub.id,
    invoice_number: 'CC-302',
    invoice_date: '2026-04-30',
    due_date: '2026-05-30',
    lines: onSubcontract(800_000),
  });
  await postedInvoice(page, {
    vendor_id: supplier.id,
    invoice_number: 'RM-88',
    invoice_date: '2026-02-10',
    due_date: '2026-02-25',
    lines: [
      {
        kind: 'job_cost',
        job_id: job.id,
        cost_code_id: child.id,
        cost_category_id: category('M'),
        amount_cents: 234_567,
      },
    ],
  });
  const chart = (await api(page, 'GET', '/api/v1/chart-of-accounts')).items as {
    id: string;
    account_number: string;
  }[];
  await api(page, 'POST', '/api/v1/ap-payments', {
    payment_date: '2026-04-10',
    bank_account_id: chart.find((a) => a.account_number === '1000')?.id,
    method: 'check',
    payments: [{ vendor_id: sub.id, applications: [{ invoice_id: first.id, amount_cents: 400_000 }] }],
  });
  await api(page, 'POST', '/api/v1/ap-retainage-releases', {
    commitment_id: subcontract.id,
    release_date: '2026-05-15',
    due_date: '2026-05-30',
    lines: [{ invoice_id: first.id, amount_cents: 50_000 }],
  });

  // 2. The aging as of 2026-05-31, from the payables tabs. Castle: CC-301 6,800.00 (60 days, 31–60),
  //    CC-302 7,200.00 and the release 500.00 (1 day, 1–30), held 700.00 + 800.00; Ready Mix: RM-88
  //    2,345.67 (95 days, over 90).
  await page.goto('/invoices/pay');
  await page
    .getByRole('navigation', { name: 'Payables sections' })
    .getByRole('link', { name: 'AP Aging' })
    .click();
  await expect(page.getByRole('heading', { name: 'AP Aging', exact: true })).toBeVisible();
  await page.getByLabel('As of', { exact: true }).fill('2026-05-31');
  await expect(page).toHaveURL(/as_of=2026-05-31/);
  const table = page.getByRole('table', { name: 'AP aging' });
  const castle = table.getByRole('row').filter({ hasText: 'Castle Concrete' });
  await expect(castle).toContainText('$7,700.00');
  await expect(castle).toContainText('$6,800.00');
  await expect(castle).toContainText('$14,500.00');
  await expect(castle).toContainText('$1,500.00');
  await expect(table.getByRole('row').filter({ hasText: 'Ready Mix Supply' })).toContainText('$2,345.67');
  await expect(table.getByRole('row').filter({ hasText: 'Total' }).last()).toContainText('$16,845.67');
  const tieOut = page.getByRole('region', { name: 'Tie-out to the ledger' });
  await expect(tieOut).toContainText('Ties out to the ledger');
  await expect(tieOut).toContainText('aging $16,845.67 · ledger $16,845.67');
  await expect(tieOut).toContainText('aging $1,500.00 · ledger $1,500.00');
  await page.getByRole('button', { name: 'Castle Concrete' }).click();
  await expect(table.getByRole('link', { name: 'Invoice CC-301' })).toBeVisible();
  await expect(table.getByText('due 2026-04-01 · 60 days past due')).toBeVisible();
  await expect(
    table.getByRole('link', { name: `Retainage released on ${subcontract.commitment_number}` }),
  ).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: 'test-results/ap-aging-1440x900.png' });

  const aging = await downloadedCsv(page);
  expect(aging.name).toBe('ap-aging-2026-05-31.csv');
  expect(aging.lines).toEqual([
    'Vendor ID,Vendor,Current,1-30 days,31-60 days,61-90 days,Over 90 days,Total open,Retainage held',
    'V-CAST,Castle Concrete,0,7700,6800,0,0,14500,1500',
    'V-RDMX,Ready Mix Supply,0,0,0,0,2345.67,2345.67,0',
    ',Total,0,7700,6800,0,2345.67,16845.67,1500',
  ]);

  // The job filter keeps the job's bills; the tie-out stays the company's.
  await page.getByLabel('Job').selectOption(job.id);
  await expect(page.getByText('The tie-out is the whole company’s')).toBeVisible();
  await table.getByRole('link', { name: 'Invoice CC-301' }).click();
  await expect(page).toHaveURL(new RegExp(`/invoices/${first.id}$`));
  await page.goBack();

  // 3. The 1099 report: Castle paid 4,000.00 in 2026 (over the $2,000.00 threshold), tax ID masked on
  //    screen and whole in the company admin's CSV.
  await page
    .getByRole('navigation', { name: 'Payables sections' })
    .getByRole('link', { name: '1099 Report' })
    .click();
  await page.getByLabel('Year').selectOption('2026');
  const form1099 = page.getByRole('table', { name: '1099 vendors 2026' });
  const row = form1099.getByRole('row').filter({ hasText: 'Castle Concrete' });
  await expect(row).toContainText('•••••6789');
  await expect(row).toContainText('$4,000.00');
  await expect(row).toContainText('Reportable');
  await expect(form1099).not.toContainText('Ready Mix Supply');
  await expectNoSeriousAxeViolation(page);
  await page.screenshot({ path: 'test-results/1099-report-1440x900.png' });
  const csv1099 = await downloadedCsv(page);
  expect(csv1099.name).toBe('1099-2026.csv');
  expect(csv1099.lines[1]).toBe(
    'V-CAST,Castle Concrete,12-3456789,12 Quarry Road,Springfield,IL,62701,1,4000,yes',
  );

  // 4. The vendor's page: invoiced 20,000.00 = paid 4,000.00 + held 1,500.00 + open 14,500.00; its
  //    invoices and payments.
  await form1099.getByRole('link', { name: 'Castle Concrete' }).click();
  await expect(page.getByRole('heading', { name: 'Castle Concrete', level: 1 })).toBeVisible();
  const figures = page.getByRole('region', { name: 'Payables figures' });
  await figures.scrollIntoViewIfNeeded();
  await expect(figures).toContainText('Invoiced$20,000.00');
  await expect(figures).toContainText('Paid$4,000.00');
  await expect(figures).toContainText('Retainage held$1,500.00');
  await expect(figures).toContainText('Open balance$14,500.00');
  await expect(page.getByRole('link', { name: 'CC-302' })).toBeVisible();
  await page.getByRole('heading', { name: 'Payables', exact: true }).scrollIntoViewIfNeeded();
  await expectNoSeriousAxeViolation(page);
  await page.screenshot({ path: 'test-results/vendor-payables-1440x900.png' });
  await page.getByRole('button', { name: 'Check 1001' }).click();
  const paymentDialog = page.getByRole('dialog');
  await expect(paymentDialog).toContainText('CC-301');
  await page.keyboard.press('Escape');

  // 5. The job cost summary: the subcontract cell's actual cost opens the two invoices behind it.
  await page.goto(`/jobs/${job.id}`);
  await page
    .getByRole('button', { name: 'Actual cost of 03-3000 S: $20,000.00, show the invoices and entries' })
    .click();
  const drill = page.getByRole('dialog');
  await expect(drill.getByRole('heading', { name: 'Actual cost — 03-3000 × S' })).toBeVisible();
  const lines = drill.getByRole('table', { name: 'Cost detail' });
  await expect(lines.getByRole('row').filter({ hasText: 'CC-301' })).toContainText('$12,000.00');
  await expect(lines.getByRole('row').filter({ hasText: 'CC-302' })).toContainText('$8,000.00');
  await expect(lines.getByRole('row').filter({ hasText: 'Total (2 lines)' })).toContainText('$20,000.00');
  await expectNoSeriousAxeViolation(page);
  await page.screenshot({ path: 'test-results/cost-detail-1440x900.png' });
  await lines.getByRole('link', { name: 'CC-302' }).click();
  await expect(page).toHaveURL(/\/invoices\/[0-9a-f-]+$/);
});
