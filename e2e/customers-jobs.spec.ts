import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolation, expectToast, signUpWithCompany, uniqueEmail } from './helpers';

const YY = String(new Date().getFullYear() % 100).padStart(2, '0');
const jobNumber = (sequence: number) => `J-${YY}-${String(sequence).padStart(3, '0')}`;

/** A toast with this text (an earlier, identical one may still be on screen). */
async function addCustomer(page: Page, customer: { id: string; name: string; email: string; city: string }) {
  const form = page.getByRole('form', { name: 'Add Customer' });
  await form.getByLabel('Customer ID').fill(customer.id);
  await expect(form.getByText('Customer ID is available')).toBeVisible();
  await form.getByLabel('Customer Name').fill(customer.name);
  await form.getByLabel('Email').fill(customer.email);
  await form.getByLabel('City').fill(customer.city);
  await form.getByRole('button', { name: 'Save Customer' }).click();
  await expectToast(page, 'Customer created successfully');
  await expect(form.getByLabel('Customer ID')).toHaveValue('');
}

async function createJob(page: Page, job: { customer: string; name: string; sequence: number }) {
  const form = page.getByRole('form', { name: 'Create Job' });
  await expect(form.getByLabel('Job Number')).toHaveValue(jobNumber(job.sequence));
  await form.getByLabel('Customer', { exact: true }).selectOption({ label: job.customer });
  await form.getByLabel('Job Name').fill(job.name);
  await form.getByRole('button', { name: 'Create Job' }).click();
  await expectToast(page, 'Job created successfully');
  await expect(page.getByText(`Job ${jobNumber(job.sequence)} has been created.`)).toBeVisible();
}

