import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { expectToast, signUpWithCompany, uniqueEmail } from './helpers';

const LOGO_PNG = fileURLToPath(new URL('./fixtures/green-orange-logo.png', import.meta.url));

/** A toast with this text (an earlier, identical one may still be on screen). */
const shellPrimary = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary').trim());

test('a company admin gets the default logo, uploads their own, saves its colours and the product takes them on', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpWithCompany(page, uniqueEmail('brand'), 'Brandwell Builders');

  // 1. First visit: the default logo is uploaded, its colours extracted and saved, once.
  await page.goto('/settings/company/branding');
  await expect(page.getByRole('heading', { name: 'Company Branding', exact: true })).toBeVisible();
  const logoCard = page.getByRole('img', { name: 'Brandwell Builders logo' }).first();
  await expect(logoCard).toHaveAttribute(
    'src',
    /\/storage\/v1\/object\/public\/company-logos\/[0-9a-f-]+\/logo-\d+\.svg$/,
  );
  await expect(page.getByLabel('Accent color', { exact: true })).toHaveValue('#f2a900');
  await expect(page.getByLabel('Primary color', { exact: true })).toHaveValue('#3b5998');
  await expect(
    page.locator('[data-slot="sidebar-header"]').getByRole('img', { name: 'Brandwell Builders logo' }),
  ).toBeVisible();
  expect(await shellPrimary(page)).toBe('#3b5998');

  const axe = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // 2. Copy a colour: 'Copied!', the icon turns into a check, then back after 2 s.
  await page.getByRole('button', { name: 'Copy primary color' }).click();
  await expectToast(page, 'Copied!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('#3b5998');
  await expect(page.getByRole('button', { name: 'Primary color copied' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy primary color' })).toBeVisible({ timeout: 4000 });

  // 3. Editing: a wrong hex is refused; Cancel resets.
  await page.getByRole('button', { name: 'Edit' }).click();
  const save = page.getByRole('button', { name: 'Save Branding' });
  await page.getByLabel('Primary color', { exact: true }).fill('#12345');
  await expect(page.getByText('Must be a valid hex color')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('Primary color', { exact: true })).toHaveValue('#3b5998');

  // 4. Files the store would refuse never leave the browser.
  await page.getByRole('button', { name: 'Edit' }).click();
  const fileInput = page.getByLabel('Logo file');
  await fileInput.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(6 * 1024 * 1024),
  });
  await expectToast(page, 'File too large');
  await expectToast(page, 'Logo file must be under 5MB.');
  await fileInput.setInputFiles({
    name: 'notes.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expectToast(page, 'Invalid file type');
  await expectToast(page, 'Please upload a PNG, JPG, or SVG file.');

  // 5. A PNG logo: uploaded, analysed, its colours fill the form.
  await fileInput.setInputFiles(LOGO_PNG);
  await expectToast(page, 'Logo uploaded');
  await expectToast(page, 'Colors extracted!');
  await expect(page.getByRole('status').filter({ hasText: 'Done' })).toBeVisible();
  await expect(page.getByLabel('Primary color', { exact: true })).toHaveValue('#16803d');
  await expect(page.getByLabel('Accent color', { exact: true })).toHaveValue('#f97316');
  await expect(page.getByRole('figure', { name: 'Branding preview' })).toBeVisible();

  // 6. Saved: the shell takes on the new colour and logo. (Toasts sit over the header's buttons.)
  // A pointer resting on a toast keeps it open.
  await page.mouse.move(400, 600);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await save.click();
  await expectToast(page, 'Branding saved');
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect.poll(() => shellPrimary(page)).toBe('#16803d');
  await expect(page.locator('[data-slot="sidebar-header"]').getByRole('img')).toHaveAttribute(
    'src',
    /logo-\d+\.png$/,
  );
  await page.goto('/dashboard');
  await expect.poll(() => shellPrimary(page)).toBe('#16803d');

  // 7. Download the saved logo.
  await page.goto('/settings/company/branding');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^logo-\d+\.png$/);
  await expectToast(page, 'Downloaded');
});
