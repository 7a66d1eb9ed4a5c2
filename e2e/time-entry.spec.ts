import { expect, test } from '@playwright/test';
import {
  api,
  crewAndJob,
  expectNoSeriousAxeViolation,
  expectToast,
  signInAddedIn,
  signUpWithCompany,
  uniqueEmail,
} from './helpers';

test('a foreman keys a crew week and submits it; the project manager approves it', async ({
  page,
  browser,
}) => {
  await signUpWithCompany(page, uniqueEmail('time-admin'), 'Timecard Builders');

  // 1. Set-up through the API: people, a job whose budget has the formwork code, a crew.
  const { foreman, pm, job } = await crewAndJob(page, {
    customerNumber: 'C-TIM1',
    customerName: 'Harbor Co',
    projectName: 'Harbor Warehouse',
  });

  // 2. The foreman keys the crew's week: 8 hours Monday to Friday, Brown 6.
  const fore = await signInAddedIn(browser, foreman.email, foreman.password);
  await fore.page.goto('/time-entry');
  await expect(fore.page.getByRole('heading', { name: 'Time Entry' })).toBeVisible();
  await fore.page.getByRole('button', { name: 'Crew entry' }).click();
  const dialog = fore.page.getByRole('dialog', { name: 'Crew entry' });
  await dialog.getByLabel('Crew', { exact: true }).selectOption({ label: 'Crew A' });
  await dialog
    .getByLabel('Job · cost code')
    .selectOption({ label: `${job.project_number} 03-1000 — Formwork · Harbor Warehouse` });
  await dialog.getByLabel('Hours', { exact: true }).fill('8');
  await dialog.getByLabel('Own hours of Bob Brown').fill('6');
  await fore.page.screenshot({ path: '/tmp/time-crew-dialog.png' });
  await dialog.getByRole('button', { name: 'Enter crew time' }).click();
  await expectToast(fore.page, '15 lines entered');

  // 3. Smith's week in the grid: Tuesday becomes 10 hours by keyboard, saved, then submitted.
  await fore.page.getByLabel('Employee', { exact: true }).selectOption({ label: 'John Smith' });
  const grid = fore.page.getByRole('grid', { name: /Time of John Smith/ });
  await expect(grid).toBeVisible();
  await expect(fore.page.getByTestId('week-total')).toHaveText('40.00 h');
  await grid.locator('td[data-column-id="day-1"]').first().click();
  await fore.page.keyboard.type('10');
  await fore.page.keyboard.press('Enter');
  await fore.page.getByRole('button', { name: 'Save week' }).click();
  await expectToast(fore.page, 'Week saved');
  await expect(fore.page.getByTestId('week-total')).toHaveText('42.00 h');
  await expect(fore.page.getByTestId('overtime-totals')).toContainText('2.00');
  await expectNoSeriousAxeViolation(fore.page);
  await fore.page.screenshot({ path: '/tmp/time-desktop-week.png', fullPage: true });
  // The same week on a phone: stacked day by day, a field per line and day.
  await fore.page.setViewportSize({ width: 390, height: 844 });
  await expect(fore.page.getByTestId('stacked-week')).toBeVisible();
  await fore.page.screenshot({ path: '/tmp/time-phone-week.png', fullPage: true });
  await fore.page.setViewportSize({ width: 1440, height: 900 });
  await fore.page.getByRole('button', { name: 'Submit week' }).click();
  await expectToast(fore.page, 'Week submitted for approval');
  await expect(fore.page.getByText('Submitted', { exact: true }).first()).toBeVisible();
  for (const name of ['Mary Jones', 'Bob Brown']) {
    await fore.page.getByLabel('Employee', { exact: true }).selectOption({ label: name });
    await expect(fore.page.getByRole('grid', { name: new RegExp(`Time of ${name}`) })).toBeVisible();
    await fore.page.getByRole('button', { name: 'Submit week' }).click();
    await expectToast(fore.page, 'Week submitted for approval');
  }

  await fore.context.close();

  // 4. The project manager sends Brown's week back with a reason and approves the rest.
  const manager = await signInAddedIn(browser, pm.email, pm.password);
  await manager.page.goto('/time-entry/approvals');
  await expect(manager.page.getByRole('heading', { name: 'Time Approvals' })).toBeVisible();
  const jobTitle = `${job.project_number} Harbor Warehouse`;
  await expect(manager.page.getByText(jobTitle)).toBeVisible();
  await expect(manager.page.getByText('John Smith (42.00 h)')).toBeVisible();
  await manager.page.getByLabel(`Select all of Bob Brown on ${jobTitle}`).check();
  await manager.page.getByRole('button', { name: 'Reject selected…' }).click();
  const reject = manager.page.getByRole('dialog', { name: 'Reject time' });
  await reject.getByLabel('Reason').fill('Bob was on the River job on Tuesday');
  await reject.getByRole('button', { name: 'Reject', exact: true }).click();
  await expectToast(manager.page, '5 lines sent back');
  await manager.page.getByLabel(/Select all \(10 lines\)/).check();
  await expectNoSeriousAxeViolation(manager.page);
  await manager.page.screenshot({ path: '/tmp/time-approvals.png', fullPage: true });
  await manager.page.getByRole('button', { name: 'Approve selected' }).click();
  await expectToast(manager.page, '10 lines approved');
  await expect(manager.page.getByText('No submitted time is waiting for your approval.')).toBeVisible();
  await manager.context.close();

  const approved = await api(
    page,
    'GET',
    `/api/v1/time-entries?status=approved&job_id=${job.id}&pageSize=100`,
  );
  expect(approved.total).toBe(10);

  // The rejected week shows its reason and is editable again.
  await page.goto('/time-entry');
  await page.getByLabel('Employee', { exact: true }).selectOption({ label: 'Bob Brown' });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Bob was on the River job on Tuesday' }),
  ).toBeVisible();
  await expect(page.getByRole('grid', { name: /Time of Bob Brown/ })).toBeVisible();
  await page.screenshot({ path: '/tmp/time-rejected.png', fullPage: true });

  // 5. The office keeps the crews: add one, then delete it after confirming.
  await page.goto('/time-entry/crews');
  await expect(page.getByRole('row').filter({ hasText: 'Crew A' })).toContainText('Fred Foreman');
  await page.getByRole('button', { name: 'Add crew' }).click();
  const form = page.getByRole('dialog', { name: 'Add crew' });
  await form.getByLabel('Name', { exact: true }).fill('Night Crew');
  await form.getByLabel('Foreman', { exact: true }).selectOption({ label: 'Fred Foreman' });
  await form.getByLabel('Bob Brown').check();
  await form.getByRole('button', { name: 'Add crew' }).click();
  await expectToast(page, 'Crew added');
  await expect(page.getByRole('row').filter({ hasText: 'Night Crew' })).toContainText('Bob Brown');
  await expectNoSeriousAxeViolation(page);
  await page.screenshot({ path: '/tmp/time-crews.png', fullPage: true });
  await page.getByRole('button', { name: 'Delete Night Crew' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Crew deleted');
  await expect(page.getByRole('row').filter({ hasText: 'Night Crew' })).toHaveCount(0);
});
