import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { davisBaconJob, electricianWeekRun } from './certified-helpers';
import {
  addDays,
  api,
  expectNoSeriousAxeViolation,
  expectToast,
  hourlyEmployee,
  lastCompletedWeek,
  postRun,
  signUpWithCompany,
  uniqueEmail,
} from './helpers';

/**
 * Job compliance reports and a subcontractor's weekly report (issue 22, items 6–7): a Davis-Bacon job
 * where the company is the prime, one electrician's posted week, a subcontract; the accountant reads
 * the hours and wages, records an underpayment and its restitution, uploads the sub's report into the
 * missing week and exports the report.
 */

/**
 * The Library Annex of the City of Springfield, Davis-Bacon (Electrician 22.00 + 5.00), the company
 * the prime; Ana Lopez, a registered apprentice paid 30.00 with a 5.00 health plan, has a posted week
 * on it; a subcontract.
 */
async function certifiedWorld(page: Page) {
  const { monday, sunday } = lastCompletedWeek();
  const annex = await davisBaconJob(
    page,
    {
      customerNumber: 'C-CITY',
      customerName: 'City of Springfield',
      projectName: 'Library Annex',
      awardingAgency: 'City of Springfield',
      contractNumber: 'C-2026-17',
      wdNumber: 'CA20260012',
      modification: 0,
    },
    monday,
  );
  const ana = await hourlyEmployee(page, 'Ana', 'Lopez', '30');
  await api(page, 'POST', `/api/v1/certified/employees/${ana.id}/fringe-plans`, {
    plan: 'health',
    plan_name: 'Blue Shield',
    method: 'per_hour',
    rate_per_hour: '5.00',
    effective_from: addDays(monday, -30),
  });
  // Ana is a registered apprentice (1 : 1) with no journeyworker beside her: every day is over the
  // ratio, so she is paid the journeyworker's rate (30.00 + 5.00 plan ≥ 22.00 + 5.00).
  const program = await api(page, 'POST', '/api/v1/certified/apprentice-programs', {
    name: 'JATC Electrical',
    classification: 'Electrician',
    ratio_apprentices: 1,
    ratio_journeyworkers: 1,
    levels: [{ level: 1, wagePercent: '50', fringePercent: '50' }],
  });
  await api(page, 'POST', `/api/v1/certified/employees/${ana.id}/apprenticeships`, {
    program_id: program.id,
    level: 1,
    registered_on: addDays(monday, -30),
  });
  const run = await electricianWeekRun(page, annex, ana.id, { monday, sunday });
  await postRun(page, run.id);
  const { job, formwork } = annex;

  // A subcontract (issued) on the job: the sub owes a weekly report from the job's first certified week.
  const category = (
    (await api(page, 'GET', '/api/v1/cost-categories')).items as { id: string; code: string }[]
  ).find((c) => c.code === 'S')?.id;
  const vendor = await api(page, 'POST', '/api/v1/vendors', {
    vendor_number: 'V-SPRK',
    name: 'Sparks Electric',
    vendor_type: 'subcontractor',
    payment_terms_days: 30,
  });
  const subcontract = await api(page, 'POST', '/api/v1/commitments', {
    kind: 'subcontract',
    job_id: job.id,
    vendor_id: vendor.id,
    description: 'Low voltage',
    lines: [
      {
        cost_code_id: formwork.id,
        cost_category_id: category,
        description: 'Wiring',
        amount_cents: 1_000_000,
      },
    ],
  });
  await api(page, 'POST', `/api/v1/commitments/${subcontract.id}/issue`);
  return { monday, sunday, job };
}

