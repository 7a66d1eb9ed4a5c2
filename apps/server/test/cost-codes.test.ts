import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import { auditLog, standardCostCodes } from '../src/db/schema/index.ts';
import { withTenant } from '../src/lib/tenant.ts';
import { addMember, call, createCompany, type Member } from './helpers/org-users.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Member;
let foreman: Member;
let other: Member;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createCompany(t, 'admin@codes-a.co', 'A Builders');
  foreman = await addMember(t, admin.organizationId, 'foreman@codes-a.co', 'foreman');
  other = await createCompany(t, 'admin@codes-b.co', 'B Builders');
});
afterAll(() => t.close());

type TRow = { code: string; description: string };
const list = async (who: Member) =>
  (await call(t, who.token, 'GET', '/api/v1/cost-codes')).body.items as TRow[];
const codesOf = async (who: Member) => (await list(who)).map((r) => r.code);
const batch = (who: Member, body: unknown) => call(t, who.token, 'POST', '/api/v1/cost-codes/batch', body);
const create = (who: Member, body: unknown) => call(t, who.token, 'POST', '/api/v1/cost-codes', body);
const preview = (who: Member, rows: TRow[]) =>
  call(t, who.token, 'POST', '/api/v1/cost-codes/import/preview', { rows });
const runImport = (who: Member, rows: TRow[]) =>
  call(t, who.token, 'POST', '/api/v1/cost-codes/import', { rows });
async function idOf(who: Member, code: string): Promise<string> {
  const items = (await call(t, who.token, 'GET', '/api/v1/cost-codes')).body.items as {
    id: string;
    code: string;
  }[];
  const id = items.find((row) => row.code === code)?.id;
  if (!id) throw new Error(`no ${code}`);
  return id;
}

/** Every cost code row of the organization, straight from the database: proves a refusal changed nothing. */
async function snapshot(organizationId: string) {
  return t.db
    .select({ code: standardCostCodes.code, description: standardCostCodes.description })
    .from(standardCostCodes)
    .where(eq(standardCostCodes.organizationId, organizationId))
    .orderBy(standardCostCodes.code);
}

describe('adding a cost code', () => {
  it('stores it with is_parent and parent_code derived, audited', async () => {
    const parent = await create(admin, { code: ' 01-0000 ', description: ' General Requirements ' });
    expect(parent.status).toBe(201);
    expect(parent.body).toMatchObject({
      organization_id: admin.organizationId,
      code: '01-0000',
      description: 'General Requirements',
      is_active: true,
      is_parent: true,
      parent_code: null,
    });
    const child = await create(admin, { code: '01-0100', description: 'Supervision' });
    expect(child.body).toMatchObject({ is_parent: false, parent_code: '01-0000' });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'save_cost_codes'), eq(auditLog.organizationId, admin.organizationId)));
    expect(audits.length).toBeGreaterThanOrEqual(2);
    expect(audits[0]?.actorId).toBe(admin.userId);
  });

  it.each([
    [{ code: '1-0000', description: 'X' }, 'Must be in XX-XXXX format'],
    [{ code: '01-000A', description: 'X' }, 'Must be in XX-XXXX format'],
    [{ code: '010000', description: 'X' }, 'Must be in XX-XXXX format'],
    [{ description: 'X' }, 'Must be in XX-XXXX format'],
    [{ code: '09-0000' }, 'Description is required'],
    [{ code: '09-0000', description: '  ' }, 'Description is required'],
    [{ code: '09-0000', description: 'x'.repeat(201) }, 'Description must be less than 200 characters'],
  ])('refuses %j with “%s”', async (body, message) => {
    const res = await create(admin, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_input', message });
  });

  it('refuses a code already used in the organization with 409, naming the row', async () => {
    const res = await create(admin, { code: '01-0100', description: 'Again' });
    expect(res).toEqual({
      status: 409,
      body: {
        error: {
          code: 'cost_code_taken',
          message: 'Code already exists',
          details: { operation: 'create', index: 0, code: '01-0100' },
        },
      },
    });
  });

  it('refuses a child without its parent', async () => {
    const res = await create(admin, { code: '05-0100', description: 'Steel' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'parent_code_missing',
      message: 'Parent code 05-0000 must be created first',
      details: { code: '05-0100' },
    });
  });

  it('allows the same code in another organization, which cannot see ours', async () => {
    expect((await create(other, { code: '01-0000', description: 'B’s own' })).status).toBe(201);
    expect(await list(other)).toMatchObject([{ code: '01-0000', description: 'B’s own' }]);
  });
});