test('an office manager sets up customers and jobs, finds them again and corrects a job', async ({
  page,
}) => {
  await signUpWithCompany(page, uniqueEmail('cj'));

  // 1. Customer Setup: the ID input normalizes what is typed and reports each availability state.
  await page.goto('/customers/setup');
  await expect(page.getByRole('heading', { name: 'Customer Setup', exact: true })).toBeVisible();
  const customerForm = page.getByRole('form', { name: 'Add Customer' });
  const customerId = customerForm.getByLabel('Customer ID');
  const save = customerForm.getByRole('button', { name: 'Save Customer' });
  await customerId.fill('c 00');
  await expect(customerId).toHaveValue('C-00');
  await expect(customerForm.getByText('Must be format C-XXXX')).toBeVisible();
  await customerId.fill('c-0001x');
  await expect(customerId).toHaveValue('C-0001');
  await expect(customerForm.getByText('Checking availability...')).toBeVisible();
  await expect(customerForm.getByText('Customer ID is available')).toBeVisible();
  await expect(save).toBeDisabled(); // no name yet
  await customerForm.getByLabel('Customer Name').fill('Riverside Homes');
  await customerForm.getByLabel('Email').fill('not-an-email');
  await customerForm.getByLabel('City').fill('Springfield');
  await expect(customerForm.getByText('Invalid email')).toBeVisible();
  await expect(save).toBeDisabled();
  await customerForm.getByLabel('Email').fill('office@riverside.example');
  await expect(save).toBeEnabled();
  await customerForm.getByLabel('Customer Name').press('Enter');
  await expectToast(page, 'Customer created successfully');
  await expect(customerId).toHaveValue('');

  // The same ID again is refused before saving.
  await customerId.fill('C-0001');
  await expect(customerForm.getByText('Customer ID already exists')).toBeVisible();
  await customerForm.getByLabel('Customer Name').fill('Duplicate Co');
  await expect(save).toBeDisabled();
  await customerId.fill('');
  await customerForm.getByLabel('Customer Name').fill('');

  await addCustomer(page, {
    id: 'C-0002',
    name: 'Lakeside Builders',
    email: 'hello@lakeside.example',
    city: 'Shelbyville',
  });

  // 2. The customer list: sorted by number, searchable by name and by city.
  const customerList = page.getByRole('region', { name: 'Customers', exact: true });
  await expect(customerList.getByRole('link', { name: 'C-0001' })).toBeVisible();
  await expect(customerList.getByRole('link', { name: 'C-0002' })).toBeVisible();
  await expect(customerList.getByText('Showing 1–2 of 2')).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  await customerList.getByLabel('Search customers').fill('lakeside');
  await expect(customerList.getByRole('link', { name: 'C-0001' })).toBeHidden();
  await expect(customerList.getByRole('link', { name: 'C-0002' })).toBeVisible();
  await customerList.getByLabel('Search customers').fill('Springfield');
  await expect(customerList.getByRole('link', { name: 'C-0002' })).toBeHidden();
  await expect(customerList.getByRole('link', { name: 'C-0001' })).toBeVisible();
  await customerList.getByLabel('Search customers').fill('nobody-by-this-name');
  await expect(customerList.getByText('No customers found')).toBeVisible();

  // 3. Job Setup: the read-only number is J-YY-001, then J-YY-002 after the first job.
  await page.goto('/jobs/setup');
  await expect(page.getByRole('heading', { name: 'Job Setup', exact: true })).toBeVisible();
  const jobForm = page.getByRole('form', { name: 'Create Job' });
  await expect(jobForm.getByLabel('Job Number')).toHaveValue(jobNumber(1));
  await expect(jobForm.getByLabel('Job Number')).not.toBeEditable();
  const customerOptions = jobForm.getByLabel('Customer', { exact: true }).locator('option');
  await expect(customerOptions).toHaveText([
    'Select a customer',
    'C-0001 — Riverside Homes',
    'C-0002 — Lakeside Builders',
  ]);

  await jobForm.getByLabel('Start Date').fill(`20${YY}-05-10`);
  await jobForm.getByLabel('Estimated Completion Date').fill(`20${YY}-05-01`);
  await jobForm.getByLabel('Job Name').click();
  await expect(jobForm.getByText('Estimated completion cannot be before the start date')).toBeVisible();
  await jobForm.getByLabel('Estimated Completion Date').fill(`20${YY}-09-30`);
  await expect(jobForm.getByText('Estimated completion cannot be before the start date')).toBeHidden();
  await jobForm.getByLabel('Budget').fill('12500.5');
  await jobForm.getByLabel('Job Name').click();
  await expect(jobForm.getByLabel('Budget')).toHaveValue('$12,500.50');
  await createJob(page, { customer: 'C-0001 — Riverside Homes', name: 'Kitchen remodel', sequence: 1 });
  await expect(jobForm.getByLabel('Job Name')).toHaveValue('');
  await createJob(page, { customer: 'C-0002 — Lakeside Builders', name: 'Warehouse roof', sequence: 2 });
  await expect(jobForm.getByLabel('Job Number')).toHaveValue(jobNumber(3));

  // 4. The job list: search and status filter.
  const jobList = page.getByRole('region', { name: 'Jobs', exact: true });
  await expect(jobList.getByRole('link', { name: jobNumber(1) })).toBeVisible();
  await expect(jobList.getByRole('link', { name: jobNumber(2) })).toBeVisible();
  await jobList.getByLabel('Search jobs').fill('kitchen');
  await expect(jobList.getByRole('link', { name: jobNumber(2) })).toBeHidden();
  await expect(jobList.getByRole('link', { name: jobNumber(1) })).toBeVisible();
  await expect(jobList.getByRole('cell', { name: '$12,500.50' })).toBeVisible();

  // 5. The job page: details, then an edit of name and status.
  await jobList.getByRole('link', { name: jobNumber(1) }).click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Kitchen remodel', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Job Setup')).toBeVisible();
  const editJob = page.getByRole('form', { name: 'Edit Job' });
  await expectNoSeriousAxeViolation(page);
  await editJob.getByLabel('Job Name').fill('Kitchen and bath remodel');
  await editJob.getByLabel('Status').selectOption({ label: 'On Hold' });
  await editJob.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Job updated successfully');
  await expect(page.getByRole('heading', { name: 'Kitchen and bath remodel', exact: true })).toBeVisible();
  const details = page.getByRole('definition');
  await expect(details.filter({ hasText: 'On Hold' })).toBeVisible();
  await expect(details.filter({ hasText: '$12,500.50' })).toBeVisible();

  // The edited status is searchable from the list too.
  await page.goto('/jobs/setup');
  await page
    .getByRole('region', { name: 'Jobs', exact: true })
    .getByLabel('Status')
    .selectOption({ label: 'On Hold' });
  await expect(
    page.getByRole('region', { name: 'Jobs', exact: true }).getByText('Kitchen and bath remodel'),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Jobs', exact: true }).getByText('Warehouse roof'),
  ).toBeHidden();

  // 6. The customer page: its jobs, its own ID counts as available, and deactivation after a confirmation.
  await page.goto('/customers/setup');
  await page
    .getByRole('region', { name: 'Customers', exact: true })
    .getByRole('link', { name: 'C-0001' })
    .click();
  await expect(page).toHaveURL(/\/customers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Riverside Homes', exact: true })).toBeVisible();
  const editCustomer = page.getByRole('form', { name: 'Edit Customer' });
  await expect(editCustomer.getByText('Customer ID is available')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Jobs for this customer' }).getByRole('link', { name: jobNumber(1) }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Deactivate' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Deactivate C-0001?');
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Reactivate' })).toBeVisible();

  // An inactive customer is no longer offered for new jobs.
  await page.goto('/jobs/setup');
  await expect(
    page.getByRole('form', { name: 'Create Job' }).getByLabel('Customer', { exact: true }).locator('option'),
  ).toHaveText(['Select a customer', 'C-0002 — Lakeside Builders']);
});
