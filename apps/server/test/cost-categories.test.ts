import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, chartOfAccounts, costCategories } from '../src/db/schema/index.ts';
import { addMember, call, createCompany, type Member } from './helpers/org-users.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Member;
let foreman: Member;
let other: Member;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createCompany(t, 'admin@cats-a.co', 'A Builders');
  foreman = await addMember(t, admin.organizationId, 'foreman@cats-a.co', 'foreman');
  other = await createCompany(t, 'admin@cats-b.co', 'B Builders');
});
afterAll(() => t.close());

type TAccount = { id: string; account_number: string; account_name: string; is_active: boolean };
const accounts = async (who: Member, query = '?active=true') =>
  (await call(t, who.token, 'GET', `/api/v1/chart-of-accounts${query}`)).body.items as TAccount[];
const accountId = async (who: Member, number: string) => {
  const found = (await accounts(who)).find((a) => a.account_number === number);
  if (!found) throw new Error(`no account ${number}`);
  return found.id;
};
const categories = async (who: Member) =>
  (await call(t, who.token, 'GET', '/api/v1/cost-categories')).body.items;
const create = (who: Member, body: unknown) => call(t, who.token, 'POST', '/api/v1/cost-categories', body);
const patch = (who: Member, id: string, body: unknown) =>
  call(t, who.token, 'PATCH', `/api/v1/cost-categories/${id}`, body);
const remove = (who: Member, id: string) => call(t, who.token, 'DELETE', `/api/v1/cost-categories/${id}`);

describe('the chart of accounts', () => {
  it('lists the active accounts ordered by number', async () => {
    const items = await accounts(admin);
    expect(items).toHaveLength(34);
    expect(items.map((a) => a.account_number)).toEqual([...items.map((a) => a.account_number)].sort());
    expect(items[0]).toMatchObject({
      organization_id: admin.organizationId,
      account_number: '1000',
      account_name: 'Cash - Operating',
      account_type: 'asset',
      is_active: true,
    });
  });

  it('leaves inactive accounts out of ?active=true', async () => {
    await t.db
      .update(chartOfAccounts)
      .set({ isActive: false })
      .where(
        and(
          eq(chartOfAccounts.organizationId, admin.organizationId),
          eq(chartOfAccounts.accountNumber, '6400'),
        ),
      );
    expect((await accounts(admin)).map((a) => a.account_number)).not.toContain('6400');
    expect((await accounts(admin, '')).map((a) => a.account_number)).toContain('6400');
    expect((await accounts(admin, '?active=false')).map((a) => a.account_number)).toEqual(['6400']);
  });
});

describe('the starting cost categories', () => {
  it('are L, M, S, E, O mapped to their job-cost accounts, with the account joined, by code', async () => {
    const items = await categories(admin);
    expect(
      items.map((c: Record<string, unknown>) => [c.code, c.description, c.gl_account_number, c.is_active]),
    ).toEqual([
      ['E', 'Equipment', '5300', true],
      ['L', 'Labor', '5000', true],
      ['M', 'Material', '5100', true],
      ['O', 'Other', '5400', true],
      ['S', 'Subcontract', '5200', true],
    ]);
    expect(items[1]).toMatchObject({
      gl_account_name: 'Job Costs - Labor',
      organization_id: admin.organizationId,
    });
  });
});

