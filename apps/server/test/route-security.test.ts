import { can, PERMISSIONS, ROLES, type TPermission, type TRole } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import { SERVER_FUNCTIONS } from '../src/functions/functions.routes.ts';
import { waitForImportJob } from '../src/modules/imports/runs/import-progress.ts';
import { templateCsv } from '../src/modules/imports/templates/csv-templates.ts';
import { seedBankRoutes } from './helpers/bank-fixture.ts';
import { seedBankMatchingRoutes } from './helpers/bank-matching-fixture.ts';
import { seedBankReconciliationRoutes } from './helpers/bank-reconciliation-fixture.ts';
import { seedCertifiedReports, seedCertifiedSetup, seedWh347 } from './helpers/certified-fixture.ts';
import { insertVendor } from './helpers/commitment-fixtures.ts';
import { addMember, call, createCompany, type Member } from './helpers/org-users.ts';
import { seedPaySetup } from './helpers/pay-setup-fixture.ts';
import { seedAchFileRoutes } from './helpers/payroll-reports-fixture.ts';
import { seedPayrollRoutes } from './helpers/payroll-runs-fixture.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let operations: { method: string; path: string; permission: string | undefined }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const doc = (await json(await t.request('/api/openapi.json'))) as {
    paths: Record<string, Record<string, { 'x-permission'?: string }>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method, path, permission: op['x-permission'] })),
  );
});
afterAll(() => t.close());

/** Fills `{id}`-style parameters with a well-formed id. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');

describe('every /api/v1 route', () => {
  it('is in the OpenAPI document (at least the known ones)', () => {
    expect(operations.length).toBeGreaterThanOrEqual(3);
    expect(operations.every((o) => o.path.startsWith('/api/v1/'))).toBe(true);
  });

  it('declares a permission from the one table', () => {
    for (const op of operations) {
      expect(Object.keys(PERMISSIONS), `${op.method} ${op.path}`).toContain(op.permission);
    }
  });

  it('answers 401 in the error model without a token, and with a bad one', async () => {
    for (const op of operations) {
      for (const token of [undefined, 'not-a-jwt', t.deps.apiKeys.anonKey]) {
        const res = await t.request(concrete(op.path), {
          method: op.method.toUpperCase(),
          token,
          json: ['post', 'put', 'patch'].includes(op.method) ? {} : undefined,
        });
        expect(res.status, `${op.method} ${op.path} token=${token?.slice(0, 6)}`).toBe(401);
        const body = await json(res);
        expect(typeof body.error.code).toBe('string');
        expect(typeof body.error.message).toBe('string');
      }
    }
  });
});

describe('every /functions/v1 function', () => {
  it('declares a permission', () => {
    for (const fn of SERVER_FUNCTIONS) expect(Object.keys(PERMISSIONS)).toContain(fn.permission);
  });

  it('answers 401 without a token, with the anon key and with a bad token', async () => {
    for (const fn of SERVER_FUNCTIONS) {
      for (const token of [undefined, 'not-a-jwt', t.deps.apiKeys.anonKey]) {
        const res = await t.request(`/functions/v1/${fn.name}`, { method: 'POST', token, json: {} });
        expect(res.status, fn.name).toBe(401);
      }
    }
  });

  it('refuses roles without the permission with 403 (organization-scoped functions)', async () => {
    const scoped = SERVER_FUNCTIONS.filter((f) => f.permission !== 'session');
    if (scoped.length === 0) return;
    const s = await t.signUp('norole@example.com');
    for (const fn of scoped) {
      const res = await t.request(`/functions/v1/${fn.name}`, {
        method: 'POST',
        token: s.access_token,
        json: {},
      });
      expect(res.status, fn.name).toBe(403);
    }
  });
});

/** The permission an operation declares, as the shared table's type (the test above proves it is one). */
const permissionOf = (op: { permission: string | undefined }) => op.permission as TPermission;
const isMutation = (method: string) => ['post', 'put', 'patch', 'delete'].includes(method);

