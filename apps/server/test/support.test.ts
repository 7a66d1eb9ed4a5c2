import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  chartOfAccounts,
  costCategories,
  customers,
  departments,
  organizations,
  profiles,
  userRoles,
  users,
} from '../src/db/schema/index.ts';
import { addMember, call, createCompany, type Member } from './helpers/org-users.ts';
import { linkIn, startSmtpCatcher } from './helpers/smtp-catcher.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let t: TestApp;
let director: Member;
let superAdmin: Member;
let n = 0;
const unique = (prefix: string) => `${prefix}-${++n}@example.com`;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ smtpUrl: smtp.url });
  director = await addMember(t, t.internalOrgId, 'director@support.test', 'director');
  superAdmin = await addMember(t, t.internalOrgId, 'super@support.test', 'super_admin');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let idCounter = 100;
const companyBody = (overrides: Record<string, unknown> = {}) => ({
  companyName: 'Summit Concrete',
  companyId: `SUMM-${++idCounter}`,
  subscriptionTier: 'professional',
  adminFirstName: 'Sam',
  adminLastName: 'Summit',
  adminEmail: unique('summit-admin'),
  ...overrides,
});

async function signInWith(email: string, password: string) {
  return t.request('/auth/v1/token?grant_type=password', { method: 'POST', json: { email, password } });
}

describe('create company', () => {
  it('creates the company with its starting data and invites its admin, in one go', async () => {
    const body = companyBody();
    const res = await call(t, superAdmin.token, 'POST', '/api/v1/support/companies', body);
    expect(res.status).toBe(201);
    expect(res.body.companyNumber).toBe(body.companyId);
    const orgId = res.body.organization_id;
    const [org] = await t.db.select().from(organizations).where(eq(organizations.id, orgId));
    expect(org).toMatchObject({ name: 'Summit Concrete', subscriptionTier: 'professional', isActive: true });
    expect(
      await t.db.select().from(chartOfAccounts).where(eq(chartOfAccounts.organizationId, orgId)),
    ).toHaveLength(34);
    expect(
      await t.db.select().from(costCategories).where(eq(costCategories.organizationId, orgId)),
    ).toHaveLength(5);
    expect(await t.db.select().from(departments).where(eq(departments.organizationId, orgId))).toHaveLength(
      2,
    );
    const [role] = await t.db.select().from(userRoles).where(eq(userRoles.organizationId, orgId));
    expect(role?.role).toBe('company_admin');
    const mail = await smtp.waitFor(body.adminEmail);
    expect(mail.subject).toBe('You have been invited to Summit Concrete on Groundwork');
    expect(linkIn(mail)).toContain('type=invite');
    // The admin signs in with the temporary password and lands in their company.
    const session = await json(await signInWith(body.adminEmail, res.body.temporary_password));
    const me = await call(t, session.access_token, 'GET', '/api/v1/me');
    expect(me.body.organization.id).toBe(orgId);
    expect(me.body.profile.password_changed).toBe(false);
    const trail = await t.db.select().from(auditLog).where(eq(auditLog.entityId, orgId));
    expect(trail.map((a) => [a.action, a.actorId])).toEqual([['create_company', superAdmin.userId]]);
  });

  it('the function answers companyNumber with the spec body', async () => {
    const body = companyBody({ subscriptionTier: undefined });
    const res = await call(t, director.token, 'POST', '/functions/v1/create-company', body);
    expect(res.status).toBe(200);
    expect(res.body.companyNumber).toBe(body.companyId);
    const [org] = await t.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, res.body.organizationId));
    expect(org?.subscriptionTier).toBe('trial');
  });

  it('refuses a duplicate company ID and a taken e-mail, leaving nothing behind', async () => {
    const first = companyBody();
    await call(t, director.token, 'POST', '/api/v1/support/companies', first);
    const before = (await t.db.select().from(organizations)).length;
    const dup = await call(
      t,
      director.token,
      'POST',
      '/api/v1/support/companies',
      companyBody({ companyId: first.companyId }),
    );
    expect(dup.status).toBe(409);
    expect(dup.body.error).toEqual({
      code: 'company_id_taken',
      message: 'This company ID is already in use',
    });
    const taken = await call(
      t,
      director.token,
      'POST',
      '/api/v1/support/companies',
      companyBody({ adminEmail: first.adminEmail }),
    );
    expect(taken.status).toBe(409);
    expect((await t.db.select().from(organizations)).length).toBe(before);
  });

  it.each([
    [{ companyName: 'X' }, 'Company name must be between 2 and 100 characters'],
    [{ companyId: 'SUM-1' }, 'Company ID must be in format XXXX-### (4 letters, dash, 3 numbers)'],
    [{ adminFirstName: 'S' }, 'Admin first name must be between 2 and 50 characters'],
    [{ adminEmail: 'nope' }, 'Invalid email address'],
    [{ subscriptionTier: 'platinum' }, null],
  ])('validates %j', async (override, message) => {
    const res = await call(t, director.token, 'POST', '/api/v1/support/companies', companyBody(override));
    expect(res.status).toBe(400);
    if (message) expect(res.body.error.message).toBe(message);
  });

  it('is refused to every company role', async () => {
    const admin = await createCompany(t, unique('plain-admin'), 'Plain Co');
    expect((await call(t, admin.token, 'POST', '/api/v1/support/companies', companyBody())).status).toBe(403);
    expect((await call(t, admin.token, 'POST', '/functions/v1/create-company', companyBody())).status).toBe(
      403,
    );
    expect((await call(t, admin.token, 'GET', '/api/v1/support/overview')).status).toBe(403);
  });
});