describe('adding a cost category', () => {
  it('stores the code upper-cased, active, mapped to the account, audited', async () => {
    const res = await create(admin, {
      code: 'lb',
      description: ' Labor Burden ',
      gl_account_id: await accountId(admin, '5050'),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      code: 'LB',
      description: 'Labor Burden',
      gl_account_number: '5050',
      gl_account_name: 'Job Costs - Labor Burden',
      is_active: true,
    });
    const [row] = await t.db.select().from(costCategories).where(eq(costCategories.id, res.body.id));
    expect(row?.createdBy).toBe(admin.userId);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'create_cost_category'), eq(auditLog.entityId, res.body.id)));
    expect(audits).toHaveLength(1);
  });

  it.each([
    [{ description: 'X' }, 'Code is required'],
    [{ code: '', description: 'X' }, 'Code is required'],
    [{ code: 'ABC', description: 'X' }, 'Code must be 1-2 characters'],
    [{ code: 'A1', description: 'X' }, 'Code must contain only letters'],
    [{ code: 'AB' }, 'Description is required'],
    [{ code: 'AB', description: 'x'.repeat(201) }, 'Description must be less than 200 characters'],
    [{ code: 'AB', description: 'X', gl_account_id: '' }, 'GL Account is required'],
    [{ code: 'AB', description: 'X', gl_account_id: null }, 'GL Account is required'],
  ])('refuses %j with “%s”', async (body, message) => {
    const withAccount =
      'gl_account_id' in body ? body : { ...body, gl_account_id: await accountId(admin, '5000') };
    const res = await create(admin, withAccount);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'invalid_input', message });
  });

  it('refuses a code the company already uses with 409, but another company may use it', async () => {
    const res = await create(admin, {
      code: 'L',
      description: 'Labor again',
      gl_account_id: await accountId(admin, '5000'),
    });
    expect(res).toEqual({
      status: 409,
      body: {
        error: { code: 'cost_category_code_taken', message: 'A cost category with code L already exists' },
      },
    });
    const theirs = await create(other, {
      code: 'LB',
      description: 'Theirs',
      gl_account_id: await accountId(other, '5050'),
    });
    expect(theirs.status).toBe(201);
  });

  it('needs an active account of the same company', async () => {
    const inactive = await create(admin, {
      code: 'DP',
      description: 'Depreciation',
      gl_account_id: await accountId(admin, '6300'),
    }).then(async () =>
      create(admin, {
        code: 'DX',
        description: 'Depreciation',
        gl_account_id: (await accounts(admin, '?active=false'))[0]?.id,
      }),
    );
    expect(inactive.status).toBe(400);
    expect(inactive.body.error).toEqual({
      code: 'gl_account_invalid',
      message: 'GL Account must be an active account of your company',
    });
    const foreign = await create(admin, {
      code: 'FX',
      description: 'Theirs',
      gl_account_id: await accountId(other, '5000'),
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.code).toBe('gl_account_invalid');
  });
});

describe('editing, deactivating and deleting', () => {
  it('edits code, description and account; deactivates and reactivates', async () => {
    const lb = (await categories(admin)).find((c: { code: string }) => c.code === 'LB');
    const edited = await patch(admin, lb.id, {
      code: 'bu',
      description: 'Burden',
      gl_account_id: await accountId(admin, '5000'),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ code: 'BU', description: 'Burden', gl_account_number: '5000' });
    expect((await patch(admin, lb.id, { is_active: false })).body.is_active).toBe(false);
    expect((await patch(admin, lb.id, { is_active: true })).body.is_active).toBe(true);
    expect((await patch(admin, lb.id, { code: 'M' })).status).toBe(409);
    expect((await patch(admin, lb.id, { gl_account_id: '' })).body.error.message).toBe(
      'GL Account is required',
    );
  });

  it('deletes a category after which it is gone', async () => {
    const bu = (await categories(admin)).find((c: { code: string }) => c.code === 'BU');
    expect((await remove(admin, bu.id)).status).toBe(204);
    expect((await categories(admin)).map((c: { code: string }) => c.code)).not.toContain('BU');
    expect((await remove(admin, bu.id)).status).toBe(404);
  });

  it('a GL account in use by a category cannot be removed from under it (foreign key)', async () => {
    const labor = await accountId(admin, '5000');
    const refused = await t.db
      .delete(chartOfAccounts)
      .where(eq(chartOfAccounts.id, labor))
      .then(() => 'deleted')
      .catch((err: { cause?: { code?: string } }) => err.cause?.code);
    // foreign_key_violation on PostgreSQL 15, restrict_violation on newer versions.
    expect(['23503', '23001']).toContain(refused);
  });

  it('answers 404 to another organization’s ids, changing nothing', async () => {
    const theirs = (await categories(other))[0];
    expect((await patch(admin, theirs.id, { description: 'Mine now' })).status).toBe(404);
    expect((await remove(admin, theirs.id)).status).toBe(404);
    expect((await categories(other))[0]).toEqual(theirs);
  });

  it('a foreman reads categories and accounts but cannot change them', async () => {
    expect((await call(t, foreman.token, 'GET', '/api/v1/cost-categories')).status).toBe(200);
    expect((await call(t, foreman.token, 'GET', '/api/v1/chart-of-accounts?active=true')).status).toBe(200);
    const first = (await categories(admin))[0];
    expect(
      (await create(foreman, { code: 'ZZ', description: 'X', gl_account_id: first.gl_account_id })).status,
    ).toBe(403);
    expect((await patch(foreman, first.id, { is_active: false })).status).toBe(403);
    expect((await remove(foreman, first.id)).status).toBe(403);
  });
});
