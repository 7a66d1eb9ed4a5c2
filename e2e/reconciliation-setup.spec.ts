import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolation, expectToast, signUpWithCompany, uniqueEmail } from './helpers';

// A bank's CSV as banks write them: a title and an account line before the header, day-first dates,
// money out in a Debit column and money in in a Credit column, thousands separators in quotes.
const MARCH_CSV = [
  'Harbor Savings Bank - Statement',
  'Account,XXXX1234',
  'Date,Description,Debit,Credit,Balance',
  '13/03/2026,CHECK 1001 CONCRETE SUPPLY,"1,250.00",,8750.00',
  '14/03/2026,CUSTOMER DEPOSIT,,500.00,9250.00',
  '31/03/2026,SERVICE CHARGE,15.00,,9235.00',
].join('\r\n');

// The next download overlaps it: the March lines again and two new April lines.
const APRIL_CSV = [
  MARCH_CSV,
  '02/04/2026,CUSTOMER DEPOSIT,,2000.00,11235.00',
  '03/04/2026,SERVICE CHARGE,15.00,,11220.00',
].join('\r\n');

const csvFile = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

const dialog = (page: Page) => page.getByRole('dialog');

test.use({ viewport: { width: 1440, height: 1000 } });

test('the bookkeeper links a bank account, imports a day-first CSV through the mapping wizard, enters lines by hand and creates a rule', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpWithCompany(page, uniqueEmail('recon-setup'), 'Harbor Builders');

  // 1. Nothing is linked yet: the page says what to do.
  await page.goto('/reconciliation');
  await expect(page.getByText('No bank account is linked yet')).toBeVisible();
  await expectNoSeriousAxeViolation(page);

  // 2. Link the operating cash account; a routing number with a wrong check digit is refused.
  await page.getByRole('button', { name: 'Link a bank account' }).first().click();
  await dialog(page).getByLabel('Cash account').selectOption({ label: '1000 — Cash - Operating' });
  await expect(dialog(page).getByLabel('Name', { exact: true })).toHaveValue('Cash - Operating');
  await dialog(page).getByLabel('Name', { exact: true }).fill('Operating account');
  await dialog(page).getByLabel('Bank name').fill('Harbor Savings Bank');
  await dialog(page).getByLabel('Last four digits').fill('1234');
  await dialog(page).getByLabel('Routing number').fill('021000022');
  await dialog(page).getByLabel('Opening bank balance').fill('10,000.00');
  await dialog(page).getByRole('button', { name: 'Link account' }).click();
  await expect(dialog(page).getByText('Routing number 021000022 fails its check digit')).toBeVisible();
  await expect(dialog(page).getByText('Enter the date of the opening bank balance')).toBeVisible();
  await dialog(page).getByLabel('Routing number').fill('021000021');
  await dialog(page).getByLabel('As of').fill('2026-02-28');
  await dialog(page).getByRole('button', { name: 'Link account' }).click();
  await expectToast(page, 'Operating account linked');
  const row = page.getByRole('row', { name: /Operating account/ });
  await expect(row).toContainText('1000 — Cash - Operating');
  await expect(row).toContainText('Harbor Savings Bank …1234');
  await expect(row).toContainText('Never');

  // 3. The account's page; import March's CSV. No mapping is saved yet: the wizard asks for one.
  await row.getByRole('link', { name: 'Operating account', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Operating account' })).toBeVisible();
  await page.getByRole('button', { name: 'Import statement' }).click();
  await dialog(page).getByLabel('Statement file').setInputFiles(csvFile('march.csv', MARCH_CSV));
  await expect(dialog(page).getByLabel('Date format')).toBeVisible();
  // The preamble, header and columns are read from the file; the date format is never guessed.
  await expect(dialog(page).getByLabel('Rows before the header')).toHaveValue('2');
  await expect(dialog(page).getByLabel('Date format')).toHaveValue('');
  await expect(dialog(page).getByLabel('Amounts')).toHaveValue('debit_credit');
  await dialog(page).getByRole('button', { name: 'Preview' }).click();
  await expect(dialog(page).getByText('Choose the date format the file uses')).toBeVisible();
  // Month-first reads 13/03/2026 as no date at all, line by line.
  await dialog(page).getByLabel('Date format').selectOption('MM/DD/YYYY');
  await expect(dialog(page).getByText("Line 4: '13/03/2026' is not a date in MM/DD/YYYY")).toBeVisible();
  await dialog(page).getByLabel('Date format').selectOption('DD/MM/YYYY');
  await expect(dialog(page).getByText("Line 4: '13/03/2026' is not a date")).toHaveCount(0);
  const read = dialog(page).getByRole('table', { name: 'How the first rows read' });
  await expect(read.getByRole('row').nth(1)).toContainText('2026-03-13');
  await expect(read.getByRole('row').nth(1)).toContainText('-$1,250.00');
  await dialog(page).getByRole('button', { name: 'Preview' }).click();

  const lines = dialog(page).getByRole('table', { name: 'Statement lines in the file' });
  await expect(lines.getByRole('row')).toHaveCount(4);
  await expect(dialog(page).getByText('2026-03-13 – 2026-03-31')).toBeVisible();
  await expect(lines.locator('tr[data-duplicate]')).toHaveCount(0);
  await dialog(page).getByRole('button', { name: 'Import 3 new lines' }).click();
  await expectToast(page, 'Statement imported');
  await expect(page.getByText('3 new, 0 already imported')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);

  const imports = page.getByRole('table', { name: 'Statement imports' });
  await expect(imports).toContainText('march.csv');
  await expect(imports).toContainText('2026-03-13 – 2026-03-31');
  // The original file is kept and comes back as it was sent.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    imports.getByRole('button', { name: 'Download march.csv' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('march.csv');
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  expect(Buffer.concat(chunks).toString()).toBe(MARCH_CSV);
  const statementLines = page.getByRole('table', { name: 'Statement lines', exact: true });
  await expect(statementLines.getByRole('row')).toHaveCount(4);
  await expect(statementLines).toContainText('CUSTOMER DEPOSIT');

  // 4. April's download overlaps March: the saved mapping is used at once, March's lines are greyed.
  await page.getByRole('button', { name: 'Import statement' }).click();
  await dialog(page).getByLabel('Statement file').setInputFiles(csvFile('april.csv', APRIL_CSV));
  await expect(lines.getByRole('row')).toHaveCount(6);
  await expect(lines.locator('tr[data-duplicate]')).toHaveCount(3);
  await expect(lines.getByText('Already imported')).toHaveCount(3);
  await expect(lines.locator('tr[data-duplicate]').first()).toContainText('CHECK 1001 CONCRETE SUPPLY');
  await expect(dialog(page).getByRole('button', { name: 'Import 2 new lines' })).toBeEnabled();
  await expectNoSeriousAxeViolation(page);
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog(page)).toHaveCount(0);

  // 5. A line the bank printed but the file left out, typed into the grid by hand.
  await page.getByRole('button', { name: 'Enter lines by hand' }).click();
  const grid = dialog(page).getByRole('grid', { name: 'Statement lines' });
  await grid.locator('td[data-row="0"][data-col="0"]').click();
  await page.keyboard.type('03/20/2026');
  await page.keyboard.press('Tab');
  await page.keyboard.type('WIRE FROM OWNER');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('4,000.00');
  await page.keyboard.press('Enter');
  await expect(grid.locator('td[data-row="0"][data-col="3"]')).toHaveText('$4,000.00');
  await expect(grid.locator('tfoot')).toContainText('$4,000.00');
  await dialog(page).getByRole('button', { name: 'Save 1 line' }).click();
  await expectToast(page, 'Statement lines saved');
  await expect(statementLines.getByRole('row')).toHaveCount(5);
  await expect(statementLines).toContainText('WIRE FROM OWNER');

  // 6. A rule for the monthly service charge.
  await page.goto('/reconciliation/rules');
  await expect(page.getByText('No rules yet')).toBeVisible();
  await page.getByRole('button', { name: 'New rule' }).click();
  await dialog(page).getByLabel('Name', { exact: true }).fill('Service charge');
  await dialog(page).getByLabel('Statement text contains').fill('SERVICE CHARGE');
  await dialog(page).getByLabel('Direction').selectOption('out');
  await dialog(page).getByLabel('Bank account').selectOption({ label: 'Operating account' });
  await dialog(page)
    .getByLabel('Post to account')
    .selectOption({ label: '6000 — Overhead - General and Administrative' });
  await dialog(page).getByRole('button', { name: 'Create rule' }).click();
  await expectToast(page, 'Rule Service charge created');
  const ruleRow = page.getByRole('row', { name: /Service charge/ });
  await expect(ruleRow).toContainText('SERVICE CHARGE');
  await expect(ruleRow).toContainText('Money out');
  await expect(ruleRow).toContainText('Operating account');
  await page.getByRole('switch', { name: 'Service charge active' }).click();
  await expectToast(page, 'Service charge turned off');
  await expect(page.getByRole('switch', { name: 'Service charge active' })).not.toBeChecked();
  await expectNoSeriousAxeViolation(page);

  // 7. The dashboard counts the account not reconciled for last month.
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: /Reconciliation/ }).getByTestId('tile-badge')).toHaveText('1');
});
