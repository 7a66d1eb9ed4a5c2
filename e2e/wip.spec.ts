import { expect, test } from '@playwright/test';
import { api, expectNoSeriousAxeViolation, signUpWithCompany, uniqueEmail } from './helpers';

/**
 * The WIP schedule of January 2026 for one job, worked out by hand:
 *   contract 100,000.00, budget 80,000.00, cost 20,000.00, billed 30,000.00 (gross, 10 % retainage)
 *   default: cost to complete 60,000.00 → total 80,000.00 → 25 % → earned 25,000.00 → over 5,000.00
 *   estimate 80,000.00: total 100,000.00 → 20 % → earned 20,000.00 → over 10,000.00
 * The adjustment: Dr contract revenue / Cr billings in excess 10,000.00 on 2026-01-31, reversed 2026-02-01.
 */
test('WIP: set an estimate, post the adjustment, see it and its reversal in the journal, see the chart', async ({
  page,
}) => {
  await signUpWithCompany(page, uniqueEmail('wip'), 'WIP Builders');

  // 1. Set-up through the API: a job with a contract, a budget, a cost and an approved pay application.
  const customer = await api(page, 'POST', '/api/v1/customers', {
    customer_number: 'C-WIPE',
    name: 'Harbor Co',
  });
  const job = await api(page, 'POST', '/api/v1/jobs', {
    customer_id: customer.id,
    project_name: 'Harbor Tower',
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
  const chart = (await api(page, 'GET', '/api/v1/chart-of-accounts')).items as {
    id: string;
    account_number: string;
  }[];
  const account = (n: string) => chart.find((a) => a.account_number === n)?.id;
  const category = categories.find((c) => c.code === 'S')?.id;
  const contract = await api(page, 'PUT', `/api/v1/jobs/${job.id}/contract`, {
    original_contract_cents: 10_000_000,
    billing_method: 'progress',
    retainage_work_bps: 1000,
    retainage_stored_bps: 1000,
    payment_terms_days: 30,
    lines: [{ description: 'Base building', original_cents: 10_000_000 }],
  });
  await api(page, 'PUT', `/api/v1/jobs/${job.id}/budget`, {
    lines: [{ cost_code_id: code.id, cost_category_id: category, original_cents: 8_000_000 }],
  });
  await api(page, 'POST', '/api/v1/journal-entries', {
    entry_date: '2026-01-15',
    memo: 'Concrete sub, January',
    post: true,
    lines: [
      {
        account_id: account('5200'),
        debit_cents: 2_000_000,
        job_id: job.id,
        cost_code_id: code.id,
        cost_category_id: category,
      },
      { account_id: account('1000'), credit_cents: 2_000_000 },
    ],
  });
  const application = await api(page, 'POST', `/api/v1/jobs/${job.id}/pay-applications`, {
    application_date: '2026-01-28',
    period_to: '2026-01-28',
  });
  await api(page, 'PATCH', `/api/v1/pay-applications/${application.id}`, {
    lines: [{ contract_line_id: contract.lines[0].id, this_period_cents: 3_000_000 }],
  });
  await api(page, 'POST', `/api/v1/pay-applications/${application.id}/submit`, {});
  await api(page, 'POST', `/api/v1/pay-applications/${application.id}/approve`, {});

  // 2. The WIP schedule of January: the job over-billed by 5,000.00 on the default estimate.
  await page.goto('/reports/wip');
  await page.getByLabel('Month', { exact: true }).fill('2026-01');
  await expect(page.getByRole('heading', { name: 'Period ending 2026-01-31' })).toBeVisible();
  const row = page.locator(`tr[data-job="${job.project_number}"]`);
  await expect(row).toContainText('25.00 %');
  await expect(row).toContainText('$25,000.00');
  await expect(page.getByTestId('wip-over-total')).toHaveText('$5,000.00');
  await expect(
    page.getByRole('figure', { name: /Over and under billings by job at January 2026/ }),
  ).toBeVisible();
  await expect(
    page.getByText(/Over-billed \(billings in excess of costs and estimated earnings\)/),
  ).toBeVisible();

  // 3. The estimate, set from the keyboard: Enter edits, Enter saves.
  const cell = row.getByRole('button', { name: /Estimated cost to complete of .* press Enter to edit/ });
  await cell.focus();
  await page.keyboard.press('Enter');
  const field = row.getByRole('textbox', { name: `Estimated cost to complete of ${job.project_number}` });
  await field.fill('99999');
  await page.keyboard.press('Escape');
  await expect(field).toBeHidden();
  await cell.focus();
  await page.keyboard.press('Enter');
  await field.fill('80000');
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${job.project_number}: cost to complete $80,000.00`)).toBeVisible();
  await expect(row).toContainText('20.00 %');
  await expect(page.getByTestId('wip-over-total')).toHaveText('$10,000.00');
  await page.screenshot({ path: '/tmp/wip-schedule.png', fullPage: true });
  await expectNoSeriousAxeViolation(page);

  // 4. The adjustment, after a confirmation: the entry and its reversal are linked.
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await page.getByRole('button', { name: 'Post WIP adjustment' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('$10,000.00');
  await dialog.getByRole('button', { name: 'Post adjustment' }).click();
  const posted = page.getByTestId('wip-adjustment');
  await expect(posted).toContainText('Posted');
  await expect(posted).toContainText('dated 2026-01-31');
  await expect(posted).toContainText('dated 2026-02-01');
  const entryLink = posted.getByRole('link', { name: /^WIP adjustment: journal entry/ });
  const reversalLink = posted.getByRole('link', { name: /^Its reversal: journal entry/ });
  const entryNumber = (await entryLink.textContent()) ?? '';
  const reversalNumber = (await reversalLink.textContent()) ?? '';
  // The estimates of a posted period are locked.
  await expect(row.getByRole('button', { name: /press Enter to edit/ })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/wip-posted.png', fullPage: true });

  // 5. The journal: the adjustment on January 31st and its reversal on February 1st.
  await page.goto('/journal-entries');
  const rowOf = (number: string) =>
    page.getByRole('row').filter({ has: page.getByRole('link', { name: number, exact: true }) });
  const entryRow = rowOf(entryNumber);
  const reversalRow = rowOf(reversalNumber);
  await expect(entryRow).toContainText('2026-01-31');
  await expect(entryRow).toContainText('$10,000.00');
  await expect(reversalRow).toContainText('2026-02-01');
  await reversalRow.getByRole('link', { name: reversalNumber }).click();
  await expect(page.getByText(`Reversal of ${entryNumber}`).first()).toBeVisible();
  await expect(page.getByText('2026-02-01').first()).toBeVisible();

  // 6. Back on the schedule: withdraw after a confirmation, and the period is open for estimates again.
  await page.goto('/reports/wip');
  await expect(page.getByRole('heading', { name: 'Period ending 2026-01-31' })).toBeVisible();
  await page.getByRole('button', { name: 'Withdraw adjustment' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Withdraw adjustment' }).click();
  await expect(page.getByRole('button', { name: 'Post WIP adjustment' })).toBeEnabled();
  await expect(page.getByTestId('wip-adjustment')).toContainText('Withdrawn');

  // 7. The job's profit fade, from its link on the schedule: a margin line and the table.
  await page.getByRole('link', { name: job.project_number }).click();
  await expect(page).toHaveURL(/\/reports\/profit-fade/);
  await page.getByLabel('From', { exact: true }).fill('2025-12');
  await page.getByLabel('To', { exact: true }).fill('2026-02');
  await expect(page.getByRole('figure', { name: /Estimated gross margin by month for/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Gross margin by month' })).toContainText('January 2026');
  await page.screenshot({ path: '/tmp/wip-profit-fade.png', fullPage: true });
});
