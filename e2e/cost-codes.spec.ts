import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Download, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolation, expectToast, signUpWithCompany, uniqueEmail } from './helpers';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

/** A toast with this text (an earlier, identical one may still be on screen). */
async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = (await Promise.all([page.waitForEvent('download'), click()])) as [Download, undefined];
  const file = await download.path();
  return { name: download.suggestedFilename(), text: fs.readFileSync(file, 'utf8') };
}

const codeRow = (page: Page, code: string) => page.locator(`tr[data-code="${code}"]`);

test('a company admin loads the cost codes from a spreadsheet, corrects them inline and exports them', async ({
  page,
}) => {
  await signUpWithCompany(page, uniqueEmail('codes'));

  // 1. The import hub: the cost-code card works, the others say which module brings them.
  await page.goto('/imports/all');
  await expect(page.getByRole('heading', { name: 'All Imports', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import Employees' })).toBeDisabled();
  await expect(page.getByText('Comes with the Employee Management module (Payroll).')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Import Chart of Accounts' })).toHaveAttribute(
    'href',
    '/chart-of-accounts?import=1',
  );
  await expectNoSeriousAxeViolation(page);
  await page.getByRole('link', { name: 'Import Cost Codes' }).click();
  await expect(page).toHaveURL(/\/settings\/company\/cost-codes\?import=1$/);
  const dialog = page.getByRole('dialog', { name: 'Import Cost Codes' });
  await expect(dialog).toBeVisible();

  // 2. Only .csv names are taken.
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'codes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('code,description\n01-0000,General\n'),
  });
  await expect(dialog.getByText('Please select a CSV file')).toBeVisible();

  // 3. A file with one bad row (BOM, CRLF, quoted commas, a blank line) is previewed and blocked.
  await dialog.getByLabel('CSV file').setInputFiles(path.join(fixtures, 'cost-codes-with-error.csv'));
  await expect(dialog.getByText('7 valid')).toBeVisible();
  await expect(dialog.getByText('1 invalid')).toBeVisible();
  await expect(dialog.getByRole('cell', { name: 'Invalid format (must be XX-XXXX)' })).toBeVisible();
  await expect(dialog.getByRole('cell', { name: 'Supervision, Field' })).toBeVisible();
  await expect(dialog.getByRole('cell', { name: 'Rebar "#5" and Mesh' })).toBeVisible();
  await expect(dialog.getByText('PARENT').first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Fix 1 error(s) to import' })).toBeDisabled();
  await expectNoSeriousAxeViolation(page);

  // 4. The fixed file imports, children listed before their parent included.
  await dialog.getByRole('button', { name: 'Choose Another File' }).click();
  await dialog.getByLabel('CSV file').setInputFiles(path.join(fixtures, 'cost-codes.csv'));
  await expect(dialog.getByText('8 valid')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 8 Cost Codes' }).click();
  await expectToast(page, 'Imported 8 cost codes successfully');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/settings\/company\/cost-codes$/);
  await expect(page.getByText(/^8 cost codes ·/)).toBeVisible();

  // 5. Parents show their child count and expand to their children.
  await expect(codeRow(page, '01-0000')).toContainText('2 children');
  await expect(codeRow(page, '01-0100')).toHaveCount(0);
  await page.getByRole('button', { name: 'Expand 01-0000' }).click();
  await expect(codeRow(page, '01-0100')).toContainText('Supervision, Field');
  await expectNoSeriousAxeViolation(page);

  // 6. Edit a description inline and save.
  await page.getByRole('button', { name: 'Edit Cost Codes' }).click();
  await page.getByLabel('Description of 01-0200').fill('Temporary Facilities and Controls');
  await page.getByRole('button', { name: 'Save All Changes' }).click();
  await expectToast(page, 'Cost codes saved');
  await expect(codeRow(page, '01-0200')).toContainText('Temporary Facilities and Controls');
  await expect(page.getByLabel('Description of 01-0200')).toHaveCount(0);

  // 7. A child without its parent, then the one-click parent; the entry keys of spec §5.
  await page.getByRole('button', { name: 'Edit Cost Codes' }).click();
  await page.getByRole('button', { name: 'Add Cost Code' }).click();
  const newCode = page.getByLabel('New cost code', { exact: true });
  await expect(newCode).toBeFocused();
  await newCode.pressSequentially('12ab');
  await newCode.press('Escape');
  await expect(newCode).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Cost Code' }).click();
  await newCode.pressSequentially('05x01000');
  await expect(newCode).toHaveValue('05-0100');
  await newCode.press('Tab');
  const newDescription = page.getByLabel('New cost code description');
  await expect(newDescription).toBeFocused();
  await newDescription.press('Shift+Tab');
  await expect(newCode).toBeFocused();
  await newCode.press('Tab');
  await newDescription.fill('Structural Steel');
  await newDescription.press('Enter');
  await expect(newCode).toHaveValue('');
  await expect(newCode).toBeFocused();
  await expect(page.getByText('Parent code 05-0000 must be created first')).toBeVisible();
  await page.getByRole('button', { name: 'Save All Changes' }).click();
  await expectToast(page, 'Validation Error');
  await page.getByRole('button', { name: 'Create 05-0000' }).click();
  await expect(page.getByText('Parent code 05-0000 must be created first')).toHaveCount(0);
  await expect(page.getByLabel('Description of new 05-0000')).toHaveValue('Category 05');
  await newCode.press('Escape');

  // 8. A parent with children cannot be deleted; a child is, after confirmation.
  await page.getByRole('button', { name: 'Expand 09-0000' }).click();
  const parentDelete = page.getByRole('button', { name: 'Delete 09-0000' });
  await expect(parentDelete).toBeDisabled();
  await parentDelete.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Cannot delete parent with children');
  await page.getByRole('button', { name: 'Delete 09-0100' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete cost code 09-0100?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByLabel('Description of 09-0100')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save All Changes' }).click();
  await expectToast(page, 'Cost codes saved');
  await expect(page.getByText(/^9 cost codes ·/)).toBeVisible();

  // 9. Cancel drops every edit.
  await page.getByRole('button', { name: 'Edit Cost Codes' }).click();
  await page.getByLabel('Description of 01-0000').fill('Should not stay');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(codeRow(page, '01-0000')).toContainText('General Requirements');

  // 10. Export and template files as spec §9 names and shapes them.
  const exported = await downloaded(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
  expect(exported.name).toBe('cost_codes_export.csv');
  expect(exported.text).toBe(
    [
      'code,description,is_parent',
      '01-0000,General Requirements,true',
      '01-0100,"Supervision, Field",false',
      '01-0200,Temporary Facilities and Controls,false',
      '03-0000,Concrete,true',
      '03-0100,Concrete Forming,false',
      '03-0200,"Rebar ""#5"" and Mesh",false',
      '05-0000,Category 05,true',
      '05-0100,Structural Steel,false',
      '09-0000,Finishes,true',
      '',
    ].join('\r\n'),
  );
  const template = await downloaded(page, () => page.getByRole('button', { name: 'Template' }).click());
  expect(template.name).toBe('cost_codes_template.csv');
  expect(template.text.split('\r\n')[0]).toBe('code,description');
  expect(template.text.trim().split('\r\n')).toHaveLength(3);
});

test('a company admin adds, edits and deactivates a cost category mapped to a GL account', async ({
  page,
}) => {
  await signUpWithCompany(page, uniqueEmail('cats'));
  await page.goto('/settings/company/cost-categories');
  await expect(page.getByRole('heading', { name: 'Cost Categories', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'About cost categories' })).toBeVisible();
  // Every company starts with L, M, S, E, O mapped to their job-cost accounts.
  await expect(codeRow(page, 'L')).toContainText('5000 — Job Costs - Labor');
  await expect(page.locator('tr[data-code]')).toHaveCount(5);
  await expectNoSeriousAxeViolation(page);

  await page.getByRole('button', { name: 'Add Category' }).click();
  const form = page.getByRole('form', { name: 'Add Cost Category' });
  await form.getByLabel('Code').fill('l1b');
  await expect(form.getByLabel('Code')).toHaveValue('LB');
  await form.getByLabel('Description').fill('Labor Burden');
  await form.getByRole('button', { name: 'Add Category' }).click();
  await expect(form.getByText('GL Account is required')).toBeVisible();
  await form.getByLabel('GL Account').selectOption({ label: '5050 — Job Costs - Labor Burden' });
  await form.getByRole('button', { name: 'Add Category' }).click();
  await expectToast(page, 'Cost category created successfully');
  await expect(codeRow(page, 'LB')).toContainText('5050 — Job Costs - Labor Burden');

  // The same code again is refused with the server's message.
  await page.getByRole('button', { name: 'Add Category' }).click();
  await form.getByLabel('Code').fill('lb');
  await form.getByLabel('Description').fill('Duplicate');
  await form.getByLabel('GL Account').selectOption({ label: '5000 — Job Costs - Labor' });
  await form.getByRole('button', { name: 'Add Category' }).click();
  await expectToast(page, 'Error creating cost category');
  await expect(form.getByText('A cost category with code LB already exists')).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Edit LB' }).click();
  const edit = page.getByRole('form', { name: 'Edit Cost Category' });
  await edit.getByLabel('Description').fill('Labor Burden and Benefits');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Cost category updated successfully');
  await expect(codeRow(page, 'LB')).toContainText('Labor Burden and Benefits');

  await page.getByRole('button', { name: 'Deactivate LB' }).click();
  await expect(codeRow(page, 'LB')).toContainText('Inactive');
  await expect(page.getByRole('button', { name: 'Activate LB' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete LB' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Cost category deleted successfully');
  await expect(codeRow(page, 'LB')).toHaveCount(0);
});