/**
 * A real id of organization A for each `{id}` route, by the path before the parameter. A new module
 * with `{id}` routes must seed one here; the test fails loudly until it does.
 */
type Seeds = Record<string, string>;

async function seedOrganizationA(admin: Member): Promise<Seeds> {
  const customer = await call(t, admin.token, 'POST', '/api/v1/customers', {
    customer_number: 'C-SEC1',
    name: 'Seeded Customer',
    email: 'seed@a.co',
  });
  const job = await call(t, admin.token, 'POST', '/api/v1/jobs', {
    customer_id: customer.body.id,
    project_name: 'Seeded Job',
    budget_cents: 100,
  });
  const department = await call(t, admin.token, 'POST', '/api/v1/departments', { name: 'Seeded Department' });
  const costCode = await call(t, admin.token, 'POST', '/api/v1/cost-codes', {
    code: '01-0000',
    description: 'Seeded Parent',
  });
  const costCategory = (await call(t, admin.token, 'GET', '/api/v1/cost-categories')).body.items?.[0];
  const account = await call(t, admin.token, 'POST', '/api/v1/chart-of-accounts', {
    account_number: '1010',
    account_name: 'Seeded Bank',
    account_type: 'asset',
  });
  const chart = (await call(t, admin.token, 'GET', '/api/v1/chart-of-accounts')).body.items as {
    id: string;
    account_number: string;
  }[];
  const accountId = (n: string) => chart.find((a) => a.account_number === n)?.id;
  const entry = await call(t, admin.token, 'POST', '/api/v1/journal-entries', {
    entry_date: '2026-01-15',
    memo: 'Seeded entry',
    post: true,
    lines: [
      { account_id: accountId('1000'), debit_cents: 1000 },
      { account_id: accountId('4000'), credit_cents: 1000 },
    ],
  });
  if (account.status !== 201 || entry.status !== 201) throw new Error('seeding the ledger failed');
  if (costCode.status !== 201 || !costCategory) throw new Error('seeding cost codes and categories failed');
  const employee = await call(t, admin.token, 'POST', '/api/v1/employees', {
    first_name: 'Seeded',
    last_name: 'Employee',
    email: 'seeded-employee@a.co',
    role: 'foreman',
  });
  const companyUser = await call(t, admin.token, 'POST', '/api/v1/company-users', {
    first_name: 'Seeded',
    last_name: 'Partner',
    email: 'seeded-partner@a.co',
  });
  const vendor = await call(t, admin.token, 'POST', '/api/v1/vendors', {
    vendor_number: 'V-SEC1',
    name: 'Seeded Vendor',
    vendor_type: 'subcontractor',
  });
  const certificate = await call(t, admin.token, 'POST', `/api/v1/vendors/${vendor.body.id}/certificates`, {
    kind: 'general_liability',
    carrier: 'Seeded Carrier',
    policy_number: 'GL-SEC',
    effective_date: '2026-01-01',
    expiry_date: '2026-12-31',
  });
  if (vendor.status !== 201 || certificate.status !== 201) throw new Error('seeding vendors failed');
  if (
    customer.status !== 201 ||
    job.status !== 201 ||
    department.status !== 201 ||
    employee.status !== 201 ||
    companyUser.status !== 201
  )
    throw new Error('seeding organization A failed');
  const commitmentIds = await seedCommitment(admin, job.body.id, costCategory.id);
  const contract = await call(t, admin.token, 'PUT', `/api/v1/jobs/${job.body.id}/contract`, {
    original_contract_cents: 1000,
    billing_method: 'progress',
    retainage_work_bps: 1000,
    retainage_stored_bps: 1000,
    payment_terms_days: 30,
    lines: [{ description: 'Seeded line', original_cents: 1000 }],
  });
  const customerChangeOrder = await call(t, admin.token, 'POST', '/api/v1/customer-change-orders', {
    job_id: job.body.id,
    change_order_date: '2026-01-15',
    description: 'Seeded Customer Change Order',
    contract_lines: [{ contract_line_id: contract.body.lines?.[0]?.id, amount_cents: 100 }],
  });
  if (contract.status !== 200 || customerChangeOrder.status !== 201)
    throw new Error('seeding contracts failed');
  const payApplication = await call(t, admin.token, 'POST', `/api/v1/jobs/${job.body.id}/pay-applications`, {
    application_date: '2026-01-31',
    period_to: '2026-01-31',
  });
  if (payApplication.status !== 201) throw new Error('seeding pay applications failed');
  const receipt = await call(t, admin.token, 'POST', '/api/v1/receipts', {
    customer_id: customer.body.id,
    receipt_date: '2026-01-20',
    method: 'check',
    amount_cents: 500,
    deposit_account_id: accountId('1000'),
  });
  if (receipt.status !== 201) throw new Error('seeding receipts failed');
  const form = new FormData();
  form.append(
    'file',
    new File([Buffer.from('%PDF-1.4\n%%EOF\n')], 'Seeded.pdf', { type: 'application/pdf' }),
  );
  const documentRes = await t.request(`/api/v1/jobs/${job.body.id}/documents`, {
    method: 'POST',
    token: admin.token,
    body: form,
  });
  const document = await json(documentRes);
  if (documentRes.status !== 201) throw new Error('seeding documents failed');
  const apInvoice = await call(t, admin.token, 'POST', '/api/v1/ap-invoices', {
    vendor_id: vendor.body.id,
    invoice_number: 'SEC-1',
    invoice_date: '2026-01-20',
    lines: [{ kind: 'overhead', expense_account_id: accountId('6000'), amount_cents: 700 }],
  });
  if (apInvoice.status !== 201) throw new Error('seeding vendor invoices failed');
  const payables = await seedPayables(admin, apInvoice.body.id, commitmentIds, accountId('1000'));
  // The seeded job (a contract, cost from the posted invoices, nothing billed) is under-billed at January's end.
  const wipAdjustment = await call(t, admin.token, 'POST', '/api/v1/wip/adjustments', {
    period_end: '2026-01-31',
  });
  if (wipAdjustment.status !== 201)
    throw new Error(`seeding the WIP adjustment failed ${JSON.stringify(wipAdjustment.body)}`);
  const time = await seedTime(admin, employee.body.employee.id);
  // Bank reconciliation (issue 23): a bank account on the cash account, with an imported statement.
  const bank = await seedBankRoutes(t, admin, accountId('1000') as string);
  return {
    '/api/v1/customers': customer.body.id,
    '/api/v1/jobs': job.body.id,
    '/api/v1/reports/job-cost/jobs': job.body.id,
    '/api/v1/departments': department.body.id,
    '/api/v1/cost-codes': costCode.body.id,
    '/api/v1/cost-categories': costCategory.id,
    '/api/v1/chart-of-accounts': account.body.id,
    '/api/v1/ledger/accounts': account.body.id,
    '/api/v1/journal-entries': entry.body.id,
    '/api/v1/employees': employee.body.employee.id,
    '/api/v1/commitments': commitmentIds.commitment,
    '/api/v1/vendor-change-orders': commitmentIds.changeOrder,
    '/api/v1/customer-change-orders': customerChangeOrder.body.id,
    '/api/v1/receipts': receipt.body.id,
    '/api/v1/pay-applications': payApplication.body.id,
    '/api/v1/documents': document.id,
    '/api/v1/ap-invoices': apInvoice.body.id,
    '/api/v1/ap-payments': payables.payment,
    '/api/v1/ap-retainage/commitments': commitmentIds.commitment,
    '/api/v1/ap-retainage-releases': payables.release,
    '/api/v1/lien-waivers': payables.waiver,
    '/api/v1/company-users': companyUser.body.user.user_id,
    // The support desk's routes take any company and person (only internal users may call them).
    '/api/v1/support/companies': admin.organizationId,
    '/api/v1/support/users': admin.userId,
    '/api/v1/support/internal-admins': admin.userId,
    // The admin's own session: another person ending it must get 404 (sessions belong to a person).
    '/api/v1/me/sessions': sessionIdOf(admin.token),
    '/api/v1/vendors': vendor.body.id,
    '/api/v1/vendors/{id}/certificates': certificate.body.id,
    '/api/v1/wip/adjustments': wipAdjustment.body.id,
    ...(await seedPaySetup(t, admin, employee.body.employee.id)),
    '/api/v1/time-entries': time.line,
    '/api/v1/crews': time.crew,
    ...(await seedPayrollRoutes(t, admin, accountId('1000') as string)),
    ...(await seedAchFileRoutes(t, admin.organizationId)),
    ...(await seedCertifiedSetup(t, admin, job.body.id, employee.body.employee.id)),
    ...(await seedCertifiedReports(t, admin, job.body.id, employee.body.employee.id)),
    ...(await seedWh347(t, admin, job.body.id)),
    ...bank.seeds,
    ...(await seedBankMatchingRoutes(t, admin, bank.bankAccountId, bank.statementLineIds)),
    ...(await seedBankReconciliationRoutes(t, admin, bank.bankAccountId)),
    ...(await seedImportRoutes(admin)),
  };
}

