import { expect, type Page, test } from '@playwright/test';
import {
  expectNoSeriousAxeViolation,
  expectToast,
  PASSWORD,
  signIn,
  signUpWithCompany,
  uniqueEmail,
} from './helpers';

/** A toast with this text (an earlier, identical one may still be on screen). */
async function addDepartment(page: Page, department: { name: string; code?: string; description?: string }) {
  await page.getByRole('button', { name: 'Add Department' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Department' });
  await dialog.getByLabel('Name').fill(department.name);
  if (department.code) await dialog.getByLabel('Code').fill(department.code);
  if (department.description) await dialog.getByLabel('Description').fill(department.description);
  await dialog.getByRole('button', { name: 'Add Department' }).click();
  await expectToast(page, 'Department created successfully');
  await expect(dialog).toBeHidden();
}

const LONG_DATE_AT_TIME = /Last updated: [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM)/;

test('a company admin fills in the company profile, business settings and departments', async ({ page }) => {
  // A long journey: two profile cards, business settings and eleven department dialogs.
  test.setTimeout(180_000);
  await signUpWithCompany(page, uniqueEmail('company'), 'Summit Builders');

  // 1. The hub: one card per part of the company's setup.
  await page.goto('/settings/company');
  await expect(page.getByRole('heading', { name: 'Company Settings', exact: true })).toBeVisible();
  const hub = page.getByRole('navigation', { name: 'Company settings' });
  for (const title of [
    'Company Profile',
    'Company Branding',
    'Business Settings',
    'Standard Cost Codes',
    'Cost Categories',
    'Third-Party Users',
    'All Imports',
  ]) {
    await expect(hub.getByRole('link', { name: title, exact: true })).toBeVisible();
  }
  await expectNoSeriousAxeViolation(page);
  await hub.getByRole('link', { name: 'Company Profile', exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/company\/profile$/);

  // 2. Basic Information: read-only until its own Edit toggle; Save only once changed and valid.
  const basic = page.getByRole('form', { name: 'Basic Information' });
  const contact = page.getByRole('form', { name: 'Contact Information' });
  await expect(basic.getByLabel('Company Name')).toHaveValue('Summit Builders');
  await expect(basic.getByLabel('Company Name')).not.toBeEditable();
  await expect(page.getByText(LONG_DATE_AT_TIME)).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  await page.getByRole('button', { name: 'Edit Basic Information' }).click();
  await expect(basic.getByLabel('Company Name')).toBeFocused();
  const saveBasic = basic.getByRole('button', { name: 'Save Changes' });
  await expect(saveBasic).toBeDisabled();
  // The contact card stays read-only meanwhile.
  await expect(contact.getByLabel('City')).not.toBeEditable();
  await basic.getByLabel('Company Name').fill('');
  await basic.getByLabel('EIN').focus();
  await expect(basic.getByText('Company name is required')).toBeVisible();
  await basic.getByLabel('Company Name').fill('Summit Builders LLC');
  await basic.getByLabel('EIN').fill('12-34');
  await basic.getByLabel('Company Number').focus();
  await expect(basic.getByText('Invalid EIN format (XX-XXXXXXX)')).toBeVisible();
  await expect(saveBasic).toBeDisabled();
  await basic.getByLabel('EIN').fill('123456789012');
  await expect(basic.getByLabel('EIN')).toHaveValue('1234567890'); // at most 10 characters
  await basic.getByLabel('EIN').fill('123456789');
  await basic.getByLabel('Company Number').fill('SUMM-001');
  await basic.getByLabel('Legal Structure').selectOption({ label: 'S Corporation' });
  await expect(saveBasic).toBeEnabled();
  await saveBasic.click();
  await expectToast(page, 'Company profile updated successfully.');
  await expect(basic.getByLabel('EIN')).toHaveValue('12-3456789');
  await expect(basic.getByLabel('Company Name')).not.toBeEditable();
  await expect(basic.getByLabel('Legal Structure')).toHaveValue('s_corp');

  // 3. Contact Information: Cancel resets; errors show at the field with the spec's words.
  await page.getByRole('button', { name: 'Edit Contact Information' }).click();
  await contact.getByLabel('City').fill('Nowhere');
  await contact.getByRole('button', { name: 'Cancel' }).click();
  await expect(contact.getByLabel('City')).toHaveValue('');
  await expect(contact.getByLabel('City')).not.toBeEditable();
  await page.getByRole('button', { name: 'Edit Contact Information' }).click();
  await contact.getByLabel('Email').fill('not-an-email');
  await contact.getByLabel('ZIP Code').fill('1234');
  await contact.getByLabel('Phone').focus();
  await expect(contact.getByText('Invalid email address')).toBeVisible();
  await expect(contact.getByText('Invalid ZIP code')).toBeVisible();
  await expect(contact.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await contact.getByLabel('Email').fill('office@summit.example');
  await contact.getByLabel('Phone').fill('512-555-0100');
  await contact.getByLabel('Address').fill('100 Congress Ave');
  await contact.getByLabel('City').fill('Austin');
  await contact.getByLabel('State').selectOption('TX');
  await contact.getByLabel('ZIP Code').fill('78701-1234');
  await contact.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Company profile updated successfully.');
  await page.reload();
  await expect(contact.getByLabel('City')).toHaveValue('Austin');
  await expect(contact.getByLabel('State')).toHaveValue('TX');
  await expect(basic.getByLabel('Company Name')).toHaveValue('Summit Builders LLC');
  await expect(page.getByText(LONG_DATE_AT_TIME)).toBeVisible();

  // 4. Business Settings: currency; fiscal year end month then day (clamped; February 29); departments.
  await page.goto('/settings/company/business');
  const business = page.getByRole('form', { name: 'General Settings' });
  await expect(business.getByLabel('Default Currency')).toHaveValue('USD');
  await expect(page.getByText('Departments are turned off.')).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  const month = business.getByLabel('Month');
  const day = business.getByLabel('Day');
  await expect(month).toHaveValue('12');
  await expect(day).toHaveValue('31');
  await month.selectOption('');
  await expect(day).toBeDisabled();
  await month.selectOption({ label: 'April' });
  await expect(day).toHaveValue('30');
  await expect(day.locator('option[value="31"]')).toHaveCount(0); // April has no 31st
  await business.getByLabel('Default Currency').selectOption('CAD');
  await month.selectOption({ label: 'February' });
  await expect(day).toHaveValue('29');
  await business.getByRole('switch', { name: 'Enable departments' }).click();
  await business.getByRole('button', { name: 'Save Settings' }).click();
  await expectToast(page, 'Business settings updated successfully');
  await expect(business.getByRole('button', { name: 'Save Settings' })).toBeDisabled();

  // 5. Departments: the system ones are there; add up to the limit of 10.
  const departments = page.getByRole('table', { name: 'Departments' });
  await expect(page.getByText('0 of 10 departments created')).toBeVisible();
  await expect(
    page.getByText('No departments created yet. Add your first department to get started.'),
  ).toBeVisible();
  await expect(departments.getByRole('row', { name: /Administration/ })).toContainText('System');
  await expect(page.getByRole('button', { name: 'Delete Administration' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Deactivate Administration' })).toHaveCount(0);
  await addDepartment(page, { name: '  Estimating ', code: 'est', description: 'Bids and takeoffs' });
  await expect(departments.getByRole('row', { name: /Estimating/ })).toContainText('EST');
  await expect(page.getByText('1 of 10 departments created')).toBeVisible();
  await expectNoSeriousAxeViolation(page);

  // The same name again is refused by the server, shown at the field and in the toast.
  await page.getByRole('button', { name: 'Add Department' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add Department' });
  await addDialog.getByLabel('Name').fill('estimating');
  await addDialog.getByRole('button', { name: 'Add Department' }).click();
  await expectToast(page, 'Error creating department');
  await expect(addDialog.getByText('A department with this name already exists')).toBeVisible();
  await addDialog.getByRole('button', { name: 'Cancel' }).click();

  for (let n = 2; n <= 10; n++) await addDepartment(page, { name: `Crew ${n}` });
  await expect(page.getByText('10 of 10 departments created')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Department' })).toBeDisabled();

  // 6. Edit, deactivate and delete one.
  await page.getByRole('button', { name: 'Edit Estimating' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Estimating' });
  await editDialog.getByLabel('Name').fill('Estimating & Bids');
  await editDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Department updated successfully');
  await expect(departments.getByRole('row', { name: /Estimating & Bids/ })).toBeVisible();
  await page.getByRole('button', { name: 'Deactivate Crew 2' }).click();
  await expect(departments.getByRole('row', { name: /Crew 2/ })).toContainText('Inactive');
  await expect(page.getByRole('button', { name: 'Activate Crew 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Crew 3' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Crew 3?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Department deleted successfully');
  await expect(departments.getByRole('row', { name: /Crew 3/ })).toHaveCount(0);
  await expect(page.getByText('9 of 10 departments created')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Department' })).toBeEnabled();

  // 7. Everything is kept.
  await page.reload();
  await expect(business.getByLabel('Default Currency')).toHaveValue('CAD');
  await expect(month).toHaveValue('02');
  await expect(day).toHaveValue('29');
  await expect(business.getByRole('switch', { name: 'Enable departments' })).toBeChecked();
  await expect(page.getByText('9 of 10 departments created')).toBeVisible();
});

test('someone without edit rights sees the company settings read-only with the permission message', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUpWithCompany(page, uniqueEmail('viewer-admin'), 'Ridge Builders');
  // The admin invites a real foreman; the foreman signs in with the temporary password and changes it.
  const email = uniqueEmail('foreman');
  await page.goto('/employees/setup');
  await page.getByRole('button', { name: 'Add Employee' }).click();
  const add = page.getByRole('dialog', { name: 'Add Employee' });
  await add.getByLabel('First name').fill('Fran');
  await add.getByLabel('Last name').fill('Foreman');
  await add.getByLabel('Email').fill(email);
  await add.getByLabel('Role').selectOption('foreman');
  await add.getByRole('button', { name: 'Add Employee' }).click();
  const temporary = (await page.getByTestId('temporary-password').textContent())?.trim() ?? '';
  const foreman = await browser.newContext();
  const viewer = await foreman.newPage();
  await signIn(viewer, email, temporary);
  await expect(viewer).toHaveURL(/\/change-password$/);
  await viewer.getByLabel('Current Password').fill(temporary);
  await viewer.getByLabel('New Password').fill(PASSWORD);
  await viewer.getByLabel('Confirm Password').fill(PASSWORD);
  await viewer.getByRole('button', { name: 'Change Password' }).click();
  await expect(viewer).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  const message = "You don't have permission to edit this information. Please contact an administrator.";

  await viewer.goto('/settings/company/profile');
  await expect(viewer.getByText(message)).toBeVisible();
  await expect(
    viewer.getByRole('form', { name: 'Basic Information' }).getByLabel('Company Name'),
  ).toHaveValue('Ridge Builders');
  await expect(viewer.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await expect(viewer.getByLabel('Company Name')).not.toBeEditable();
  await expectNoSeriousAxeViolation(viewer);

  await viewer.goto('/settings/company/business');
  await expect(viewer.getByText(message)).toBeVisible();
  await expect(viewer.getByLabel('Default Currency')).toBeDisabled();
  await expect(viewer.getByRole('switch', { name: 'Enable departments' })).toBeDisabled();
  await expect(viewer.getByRole('button', { name: 'Save Settings' })).toHaveCount(0);

  await viewer.goto('/settings/company/branding');
  await expect(viewer.getByText(message)).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: 'Browse' })).toHaveCount(0);

  // Cost codes: everyone who can see them may export; only editors import, download the template or edit.
  await viewer.goto('/settings/company/cost-codes');
  await expect(viewer.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  for (const name of ['Import CSV', 'Template', 'Edit Cost Codes'])
    await expect(viewer.getByRole('button', { name })).toHaveCount(0);
  await foreman.close();
});