describe('Save All Changes (the batch)', () => {
  it('applies creates, updates and deletes together and answers the new list', async () => {
    const res = await batch(admin, {
      creates: [
        { code: '03-0100', description: 'Forms' },
        { code: '03-0000', description: 'Concrete' },
        { code: '01-0200', description: 'Temporary Facilities' },
      ],
      updates: [{ id: await idOf(admin, '01-0100'), code: '01-0100', description: 'Project Supervision' }],
      deletes: [],
    });
    expect(res.status).toBe(200);
    expect(res.body.items.map((r: TRow) => [r.code, r.description])).toEqual([
      ['01-0000', 'General Requirements'],
      ['01-0100', 'Project Supervision'],
      ['01-0200', 'Temporary Facilities'],
      ['03-0000', 'Concrete'],
      ['03-0100', 'Forms'],
    ]);
  });

  it('is all or nothing: one bad row leaves the database unchanged', async () => {
    const before = await snapshot(admin.organizationId);
    const res = await batch(admin, {
      creates: [
        { code: '04-0000', description: 'Masonry' },
        { code: '06-0100', description: 'Rough Carpentry' },
      ],
      updates: [{ id: await idOf(admin, '01-0200'), code: '01-0200', description: 'Renamed' }],
      deletes: [await idOf(admin, '03-0100')],
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'parent_code_missing',
      message: 'Parent code 06-0000 must be created first',
      details: { operation: 'create', index: 1, code: '06-0100' },
    });
    expect(await snapshot(admin.organizationId)).toEqual(before);
  });

  it('refuses a duplicate code inside the batch and a code another row keeps', async () => {
    const twice = await batch(admin, {
      creates: [
        { code: '03-0200', description: 'Rebar' },
        { code: '03-0200', description: 'Rebar again' },
      ],
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toMatchObject({ message: 'Code already exists', details: { index: 1 } });
    const onto = await batch(admin, {
      updates: [{ id: await idOf(admin, '01-0200'), code: '01-0100', description: 'Moved' }],
    });
    expect(onto.status).toBe(409);
    expect(onto.body.error.details).toEqual({ operation: 'update', index: 0, code: '01-0100' });
  });

  it('lets two codes swap, and reuses a code deleted in the same save', async () => {
    const a = await idOf(admin, '01-0100');
    const b = await idOf(admin, '01-0200');
    const res = await batch(admin, {
      updates: [
        { id: a, code: '01-0200', description: 'Project Supervision' },
        { id: b, code: '01-0100', description: 'Temporary Facilities' },
      ],
    });
    expect(res.status).toBe(200);
    expect(
      (await list(admin)).filter((r) => r.code.startsWith('01-01') || r.code.startsWith('01-02')),
    ).toEqual([
      expect.objectContaining({ code: '01-0100', description: 'Temporary Facilities' }),
      expect.objectContaining({ code: '01-0200', description: 'Project Supervision' }),
    ]);
    const reuse = await batch(admin, {
      creates: [{ code: '01-0200', description: 'Supervision (new)' }],
      deletes: [b],
    });
    expect(reuse.status).toBe(409); // b now holds 01-0100; 01-0200 is still a's
    const reuse2 = await batch(admin, {
      creates: [{ code: '01-0200', description: 'Supervision (new)' }],
      deletes: [a],
    });
    expect(reuse2.status).toBe(200);
  });

  it('refuses to delete a parent with children, but deletes a parent together with its children', async () => {
    const parent = await idOf(admin, '03-0000');
    const refused = await call(t, admin.token, 'DELETE', `/api/v1/cost-codes/${parent}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'parent_has_children',
      message: 'Cannot delete parent with children',
      details: { code: '03-0000' },
    });
    const together = await batch(admin, { deletes: [await idOf(admin, '03-0100'), parent] });
    expect(together.status).toBe(200);
    expect(await codesOf(admin)).not.toContain('03-0000');
  });

  it('two people saving the same code at the same moment: one 200, one 409, never a 500', async () => {
    const results = await Promise.all(
      ['One', 'Two', 'Three'].map((description) =>
        batch(admin, { creates: [{ code: '04-0000', description }] }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const racing = await Promise.all([
      batch(admin, { deletes: [await idOf(admin, '04-0000')] }),
      create(admin, { code: '04-0100', description: 'Brick' }),
    ]);
    expect(racing.every((r) => r.status < 500)).toBe(true);
    const codes = await codesOf(admin);
    // Whichever came first, the list is consistent: no child without its parent.
    expect(codes.includes('04-0100') ? codes.includes('04-0000') : true).toBe(true);
  });

  it('answers 404 for an id of another organization, changing nothing', async () => {
    const theirs = await idOf(other, '01-0000');
    const before = await snapshot(other.organizationId);
    expect((await batch(admin, { deletes: [theirs] })).status).toBe(404);
    expect((await call(t, admin.token, 'DELETE', `/api/v1/cost-codes/${theirs}`)).status).toBe(404);
    expect(
      (await call(t, admin.token, 'PATCH', `/api/v1/cost-codes/${theirs}`, { description: 'Mine now' }))
        .status,
    ).toBe(404);
    expect(await snapshot(other.organizationId)).toEqual(before);
  });

  it('edits one row through PATCH', async () => {
    const id = await idOf(admin, '01-0200');
    const res = await call(t, admin.token, 'PATCH', `/api/v1/cost-codes/${id}`, {
      description: 'Supervision',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, code: '01-0200', description: 'Supervision' });
    const moved = await call(t, admin.token, 'PATCH', `/api/v1/cost-codes/${id}`, { code: '08-0100' });
    expect(moved.body.error.message).toBe('Parent code 08-0000 must be created first');
  });

  it('the database itself refuses a child without a parent at commit (the deferred key)', async () => {
    const refused = await withTenant(
      t.db,
      { userId: admin.userId, organizationId: admin.organizationId },
      (tx) =>
        tx
          .insert(standardCostCodes)
          .values({ organizationId: admin.organizationId, code: '77-0100', description: 'Orphan' })
          .then(() => 'inserted'),
    ).catch((err: { cause?: { code?: string }; code?: string }) => err.cause?.code ?? err.code);
    expect(refused).toBe('23503');
  });
});

describe('importing a CSV', () => {
  it('previews each row with its reason against the database', async () => {
    const res = await preview(admin, [
      { code: '02-0000', description: 'Existing Conditions' },
      { code: '02-0100', description: 'Demolition' },
      { code: '01-0100', description: 'Exists' },
      { code: '1-100', description: 'Bad' },
      { code: '09-0100', description: 'Orphan' },
      { code: '02-0100', description: 'Repeat' },
      { code: '01-0300', description: 'Child of a database parent' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.rows.map((r: { status: string; reason: string | null }) => r.reason)).toEqual([
      null,
      null,
      'Code already exists in database',
      'Invalid format (must be XX-XXXX)',
      'Parent code 09-0000 not found (must exist in database or CSV)',
      'Duplicate code in file (first on row 2)',
      null,
    ]);
    expect(res.body).toMatchObject({ valid: 3, invalid: 4 });
    expect(res.body.rows[0]).toMatchObject({ row: 1, is_parent: true, status: 'valid' });
  });

  it('refuses the whole file when any row is invalid, inserting nothing', async () => {
    const before = await snapshot(admin.organizationId);
    const res = await runImport(admin, [
      { code: '02-0000', description: 'Existing Conditions' },
      { code: '02-0100', description: 'Demolition' },
      { code: '02-0100', description: 'Demolition twice' },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'import_invalid',
      message: 'Cannot import file with validation errors',
      details: { operation: 'import', index: 3, code: '02-0100' },
    });
    expect(await snapshot(admin.organizationId)).toEqual(before);
  });

  it('imports children listed before their parents, parents inserted first', async () => {
    const res = await runImport(admin, [
      { code: '02-0100', description: 'Demolition' },
      { code: ' 02-0000 ', description: ' Existing Conditions ' },
      { code: '01-0300', description: 'Quality Control' },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.imported).toBe(3);
    expect(res.body.items.map((r: TRow) => r.code)).toEqual(
      expect.arrayContaining(['02-0000', '02-0100', '01-0300']),
    );
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'import_cost_codes'), eq(auditLog.organizationId, admin.organizationId)),
      );
    expect(audit?.after).toMatchObject({ count: 3, codes: ['02-0000', '01-0300', '02-0100'] });
  });

  it('refuses an empty file and more than 10,000 rows', async () => {
    expect((await runImport(admin, [])).body.error.message).toBe('The file has no cost code rows');
    const rows = Array.from({ length: 10_001 }, () => ({ code: '01-0000', description: 'x' }));
    expect((await preview(admin, rows)).body.error.message).toBe(
      'At most 10,000 rows can be imported at once',
    );
  });

  it('imports 5,000 rows in one go (timed in bench/cost-code-import.mjs)', async () => {
    const company = await createCompany(t, 'bulk@codes-c.co', 'Bulk Builders');
    const rows: TRow[] = [];
    for (let division = 10; division < 60; division++) {
      rows.push({ code: `${division}-0000`, description: `Division ${division}` });
      for (let n = 1; n < 100; n++) {
        rows.push({
          code: `${division}-${String(n * 10).padStart(4, '0')}`,
          description: `Item ${division}.${n}`,
        });
      }
    }
    expect(rows).toHaveLength(5_000);
    const checked = await preview(company, rows);
    expect(checked.body).toMatchObject({ valid: 5_000, invalid: 0 });
    const res = await runImport(company, rows.slice().reverse());
    expect(res.status).toBe(201);
    expect(res.body.imported).toBe(5_000);
    expect(res.body.items).toHaveLength(5_000);
    const counted = await t.db.execute(
      sql`select count(*)::int as n from standard_cost_codes where organization_id = ${company.organizationId}`,
    );
    expect(rowsOf<{ n: number }>(counted)[0]?.n).toBe(5_000);
  }, 30_000);
});

describe('permissions', () => {
  it('a foreman can read (and so export) but not edit or import: 403, changing nothing', async () => {
    const before = await snapshot(admin.organizationId);
    expect((await call(t, foreman.token, 'GET', '/api/v1/cost-codes')).status).toBe(200);
    const id = await idOf(admin, '01-0000');
    const refusals = await Promise.all([
      create(foreman, { code: '04-0000', description: 'Masonry' }),
      batch(foreman, { creates: [{ code: '04-0000', description: 'Masonry' }] }),
      call(t, foreman.token, 'PATCH', `/api/v1/cost-codes/${id}`, { description: 'X' }),
      call(t, foreman.token, 'DELETE', `/api/v1/cost-codes/${id}`),
      preview(foreman, [{ code: '04-0000', description: 'Masonry' }]),
      runImport(foreman, [{ code: '04-0000', description: 'Masonry' }]),
    ]);
    expect(refusals.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403]);
    expect(await snapshot(admin.organizationId)).toEqual(before);
  });
});
