import { CUSTOMER_MESSAGES } from '@groundwork/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import { auditLog, customers } from '../src/db/schema/index.ts';
import { withTenant } from '../src/lib/tenant.ts';
import { addMember, call, createCompany, type Member } from './helpers/org-users.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Member;
let other: Member;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createCompany(t, 'admin@a.co', 'A Builders');
  other = await createCompany(t, 'admin@b.co', 'B Builders');
});
afterAll(() => t.close());

const create = (who: Member, body: unknown) => call(t, who.token, 'POST', '/api/v1/customers', body);
const patch = (who: Member, id: string, body: unknown) =>
  call(t, who.token, 'PATCH', `/api/v1/customers/${id}`, body);
const get = (who: Member, path: string) => call(t, who.token, 'GET', path);

describe('creating a customer', () => {
  it('stores it active, trimmed, with empty optional fields as null, audited', async () => {
    const res = await create(admin, {
      customer_number: 'C-0001',
      name: '  Acme Homes ',
      email: '',
      phone: ' ',
      address: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip: '',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      organization_id: admin.organizationId,
      customer_number: 'C-0001',
      name: 'Acme Homes',
      email: null,
      phone: null,
      address: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip: null,
      is_active: true,
    });
    expect(new Date(res.body.created_at).toISOString()).toBe(res.body.created_at);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'create_customer'), eq(auditLog.entityId, res.body.id)));
    expect(audits).toMatchObject([{ organizationId: admin.organizationId, actorId: admin.userId }]);
    const [row] = await t.db.select().from(customers).where(eq(customers.id, res.body.id));
    expect(row?.createdBy).toBe(admin.userId);
  });

  it.each([
    [{ name: 'X' }, CUSTOMER_MESSAGES.numberRequired],
    [{ customer_number: '', name: 'X' }, 'Customer ID is required'],
    [{ customer_number: 'C-001', name: 'X' }, 'Must be format C-XXXX'],
    [{ customer_number: 'c-ab12', name: 'X' }, 'Must be format C-XXXX'],
    [{ customer_number: 'C-00001', name: 'X' }, 'Must be format C-XXXX'],
    [{ customer_number: 'C-0002' }, 'Customer name is required'],
    [{ customer_number: 'C-0002', name: '  ' }, 'Customer name is required'],
    [{ customer_number: 'C-0002', name: 'x'.repeat(101) }, 'Name must be less than 100 characters'],
    [{ customer_number: 'C-0002', name: 'X', email: 'nope' }, 'Invalid email'],
    [{ customer_number: 'C-0002', name: 'X', phone: '1'.repeat(21) }, CUSTOMER_MESSAGES.phoneMax],
  ])('refuses %j with “%s”', async (body, message) => {
    const res = await create(admin, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'invalid_input', message } });
  });

  it('refuses a number already used in the organization with 409 and the spec message', async () => {
    await create(admin, { customer_number: 'C-DUP1', name: 'First' });
    const res = await create(admin, { customer_number: 'C-DUP1', name: 'Second' });
    expect(res).toEqual({
      status: 409,
      body: { error: { code: 'customer_number_taken', message: 'Customer ID already exists' } },
    });
  });

  it('allows the same number in another organization', async () => {
    expect((await create(other, { customer_number: 'C-DUP1', name: 'B’s own' })).status).toBe(201);
  });

  it('two people saving the same number at the same moment: one 201, one 409, never a 500', async () => {
    for (const number of ['C-RAC1', 'C-RAC2', 'C-RAC3']) {
      const results = await Promise.all([
        create(admin, { customer_number: number, name: 'One' }),
        create(admin, { customer_number: number, name: 'Two' }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(results.find((r) => r.status === 409)?.body.error.message).toBe('Customer ID already exists');
    }
    const five = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => create(admin, { customer_number: 'C-RAC5', name: `N${n}` })),
    );
    expect(five.filter((r) => r.status === 201)).toHaveLength(1);
    expect(five.filter((r) => r.status === 409)).toHaveLength(4);
    const stored = await t.db
      .select()
      .from(customers)
      .where(and(eq(customers.organizationId, admin.organizationId), eq(customers.customerNumber, 'C-RAC5')));
    expect(stored).toHaveLength(1);
  });
});

describe('checking a customer number', () => {
  it('answers available or taken within the organization, excluding the customer being edited', async () => {
    const made = await create(admin, { customer_number: 'C-CHK1', name: 'Check' });
    expect((await get(admin, '/api/v1/customers/check-number?number=C-CHK1')).body).toEqual({
      available: false,
    });
    expect((await get(admin, '/api/v1/customers/check-number?number=C-CHK2')).body).toEqual({
      available: true,
    });
    expect(
      (await get(admin, `/api/v1/customers/check-number?number=C-CHK1&excludeId=${made.body.id}`)).body,
    ).toEqual({ available: true });
    // Another organization's numbers do not count.
    expect((await get(other, '/api/v1/customers/check-number?number=C-CHK1')).body).toEqual({
      available: true,
    });
  });

  it('refuses a malformed number', async () => {
    const bad = await get(admin, '/api/v1/customers/check-number?number=C-1');
    expect(bad).toEqual({
      status: 400,
      body: { error: { code: 'invalid_input', message: 'Must be format C-XXXX' } },
    });
    const empty = await get(admin, '/api/v1/customers/check-number?number=');
    expect(empty.body.error.message).toBe('Customer ID is required');
  });
});

