import crypto from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { PASSWORD, signIn, signUpWithCompany, uniqueEmail } from './helpers';

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s) — what an authenticator app on the phone computes. */
function totp(base32Secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of base32Secret.replace(/=+$/, '')) bits += alphabet.indexOf(ch).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => Number.parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = crypto.createHmac('sha1', key).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0xf;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

async function openProfile(page: Page) {
  await page.goto('/settings/profile');
  await expect(page.getByRole('heading', { name: 'Profile Settings', level: 1 })).toBeVisible();
}

test('profile: names saved, e-mail read-only, roles shown, theme applied at once and kept', async ({
  page,
}) => {
  const email = uniqueEmail('profile');
  await signUpWithCompany(page, email, 'Profile Builders');
  await openProfile(page);

  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  const main = page.getByRole('main');
  await expect(main.getByText('Profile Builders')).toBeVisible();
  await expect(main.getByText('Company Admin')).toBeVisible();

  const save = page.getByRole('button', { name: 'Save changes' });
  await expect(save).toBeDisabled();
  await page.getByLabel('First name').fill(' ');
  await save.click();
  await expect(page.getByText('First name and last name are required').first()).toBeVisible();
  await page.getByLabel('First name').fill('Maria');
  await page.getByLabel('Last name').fill('Lopez');
  await save.click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Maria');

  await page.getByText('Dark', { exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByText('Light', { exact: true }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);

  // Change password: the spec's checks first, then the server's.
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill('short');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Password must be at least 6 characters').first()).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('another-strong-pass-7');
  await page.getByLabel('Confirm new password').fill('another-strong-pass-8');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('New passwords do not match').first()).toBeVisible();
  await page.getByLabel('Confirm new password').fill('another-strong-pass-7');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Password changed successfully!')).toBeVisible();
  await expect(page.getByText('Password changed', { exact: true }).first()).toBeVisible();
});

test('two-factor: enrol with a QR code, then every sign-in asks for the code; sessions and trail', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('mfa');
  await signUpWithCompany(page, email, 'Secure Builders');

  // A second device signed in, to sign out from here later.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, email);
  await expect(otherPage).toHaveURL(/\/dashboard$/);
  await openProfile(page);

  // Sessions: this device and the other one; sign the other out.
  const sessions = page.getByRole('list', { name: 'Active sessions' });
  await expect(sessions.getByText('This device')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Sign out all other devices' }).click();
  await page.getByRole('button', { name: 'Sign out others' }).click();
  await expect(page.getByText('Signed out all other devices')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await otherPage.goto('/customers/setup');
  await expect(otherPage).toHaveURL(/\/auth$/);
  await other.close();

  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set up an authenticator app' });
  const qr = dialog.getByRole('img', { name: 'QR code for your authenticator app' });
  await expect(qr).toBeVisible();
  // The QR code really renders (a broken data URL would leave a 0-wide image).
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const secret = (await dialog.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await dialog.getByLabel('Code from the app').fill(totp(secret, Date.now() + 10 * 30_000));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('Invalid code. Check your authenticator app and try again.')).toBeVisible();
  await dialog.getByLabel('Code from the app').fill(totp(secret));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Two-factor sign-in is on')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('list', { name: 'Authenticator apps' }).getByText('Authenticator app'),
  ).toBeVisible();

  // Turning two-factor on ends every session that has not given a code (GoTrue does the same).
  await expect(sessions.getByRole('listitem')).toHaveCount(1);

  // Sign out, sign in again: the password is not enough any more.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  await signIn(page, email);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  // The product stays closed until the code is given.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await page.getByLabel('Authentication code').fill(totp(secret, Date.now() - 10 * 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid code' })).toBeVisible();
  // The enrolment used this time step's code; an app shows the next one 30 s later (accepted early).
  await page.getByLabel('Authentication code').fill(totp(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The trail shows what happened.
  await openProfile(page);
  const trail = page.getByRole('list', { name: 'Security activity' });
  await expect(trail.getByText('Wrong authenticator code').first()).toBeVisible();
  await expect(trail.getByText('Authenticator code accepted').first()).toBeVisible();
  await expect(trail.getByText('Signed in').first()).toBeVisible();

  // Removing the only authenticator turns two-factor sign-in off.
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('This is your only authenticator')).toBeVisible();
  await page.getByRole('button', { name: 'Remove' }).last().click();
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText('Authenticator removed'),
  ).toBeVisible();
  await expect(page.getByText('No authenticator app is set up.')).toBeVisible();
});
