import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { api, signUpWithCompany, uniqueEmail } from './helpers';

test('a first application typed as percentages, its PDF, submitted, returned to draft, submitted again and approved', async ({
  page,
}) => {
  await signUpWithCompany(page, uniqueEmail('billing'));
  const customer = await api(page, 'POST', '/api/v1/customers', {
    customer_number: 'C-BIL1',
    name: 'Pier Owner',
  });
  const job = await api(page, 'POST', '/api/v1/jobs', {
    customer_id: customer.id,
    project_name: 'Pier Deck',
  });
  await api(page, 'PUT', `/api/v1/jobs/${job.id}/contract`, {
    original_contract_cents: 10_000_000,
    billing_method: 'progress',
    retainage_work_bps: 1000,
    retainage_stored_bps: 500,
    payment_terms_days: 30,
    lines: [
      { description: 'General conditions', original_cents: 1_000_000 },
      { description: 'Sitework', original_cents: 3_000_000 },
      { description: 'Concrete', original_cents: 6_000_000 },
    ],
  });

  // 1. Billing: New application for the job opens the application.
  await page.goto('/billing');
  await expect(page.getByText('No pay applications found')).toBeVisible();
  await page.getByRole('button', { name: 'New application' }).click();
  await page
    .getByLabel('Job')
    .last()
    .selectOption({ label: `${job.project_number} — Pier Deck` });
  await page.getByRole('button', { name: 'Start application' }).click();
  await expect(page).toHaveURL(/\/billing\/applications\//);
  await expect(page.getByRole('heading', { name: `${job.project_number} · Application 1` })).toBeVisible();

  // 2. E typed as percentages complete: the summary follows as you type.
  const grid = page.getByRole('grid', { name: 'Continuation sheet' });
  await grid.locator('td[data-row="0"][data-column-id="percent"]').click();
  await page.keyboard.type('20');
  await page.keyboard.press('Enter');
  await page.keyboard.type('50');
  await page.keyboard.press('Enter');
  await page.keyboard.type('10');
  await page.keyboard.press('Tab');
  await expect(grid.locator('td[data-row="2"][data-column-id="this-period"]')).toHaveText('$6,000.00');
  await expect(page.locator('[data-line="8"] dd')).toHaveText('$20,700.00');
  await page.getByRole('button', { name: 'Save application' }).click();
  await expect(page.getByText('Application 1 saved')).toBeVisible();

  const axe = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);

  // 3. The PDF downloads.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toBe(`${job.project_number}-pay-app-1.pdf`);

  // 4. Submit and approve, each confirmed; the list shows it approved with its amount due.
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Application 1 submitted')).toBeVisible();
  // Taken back before approval: a draft again, its sheet editable; then submitted again.
  await page.getByRole('button', { name: 'Return to draft' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Return to draft' }).click();
  await expect(page.getByText('Application 1 returned to draft')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save application' })).toBeVisible();
  await expect(page.locator('[data-line="8"] dd')).toHaveText('$20,700.00');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Application 1 submitted').last()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Return to draft' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Approve and post' }).click();
  await expect(page.getByText('Application 1 approved and posted')).toBeVisible();
  await expect(page.getByText('Posted as')).toBeVisible();
  await page.goto('/billing');
  const row = page.getByRole('row').filter({ hasText: 'Application 1' });
  await expect(row).toContainText('Approved');
  await expect(row).toContainText('$20,700.00');
});

test('the continuation sheet fits a 1440 px window, and a 1280 px one, without scrolling sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpWithCompany(page, uniqueEmail('sheet'));
  const customer = await api(page, 'POST', '/api/v1/customers', {
    customer_number: 'C-BIL2',
    name: 'Harbour Authority of the Greater Metropolitan Region',
  });
  const job = await api(page, 'POST', '/api/v1/jobs', {
    customer_id: customer.id,
    project_name: 'Container Terminal Expansion',
  });
  // Seven-figure lines with long descriptions: the money columns at their widest on a laptop.
  const schedule: [string, number][] = [
    ['General conditions, supervision and temporary facilities', 123_456_789],
    ['Sitework', 98_765_432],
    ['Cast-in-place concrete: foundations, pile caps, grade beams and elevated slabs', 934_567_890],
    ['Structural steel', 45_678_901],
    ['Mechanical, electrical and plumbing rough-in and trim', 211_111_111],
    ['Demolition of the existing quay wall and disposal off site', 33_333_333],
  ];
  await api(page, 'PUT', `/api/v1/jobs/${job.id}/contract`, {
    original_contract_cents: schedule.reduce((sum, [, cents]) => sum + cents, 0),
    billing_method: 'progress',
    retainage_work_bps: 1000,
    retainage_stored_bps: 500,
    payment_terms_days: 30,
    lines: schedule.map(([description, original_cents]) => ({ description, original_cents })),
  });
  const application = await api(page, 'POST', `/api/v1/jobs/${job.id}/pay-applications`, {
    application_date: '2026-01-31',
    period_to: '2026-01-31',
  });
  await api(page, 'PATCH', `/api/v1/pay-applications/${application.id}`, {
    lines: (application.lines as { contract_line_id: string }[]).map((line, i) => ({
      contract_line_id: line.contract_line_id,
      this_period_cents: Math.round((schedule[i]?.[1] ?? 0) * 0.37),
      stored_cents: i % 2 === 0 ? 12_345_678 : 0,
      ...(i === 2
        ? { retainage_override_cents: 1_000_000, override_reason: 'Owner agreed to less on piles' }
        : {}),
    })),
  });
  await page.goto(`/billing/applications/${application.id}`);
  const grid = page.getByRole('grid', { name: 'Continuation sheet' });
  await expect(grid.locator('td[data-row="2"][data-column-id="reason"]')).toHaveText(
    'Owner agreed to less on piles',
  );
  const overflow = () =>
    grid.evaluate((table) => {
      const box = table.parentElement as HTMLElement;
      return box.scrollWidth - box.clientWidth;
    });
  expect(await overflow()).toBe(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(overflow).toBe(0);

  // The keyboard still drives it: a percent typed on line 2, Enter down, Tab across.
  await page.setViewportSize({ width: 1440, height: 900 });
  await grid.locator('td[data-row="1"][data-column-id="percent"]').click();
  await page.keyboard.type('50');
  await page.keyboard.press('Enter');
  await expect(grid.locator('td[data-row="1"][data-column-id="this-period"]')).toHaveText('$493,827.16');
  await page.keyboard.press('Tab');
  await expect(grid.locator('td[data-row="2"][data-column-id="stored"]')).toBeFocused();
});