test('the compliance reports of a certified job, restitution and a subcontractor’s weekly report', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpWithCompany(page, uniqueEmail('cp-compliance'), 'Springfield Electric');

  await page.goto('/certified-payroll/compliance');
  await expect(page.getByText('No prevailing-wage job yet')).toBeVisible();
  await page.screenshot({ path: '/tmp/cpreports-empty.png' });

  const { monday, sunday } = await certifiedWorld(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Job Compliance Reports' })).toBeVisible();
  await page.getByLabel('First work date').fill(monday);
  await page.getByLabel('Last work date').fill(sunday);
  // 5 × 8 h × 30.00 = 1,200.00.
  const wages = page.getByRole('table', { name: /hours and wages/ });
  await expect(wages.getByRole('row', { name: /Ana Lopez/ })).toContainText('40.00');
  await expect(wages.getByRole('row', { name: /Ana Lopez/ })).toContainText('$1,200.00');
  await expect(wages.getByRole('row', { name: /^Total/ })).toContainText('$1,200.00');
  // Ana alone on the job as an apprentice: the week is over the ratio on each of its five days.
  const ratio = page.getByRole('table', { name: /apprentice ratio/ });
  await expect(ratio.getByRole('row', { name: /JATC Electrical/ })).toContainText(monday.slice(5));
  await ratio.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/cpreports-apprentices.png' });
  // Health 5.00 an hour × 40 h = 200.00 credited to the plan.
  const fringes = page.getByRole('table', { name: /fringes/ });
  await expect(fringes.getByRole('row', { name: /Ana Lopez/ })).toContainText('5.0000');
  await expect(fringes.getByRole('row', { name: /Ana Lopez/ })).toContainText('$200.00');

  // An underpayment of 45.20 in the week, then its restitution paid outside payroll.
  await page.getByRole('button', { name: 'Record underpayment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record an underpayment' });
  await dialog.getByLabel('Worker').selectOption({ label: 'Ana Lopez' });
  await dialog.getByLabel('Week ending').fill(sunday);
  await dialog.getByLabel('Underpaid').fill('45.20');
  await dialog.getByLabel('Classification').fill('Electrician');
  await dialog.getByLabel('Note').fill('Fringe short');
  await dialog.getByRole('button', { name: 'Record' }).click();
  await expectToast(page, 'Underpayment recorded');
  const underpayments = page.getByRole('table', { name: 'Underpayments on this job' });
  await expect(underpayments.getByRole('row', { name: /Ana Lopez/ })).toContainText('$45.20');
  await page.getByRole('button', { name: `Record payment for Ana Lopez, week ending ${sunday}` }).click();
  const payment = page.getByRole('dialog', { name: 'Restitution paid' });
  await payment.getByLabel('Amount paid').fill('45.20');
  await payment.getByRole('button', { name: 'Save payment' }).click();
  await expectToast(page, 'Restitution payment saved');
  await expect(underpayments.getByRole('row', { name: /^Total/ })).toContainText('$0.00');
  await expect(underpayments.getByRole('row', { name: /Ana Lopez/ })).toContainText('Outside payroll');

  // The subcontractor's week is missing; the upload fills it.
  const subs = page.getByRole('table', { name: /Subcontractors' reports/ });
  await expect(subs.getByRole('row', { name: /Sparks Electric/ })).toBeVisible();
  await expect(page.getByText(/reports? missing/)).toBeVisible();
  await page.screenshot({ path: '/tmp/cpreports-compliance.png', fullPage: true });
  await page
    .getByRole('button', { name: `Upload report for Sparks Electric, week ending ${sunday}` })
    .click();
  const upload = page.getByRole('dialog', { name: "Subcontractor's certified payroll" });
  await upload.getByLabel('Report file').setInputFiles({
    name: 'sparks-wh347.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  });
  await upload.getByLabel('Payroll number (optional)').fill('7');
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expectToast(page, 'Subcontractor report uploaded');
  await expect(
    page.getByRole('button', { name: `Download report for Sparks Electric, week ending ${sunday}` }),
  ).toContainText('#7');
  await page.screenshot({ path: '/tmp/cpreports-uploaded.png', fullPage: true });
  await expectNoSeriousAxeViolation(page);

  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).first().click();
  const file = await (await csv).path();
  expect(fs.readFileSync(file, 'utf8')).toContain('Ana Lopez,Electrician,40,0,40,0,1200');

  // The week still missing shows as a badge on the dashboard's Payroll tile.
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: /Payroll/ }).getByTestId('tile-badge')).toHaveText('1');
  await page.screenshot({ path: '/tmp/cpreports-dashboard.png' });
});
