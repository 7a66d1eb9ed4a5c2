import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page } from '@playwright/test';
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

/**
 * A call of the product API as the signed-in person (the session supabase-js keeps), its response as
 * it comes: for the calls a test expects refused.
 */
export async function apiResponse(page: Page, method: string, path: string, body?: unknown) {
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'));
    return key ? (JSON.parse(localStorage.getItem(key) ?? '{}').access_token as string) : '';
  });
  return page.request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${token}` },
    data: body,
  });
}

/** A JSON call of the product API as the signed-in person; fails the test on non-2xx. */
export async function api(page: Page, method: string, path: string, body?: unknown) {
  const res = await apiResponse(page, method, path, body);
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

/** Signs in a person an admin added with a temporary password and sets their own; ends on the dashboard. */
export async function signInAdded(page: Page, email: string, temporary: string) {
  await signIn(page, email, temporary);
  await expect(page).toHaveURL(/\/change-password$/);
  await page.getByLabel('Current Password').fill(temporary);
  await page.getByLabel('New Password').fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
}

/** signInAdded in a browser context of its own: a second person beside the one on `page`. */
export async function signInAddedIn(
  browser: Browser,
  email: string,
  temporary: string,
  width = 1440,
  height = 900,
) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  await signInAdded(page, email, temporary);
  return { context, page };
}

/** An employee the signed-in admin adds through the API, with what signing them in needs. */
export async function addEmployee(page: Page, first: string, last: string, role: string) {
  const email = uniqueEmail(last.toLowerCase());
  const added = await api(page, 'POST', '/api/v1/employees', {
    first_name: first,
    last_name: last,
    email,
    role,
  });
  return {
    email,
    password: added.temporary_password as string,
    id: added.employee.id as string,
    userId: added.employee.user_id as string,
  };
}

/**
 * A customer's job whose budget has one labor line, 03-1000 Formwork (under 03-0000 Concrete) at
 * $50,000.00, through the API; with a project manager (a user id) when given.
 */
export async function jobWithFormworkBudget(
  page: Page,
  {
    customerNumber,
    customerName,
    projectName,
    projectManagerId,
  }: {
    customerNumber: string;
    customerName: string;
    projectName: string;
    projectManagerId?: string;
  },
) {
  const customer = await api(page, 'POST', '/api/v1/customers', {
    customer_number: customerNumber,
    name: customerName,
  });
  const job = await api(page, 'POST', '/api/v1/jobs', {
    customer_id: customer.id,
    project_name: projectName,
    ...(projectManagerId ? { project_manager_id: projectManagerId } : {}),
  });
  await api(page, 'POST', '/api/v1/cost-codes', { code: '03-0000', description: 'Concrete' });
  const formwork = await api(page, 'POST', '/api/v1/cost-codes', {
    code: '03-1000',
    description: 'Formwork',
  });
  const categories = (await api(page, 'GET', '/api/v1/cost-categories')).items as {
    id: string;
    code: string;
  }[];
  await api(page, 'PUT', `/api/v1/jobs/${job.id}/budget`, {
    lines: [
      {
        cost_code_id: formwork.id,
        cost_category_id: categories.find((c) => c.code === 'L')?.id,
        original_cents: 5_000_000,
      },
    ],
  });
  return { job, formwork };
}

/**
 * A crew week's people and job, through the API: Fred Foreman leads Crew A (John Smith, Mary Jones and
 * Bob Brown, field employees) on a job with the formwork budget whose project manager is Pat Manager.
 */
export async function crewAndJob(
  page: Page,
  where: { customerNumber: string; customerName: string; projectName: string },
) {
  const foreman = await addEmployee(page, 'Fred', 'Foreman', 'foreman');
  const pm = await addEmployee(page, 'Pat', 'Manager', 'project_manager');
  const smith = await addEmployee(page, 'John', 'Smith', 'field_employee');
  const jones = await addEmployee(page, 'Mary', 'Jones', 'field_employee');
  const brown = await addEmployee(page, 'Bob', 'Brown', 'field_employee');
  const { job } = await jobWithFormworkBudget(page, { ...where, projectManagerId: pm.userId });
  await api(page, 'POST', '/api/v1/crews', {
    name: 'Crew A',
    foreman_employee_id: foreman.id,
    member_ids: [smith.id, jones.id, brown.id],
  });
  return { foreman, pm, smith, jones, brown, job };
}

/** The date `days` after (or before) an ISO date: addDays('2026-03-09', -1) → '2026-03-08'. */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The Monday and Sunday of the last week that has ended (the company's workweek starts Monday). */
export function lastCompletedWeek(): { monday: string; sunday: string } {
  const today = new Date().toISOString().slice(0, 10);
  const dow = new Date(`${today}T00:00:00Z`).getUTCDay();
  const thisMonday = addDays(today, -((dow + 6) % 7));
  return { monday: addDays(thisMonday, -7), sunday: addDays(thisMonday, -1) };
}

/** Dollars as the pages show them: 142500 → "$1,425.00". */
export const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** A weekly hourly pay setup in Texas (single, 2020 W-4) with one default rate, through the API. */
export async function setUpHourlyPay(
  page: Page,
  employeeId: string,
  rate: string,
  paymentMethod: 'check' | 'direct_deposit' = 'check',
) {
  await api(page, 'PUT', `/api/v1/employee-pay/${employeeId}`, {
    pay_type: 'hourly',
    pay_frequency: 'weekly',
    home_state: 'TX',
    w4_version: '2020',
    filing_status: 'single',
    payment_method: paymentMethod,
  });
  await api(page, 'POST', `/api/v1/employee-pay/${employeeId}/rates`, {
    classification: 'Carpenter',
    hourly_rate: rate,
    is_default: true,
  });
}

/** A field employee added with a weekly hourly pay setup in Texas (setUpHourlyPay), through the API. */
export async function hourlyEmployee(
  page: Page,
  first: string,
  last: string,
  rate: string,
  paymentMethod: 'check' | 'direct_deposit' = 'check',
) {
  const added = await addEmployee(page, first, last, 'field_employee');
  await setUpHourlyPay(page, added.id, rate, paymentMethod);
  return added;
}

/** A weekly payroll run paid from the company's first cash account, through the API: a draft. */
export async function newWeeklyRun(
  page: Page,
  run: { kind: 'regular' | 'off_cycle'; period_start: string; period_end: string; check_date: string },
) {
  const cash = (await api(page, 'GET', '/api/v1/payroll/cash-accounts')).items[0].id as string;
  return api(page, 'POST', '/api/v1/payroll/runs', {
    ...run,
    pay_frequency: 'weekly',
    cash_account_id: cash,
  });
}

/** Calculates, approves and posts a run, through the API. */
export async function postRun(page: Page, runId: string) {
  for (const step of ['calculate', 'approve', 'post']) {
    await api(page, 'POST', `/api/v1/payroll/runs/${runId}/${step}`, {});
  }
}

/** A checking account taking the whole net pay, its prenote already verified by the bank. */
export async function addDirectDeposit(page: Page, employeeId: string, routing: string, account: string) {
  await api(page, 'POST', `/api/v1/employee-pay/${employeeId}/bank-accounts`, {
    routing_number: routing,
    account_number: account,
    account_type: 'checking',
    split_method: 'remainder',
    prenote_status: 'verified',
  });
}

/** The payroll settings' NACHA fields (bank, origin, company id), the other settings kept as they are. */
export async function setAchSettings(page: Page, companyName: string) {
  const settings = await api(page, 'GET', '/api/v1/payroll-settings');
  const keep = [
    'workweek_start_day',
    'overtime_allocation',
    'overtime_premium_to',
    'burden_method',
    'burden_rate_percent',
    'default_pay_frequency',
    'default_work_state',
    'federal_ein',
    'next_check_number',
  ];
  await api(page, 'PUT', '/api/v1/payroll-settings', {
    ...Object.fromEntries(keep.map((k) => [k, settings[k]])),
    ach_immediate_destination: '091000019',
    ach_destination_name: 'Wells Fargo Bank',
    ach_immediate_origin: '1234567890',
    ach_origin_name: companyName.slice(0, 23),
    ach_company_name: companyName.slice(0, 16),
    ach_company_id: '1234567890',
    ach_odfi_routing: '09100001',
    ach_balanced: false,
  });
}

/** Where screenshots (and downloads) of the showcase specs go, when set. */
export const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

/** A full-page screenshot named `name` into E2E_SCREENSHOTS_DIR, when it is set. */
export async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Clicks `button` and reads the file it downloads (also kept in E2E_SCREENSHOTS_DIR, when set). */
export async function download(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const file = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const done = await file;
  const bytes = fs.readFileSync((await done.path()) ?? '');
  if (SHOTS) fs.writeFileSync(`${SHOTS}/${done.suggestedFilename()}`, bytes);
  return { name: done.suggestedFilename(), bytes };
}

/** The company's chart of accounts: the id of an account by its number (throws for a missing one). */
export async function chartAccountIds(page: Page): Promise<(number: string) => string> {
  const chart = (await api(page, 'GET', '/api/v1/chart-of-accounts')).items as {
    id: string;
    account_number: string;
  }[];
  return (number) => {
    const found = chart.find((a) => a.account_number === number)?.id;
    if (!found) throw new Error(`account ${number}`);
    return found;
  };
}

/** The opening balances of 2026-01-01: `cents` of cash (1000) against owner's equity (3000). */
export async function openWithCash(page: Page, account: (number: string) => string, cents: number) {
  await api(page, 'POST', '/api/v1/ledger/opening-balances', {
    entry_date: '2026-01-01',
    lines: [
      { account_id: account('1000'), debit_cents: cents },
      { account_id: account('3000'), credit_cents: cents },
    ],
  });
}
