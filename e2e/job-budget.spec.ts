import { expect, type Page, test } from '@playwright/test';
import { api, expectNoSeriousAxeViolation, signUpWithCompany, uniqueEmail } from './helpers';

const grid = (page: Page) => page.getByRole('grid', { name: 'Budget lines' });

test('a job budgeted by pasting spreadsheet lines: the job budget becomes their total and the summary shows them', async ({
  page,
}) => {
  await signUpWithCompany(page, uniqueEmail('budget'));

  // 1. Set-up through the API: a customer, a job with a typed budget, cost codes, and a posted cost.
  const customer = await api(page, 'POST', '/api/v1/customers', {
    customer_number: 'C-BUD1',
    name: 'Harbor Co',
  });
  const job = await api(page, 'POST', '/api/v1/jobs', {
    customer_id: customer.id,
    project_name: 'Harbor Warehouse',
    budget_cents: 100_000,
  });
  for (const [code, description] of [
    ['03-0000', 'Concrete'],
    ['03-1000', 'Formwork'],
    ['03-3000', 'Cast-in-place'],
  ])
    await api(page, 'POST', '/api/v1/cost-codes', { code, description });
  const codes = (await api(page, 'GET', '/api/v1/cost-codes')).items as { id: string; code: string }[];
  const categories = (await api(page, 'GET', '/api/v1/cost-categories')).items as {
    id: string;
    code: string;
  }[];
  const chart = (await api(page, 'GET', '/api/v1/chart-of-accounts')).items as {
    id: string;
    account_number: string;
  }[];
  const idOf = <T extends { id: string }>(rows: T[], pick: (r: T) => boolean) => rows.find(pick)?.id;
  await api(page, 'POST', '/api/v1/journal-entries', {
    entry_date: new Date().toISOString().slice(0, 10),
    memo: 'Lumber',
    post: true,
    lines: [
      {
        account_id: idOf(chart, (a) => a.account_number === '5100'),
        debit_cents: 123_456,
        job_id: job.id,
        cost_code_id: idOf(codes, (c) => c.code === '03-1000'),
        cost_category_id: idOf(categories, (c) => c.code === 'M'),
      },
      { account_id: idOf(chart, (a) => a.account_number === '1000'), credit_cents: 123_456 },
    ],
  });

  // 2. The job page: an empty budget grid; the summary already shows the posted cost.
  await page.goto(`/jobs/${job.id}`);
  await expect(grid(page)).toBeVisible();
  const summary = page.getByRole('table', { name: 'Job cost summary' });
  await expect(summary).toContainText('$1,234.56');

  // 3. Spreadsheet rows pasted into the first cell: codes, categories by code or name, amounts with
  // separators; a parent code is refused with the reason.
  await grid(page).locator('td[data-row="0"][data-col="0"]').click();
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData(
      'text/plain',
      '03-1000\tL\tForm crew\t12,000.00\n03-1000\tMaterial\tLumber\t4,500.50\n03-3000\tS\tPour\t30000\n03-0000\tL\tGroup\t5\n',
    );
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true }),
    );
  });
  await expect(grid(page).locator('td[data-row="1"][data-col="1"]')).toHaveText('M — Material');
  await expect(page.getByText('Row 4, Cost code: 03-0000 — Concrete cannot be chosen here')).toBeVisible();
  await expect(page.getByTestId('budget-total')).toHaveText('$46,505.50');

  // 4. Save refuses the line without a cost code and says why; Ctrl+Delete removes it, then it saves.
  await page.getByRole('button', { name: 'Save Budget' }).click();
  await expect(page.getByText('Line 4: Cost code is required')).toBeVisible();
  await grid(page).locator('td[data-row="3"][data-col="2"]').click();
  await page.keyboard.press('Control+Delete');
  await expect(page.getByTestId('budget-total')).toHaveText('$46,500.50');
  await page.getByRole('button', { name: 'Save Budget' }).click();
  await expect(page.getByText('Budget saved')).toBeVisible();

  // 5. The job's budget is the lines' total, read-only on the form; the summary lines up with it.
  await expect(page.getByText('from budget lines', { exact: true })).toBeVisible();
  await expect(page.getByText('$46,500.50').first()).toBeVisible();
  await expect(page.getByLabel('Budget', { exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByText('From budget lines: the total of the Budget section.')).toBeVisible();
  const totals = summary.locator('tfoot tr');
  await expect(totals).toContainText('Totals');
  await expect(totals).toContainText('$46,500.50');
  await expect(totals).toContainText('$1,234.56');
  await expect(summary.locator('tbody tr')).toHaveCount(3);
  await expect(summary.locator('tbody tr').nth(1)).toContainText('$4,500.50');

  // 6. A reload shows what the server kept.
  await page.reload();
  await expect(grid(page).locator('td[data-row="2"][data-col="2"]')).toHaveText('Pour');
  await expect(page.getByTestId('budget-total')).toHaveText('$46,500.50');
  await expectNoSeriousAxeViolation(page);
});