/** An import run of organization A (issue 24): a customers CSV uploaded, previewed and imported (preview and report exist). */
async function seedImportRoutes(admin: Member): Promise<Seeds> {
  const run = await call(t, admin.token, 'POST', '/api/v1/imports/runs', { source: 'csv' });
  const form = new FormData();
  form.append('file', new File([templateCsv('customers')], 'customers.csv', { type: 'text/csv' }));
  const upload = await t.request(`/api/v1/imports/runs/${run.body.id}/files`, {
    method: 'POST',
    token: admin.token,
    body: form,
  });
  const withFile = await json(upload);
  const preview = await call(t, admin.token, 'POST', `/api/v1/imports/runs/${run.body.id}/preview`);
  await waitForImportJob(run.body.id);
  const imported = await call(t, admin.token, 'POST', `/api/v1/imports/runs/${run.body.id}/import`);
  await waitForImportJob(run.body.id);
  const done = await call(t, admin.token, 'GET', `/api/v1/imports/runs/${run.body.id}`);
  if (run.status !== 201 || upload.status !== 201 || preview.status !== 202 || imported.status !== 202)
    throw new Error(
      `seeding imports failed ${JSON.stringify([run.body, withFile, preview.body, imported.body])}`,
    );
  if (done.body.status !== 'imported') throw new Error(`seeding imports failed ${JSON.stringify(done.body)}`);
  return {
    '/api/v1/imports/runs': run.body.id,
    '/api/v1/imports/runs/{id}/files': withFile.files[0].id,
  };
}

