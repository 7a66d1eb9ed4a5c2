import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { api, expectNoSeriousAxeViolation, signUpWithCompany, uniqueEmail } from './helpers';

async function downloaded(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await download;
  return { name: file.suggestedFilename(), bytes: fs.readFileSync((await file.path()) ?? '') };
}

test('the job cost report: pick a job, read its lines and chart, open the lines behind an actual figure, export CSV and PDF', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signUpWithCompany(page, uniqueEmail('job-cost-report'), 'Cost Report Builders');

  // 1. Set-up through the API: two jobs, cost codes, a budget, and job cost posted to the ledger.
  const customer = await api(page, 'POST', '/api/v1/customers', {
    customer_number: 'C-PIER',
    name: 'Pier Owner',
  });
  const pier = await api(page, 'POST', '/api/v1/jobs', { customer_id: customer.id, project_name: 'Pier 7' });
  const other = await api(page, 'POST', '/api/v1/jobs', {
    customer_id: customer.id,
    project_name: 'Boathouse',
  });
  await api(page, 'POST', '/api/v1/cost-codes', { code: '03-0000', description: 'Concrete' });
  const forms = await api(page, 'POST', '/api/v1/cost-codes', { code: '03-1000', description: 'Formwork' });
  const categories = (await api(page, 'GET', '/api/v1/cost-categories')).items as {
    id: string;
    code: string;
  }[];
  const category = (code: string) => categories.find((c) => c.code === code)?.id;
  await api(page, 'PUT', `/api/v1/jobs/${pier.id}/budget`, {
    lines: [
      { cost_code_id: forms.id, cost_category_id: category('L'), original_cents: 1_000_000 },
      { cost_code_id: forms.id, cost_category_id: category('M'), original_cents: 500_000 },
    ],
  });
  await api(page, 'PUT', `/api/v1/jobs/${other.id}/budget`, {
    lines: [{ cost_code_id: forms.id, cost_category_id: category('L'), original_cents: 700_000 }],
  });
  const chart = (await api(page, 'GET', '/api/v1/chart-of-accounts')).items as {
    id: string;
    account_number: string;
  }[];
  const account = (n: string) => chart.find((a) => a.account_number === n)?.id;
  const today = new Date().toLocaleDateString('en-CA');
  await api(page, 'POST', '/api/v1/journal-entries', {
    entry_date: today,
    memo: 'Crew week 1',
    post: true,
    lines: [
      {
        account_id: account('5100'),
        debit_cents: 250_000,
        job_id: pier.id,
        cost_code_id: forms.id,
        cost_category_id: category('L'),
      },
      { account_id: account('1000'), credit_cents: 250_000 },
    ],
  });

  // 2. The report opens on every open job; the job picker narrows it to Pier 7.
  await page.goto('/reports/job-cost');
  await expect(page.getByRole('heading', { name: 'Job Cost Report' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^2 jobs as of/ })).toBeVisible();
  // The picker's button is named by its label, Jobs; it reads All jobs.
  const jobsButton = page.getByRole('button', { name: 'Jobs', exact: true });
  await expect(jobsButton).toHaveText('All jobs');
  await jobsButton.click();
  const picker = page.getByRole('dialog', { name: 'Choose jobs' });
  await picker.getByLabel('Find a job').fill('Pier 7');
  await expect(picker.getByRole('checkbox')).toHaveCount(1);
  await picker.getByRole('checkbox').first().check();
  await picker.getByRole('button', { name: 'Report on 1 job' }).click();
  await expect(
    page.getByRole('heading', { name: new RegExp(`^${pier.project_number} Pier 7 as of`) }),
  ).toBeVisible();

  // 3. The job's lines: L budget 10,000.00, actual 2,500.00, cost to complete 7,500.00; the job links to its page.
  const table = page.getByRole('table', { name: 'Job cost report' });
  await expect(table.getByRole('link', { name: pier.project_number })).toHaveAttribute(
    'href',
    `/jobs/${pier.id}`,
  );
  const labor = table.getByRole('row').filter({ hasText: 'L Labor' }).first();
  await expect(labor).toContainText('$10,000.00');
  await expect(labor).toContainText('$7,500.00');
  await expect(table.getByRole('row').filter({ hasText: 'Formwork' }).last()).toContainText('$15,000.00');

  // 4. The chart of budget, committed and actual by category, its legend in words and its figures beside it.
  const figure = page.getByRole('figure', { name: /Job cost by category for .*Pier 7/ });
  await expect(figure).toBeVisible();
  await expect(figure.getByRole('listitem')).toHaveText(['Revised budget', 'Committed', 'Actual']);
  await expect(figure.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByRole('table', { name: /Figures of the chart/ })).toContainText('$2,500.00');
  await page.screenshot({ path: '/tmp/jobcost-report.png', fullPage: true });
  await expectNoSeriousAxeViolation(page);

  // 5. The actual figure opens the journal lines behind it.
  await labor.getByRole('button', { name: /Journal lines behind the actual cost/ }).click();
  const lines = page.getByRole('dialog', { name: /Actual cost/ });
  await expect(lines.getByText('Crew week 1')).toBeVisible();
  await expect(lines.getByRole('row').filter({ hasText: 'Total (1 line)' })).toContainText('$2,500.00');
  await page.screenshot({ path: '/tmp/jobcost-lines.png' });
  await page.keyboard.press('Escape');

  // 6. Exports: the CSV has the job's rows and totals; the PDF is a PDF.
  const csv = await downloaded(page, 'Export CSV');
  expect(csv.name).toBe(`job-cost-${today}.csv`);
  const csvLines = csv.bytes.toString('utf8').trim().split('\n');
  expect(csvLines[0]).toContain('Original budget,Approved changes,Revised budget');
  expect(csvLines.find((l) => l.includes(',Job total,'))).toContain(',15000,0,15000,0,2500,12500,15000,0,');
  const pdf = await downloaded(page, 'Export PDF');
  expect(pdf.name).toBe(`job-cost-${today}.pdf`);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // 7. Printed: the controls give way to the report.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeHidden();
  await page.screenshot({ path: '/tmp/jobcost-print.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // 8. Remembered: the report opens again on Pier 7.
  await page.goto('/dashboard');
  await page.goto('/reports/job-cost');
  await expect(
    page.getByRole('heading', { name: new RegExp(`^${pier.project_number} Pier 7 as of`) }),
  ).toBeVisible();

  // 9. The job page's cost summary opens the report on its job.
  await page.goto(`/jobs/${other.id}`);
  await page.getByRole('link', { name: 'Open in the job cost report' }).click();
  await expect(
    page.getByRole('heading', { name: new RegExp(`^${other.project_number} Boathouse as of`) }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/reports\/job-cost$/);
});
