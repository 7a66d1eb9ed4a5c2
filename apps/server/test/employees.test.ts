import { ROLES, type TRole } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employees, profiles, userRoles, users } from '../src/db/schema/index.ts';
import { addMember, call, createCompany, type Member } from './helpers/org-users.ts';
import { linkIn, startSmtpCatcher } from './helpers/smtp-catcher.ts';
import { createTestApp, json, SITE, type TestApp } from './helpers/test-app.ts';

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let t: TestApp;
let admin: Member;
let n = 0;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ smtpUrl: smtp.url });
  admin = await createCompany(t, 'emp-admin@example.com', 'Employee Builders');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const unique = (prefix: string) => `${prefix}-${++n}@example.com`;

async function add(token: string, overrides: Record<string, unknown> = {}) {
  return call(t, token, 'POST', '/api/v1/employees', {
    first_name: 'Dana',
    last_name: 'Field',
    email: unique('dana'),
    role: 'field_employee',
    job_title: 'Carpenter',
    hire_date: '2026-03-02',
    ...overrides,
  });
}

async function signInWith(email: string, password: string) {
  return t.request('/auth/v1/token?grant_type=password', { method: 'POST', json: { email, password } });
}

describe('add employee', () => {
  it('creates account, profile, role and employee row at once, with a random temporary password', async () => {
    const first = await add(admin.token, { email: 'first-hire@example.com' });
    expect(first.status).toBe(201);
    const { employee, temporary_password: password, invitation_sent: sent } = first.body;
    expect(sent).toBe(true);
    expect(employee).toMatchObject({
      first_name: 'Dana',
      last_name: 'Field',
      full_name: 'Dana Field',
      email: 'first-hire@example.com',
      role: 'field_employee',
      job_title: 'Carpenter',
      hire_date: '2026-03-02',
      employment_status: 'pending',
      organization_id: admin.organizationId,
    });
    expect(password).toMatch(/^\S{16}$/);
    const second = await add(admin.token);
    expect(second.body.temporary_password).not.toBe(password);

    const [user] = await t.db.select().from(users).where(eq(users.id, employee.user_id));
    expect(user?.emailConfirmedAt).toBeNull();
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, employee.user_id));
    expect(profile).toMatchObject({ passwordChanged: false, firstName: 'Dana', isActive: true });
    const roles = await t.db.select().from(userRoles).where(eq(userRoles.userId, employee.user_id));
    expect(roles.map((r) => [r.organizationId, r.role])).toEqual([[admin.organizationId, 'field_employee']]);
    const trail = await t.db.select().from(auditLog).where(eq(auditLog.entityId, employee.id));
    expect(trail.map((a) => a.action)).toEqual(['employee_added']);
  });

  it('mails an invitation whose link signs the person in to choose a password; then they are active', async () => {
    const email = unique('invitee');
    const added = await add(admin.token, { email });
    const mail = await smtp.waitFor(email);
    expect(mail.subject).toBe('You have been invited to Employee Builders on Groundwork');
    const res = await t.app.request(linkIn(mail));
    const location = res.headers.get('location') ?? '';
    expect(location.startsWith(`${SITE}/reset-password#`)).toBe(true);
    const accessToken = new URLSearchParams(location.split('#')[1]).get('access_token') ?? '';
    const set = await t.request('/auth/v1/user', {
      method: 'PUT',
      token: accessToken,
      json: { password: 'my-chosen-password-1' },
    });
    expect(set.status).toBe(200);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, added.body.employee.user_id));
    expect(profile?.passwordChanged).toBe(true);
    expect((await signInWith(email, 'my-chosen-password-1')).status).toBe(200);
    // The temporary password no longer works once they chose their own.
    expect((await signInWith(email, added.body.temporary_password)).status).toBe(400);
    const got = await call(t, admin.token, 'GET', `/api/v1/employees/${added.body.employee.id}`);
    expect(got.body.employment_status).toBe('active');
  });

  it('the temporary password signs in before the link is used, and must then be changed', async () => {
    const email = unique('temp');
    const added = await add(admin.token, { email });
    const res = await signInWith(email, added.body.temporary_password);
    expect(res.status).toBe(200);
    const session = await json(res);
    const me = await call(t, session.access_token, 'GET', '/api/v1/me');
    expect(me.body.profile.password_changed).toBe(false);
    const changed = await call(t, session.access_token, 'POST', '/api/v1/me/password', {
      currentPassword: added.body.temporary_password,
      newPassword: 'a-better-password-4',
    });
    expect(changed.status).toBe(200);
  });

  it.each([
    [{ first_name: '  ' }, 'First name is required'],
    [{ last_name: '' }, 'Last name is required'],
    [{ first_name: 'x'.repeat(51) }, 'First name must be less than 50 characters'],
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{ role: 'director' }, 'Role is required'],
    [{ role: 'third_party' }, 'Role is required'],
    [{ hire_date: '03/02/2026' }, 'Invalid date'],
  ])('refuses %j with "%s", creating nothing', async (override, message) => {
    const before = (await t.db.select().from(users)).length;
    const res = await add(admin.token, override);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect((await t.db.select().from(users)).length).toBe(before);
  });

  it('refuses an address that already has an account, with the spec-like message and no half-written data', async () => {
    await t.signUp('already@example.com');
    const before = (await t.db.select().from(employees)).length;
    const res = await add(admin.token, { email: 'Already@Example.com' });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('A user with this email address already exists');
    expect((await t.db.select().from(employees)).length).toBe(before);
  });

  it('puts the person in an active department of the company only when departments are on', async () => {
    const created = await call(t, admin.token, 'POST', '/api/v1/departments', { name: 'Estimating' });
    const deptId = created.body.id;
    const off = await add(admin.token, { department_id: deptId });
    expect(off.body.employee.department_id).toBeNull();
    await call(t, admin.token, 'PATCH', '/api/v1/organization/business', { departments_enabled: true });
    const on = await add(admin.token, { department_id: deptId });
    expect(on.body.employee).toMatchObject({ department_id: deptId, department_name: 'Estimating' });
    await call(t, admin.token, 'PATCH', `/api/v1/departments/${deptId}`, { is_active: false });
    const inactive = await add(admin.token, { department_id: deptId });
    expect(inactive.status).toBe(400);
    const other = await createCompany(t, unique('other-admin'), 'Other Co');
    const theirs = await call(t, other.token, 'POST', '/api/v1/departments', { name: 'Theirs' });
    const foreign = await add(admin.token, { department_id: theirs.body.id });
    expect(foreign.status).toBe(400);
    // A department with people in it cannot be deleted (they would lose it silently).
    await call(t, admin.token, 'PATCH', `/api/v1/departments/${deptId}`, { is_active: true });
    const del = await call(t, admin.token, 'DELETE', `/api/v1/departments/${deptId}`);
    expect(del.status).toBe(409);
    expect(del.body.error.code).toBe('department_in_use');
    // With departments on, every employee needs one.
    const none = await add(admin.token, { department_id: '' });
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe('Department is required');
    await call(t, admin.token, 'PATCH', '/api/v1/organization/business', { departments_enabled: false });
  });
});