/** Time of organization A: a shop-time line of the seeded employee and a crew they lead. */
async function seedTime(admin: Member, employeeId: string) {
  const line = await call(t, admin.token, 'POST', '/api/v1/time-entries', {
    employee_id: employeeId,
    work_date: '2026-06-10',
    hours: 8,
  });
  const crew = await call(t, admin.token, 'POST', '/api/v1/crews', {
    name: 'Seeded Crew',
    foreman_employee_id: employeeId,
    member_ids: [employeeId],
  });
  if (line.status !== 201 || crew.status !== 201)
    throw new Error(`seeding time failed ${JSON.stringify([line.body, crew.body])}`);
  return { line: line.body.id as string, crew: crew.body.id as string };
}

/**
 * Payables of organization A: the seeded overhead invoice approved, posted and paid by check; an
 * invoice on the seeded subcontract withholding retainage, posted, and its retainage released; a lien
 * waiver requested for the subcontract.
 */
async function seedPayables(
  admin: Member,
  invoiceId: string,
  commitment: { commitment: string; line: string; vendor: string; job: string },
  cashAccountId: string | undefined,
) {
  const send = (method: string, path: string, body?: unknown) => call(t, admin.token, method, path, body);
  await send('POST', `/api/v1/ap-invoices/${invoiceId}/approve`);
  await send('POST', `/api/v1/ap-invoices/${invoiceId}/post`, {});
  const invoice = (await send('GET', `/api/v1/ap-invoices/${invoiceId}`)).body;
  const payment = await send('POST', '/api/v1/ap-payments', {
    payment_date: '2026-01-25',
    bank_account_id: cashAccountId,
    method: 'check',
    payments: [
      { vendor_id: invoice.vendor.id, applications: [{ invoice_id: invoiceId, amount_cents: 700 }] },
    ],
  });
  const withRetainage = await send('POST', '/api/v1/ap-invoices', {
    vendor_id: commitment.vendor,
    invoice_number: 'SEC-2',
    invoice_date: '2026-01-20',
    lines: [
      {
        kind: 'commitment',
        commitment_line_id: commitment.line,
        amount_cents: 500,
        retainage_bps: 1000,
        retainage_override_reason: 'Seeded retainage',
      },
    ],
  });
  await send('POST', `/api/v1/ap-invoices/${withRetainage.body.id}/approve`);
  await send('POST', `/api/v1/ap-invoices/${withRetainage.body.id}/post`, {});
  const release = await send('POST', '/api/v1/ap-retainage-releases', {
    commitment_id: commitment.commitment,
    release_date: '2026-01-26',
    amount_cents: 10,
  });
  const waiver = await send('POST', '/api/v1/lien-waivers', {
    vendor_id: commitment.vendor,
    commitment_id: commitment.commitment,
    condition: 'conditional',
    scope: 'progress',
    amount_cents: 450,
  });
  if (payment.status !== 201 || release.status !== 201 || waiver.status !== 201)
    throw new Error(`seeding payables failed ${JSON.stringify([payment.body, release.body, waiver.body])}`);
  return {
    payment: payment.body.items[0].id as string,
    release: release.body.id as string,
    waiver: waiver.body.id as string,
  };
}

