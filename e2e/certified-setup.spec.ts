import { expect, test } from '@playwright/test';
import {
  addEmployee,
  api,
  apiResponse,
  expectNoSeriousAxeViolation,
  expectToast,
  jobWithFormworkBudget,
  signUpWithCompany,
  uniqueEmail,
} from './helpers';

// Issue 22, set-up: a job marked prevailing-wage with its determination, classifications keyed and
// imported from CSV, a new modification copying them, a compliance viewer; apprenticeship programs and
// certifying officers; an employee's fringe plan and apprenticeship; and time refused without a class.

test.use({ viewport: { width: 1440, height: 1000 } });

test('certified payroll set-up: job, determination, classes, viewers, programs, officers, fringe plans', async ({
  page,
}) => {
  await signUpWithCompany(page, uniqueEmail('cp-admin'), 'Prevailing Builders');
  const pm = await addEmployee(page, 'Pat', 'Manager', 'project_manager');
  const smith = await addEmployee(page, 'John', 'Smith', 'field_employee');
  await api(page, 'POST', '/api/v1/company-users', {
    first_name: 'Olive',
    last_name: 'Owner',
    email: uniqueEmail('owner-lco'),
  });
  const { job, formwork } = await jobWithFormworkBudget(page, {
    customerNumber: 'C-PW01',
    customerName: 'City of Springfield',
    projectName: 'Federal Courthouse',
    projectManagerId: pm.userId,
  });

  // 1. From the job's page to its prevailing-wage settings.
  await page.goto(`/jobs/${job.id}`);
  await page.getByRole('link', { name: 'Prevailing wage' }).click();
  await expect(page).toHaveURL(new RegExp(`/certified-payroll/jobs/${job.id}$`));
  await expect(page.getByText('Not a prevailing-wage job yet')).toBeVisible();
  await page.getByLabel('Awarding agency').fill('US General Services Administration');
  await page.getByLabel('Contract number').fill('GS-09P-26-0017');
  await page.getByLabel('Project location').fill('100 Main Street, Springfield');
  await page.getByLabel('The company is the prime contractor').uncheck();
  await page.getByRole('button', { name: 'Mark prevailing-wage' }).click();
  await expect(
    page.getByText("Enter the prime contractor's name: the company is a subcontractor on this job"),
  ).toBeVisible();
  await page.getByLabel('Prime contractor', { exact: true }).fill('Big Prime Construction');
  await page.getByRole('button', { name: 'Mark prevailing-wage' }).click();
  await expectToast(page, 'Job marked prevailing-wage');
  await expect(page.getByText('No wage determination yet.')).toBeVisible();

  // 2. The determination and a classification keyed in.
  await page.getByRole('button', { name: 'Add determination' }).click();
  const detDialog = page.getByRole('dialog');
  await detDialog.getByLabel('WD number').fill('CA20260012');
  await detDialog.getByLabel('Modification', { exact: true }).fill('0');
  await detDialog.getByLabel('Modification date').fill('2026-01-02');
  await detDialog.getByLabel('Effective from').fill('2026-01-05');
  await detDialog.getByRole('button', { name: 'Add modification' }).click();
  await expectToast(page, 'WD CA20260012 modification 0 added');
  await page.getByRole('button', { name: 'Add classification' }).click();
  const classDialog = page.getByRole('dialog');
  await classDialog.getByLabel('Classification', { exact: true }).fill('Electrician');
  await classDialog.getByLabel('Basic hourly rate').fill('38.50');
  await classDialog.getByLabel('Fringe per hour').fill('6.73');
  await classDialog.getByRole('button', { name: 'Add classification' }).click();
  await expectToast(page, 'Classification added');
  const mod0 = page.getByRole('table', { name: 'Classifications of WD CA20260012 modification 0' });
  await expect(mod0.getByRole('row', { name: /Electrician 38\.50 6\.73 45\.23/ })).toBeVisible();

  // 3. A CSV import: the dry run names the bad row; a clean file imports.
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importDialog = page.getByRole('dialog');
  await importDialog.getByLabel('CSV file').setInputFiles({
    name: 'classes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('classification,basic_rate,fringe_rate\nLaborer,22.00,5.00\nIronworker,abc,12.50\n'),
  });
  await expect(
    importDialog.getByText('Row 3: The basic rate must be more than 0 with at most 4 decimals'),
  ).toBeVisible();
  await expect(importDialog.getByRole('button', { name: 'Import classifications' })).toBeDisabled();
  await importDialog.getByLabel('CSV file').setInputFiles({
    name: 'classes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'classification,basic_rate,fringe_rate\nLaborer,22.00,5.00\nIronworker,41.10,12.50\n',
    ),
  });
  await expect(importDialog.getByText('2 rows ready: 2 to add, 0 to update.')).toBeVisible();
  await page.screenshot({ path: '/tmp/cpsetup-import.png' });
  await importDialog.getByRole('button', { name: 'Import classifications' }).click();
  await expectToast(page, 'Classifications imported: 2 added, 0 updated');
  await expect(mod0.getByRole('row')).toHaveCount(4);

  // 4. Modification 1 starts from modification 0's classes.
  await page.getByRole('button', { name: 'Add modification' }).click();
  const modDialog = page.getByRole('dialog');
  await expect(modDialog.getByLabel('Modification', { exact: true })).toHaveValue('1');
  await modDialog.getByLabel('Modification date').fill('2026-02-20');
  await modDialog.getByLabel('Effective from').fill('2026-03-02');
  await modDialog.getByRole('button', { name: 'Add modification' }).click();
  await expectToast(page, 'WD CA20260012 modification 1 added');
  const mod1 = page.getByRole('table', { name: 'Classifications of WD CA20260012 modification 1' });
  await expect(mod1.getByRole('row')).toHaveCount(4);
  // Deleting asks first.
  await mod1.getByRole('button', { name: 'Delete Laborer' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Delete Laborer?' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expectToast(page, 'Classification deleted');
  await expect(mod1.getByRole('row')).toHaveCount(3);

  // 5. The owner's labor compliance officer sees the job's signed reports.
  await page.getByLabel('Third-party user').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Add viewer' }).click();
  await expectToast(page, 'Olive Owner added as compliance viewer');
  await expect(page.getByRole('table', { name: 'Compliance viewers' })).toContainText('Olive Owner');
  await expectNoSeriousAxeViolation(page);
  await page.screenshot({ path: '/tmp/cpsetup-job.png', fullPage: true });

  // 6. Time on the job needs a class of the determination in force.
  const refused = await apiResponse(page, 'POST', '/api/v1/time-entries', {
    employee_id: smith.id,
    work_date: '2026-03-10',
    job_id: job.id,
    cost_code_id: formwork.id,
    hours: 8,
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).error.message).toBe(
    `2026-03-10, job ${job.project_number}: choose a classification from WD CA20260012`,
  );

  // 6b. Two classes in one week on the grid: each row its class, saved together.
  const classes = (
    await api(page, 'GET', `/api/v1/certified/jobs/${job.id}/determination-in-force?date=2026-03-10`)
  ).classes as { id: string; classification: string }[];
  const classId = (name: string) => classes.find((c) => c.classification === name)?.id;
  await api(page, 'PUT', '/api/v1/time-entries/week', {
    employee_id: smith.id,
    week_start: '2026-03-09',
    rows: [
      {
        job_id: job.id,
        cost_code_id: formwork.id,
        wage_class_id: classId('Electrician'),
        hours: { '2026-03-09': 8, '2026-03-10': 6 },
      },
      {
        job_id: job.id,
        cost_code_id: formwork.id,
        wage_class_id: classId('Ironworker'),
        hours: { '2026-03-10': 2 },
      },
    ],
  });
  await page.goto('/time-entry');
  await page.getByLabel('Employee', { exact: true }).selectOption({ label: 'John Smith' });
  await page.getByLabel('Week of', { exact: true }).fill('2026-03-09');
  const grid = page.getByRole('grid', { name: /Time of John Smith/ });
  await expect(grid.getByRole('columnheader', { name: 'Class (prevailing wage)' })).toBeVisible();
  await expect(grid).toContainText('Electrician');
  await expect(grid).toContainText('Ironworker');
  await expect(page.getByTestId('week-total')).toHaveText('16.00 h');
  await grid.locator('td[data-column-id="day-2"]').first().click();
  await page.keyboard.type('8');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Save week' }).click();
  await expectToast(page, 'Week saved');
  await expect(page.getByTestId('week-total')).toHaveText('24.00 h');
  await page.screenshot({ path: '/tmp/cpsetup-time-week.png', fullPage: true });

  // 7. Apprenticeship programs and certifying officers.
  await page.goto('/certified-payroll/setup');
  await expect(page.getByRole('table', { name: 'Prevailing-wage jobs' })).toContainText(
    'WD CA20260012 mod 1',
  );
  await page.getByRole('button', { name: 'Add program' }).click();
  const programDialog = page.getByRole('dialog');
  await programDialog.getByLabel('Program name').fill('IBEW Local 6 JATC');
  await programDialog.getByLabel('Journeyworker classification').fill('Electrician');
  await programDialog.getByLabel('per journeyworkers').fill('3');
  await programDialog.getByLabel('Wage %').fill('50');
  await programDialog.getByLabel('Fringe %').fill('50');
  await programDialog.getByRole('button', { name: 'Add level' }).click();
  await programDialog.getByLabel('Wage %').nth(1).fill('55');
  await programDialog.getByLabel('Fringe %').nth(1).fill('55');
  await programDialog.getByRole('button', { name: 'Add program' }).click();
  await expectToast(page, 'Program added');
  await expect(page.getByRole('table', { name: 'Apprenticeship programs' })).toContainText('1 : 3');
  await page.getByLabel('Person').selectOption({ index: 1 });
  await page.getByLabel('Title').fill('President');
  await page.getByRole('button', { name: 'Add officer' }).click();
  await expect(page.getByRole('table', { name: 'Certifying officers' })).toContainText('President');
  await expectNoSeriousAxeViolation(page);
  await page.screenshot({ path: '/tmp/cpsetup-setup.png', fullPage: true });

  // 8. An employee's annual fringe plan (6,240.00 over 2,080 hours = 3.00 an hour) and apprenticeship.
  await page.goto(`/employees/${smith.id}/pay`);
  await page.getByRole('tab', { name: 'Fringe plans · apprenticeship' }).click();
  await expect(
    page.getByText('No fringe plans: any fringe due on a certified job is paid in cash.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Add plan' }).click();
  const planDialog = page.getByRole('dialog');
  await planDialog.getByLabel('Plan', { exact: true }).selectOption('pension');
  await planDialog.getByLabel('Plan name').fill('Company 401(k)');
  await planDialog.getByLabel('Paid as').selectOption('annual');
  await planDialog.getByLabel('Annual amount').fill('6240.00');
  await planDialog.getByLabel('Effective from').fill('2026-01-01');
  await planDialog.getByRole('button', { name: 'Add plan' }).click();
  await expectToast(page, 'Fringe plan added');
  await expect(page.getByRole('table', { name: 'Fringe plans' })).toContainText('3.0000');
  await page.getByRole('button', { name: 'Register apprentice' }).click();
  const apDialog = page.getByRole('dialog');
  await apDialog.getByLabel('Program').selectOption({ index: 1 });
  await apDialog.getByLabel('Level').selectOption('2');
  await apDialog.getByLabel('Registered on').fill('2026-01-05');
  await apDialog.getByRole('button', { name: 'Register' }).click();
  await expectToast(page, 'Apprenticeship registered');
  await expect(page.getByRole('table', { name: 'Apprenticeships' })).toContainText('IBEW Local 6 JATC');
  await expectNoSeriousAxeViolation(page);
  await page.screenshot({ path: '/tmp/cpsetup-employee.png', fullPage: true });
});
