import { expect, test } from '@playwright/test';
import {
  api,
  chartAccountIds,
  download,
  expectNoSeriousAxeViolation,
  openWithCash,
  SHOTS,
  shot,
  signUpWithCompany,
  uniqueEmail,
} from './helpers';

/**
 * The statements in the browser (issue 17): the profit and loss (chart, comparison, exports), the
 * balance sheet drilled down to an account's lines, its journal entry and the vendor invoice behind it,
 * the general ledger detail, the trial balance of a period.
 *
 * Figures (by hand): opening 2026-01-01 cash 50,000.00 / owner's equity; 01-15 cash 20,000.00 /
 * revenue; 02-10 vendor invoice RM-88 material 2,345.67 on the job / accounts payable; 03-05 rent
 * 1,500.00 / cash. Q1 P&L: revenue 20,000.00, cost of revenue 2,345.67, gross profit 17,654.33,
 * overhead 1,500.00, net income 16,154.33. Balance sheet 03-31: cash 68,500.00 = AP 2,345.67 + owner's
 * equity 50,000.00 + current year earnings 16,154.33.
 */
test('statements: P&L with its chart and exports, balance sheet drilled down to the source invoice, GL detail, trial balance of a period', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpWithCompany(page, uniqueEmail('statements'), 'Ledger Street Builders');

  // Set-up through the API.
  const account = await chartAccountIds(page);
  await openWithCash(page, account, 5_000_000);
  const entry = (entry_date: string, memo: string, lines: unknown[]) =>
    api(page, 'POST', '/api/v1/journal-entries', { entry_date, memo, lines, post: true });
  await entry('2026-01-15', 'Progress payment', [
    { account_id: account('1000'), debit_cents: 2_000_000 },
    { account_id: account('4000'), credit_cents: 2_000_000 },
  ]);
  await entry('2026-03-05', 'Yard rent', [
    { account_id: account('6200'), debit_cents: 150_000 },
    { account_id: account('1000'), credit_cents: 150_000 },
  ]);
  const customer = await api(page, 'POST', '/api/v1/customers', {
    customer_number: 'C-LDGR',
    name: 'Ledger Owner',
  });
  const job = await api(page, 'POST', '/api/v1/jobs', {
    customer_id: customer.id,
    project_name: 'Ledger Street',
  });
  await api(page, 'POST', '/api/v1/cost-codes', { code: '03-0000', description: 'Concrete' });
  const code = await api(page, 'POST', '/api/v1/cost-codes', {
    code: '03-3000',
    description: 'Cast-in-place',
  });
  const categories = (await api(page, 'GET', '/api/v1/cost-categories')).items as {
    id: string;
    code: string;
  }[];
  const supplier = await api(page, 'POST', '/api/v1/vendors', {
    vendor_number: 'V-RDMX',
    name: 'Ready Mix Supply',
    vendor_type: 'supplier',
    payment_terms_days: 30,
  });
  await api(page, 'POST', `/api/v1/vendors/${supplier.id}/certificates`, {
    kind: 'general_liability',
    carrier: 'Hartford',
    policy_number: 'GL-RDMX',
    effective_date: '2026-01-01',
    expiry_date: '2099-12-31',
  });
  const invoice = await api(page, 'POST', '/api/v1/ap-invoices', {
    vendor_id: supplier.id,
    invoice_number: 'RM-88',
    invoice_date: '2026-02-10',
    due_date: '2026-03-12',
    lines: [
      {
        kind: 'job_cost',
        job_id: job.id,
        cost_code_id: code.id,
        cost_category_id: categories.find((c) => c.code === 'M')?.id,
        amount_cents: 234_567,
      },
    ],
  });
  await api(page, 'POST', `/api/v1/ap-invoices/${invoice.id}/approve`);
  await api(page, 'POST', `/api/v1/ap-invoices/${invoice.id}/post`, {});

  // 1. Profit and loss for Q1 2026, by month, against the prior period.
  await page.goto('/reports/profit-and-loss');
  await expect(page.getByRole('heading', { name: 'Profit and Loss', level: 1 })).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill('2026-01-01');
  await page.getByLabel('To', { exact: true }).fill('2026-03-31');
  await expect(page.getByLabel('Period')).toHaveValue('custom');
  await page.getByLabel('Columns').selectOption('month');
  await page.getByLabel('Compare with').selectOption('prior_period');
  const pnl = page.getByRole('table', { name: 'Profit and loss, 2026-01-01 to 2026-03-31' });
  await expect(pnl.locator('tr[data-total="gross_profit"]')).toContainText('$17,654.33');
  await expect(pnl.locator('tr[data-total="net_income"]')).toContainText('$16,154.33');
  await expect(pnl.locator('tr[data-account="4000"]')).toContainText('$20,000.00');
  await expect(page.getByRole('figure', { name: /Monthly revenue and gross profit/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Monthly revenue and gross profit' })).toContainText(
    '$17,654.33',
  );
  await expectNoSeriousAxeViolation(page);
  await shot(page, 'statements-pnl');
  if (SHOTS) {
    await page.emulateMedia({ media: 'print' });
    await shot(page, 'statements-pnl-print');
    await page.emulateMedia({ media: 'screen' });
  }

  const csv = await download(page, 'Export CSV');
  const lines = csv.bytes.toString('utf8').trim().split('\n');
  expect(lines[0]).toBe(
    'Section,Account,Name,Jan 2026,Feb 2026,Mar 2026,Total,Oct 2025 – Dec 2025,Change,Change %',
  );
  expect(lines.at(-1)).toBe(',,Net income,20000,-2345.67,-1500,16154.33,0,16154.33,');
  const pdf = await download(page, 'Export PDF');
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // The parameters are remembered: the page opens with them again.
  await page.waitForTimeout(800);
  await page.goto('/reports/profit-and-loss');
  await expect(page.getByLabel('Compare with')).toHaveValue('prior_period');
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('2026-01-01');

  // An account's figure opens its lines for that month.
  await pnl
    .locator('tr[data-account="6200"]')
    .getByRole('link', { name: /Mar 2026/ })
    .click();
  await expect(page).toHaveURL(/\/chart-of-accounts\/[0-9a-f-]+\?from=2026-03-01&to=2026-03-31$/);
  await expect(page.getByTestId('closing-balance-row')).toContainText('$1,500.00');

  // 2. Balance sheet as of 2026-03-31: it balances; down to the vendor invoice behind accounts payable.
  await page.goto('/reports/balance-sheet');
  await page.getByLabel('As of', { exact: true }).fill('2026-03-31');
  const bs = page.getByRole('table', { name: 'Balance sheet as of 2026-03-31' });
  await expect(page.getByText('Assets = liabilities + equity')).toBeVisible();
  await expect(bs.locator('tr[data-total="assets"]')).toContainText('$68,500.00');
  await expect(bs.locator('tr[data-total="liabilities_and_equity"]')).toContainText('$68,500.00');
  await expect(bs.locator('tr[data-account="current_earnings"]')).toContainText('$16,154.33');
  await expectNoSeriousAxeViolation(page);
  await shot(page, 'statements-balance-sheet');
  const bsPdf = await download(page, 'Export PDF');
  expect(bsPdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  await bs
    .locator('tr[data-account="2000"]')
    .getByRole('link', { name: /Accounts Payable, 2026-03-31/ })
    .click();
  await expect(page.getByRole('heading', { name: '2000 — Accounts Payable' })).toBeVisible();
  await expect(page.getByTestId('closing-balance-row')).toContainText('$2,345.67');
  await page.getByRole('row').filter({ hasText: '2026-02-10' }).getByRole('link', { name: /^JE-/ }).click();
  await expect(page.getByRole('heading', { name: /^Journal entry JE-/ })).toBeVisible();
  await shot(page, 'statements-journal-entry');
  await page.getByRole('link', { name: 'Open the vendor invoice' }).click();
  await expect(page).toHaveURL(new RegExp(`/invoices/${invoice.id}$`));
  await expect(page.getByText('RM-88').first()).toBeVisible();

  // 3. General ledger detail of cash for the quarter: opening, running balances, closing; CSV.
  await page.goto('/reports/general-ledger');
  await page.getByLabel('From account').selectOption('1000');
  await page.getByLabel('To account').selectOption('1000');
  await page.getByLabel('From', { exact: true }).fill('2026-01-01');
  await page.getByLabel('To', { exact: true }).fill('2026-03-31');
  const gl = page.getByRole('table', { name: 'General ledger, 2026-01-01 to 2026-03-31' });
  await expect(gl.locator('tr[data-gl-opening="1000"]')).toContainText('$0.00');
  await expect(gl.locator('tr[data-gl-closing="1000"]')).toContainText('$68,500.00');
  await expect(gl.getByRole('row').filter({ hasText: 'Yard rent' })).toContainText('$68,500.00');
  await expectNoSeriousAxeViolation(page);
  await shot(page, 'statements-general-ledger');
  const glCsv = (await download(page, 'Export CSV')).bytes.toString('utf8').trim().split('\n');
  expect(glCsv[0]).toBe('Account,Name,Date,Entry,Line,Source,Memo,Job,Debit,Credit,Balance');
  expect(glCsv.at(-1)).toBe('1000,Cash - Operating,2026-03-31,,,,Closing balance,,70000,1500,68500');

  // 4. The trial balance of the quarter: opening, activity and closing, in balance; PDF.
  await page.goto('/chart-of-accounts/trial-balance');
  await page.getByLabel('Show').selectOption('period');
  await page.getByLabel('From', { exact: true }).fill('2026-01-01');
  await page.getByLabel('To', { exact: true }).fill('2026-03-31');
  await expect(page.getByTestId('trial-balance-period-totals')).toContainText('$73,845.67');
  await expect(page.getByText('In balance')).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  await shot(page, 'statements-trial-balance');
  const tbPdf = await download(page, 'Export PDF');
  expect(tbPdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
});
