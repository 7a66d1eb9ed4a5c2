import { expect, test } from '@playwright/test';
import { latestMail, linkFrom, signIn, signUpWithCompany, uniqueEmail } from './helpers';
import { mailsTo } from './smtp-catcher';

test('an employee is invited by mail, sets a password, signs in with field access, and is cut off when deactivated', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signUpWithCompany(page, uniqueEmail('people-admin'), 'People Builders');
  await page.goto('/employees/setup');
  await expect(page.getByRole('heading', { name: 'Employee Management', level: 1 })).toBeVisible();
  await expect(page.getByText('No employees found')).toBeVisible();

  // Add: the spec's checks, then the invitation notice with a one-time temporary password.
  await page.getByRole('button', { name: 'Add Employee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Employee' });
  await dialog.getByRole('button', { name: 'Add Employee' }).click();
  await expect(dialog.getByText('First name is required')).toBeVisible();
  const email = uniqueEmail('field-hand');
  await dialog.getByLabel('First name').fill('Rosa');
  await dialog.getByLabel('Last name').fill('Mendez');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role').selectOption('field_employee');
  await dialog.getByLabel('Job title').fill('Carpenter');
  await dialog.getByLabel('Hire date').fill('2026-03-02');
  await dialog.getByRole('button', { name: 'Add Employee' }).click();
  await expect(page.getByText('Employee added successfully')).toBeVisible();
  const added = page.getByRole('dialog', { name: 'Employee added' });
  await expect(
    added.getByText(`An invitation email with a link to set a password has been sent to ${email}.`),
  ).toBeVisible();
  const temporary = (await added.getByTestId('temporary-password').textContent())?.trim() ?? '';
  expect(temporary).toMatch(/^\S{16}$/);
  await added.getByRole('button', { name: 'Done' }).click();
  const row = page.getByRole('row', { name: /Rosa Mendez/ });
  await expect(row.getByText('Pending Invitation')).toBeVisible();
  await expect(row.getByText('Field Employee')).toBeVisible();
  await expect(row.getByText('Mar 2, 2026')).toBeVisible();

  // A resent invitation replaces the first one: the newest link is the one that works.
  await row.getByRole('button', { name: 'Resend invitation to Rosa Mendez' }).click();
  await expect(page.getByText('Invitation sent')).toBeVisible();

  // The invitation mail, caught by the real SMTP server of the e2e run.
  await expect.poll(() => mailsTo(process.env.E2E_MAIL_DIR ?? '', email).length).toBe(2);
  const mail = await latestMail(page, email);
  expect(mail.subject).toBe('You have been invited to People Builders on Groundwork');
  const employee = await browser.newContext();
  const employeePage = await employee.newPage();
  await employeePage.goto(linkFrom(mail));
  await expect(employeePage).toHaveURL(/\/reset-password/);
  await employeePage.getByLabel('New Password').fill('rosas-own-password-1');
  await employeePage.getByLabel('Confirm Password').fill('rosas-own-password-1');
  await employeePage.getByRole('button', { name: 'Update Password' }).click();
  await expect(employeePage.getByText('Password updated')).toBeVisible();
  await expect(employeePage).toHaveURL(/\/auth$/);

  // Signed in, she sees what a field employee may: the list, not the management controls.
  await signIn(employeePage, email, 'rosas-own-password-1');
  await expect(employeePage).toHaveURL(/\/dashboard$/);
  await employeePage.goto('/employees/setup');
  await expect(employeePage.getByRole('row', { name: /Rosa Mendez/ })).toBeVisible();
  await expect(employeePage.getByRole('button', { name: 'Add Employee' })).toHaveCount(0);
  await expect(employeePage.getByRole('button', { name: /Deactivate/ })).toHaveCount(0);
  await employeePage.goto('/settings/company/users');
  await expect(employeePage.getByText('Only company administrators manage users.')).toBeVisible();

  // The admin sees her active now, and deactivates her: her session ends at once.
  await page.reload();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Deactivate Rosa Mendez' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Employee deactivated successfully')).toBeVisible();
  await expect(row.getByText('Inactive')).toBeVisible();
  await employeePage.goto('/customers/setup');
  await expect(employeePage).toHaveURL(/\/auth$/);
  await signIn(employeePage, email, 'rosas-own-password-1');
  await expect(employeePage.getByText('User is banned')).toBeVisible();

  // Reactivated, she can sign in again; an edit changes her job title.
  await row.getByRole('button', { name: 'Activate Rosa Mendez' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('Employee activated successfully')).toBeVisible();
  await row.getByRole('button', { name: 'Edit Rosa Mendez' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Employee' });
  await edit.getByLabel('Job title').fill('Lead Carpenter');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Employee updated successfully')).toBeVisible();
  await expect(row.getByText('Lead Carpenter')).toBeVisible();
  await signIn(employeePage, email, 'rosas-own-password-1');
  await expect(employeePage).toHaveURL(/\/dashboard$/);
  await employee.close();

  // The search narrows the list.
  await page.getByLabel('Search employees').fill('nobody-like-that');
  await expect(page.getByText('No employees found')).toBeVisible();
});

test('third-party users: add by invitation, edit, deactivate and delete', async ({ page }) => {
  await signUpWithCompany(page, uniqueEmail('tp-admin'), 'Partner Builders');
  await page.goto('/settings/company/users');
  await expect(page.getByRole('heading', { name: 'Third-Party Users', level: 1 })).toBeVisible();
  await expect(page.getByText('No users found')).toBeVisible();

  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  const email = uniqueEmail('cpa');
  await dialog.getByLabel('First name').fill('Carl');
  await dialog.getByLabel('Last name').fill('Counts');
  await dialog.getByLabel('Email').fill(email);
  await expect(dialog.getByLabel('Role')).toHaveValue('third_party');
  await dialog.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByText('User added successfully')).toBeVisible();
  await expect(
    page.getByRole('dialog', { name: 'User added' }).getByTestId('temporary-password'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  const row = page.getByRole('row', { name: /Carl Counts/ });
  await expect(row.getByText('Pending')).toBeVisible();
  await expect(row.getByText('Third Party')).toBeVisible();
  expect((await latestMail(page, email)).subject).toBe(
    'You have been invited to Partner Builders on Groundwork',
  );

  await row.getByRole('button', { name: 'Edit Carl Counts' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await edit.getByLabel('First name').fill('');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('First name is required')).toBeVisible();
  await edit.getByLabel('First name').fill('Carla');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('User updated successfully')).toBeVisible();
  const renamed = page.getByRole('row', { name: /Carla Counts/ });

  await renamed.getByRole('button', { name: 'Deactivate Carla Counts' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('User deactivated successfully')).toBeVisible();
  await expect(renamed.getByText('Deactivated')).toBeVisible();

  await page.getByLabel('Search users').fill('nobody');
  await expect(page.getByText('No users found')).toBeVisible();
  await page.getByLabel('Search users').fill('carla');
  await renamed.getByRole('button', { name: 'Delete Carla Counts' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('User deleted successfully')).toBeVisible();
  await expect(page.getByText('No users found')).toBeVisible();
});