describe('companies', () => {
  it('lists client companies (never the product’s own) with search, tier and status filters', async () => {
    const made = await call(
      t,
      director.token,
      'POST',
      '/api/v1/support/companies',
      companyBody({
        companyName: 'Granite Works',
        companyId: 'GRAN-001',
        subscriptionTier: 'enterprise',
      }),
    );
    const all = await call(t, director.token, 'GET', '/api/v1/support/companies?pageSize=100');
    expect(all.body.items.every((c: { name: string }) => c.name !== 'Groundwork')).toBe(true);
    const granite = await call(t, director.token, 'GET', '/api/v1/support/companies?search=gran');
    expect(granite.body.items.map((c: { id: string }) => c.id)).toEqual([made.body.organization_id]);
    expect(granite.body.items[0]).toMatchObject({
      company_number: 'GRAN-001',
      user_count: 1,
      is_active: true,
    });
    const enterprise = await call(t, director.token, 'GET', '/api/v1/support/companies?tier=enterprise');
    expect(
      enterprise.body.items.every((c: { subscription_tier: string }) => c.subscription_tier === 'enterprise'),
    ).toBe(true);
    const detail = await call(
      t,
      superAdmin.token,
      'GET',
      `/api/v1/support/companies/${made.body.organization_id}`,
    );
    expect(detail.body).toMatchObject({ name: 'Granite Works', default_currency: 'USD', user_count: 1 });
    const people = await call(
      t,
      superAdmin.token,
      'GET',
      `/api/v1/support/companies/${made.body.organization_id}/users`,
    );
    expect(people.body.items).toHaveLength(1);
    const missing = await call(
      t,
      director.token,
      'GET',
      '/api/v1/support/companies/00000000-0000-4000-8000-000000000000',
    );
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Company not found');
    const own = await call(t, director.token, 'GET', `/api/v1/support/companies/${t.internalOrgId}`);
    expect(own.status).toBe(404);
  });

  it("a deactivated company's people are signed out and cannot sign in until it is reactivated (directors only)", async () => {
    const body = companyBody();
    const made = await call(t, director.token, 'POST', '/api/v1/support/companies', body);
    const orgId = made.body.organization_id;
    const session = await json(await signInWith(body.adminEmail, made.body.temporary_password));
    expect(
      (await call(t, superAdmin.token, 'PATCH', `/api/v1/support/companies/${orgId}`, { is_active: false }))
        .status,
    ).toBe(403);
    const off = await call(t, director.token, 'PATCH', `/api/v1/support/companies/${orgId}`, {
      is_active: false,
    });
    expect(off.body.is_active).toBe(false);
    expect((await call(t, session.access_token, 'GET', '/api/v1/me')).status).toBe(401);
    const refused = await json(await signInWith(body.adminEmail, made.body.temporary_password));
    expect(refused.msg).toBe("Your company's account is inactive. Please contact Groundwork support.");
    const overview = await call(t, superAdmin.token, 'GET', '/api/v1/support/overview');
    expect(overview.body.companies.inactive).toBeGreaterThanOrEqual(1);
    const inactive = await call(t, director.token, 'GET', '/api/v1/support/companies?status=inactive');
    expect(inactive.body.items.map((c: { id: string }) => c.id)).toContain(orgId);
    await call(t, director.token, 'PATCH', `/api/v1/support/companies/${orgId}`, { is_active: true });
    expect((await signInWith(body.adminEmail, made.body.temporary_password)).status).toBe(200);
  });

  it('deletes a company and everything it owns once its name is typed; accounts left without a company go too', async () => {
    const body = companyBody({ companyName: 'Doomed Drywall' });
    const made = await call(t, director.token, 'POST', '/api/v1/support/companies', body);
    const orgId = made.body.organization_id;
    const session = await json(await signInWith(body.adminEmail, made.body.temporary_password));
    await call(t, session.access_token, 'POST', '/api/v1/customers', {
      customer_number: 'C-DOOM',
      name: 'Gone Soon',
    });
    const wrong = await call(t, director.token, 'DELETE', `/api/v1/support/companies/${orgId}`, {
      confirm_name: 'doomed drywall',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('The company name you typed does not match');
    expect(
      (
        await call(t, superAdmin.token, 'DELETE', `/api/v1/support/companies/${orgId}`, {
          confirm_name: 'Doomed Drywall',
        })
      ).status,
    ).toBe(403);
    const del = await call(t, director.token, 'DELETE', `/api/v1/support/companies/${orgId}`, {
      confirm_name: 'Doomed Drywall',
    });
    expect(del.status).toBe(200);
    expect(await t.db.select().from(organizations).where(eq(organizations.id, orgId))).toHaveLength(0);
    expect(await t.db.select().from(customers).where(eq(customers.organizationId, orgId))).toHaveLength(0);
    expect(
      await t.db.select().from(chartOfAccounts).where(eq(chartOfAccounts.organizationId, orgId)),
    ).toHaveLength(0);
    expect(await t.db.select().from(users).where(eq(users.email, body.adminEmail))).toHaveLength(0);
    const [trail] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'delete_company'));
    expect(trail).toMatchObject({ entityId: orgId, actorId: director.userId });
  });
});