describe('list', () => {
  it('searches by name, e-mail, job title and department, newest first, a page at a time', async () => {
    const org = await createCompany(t, unique('list-admin'), 'List Co');
    await add(org.token, {
      first_name: 'Alma',
      last_name: 'Stone',
      job_title: 'Mason',
      email: unique('alma'),
    });
    await add(org.token, {
      first_name: 'Boris',
      last_name: 'Pipe',
      job_title: 'Plumber',
      email: unique('boris'),
    });
    const all = await call(t, org.token, 'GET', '/api/v1/employees');
    expect(all.body.total).toBe(2);
    expect(all.body.items.map((e: { first_name: string }) => e.first_name)).toEqual(['Boris', 'Alma']);
    const mason = await call(t, org.token, 'GET', '/api/v1/employees?search=MASON');
    expect(mason.body.items.map((e: { first_name: string }) => e.first_name)).toEqual(['Alma']);
    const paged = await call(t, org.token, 'GET', '/api/v1/employees?pageSize=1&page=2');
    expect(paged.body.items).toHaveLength(1);
    expect(paged.body.total).toBe(2);
    const none = await call(t, org.token, 'GET', '/api/v1/employees?search=nobody-here');
    expect(none.body.items).toEqual([]);
  });
});

describe('edit and status', () => {
  it('edits every field; the e-mail moves the account', async () => {
    const added = await add(admin.token);
    const id = added.body.employee.id;
    const res = await call(t, admin.token, 'PATCH', `/api/v1/employees/${id}`, {
      first_name: 'Dina',
      last_name: 'Frame',
      email: 'dina.frame@example.com',
      role: 'foreman',
      job_title: 'Lead Carpenter',
      hire_date: '',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      full_name: 'Dina Frame',
      email: 'dina.frame@example.com',
      role: 'foreman',
      job_title: 'Lead Carpenter',
      hire_date: null,
    });
    const [user] = await t.db.select().from(users).where(eq(users.id, added.body.employee.user_id));
    expect(user?.email).toBe('dina.frame@example.com');
  });

  it('deactivating ends the person’s sessions at once and blocks sign-in; reactivating restores it', async () => {
    const email = unique('leaver');
    const added = await add(admin.token, { email });
    const session = await json(await signInWith(email, added.body.temporary_password));
    expect((await call(t, session.access_token, 'GET', '/api/v1/me')).status).toBe(200);
    const id = added.body.employee.id;
    for (const status of ['inactive', 'terminated'] as const) {
      const res = await call(t, admin.token, 'PATCH', `/api/v1/employees/${id}`, {
        employment_status: status,
      });
      expect(res.body.employment_status).toBe(status);
      expect((await call(t, session.access_token, 'GET', '/api/v1/me')).status).toBe(401);
      const refused = await signInWith(email, added.body.temporary_password);
      expect((await json(refused)).error_code).toBe('user_banned');
    }
    await call(t, admin.token, 'PATCH', `/api/v1/employees/${id}`, { employment_status: 'active' });
    expect((await signInWith(email, added.body.temporary_password)).status).toBe(200);
    const trail = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(trail.filter((a) => a.action === 'employee_status_changed')).toHaveLength(3);
  });

  it("refuses to stop one's own account", async () => {
    const [self] = await t.db
      .insert(employees)
      .values({ userId: admin.userId, organizationId: admin.organizationId, employmentStatus: 'active' })
      .returning();
    const res = await call(t, admin.token, 'PATCH', `/api/v1/employees/${self?.id}`, {
      employment_status: 'inactive',
    });
    expect(res.status).toBe(403);
    expect((await call(t, admin.token, 'GET', '/api/v1/me')).status).toBe(200);
    await t.db.delete(employees).where(eq(employees.id, self?.id ?? ''));
  });

  it('a director or super admin row cannot be edited by a company admin, nor toggled by anyone', async () => {
    const boss = await addMember(t, admin.organizationId, unique('boss'), 'super_admin');
    const [row] = await t.db
      .insert(employees)
      .values({ userId: boss.userId, organizationId: admin.organizationId, employmentStatus: 'active' })
      .returning();
    const edit = await call(t, admin.token, 'PATCH', `/api/v1/employees/${row?.id}`, { job_title: 'Boss' });
    expect(edit.status).toBe(403);
    const toggle = await call(t, boss.token, 'PATCH', `/api/v1/employees/${row?.id}`, {
      employment_status: 'inactive',
    });
    expect(toggle.status).toBe(403);
  });
});

