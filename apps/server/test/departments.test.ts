import { DEPARTMENT_MESSAGES } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, departments } from '../src/db/schema/index.ts';
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

const list = (who: Member, query = '') => call(t, who.token, 'GET', `/api/v1/departments${query}`);
const create = (who: Member, body: unknown) => call(t, who.token, 'POST', '/api/v1/departments', body);
const patch = (who: Member, id: string, body: unknown) =>
  call(t, who.token, 'PATCH', `/api/v1/departments/${id}`, body);
const remove = (who: Member, id: string) => call(t, who.token, 'DELETE', `/api/v1/departments/${id}`);

type TListed = { id: string; name: string; is_system: boolean; is_active: boolean };
const names = (res: { body: { items: TListed[] } }) => res.body.items.map((d) => d.name);
const systemOf = async (who: Member, name: string): Promise<string> => {
  const found = (await list(who)).body.items.find((d: TListed) => d.name === name && d.is_system);
  if (!found) throw new Error(`no system department ${name}`);
  return found.id;
};

describe('a new company', () => {
  it('has the two system departments, active', async () => {
    const res = await list(admin);
    expect(res.status).toBe(200);
    expect(res.body.items).toMatchObject([
      { name: 'Administration', department_code: 'ADMIN', is_system: true, is_active: true },
      { name: 'Field Operations', department_code: 'FIELD', is_system: true, is_active: true },
    ]);
  });
});

describe('adding a department', () => {
  it('stores it active, trimmed, the code upper-cased, created_by set, audited', async () => {
    const res = await create(admin, {
      name: '  Estimating ',
      department_code: ' est-1 ',
      description: ' Bids ',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      organization_id: admin.organizationId,
      name: 'Estimating',
      department_code: 'EST-1',
      description: 'Bids',
      is_active: true,
      is_system: false,
      created_by: admin.userId,
    });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'create_department'), eq(auditLog.entityId, res.body.id)));
    expect(audits).toMatchObject([{ organizationId: admin.organizationId, actorId: admin.userId }]);
  });

  it('stores an empty code and description as null', async () => {
    const res = await create(admin, { name: 'Safety', department_code: '  ', description: '' });
    expect(res.body).toMatchObject({ name: 'Safety', department_code: null, description: null });
    const bare = await create(admin, { name: 'Warehouse' });
    expect(bare.body).toMatchObject({ department_code: null, description: null });
  });

  it.each([
    [{}, 'Name is required'],
    [{ name: '' }, 'Name is required'],
    [{ name: '   ' }, 'Name is required'],
    [{ name: null }, 'Name is required'],
    [{ name: 'x'.repeat(101) }, 'Name must be less than 100 characters'],
    [{ name: 'Code', department_code: 'x'.repeat(21) }, 'Code must be less than 20 characters'],
    [{ name: 'Desc', description: 'x'.repeat(501) }, DEPARTMENT_MESSAGES.descriptionMax],
  ])('refuses %j with “%s”', async (body, message) => {
    const res = await create(admin, body);
    expect(res).toEqual({ status: 400, body: { error: { code: 'invalid_input', message } } });
  });

  it('accepts a 100-character name and a 20-character code', async () => {
    const res = await create(other, { name: 'n'.repeat(100), department_code: 'c'.repeat(20) });
    expect(res.status).toBe(201);
    expect(res.body.department_code).toBe('C'.repeat(20));
    await remove(other, res.body.id);
  });

  it('refuses a name the company already uses (any case) with 409, also a system one', async () => {
    for (const name of ['Estimating', 'ESTIMATING', ' estimating ', 'Administration']) {
      const res = await create(admin, { name });
      expect(res).toEqual({
        status: 409,
        body: { error: { code: 'department_name_taken', message: DEPARTMENT_MESSAGES.nameTaken } },
      });
    }
    // Another company may use the same name.
    expect((await create(other, { name: 'Estimating' })).status).toBe(201);
  });
});