/** An issued subcontract of organization A with one pending change order. */
async function seedCommitment(admin: Member, jobId: string, costCategoryId: string) {
  const vendorId = await insertVendor(t, admin.organizationId, 'V-SECC');
  const code = await call(t, admin.token, 'POST', '/api/v1/cost-codes', {
    code: '01-1000',
    description: 'Seeded Child',
  });
  const commitment = await call(t, admin.token, 'POST', '/api/v1/commitments', {
    kind: 'subcontract',
    job_id: jobId,
    vendor_id: vendorId,
    description: 'Seeded Subcontract',
    lines: [{ cost_code_id: code.body.id, cost_category_id: costCategoryId, amount_cents: 1000 }],
  });
  await call(t, admin.token, 'POST', `/api/v1/commitments/${commitment.body.id}/issue`);
  const changeOrder = await call(t, admin.token, 'POST', '/api/v1/vendor-change-orders', {
    commitment_id: commitment.body.id,
    change_order_date: '2026-01-15',
    description: 'Seeded Change Order',
    lines: [{ commitment_line_id: commitment.body.lines?.[0]?.id, amount_cents: 100 }],
  });
  if (commitment.status !== 201 || changeOrder.status !== 201) throw new Error('seeding commitments failed');
  return {
    commitment: commitment.body.id as string,
    changeOrder: changeOrder.body.id as string,
    line: commitment.body.lines?.[0]?.id as string,
    vendor: vendorId,
    job: jobId,
  };
}

function sessionIdOf(token: string): string {
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  return String(claims.session_id);
}

function withSeededIds(path: string, seeds: Seeds): string {
  return path.replace(/\/\{[^}]+\}/g, (_param, offset: number) => {
    const id = seeds[path.slice(0, offset)];
    if (!id) throw new Error(`seed an id for ${path} in route-security.test.ts`);
    return `/${id}`;
  });
}

