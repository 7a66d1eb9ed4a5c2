import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import { organizations, profiles, userRoles, users } from '../src/db/schema/index.ts';
import { withTenant } from '../src/lib/tenant.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let orgA: string;
let orgB: string;
let alice: string;
let bob: string;

beforeAll(async () => {
  t = await createTestApp();
  const [a, b] = await t.db
    .insert(organizations)
    .values([{ name: 'A Co' }, { name: 'B Co' }])
    .returning();
  if (!a || !b) throw new Error('orgs');
  orgA = a.id;
  orgB = b.id;
  const made = await t.db
    .insert(users)
    .values([{ email: 'alice@a.co' }, { email: 'bob@b.co' }])
    .returning();
  alice = made[0]?.id ?? '';
  bob = made[1]?.id ?? '';
  await t.db.insert(profiles).values([
    { id: alice, email: 'alice@a.co' },
    { id: bob, email: 'bob@b.co' },
  ]);
  await t.db.insert(userRoles).values([
    { userId: alice, organizationId: orgA, role: 'company_admin' },
    { userId: bob, organizationId: orgB, role: 'company_admin' },
  ]);
});
afterAll(() => t.close());

/** The database's own refusal, under drizzle's "Failed query" wrapper. */
async function refusal(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'no error';
  } catch (e) {
    return String((e as { cause?: Error }).cause?.message ?? e);
  }
}

const asAlice = <T>(fn: Parameters<typeof withTenant<T>>[2]) =>
  withTenant(t.db, { userId: alice, organizationId: orgA }, fn);

describe('row-level security refuses another organization’s rows, even to a raw query', () => {
  it('sees only its own organization and role records', async () => {
    const orgs = await asAlice((tx) => tx.execute(sql`select id from organizations`));
    expect(rowsOf<{ id: string }>(orgs).map((r) => r.id)).toEqual([orgA]);
    const roles = await asAlice((tx) => tx.execute(sql`select organization_id from user_roles`));
    expect(rowsOf<{ organization_id: string }>(roles).map((r) => r.organization_id)).toEqual([orgA]);
    const people = await asAlice((tx) => tx.execute(sql`select email from profiles`));
    expect(rowsOf<{ email: string }>(people).map((r) => r.email)).toEqual(['alice@a.co']);
  });

  it('cannot update or delete the other organization', async () => {
    const updated = await asAlice((tx) =>
      tx.execute(sql`update organizations set name = 'pwned' where id = ${orgB} returning id`),
    );
    expect(rowsOf(updated)).toHaveLength(0);
    const deleted = await asAlice((tx) =>
      tx.execute(sql`delete from user_roles where organization_id = ${orgB} returning id`),
    );
    expect(rowsOf(deleted)).toHaveLength(0);
    const check = await t.db.execute(sql`select name from organizations where id = ${orgB}`);
    expect(rowsOf<{ name: string }>(check)[0]?.name).toBe('B Co');
  });

  it('cannot insert a row into the other organization', async () => {
    expect(
      await refusal(
        asAlice((tx) =>
          tx.execute(
            sql`insert into user_roles (user_id, organization_id, role) values (${alice}, ${orgB}, 'director')`,
          ),
        ),
      ),
    ).toMatch(/row-level security/);
  });

  it('cannot read the auth schema at all', async () => {
    expect(await refusal(asAlice((tx) => tx.execute(sql`select * from auth.users`)))).toMatch(
      /permission denied/,
    );
  });

  it('without a tenant setting sees nothing', async () => {
    const rows = await withTenant(
      t.db,
      { userId: '00000000-0000-0000-0000-000000000000', organizationId: null },
      (tx) => tx.execute(sql`select id from organizations`),
    );
    expect(rowsOf(rows)).toHaveLength(0);
  });

  it('the setting does not leak past the transaction', async () => {
    await asAlice((tx) => tx.execute(sql`select 1`));
    const rows = await t.db.execute(
      sql`select current_setting('app.org_id', true) as org, current_user as who`,
    );
    const row = rowsOf<{ org: string | null; who: string }>(rows)[0];
    expect(row?.org ?? '').toBe('');
    expect(row?.who).not.toBe('app_user');
  });
});
