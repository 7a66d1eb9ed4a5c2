import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('landing page: hero, four feature cards, login and get started', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Groundwork' })).toBeVisible();
  await expect(page.getByText('Job Cost Management System')).toBeVisible();
  for (const card of ['CUSTOMER MANAGEMENT', 'JOB COST TRACKING', 'EMPLOYEE MANAGEMENT', 'ACCOUNTING']) {
    await expect(page.getByText(card, { exact: true })).toBeVisible();
  }
  await expect(
    page.getByText(new RegExp(`${new Date().getFullYear()}.*All rights reserved`, 'i')),
  ).toBeVisible();
  await page.getByRole('button', { name: 'GET STARTED' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/');
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('not-found page logs the path and links home', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') logged.push(msg.text());
  });
  await page.goto('/no/such/page');
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect.poll(() => logged.some((l) => l.includes('/no/such/page'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('signed-out visitors on protected pages go to /auth', async ({ page }) => {
  for (const path of ['/dashboard', '/settings/company', '/customer-support', '/change-password', '/setup']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth$/);
  }
});

for (const path of ['/', '/auth', '/forgot-password', '/reset-password', '/missing-page']) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