/** A fingerprint of every row of every table in public: proves a refused request changed nothing. */
async function fingerprint(): Promise<string> {
  const tables = rowsOf<{ name: string }>(
    await t.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    ),
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    const result = await t.db.execute(
      sql`select count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as f from ${sql.identifier(name)} x`,
    );
    parts.push(`${name}=${rowsOf<{ f: string }>(result)[0]?.f}`);
  }
  return parts.join(';');
}

describe('every /api/v1 operation, by role and by organization', () => {
  const members = new Map<TRole, Member>();
  let outsider: Member;
  let seeds: Seeds;

  beforeAll(async () => {
    const admin = await createCompany(t, 'sec-admin@a.co', 'Security A');
    members.set('company_admin', admin);
    for (const role of ROLES) {
      if (role !== 'company_admin')
        members.set(role, await addMember(t, admin.organizationId, `sec-${role}@a.co`, role));
    }
    outsider = await createCompany(t, 'sec-admin@b.co', 'Security B');
    seeds = await seedOrganizationA(admin);
  });

  it('refuses with 403 every role whose permissions lack the declared one, changing nothing', async () => {
    const before = await fingerprint();
    let refusals = 0;
    for (const op of operations) {
      const permission = permissionOf(op);
      if (permission === 'session') continue;
      for (const [role, member] of members) {
        if (can([role], permission)) continue;
        const res = await call(
          t,
          member.token,
          op.method.toUpperCase(),
          withSeededIds(op.path, seeds),
          isMutation(op.method) ? {} : undefined,
        );
        expect(res.status, `${role} ${op.method} ${op.path}`).toBe(403);
        expect(res.body.error.code).toBe('forbidden');
        refusals++;
      }
    }
    expect(refusals).toBeGreaterThan(0);
    expect(await fingerprint()).toBe(before);
  });

  it('a user without an organization gets 403 on every organization-scoped operation', async () => {
    const loner = await t.signUp('sec-loner@x.co');
    for (const op of operations.filter((o) => permissionOf(o) !== 'session')) {
      const res = await call(
        t,
        loner.access_token,
        op.method.toUpperCase(),
        withSeededIds(op.path, seeds),
        isMutation(op.method) ? {} : undefined,
      );
      expect(res.status, `${op.method} ${op.path}`).toBe(403);
    }
  });

  it('answers 404 to another organization for every {id} route with a real id, never data, changing nothing', async () => {
    const before = await fingerprint();
    const idRoutes = operations.filter((o) => o.path.includes('{'));
    expect(idRoutes.length).toBeGreaterThan(0);
    for (const op of idRoutes) {
      const path = withSeededIds(op.path, seeds);
      const res = await call(
        t,
        outsider.token,
        op.method.toUpperCase(),
        path,
        isMutation(op.method) ? {} : undefined,
      );
      const expected = can(['company_admin'], permissionOf(op)) ? 404 : 403;
      // A mutation's empty body may be refused as invalid before the row is looked up: 400 says no
      // more about the row than 404 does.
      const invalidBody = isMutation(op.method) && expected === 404 && res.status === 400;
      if (invalidBody) expect(res.body.error.code, `${op.method} ${op.path}`).toBe('invalid_input');
      else expect(res.status, `${op.method} ${op.path}`).toBe(expected);
      expect(Object.keys(res.body)).toEqual(['error']);
      for (const id of Object.values(seeds)) expect(JSON.stringify(res.body)).not.toContain(id);
    }
    expect(await fingerprint()).toBe(before);
  });

  it('and the same {id} routes answer the owner organization (the ids are real)', async () => {
    for (const op of operations.filter((o) => o.path.includes('{') && o.method === 'get')) {
      // The company's admin, or for the support desk's routes a director of the product.
      const role: TRole = can(['company_admin'], permissionOf(op)) ? 'company_admin' : 'director';
      const member = members.get(role);
      if (!member) throw new Error(`no ${role}`);
      const res = await call(t, member.token, 'GET', withSeededIds(op.path, seeds));
      expect(res.status, op.path).toBe(200);
    }
  });
});
