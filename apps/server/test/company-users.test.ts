import { deriveUserStatus, ROLES, type TRole } from '@groundwork/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, userRoles, users } from '../src/db/schema/index.ts';
import { addMember, call, createCompany, type Member } from './helpers/org-users.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Member;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createCompany(t, 'cu-admin@example.com', 'Partner Builders');
});
afterAll(() => t.close());

const unique = (prefix: string) => `${prefix}-${++n}@example.com`;

const addUser = (token: string, overrides: Record<string, unknown> = {}) =>
  call(t, token, 'POST', '/api/v1/company-users', {
    first_name: 'Paula',
    last_name: 'Partner',
    email: unique('paula'),
    ...overrides,
  });

async function signInWith(email: string, password: string) {
  return t.request('/auth/v1/token?grant_type=password', { method: 'POST', json: { email, password } });
}

const listed = async (token: string, search = '') =>
  (
    await call(
      t,
      token,
      'GET',
      `/api/v1/company-users${search ? `?search=${encodeURIComponent(search)}` : ''}`,
    )
  ).body.items as { user_id: string; status: string; is_active: boolean; email: string }[];

describe('derived status (spec §4)', () => {
  it.each([
    [null, null, 'Pending'],
    ['2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z', 'Active'],
    ['2026-01-01T00:00:00Z', null, 'Confirmed'],
    [null, '2026-01-02T00:00:00Z', 'Unknown'],
  ])('confirmed %s, signed in %s → %s', (confirmed, signedIn, status) => {
    expect(deriveUserStatus(confirmed, signedIn)).toBe(status);
  });
});

