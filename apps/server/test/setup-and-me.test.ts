import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, organizations, profiles, userRoles } from '../src/db/schema/index.ts';
import { SETUP_COMPANY_MESSAGES } from '../src/modules/setup/setup-company.ts';
import { SETUP_MESSAGES } from '../src/modules/setup/setup-director.ts';
import { startSmtpCatcher } from './helpers/smtp-catcher.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

const invoke = (t: TestApp, name: string, token: string, json?: unknown) =>
  t.request(`/functions/v1/${name}`, { method: 'POST', token, json });

describe('setup-director on a fresh install (no DIRECTOR_EMAILS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('makes the first user a director of the product organization, once, audited', async () => {
    const first = await t.signUp('first@example.com');
    const second = await t.signUp('second@example.com');
    const res = await invoke(t, 'setup-director', second.access_token);
    expect(await json(res)).toEqual({ success: false, message: SETUP_MESSAGES.notFirstUser });

    const ok = await invoke(t, 'setup-director', first.access_token);
    expect(ok.status).toBe(200);
    expect(await json(ok)).toEqual({ success: true, message: SETUP_MESSAGES.assigned });
    const roles = await t.db.select().from(userRoles).where(eq(userRoles.userId, first.user.id));
    expect(roles).toMatchObject([{ role: 'director', organizationId: t.internalOrgId }]);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'setup_director'));
    expect(audits).toHaveLength(1);

    expect(await json(await invoke(t, 'setup-director', first.access_token))).toEqual({
      success: true,
      message: SETUP_MESSAGES.alreadyDirector,
    });
    // Once a director exists nobody else gets in this way, not even a later first-in-line.
    expect((await json(await invoke(t, 'setup-director', second.access_token))).success).toBe(false);
  });

  it('me shows the director role, the internal organization and isInternal', async () => {
    const s = await t.signIn('first@example.com');
    const me = await json(await t.request('/api/v1/me', { token: s.access_token }));
    expect(me.isInternal).toBe(true);
    expect(me.organization).toMatchObject({ id: t.internalOrgId, is_internal: true });
    expect(me.roles).toMatchObject([{ role: 'director', organization_id: t.internalOrgId }]);
  });
});

describe('setup-director with DIRECTOR_EMAILS', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({
      smtpUrl: smtp.url,
      directorEmails: ['boss@example.com', 'deputy@example.com'],
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** What the Initial Setup page does when asked for proof: a code by mail, verified into a new session. */
  async function proveByCode(email: string): Promise<string> {
    await t.request('/auth/v1/otp', { method: 'POST', json: { email, create_user: false } });
    const mail = await smtp.waitFor(email.toLowerCase());
    const code = /code: (\d{6})/.exec(mail.text)?.[1] ?? '';
    const res = await t.request('/auth/v1/verify', {
      method: 'POST',
      json: { email, token: code, type: 'email' },
    });
    expect(res.status).toBe(200);
    return (await json(res)).access_token;
  }

  it('allows exactly the listed addresses, whoever signed up first, once the address is proven', async () => {
    const stranger = await t.signUp('stranger@example.com');
    await t.signUp('boss@example.com');
    await t.signUp('Deputy@Example.com');
    expect(await json(await invoke(t, 'setup-director', stranger.access_token))).toEqual({
      success: false,
      message: SETUP_MESSAGES.notAllowedList,
    });
    expect(
      (await json(await invoke(t, 'setup-director', await proveByCode('boss@example.com')))).success,
    ).toBe(true);
    expect(
      (await json(await invoke(t, 'setup-director', await proveByCode('deputy@example.com')))).success,
    ).toBe(true);
  });

  it('refuses a listed address signed up (auto-confirmed) or signed in with a password only', async () => {
    // Anyone may sign up with a listed address while sign-ups are confirmed automatically (the default).
    const t2 = await createTestApp({ smtpUrl: smtp.url, directorEmails: ['chief@example.com'] });
    try {
      const squatter = await t2.signUp('chief@example.com');
      const refused = await json(await invoke(t2, 'setup-director', squatter.access_token));
      expect(refused).toEqual({
        success: false,
        message: SETUP_MESSAGES.emailProofRequired,
        code: 'email_proof_required',
      });
      const again = await t2.signIn('chief@example.com');
      expect((await json(await invoke(t2, 'setup-director', again.access_token))).success).toBe(false);
      expect(await t2.db.select().from(userRoles).where(eq(userRoles.userId, squatter.user.id))).toEqual([]);
    } finally {
      await t2.close();
    }
  });
});

describe('setup-company', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates a trial company with the caller as company_admin', async () => {
    const s = await t.signUp('owner@example.com');
    const res = await invoke(t, 'setup-company', s.access_token, { companyName: '  Acme Builders  ' });
    expect(await json(res)).toEqual({ success: true, message: SETUP_COMPANY_MESSAGES.created });
    const me = await json(await t.request('/api/v1/me', { token: s.access_token }));
    expect(me.organization).toMatchObject({
      name: 'Acme Builders',
      subscription_tier: 'trial',
      is_internal: false,
    });
    expect(me.roles).toMatchObject([{ role: 'company_admin', organization_name: 'Acme Builders' }]);
    expect(me.isInternal).toBe(false);
  });

  it('refuses a second company and a member becoming director', async () => {
    const s = await t.signIn('owner@example.com');
    expect(await json(await invoke(t, 'setup-company', s.access_token, { companyName: 'Again' }))).toEqual({
      success: false,
      message: SETUP_COMPANY_MESSAGES.alreadyMember,
    });
    expect(await json(await invoke(t, 'setup-director', s.access_token))).toEqual({
      success: false,
      message: SETUP_MESSAGES.alreadyMember,
    });
    expect(await t.db.select().from(organizations)).toHaveLength(2);
  });

  it('validates the company name with a clear 400', async () => {
    const s = await t.signUp('short@example.com');
    const res = await invoke(t, 'setup-company', s.access_token, { companyName: 'A' });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({
      error: { code: 'invalid_input', message: 'Company name must be at least 2 characters' },
    });
    const bad = await t.request('/functions/v1/setup-company', {
      method: 'POST',
      token: s.access_token,
      body: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
  });

  it('an unknown function is a 404 in the error model', async () => {
    const s = await t.signIn('short@example.com');
    const res = await invoke(t, 'no-such-function', s.access_token);
    expect(res.status).toBe(404);
    expect((await json(res)).error.code).toBe('function_not_found');
  });
});

