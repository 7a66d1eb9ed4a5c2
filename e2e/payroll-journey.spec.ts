import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  addDirectDeposit,
  addEmployee,
  api,
  crewAndJob,
  expectNoSeriousAxeViolation,
  expectToast,
  money,
  setAchSettings,
  setUpHourlyPay,
  signInAddedIn,
  signUpWithCompany,
  uniqueEmail,
} from './helpers';

const shot = (name: string) => `/tmp/journey-${name}.png`;

/**
 * Issue 21 end to end, through the browser: a foreman keys a crew week and submits it, the job's
 * project manager approves it, the accountant runs, approves and posts the payroll, makes the direct
 * deposit file and sees the job cost move, and a field employee downloads their own pay stub. The API
 * only sets up what is not the subject: people, the job and its budget, pay setup, the NACHA settings.
 */
test('payroll journey: crew week → approval → run → direct deposit file → job cost → own pay stub', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const company = 'Journey Builders';
  await signUpWithCompany(page, uniqueEmail('journey-admin'), company);

  // Set-up through the API.
  await setAchSettings(page, company);
  const { foreman, pm, smith, jones, brown, job } = await crewAndJob(page, {
    customerNumber: 'C-JRNY',
    customerName: 'Pier Owner',
    projectName: 'Pier 9',
  });
  const accountant = await addEmployee(page, 'Ada', 'Ledger', 'accountant');
  // Smith is paid by direct deposit to 021000021 (prenote verified); the others by check.
  await setUpHourlyPay(page, smith.id, '30.00', 'direct_deposit');
  await addDirectDeposit(page, smith.id, '021000021', '900100200');
  await setUpHourlyPay(page, jones.id, '32.00');
  await setUpHourlyPay(page, brown.id, '28.00');

  // 1. The foreman keys the crew's week of Monday 2026-11-09: 9 hours a day Monday to Friday on
  //    Pier 9 · 03-1000 for all three (45 hours each), then submits the crew's week at once.
  const fore = await signInAddedIn(browser, foreman.email, foreman.password);
  await fore.page.goto('/time-entry');
  await expect(fore.page.getByRole('heading', { name: 'Time Entry' })).toBeVisible();
  await fore.page.getByLabel('Week of', { exact: true }).fill('2026-11-09');
  await expect(fore.page.getByText('Fred Foreman · 2026-11-09 to 2026-11-15')).toBeVisible();
  await fore.page.getByRole('button', { name: 'Crew entry' }).click();
  const crewDialog = fore.page.getByRole('dialog', { name: 'Crew entry' });
  await crewDialog.getByLabel('Crew', { exact: true }).selectOption({ label: 'Crew A' });
  await crewDialog
    .getByLabel('Job · cost code')
    .selectOption({ label: `${job.project_number} 03-1000 — Formwork · Pier 9` });
  await crewDialog.getByLabel('Hours', { exact: true }).fill('9');
  await fore.page.screenshot({ path: shot('1-crew-dialog') });
  await crewDialog.getByRole('button', { name: 'Enter crew time' }).click();
  await expectToast(fore.page, '15 lines entered');
  for (const name of ['John Smith', 'Mary Jones', 'Bob Brown']) {
    await fore.page.getByLabel('Employee', { exact: true }).selectOption({ label: name });
    await expect(fore.page.getByRole('grid', { name: new RegExp(`Time of ${name}`) })).toBeVisible();
    await expect(fore.page.getByTestId('week-total')).toHaveText('45.00 h');
    await expect(fore.page.getByTestId('overtime-totals')).toContainText('5.00');
    if (name === 'John Smith') await fore.page.screenshot({ path: shot('1-week'), fullPage: true });
  }
  await fore.page.getByRole('button', { name: 'Submit crew week' }).click();
  const submitDialog = fore.page.getByRole('dialog', { name: 'Submit crew week' });
  await submitDialog.getByLabel('Crew', { exact: true }).selectOption({ label: 'Crew A' });
  await expect(submitDialog.getByTestId('crew-submit-summary')).toHaveText(
    'Submit the week of 2026-11-09 to 2026-11-15 for Crew A (3 members)?',
  );
  await fore.page.screenshot({ path: shot('1-crew-submit-dialog') });
  await submitDialog.getByRole('button', { name: 'Submit crew week' }).click();
  await expectToast(fore.page, '15 lines of 3 people submitted');
  for (const name of ['John Smith', 'Mary Jones', 'Bob Brown']) {
    await fore.page.getByLabel('Employee', { exact: true }).selectOption({ label: name });
    await expect(fore.page.getByText(`${name} · 2026-11-09 to 2026-11-15`)).toBeVisible();
    await expect(fore.page.getByText('Submitted', { exact: true }).first()).toBeVisible();
  }
  await fore.page.screenshot({ path: shot('1-submitted'), fullPage: true });
  await fore.context.close();

  // 2. The job's project manager approves the 15 lines.
  const manager = await signInAddedIn(browser, pm.email, pm.password);
  await manager.page.goto('/time-entry/approvals');
  await expect(manager.page.getByRole('heading', { name: 'Time Approvals' })).toBeVisible();
  await expect(manager.page.getByText(`${job.project_number} Pier 9`)).toBeVisible();
  for (const name of ['John Smith', 'Mary Jones', 'Bob Brown'])
    await expect(manager.page.getByText(`${name} (45.00 h)`)).toBeVisible();
  await manager.page.getByLabel(/Select all \(15 lines\)/).check();
  await manager.page.screenshot({ path: shot('2-approvals'), fullPage: true });
  await manager.page.getByRole('button', { name: 'Approve selected' }).click();
  await expectToast(manager.page, '15 lines approved');
  await expect(manager.page.getByText('No submitted time is waiting for your approval.')).toBeVisible();
  await manager.context.close();

  // 3. The accountant creates the weekly run for the week, calculates it and checks Smith's check.
  const acc = await signInAddedIn(browser, accountant.email, accountant.password);
  await acc.page.goto('/payroll');
  await expect(acc.page.getByRole('heading', { name: 'Payroll', exact: true })).toBeVisible();
  await acc.page.getByRole('button', { name: 'New run' }).click();
  await acc.page.getByLabel('Period start').fill('2026-11-09');
  await acc.page.getByLabel('Period end').fill('2026-11-15');
  await acc.page.getByLabel('Check date').fill('2026-11-20');
  await acc.page.getByRole('button', { name: 'Create run' }).click();
  await expect(acc.page).toHaveURL(/\/payroll\/runs\/[0-9a-f-]+$/);
  const runId = acc.page.url().split('/').at(-1) ?? '';
  await expect(acc.page.getByRole('heading', { name: 'Payroll run 1' })).toBeVisible();
  await acc.page.getByRole('button', { name: 'Calculate' }).click();
  await expectToast(acc.page, 'Run calculated');
  // Smith's 45 hours at $30.00: 40 × 30.00 = 1,200.00 straight time, plus the 5 hours over 40 at
  // time and a half, 5 × 1.5 × 30.00 = 225.00 → gross $1,425.00.
  const smithRow = acc.page
    .getByRole('table')
    .first()
    .getByRole('row', { name: /John Smith/ });
  await expect(smithRow).toContainText('45.00');
  await expect(smithRow).toContainText('$1,425.00');
  await expect(smithRow).toContainText('Direct deposit');
  await acc.page.getByRole('button', { name: 'Show the detail of John Smith' }).click();
  const earnings = acc.page.getByRole('region', { name: 'Earnings of John Smith' });
  await expect(earnings).toContainText('OT');
  await expect(earnings).toContainText('over 40 hours in the workweek of 2026-11-09');
  // The employee's lines read as earned, whatever way job cost spreads the premium (pro rata here):
  // REG 40.00 h $1,200.00 and OT 5.00 h $225.00.
  await expect(earnings.getByRole('row').filter({ hasText: 'REG' })).toContainText('$1,200.00');
  await expect(earnings.getByRole('row').filter({ hasText: 'OT' })).toContainText('$225.00');
  await expect(earnings).toContainText('$1,425.00');
  await expect(acc.page.getByRole('region', { name: 'Taxes and deductions of John Smith' })).toContainText(
    'Net pay',
  );
  await expectNoSeriousAxeViolation(acc.page);
  await acc.page.screenshot({ path: shot('3-calculated'), fullPage: true });
  await acc.page.getByRole('button', { name: 'Approve' }).click();
  await acc.page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expectToast(acc.page, 'Run approved');
  await acc.page.getByRole('button', { name: 'Post' }).click();
  await acc.page.getByRole('alertdialog').getByRole('button', { name: 'Post' }).click();
  await expectToast(acc.page, 'Run posted');
  await expect(acc.page.getByText('Posted', { exact: true }).first()).toBeVisible();
  await acc.page.screenshot({ path: shot('3-posted'), fullPage: true });
  const run = await api(acc.page, 'GET', `/api/v1/payroll/runs/${runId}`);
  const smithCheck = (run.checks as { employee_name: string; net_cents: number; gross_cents: number }[]).find(
    (c) => c.employee_name === 'John Smith',
  );
  expect(smithCheck?.gross_cents).toBe(142_500);
  const smithNet = smithCheck?.net_cents ?? 0;

  // 4. The direct deposit file: before making it, one entry of Smith's net pay and the entry hash
  //    of 021000021's first eight digits, 02100002 (zero-filled to ten).
  await expect(acc.page.getByRole('heading', { name: 'Direct deposit' })).toBeVisible();
  const figures = acc.page.locator('dl').filter({ hasText: 'Entry hash' });
  await expect(figures).toContainText('Entries1');
  await expect(figures).toContainText(`Total credits${money(smithNet)}`);
  await expect(figures).toContainText('Entry hash0002100002');
  await expect(acc.page.getByRole('region', { name: /Deposits in the file/ })).toContainText('John Smith');
  await acc.page.screenshot({ path: shot('4-ach-preview'), fullPage: true });
  await acc.page.getByRole('button', { name: 'Create direct deposit file' }).click();
  await expectToast(acc.page, 'Direct deposit file made');
  const download = acc.page.waitForEvent('download');
  await acc.page.getByRole('button', { name: /Download PAYROLL-/ }).click();
  const achFile = await download;
  await achFile.saveAs('/tmp/journey-4-payroll.ach');
  const ach = fs.readFileSync(await achFile.path(), 'utf8');
  const lines = ach.trimEnd().split(/\r?\n/);
  expect(lines.every((l) => l.length === 94)).toBe(true);
  expect(lines.length % 10).toBe(0);
  const entries = lines.filter((l) => l.startsWith('6'));
  expect(entries).toHaveLength(1);
  // Entry detail: 22 (checking credit), the routing number, the account, then the amount in cents
  // (positions 30–39) — Smith's net pay.
  expect(entries[0]?.slice(0, 29)).toBe(`622021000021${'900100200'.padEnd(17)}`);
  expect(Number(entries[0]?.slice(29, 39))).toBe(smithNet);
  await expect(acc.page.getByRole('region', { name: /Direct deposit files/ })).toContainText(money(smithNet));
  // The download scrolled the page: back to the top, or the full-page shot draws the sticky header mid-page.
  await acc.page.evaluate(() => window.scrollTo(0, 0));
  await acc.page.screenshot({ path: shot('4-ach-made'), fullPage: true });

  // 5. The job's cost: 03-1000 moved by the wages and burden the run's entry put on the job.
  const entry = await api(acc.page, 'GET', `/api/v1/journal-entries/${run.entry.id}`);
  const onJob = (entry.lines as { job_id: string | null; debit_cents: number; credit_cents: number }[])
    .filter((l) => l.job_id === job.id)
    .reduce((sum, l) => sum + l.debit_cents - l.credit_cents, 0);
  // Everyone's time was on Pier 9 · 03-1000: the job carries the whole gross and burden.
  expect(onJob).toBe(run.gross_cents + run.burden_cents);
  await acc.page.goto(`/jobs/${job.id}`);
  const summary = acc.page.getByRole('table', { name: 'Job cost summary' });
  await expect(summary.locator('tbody tr').filter({ hasText: '03-1000' })).toContainText(money(onJob));
  await summary.screenshot({ path: shot('5-job-cost') });
  await acc.context.close();

  // 6. Smith signs in on a phone and sees only his own pay stub at /payroll, and downloads it.
  const own = await signInAddedIn(browser, smith.email, smith.password, 390, 844);
  await own.page.goto('/payroll');
  await expect(own.page.getByRole('heading', { name: 'My Pay Stubs' })).toBeVisible();
  await expect(own.page.getByRole('row')).toHaveCount(2);
  const stub = own.page.getByRole('row').filter({ hasText: '2026-11-20' });
  await expect(stub).toContainText(money(142_500));
  await expect(stub).toContainText(money(smithNet));
  await expect(own.page.getByRole('button', { name: 'New run' })).toHaveCount(0);
  await expectNoSeriousAxeViolation(own.page);
  await own.page.screenshot({ path: shot('6-my-pay-stubs'), fullPage: true });
  const pdf = own.page.waitForEvent('download');
  await stub.getByRole('button', { name: 'PDF' }).click();
  const stubFile = await pdf;
  await stubFile.saveAs('/tmp/journey-6-pay-stub.pdf');
  expect(stubFile.suggestedFilename()).toMatch(/^pay-stub-2026-11-20.*\.pdf$/);
  expect(
    fs
      .readFileSync(await stubFile.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await own.context.close();
});