describe('third-party users', () => {
  it('adds by invitation as third_party only; Pending until they sign in, then Active', async () => {
    const email = unique('partner');
    const res = await addUser(admin.token, { email });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      email,
      role: 'third_party',
      status: 'Pending',
      organization_name: 'Partner Builders',
      is_active: true,
    });
    expect(res.body.temporary_password).toMatch(/^\S{16}$/);
    expect((await listed(admin.token)).find((u) => u.email === email)?.status).toBe('Pending');
    expect((await signInWith(email, res.body.temporary_password)).status).toBe(200);
    expect((await listed(admin.token)).find((u) => u.email === email)?.status).toBe('Active');
  });

  it('a confirmed address that never signed in shows Confirmed', async () => {
    const email = unique('confirmed');
    const res = await addUser(admin.token, { email });
    await t.db.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, res.body.user.user_id));
    expect((await listed(admin.token)).find((u) => u.email === email)?.status).toBe('Confirmed');
  });

  it('lists only third-party users of this organization, searchable by name or e-mail', async () => {
    const other = await createCompany(t, unique('elsewhere'), 'Elsewhere Co');
    await addUser(other.token, { first_name: 'Hidden', email: unique('hidden') });
    await addUser(admin.token, { first_name: 'Quentin', email: unique('quentin') });
    const mine = await listed(admin.token);
    expect(mine.every((u) => !u.email.startsWith('hidden'))).toBe(true);
    expect(mine.some((u) => u.email === admin.email)).toBe(false);
    const found = await listed(admin.token, 'quent');
    expect(found.map((u) => u.email)).toEqual([expect.stringMatching(/^quentin-/)]);
  });

  it('has accountant-level access: works with customers, cannot edit company settings or people', async () => {
    const email = unique('level');
    const res = await addUser(admin.token, { email });
    const session = await json(await signInWith(email, res.body.temporary_password));
    const token = session.access_token;
    // Nothing else opens before the temporary password is changed.
    await call(t, token, 'POST', '/api/v1/me/password', {
      currentPassword: res.body.temporary_password,
      newPassword: 'partner-own-password-3',
    });
    const customer = await call(t, token, 'POST', '/api/v1/customers', {
      customer_number: 'C-TP01',
      name: 'Via Partner',
    });
    expect(customer.status).toBe(201);
    expect((await call(t, token, 'PATCH', '/api/v1/organization/profile', { name: 'Hijack' })).status).toBe(
      403,
    );
    expect((await addUser(token)).status).toBe(403);
    expect((await call(t, token, 'GET', '/api/v1/company-users')).status).toBe(403);
  });

  it.each([
    [{ first_name: ' ' }, 'First name is required'],
    [{ last_name: 'y'.repeat(51) }, 'Last name must be less than 50 characters'],
    [{ email: 'bad' }, 'Invalid email address'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'Email must be less than 255 characters'],
    [{ role: 'director' }, 'Role is required'],
  ])('edit refuses %j with "%s"', async (override, message) => {
    const res = await addUser(admin.token);
    const edit = await call(t, admin.token, 'PATCH', `/api/v1/company-users/${res.body.user.user_id}`, {
      first_name: 'Paula',
      last_name: 'Partner',
      email: res.body.user.email,
      role: 'third_party',
      ...override,
    });
    expect(edit.status).toBe(400);
    expect(edit.body.error.message).toBe(message);
  });

  it('edits trimmed names, the e-mail and the role', async () => {
    const res = await addUser(admin.token);
    const id = res.body.user.user_id;
    const edit = await call(t, admin.token, 'PATCH', `/api/v1/company-users/${id}`, {
      first_name: '  Pia ',
      last_name: ' Partner ',
      email: 'Pia.Partner@Example.com',
      role: 'third_party',
    });
    expect(edit.status).toBe(200);
    const [p] = await t.db.select().from(profiles).where(eq(profiles.id, id));
    expect(p).toMatchObject({ firstName: 'Pia', lastName: 'Partner', email: 'pia.partner@example.com' });
    const promote = await call(t, admin.token, 'PATCH', `/api/v1/company-users/${id}`, {
      first_name: 'Pia',
      last_name: 'Partner',
      email: 'pia.partner@example.com',
      role: 'accountant',
    });
    expect(promote.status).toBe(200);
    const [role] = await t.db.select().from(userRoles).where(eq(userRoles.userId, id));
    expect(role?.role).toBe('accountant');
  });

  it('deactivating ends sessions and blocks sign-in; activating restores it', async () => {
    const email = unique('stop');
    const res = await addUser(admin.token, { email });
    const session = await json(await signInWith(email, res.body.temporary_password));
    const id = res.body.user.user_id;
    const off = await call(t, admin.token, 'POST', `/api/v1/company-users/${id}/deactivate`);
    expect(off.body).toEqual({ user_id: id, is_active: false });
    expect((await call(t, session.access_token, 'GET', '/api/v1/me')).status).toBe(401);
    expect((await json(await signInWith(email, res.body.temporary_password))).error_code).toBe('user_banned');
    expect((await listed(admin.token)).find((u) => u.user_id === id)?.is_active).toBe(false);
    await call(t, admin.token, 'POST', `/api/v1/company-users/${id}/activate`);
    expect((await signInWith(email, res.body.temporary_password)).status).toBe(200);
  });

  it('deletes: the person leaves the organization and an account with no other role is removed', async () => {
    const res = await addUser(admin.token);
    const id = res.body.user.user_id;
    const del = await call(t, admin.token, 'DELETE', `/api/v1/company-users/${id}`);
    expect(del.status).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, id))).toHaveLength(0);
    expect((await call(t, admin.token, 'DELETE', `/api/v1/company-users/${id}`)).status).toBe(404);
  });

  it('never deactivates or deletes a director; a company admin cannot edit one', async () => {
    const director = await addMember(t, admin.organizationId, unique('dir'), 'director');
    for (const [method, path] of [
      ['POST', `/api/v1/company-users/${director.userId}/deactivate`],
      ['DELETE', `/api/v1/company-users/${director.userId}`],
    ] as const) {
      expect((await call(t, admin.token, method, path)).status).toBe(403);
    }
    const edit = await call(t, admin.token, 'PATCH', `/api/v1/company-users/${director.userId}`, {
      first_name: 'Not',
      last_name: 'Allowed',
      email: director.email,
      role: 'accountant',
    });
    expect(edit.status).toBe(403);
    const viaFn = await call(t, director.token, 'POST', '/functions/v1/deactivate-user', {
      userId: director.userId,
      organizationId: admin.organizationId,
    });
    expect(viaFn.status).toBe(403);
  });

  it("answers 404 for another organization's people, and refuses naming another organization", async () => {
    const other = await createCompany(t, unique('other'), 'Other Partners');
    const mine = await addUser(admin.token);
    const id = mine.body.user.user_id;
    for (const [method, path, body] of [
      [
        'PATCH',
        `/api/v1/company-users/${id}`,
        { first_name: 'X', last_name: 'Y', email: 'x@y.co', role: 'third_party' },
      ],
      ['POST', `/api/v1/company-users/${id}/deactivate`, undefined],
      ['DELETE', `/api/v1/company-users/${id}`, undefined],
    ] as const) {
      expect((await call(t, other.token, method, path, body)).status).toBe(404);
    }
    for (const name of ['deactivate-user', 'delete-user'] as const) {
      const res = await call(t, other.token, 'POST', `/functions/v1/${name}`, {
        userId: id,
        organizationId: admin.organizationId,
      });
      expect(res.status).toBe(403);
    }
    expect((await listed(admin.token)).find((u) => u.user_id === id)?.is_active).toBe(true);
  });
});