describe('listing customers', () => {
  let lister: Member;
  beforeAll(async () => {
    lister = await createCompany(t, 'lister@c.co', 'C Builders');
    const rows = [
      { customer_number: 'C-0300', name: 'Zeta Homes', email: 'zeta@example.com', city: 'Dallas' },
      { customer_number: 'C-0100', name: 'Alpha Build', email: 'office@alpha.test', city: 'Austin' },
      { customer_number: 'C-0200', name: 'Beta 100% Co', email: null, city: 'Houston' },
      { customer_number: 'C-0400', name: 'Gamma', email: 'g@gamma.test', city: 'El Paso' },
    ];
    for (const row of rows) expect((await create(lister, row)).status).toBe(201);
    const gamma = await get(lister, '/api/v1/customers?search=gamma');
    await patch(lister, gamma.body.items[0].id, { is_active: false });
  });

  const numbers = async (query: string) => {
    const res = await get(lister, `/api/v1/customers${query}`);
    expect(res.status).toBe(200);
    return res.body.items.map((c: { customer_number: string }) => c.customer_number);
  };

  it('sorts by number and pages', async () => {
    expect(await numbers('')).toEqual(['C-0100', 'C-0200', 'C-0300', 'C-0400']);
    const page = await get(lister, '/api/v1/customers?page=2&pageSize=3');
    expect(page.body).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page.body.items.map((c: { customer_number: string }) => c.customer_number)).toEqual(['C-0400']);
  });

  it('searches number, name, e-mail or city, ignoring case; % is literal', async () => {
    expect(await numbers('?search=c-02')).toEqual(['C-0200']);
    expect(await numbers('?search=ALPHA')).toEqual(['C-0100']);
    expect(await numbers('?search=zeta%40example')).toEqual(['C-0300']);
    expect(await numbers('?search=houston')).toEqual(['C-0200']);
    expect(await numbers('?search=100%25')).toEqual(['C-0200']);
    expect(await numbers('?search=nothing-like-this')).toEqual([]);
    // Fields are searched one by one: a term spanning name and e-mail matches nothing.
    expect(await numbers('?search=homes%20zeta')).toEqual([]);
  });

  it('filters active and inactive', async () => {
    expect(await numbers('?status=active')).toEqual(['C-0100', 'C-0200', 'C-0300']);
    expect(await numbers('?status=inactive')).toEqual(['C-0400']);
    expect(await numbers('?status=all&search=gamma')).toEqual(['C-0400']);
    expect((await get(lister, '/api/v1/customers?status=gone')).status).toBe(400);
    expect((await get(lister, '/api/v1/customers?pageSize=101')).status).toBe(400);
  });

  it('the dropdown lists active customers only, by number', async () => {
    const res = await get(lister, '/api/v1/customers/active');
    expect(res.body.items.map((c: { customer_number: string }) => c.customer_number)).toEqual([
      'C-0100',
      'C-0200',
      'C-0300',
    ]);
    expect(Object.keys(res.body.items[0]).sort()).toEqual(['customer_number', 'id', 'name']);
  });
});

describe('editing a customer', () => {
  it('changes fields, clears optional ones, keeps the rest, audits before and after', async () => {
    const made = await create(admin, {
      customer_number: 'C-ED01',
      name: 'Edit Me',
      email: 'e@x.co',
      city: 'Waco',
    });
    const res = await patch(admin, made.body.id, { name: 'Edited', email: '' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Edited', email: null, city: 'Waco', customer_number: 'C-ED01' });
    expect(res.body.updated_at >= made.body.updated_at).toBe(true);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'update_customer'), eq(auditLog.entityId, made.body.id)));
    expect(entry?.before).toMatchObject({ name: 'Edit Me', email: 'e@x.co' });
    expect(entry?.after).toMatchObject({ name: 'Edited', email: null });
    expect((await get(admin, `/api/v1/customers/${made.body.id}`)).body).toEqual(res.body);
  });

  it('changes the number, still unique (its own number is fine)', async () => {
    const made = await create(admin, { customer_number: 'C-ED02', name: 'Renumber' });
    await create(admin, { customer_number: 'C-ED03', name: 'Holder' });
    expect((await patch(admin, made.body.id, { customer_number: 'C-ED02' })).status).toBe(200);
    expect(await patch(admin, made.body.id, { customer_number: 'C-ED03' })).toEqual({
      status: 409,
      body: { error: { code: 'customer_number_taken', message: 'Customer ID already exists' } },
    });
    const moved = await patch(admin, made.body.id, { customer_number: 'C-ED04' });
    expect(moved.body.customer_number).toBe('C-ED04');
    expect((await patch(admin, made.body.id, { customer_number: 'bad' })).body.error.message).toBe(
      'Must be format C-XXXX',
    );
    expect((await patch(admin, made.body.id, { name: '' })).body.error.message).toBe(
      'Customer name is required',
    );
  });

  it('deactivates and reactivates', async () => {
    const made = await create(admin, { customer_number: 'C-ED05', name: 'Sleepy' });
    expect((await patch(admin, made.body.id, { is_active: false })).body.is_active).toBe(false);
    const active = await get(admin, '/api/v1/customers/active');
    expect(active.body.items.map((c: { id: string }) => c.id)).not.toContain(made.body.id);
    expect((await patch(admin, made.body.id, { is_active: true })).body.is_active).toBe(true);
  });

  it('an unknown or malformed id', async () => {
    const missing = await get(admin, '/api/v1/customers/00000000-0000-4000-8000-000000000000');
    expect(missing).toEqual({
      status: 404,
      body: { error: { code: 'customer_not_found', message: 'Customer not found' } },
    });
    expect((await get(admin, '/api/v1/customers/not-a-uuid')).status).toBe(400);
  });
});

