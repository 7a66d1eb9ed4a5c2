import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolation, signUpWithCompany, uniqueEmail } from './helpers';

/** Today as the browser's date field defaults it, and the last day of its month (a period end). */
function thisMonth() {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  const year = now.getFullYear();
  const month = now.getMonth() + 1;
  const lastDay = new Date(year, month, 0).getDate();
  return {
    name: now.toLocaleString('en-US', { month: 'long', year: 'numeric' }),
    end: `${year}-${pad(month)}-${pad(lastDay)}`,
  };
}

/** Types a two-line entry into the grid without the mouse: memo → Tab past the switch → the first cell. */
async function typeRentEntry(page: Page, memo: string) {
  await page.getByLabel('Memo', { exact: true }).fill(memo);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.locator('td[data-row="0"][data-col="0"]')).toBeFocused();
  // Account by number, Tab to Debit, amount; Enter goes back to the Account column of the next line.
  await page.keyboard.type('6200');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1500');
  await page.keyboard.press('Enter');
  await page.keyboard.type('1000');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1,500.00');
}

const grid = (page: Page) => page.getByRole('grid', { name: 'Journal lines' });

test('an accountant posts an entry by keyboard, sees the trial balance move, reverses it and closes the month', async ({
  page,
}) => {
  await signUpWithCompany(page, uniqueEmail('ledger'));
  const month = thisMonth();

  // 1. The list starts empty; New entry opens the keyboard form.
  await page.goto('/journal-entries');
  await expect(page.getByRole('heading', { name: 'Journal Entries', exact: true })).toBeVisible();
  await expect(page.getByText('No journal entries yet')).toBeVisible();
  await page.getByRole('link', { name: 'New entry' }).click();
  await expect(page).toHaveURL(/\/journal-entries\/new$/);
  await expect(grid(page)).toBeVisible();

  // 2. Typed, not clicked; the difference shows until the last amount is in, then Ctrl+Enter posts.
  await typeRentEntry(page, 'Office rent');
  await expect(grid(page).locator('td[data-row="0"][data-col="0"]')).toHaveText(
    '6200 — Overhead - Rent and Utilities',
  );
  await expect(page.getByTestId('entry-difference')).toContainText('$1,500.00');
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('entry-difference')).toHaveText('$0.00');
  await expectNoSeriousAxeViolation(page);
  await page.keyboard.press('Control+Enter');
  await expect(page).toHaveURL(/\/journal-entries\/[0-9a-f-]{36}$/);
  const heading = page.getByRole('heading', { name: /^Journal entry JE-/ });
  await expect(heading).toBeVisible();
  const number = ((await heading.textContent()) ?? '').replace('Journal entry ', '');
  const originalUrl = page.url();
  await expect(page.getByRole('table', { name: 'Entry lines' })).toContainText('1000 Cash - Operating');

  // 3. The trial balance has the entry.
  await page.goto('/chart-of-accounts/trial-balance');
  await expect(page.locator('tr[data-account="6200"]')).toContainText('$1,500.00');
  await expect(page.locator('tr[data-account="1000"]')).toContainText('$1,500.00');
  await expect(page.getByTestId('trial-balance-totals')).toContainText('$1,500.00');

  // 4. Reverse it: a new entry, linked both ways; the trial balance no longer carries the rent.
  await page.goto(originalUrl);
  await page.getByRole('button', { name: 'Reverse' }).click();
  const reverse = page.getByRole('dialog', { name: `Reverse ${number}` });
  await expect(reverse.getByLabel('Memo')).toHaveValue(`Reversal of ${number}`);
  await reverse.getByRole('button', { name: 'Reverse entry' }).click();
  await expect(page.getByText(`Reverses ${number}`)).toBeVisible();
  const reversalNumber = (
    (await page.getByRole('heading', { name: /^Journal entry JE-/ }).textContent()) ?? ''
  ).replace('Journal entry ', '');
  expect(reversalNumber).not.toBe(number);
  await page.getByRole('link', { name: number }).click();
  await expect(page.getByText(`Reversed by ${reversalNumber}`)).toBeVisible();
  await expect(page.getByText('Reversed', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reverse' })).toHaveCount(0);
  await page.goto('/chart-of-accounts/trial-balance');
  // Rent and cash are back to zero: the trial balance leaves them out (here: nothing else was posted).
  await expect(
    page.getByRole('table', { name: /^Trial balance as of/ }).or(page.getByText(/^No account has a balance/)),
  ).toBeVisible();
  await expect(page.locator('tr[data-account="6200"]')).toHaveCount(0);

  // 5. The list shows both, filtered by status.
  await page.goto('/journal-entries');
  await expect(page.getByRole('link', { name: number })).toBeVisible();
  await page.getByLabel('Status').selectOption('reversed');
  await expect(page.getByRole('link', { name: reversalNumber })).toHaveCount(0);
  await expect(page.getByRole('link', { name: number })).toBeVisible();

  // 6. Close the books through this month: posting into it is refused, and the typed lines stay.
  await page.goto('/journal-entries/periods');
  const row = page.getByRole('row', { name: new RegExp(month.name) });
  await row.getByRole('button', { name: 'Close through this period' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close the books' }).click();
  await expect(page.getByText(`The books are closed through ${month.end}.`)).toBeVisible();
  await expect(row.getByText('Closed', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Close and reopen history' })).toContainText('Closed');

  await page.goto('/journal-entries/new');
  await expect(grid(page)).toBeVisible();
  await typeRentEntry(page, 'Late rent');
  await page.keyboard.press('Control+Enter');
  await expect(page.getByRole('alert')).toHaveText(
    `The books are closed through ${month.end}: choose a later date`,
  );
  await expect(page).toHaveURL(/\/journal-entries\/new$/);
  await expect(grid(page).locator('td[data-row="1"][data-col="2"]')).toHaveText('$1,500.00');

  // 7. Reopen with a reason (a company admin may): the same lines then post.
  await page.goto('/journal-entries/periods');
  await row.getByRole('button', { name: 'Reopen' }).click();
  const reopen = page.getByRole('dialog');
  await reopen.getByRole('button', { name: 'Reopen' }).click();
  await expect(reopen.getByRole('alert')).toHaveText('A reason is required to reopen a period');
  await reopen.getByLabel('Reason').fill('Rent invoice arrived late');
  await reopen.getByRole('button', { name: 'Reopen' }).click();
  await expect(row.getByText('Open', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Close and reopen history' })).toContainText(
    'Rent invoice arrived late',
  );
});

test('a draft keeps incomplete lines, opens again in the form and can be deleted', async ({ page }) => {
  await signUpWithCompany(page, uniqueEmail('draft'));
  await page.goto('/journal-entries/new');
  await expect(grid(page)).toBeVisible();

  // Spreadsheet rows pasted into the first cell: accounts by number or name, amounts with separators.
  await grid(page).locator('td[data-row="0"][data-col="0"]').click();
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData(
      'text/plain',
      '6200\t1,200.00\t\tMay rent\nCash - Operating\t\t1,000.00\t\nNo such account\t5\t\t\n',
    );
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true }),
    );
  });
  await expect(grid(page).locator('td[data-row="1"][data-col="0"]')).toHaveText('1000 — Cash - Operating');
  await expect(page.getByText("Row 3, Account: 'No such account' was not found")).toBeVisible();
  await expect(page.getByText('Line 3: Choose an account')).toBeVisible();
  await expect(page.getByText('Debits and credits differ by $205.00')).toBeVisible();

  // Post refuses in the browser; Ctrl+S keeps it as a draft anyway.
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByRole('alert')).toHaveText('Fix the problems below before posting');
  await page.getByLabel('Memo', { exact: true }).fill('Rent, to finish');
  await page.keyboard.press('Control+s');
  await expect(page).toHaveURL(/\/journal-entries\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Draft journal entry' })).toBeVisible();
  await expect(grid(page).locator('td[data-row="0"][data-col="3"]')).toHaveText('May rent');

  // Ctrl+Delete removes the unfinished third line.
  await grid(page).locator('td[data-row="2"][data-col="1"]').click();
  await page.keyboard.press('Control+Delete');
  await expect(grid(page).locator('td[data-row="2"]')).toHaveCount(0);
  await expect(page.getByText('Debits and credits differ by $200.00')).toBeVisible();

  // Saving the draft again replaces its lines (PUT); the form reopens on what the server kept.
  await page.keyboard.press('Control+s');
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Draft saved' }).last()).toBeVisible();
  await page.reload();
  await expect(grid(page).locator('td[data-row="1"][data-col="2"]')).toHaveText('$1,000.00');
  await expect(grid(page).locator('td[data-row="2"]')).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete draft' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/journal-entries$/);
  await expect(page.getByText('No journal entries yet')).toBeVisible();
});