describe('all users', () => {
  it('lists everyone across companies with company and role filters', async () => {
    const a = await createCompany(t, unique('all-a'), 'Alpha Co');
    await createCompany(t, unique('all-b'), 'Beta Co');
    const byOrg = await call(
      t,
      director.token,
      'GET',
      `/api/v1/support/users?organization_id=${a.organizationId}`,
    );
    expect(byOrg.body.items.map((u: { email: string }) => u.email)).toEqual([a.email]);
    expect(byOrg.body.items[0]).toMatchObject({
      role: 'company_admin',
      organization_name: 'Alpha Co',
      status: 'Active',
    });
    const directors = await call(t, director.token, 'GET', '/api/v1/support/users?role=director');
    expect(directors.body.items.every((u: { role: string }) => u.role === 'director')).toBe(true);
    const found = await call(t, director.token, 'GET', '/api/v1/support/users?search=beta');
    expect(
      found.body.items.some((u: { organization_name: string }) => u.organization_name === 'Beta Co'),
    ).toBe(true);
  });

  it('edits, deactivates (sessions end), reactivates and deletes; never a director', async () => {
    const person = await createCompany(t, unique('target'), 'Target Co');
    const edit = await call(t, superAdmin.token, 'PATCH', `/api/v1/support/users/${person.userId}`, {
      first_name: 'Tess',
      last_name: 'Target',
      email: person.email,
    });
    expect(edit.status).toBe(200);
    const [p] = await t.db.select().from(profiles).where(eq(profiles.id, person.userId));
    expect(p?.fullName).toBe('Tess Target');
    expect(
      (await call(t, superAdmin.token, 'POST', `/api/v1/support/users/${person.userId}/deactivate`)).body
        .is_active,
    ).toBe(false);
    expect((await call(t, person.token, 'GET', '/api/v1/me')).status).toBe(401);
    await call(t, superAdmin.token, 'POST', `/api/v1/support/users/${person.userId}/activate`);
    await t.signIn(person.email);
    const bySuperAdmin = await call(
      t,
      superAdmin.token,
      'POST',
      `/api/v1/support/users/${director.userId}/deactivate`,
    );
    expect(bySuperAdmin.status).toBe(403);
    expect(bySuperAdmin.body.error.message).toBe('Only a director can do this to a director');
    const dir = await call(t, director.token, 'POST', `/api/v1/support/users/${director.userId}/deactivate`);
    expect(dir.status).toBe(403);
    expect(dir.body.error.message).toBe('Directors cannot be deactivated for safety reasons');
    expect((await call(t, director.token, 'DELETE', `/api/v1/support/users/${director.userId}`)).status).toBe(
      403,
    );
    expect(
      (
        await call(t, superAdmin.token, 'PATCH', `/api/v1/support/users/${director.userId}`, {
          first_name: 'Hacked',
        })
      ).status,
    ).toBe(403);
    expect((await call(t, superAdmin.token, 'DELETE', `/api/v1/support/users/${person.userId}`)).status).toBe(
      200,
    );
    expect(await t.db.select().from(users).where(eq(users.id, person.userId))).toHaveLength(0);
  });
});

