import { AuthClient } from '@supabase/auth-js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../src/db/schema/index.ts';
import { authClient } from './helpers/auth-client.ts';
import { linkIn, startSmtpCatcher } from './helpers/smtp-catcher.ts';
import { createTestApp, json, SITE, type TestApp } from './helpers/test-app.ts';

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let t: TestApp;
let admin: InstanceType<typeof AuthClient>['admin'];

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ smtpUrl: smtp.url });
  const key = t.deps.apiKeys.serviceRoleKey;
  // The operator's scripts: auth-js with the service-role key, as supabase.auth.admin does.
  admin = new AuthClient({
    url: `${SITE}/auth/v1`,
    headers: { apikey: key, Authorization: `Bearer ${key}` },
    persistSession: false,
    autoRefreshToken: false,
    fetch: async (input, init) => t.app.request(input instanceof Request ? input : String(input), init),
  }).admin;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** Follows a verify link without a browser: answers the session tokens of the redirect's fragment. */
async function follow(link: string) {
  const res = await t.app.request(link);
  expect(res.status).toBe(303);
  const location = res.headers.get('location') ?? '';
  const fragment = new URLSearchParams(location.split('#')[1] ?? '');
  return { location, accessToken: fragment.get('access_token'), error: fragment.get('error_code') };
}

describe('admin generate_link', () => {
  it('makes a magic link and code for an existing account without mailing anything', async () => {
    await t.signUp('gl-magic@example.com');
    const before = smtp.mails.length;
    const { data, error } = await admin.generateLink({ type: 'magiclink', email: 'gl-magic@example.com' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe('gl-magic@example.com');
    expect(data.properties?.verification_type).toBe('magiclink');
    expect(data.properties?.email_otp).toMatch(/^\d{6}$/);
    expect(data.properties?.action_link).toContain('/auth/v1/verify?');
    expect(smtp.mails.length).toBe(before);
    const landed = await follow(data.properties?.action_link ?? '');
    expect(landed.location.startsWith(`${SITE}/dashboard#`)).toBe(true);
    expect(landed.accessToken).toBeTruthy();
    // The link works once.
    expect((await follow(data.properties?.action_link ?? '')).error).toBe('otp_expired');
  });

  it('gives a hashed_token that verifyOtp accepts, once', async () => {
    await t.signUp('gl-hash@example.com');
    const { data } = await admin.generateLink({ type: 'recovery', email: 'gl-hash@example.com' });
    const { auth } = authClient(t);
    const first = await auth.verifyOtp({ token_hash: data.properties?.hashed_token ?? '', type: 'recovery' });
    expect(first.error).toBeNull();
    expect(first.data.session?.user.email).toBe('gl-hash@example.com');
    const again = await auth.verifyOtp({ token_hash: data.properties?.hashed_token ?? '', type: 'recovery' });
    expect(again.error?.code).toBe('otp_expired');
  });

  it('a recovery link lands on /reset-password; a code from it signs in by e-mail and code', async () => {
    await t.signUp('gl-rec@example.com');
    const { data } = await admin.generateLink({
      type: 'recovery',
      email: 'gl-rec@example.com',
      options: { redirectTo: `${SITE}/reset-password` },
    });
    expect(data.properties?.redirect_to).toBe(`${SITE}/reset-password`);
    const { auth } = authClient(t);
    const { data: verified, error } = await auth.verifyOtp({
      email: 'gl-rec@example.com',
      token: data.properties?.email_otp ?? '',
      type: 'recovery',
    });
    expect(error).toBeNull();
    expect(verified.session?.access_token).toBeTruthy();
  });

  it('a signup link creates the unconfirmed account with its password; following it confirms it', async () => {
    const { data, error } = await admin.generateLink({
      type: 'signup',
      email: 'gl-signup@example.com',
      password: 'a-fine-password-9',
      options: { data: { full_name: 'Link Person' } },
    });
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toBeUndefined();
    const [p] = await t.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, data.user?.id ?? ''));
    expect(p?.fullName).toBe('Link Person');
    await follow(data.properties?.action_link ?? '');
    await t.signIn('gl-signup@example.com', 'a-fine-password-9');
  });

  it('an invite link creates an account that must choose its password, landing on /reset-password', async () => {
    const { data } = await admin.generateLink({ type: 'invite', email: 'gl-invite@example.com' });
    expect(data.properties?.verification_type).toBe('invite');
    const [p] = await t.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, data.user?.id ?? ''));
    expect(p?.passwordChanged).toBe(false);
    const landed = await follow(data.properties?.action_link ?? '');
    expect(landed.location.startsWith(`${SITE}/reset-password#`)).toBe(true);
  });

  it('an e-mail change link moves the account to the new address', async () => {
    const s = await t.signUp('gl-old@example.com');
    const { data } = await admin.generateLink({
      type: 'email_change_new',
      email: 'gl-old@example.com',
      newEmail: 'gl-new@example.com',
    });
    expect(data.properties?.verification_type).toBe('email_change');
    await follow(data.properties?.action_link ?? '');
    const { data: user } = await admin.getUserById(s.user.id);
    expect(user.user?.email).toBe('gl-new@example.com');
  });

  it('refuses unknown types, unknown accounts, bad addresses and confirmed accounts for invite', async () => {
    await t.signUp('gl-confirmed@example.com');
    const cases: [Record<string, unknown>, number, string][] = [
      [{ type: 'teleport', email: 'x@example.com' }, 400, 'validation_failed'],
      [{ type: 'magiclink', email: 'nobody-here@example.com' }, 404, 'user_not_found'],
      [{ type: 'recovery', email: 'not-an-email' }, 400, 'validation_failed'],
      [{ type: 'invite', email: 'gl-confirmed@example.com' }, 422, 'email_exists'],
      [{ type: 'signup', email: 'gl-nopass@example.com' }, 400, 'validation_failed'],
      [{ type: 'email_change_new', email: 'gl-confirmed@example.com' }, 400, 'validation_failed'],
    ];
    for (const [body, status, code] of cases) {
      const res = await t.request('/auth/v1/admin/generate_link', {
        method: 'POST',
        token: t.deps.apiKeys.serviceRoleKey,
        json: body,
      });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect((await json(res)).error_code).toBe(code);
    }
  });

  it('never sends the product elsewhere: a foreign redirect_to falls back to the site', async () => {
    await t.signUp('gl-redirect@example.com');
    const { data } = await admin.generateLink({
      type: 'magiclink',
      email: 'gl-redirect@example.com',
      options: { redirectTo: 'https://evil.example/steal' },
    });
    expect(data.properties?.redirect_to).toBe(`${SITE}/dashboard`);
  });

  it('is refused without the service-role key', async () => {
    const s = await t.signUp('gl-user@example.com');
    for (const token of [undefined, t.deps.apiKeys.anonKey, s.access_token]) {
      const res = await t.request('/auth/v1/admin/generate_link', {
        method: 'POST',
        token,
        json: { type: 'magiclink', email: 'gl-user@example.com' },
      });
      expect([401, 403]).toContain(res.status);
    }
  });
});