describe('roles and organizations', () => {
  it('field roles read customers but cannot create or edit them', async () => {
    const foreman = await addMember(t, admin.organizationId, 'foreman@a.co', 'foreman');
    expect((await get(foreman, '/api/v1/customers')).status).toBe(200);
    const res = await create(foreman, { customer_number: 'C-FORE', name: 'No' });
    expect(res.status).toBe(403);
    const list = await get(admin, '/api/v1/customers?search=C-FORE');
    expect(list.body.total).toBe(0);
  });

  it('accountants and third parties create customers', async () => {
    const accountant = await addMember(t, admin.organizationId, 'acct@a.co', 'accountant');
    const third = await addMember(t, admin.organizationId, 'third@a.co', 'third_party');
    expect((await create(accountant, { customer_number: 'C-ACCT', name: 'By accountant' })).status).toBe(201);
    expect((await create(third, { customer_number: 'C-3RDP', name: 'By third party' })).status).toBe(201);
  });

  it('a user without an organization is told so', async () => {
    const loner = await t.signUp('loner@x.co');
    const res = await call(t, loner.access_token, 'GET', '/api/v1/customers');
    expect(res).toEqual({
      status: 403,
      body: { error: { code: 'no_organization', message: 'No organization found for user' } },
    });
  });

  it('another organization cannot see, find or change a customer: 404, never data', async () => {
    const mine = await create(admin, { customer_number: 'C-PRIV', name: 'Private', email: 'p@a.co' });
    const id = mine.body.id;
    expect(await get(other, `/api/v1/customers/${id}`)).toEqual({
      status: 404,
      body: { error: { code: 'customer_not_found', message: 'Customer not found' } },
    });
    expect((await patch(other, id, { name: 'Taken over', is_active: false })).status).toBe(404);
    expect((await patch(other, id, { customer_number: 'C-PRIV' })).status).toBe(404);
    const lists = [
      await get(other, '/api/v1/customers?pageSize=100'),
      await get(other, '/api/v1/customers?search=private'),
      await get(other, '/api/v1/customers/active'),
    ];
    for (const list of lists) expect(JSON.stringify(list.body)).not.toContain(id);
    expect((await get(admin, `/api/v1/customers/${id}`)).body).toEqual(mine.body);
  });
});

describe('row-level security on customers (raw SQL as app_user)', () => {
  const asOther = <T>(fn: Parameters<typeof withTenant<T>>[2]) =>
    withTenant(t.db, { userId: other.userId, organizationId: other.organizationId }, fn);

  it('reads only its own organization', async () => {
    const rows = await asOther((tx) => tx.execute(sql`select distinct organization_id from customers`));
    expect(rowsOf<{ organization_id: string }>(rows).map((r) => r.organization_id)).toEqual([
      other.organizationId,
    ]);
  });

  it('cannot update, delete or insert another organization’s customers', async () => {
    const updated = await asOther((tx) =>
      tx.execute(
        sql`update customers set name = 'pwned' where organization_id = ${admin.organizationId} returning id`,
      ),
    );
    expect(rowsOf(updated)).toHaveLength(0);
    const deleted = await asOther((tx) =>
      tx.execute(sql`delete from customers where organization_id = ${admin.organizationId} returning id`),
    );
    expect(rowsOf(deleted)).toHaveLength(0);
    await expect(
      asOther((tx) =>
        tx.execute(
          sql`insert into customers (organization_id, customer_number, name) values (${admin.organizationId}, 'C-EVIL', 'x')`,
        ),
      ),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/row-level security/) } });
    const pwned = await t.db.select().from(customers).where(eq(customers.name, 'pwned'));
    expect(pwned).toHaveLength(0);
  });

  it('the database refuses a malformed number and a duplicate even without the API', async () => {
    await expect(
      t.db
        .insert(customers)
        .values({ organizationId: admin.organizationId, customerNumber: 'C-1', name: 'x' }),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/customers_number_format/) } });
    await expect(
      t.db
        .insert(customers)
        .values({ organizationId: admin.organizationId, customerNumber: 'C-0001', name: 'x' }),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/customers_org_number_key/) } });
  });
});
