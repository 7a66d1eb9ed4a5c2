import { IMPORT_MESSAGES, ZImportPickers } from '@groundwork/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, call, createCompany, type Member } from './helpers/org-users.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/*
 * GET /imports/pickers (issue 24): the lists the wizard's Map step maps onto, of the run's company —
 * for internal support the client company named by ?organization_id=, never support's own.
 */

let t: TestApp;
let admin: Member;
let pm: Member;
let client: Member;
let support: Member;
let own: TWorld;
let theirs: TWorld;

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies and assert on them
type TBody = any;
type TWorld = {
  accountId: string;
  customerId: string;
  inactiveCustomerId: string;
  vendorId: string;
  jobId: string;
};
const PATH = '/api/v1/imports/pickers';

async function ok(who: Member, method: string, path: string, body?: unknown, status = 201): Promise<TBody> {
  const res = await call(t, who.token, method, path, body);
  if (res.status !== status) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** An account, two customers (one made inactive), a vendor and a job, named after the company. */
async function world(who: Member, tag: string): Promise<TWorld> {
  const account = await ok(who, 'POST', '/api/v1/chart-of-accounts', {
    account_number: '1777',
    account_name: `${tag} Escrow`,
    account_type: 'asset',
  });
  const customer = await ok(who, 'POST', '/api/v1/customers', {
    customer_number: `C-${tag.slice(0, 2).toUpperCase()}01`,
    name: `${tag} Customer`,
  });
  const inactive = await ok(who, 'POST', '/api/v1/customers', {
    customer_number: `C-${tag.slice(0, 2).toUpperCase()}02`,
    name: `${tag} Old Customer`,
  });
  await ok(who, 'PATCH', `/api/v1/customers/${inactive.id}`, { is_active: false }, 200);
  const vendor = await ok(who, 'POST', '/api/v1/vendors', {
    vendor_number: `V-${tag.slice(0, 2).toUpperCase()}01`,
    name: `${tag} Vendor`,
    vendor_type: 'subcontractor',
  });
  const job = await ok(who, 'POST', '/api/v1/jobs', {
    customer_id: customer.id,
    project_name: `${tag} Tower`,
  });
  return {
    accountId: account.id,
    customerId: customer.id,
    inactiveCustomerId: inactive.id,
    vendorId: vendor.id,
    jobId: job.id,
  };
}

function expectLists(body: TBody, w: TWorld, tag: string) {
  const lists = ZImportPickers.parse(body);
  expect(lists.accounts).toContainEqual({
    id: w.accountId,
    account_number: '1777',
    account_name: `${tag} Escrow`,
    account_type: 'asset',
    is_active: true,
  });
  expect(lists.customers).toContainEqual({ id: w.customerId, name: `${tag} Customer` });
  expect(lists.customers.map((c) => c.id)).not.toContain(w.inactiveCustomerId);
  expect(lists.vendors).toContainEqual({ id: w.vendorId, name: `${tag} Vendor` });
  expect(lists.jobs).toContainEqual(
    expect.objectContaining({ id: w.jobId, project_name: `${tag} Tower`, customer_id: w.customerId }),
  );
  return lists;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createCompany(t, 'admin@pickers.test', 'Pickers Builders');
  pm = await addMember(t, admin.organizationId, 'pm@pickers.test', 'project_manager');
  client = await createCompany(t, 'admin@client.test', 'Client Builders');
  support = await addMember(t, t.internalOrgId, 'support@pickers.test', 'director');
  own = await world(admin, 'Pickers');
  theirs = await world(client, 'Client');
});
afterAll(() => t.close());

describe('GET /imports/pickers', () => {
  it("answers the caller's own company's lists", async () => {
    const lists = expectLists(await ok(admin, 'GET', PATH, undefined, 200), own, 'Pickers');
    const ids = [...lists.accounts, ...lists.customers, ...lists.vendors, ...lists.jobs].map((r) => r.id);
    for (const id of Object.values(theirs)) expect(ids).not.toContain(id);
    // The same with its own id named.
    expectLists(
      await ok(admin, 'GET', `${PATH}?organization_id=${admin.organizationId}`, undefined, 200),
      own,
      'Pickers',
    );
  });

  it("gives internal support the client company's lists, not its own", async () => {
    const body = await ok(support, 'GET', `${PATH}?organization_id=${client.organizationId}`, undefined, 200);
    const lists = expectLists(body, theirs, 'Client');
    const ids = [...lists.accounts, ...lists.customers, ...lists.vendors, ...lists.jobs].map((r) => r.id);
    for (const id of Object.values(own)) expect(ids).not.toContain(id);
    // Without the company named: support's own (internal) company, which has none of the client's.
    const internal = ZImportPickers.parse(await ok(support, 'GET', PATH, undefined, 200));
    expect(internal.customers.map((c) => c.id)).not.toContain(theirs.customerId);
  });

  it('refuses a company admin naming another company, and roles without imports:run', async () => {
    const res = await call(t, admin.token, 'GET', `${PATH}?organization_id=${client.organizationId}`);
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(IMPORT_MESSAGES.onBehalfDenied);
    expect((await call(t, pm.token, 'GET', PATH)).status).toBe(403);
    // Support naming a company that is not a client company (or not a company at all).
    const missing = await call(t, support.token, 'GET', `${PATH}?organization_id=not-a-company`);
    expect(missing.status).toBe(404);
  });
});
