import { expect, test } from '@playwright/test';
import { PASSWORD, signIn, signUp, uniqueEmail } from './helpers';

test('sign-in errors: the first validation error as a toast, then the provider error', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();

  await page.getByLabel('Email').fill('someone@example.com');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('the mode toggle clears the fields and shows Full Name only for sign-up', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByLabel('Full Name')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
  await page.getByLabel('Email').fill('typed@example.com');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByLabel('Full Name')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('');
  await page.getByLabel('Email').fill('typed@example.com');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
});

test('signing up twice with one e-mail says so', async ({ page, browser }) => {
  const email = uniqueEmail('twice');
  await signUp(page, email);
  await expect(page).toHaveURL(/\/setup$/);
  const other = await (await browser.newContext()).newPage();
  await signUp(other, email);
  await expect(other.getByText('This email is already registered. Please sign in instead.')).toBeVisible();
});

test('a signed-in visitor to /auth goes to the dashboard; a person without a role to /setup', async ({
  page,
}) => {
  const email = uniqueEmail('norole');
  await signUp(page, email);
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/dashboard$/);
  // Signing in again routes by role record: still none → /setup.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, email);
  await expect(page.getByText('Signed in successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/setup$/);
});
