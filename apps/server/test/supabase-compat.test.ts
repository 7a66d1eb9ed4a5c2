import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient } from './helpers/auth-client.ts';
import { startSmtpCatcher } from './helpers/smtp-catcher.ts';
import { createTestApp, SITE, type TestApp } from './helpers/test-app.ts';

// The real auth client of @supabase/supabase-js (@supabase/auth-js, which the browser's supabase.auth is),
// against the server in-process. (supabase-js itself needs WebSocket for realtime, which Node 20 lacks.)
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

function client(flowType: 'implicit' | 'pkce' = 'implicit') {
  const { auth, events } = authClient(t, flowType);
  return { sb: { auth }, events };
}

describe('@supabase/supabase-js against /auth/v1', () => {
  it('signUp with metadata answers a session and emits SIGNED_IN', async () => {
    const { sb, events } = client();
    const { data, error } = await sb.auth.signUp({
      email: 'compat@example.com',
      password: 'compat-password-1',
      options: { data: { full_name: 'Compat Person' } },
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.user_metadata.full_name).toBe('Compat Person');
    expect(events).toContain('SIGNED_IN');
  });

  it("signUp twice gives the error the product matches on ('already registered')", async () => {
    const { sb } = client();
    const { error } = await sb.auth.signUp({ email: 'compat@example.com', password: 'compat-password-1' });
    expect(error?.message).toContain('already registered');
    expect(error?.code).toBe('user_already_exists');
  });

  it("signInWithPassword: wrong password gives 'Invalid login credentials'; right one a session", async () => {
    const { sb } = client();
    const bad = await sb.auth.signInWithPassword({
      email: 'compat@example.com',
      password: 'not-the-password-1',
    });
    expect(bad.error?.message).toBe('Invalid login credentials');
    expect(bad.error?.code).toBe('invalid_credentials');
    const ok = await sb.auth.signInWithPassword({
      email: 'compat@example.com',
      password: 'compat-password-1',
    });
    expect(ok.error).toBeNull();
    const user = await sb.auth.getUser();
    expect(user.data.user?.email).toBe('compat@example.com');
  });

  it('refreshSession rotates and emits TOKEN_REFRESHED; getClaims verifies with the JWKS', async () => {
    const { sb, events } = client();
    await sb.auth.signInWithPassword({ email: 'compat@example.com', password: 'compat-password-1' });
    const before = (await sb.auth.getSession()).data.session?.refresh_token;
    const { data, error } = await sb.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(before);
    expect(events).toContain('TOKEN_REFRESHED');
    const claims = await sb.auth.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.claims.email).toBe('compat@example.com');
  });

  it('updateUser changes the password and emits USER_UPDATED', async () => {
    const { sb, events } = client();
    await sb.auth.signUp({ email: 'compat-update@example.com', password: 'compat-password-1' });
    const { error } = await sb.auth.updateUser({ password: 'compat-password-2' });
    expect(error).toBeNull();
    expect(events).toContain('USER_UPDATED');
    const { sb: other } = client();
    expect(
      (
        await other.auth.signInWithPassword({
          email: 'compat-update@example.com',
          password: 'compat-password-2',
        })
      ).error,
    ).toBeNull();
  });

  it("signOut({ scope: 'others' }) keeps this session; signOut() ends it and emits SIGNED_OUT", async () => {
    const a = client();
    const b = client();
    await a.sb.auth.signInWithPassword({ email: 'compat@example.com', password: 'compat-password-1' });
    await b.sb.auth.signInWithPassword({ email: 'compat@example.com', password: 'compat-password-1' });
    expect((await a.sb.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await a.sb.auth.getUser()).error).toBeNull();
    expect((await b.sb.auth.getUser()).error).not.toBeNull();
    expect((await a.sb.auth.signOut()).error).toBeNull();
    expect(a.events).toContain('SIGNED_OUT');
    expect((await a.sb.auth.getSession()).data.session).toBeNull();
  });

  it('resetPasswordForEmail sends the mail; verifyOtp with the link token signs in for recovery', async () => {
    const { sb } = client();
    const { error } = await sb.auth.resetPasswordForEmail('compat@example.com', {
      redirectTo: `${SITE}/reset-password`,
    });
    expect(error).toBeNull();
    const mail = await smtp.waitFor('compat@example.com');
    const token = /token=([^&\s]+)/.exec(mail.text)?.[1] ?? '';
    const verified = await sb.auth.verifyOtp({ token_hash: decodeURIComponent(token), type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.access_token).toBeTruthy();
  });

  it('signInWithOtp mails a code that verifyOtp accepts', async () => {
    const { sb } = client();
    const before = smtp.mails.length;
    expect((await sb.auth.signInWithOtp({ email: 'compat-otp@example.com' })).error).toBeNull();
    let mail = await smtp.waitFor('compat-otp@example.com');
    while (smtp.mails.length <= before) mail = await smtp.waitFor('compat-otp@example.com');
    const code = /enter this code: (\d{6})/.exec(mail.text)?.[1] ?? '';
    const { data, error } = await sb.auth.verifyOtp({
      email: 'compat-otp@example.com',
      token: code,
      type: 'email',
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe('compat-otp@example.com');
  });

  it('features that need outside providers fail with a clear message, not a crash', async () => {
    const { sb } = client();
    const phone = await sb.auth.signInWithOtp({ phone: '+15551234567' });
    expect(phone.error?.message).toMatch(/not enabled/);
    const anon = await sb.auth.signInAnonymously();
    expect(anon.error?.message).toMatch(/disabled/);
  });

  it('PKCE: a recovery link answers ?code= which exchangeCodeForSession turns into a session, once', async () => {
    const { sb } = client('pkce');
    await sb.auth.resetPasswordForEmail('compat@example.com', { redirectTo: `${SITE}/reset-password` });
    const mail = await smtp.waitFor('compat@example.com');
    const link = new URL(/(https?:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mail.text)?.[1] ?? '');
    const follow = await t.app.request(`${SITE}${link.pathname}${link.search}`, { redirect: 'manual' });
    const location = new URL(follow.headers.get('location') ?? '');
    expect(location.pathname).toBe('/reset-password');
    const code = location.searchParams.get('code') ?? '';
    expect(code).toBeTruthy();
    const { data, error } = await sb.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe('compat@example.com');
    const again = await client('pkce').sb.auth.exchangeCodeForSession(code);
    expect(again.error).not.toBeNull();
  });
});
