import { expect, test } from '@playwright/test';
import {
  api,
  apiResponse,
  chartAccountIds,
  download,
  expectNoSeriousAxeViolation,
  expectToast,
  openWithCash,
  SHOTS,
  shot,
  signUpWithCompany,
  uniqueEmail,
} from './helpers';

/** The March statement of the operating account, OFX 1.02 (SGML: leaf tags left open). */
function marchOfx(): string {
  const line = (type: string, date: string, amount: string, fitid: string, name: string) =>
    `<STMTTRN>\n<TRNTYPE>${type}\n<DTPOSTED>${date}120000.000[-5:EST]\n<TRNAMT>${amount}\n<FITID>${fitid}\n<NAME>${name}\n</STMTTRN>`;
  return [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    'SECURITY:NONE',
    'ENCODING:USASCII',
    'CHARSET:1252',
    'COMPRESSION:NONE',
    'OLDFILEUID:NONE',
    'NEWFILEUID:NONE',
    '',
    '<OFX>',
    '<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20260401120000<LANGUAGE>ENG</SONRS></SIGNONMSGSRSV1>',
    '<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>',
    '<STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>111000025<ACCTID>9876544521<ACCTTYPE>CHECKING</BANKACCTFROM>',
    '<BANKTRANLIST><DTSTART>20260301<DTEND>20260331',
    line('DEBIT', '20260306', '-1500.00', 'MAR-0001', 'YARD RENT MARCH'),
    line('CREDIT', '20260311', '20000.00', 'MAR-0002', 'DEPOSIT LEDGER STREET'),
    // The three receipts of early March, taken to the bank together two weeks later: one line.
    line('DEP', '20260316', '7750.00', 'MAR-0003', 'COUNTER DEPOSIT'),
    line('DEBIT', '20260322', '-325.40', 'MAR-0004', 'SHELL OIL 5521 FUEL'),
    line('SRVCHG', '20260331', '-15.00', 'MAR-0005', 'MONTHLY SERVICE CHARGE'),
    '</BANKTRANLIST>',
    '<LEDGERBAL><BALAMT>75909.60<DTASOF>20260331</LEDGERBAL>',
    '</STMTRS></STMTTRNRS></BANKMSGSRSV1>',
    '</OFX>',
    '',
  ].join('\n');
}

/**
 * Bank reconciliation end to end (issue 23, item 8): import the March statement through the account
 * page's wizard, start reconciling, accept the suggestions, match the split deposit by hand (one
 * statement line, three receipts, Enter), create the bank fee's entry from a rule, finish at a zero
 * difference, open the report and download its PDF and CSV.
 *
 * Figures (by hand): bank opening balance 50,000.00 on 2026-02-28 (the books' cash the same). March
 * books: receipts 3,000.00 (03-02), 2,500.00 and 2,250.00 (03-03); yard rent −1,500.00 (03-05);
 * progress payment 20,000.00 (03-10); fuel −325.40 (03-20); portable toilets −900.00 (03-28, still
 * out); a receipt of 1,200.00 (03-31, in transit). Statement: −1,500.00, +20,000.00, +7,750.00 (the
 * three receipts), −325.40, −15.00 service charge; ending 75,909.60. Cleared 25,909.60 → difference
 * 0. Adjusted bank = 75,909.60 + 1,200.00 − 900.00 = 76,209.60 = book balance (50,000.00 + March's
 * book items 26,224.60 − the 15.00 fee entry).
 */