describe('/api/v1/me and the password change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a new account has a profile and no role (the web app sends it to /setup)', async () => {
    const s = await t.signUp('fresh@example.com', 'correct-horse-1', 'Fresh Person');
    const me = await json(await t.request('/api/v1/me', { token: s.access_token }));
    expect(me).toMatchObject({
      profile: {
        email: 'fresh@example.com',
        first_name: 'Fresh',
        last_name: 'Person',
        password_changed: true,
      },
      roles: [],
      organization: null,
      isInternal: false,
    });
  });

  it('a forced change: proves the current password, sets the flag, ends the other sessions', async () => {
    const a = await t.signUp('forced@example.com', 'temporary-pass-1');
    const other = await t.signIn('forced@example.com', 'temporary-pass-1');
    await t.db.update(profiles).set({ passwordChanged: false }).where(eq(profiles.id, a.user.id));
    const me = await json(await t.request('/api/v1/me', { token: a.access_token }));
    expect(me.profile.password_changed).toBe(false);

    const wrong = await t.request('/api/v1/me/password', {
      method: 'POST',
      token: a.access_token,
      json: { currentPassword: 'nope-nope-1', newPassword: 'brand-new-pass-2' },
    });
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toEqual({
      error: { code: 'invalid_credentials', message: 'Current password is incorrect' },
    });

    const short = await t.request('/api/v1/me/password', {
      method: 'POST',
      token: a.access_token,
      json: { currentPassword: 'temporary-pass-1', newPassword: 'short' },
    });
    expect((await json(short)).error.message).toBe('Password must be at least 8 characters long');

    const ok = await t.request('/api/v1/me/password', {
      method: 'POST',
      token: a.access_token,
      json: { currentPassword: 'temporary-pass-1', newPassword: 'brand-new-pass-2' },
    });
    expect(ok.status).toBe(200);
    const after = await json(await t.request('/api/v1/me', { token: a.access_token }));
    expect(after.profile.password_changed).toBe(true);
    expect(after.profile.last_password_change).toBeTruthy();
    expect((await t.request('/api/v1/me', { token: other.access_token })).status).toBe(401);
    await t.signIn('forced@example.com', 'brand-new-pass-2');
  });

  it('dashboard badges answer an object of counts', async () => {
    const s = await t.signIn('fresh@example.com');
    const res = await t.request('/api/v1/dashboard', { token: s.access_token });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ badges: {} });
  });
});