describe('listing departments', () => {
  it('all of them: system first, then by name; active=true: active ones by name', async () => {
    const company = await createCompany(t, 'lister@c.co', 'C Builders');
    for (const name of ['Zoning', 'Accounting', 'Mechanical']) await create(company, { name });
    const mechanical = (await list(company)).body.items.find((d: TListed) => d.name === 'Mechanical');
    await patch(company, mechanical.id, { is_active: false });
    expect(names(await list(company))).toEqual([
      'Administration',
      'Field Operations',
      'Accounting',
      'Mechanical',
      'Zoning',
    ]);
    expect(names(await list(company, '?active=true'))).toEqual([
      'Accounting',
      'Administration',
      'Field Operations',
      'Zoning',
    ]);
    expect(names(await list(company, '?active=false'))).toHaveLength(5);
    expect((await list(company, '?active=maybe')).status).toBe(400);
  });

  it('never shows another company’s departments', async () => {
    const mine = (await list(other)).body.items as { organization_id: string }[];
    expect(mine.every((d) => d.organization_id === other.organizationId)).toBe(true);
    expect(names(await list(other))).not.toContain('Safety');
  });
});

describe('editing a department', () => {
  let id: string;
  beforeAll(async () => {
    id = (await create(admin, { name: 'Plumbing', department_code: 'PL' })).body.id;
  });

  it('renames, recodes, describes, deactivates and reactivates, each audited', async () => {
    const renamed = await patch(admin, id, {
      name: ' Plumbing & Heating ',
      department_code: 'ph',
      description: 'Wet trades',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      name: 'Plumbing & Heating',
      department_code: 'PH',
      description: 'Wet trades',
      is_active: true,
    });
    expect((await patch(admin, id, { is_active: false })).body).toMatchObject({
      name: 'Plumbing & Heating',
      is_active: false,
    });
    expect((await patch(admin, id, { is_active: true })).body.is_active).toBe(true);
    expect((await patch(admin, id, { department_code: '', description: '' })).body).toMatchObject({
      department_code: null,
      description: null,
    });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'update_department'), eq(auditLog.entityId, id)));
    expect(audits).toHaveLength(4);
    expect(audits[0]?.before).toMatchObject({ name: 'Plumbing' });
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ name: 'x'.repeat(101) }, 'Name must be less than 100 characters'],
    [{ department_code: 'x'.repeat(21) }, 'Code must be less than 20 characters'],
    [{ is_active: 'no' }, null],
  ])('refuses %j', async (body, message) => {
    const res = await patch(admin, id, body);
    expect(res.status).toBe(400);
    if (message) expect(res.body.error.message).toBe(message);
  });

  it('refuses a name another department of the company has', async () => {
    const res = await patch(admin, id, { name: 'safety' });
    expect(res).toEqual({
      status: 409,
      body: { error: { code: 'department_name_taken', message: DEPARTMENT_MESSAGES.nameTaken } },
    });
  });

  it('another company’s department, or a missing one, is not found', async () => {
    const notFound = {
      status: 404,
      body: { error: { code: 'department_not_found', message: 'Department not found' } },
    };
    expect(await patch(other, id, { name: 'Stolen' })).toEqual(notFound);
    expect(await patch(other, id, { is_active: false })).toEqual(notFound);
    expect(await remove(other, id)).toEqual(notFound);
    expect(await patch(admin, '00000000-0000-4000-8000-000000000000', { name: 'Ghost' })).toEqual(notFound);
    expect(await remove(admin, '00000000-0000-4000-8000-000000000000')).toEqual(notFound);
    const [row] = await t.db.select().from(departments).where(eq(departments.id, id));
    expect(row?.name).toBe('Plumbing & Heating');
  });

  it('refuses a malformed id with 400', async () => {
    expect((await patch(admin, 'not-a-uuid', { name: 'X' })).status).toBe(400);
  });
});

