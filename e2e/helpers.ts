import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { importJWK, type JWK, SignJWT } from 'jose';
import { type CaughtMail, mailsTo } from './smtp-catcher';

let counter = 0;
/** A unique e-mail per call, so tests never depend on each other's data. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

export const PASSWORD = 'correct-horse-battery-1';

export async function signUp(page: Page, email: string, fullName = 'Pat Builder', password = PASSWORD) {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByLabel('Full Name').fill(fullName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs up a new person and creates their own company at /setup; ends on the dashboard. */
export async function signUpWithCompany(page: Page, email: string, company = 'Acme Builders') {
  await signUp(page, email);
  await expect(page).toHaveURL(/\/setup$/);
  await page.getByLabel('Company Name').fill(company);
  await page.getByRole('button', { name: 'Create Company' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
}

/** The newest mail to `to` caught by the SMTP catcher the e2e run starts (playwright.config.ts). */
export async function latestMail(_page: Page, to: string): Promise<CaughtMail> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (playwright.config.ts sets it)');
  let found: CaughtMail | undefined;
  await expect
    .poll(() => {
      found = mailsTo(dir, to).at(-1);
      return Boolean(found);
    })
    .toBe(true);
  if (!found) throw new Error('no mail');
  return found;
}

/**
 * Director set-up with DIRECTOR_EMAILS asks for proof of the address: the Initial Setup page mails a
 * code to it; this reads the code from the SMTP catcher and confirms, which assigns the role.
 */
export async function assignDirectorRole(page: Page, email: string) {
  await page.getByRole('button', { name: /Assign Director Role/i }).click();
  const codeField = page.getByLabel('Code from the e-mail');
  await expect(codeField).toBeVisible();
  const mail = await latestMail(page, email);
  const code = /Or enter this code: (\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error('no code in the mail');
  await codeField.fill(code);
  await page.getByRole('button', { name: 'Confirm and Assign Director Role' }).click();
}

export function linkFrom(mail: { text: string }): string {
  const m = /(https?:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mail.text);
  if (!m?.[1]) throw new Error('no link in mail');
  return m[1].replace(/&amp;/g, '&');
}

/**
 * The service-role key, as an operator gets it (`npm run service-key`): signed with the key the server
 * generated into its DATA_DIR on first start.
 */
export async function serviceRoleKey(baseURL: string): Promise<string> {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const stored = JSON.parse(fs.readFileSync(path.join(dir, 'keys', 'jwt-es256.json'), 'utf8')) as {
    kid: string;
    privateJwk: JWK;
  };
  const key = await importJWK({ ...stored.privateJwk, alg: 'ES256' }, 'ES256');
  return new SignJWT({ role: 'service_role' })
    .setProtectedHeader({ alg: 'ES256', kid: stored.kid, typ: 'JWT' })
    .setIssuer(`${baseURL}/auth/v1`)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(key);
}

/** A JSON call of the product API as the signed-in person (the session supabase-js keeps); fails the test on non-2xx. */
export async function api(page: Page, method: string, path: string, body?: unknown) {
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'));
    return key ? (JSON.parse(localStorage.getItem(key) ?? '{}').access_token as string) : '';
  });
  const res = await page.request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${token}` },
    data: body,
  });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return res.json();
}

/**
 * No serious or critical axe violation on the page as it is. Toasts are left out: one still fading in
 * or out has a contrast that says nothing about the page.
 */
export async function expectNoSeriousAxeViolation(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * A toast with `text` is showing. The pointer then leaves for the page's bottom-left corner: a toast
 * that appeared under it (the toaster sits top right, where Save buttons are) stays open while
 * hovered and would catch the next click.
 */
export async function expectToast(page: Page, text: string) {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: text }).last()).toBeVisible();
  const viewport = page.viewportSize();
  await page.mouse.move(1, (viewport?.height ?? 600) - 1);
}