test('reconciliation: import a statement, accept suggestions, match a split deposit, finish at zero, print the report', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1600, height: 1000 });
  await signUpWithCompany(page, uniqueEmail('reconcile'), 'Harbor Reconcile Builders');

  // 1. The books, through the API.
  const account = await chartAccountIds(page);
  const cash = account('1000');
  await openWithCash(page, account, 5_000_000);
  const book = (entry_date: string, memo: string, cents: number, other: string) =>
    api(page, 'POST', '/api/v1/journal-entries', {
      entry_date,
      memo,
      post: true,
      lines:
        cents > 0
          ? [
              { account_id: cash, debit_cents: cents },
              { account_id: account(other), credit_cents: cents },
            ]
          : [
              { account_id: account(other), debit_cents: -cents },
              { account_id: cash, credit_cents: -cents },
            ],
    });
  await book('2026-03-02', 'Receipt Harbor Holdings', 300_000, '4000');
  await book('2026-03-03', 'Receipt Summit Partners', 250_000, '4000');
  await book('2026-03-03', 'Receipt Cedar Schools', 225_000, '4000');
  await book('2026-03-05', 'Yard rent March', -150_000, '6200');
  await book('2026-03-10', 'Progress payment Ledger Street', 2_000_000, '4000');
  const fuel = await book('2026-03-20', 'Fuel card Shell', -32_540, '6000');
  await book('2026-03-28', 'Portable toilets', -90_000, '6000');
  await book('2026-03-31', 'Receipt Oakmont Hotels', 120_000, '4000');
  const bank = await api(page, 'POST', '/api/v1/bank-accounts', {
    gl_account_id: cash,
    name: 'Operating Checking',
    bank_name: 'First Harbor Bank',
    last_four: '4521',
    opening_balance_cents: 5_000_000,
    opening_balance_date: '2026-02-28',
  });
  await api(page, 'POST', '/api/v1/bank-rules', {
    name: 'Bank service charge',
    text_contains: 'SERVICE CHARGE',
    direction: 'out',
    account_id: account('6000'),
    memo: 'Bank service charge',
  });

  // 2. The statement through the account page's import wizard, then "Start reconciliation".
  await page.goto(`/reconciliation/accounts/${bank.id}`);
  await page.getByRole('button', { name: 'Import statement' }).click();
  const wizard = page.getByRole('dialog');
  await wizard.getByLabel('Statement file').setInputFiles({
    name: 'march-2026.ofx',
    mimeType: 'application/x-ofx',
    buffer: Buffer.from(marchOfx(), 'latin1'),
  });
  await wizard.getByRole('button', { name: 'Import 5 new lines' }).click();
  await expect(wizard).toBeHidden();
  await page.getByRole('button', { name: 'Start reconciliation' }).click();
  const start = page.getByRole('dialog');
  await expect(start.getByLabel('Statement date')).toHaveValue('2026-03-31');
  await start.getByRole('button', { name: 'Start reconciling' }).click();
  await expect(page).toHaveURL(/\/reconciliation\/[0-9a-f-]{36}$/);
  const reconciliationId = page.url().split('/').at(-1) ?? '';

  // 3. The workspace: nothing cleared yet, the difference is the whole month.
  const statementPane = page.getByRole('listbox', { name: 'Statement lines' });
  const bookPane = page.getByRole('listbox', { name: 'Uncleared book items' });
  await expect(page.getByRole('heading', { name: 'Reconcile Operating Checking' })).toBeVisible();
  await expect(statementPane.getByRole('option')).toHaveCount(5);
  await expect(bookPane.getByRole('option')).toHaveCount(8);
  await expect(page.getByTestId('difference')).toHaveText('25,909.60');
  await expect(statementPane.getByRole('option', { name: /YARD RENT/ })).toContainText('Suggested');
  await shot(page, 'reconciliation-workspace');
  await expectNoSeriousAxeViolation(page);
  await page.getByRole('button', { name: 'Keyboard' }).click();
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toContainText('Match the selection');
  await shot(page, 'reconciliation-keyboard-help');
  await page.keyboard.press('Escape');

  // 4. Accept the suggestions: rent, the progress payment, fuel (one-to-one, no tie).
  await page.getByRole('button', { name: 'Accept all suggestions' }).click();
  await expectToast(page, '3 matches made');
  await expect(statementPane.getByRole('option')).toHaveCount(2);
  await expect(page.getByTestId('difference')).toHaveText('7,735.00');

  // The keyboard: U undoes the focused line's match, A accepts its best suggestion again.
  await page.getByLabel('State', { exact: true }).selectOption('matched');
  await expect(statementPane.getByRole('option')).toHaveCount(3);
  await statementPane.focus();
  await expect(statementPane).toHaveAttribute('aria-activedescendant', 'statement-lines-row-0');
  await expect(statementPane.getByRole('option').first()).toContainText('YARD RENT');
  await page.keyboard.press('u');
  await expectToast(page, 'Match undone');
  await expect(page.getByTestId('difference')).toHaveText('6,235.00');
  await page.getByLabel('State', { exact: true }).selectOption('open');
  await expect(statementPane.getByRole('option', { name: /YARD RENT/ })).toContainText('Suggested');
  await statementPane.focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('a');
  await expectToast(page, 'Suggestion accepted');
  await expect(statementPane.getByRole('option')).toHaveCount(2);
  await expect(page.getByTestId('difference')).toHaveText('7,735.00');

  // 5. The split deposit: one statement line and the three receipts, Enter.
  await statementPane.getByRole('option', { name: /COUNTER DEPOSIT/ }).click();
  for (const receipt of ['Receipt Harbor Holdings', 'Receipt Summit Partners', 'Receipt Cedar Schools'])
    await bookPane.getByRole('option', { name: new RegExp(receipt) }).click();
  const selection = page.getByRole('region', { name: 'Selection' });
  await expect(selection.getByLabel('Selection difference')).toHaveText('0.00');
  await expect(selection.getByRole('button', { name: 'Match' })).toBeEnabled();
  await shot(page, 'reconciliation-workspace-selection');
  if (SHOTS) {
    // A 1280 px screen with the sidebar open: the panes still side by side, the type column left out.
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'reconciliation-workspace-1280');
    await page.setViewportSize({ width: 1600, height: 1000 });
  }
  await page.keyboard.press('Enter');
  await expectToast(page, 'Matched 4 rows');
  await expect(page.getByTestId('difference')).toHaveText('-15.00');

  // 6. The service charge: the rule's entry, matched at once.
  await page.getByRole('button', { name: /Create entry for MONTHLY SERVICE CHARGE/ }).click();
  await expectToast(page, 'Entry created by the rule Bank service charge');
  await expect(page.getByTestId('difference')).toHaveText('0.00');
  await expect(page.getByTestId('cleared-total')).toHaveText('25,909.60');
  // The live header agrees with the server's figures.
  const live = await api(page, 'GET', `/api/v1/bank-reconciliations/${reconciliationId}`);
  expect(live).toMatchObject({
    difference_cents: 0,
    cleared_deposits_cents: 2_775_000,
    cleared_payments_cents: 184_040,
    beginning_balance_cents: 5_000_000,
    ending_balance_cents: 7_590_960,
  });
  await expect(page.getByTestId('cleared-deposits')).toHaveText('27,750.00');
  await expect(page.getByTestId('cleared-payments')).toHaveText('1,840.40');

  // 7. Finish at zero: the report opens.
  await page.getByRole('button', { name: 'Finish', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(new RegExp(`/reconciliation/${reconciliationId}/report$`));
  await expect(
    page.getByRole('heading', { name: 'Reconciliation report: Operating Checking' }),
  ).toBeVisible();
  const summary = page.getByRole('table', { name: 'Adjusted bank balance and book balance' });
  await expect(summary.getByRole('row', { name: /Adjusted bank balance/ })).toContainText('76,209.60');
  await expect(summary.getByRole('row', { name: /Book balance/ })).toContainText('76,209.60');
  await expect(page.getByTestId('report-difference')).toHaveText('0.00');
  const outstanding = page.getByRole('table', { name: 'Outstanding checks and payments' });
  await expect(outstanding.getByRole('row')).toHaveCount(3); // header, the check, total
  await expect(outstanding).toContainText('900.00');
  await expect(page.getByRole('table', { name: 'Deposits in transit' })).toContainText('1,200.00');
  await shot(page, 'reconciliation-report');
  if (SHOTS) {
    await page.emulateMedia({ media: 'print' });
    await shot(page, 'reconciliation-report-print');
    await page.emulateMedia({ media: 'screen' });
  }
  await expectNoSeriousAxeViolation(page);

  const pdf = await download(page, 'Export PDF');
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const csv = await download(page, 'Export CSV');
  expect(csv.bytes.toString('utf8')).toMatch(/Adjusted bank balance,2026-03-31,+76209\.6\b/);

  // 8. The finished reconciliation is read-only, and its cleared items cannot change.
  await page.goto(`/reconciliation/${reconciliationId}`);
  await expect(page.getByText('Finished', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo reconciliation' })).toBeVisible();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await shot(page, 'reconciliation-finished');

  // 9. Undo it (the latest), with a reason: in progress again, every match still there.
  await page.getByRole('button', { name: 'Undo reconciliation' }).click();
  const undo = page.getByRole('dialog');
  await undo.getByLabel('Reason').fill('The bank sent a corrected March statement');
  await undo.getByRole('button', { name: 'Undo reconciliation' }).click();
  await undo.getByRole('button', { name: 'Yes, undo the reconciliation' }).click();
  await expectToast(page, 'Reconciliation undone');
  await expect(page.getByRole('heading', { name: 'Reconcile Operating Checking' })).toBeVisible();
  await expect(page.getByTestId('difference')).toHaveText('0.00');

  // 10. The corrected statement ends 10.00 higher: finish with an adjustment entry.
  await page.getByLabel('Ending balance').fill('75,919.60');
  await page.getByLabel('Ending balance').press('Enter');
  await expectToast(page, 'Statement saved');
  await expect(page.getByTestId('difference')).toHaveText('10.00');
  await expect(page.getByRole('button', { name: 'Finish', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Finish with adjustment' }).click();
  const adjust = page.getByRole('dialog');
  await adjust.getByLabel('Account').selectOption({ label: '6000 — Overhead - General and Administrative' });
  await adjust.getByLabel('Reason').fill('Interest the bank credited without a line');
  await shot(page, 'reconciliation-adjustment-dialog');
  await adjust.getByRole('button', { name: 'Post adjustment and finish' }).click();
  await expect(page).toHaveURL(new RegExp(`/reconciliation/${reconciliationId}/report$`));
  await expect(page.getByRole('table', { name: 'Adjustments' })).toContainText(
    'Interest the bank credited without a line',
  );
  await expect(summary.getByRole('row', { name: /Adjusted bank balance/ })).toContainText('76,219.60');
  await expect(summary.getByRole('row', { name: /Book balance/ })).toContainText('76,219.60');
  await expect(page.getByTestId('report-difference')).toHaveText('0.00');

  // 11. A cleared payment voided afterwards: the frozen report lists it as a discrepancy.
  await api(page, 'POST', `/api/v1/journal-entries/${fuel.id}/reverse`, { entry_date: '2026-04-02' });
  await page.reload();
  const discrepancies = page.getByRole('table', { name: 'Discrepancies since the finish' });
  await expect(discrepancies).toContainText(fuel.entry_number);
  await expect(discrepancies).toContainText('voided');

  // 12. April's reconciliation, started and abandoned: back to the account.
  const april = await api(page, 'POST', `/api/v1/bank-accounts/${bank.id}/reconciliations`, {
    statement_date: '2026-04-30',
    ending_balance_cents: 7_591_960,
  });
  await page.goto(`/reconciliation/${april.id}`);
  await expect(page.getByText('Beginning balance', { exact: true }).locator('..')).toContainText('75,919.60');
  await page.getByRole('button', { name: 'Abandon' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Abandon' }).click();
  await expect(page).toHaveURL(new RegExp(`/reconciliation/accounts/${bank.id}$`));
  const gone = await apiResponse(page, 'GET', `/api/v1/bank-reconciliations/${april.id}`);
  expect(gone.status()).toBe(404);
});
