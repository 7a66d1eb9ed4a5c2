import { expect, type Page, test } from '@playwright/test';
import {
  assignDirectorRole,
  expectNoSeriousAxeViolation,
  latestMail,
  linkFrom,
  PASSWORD,
  signIn,
  signUp,
  uniqueEmail,
} from './helpers';

// The e2e server lets this address become director (DIRECTOR_EMAILS in playwright.config.ts). One
// account per run: whichever spec comes first signs it up, later ones sign in with it.
const DIRECTOR = 'director@groundwork.test';

async function signInAsDirector(page: Page) {
  await signUp(page, DIRECTOR, 'Dana Director');
  const assign = page.getByRole('button', { name: /Assign Director Role/i });
  const taken = page.getByText('This email is already registered. Please sign in instead.');
  await expect(assign.or(taken)).toBeVisible();
  if (await taken.isVisible()) {
    await signIn(page, DIRECTOR);
  } else {
    await assignDirectorRole(page, DIRECTOR);
    await expect(page.getByText('Director role assigned successfully')).toBeVisible();
  }
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function count(page: Page, testId: string): Promise<number> {
  const stat = page.getByTestId(testId);
  await expect(stat).toHaveText(/^\d+$/);
  return Number(await stat.textContent());
}

/** A company ID nobody in this run has used: four letters, dash, three digits. */
function freshCompanyId(): string {
  const letters = Array.from({ length: 4 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26)));
  return `${letters.join('')}-${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

test('a director onboards a client company, finds it, switches it off and on, manages the team and deletes it', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(240_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAsDirector(page);

  // 1. The dashboard counts.
  await page.goto('/customer-support');
  await expect(page.getByRole('heading', { name: 'Client Support', level: 1 })).toBeVisible();
  const companiesBefore = await count(page, 'companies-total');
  expect(await count(page, 'admins-directors')).toBeGreaterThanOrEqual(1);
  await expectNoSeriousAxeViolation(page);

  // 2. Create a company: the spec's checks, the ID formatted as typed, then the admin's invitation.
  const suffix = Date.now().toString(36);
  const companyName = `Summit Ridge ${suffix}`;
  const companyId = freshCompanyId();
  const adminEmail = uniqueEmail('client-admin');
  await page.getByRole('button', { name: 'Create Company' }).click();
  const create = page.getByRole('dialog', { name: 'Create Company' });
  await create.getByRole('button', { name: 'Create Company' }).click();
  await expect(create.getByText('Company name must be between 2 and 100 characters')).toBeVisible();
  await expect(
    create.getByText('Company ID must be in format XXXX-### (4 letters, dash, 3 numbers)'),
  ).toBeVisible();
  await create.getByLabel('Company name').fill(companyName);
  await create.getByLabel('Company ID').pressSequentially(`${companyId.replace('-', '').toLowerCase()}99`);
  await expect(create.getByLabel('Company ID')).toHaveValue(companyId);
  await expect(create.getByLabel('Subscription tier')).toHaveValue('trial');
  await create.getByLabel('Subscription tier').selectOption('professional');
  await create.getByLabel('Admin first name').fill('A');
  await create.getByLabel('Admin last name').fill('Stone');
  await create.getByLabel('Admin email').fill(adminEmail);
  await create.getByRole('button', { name: 'Create Company' }).click();
  await expect(create.getByText('Admin first name must be between 2 and 50 characters')).toBeVisible();
  await create.getByLabel('Admin first name').fill('Alex');
  await create.getByRole('button', { name: 'Create Company' }).click();
  await expect(page.getByText('Company created successfully')).toBeVisible();
  const created = page.getByRole('dialog', { name: 'Company created' });
  await expect(created.getByTestId('company-number')).toHaveText(companyId);
  await expect(
    created.getByText(`An invitation email with a link to set a password has been sent to ${adminEmail}.`),
  ).toBeVisible();
  const temporary = (await created.getByTestId('temporary-password').textContent()) ?? '';
  expect(temporary).toMatch(/^\S{12,}$/);
  await created.getByRole('button', { name: 'Copy temporary password' }).click();
  await expect(page.getByText('Copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(temporary);
  await created.getByRole('button', { name: 'Done' }).click();
  const invitation = await latestMail(page, adminEmail);
  expect(invitation.subject).toBe(`You have been invited to ${companyName} on Groundwork`);
  await expect(page.getByTestId('companies-total')).toHaveText(String(companiesBefore + 1));

  // The same company ID again is refused clearly.
  await page.getByRole('button', { name: 'Create Company' }).click();
  await create.getByLabel('Company name').fill(`Copycat ${suffix}`);
  await create.getByLabel('Company ID').fill(companyId);
  await create.getByLabel('Admin first name').fill('Casey');
  await create.getByLabel('Admin last name').fill('Copy');
  await create.getByLabel('Admin email').fill(uniqueEmail('copycat'));
  await create.getByRole('button', { name: 'Create Company' }).click();
  await expect(page.getByText('Error creating company')).toBeVisible();
  await expect(create.getByText('This company ID is already in use').first()).toBeVisible();
  await create.getByRole('button', { name: 'Cancel' }).click();

  // 3. The companies list: search, tier and status filters.
  await page.getByRole('link', { name: 'View Companies' }).click();
  await expect(page).toHaveURL(/\/customer-support\/companies$/);
  await page.getByLabel('Search companies').fill(suffix);
  const row = page.getByRole('row', { name: new RegExp(companyName) });
  await expect(row.getByText(companyId)).toBeVisible();
  await expect(row.getByText('Professional')).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  await page.getByLabel('Tier').selectOption('basic');
  await expect(page.getByText('No companies found')).toBeVisible();
  await page.getByLabel('Tier').selectOption('professional');
  await expect(row).toBeVisible();
  await page.getByLabel('Status').selectOption('inactive');
  await expect(page.getByText('No companies found')).toBeVisible();
  await page.getByLabel('Status').selectOption('all');

  // 4. The detail page: information and its users.
  await row.getByRole('link', { name: `View ${companyName}` }).click();
  await expect(page.getByRole('heading', { name: companyName, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Company Information' })).toBeVisible();
  const adminRow = page
    .getByRole('table', { name: 'Company users' })
    .getByRole('row', { name: /Alex Stone/ });
  await expect(adminRow.getByText('Company Admin')).toBeVisible();
  await expect(adminRow.getByText('Pending')).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  const detailUrl = page.url();

  // The invited admin chooses a password from the mail, signs in, and sees only their company.
  const client = await browser.newContext();
  const clientPage = await client.newPage();
  await clientPage.goto(linkFrom(invitation));
  await expect(clientPage).toHaveURL(/\/reset-password/);
  await clientPage.getByLabel('New Password').fill('alex-own-password-1');
  await clientPage.getByLabel('Confirm Password').fill('alex-own-password-1');
  await clientPage.getByRole('button', { name: 'Update Password' }).click();
  await expect(clientPage).toHaveURL(/\/auth$/);
  await signIn(clientPage, adminEmail, 'alex-own-password-1');
  await expect(clientPage).toHaveURL(/\/dashboard$/);
  await clientPage.goto('/settings/company/profile');
  await expect(clientPage.getByLabel('Company Name')).toHaveValue(companyName);
  await clientPage.goto('/customer-support/companies');
  await expect(clientPage).toHaveURL(/\/$/);

  // 5. Deactivated, its people cannot sign in; reactivated, they can.
  await page.goto('/customer-support/companies');
  await page.getByLabel('Search companies').fill(suffix);
  await row.getByRole('button', { name: `Deactivate ${companyName}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Company deactivated successfully')).toBeVisible();
  await expect(row.getByText('Inactive')).toBeVisible();
  await page.getByLabel('Status').selectOption('inactive');
  await expect(row).toBeVisible();
  await signIn(clientPage, adminEmail, 'alex-own-password-1');
  await expect(clientPage.getByText("Your company's account is inactive.", { exact: false })).toBeVisible();
  await expect(clientPage).toHaveURL(/\/auth$/);
  await row.getByRole('button', { name: `Activate ${companyName}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('Company activated successfully')).toBeVisible();
  await expect(page.getByText('No companies found')).toBeVisible();
  await signIn(clientPage, adminEmail, 'alex-own-password-1');
  await expect(clientPage).toHaveURL(/\/dashboard$/);

  // 6. All Users: search, company and role filters, and an edit.
  await page.goto('/customer-support/users');
  await page.getByLabel('Search users').fill(adminEmail);
  const userRow = page.getByRole('row', { name: /Alex Stone/ });
  await expect(userRow.getByText(companyName)).toBeVisible();
  await expect(userRow.getByText('Active', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  await page.getByLabel('Search users').fill('');
  await page.getByLabel('Company').selectOption({ label: companyName });
  await expect(userRow).toBeVisible();
  await page.getByLabel('Role').selectOption('accountant');
  await expect(page.getByText('No users found')).toBeVisible();
  await page.getByLabel('Role').selectOption('company_admin');
  await userRow.getByRole('button', { name: 'Edit Alex Stone' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await edit.getByLabel('First name').fill('');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('First name is required')).toBeVisible();
  await edit.getByLabel('First name').fill('Alexis');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('User updated successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: /Alexis Stone/ })).toBeVisible();
  // Directors are never offered Deactivate or Delete.
  await page.getByLabel('Company').selectOption('');
  await page.getByLabel('Role').selectOption('director');
  const directorRow = page.getByRole('row', { name: /Dana Director/ });
  await expect(directorRow.getByRole('button', { name: /^Edit/ })).toBeVisible();
  await expect(directorRow.getByRole('button', { name: /Deactivate|Delete/ })).toHaveCount(0);

  // 7. Internal administrators: add a super admin (password shown once), resend, reset their password.
  await page.goto('/customer-support/internal-admins');
  const directorsTab = page.getByRole('tab', { name: /^Directors \(\d+\)$/ });
  await expect(directorsTab).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  const superTab = page.getByRole('tab', { name: /^Super Admins \(\d+\)$/ });
  const supersBefore = Number(/\((\d+)\)/.exec((await superTab.textContent()) ?? '')?.[1]);
  await expect(
    page.getByRole('row', { name: /Dana Director/ }).getByRole('button', { name: /Deactivate|Delete/ }),
  ).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Admin' }).click();
  const add = page.getByRole('dialog', { name: 'Add Internal Administrator' });
  await expect(add.getByLabel('Role')).toHaveValue('super_admin');
  await add.getByRole('button', { name: 'Add Admin' }).click();
  await expect(add.getByText('First name is required')).toBeVisible();
  const adminEmail2 = uniqueEmail('super-admin');
  await add.getByLabel('First name').fill('Sam');
  await add.getByLabel('Last name').fill('Support');
  await add.getByLabel('Email').fill(adminEmail2);
  await add.getByRole('button', { name: 'Add Admin' }).click();
  await expect(page.getByText('Internal administrator added successfully')).toBeVisible();
  const addedDialog = page.getByRole('dialog', { name: 'Administrator added' });
  await expect(addedDialog.getByTestId('temporary-password')).toHaveText(/^\S{12,}$/);
  await addedDialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('tab', { name: `Super Admins (${supersBefore + 1})` })).toBeVisible();
  await page.getByRole('tab', { name: /^Super Admins/ }).click();
  const samRow = page.getByRole('row', { name: /Sam Support/ });
  await samRow.getByRole('button', { name: 'Resend Invitation to Sam Support' }).click();
  await expect(page.getByText(`Invitation sent to ${adminEmail2}`)).toBeVisible();
  await latestMail(page, adminEmail2);

  await samRow.getByRole('button', { name: 'Reset Password for Sam Support' }).click();
  const reset = page.getByRole('dialog', { name: 'Reset Password' });
  await reset.getByLabel('New password').fill('12345');
  await expect(reset.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  await reset.getByLabel('New password').fill('sams-new-password-7');
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset successfully')).toBeVisible();

  // The super admin signs in with it and reaches client support, without the director-only actions.
  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await signIn(staffPage, adminEmail2, 'sams-new-password-7');
  await expect(staffPage).toHaveURL(/\/change-password$/);
  await staffPage.getByLabel('Current Password').fill('sams-new-password-7');
  await staffPage.getByLabel('New Password').fill(PASSWORD);
  await staffPage.getByLabel('Confirm Password').fill(PASSWORD);
  await staffPage.getByRole('button', { name: 'Change Password' }).click();
  await expect(staffPage).toHaveURL(/\/dashboard$/);
  await staffPage.goto('/customer-support');
  await expect(staffPage.getByRole('heading', { name: 'Client Support', level: 1 })).toBeVisible();
  await expect(staffPage.getByRole('button', { name: 'Add New Admin' })).toHaveCount(0);
  await staffPage.goto('/customer-support/companies');
  await staffPage.getByLabel('Search companies').fill(suffix);
  const staffRow = staffPage.getByRole('row', { name: new RegExp(companyName) });
  await expect(staffRow.getByRole('link', { name: `View ${companyName}` })).toBeVisible();
  await expect(staffRow.getByRole('button', { name: /Deactivate|Delete/ })).toHaveCount(0);
  await staff.close();

  // 8. Delete the company: the button waits for its exact name; then it is gone, and so is access.
  await page.goto(detailUrl);
  await page.getByRole('button', { name: 'Delete Company' }).click();
  const confirm = page.getByRole('alertdialog');
  const deleteButton = confirm.getByRole('button', { name: 'Delete Company' });
  await expect(deleteButton).toBeDisabled();
  await confirm.getByLabel(/to confirm/).fill(companyName.toLowerCase());
  await expect(deleteButton).toBeDisabled();
  await confirm.getByLabel(/to confirm/).fill(companyName);
  await deleteButton.click();
  await expect(page.getByText('Company deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/customer-support\/companies$/);
  await page.getByLabel('Search companies').fill(suffix);
  await expect(page.getByText('No companies found')).toBeVisible();
  await page.goto(detailUrl);
  await expect(page.getByRole('heading', { name: 'Company not found' })).toBeVisible();
  await signIn(clientPage, adminEmail, 'alex-own-password-1');
  await expect(clientPage).not.toHaveURL(/\/dashboard$/);
  await client.close();
});