describe('invite', () => {
  it('mails an invitation whose link signs the person in to choose a password', async () => {
    const { data, error } = await admin.inviteUserByEmail('invited@example.com', {
      data: { full_name: 'Invited Person' },
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe('invited@example.com');
    const mail = await smtp.waitFor('invited@example.com');
    expect(mail.subject).toBe('You have been invited to Groundwork');
    const landed = await follow(linkIn(mail));
    expect(landed.location.startsWith(`${SITE}/reset-password#`)).toBe(true);
    // The invited person sets a password with the session the link gave, then signs in with it.
    const { auth } = authClient(t);
    const set = await t.request('/auth/v1/user', {
      method: 'PUT',
      token: landed.accessToken ?? '',
      json: { password: 'my-own-password-5' },
    });
    expect(set.status).toBe(200);
    const signedIn = await auth.signInWithPassword({
      email: 'invited@example.com',
      password: 'my-own-password-5',
    });
    expect(signedIn.error).toBeNull();
  });

  it('re-inviting a pending person sends a fresh link; the earlier one stops working', async () => {
    await admin.inviteUserByEmail('twice@example.com');
    const first = linkIn(await smtp.waitFor('twice@example.com'));
    const count = smtp.mails.length;
    await admin.inviteUserByEmail('twice@example.com');
    while (smtp.mails.length === count) await smtp.waitFor('twice@example.com');
    const second = linkIn(await smtp.waitFor('twice@example.com'));
    expect(second).not.toBe(first);
    expect((await follow(first)).error).toBe('otp_expired');
    expect((await follow(second)).accessToken).toBeTruthy();
  });

  it('refuses an address that already has a confirmed account, and callers without the service key', async () => {
    await t.signUp('member@example.com');
    const { error } = await admin.inviteUserByEmail('member@example.com');
    expect(error?.code).toBe('email_exists');
    const res = await t.request('/auth/v1/invite', {
      method: 'POST',
      token: t.deps.apiKeys.anonKey,
      json: { email: 'sneaky@example.com' },
    });
    expect(res.status).toBe(403);
  });
});

describe('user identities', () => {
  it("lists the e-mail identity; linking and unlinking answer GoTrue's manual_linking_disabled", async () => {
    const { auth } = authClient(t);
    await auth.signUp({ email: 'ident@example.com', password: 'correct-horse-1' });
    const { data, error } = await auth.getUserIdentities();
    expect(error).toBeNull();
    expect(data?.identities).toHaveLength(1);
    expect(data?.identities[0]?.provider).toBe('email');
    const identity = data?.identities[0];
    if (!identity) throw new Error('no identity');
    const unlink = await auth.unlinkIdentity(identity);
    expect(unlink.error?.status).toBe(404);
    expect(unlink.error?.code).toBe('manual_linking_disabled');
    // The failed unlink keeps the session (spec §8).
    expect((await auth.getSession()).data.session).not.toBeNull();
  });

  it('answers 401 without a session', async () => {
    expect((await t.request('/auth/v1/user/identities/authorize')).status).toBe(401);
  });
});
