import { expect, type Page, test } from '@playwright/test';
import {
  api,
  expectNoSeriousAxeViolation,
  PASSWORD,
  signIn,
  signUpWithCompany,
  uniqueEmail,
} from './helpers';

/** An invoice entered, approved and posted through the API (the invoices module has its own journey). */
async function postedInvoice(page: Page, body: Record<string, unknown>) {
  const invoice = await api(page, 'POST', '/api/v1/ap-invoices', body);
  await api(page, 'POST', `/api/v1/ap-invoices/${invoice.id}/approve`);
  return api(page, 'POST', `/api/v1/ap-invoices/${invoice.id}/post`, {});
}

/** Waits until no toast covers the page (they sit over the bottom right). */
async function toastsGone(page: Page) {
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
}

test('the accountant pays bills by check, waits for the lien waiver, sees the check register and voids a check', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpWithCompany(page, uniqueEmail('pay-admin'), 'Check Run Builders');

  // 1. Set-up through the API: a job, a subcontractor with an issued subcontract, a supplier, two posted
  //    invoices, the company requiring conditional waivers, and an accountant.
  const customer = await api(page, 'POST', '/api/v1/customers', {
    customer_number: 'C-PIER',
    name: 'Pier Owner',
  });
  const job = await api(page, 'POST', '/api/v1/jobs', { customer_id: customer.id, project_name: 'Pier 9' });
  await api(page, 'POST', '/api/v1/cost-codes', { code: '03-0000', description: 'Concrete' });
  const child = await api(page, 'POST', '/api/v1/cost-codes', {
    code: '03-3000',
    description: 'Cast-in-place',
  });
  const categories = (await api(page, 'GET', '/api/v1/cost-categories')).items as {
    id: string;
    code: string;
  }[];
  const category = (c: string) => categories.find((x) => x.code === c)?.id;
  const vendor = async (vendor_number: string, name: string, vendor_type: string) => {
    const v = await api(page, 'POST', '/api/v1/vendors', {
      vendor_number,
      name,
      vendor_type,
      payment_terms_days: 30,
    });
    await api(page, 'POST', `/api/v1/vendors/${v.id}/certificates`, {
      kind: 'general_liability',
      carrier: 'Hartford',
      policy_number: `GL-${vendor_number}`,
      effective_date: '2026-01-01',
      expiry_date: '2099-12-31',
    });
    return v;
  };
  const sub = await vendor('V-CAST', 'Castle Concrete', 'subcontractor');
  const supplier = await vendor('V-RDMX', 'Ready Mix Supply', 'supplier');
  const subcontract = await api(page, 'POST', '/api/v1/commitments', {
    kind: 'subcontract',
    job_id: job.id,
    vendor_id: sub.id,
    description: 'Deck pour',
    retainage_bps: 1000,
    lines: [
      {
        cost_code_id: child.id,
        cost_category_id: category('S'),
        description: 'Deck',
        amount_cents: 5_000_000,
      },
    ],
  });
  await api(page, 'POST', `/api/v1/commitments/${subcontract.id}/issue`);
  const held = await postedInvoice(page, {
    vendor_id: sub.id,
    invoice_number: 'CC-301',
    invoice_date: '2026-03-02',
    lines: [{ kind: 'commitment', commitment_line_id: subcontract.lines[0].id, amount_cents: 1_200_000 }],
  });
  expect(held).toMatchObject({ status: 'posted', net_cents: 1_080_000 });
  await postedInvoice(page, {
    vendor_id: supplier.id,
    invoice_number: 'RM-88',
    invoice_date: '2026-03-05',
    lines: [
      {
        kind: 'job_cost',
        job_id: job.id,
        cost_code_id: child.id,
        cost_category_id: category('M'),
        amount_cents: 234_567,
      },
    ],
  });
  await api(page, 'PATCH', '/api/v1/organization/business', { require_conditional_waiver: true });
  const accountantEmail = uniqueEmail('pay-accountant');
  const added = await api(page, 'POST', '/api/v1/employees', {
    first_name: 'Ada',
    last_name: 'Ledger',
    email: accountantEmail,
    role: 'accountant',
  });

  // 2. The accountant signs in and opens Pay Bills from the dashboard.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const acc = await context.newPage();
  await signIn(acc, accountantEmail, added.temporary_password);
  await expect(acc).toHaveURL(/\/change-password$/);
  await acc.getByLabel('Current Password').fill(added.temporary_password);
  await acc.getByLabel('New Password').fill(PASSWORD);
  await acc.getByLabel('Confirm Password').fill(PASSWORD);
  await acc.getByRole('button', { name: 'Change Password' }).click();
  await expect(acc).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(acc.getByRole('link', { name: 'Lien Waivers' })).toBeVisible();
  await acc.screenshot({ path: 'test-results/dashboard-payables-1440x900.png' });
  await acc.getByRole('link', { name: 'Pay Bills' }).click();
  await expect(acc.getByRole('heading', { name: 'Pay Bills', exact: true })).toBeVisible();

  // The subcontract invoice is held until its conditional waiver is in; the supplier's can be paid.
  const heldRow = acc.getByRole('row').filter({ hasText: 'Invoice CC-301' });
  await expect(heldRow).toContainText('Missing lien waiver: a received conditional waiver for');
  await expect(heldRow.getByRole('checkbox', { name: 'Pay Invoice CC-301' })).toBeDisabled();
  await acc.getByRole('checkbox', { name: 'Pay Invoice RM-88' }).check();
  await expect(acc.getByLabel('Amount to pay on Invoice RM-88')).toHaveValue('$2,345.67');
  await expect(acc.getByLabel('Bank account')).toHaveValue(/.+/);
  await expect(acc.getByLabel('First check number')).toHaveValue('1001');
  await expect(acc.getByTestId('pay-run-total')).toHaveText('$2,345.67');
  await acc.screenshot({ path: 'test-results/pay-bills-1440x900.png' });
  await expectNoSeriousAxeViolation(acc);
  await acc.getByRole('button', { name: 'Pay', exact: true }).click();
  await acc.getByRole('alertdialog').getByRole('button', { name: 'Post payment' }).click();
  await expect(acc.getByText('Payment posted')).toBeVisible();
  await expect(acc.getByText(/check 1001 — \$2,345\.67/)).toBeVisible();
  await expect(acc.getByRole('row').filter({ hasText: 'Invoice RM-88' })).toHaveCount(0);

  // 3. The held row asks for the conditional waiver (vendor, subcontract, invoice, amount filled in);
  //    Lien Waivers marks it received with the signed copy.
  await toastsGone(acc);
  await acc
    .getByRole('row')
    .filter({ hasText: 'Invoice CC-301' })
    .getByRole('button', { name: 'Request waiver' })
    .click();
  const request = acc.getByRole('dialog', { name: 'Request a lien waiver' });
  await expect(request.getByLabel('Vendor')).toHaveValue(sub.id);
  await expect(request.getByLabel('Commitment')).toHaveValue(subcontract.id);
  await expect(request.getByLabel('Condition')).toHaveValue('conditional');
  await expect(request.getByLabel('Amount (optional)')).toHaveValue('$10,800.00');
  await request.getByLabel('State (optional)').fill('ca');
  await request.getByRole('button', { name: 'Request waiver' }).click();
  await expect(acc.getByText('Lien waiver requested')).toBeVisible();
  await acc
    .getByRole('navigation', { name: 'Payables sections' })
    .getByRole('link', { name: 'Lien Waivers' })
    .click();
  await expect(acc.getByRole('heading', { name: 'Lien Waivers', exact: true })).toBeVisible();
  const waiverRow = acc.getByRole('row').filter({ hasText: 'Conditional progress' });
  await expect(waiverRow).toContainText('Requested');
  await expect(waiverRow).toContainText('$10,800.00');
  await waiverRow.getByRole('button', { name: /^Mark received/ }).click();
  const receive = acc.getByRole('dialog', { name: 'Conditional progress waiver received' });
  await receive.getByLabel('Signed copy (PDF, PNG or JPEG)').setInputFiles({
    name: 'castle-conditional.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  });
  await receive.getByRole('button', { name: 'Mark received' }).click();
  await expect(acc.getByText('Lien waiver received')).toBeVisible();
  await expect(waiverRow).toContainText('Received');

  // 4. Back on Pay Bills the hold is gone: pay part of it by check 1002.
  await acc
    .getByRole('navigation', { name: 'Payables sections' })
    .getByRole('link', { name: 'Pay Bills' })
    .click();
  await acc.getByRole('checkbox', { name: 'Pay Invoice CC-301' }).check();
  const amount = acc.getByLabel('Amount to pay on Invoice CC-301');
  // Focused first: the field shows the plain figure on focus, then the typed text replaces it.
  await amount.click();
  await amount.fill('12000');
  await expect(acc.getByText('More than the $10,800.00 open')).toBeVisible();
  await expect(acc.getByRole('button', { name: 'Pay', exact: true })).toBeDisabled();
  await amount.fill('5000');
  await expect(acc.getByTestId('pay-run-total')).toHaveText('$5,000.00');
  await expect(acc.getByText('Check 1002')).toBeVisible();
  await toastsGone(acc);
  await acc.getByRole('button', { name: 'Pay', exact: true }).click();
  await acc.getByRole('alertdialog').getByRole('button', { name: 'Post payment' }).click();
  await expect(acc.getByText(/check 1002 — \$5,000\.00/)).toBeVisible();
  const rest = acc.getByRole('row').filter({ hasText: 'Invoice CC-301' });
  await expect(rest).toContainText('$5,800.00');

  // The unconditional waiver for what was paid is requested at once.
  await acc
    .getByRole('navigation', { name: 'Payables sections' })
    .getByRole('link', { name: 'Lien Waivers' })
    .click();
  const unconditional = acc.getByRole('row').filter({ hasText: 'Unconditional progress' });
  await expect(unconditional).toContainText('Check 1002');
  await expect(unconditional).toContainText('$5,000.00');
  await expect(unconditional).toContainText('Requested');
  await toastsGone(acc);
  await acc.screenshot({ path: 'test-results/lien-waivers-1440x900.png' });
  await expectNoSeriousAxeViolation(acc);

  // 5. The check register lists both checks; search narrows; void check 1001.
  await acc
    .getByRole('navigation', { name: 'Payables sections' })
    .getByRole('link', { name: 'Check Register' })
    .click();
  await expect(acc.getByRole('heading', { name: 'Check Register', exact: true })).toBeVisible();
  const check1001 = acc.getByRole('row').filter({ hasText: 'Check 1001' });
  await expect(check1001).toContainText('Ready Mix Supply');
  await expect(check1001).toContainText('$2,345.67');
  await expect(check1001).toContainText('Posted');
  await expect(acc.getByRole('row').filter({ hasText: 'Check 1002' })).toContainText('Castle Concrete');
  await toastsGone(acc);
  await acc.screenshot({ path: 'test-results/check-register-1440x900.png' });
  await expectNoSeriousAxeViolation(acc);
  await acc.getByLabel('Search').fill('1001');
  await expect(acc.getByRole('row').filter({ hasText: 'Check 1002' })).toHaveCount(0);
  await acc.getByRole('button', { name: 'Check 1001 details' }).click();
  const detail = acc.getByRole('dialog', { name: /^Check 1001 — Ready Mix Supply/ });
  await expect(detail).toContainText('Invoice RM-88');
  await expect(detail).toContainText(/JE-\d{4}-\d{6}/);
  await detail.getByRole('button', { name: 'Close' }).click();
  await toastsGone(acc);
  await acc.getByRole('button', { name: 'Void Check 1001' }).click();
  const voiding = acc.getByRole('dialog', { name: 'Void Check 1001?' });
  await voiding.getByLabel('Reason (optional)').fill('Wrong amount');
  await voiding.getByRole('button', { name: 'Void payment' }).click();
  await expect(acc.getByText('Payment voided')).toBeVisible();
  await expect(check1001).toContainText('Void');
  await expect(acc.getByRole('button', { name: 'Void Check 1001' })).toHaveCount(0);

  // The supplier's invoice is open again.
  await acc
    .getByRole('navigation', { name: 'Payables sections' })
    .getByRole('link', { name: 'Pay Bills' })
    .click();
  await expect(acc.getByRole('row').filter({ hasText: 'Invoice RM-88' })).toContainText('$2,345.67');

  // 6. Retainage: release part of what the subcontract holds; it becomes a bill on Pay Bills.
  await acc
    .getByRole('navigation', { name: 'Payables sections' })
    .getByRole('link', { name: 'Retainage' })
    .click();
  const retainageRow = acc.getByRole('row').filter({ hasText: subcontract.commitment_number });
  await expect(retainageRow).toContainText('$1,200.00');
  await retainageRow
    .getByRole('button', { name: `Release retainage of ${subcontract.commitment_number}` })
    .click();
  const release = acc.getByRole('dialog', { name: `Release retainage of ${subcontract.commitment_number}` });
  await expect(release.getByRole('row').filter({ hasText: 'CC-301' })).toContainText('$1,200.00');
  await release.getByLabel('Amount to release').click();
  await release.getByLabel('Amount to release').fill('500');
  await acc.screenshot({ path: 'test-results/retainage-release-1440x900.png' });
  await release.getByRole('button', { name: 'Release retainage' }).click();
  await expect(acc.getByText('Retainage released')).toBeVisible();
  await expect(retainageRow).toContainText('$700.00');
  await acc
    .getByRole('navigation', { name: 'Payables sections' })
    .getByRole('link', { name: 'Pay Bills' })
    .click();
  await expect(
    acc.getByRole('row').filter({ hasText: `Retainage release of ${subcontract.commitment_number}` }),
  ).toContainText('$500.00');
  await context.close();
});
