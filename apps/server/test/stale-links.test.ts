import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { addMember, call, createCompany, type Member } from './helpers/org-users.ts';
import { type CaughtMail, linkIn, startSmtpCatcher } from './helpers/smtp-catcher.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Issue 12, item 3: no link outlives the reason it was sent. Changing a person's e-mail, completing
// the invitation or resetting the password revokes every outstanding link and code of the account;
// a link works only for the address it was sent to; a refused use does not use a link up.

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let t: TestApp;
let admin: Member;
let director: Member;
let n = 0;
const unique = (prefix: string) => `${prefix}-${++n}@links.test`;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ smtpUrl: smtp.url });
  admin = await createCompany(t, 'links-admin@links.test', 'Links Co');
  director = await addMember(t, t.internalOrgId, 'links-director@links.test', 'director');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** Follows an e-mailed link as the browser does: answers where it redirects (a session or an error). */
async function follow(link: string): Promise<'signed-in' | 'refused'> {
  const url = new URL(link);
  const res = await t.request(url.pathname + url.search);
  expect(res.status).toBe(303);
  const location = res.headers.get('location') ?? '';
  if (location.includes('#access_token=')) return 'signed-in';
  expect(location).toContain('error_code=');
  return 'refused';
}

/** The 6-digit code in a mail, if it has one. */
const codeIn = (mail: CaughtMail) => /code: (\d{6})/.exec(mail.text)?.[1];

async function verifyCode(email: string, token: string, type: string) {
  return t.request('/auth/v1/verify', { method: 'POST', json: { email, token, type } });
}

async function addEmployee(email: string) {
  const res = await call(t, admin.token, 'POST', '/api/v1/employees', {
    first_name: 'Ivy',
    last_name: 'Invited',
    email,
    role: 'foreman',
  });
  expect(res.status).toBe(201);
  const mail = await smtp.waitFor(email);
  return {
    employeeId: res.body.employee.id,
    userId: res.body.employee.user_id,
    temporary: res.body.temporary_password,
    link: linkIn(mail),
  };
}

describe('old links stop working', () => {
  it('an invitation to a mistyped address is dead once an administrator corrects the e-mail', async () => {
    const typo = unique('ivy-typo');
    const invited = await addEmployee(typo);
    const fixed = await call(t, admin.token, 'PATCH', `/api/v1/employees/${invited.employeeId}`, {
      email: unique('ivy-right'),
    });
    expect(fixed.status).toBe(200);
    expect(await follow(invited.link)).toBe('refused');
  });

  it('an invitation is dead once the person has chosen a password (after signing in with the temporary one)', async () => {
    const email = unique('ivy-chose');
    const invited = await addEmployee(email);
    const session = await t.signIn(email, invited.temporary);
    const chose = await t.request('/auth/v1/user', {
      method: 'PUT',
      token: session.access_token,
      json: { password: 'Ivy-chose-her-own-1' },
    });
    expect(chose.status).toBe(200);
    expect(await follow(invited.link)).toBe('refused');
  });

  it('a password reset kills the magic link and code mailed before it', async () => {
    const member = await addMember(t, admin.organizationId, unique('reset'), 'accountant');
    await t.request('/auth/v1/otp', { method: 'POST', json: { email: member.email, create_user: false } });
    const magic = await smtp.waitFor(member.email);
    await t.request('/auth/v1/recover', { method: 'POST', json: { email: member.email } });
    const recovery = linkIn(await smtp.waitFor(member.email));
    const url = new URL(recovery);
    const landed = (await t.request(url.pathname + url.search)).headers.get('location') ?? '';
    const recoveryToken = new URLSearchParams(landed.split('#')[1]).get('access_token') ?? '';
    const reset = await t.request('/auth/v1/user', {
      method: 'PUT',
      token: recoveryToken,
      json: { password: 'After-the-reset-1' },
    });
    expect(reset.status).toBe(200);
    expect(await follow(linkIn(magic))).toBe('refused');
    expect((await verifyCode(member.email, codeIn(magic) ?? '', 'email')).status).toBe(403);
  });

  it("support's password reset and the admin API's new password or e-mail kill outstanding links", async () => {
    const a = await addMember(t, admin.organizationId, unique('support-reset'), 'accountant');
    await t.request('/auth/v1/recover', { method: 'POST', json: { email: a.email } });
    const aLink = linkIn(await smtp.waitFor(a.email));
    const reset = await call(t, director.token, 'POST', '/functions/v1/reset-user-password', {
      userId: a.userId,
      newPassword: 'Support-set-this-1',
    });
    expect(reset.status).toBe(200);
    expect(await follow(aLink)).toBe('refused');

    for (const change of [{ password: 'Operator-set-this-1' }, { email: unique('operator-moved') }]) {
      const b = await addMember(t, admin.organizationId, unique('operator'), 'accountant');
      await t.request('/auth/v1/recover', { method: 'POST', json: { email: b.email } });
      const bLink = linkIn(await smtp.waitFor(b.email));
      const put = await t.request(`/auth/v1/admin/users/${b.userId}`, {
        method: 'PUT',
        token: t.deps.apiKeys.serviceRoleKey,
        json: change,
      });
      expect(put.status).toBe(200);
      expect(await follow(bLink), JSON.stringify(change)).toBe('refused');
    }
  });

  it('a confirmed change of one’s own e-mail kills the links mailed to the old address', async () => {
    const me = await t.signUp(unique('self-move'));
    await t.request('/auth/v1/recover', { method: 'POST', json: { email: me.user.email } });
    const old = linkIn(await smtp.waitFor(me.user.email));
    const moved = unique('self-moved');
    const asked = await t.request('/auth/v1/user', {
      method: 'PUT',
      token: me.access_token,
      json: { email: moved },
    });
    expect(asked.status).toBe(200);
    expect(await follow(linkIn(await smtp.waitFor(moved)))).toBe('signed-in');
    expect(await follow(old)).toBe('refused');
  });
});

describe('a link belongs to the address it was sent to', () => {
  it('a link sent to old@ does not work once the account is new@, whatever changed it', async () => {
    const person = await addMember(t, admin.organizationId, unique('bound-old'), 'accountant');
    await t.request('/auth/v1/recover', { method: 'POST', json: { email: person.email } });
    const mail = await smtp.waitFor(person.email);
    // Straight in the database: even a path that forgot to revoke cannot make the old link work.
    await t.db
      .update(users)
      .set({ email: unique('bound-new') })
      .where(eq(users.id, person.userId));
    expect(await follow(linkIn(mail))).toBe('refused');
  });
});

describe('a refused use does not use a link up', () => {
  it('an invitation followed while the company is deactivated works once the company is back', async () => {
    const company = await call(t, director.token, 'POST', '/api/v1/support/companies', {
      companyName: 'Paused Builders',
      companyId: 'PAUS-001',
      subscriptionTier: 'trial',
      adminFirstName: 'Pat',
      adminLastName: 'Paused',
      adminEmail: unique('paused-admin'),
    });
    expect(company.status).toBe(201);
    const orgId = company.body.organization_id;
    const mail = await smtp.waitFor(`paused-admin-${n}@links.test`);
    const toggle = (is_active: boolean) =>
      call(t, director.token, 'PATCH', `/api/v1/support/companies/${orgId}`, { is_active });
    expect((await toggle(false)).status).toBe(200);
    expect(await follow(linkIn(mail))).toBe('refused');
    expect((await toggle(true)).status).toBe(200);
    expect(await follow(linkIn(mail))).toBe('signed-in');
  });
});