describe('system departments', () => {
  it('cannot be renamed, deactivated or deleted, with clear messages', async () => {
    const id = await systemOf(admin, 'Administration');
    expect(await patch(admin, id, { name: 'Admin Office' })).toEqual({
      status: 409,
      body: { error: { code: 'system_department', message: 'System departments cannot be renamed' } },
    });
    expect(await patch(admin, id, { is_active: false })).toEqual({
      status: 409,
      body: { error: { code: 'system_department', message: 'System departments cannot be deactivated' } },
    });
    expect(await remove(admin, id)).toEqual({
      status: 409,
      body: { error: { code: 'system_department', message: 'System departments cannot be deleted' } },
    });
    const [row] = await t.db.select().from(departments).where(eq(departments.id, id));
    expect(row).toMatchObject({ name: 'Administration', isActive: true, isSystem: true });
  });

  it('keep their name when it is sent unchanged, and their code and description may change', async () => {
    const id = await systemOf(admin, 'Field Operations');
    const res = await patch(admin, id, {
      name: 'Field Operations',
      department_code: 'ops',
      description: 'Crews',
      is_active: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Field Operations',
      department_code: 'OPS',
      description: 'Crews',
    });
  });
});

describe('deleting a department', () => {
  it('removes it for good, audited', async () => {
    const id = (await create(admin, { name: 'Temporary' })).body.id;
    const res = await remove(admin, id);
    expect(res).toEqual({ status: 204, body: null });
    expect(await t.db.select().from(departments).where(eq(departments.id, id))).toEqual([]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'delete_department'), eq(auditLog.entityId, id)));
    expect(audits).toMatchObject([{ actorId: admin.userId, before: { name: 'Temporary' } }]);
    expect((await remove(admin, id)).status).toBe(404);
  });
});

describe('the limit of 10 non-system departments', () => {
  it('refuses the 11th (inactive ones count, system ones do not) until one is deleted', async () => {
    const company = await createCompany(t, 'limit@d.co', 'D Builders');
    const ids: string[] = [];
    for (let n = 1; n <= 10; n++) {
      const res = await create(company, { name: `Dept ${n}` });
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    await patch(company, ids[0] ?? '', { is_active: false });
    const refused = await create(company, { name: 'Dept 11' });
    expect(refused).toEqual({
      status: 409,
      body: { error: { code: 'department_limit_reached', message: DEPARTMENT_MESSAGES.limitReached } },
    });
    expect((await list(company)).body.items).toHaveLength(12);
    await remove(company, ids[1] ?? '');
    expect((await create(company, { name: 'Dept 11' })).status).toBe(201);
  });

  it('holds when many are added at the same moment', async () => {
    const company = await createCompany(t, 'race@e.co', 'E Builders');
    for (let n = 1; n <= 8; n++) await create(company, { name: `Pre ${n}` });
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => create(company, { name: `Race ${n}` })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    expect(results.filter((r) => r.status === 409)).toHaveLength(3);
    const rows = await t.db
      .select()
      .from(departments)
      .where(and(eq(departments.organizationId, company.organizationId), eq(departments.isSystem, false)));
    expect(rows).toHaveLength(10);
  });
});

describe('who may manage departments', () => {
  it.each(['foreman', 'accountant', 'project_manager', 'third_party'] as const)(
    'a %s may list but not add, edit or delete',
    async (role) => {
      const member = await addMember(t, admin.organizationId, `dept-${role}@a.co`, role);
      const id = await systemOf(admin, 'Administration');
      const listed = await list(member);
      expect(listed.status).toBe(200);
      expect(listed.body.items.length).toBeGreaterThan(0);
      for (const res of [
        await create(member, { name: 'Sneaky' }),
        await patch(member, id, { description: 'changed' }),
        await remove(member, id),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.error.code).toBe('forbidden');
      }
    },
  );
});
