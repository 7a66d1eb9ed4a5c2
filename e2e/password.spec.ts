import { expect, test } from '@playwright/test';
import {
  latestMail,
  linkFrom,
  PASSWORD,
  serviceRoleKey,
  signIn,
  signUpWithCompany,
  uniqueEmail,
} from './helpers';

test('forgot password → e-mailed link → reset → sign in with the new password; the link works once', async ({
  page,
}) => {
  const email = uniqueEmail('forgot');
  await signUpWithCompany(page, email);
  await page.evaluate(() => localStorage.clear());

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Email required')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Check your email').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to login' })).toBeVisible();

  const link = linkFrom(await latestMail(page, email));
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password/);
  await page.getByLabel('New Password').fill('short');
  await page.getByLabel('Confirm Password').fill('short');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password too short')).toBeVisible();
  await page.getByLabel('New Password').fill('a-brand-new-password-2');
  await page.getByLabel('Confirm Password').fill('a-brand-new-password-3');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel('Confirm Password').fill('a-brand-new-password-2');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 10_000 });

  await signIn(page, email, 'a-brand-new-password-2');
  await expect(page).toHaveURL(/\/dashboard$/);

  // The same link again: invalid.
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await expect(page.getByText('Invalid or Expired Link')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request New Link' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to Login' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('/reset-password without a link says the link is invalid', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText('Invalid or Expired Link')).toBeVisible();
  await page.getByRole('button', { name: 'Request New Link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('a password set by someone else must be changed before anything else', async ({ page, baseURL }) => {
  const email = uniqueEmail('forced');
  // An administrator creates the account with a temporary password (service-role admin API).
  const serviceKey = await serviceRoleKey(baseURL ?? '');
  const created = await page.request.post('/auth/v1/admin/users', {
    headers: { authorization: `Bearer ${serviceKey}` },
    data: {
      email,
      password: 'temporary-pass-1',
      email_confirm: true,
      user_metadata: { full_name: 'Temp Person' },
    },
  });
  expect(created.status()).toBe(200);

  await signIn(page, email, 'temporary-pass-1');
  await expect(page).toHaveURL(/\/change-password$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/change-password$/);
  await expect(page.getByText('Change Your Password')).toBeVisible();

  await page.getByLabel('Current Password').fill('temporary-pass-1');
  await page.getByLabel('New Password').fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(`${PASSWORD}x`);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('New passwords do not match')).toBeVisible();

  await page.getByRole('button', { name: 'Show password' }).first().click();
  await expect(page.getByLabel('Current Password')).toHaveAttribute('type', 'text');

  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/(dashboard|setup)$/, { timeout: 15_000 });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
});