describe('server functions', () => {
  it('add-company-user, update-user, deactivate-user and delete-user take the spec bodies', async () => {
    const added = await call(t, admin.token, 'POST', '/functions/v1/add-company-user', {
      firstName: 'Fn',
      lastName: 'Partner',
      email: unique('fn-partner'),
      role: 'third_party',
      organizationId: admin.organizationId,
    });
    expect(added.status).toBe(200);
    const userId = added.body.user.user_id;
    const wrongRole = await call(t, admin.token, 'POST', '/functions/v1/add-company-user', {
      firstName: 'Fn',
      lastName: 'Admin',
      email: unique('fn-admin'),
      role: 'company_admin',
      organizationId: admin.organizationId,
    });
    expect(wrongRole.status).toBe(400);
    const updated = await call(t, admin.token, 'POST', '/functions/v1/update-user', {
      userId,
      organizationId: admin.organizationId,
      email: unique('fn-renamed'),
      firstName: 'Renamed',
      lastName: 'Partner',
      role: 'third_party',
    });
    expect(updated.body).toEqual({ success: true });
    const off = await call(t, admin.token, 'POST', '/functions/v1/deactivate-user', {
      userId,
      organizationId: admin.organizationId,
    });
    expect(off.body).toEqual({ success: true });
    const gone = await call(t, admin.token, 'POST', '/functions/v1/delete-user', {
      userId,
      organizationId: admin.organizationId,
    });
    expect(gone.body).toEqual({ success: true });
    expect(await t.db.select().from(users).where(eq(users.id, userId))).toHaveLength(0);
  });

  it('an internal user may act on any organization (the support desk)', async () => {
    const superAdmin = await addMember(t, t.internalOrgId, unique('support'), 'super_admin');
    const res = await call(t, superAdmin.token, 'POST', '/functions/v1/add-company-user', {
      firstName: 'Helped',
      lastName: 'Partner',
      email: unique('helped'),
      organizationId: admin.organizationId,
    });
    expect(res.status).toBe(200);
    expect(res.body.user.organization_id).toBe(admin.organizationId);
  });
});

describe('permissions (spec §6) by role', () => {
  const roles = ROLES.filter((r) => !['company_admin', 'director', 'super_admin'].includes(r));
  it.each(roles)('%s cannot list, add, edit, deactivate or delete users', async (role) => {
    const m = await addMember(t, admin.organizationId, unique(`role-${role}`), role as TRole);
    const target = (await addUser(admin.token)).body.user.user_id;
    expect((await call(t, m.token, 'GET', '/api/v1/company-users')).status).toBe(403);
    expect((await addUser(m.token)).status).toBe(403);
    const edit = await call(t, m.token, 'PATCH', `/api/v1/company-users/${target}`, {
      first_name: 'a',
      last_name: 'b',
      email: 'a@b.co',
      role: 'third_party',
    });
    expect(edit.status).toBe(403);
    expect((await call(t, m.token, 'POST', `/api/v1/company-users/${target}/deactivate`)).status).toBe(403);
    expect((await call(t, m.token, 'DELETE', `/api/v1/company-users/${target}`)).status).toBe(403);
  });
});