describe('internal administrators', () => {
  it('adds a super admin with a generated password shown once, invited by mail; only directors add directors', async () => {
    const email = unique('new-super');
    const res = await call(t, superAdmin.token, 'POST', '/api/v1/support/internal-admins', {
      firstName: 'Nia',
      lastName: 'Support',
      email,
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ role: 'super_admin', password_changed: false, email });
    expect(res.body.generatedPassword).toMatch(/^\S{16}$/);
    await smtp.waitFor(email);
    const viaFn = await call(t, superAdmin.token, 'POST', '/functions/v1/add-internal-admin', {
      firstName: 'Dee',
      lastName: 'Rector',
      email: unique('would-be-director'),
      role: 'director',
    });
    expect(viaFn.status).toBe(403);
    const byDirector = await call(t, director.token, 'POST', '/functions/v1/add-internal-admin', {
      firstName: 'Dee',
      lastName: 'Rector',
      email: unique('real-director'),
      role: 'director',
    });
    expect(byDirector.status).toBe(200);
    expect(byDirector.body.generatedPassword).toMatch(/^\S{16}$/);
    const list = await call(t, director.token, 'GET', '/api/v1/support/internal-admins');
    const roles = list.body.items.map((u: { role: string }) => u.role);
    expect(roles.filter((r: string) => r === 'director').length).toBeGreaterThanOrEqual(2);
    const overview = await call(t, director.token, 'GET', '/api/v1/support/overview');
    expect(overview.body.internal_admins.directors).toBe(
      roles.filter((r: string) => r === 'director').length,
    );
  });

  it('resends the invitation while the password is not yet their own, then refuses', async () => {
    const email = unique('resend');
    const res = await call(t, director.token, 'POST', '/api/v1/support/internal-admins', {
      firstName: 'Re',
      lastName: 'Send',
      email,
    });
    const userId = res.body.user.user_id;
    const count = smtp.mails.filter((m) => m.to.includes(email)).length;
    const again = await call(t, director.token, 'POST', '/functions/v1/resend-invitation', { userId });
    expect(again.body).toEqual({ success: true });
    await expect.poll(() => smtp.mails.filter((m) => m.to.includes(email)).length).toBe(count + 1);
    // They follow the newest link and choose a password: no more resending.
    const landed = await t.app.request(linkIn(await smtp.waitFor(email)));
    const token =
      new URLSearchParams((landed.headers.get('location') ?? '').split('#')[1]).get('access_token') ?? '';
    await t.request('/auth/v1/user', { method: 'PUT', token, json: { password: 'my-support-password-1' } });
    const refused = await call(
      t,
      director.token,
      'POST',
      `/api/v1/support/users/${userId}/resend-invitation`,
    );
    expect(refused.status).toBe(409);
  });

  it('resets a password: sessions end, the new one works and must be changed; policy applies', async () => {
    const person = await createCompany(t, unique('forgetful'), 'Forgetful Co');
    const short = await call(t, superAdmin.token, 'POST', '/functions/v1/reset-user-password', {
      userId: person.userId,
      newPassword: '12345',
    });
    expect(short.body.error.message).toBe('Password must be at least 6 characters');
    const weak = await call(t, superAdmin.token, 'POST', '/functions/v1/reset-user-password', {
      userId: person.userId,
      newPassword: '1234567',
    });
    expect(weak.status).toBe(400);
    const ok = await call(t, superAdmin.token, 'POST', '/functions/v1/reset-user-password', {
      userId: person.userId,
      newPassword: 'a-fresh-start-77',
    });
    expect(ok.body).toEqual({ success: true });
    expect((await call(t, person.token, 'GET', '/api/v1/me')).status).toBe(401);
    const session = await t.signIn(person.email, 'a-fresh-start-77');
    const me = await call(t, session.access_token, 'GET', '/api/v1/me');
    expect(me.body.profile.password_changed).toBe(false);
    const dir = await call(t, superAdmin.token, 'POST', '/functions/v1/reset-user-password', {
      userId: director.userId,
      newPassword: 'taking-over-now-1',
    });
    expect(dir.status).toBe(403);
  });

  it('deletes a super admin but never a director', async () => {
    const res = await call(t, director.token, 'POST', '/api/v1/support/internal-admins', {
      firstName: 'Gone',
      lastName: 'Soon',
      email: unique('gone'),
    });
    const id = res.body.user.user_id;
    expect(
      (
        await call(t, director.token, 'POST', '/functions/v1/delete-internal-admin', {
          userId: director.userId,
        })
      ).status,
    ).toBe(403);
    expect((await call(t, director.token, 'DELETE', `/api/v1/support/internal-admins/${id}`)).status).toBe(
      200,
    );
    expect(await t.db.select().from(users).where(eq(users.id, id))).toHaveLength(0);
    const plain = await createCompany(t, unique('not-admin'), 'Not Admin Co');
    expect(
      (await call(t, director.token, 'DELETE', `/api/v1/support/internal-admins/${plain.userId}`)).status,
    ).toBe(404);
  });

  it('every support action is audited with the acting internal user', async () => {
    const rows = await t.db.select().from(auditLog);
    const support = rows.filter((r) =>
      [
        'create_company',
        'add_internal_admin',
        'reset_user_password',
        'resend_invitation',
        'support_deactivate_user',
      ].includes(r.action),
    );
    expect(support.length).toBeGreaterThan(5);
    expect(support.every((r) => r.actorId === director.userId || r.actorId === superAdmin.userId)).toBe(true);
  });
});