describe('permissions (spec §6) by role', () => {
  const roles = ROLES.filter((r) => r !== 'company_admin' && r !== 'director' && r !== 'super_admin');
  let members: Map<TRole, Member>;
  let target: string;
  beforeAll(async () => {
    members = new Map();
    for (const role of roles)
      members.set(role, await addMember(t, admin.organizationId, unique(`r-${role}`), role));
    target = (await add(admin.token)).body.employee.id;
  });

  it.each(roles)('%s can list employees but not add, edit, toggle or delete', async (role) => {
    const m = members.get(role);
    if (!m) throw new Error('no member');
    expect((await call(t, m.token, 'GET', '/api/v1/employees')).status).toBe(200);
    expect((await add(m.token)).status).toBe(403);
    expect((await call(t, m.token, 'PATCH', `/api/v1/employees/${target}`, { job_title: 'x' })).status).toBe(
      403,
    );
    const toggle = await call(t, m.token, 'PATCH', `/api/v1/employees/${target}`, {
      employment_status: 'inactive',
    });
    expect(toggle.status).toBe(403);
    expect((await call(t, m.token, 'DELETE', `/api/v1/employees/${target}`)).status).toBe(403);
  });

  it('a company admin adds, edits and toggles but cannot delete permanently', async () => {
    expect((await call(t, admin.token, 'DELETE', `/api/v1/employees/${target}`)).status).toBe(403);
    const fn = await call(t, admin.token, 'POST', '/functions/v1/delete-employee', {
      employeeId: target,
      organizationId: admin.organizationId,
    });
    expect(fn.status).toBe(403);
  });

  it('an internal user deletes permanently (Testing Only) through the function; the account goes too', async () => {
    const director = await addMember(t, t.internalOrgId, unique('director'), 'director');
    const doomed = await add(admin.token);
    const res = await call(t, director.token, 'POST', '/functions/v1/delete-employee', {
      employeeId: doomed.body.employee.id,
      organizationId: admin.organizationId,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Employee deleted successfully');
    expect(await t.db.select().from(users).where(eq(users.id, doomed.body.employee.user_id))).toHaveLength(0);
  });
});

describe('server functions', () => {
  it('add-employee and update-employee take the spec bodies; the status toggle sends only the status', async () => {
    const email = unique('fn');
    const added = await call(t, admin.token, 'POST', '/functions/v1/add-employee', {
      firstName: 'Fern',
      lastName: 'Nail',
      email,
      role: 'superintendent',
      organizationId: admin.organizationId,
      hireDate: '2026-01-05',
      jobTitle: 'Super',
      departmentId: null,
    });
    expect(added.status).toBe(200);
    expect(added.body.temporaryPassword).toMatch(/^\S{16}$/);
    const userId = added.body.employee.user_id;
    const toggled = await call(t, admin.token, 'POST', '/functions/v1/update-employee', {
      userId,
      organizationId: admin.organizationId,
      employmentStatus: 'inactive',
    });
    expect(toggled.status).toBe(200);
    expect(toggled.body.employee).toMatchObject({ employment_status: 'inactive', job_title: 'Super' });
    const bad = await call(t, admin.token, 'POST', '/functions/v1/add-employee', {
      firstName: '',
      lastName: 'Nail',
      email: unique('fn-bad'),
      role: 'foreman',
      organizationId: admin.organizationId,
    });
    expect(bad.body.error.message).toBe('First name is required');
    const noOrg = await call(t, admin.token, 'POST', '/functions/v1/add-employee', {
      firstName: 'A',
      lastName: 'B',
      email: unique('fn-noorg'),
      role: 'foreman',
    });
    expect(noOrg.status).toBe(400);
    expect(noOrg.body.error.message).toBe('Organization ID is required');
  });

  it("never trusts the body's organizationId: another company's admin is refused, and its ids are not found", async () => {
    const other = await createCompany(t, unique('intruder'), 'Intruder Co');
    const mine = await add(admin.token);
    const viaBody = await call(t, other.token, 'POST', '/functions/v1/add-employee', {
      firstName: 'Evil',
      lastName: 'Twin',
      email: unique('evil'),
      role: 'company_admin',
      organizationId: admin.organizationId,
    });
    expect(viaBody.status).toBe(403);
    const update = await call(t, other.token, 'POST', '/functions/v1/update-employee', {
      userId: mine.body.employee.user_id,
      organizationId: admin.organizationId,
      employmentStatus: 'inactive',
    });
    expect(update.status).toBe(403);
    // With their own organization named, the other company's person is simply not found.
    const own = await call(t, other.token, 'POST', '/functions/v1/update-employee', {
      userId: mine.body.employee.user_id,
      organizationId: other.organizationId,
      employmentStatus: 'inactive',
    });
    expect(own.status).toBe(404);
    const api = await call(t, other.token, 'PATCH', `/api/v1/employees/${mine.body.employee.id}`, {
      employment_status: 'inactive',
    });
    expect(api.status).toBe(404);
    const [still] = await t.db
      .select()
      .from(employees)
      .where(and(eq(employees.id, mine.body.employee.id), eq(employees.employmentStatus, 'pending')));
    expect(still).toBeDefined();
  });
});

describe('resend invitation', () => {
  it('mails a fresh link to a pending employee or user; refuses once they chose a password, and foreign ids', async () => {
    const email = unique('resend-emp');
    const added = await add(admin.token, { email });
    const before = smtp.mails.filter((m) => m.to.includes(email)).length;
    const res = await call(
      t,
      admin.token,
      'POST',
      `/api/v1/employees/${added.body.employee.id}/resend-invitation`,
    );
    expect(res.body).toEqual({ success: true });
    await expect.poll(() => smtp.mails.filter((m) => m.to.includes(email)).length).toBe(before + 1);
    const other = await createCompany(t, unique('resend-other'), 'Resend Other');
    const foreign = await call(
      t,
      other.token,
      'POST',
      `/api/v1/employees/${added.body.employee.id}/resend-invitation`,
    );
    expect(foreign.status).toBe(404);
    // The newest link works; afterwards there is nothing to resend.
    const landed = await t.app.request(linkIn(await smtp.waitFor(email)));
    const token =
      new URLSearchParams((landed.headers.get('location') ?? '').split('#')[1]).get('access_token') ?? '';
    await t.request('/auth/v1/user', { method: 'PUT', token, json: { password: 'resent-and-chosen-1' } });
    const done = await call(
      t,
      admin.token,
      'POST',
      `/api/v1/employees/${added.body.employee.id}/resend-invitation`,
    );
    expect(done.status).toBe(409);
    const partner = await call(t, admin.token, 'POST', '/api/v1/company-users', {
      first_name: 'Pat',
      last_name: 'Partner',
      email: unique('resend-partner'),
    });
    const again = await call(
      t,
      admin.token,
      'POST',
      `/api/v1/company-users/${partner.body.user.user_id}/resend-invitation`,
    );
    expect(again.body).toEqual({ success: true });
  });
});
