import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolation, expectToast, signUpWithCompany, uniqueEmail } from './helpers';

const HEADER = 'account_number,account_name,account_type,normal_balance,parent_number,description,is_cash';
const csvFile = (name: string, rows: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(`${[HEADER, ...rows].join('\r\n')}\r\n`),
});

const accountRow = (page: Page, number: string) => page.locator(`tr[data-account="${number}"]`);

test('an accountant sets up the chart, imports accounts, enters opening balances and sees them balance', async ({
  page,
}) => {
  await signUpWithCompany(page, uniqueEmail('ledger'));

  // 1. The starting chart, grouped by type, every balance zero.
  await page.goto('/chart-of-accounts');
  await expect(page.getByRole('heading', { name: 'Chart of Accounts', exact: true })).toBeVisible();
  await expect(accountRow(page, '1000')).toContainText('Cash - Operating');
  await expect(accountRow(page, '1000')).toContainText('$0.00');
  await expect(accountRow(page, '1100')).toContainText('Control');
  await expectNoSeriousAxeViolation(page);

  // 2. Add an account.
  await page.getByRole('button', { name: 'Add Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Account' });
  await dialog.getByLabel('Number').fill('1010');
  await dialog.getByLabel('Name').fill('Cash - Payroll');
  await dialog.getByLabel('Cash or bank account').click();
  await expectNoSeriousAxeViolation(page);
  await dialog.getByRole('button', { name: 'Add Account' }).click();
  await expectToast(page, 'Account added');
  await expect(accountRow(page, '1010')).toContainText('Cash - Payroll');
  await expect(accountRow(page, '1010')).toContainText('Cash');

  // 3. Import three accounts: the first file has a bad number on its first row and is blocked whole.
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importDialog = page.getByRole('dialog', { name: 'Import Chart of Accounts' });
  await importDialog
    .getByLabel('CSV file')
    .setInputFiles(
      csvFile('chart-bad.csv', [
        '65,Travel,expense,,,,',
        '1600,Vehicles,asset,,,Trucks and cars,no',
        '1650,Accumulated Depreciation - Vehicles,asset,credit,1600,,no',
      ]),
    );
  await expect(importDialog.getByText('1 invalid')).toBeVisible();
  await expect(
    importDialog
      .getByText('Account number must be 3 to 10 digits, optionally followed by - and up to 6 digits')
      .first(),
  ).toBeVisible();
  await expect(importDialog.getByRole('button', { name: 'Fix 1 error(s) to import' })).toBeDisabled();
  await expectNoSeriousAxeViolation(page);
  await importDialog.getByRole('button', { name: 'Choose Another File' }).click();
  await importDialog
    .getByLabel('CSV file')
    .setInputFiles(
      csvFile('chart.csv', [
        '6500,Travel,expense,,,,',
        '1600,Vehicles,asset,,,Trucks and cars,no',
        '1650,Accumulated Depreciation - Vehicles,asset,credit,1600,,no',
      ]),
    );
  await expect(importDialog.getByText('3 valid')).toBeVisible();
  await importDialog.getByRole('button', { name: 'Import 3 Accounts' }).click();
  await expectToast(page, 'Chart of accounts imported: 3 accounts added');
  await expect(importDialog).toBeHidden();
  await expect(accountRow(page, '1650')).toContainText('Accumulated Depreciation - Vehicles');

  // 4. Opening balances: control accounts come from invoices; the difference goes to equity.
  await page.getByRole('link', { name: 'Opening Balances' }).click();
  await expect(page).toHaveURL(/\/chart-of-accounts\/opening-balances$/);
  await expect(page.getByLabel('Debit 1100 Accounts Receivable')).toBeDisabled();
  await page.getByLabel('Debit 1000 Cash - Operating').fill('50,000');
  await page.getByLabel('Debit 1600 Vehicles').fill('20000');
  await page.getByLabel('Credit 1650 Accumulated Depreciation - Vehicles').fill('5000');
  await page.getByLabel("Credit 3000 Owner's Equity").fill('30000');
  await expect(page.getByTestId('opening-debits')).toHaveText('$70,000.00');
  await expect(page.getByTestId('opening-credits')).toHaveText('$35,000.00');
  await expect(page.getByTestId('opening-equity')).toHaveText('$35,000.00 credit');
  await expectNoSeriousAxeViolation(page);
  await page.getByRole('button', { name: 'Post Opening Balances' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Post' }).click();
  await expectToast(page, 'Opening balances posted');
  await expect(page.getByRole('heading', { name: 'Opening balances entered' })).toBeVisible();

  // 5. The trial balance is in balance: 70,000 of debits against 35,000 + 35,000 of credits.
  await page.goto('/chart-of-accounts/trial-balance');
  await expect(page.getByText('In balance')).toBeVisible();
  await expect(page.getByTestId('trial-balance-totals')).toContainText('$70,000.00');
  await expect(accountRow(page, '1000')).toContainText('$50,000.00');
  await expectNoSeriousAxeViolation(page);

  // 6. An account's detail: the opening line and the balances around it.
  await accountRow(page, '1000').getByRole('link', { name: 'Cash - Operating' }).click();
  await expect(page).toHaveURL(/\/chart-of-accounts\/[0-9a-f-]+\?from=.*&to=/);
  await expect(page.getByRole('heading', { name: '1000 — Cash - Operating' })).toBeVisible();
  const line = page.getByRole('row').filter({ hasText: 'Opening balances' });
  await expect(line).toContainText('$50,000.00');
  await expect(page.getByTestId('closing-balance-row')).toContainText('$50,000.00');
  await expectNoSeriousAxeViolation(page);

  // 7. The chart shows the balances, and the contra account reduces the assets' subtotal.
  await page.goto('/chart-of-accounts');
  await expect(accountRow(page, '1650')).toContainText('$5,000.00');
  await expect(page.locator('tr[data-subtotal="asset"]')).toContainText('$65,000.00');
});
