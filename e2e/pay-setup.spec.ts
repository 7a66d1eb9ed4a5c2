import { expect, test } from '@playwright/test';
import { api, expectNoSeriousAxeViolation, expectToast, signUpWithCompany, uniqueEmail } from './helpers';

const shot = (name: string) => `/tmp/setup-${name}.png`;

/**
 * Issue 21, item 3: an accountant-like admin sets up an employee's pay from the employee list — rates,
 * SSN (masked, revealed on demand), W-4, a state certificate, a 401(k) and a direct deposit account
 * whose routing number is checked — then the company's California rule and the tax tables.
 */
test('pay setup: an employee from the list to direct deposit, then settings and tax parameters', async ({
  page,
}) => {
  await signUpWithCompany(page, uniqueEmail('pay-setup'), 'Pay Setup Builders');
  const added = await api(page, 'POST', '/api/v1/employees', {
    first_name: 'Jo',
    last_name: 'Smith',
    email: uniqueEmail('jo'),
    role: 'field_employee',
    job_title: 'Carpenter',
  });
  const employeeId = added.employee.id as string;

  // 1. From the employee list to the pay page.
  await page.goto('/employees/setup');
  await page.getByRole('button', { name: 'Pay setup of Jo Smith' }).click();
  await expect(page).toHaveURL(new RegExp(`/employees/${employeeId}/pay$`));
  await expect(page.getByRole('heading', { name: 'Pay setup — Jo Smith' })).toBeVisible();
  await expect(page.getByText('No pay setup saved yet')).toBeVisible();

  // 2. Pay: hourly, weekly, Virginia, paid by direct deposit, an SSN.
  const pay = page.getByRole('form', { name: 'Pay' });
  await pay.getByLabel('Home state').selectOption('VA');
  await pay.getByLabel('Default classification').fill('Carpenter');
  await pay.getByLabel('Payment method').selectOption('direct_deposit');
  await pay.getByLabel('Social security number').fill('666-12-3456');
  await pay.getByRole('button', { name: 'Save pay setup' }).click();
  await expect(pay.getByText('SSN cannot start with 000, 666 or 9')).toBeVisible();
  await pay.getByLabel('Social security number').fill('123-45-6789');
  await pay.getByRole('button', { name: 'Save pay setup' }).click();
  await expectToast(page, 'Pay setup saved');
  await expect(page.getByLabel('SSN on file')).toHaveText('•••-••-6789');
  await page.getByRole('button', { name: 'Reveal' }).click();
  await expect(page.getByLabel('SSN on file')).toHaveText('123-45-6789');
  await page.getByRole('button', { name: 'Hide' }).click();
  await expect(page.getByLabel('SSN on file')).toHaveText('•••-••-6789');

  await page.getByRole('button', { name: 'Add rate' }).click();
  const rate = page.getByRole('form', { name: 'Add rate' });
  await rate.getByLabel('Classification').fill('Carpenter');
  await rate.getByLabel('Hourly rate').fill('38.50');
  await rate.getByRole('button', { name: 'Add rate' }).click();
  await expectToast(page, 'Rate added');
  await expect(
    page
      .getByRole('table', { name: 'Hourly rates' })
      .getByRole('row', { name: /Carpenter \$38\.50 Default/ }),
  ).toBeVisible();
  await page.screenshot({ path: shot('pay'), fullPage: true });
  await expectNoSeriousAxeViolation(page);

  // 3. W-4 (2020 or later): single, Step 2 checked, $2,000 of dependents.
  await page.getByRole('tab', { name: /W-4/ }).click();
  const w4 = page.getByRole('form', { name: 'Federal W-4' });
  await w4.getByLabel('Form W-4').selectOption('2020');
  await w4.getByLabel('Filing status').selectOption('single');
  await w4.getByLabel('Step 2 box checked').check();
  await w4.getByLabel('Step 3: dependents (annual)').fill('2000');
  await w4.getByRole('button', { name: 'Save W-4' }).click();
  await expectToast(page, 'W-4 saved');
  await page.screenshot({ path: shot('w4'), fullPage: true });

  // 4. A Virginia certificate and a 5 % 401(k).
  await page.getByRole('tab', { name: /State/ }).click();
  await page.getByRole('button', { name: 'Add certificate' }).click();
  const certificate = page.getByRole('form', { name: 'State certificate' });
  await certificate.getByLabel('State', { exact: true }).selectOption('VA');
  await certificate.getByLabel('Allowances or exemptions').fill('1');
  await certificate.getByRole('button', { name: 'Save certificate' }).click();
  await expectToast(page, 'State certificate saved');
  await page.getByRole('tab', { name: /Deductions/ }).click();
  await page.getByRole('button', { name: 'Add deduction' }).click();
  const deduction = page.getByRole('form', { name: 'Deduction' });
  await deduction.getByLabel('Description').fill('401(k)');
  await deduction.getByLabel('Method').selectOption('percent');
  await deduction.getByLabel('Percent of gross').fill('5');
  await deduction.getByRole('button', { name: 'Save deduction' }).click();
  await expectToast(page, 'Deduction saved');
  await expect(page.getByRole('table', { name: 'Deductions' })).toContainText('5 % of gross');

  // 5. Direct deposit: the check digit refuses a mistyped routing number; the number is masked.
  await page.getByRole('tab', { name: /Direct deposit/ }).click();
  await expect(page.getByText('No direct deposit accounts: net pay is paid by check.')).toBeVisible();
  await page.getByRole('button', { name: 'Add account' }).click();
  const account = page.getByRole('form', { name: 'Bank account' });
  await account.getByLabel('Routing number').fill('123456789');
  await account.getByLabel('Account number').fill('000123456789');
  await account.getByRole('button', { name: 'Add account' }).click();
  await expect(account.getByText('Routing number 123456789 fails its check digit')).toBeVisible();
  await account.getByLabel('Routing number').fill('021000021');
  await account.getByRole('button', { name: 'Add account' }).click();
  await expectToast(page, 'Account added');
  const accounts = page.getByRole('table', { name: 'Direct deposit accounts' });
  await expect(accounts).toContainText('•••• 6789');
  await expect(accounts).not.toContainText('000123456789');
  await page.getByRole('button', { name: 'Reveal account •••• 6789' }).click();
  await expect(accounts).toContainText('000123456789');
  await page.screenshot({ path: shot('deposit'), fullPage: true });
  await expectNoSeriousAxeViolation(page);
  await expect(page.getByText('No pay setup saved yet')).toHaveCount(0);

  // 6. Payroll settings: California's daily overtime in one click.
  await page.getByRole('link', { name: 'Payroll settings' }).click();
  await expect(page).toHaveURL(/\/payroll\/settings$/);
  await page.getByRole('button', { name: 'Add California daily rule' }).click();
  await expectToast(page, 'California daily overtime added');
  await expect(page.getByRole('table', { name: 'Overtime rules' })).toContainText(
    'OT after 8 h a day, DT after 12 h',
  );
  await page.screenshot({ path: shot('settings'), fullPage: true });
  await expectNoSeriousAxeViolation(page);

  // 7. Tax parameters: the built-in 2026 tables, the federal brackets as a table.
  await page.getByRole('link', { name: 'Tax parameters' }).click();
  await page.getByLabel('Year').selectOption('2026');
  const table = page.getByRole('table', { name: 'Tax parameters 2026' });
  await expect(table).toContainText('Federal income tax withholding');
  await page.getByRole('button', { name: 'View US fit 2026' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('table').first()).toContainText('$7,500.00');
  await page.screenshot({ path: shot('tax-view'), fullPage: true });
  await page.keyboard.press('Escape');
  await page.screenshot({ path: shot('tax'), fullPage: true });
  await expectNoSeriousAxeViolation(page);

  // 8. Import: the preview names each bad row; nothing is imported until the file is right.
  const csv = (rows: string[]) => ({
    name: 'rates.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['jurisdiction,tax,effective_year,params,source', ...rows].join('\n')),
  });
  await page.getByRole('button', { name: 'Import' }).click();
  const importing = page.getByRole('dialog', { name: 'Import tax parameters' });
  await importing
    .getByLabel('Tax parameter file')
    .setInputFiles(
      csv([
        'VA,suta_rate,2026,"{""ratePercent"":""2.9""}",VEC notice',
        'US,ss,2026,"{""ratePercent"":""6.2""}",',
      ]),
    );
  await expect(importing.getByRole('alert')).toContainText('Row 2: params.wageBaseCents');
  await expect(importing.getByRole('button', { name: /^Import/ })).toBeDisabled();
  await importing
    .getByLabel('Tax parameter file')
    .setInputFiles(csv(['VA,suta_rate,2026,"{""ratePercent"":""2.9""}",VEC notice']));
  await expect(importing.getByText('1 row ready to import.')).toBeVisible();
  await page.screenshot({ path: shot('tax-import'), fullPage: true });
  await importing.getByRole('button', { name: 'Import 1 row' }).click();
  await expectToast(page, '1 tax parameter row imported');
  await expect(table.getByRole('row', { name: /VA Your SUTA rate suta_rate Your company/ })).toBeVisible();
});
