import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient } from './helpers/auth-client.ts';
import { codeAt, wrongCode } from './helpers/mfa.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// MFA as the browser does it: the real @supabase/auth-js client against the server in-process.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const client = () => authClient(t);

async function signedIn(email: string) {
  const c = client();
  const { error } = await c.auth.signUp({ email, password: 'compat-password-1' });
  expect(error).toBeNull();
  return c;
}

async function enrolled(c: ReturnType<typeof client>, friendlyName = 'Phone app') {
  const { data, error } = await c.auth.mfa.enroll({ factorType: 'totp', friendlyName });
  expect(error).toBeNull();
  if (data?.type !== 'totp') throw new Error('no totp factor');
  return data;
}

describe('auth.mfa with @supabase/auth-js', () => {
  it('enroll: a data-URI SVG QR code, the secret and URI; listed as unverified; still aal1 → aal1', async () => {
    const c = await signedIn('sb-enrol@example.com');
    const factor = await enrolled(c);
    expect(factor.totp.qr_code.startsWith('data:image/svg+xml;utf-8,<svg')).toBe(true);
    expect(factor.totp.uri).toContain(`secret=${factor.totp.secret}`);
    expect(factor.friendly_name).toBe('Phone app');
    const list = await c.auth.mfa.listFactors();
    expect(list.data?.all.map((f) => [f.id, f.status])).toEqual([[factor.id, 'unverified']]);
    expect(list.data?.totp).toEqual([]);
    const aal = await c.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  it('challengeAndVerify: session upgraded to aal2, MFA_CHALLENGE_VERIFIED emitted, factor verified', async () => {
    const c = await signedIn('sb-verify@example.com');
    const factor = await enrolled(c);
    const { data, error } = await c.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: codeAt(factor.totp.secret),
    });
    expect(error).toBeNull();
    expect(data?.access_token).toBeTruthy();
    expect(c.events).toContain('MFA_CHALLENGE_VERIFIED');
    const aal = await c.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data?.currentLevel).toBe('aal2');
    expect(aal.data?.nextLevel).toBe('aal2');
    expect(aal.data?.currentAuthenticationMethods.map((m) => (typeof m === 'string' ? m : m.method))).toEqual(
      ['totp', 'password'],
    );
    const list = await c.auth.mfa.listFactors();
    expect(list.data?.totp.map((f) => f.id)).toEqual([factor.id]);
    const session = await c.auth.getSession();
    const jwtAal = await c.auth.mfa.getAuthenticatorAssuranceLevel(session.data.session?.access_token);
    expect(jwtAal.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
  });

  it('signing in again: aal1 with next level aal2; a wrong code errors, the right one upgrades', async () => {
    const first = await signedIn('sb-signin@example.com');
    const factor = await enrolled(first);
    await first.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeAt(factor.totp.secret) });

    const c = client();
    await c.auth.signInWithPassword({ email: 'sb-signin@example.com', password: 'compat-password-1' });
    const aal = await c.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const challenge = await c.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toBeNull();
    const challengeId = challenge.data?.id ?? '';
    const wrong = await c.auth.mfa.verify({
      factorId: factor.id,
      challengeId,
      code: wrongCode(factor.totp.secret),
    });
    expect(wrong.error?.code).toBe('mfa_verification_failed');
    expect(wrong.error?.message).toBe('Invalid TOTP code entered');
    const ok = await c.auth.mfa.verify({
      factorId: factor.id,
      challengeId,
      code: codeAt(factor.totp.secret, 1),
    });
    expect(ok.error).toBeNull();
    expect((await c.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal2');
  });

  it('refreshSession keeps aal2', async () => {
    const c = await signedIn('sb-refresh@example.com');
    const factor = await enrolled(c);
    await c.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeAt(factor.totp.secret) });
    const { error } = await c.auth.refreshSession();
    expect(error).toBeNull();
    expect(c.events).toContain('TOKEN_REFRESHED');
    expect((await c.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal2');
  });

  it('unenroll: refused for a verified factor at aal1, done at aal2', async () => {
    const c = await signedIn('sb-unenrol@example.com');
    const factor = await enrolled(c);
    await c.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeAt(factor.totp.secret) });
    const aal1 = client();
    await aal1.auth.signInWithPassword({ email: 'sb-unenrol@example.com', password: 'compat-password-1' });
    const refused = await aal1.auth.mfa.unenroll({ factorId: factor.id });
    expect(refused.error?.code).toBe('insufficient_aal');
    const ok = await c.auth.mfa.unenroll({ factorId: factor.id });
    expect(ok.error).toBeNull();
    expect(ok.data).toEqual({ id: factor.id });
    expect((await c.auth.mfa.listFactors()).data?.all).toEqual([]);
  });

  it('enroll phone is refused with a clear error', async () => {
    const c = await signedIn('sb-phone@example.com');
    const { error } = await c.auth.mfa.enroll({ factorType: 'phone', phone: '+15550100' });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('mfa_phone_enroll_not_enabled');
  });
});
