import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import {
  api,
  expectNoSeriousAxeViolation,
  expectToast,
  jobWithFormworkBudget,
  setUpHourlyPay,
  signUpWithCompany,
  uniqueEmail,
} from './helpers';

/**
 * Job compliance reports and a subcontractor's weekly report (issue 22, items 6–7): a Davis-Bacon job
 * where the company is the prime, one electrician's posted week, a subcontract; the accountant reads
 * the hours and wages, records an underpayment and its restitution, uploads the sub's report into the
 * missing week and exports the report.
 */

const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (date: string, days: number) =>
  iso(new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000));

/** The Monday and Sunday of the last week that has ended (the company's workweek starts Monday). */
function lastCompletedWeek(): { monday: string; sunday: string } {
  const today = iso(new Date());
  const dow = new Date(`${today}T00:00:00Z`).getUTCDay();
  const thisMonday = addDays(today, -((dow + 6) % 7));
  return { monday: addDays(thisMonday, -7), sunday: addDays(thisMonday, -1) };
}

async function certifiedWorld(page: Page) {
  const { monday, sunday } = lastCompletedWeek();
  const { job, formwork } = await jobWithFormworkBudget(page, {
    customerNumber: 'C-CITY',
    customerName: 'City of Springfield',
    projectName: 'Library Annex',
  });
  await api(page, 'PUT', `/api/v1/certified/jobs/${job.id}`, {
    wage_law: 'davis_bacon',
    awarding_agency: 'City of Springfield',
    contract_number: 'C-2026-17',
  });
  const wd = await api(page, 'POST', `/api/v1/certified/jobs/${job.id}/determinations`, {
    wd_number: 'CA20260012',
    modification: 0,
    modification_date: addDays(monday, -14),
    effective_from: addDays(monday, -7),
  });
  const electrician = await api(page, 'POST', `/api/v1/certified/determinations/${wd.id}/classes`, {
    classification: 'Electrician',
    basic_rate: '22.00',
    fringe_rate: '5.00',
  });
  const added = await api(page, 'POST', '/api/v1/employees', {
    first_name: 'Ana',
    last_name: 'Lopez',
    email: uniqueEmail('ana.lopez'),
    role: 'field_employee',
  });
  const anaId = added.employee.id as string;
  await setUpHourlyPay(page, anaId, '30');
  await api(page, 'POST', `/api/v1/certified/employees/${anaId}/fringe-plans`, {
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
  await api(page, 'POST', `/api/v1/certified/employees/${anaId}/apprenticeships`, {
    program_id: program.id,
    level: 1,
    registered_on: addDays(monday, -30),
  });
  const ids: string[] = [];
  for (let day = 0; day < 5; day++) {
    const line = await api(page, 'POST', '/api/v1/time-entries', {
      employee_id: anaId,
      work_date: addDays(monday, day),
      job_id: job.id,
      cost_code_id: formwork.id,
      wage_class_id: electrician.id,
      pay_type: 'REG',
      hours: '8',
      work_state: 'TX',
    });
    ids.push(...((line.lines ?? [line]) as { id: string }[]).map((l) => l.id));
  }
  await api(page, 'POST', '/api/v1/time-entries/submit', { employee_id: anaId, week_start: monday });
  await api(page, 'POST', '/api/v1/time-entries/approve', { ids });
  const cash = (await api(page, 'GET', '/api/v1/payroll/cash-accounts')).items[0].id as string;
  const run = await api(page, 'POST', '/api/v1/payroll/runs', {
    kind: 'regular',
    pay_frequency: 'weekly',
    period_start: monday,
    period_end: sunday,
    check_date: addDays(sunday, 5),
    cash_account_id: cash,
  });
  for (const step of ['calculate', 'approve', 'post'])
    await api(page, 'POST', `/api/v1/payroll/runs/${run.id}/${step}`, {});

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
