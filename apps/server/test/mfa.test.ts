import { and, eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seal, unseal } from '../src/auth/sealed.ts';
import { authAuditLog, mfaChallenges, mfaFactors, sessions } from '../src/db/schema/index.ts';
import { claimsOf, codeAt, mfaHttp, wrongCode } from './helpers/mfa.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let m: ReturnType<typeof mfaHttp>;
beforeAll(async () => {
  t = await createTestApp();
  m = mfaHttp(t);
});
afterAll(() => t.close());

const events = async (userId: string) =>
  (await t.db.select().from(authAuditLog).where(eq(authAuditLog.userId, userId))).map((e) => e.action);

describe('POST /factors (enrol TOTP)', () => {
  it('answers the factor with a base32 secret, an otpauth URI of that secret and an SVG QR code', async () => {
    const s = await t.signUp('enrol@example.com');
    const res = await m.enrolRaw(s.access_token, { factor_type: 'totp', friendly_name: 'My phone' });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ type: 'totp', friendly_name: 'My phone' });
    expect(body.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.totp.qr_code).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>\s*$/);
    const uri = new URL(body.totp.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(`${uri.host}${decodeURIComponent(uri.pathname)}`).toBe('totp/groundwork.test:enrol@example.com');
    expect(uri.searchParams.get('secret')).toBe(body.totp.secret);
    expect(uri.searchParams.get('issuer')).toBe('groundwork.test');
    // What an authenticator app makes of the URI gives the codes the secret gives.
    const app = OTPAuth.URI.parse(body.totp.uri);
    expect(app.generate()).toBe(codeAt(body.totp.secret));
    const [row] = await t.db.select().from(mfaFactors).where(eq(mfaFactors.id, body.id));
    expect(row).toMatchObject({ status: 'unverified', factorType: 'totp' });
    // The seed is sealed at rest (AES-GCM under a key derived from the signing key), never in clear.
    expect(row?.secret.startsWith('v1:')).toBe(true);
    expect(row?.secret).not.toContain(body.totp.secret);
    expect(unseal(t.deps.keys.dataKey, row?.secret ?? '')).toBe(body.totp.secret);
    expect(await events(s.user.id)).toContain('mfa_factor_enrolled');
  });

  it('uses the issuer given by the client', async () => {
    const s = await t.signUp('issuer@example.com');
    const body = await json(await m.enrolRaw(s.access_token, { factor_type: 'totp', issuer: 'Groundwork' }));
    expect(body.totp.uri).toMatch(/^otpauth:\/\/totp\/Groundwork:issuer%40example\.com\?/);
    expect(body.totp.uri).toContain('issuer=Groundwork');
  });

  it('GET /user lists the factor without its secret', async () => {
    const s = await t.signUp('listed@example.com');
    const f = await m.enrol(s.access_token, 'Listed');
    const user = await json(await t.request('/auth/v1/user', { token: s.access_token }));
    expect(user.factors).toEqual([
      {
        id: f.id,
        friendly_name: 'Listed',
        factor_type: 'totp',
        status: 'unverified',
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    ]);
    expect(JSON.stringify(user)).not.toContain(f.secret);
  });

  it('refuses phone and webauthn (not enabled) and unknown types, GoTrue-shaped', async () => {
    const s = await t.signUp('types@example.com');
    const phone = await m.enrolRaw(s.access_token, { factor_type: 'phone', phone: '+15550100' });
    expect(phone.status).toBe(422);
    expect(await json(phone)).toMatchObject({ code: 422, error_code: 'mfa_phone_enroll_not_enabled' });
    const webauthn = await m.enrolRaw(s.access_token, { factor_type: 'webauthn' });
    expect((await json(webauthn)).error_code).toBe('mfa_webauthn_enroll_not_enabled');
    const other = await m.enrolRaw(s.access_token, { factor_type: 'sms' });
    expect(other.status).toBe(422);
    expect((await json(other)).error_code).toBe('validation_failed');
  });

  it('requires a signed-in user', async () => {
    const res = await t.request('/auth/v1/factors', { method: 'POST', json: { factor_type: 'totp' } });
    expect(res.status).toBe(401);
    expect((await json(res)).error_code).toBe('no_authorization');
  });

  it('refuses a duplicate friendly name', async () => {
    const s = await t.signUp('dupe@example.com');
    await m.enrol(s.access_token, 'Phone');
    const res = await m.enrolRaw(s.access_token, { factor_type: 'totp', friendly_name: 'Phone' });
    expect(res.status).toBe(422);
    expect((await json(res)).error_code).toBe('mfa_factor_name_conflict');
  });

  it('allows at most 10 factors; unverified factors older than a day are replaced', async () => {
    const s = await t.signUp('ten@example.com');
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) ids.push((await m.enrol(s.access_token, `Factor ${i}`)).id);
    const res = await m.enrolRaw(s.access_token, { factor_type: 'totp', friendly_name: 'Eleven' });
    expect(res.status).toBe(422);
    expect(await json(res)).toMatchObject({
      error_code: 'too_many_enrolled_mfa_factors',
      msg: 'Maximum number of verified factors reached, unenroll to continue',
    });
    const stale = ids[0] ?? '';
    await t.db
      .update(mfaFactors)
      .set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(eq(mfaFactors.id, stale));
    await m.enrol(s.access_token, 'Eleven');
    expect(await t.db.select().from(mfaFactors).where(eq(mfaFactors.id, stale))).toHaveLength(0);
  });

  it('a second factor may only be added from an aal2 session', async () => {
    const { aal1, aal2 } = await m.mfaUser('second@example.com');
    const refused = await m.enrolRaw(aal1.access_token, { factor_type: 'totp', friendly_name: 'Backup' });
    expect(refused.status).toBe(403);
    expect((await json(refused)).error_code).toBe('insufficient_aal');
    await m.enrol(aal2.access_token, 'Backup');
  });
});

describe('challenge and verify', () => {
  it('a challenge expires in five minutes', async () => {
    const s = await t.signUp('challenge@example.com');
    const f = await m.enrol(s.access_token);
    const body = await json(await m.challengeRaw(s.access_token, f.id));
    expect(body).toMatchObject({ id: expect.any(String), type: 'totp' });
    expect(Math.abs(body.expires_at - (Math.floor(Date.now() / 1000) + 300))).toBeLessThanOrEqual(2);
  });

  it('the right code verifies the factor and upgrades the same session to aal2 with a new refresh token', async () => {
    const s = await t.signUp('verify@example.com');
    const f = await m.enrol(s.access_token);
    const session = await m.verify(s.access_token, f);
    const before = claimsOf(s.access_token);
    const after = claimsOf(session.access_token);
    expect(before.aal).toBe('aal1');
    expect(after.aal).toBe('aal2');
    expect(after.session_id).toBe(before.session_id);
    expect(after.amr.map((a) => a.method)).toEqual(['totp', 'password']);
    expect(session.refresh_token).not.toBe(s.refresh_token);
    expect((session.user as unknown as { factors: { status: string }[] }).factors[0]?.status).toBe(
      'verified',
    );
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, after.session_id));
    expect(row?.aal).toBe('aal2');
    expect(await events(s.user.id)).toContain('mfa_factor_verified');
  });

  it('refresh keeps aal2 and its amr', async () => {
    const { aal2 } = await m.mfaUser('refresh-mfa@example.com');
    const res = await t.request('/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      json: { refresh_token: aal2.refresh_token },
    });
    const refreshed = await json(res);
    expect(claimsOf(refreshed.access_token).aal).toBe('aal2');
    expect(claimsOf(refreshed.access_token).amr.map((a) => a.method)).toEqual(['totp', 'password']);
  });

  it('a wrong code is refused and recorded; the factor stays unverified', async () => {
    const s = await t.signUp('wrong@example.com');
    const f = await m.enrol(s.access_token);
    const id = await m.challenge(s.access_token, f.id);
    const res = await m.verifyRaw(s.access_token, f.id, id, wrongCode(f.secret));
    expect(res.status).toBe(422);
    expect(await json(res)).toMatchObject({
      error_code: 'mfa_verification_failed',
      msg: 'Invalid TOTP code entered',
    });
    const malformed = await m.verifyRaw(s.access_token, f.id, id, '12ab56');
    expect((await json(malformed)).error_code).toBe('mfa_verification_failed');
    const [row] = await t.db.select().from(mfaFactors).where(eq(mfaFactors.id, f.id));
    expect(row?.status).toBe('unverified');
    expect(await events(s.user.id)).toContain('mfa_verify_failed');
    // The challenge is still good for the right code.
    expect((await m.verifyRaw(s.access_token, f.id, id, codeAt(f.secret))).status).toBe(200);
  });

  it('a code is never accepted twice: the same or an earlier step is refused, the next one accepted', async () => {
    const { aal2, factor } = await m.mfaUser('replay@example.com');
    const again = await m.verifyRaw(
      aal2.access_token,
      factor.id,
      await m.challenge(aal2.access_token, factor.id),
      codeAt(factor.secret),
    );
    expect((await json(again)).error_code).toBe('mfa_verification_failed');
    const earlier = await m.verifyRaw(
      aal2.access_token,
      factor.id,
      await m.challenge(aal2.access_token, factor.id),
      codeAt(factor.secret, -1),
    );
    expect((await json(earlier)).error_code).toBe('mfa_verification_failed');
    await m.verify(aal2.access_token, factor, 1);
  });

  it('a challenge works once and expires after five minutes', async () => {
    const s = await t.signUp('expired@example.com');
    const f = await m.enrol(s.access_token);
    const used = await m.challenge(s.access_token, f.id);
    expect((await m.verifyRaw(s.access_token, f.id, used, codeAt(f.secret))).status).toBe(200);
    await m.forgetStep(f.id);
    const reused = await m.verifyRaw(s.access_token, f.id, used, codeAt(f.secret));
    expect((await json(reused)).error_code).toBe('mfa_challenge_expired');
    const old = await m.challenge(s.access_token, f.id);
    await t.db
      .update(mfaChallenges)
      .set({ createdAt: new Date(Date.now() - 301_000) })
      .where(eq(mfaChallenges.id, old));
    const late = await m.verifyRaw(s.access_token, f.id, old, codeAt(f.secret));
    expect(late.status).toBe(422);
    expect((await json(late)).error_code).toBe('mfa_challenge_expired');
  });

  it('a challenge of another factor does not verify this one', async () => {
    const s = await t.signUp('mismatch@example.com');
    const a = await m.enrol(s.access_token, 'A');
    const b = await m.enrol(s.access_token, 'B');
    const res = await m.verifyRaw(
      s.access_token,
      a.id,
      await m.challenge(s.access_token, b.id),
      codeAt(a.secret),
    );
    expect(res.status).toBe(422);
    expect((await json(res)).error_code).toBe('validation_failed');
  });

  it("another user's factor is not found for challenge, verify or delete", async () => {
    const owner = await t.signUp('owner@example.com');
    const f = await m.enrol(owner.access_token);
    const other = await t.signUp('intruder@example.com');
    const challenge = await m.challengeRaw(other.access_token, f.id);
    expect(challenge.status).toBe(404);
    expect((await json(challenge)).error_code).toBe('mfa_factor_not_found');
    const ownChallenge = await m.challenge(owner.access_token, f.id);
    const verify = await m.verifyRaw(other.access_token, f.id, ownChallenge, codeAt(f.secret));
    expect(verify.status).toBe(404);
    const del = await t.request(`/auth/v1/factors/${f.id}`, { method: 'DELETE', token: other.access_token });
    expect(del.status).toBe(404);
    expect((await m.challengeRaw(owner.access_token, 'not-a-uuid')).status).toBe(404);
  });

  it('verifying a new factor ends the account’s other aal1 sessions', async () => {
    const first = await t.signUp('others@example.com');
    const second = await t.signIn('others@example.com');
    await m.verify(first.access_token, await m.enrol(first.access_token));
    const gone = await t.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.id, claimsOf(second.access_token).session_id)));
    expect(gone).toHaveLength(0);
    expect((await t.request('/auth/v1/user', { token: first.access_token })).status).toBe(200);
  });

  it('factor verification is rate limited per user (15 in 5 minutes)', async () => {
    const s = await t.signUp('limited@example.com');
    const f = await m.enrol(s.access_token);
    const id = await m.challenge(s.access_token, f.id);
    for (let i = 0; i < 15; i++) {
      expect((await m.verifyRaw(s.access_token, f.id, id, wrongCode(f.secret))).status).toBe(422);
    }
    const blocked = await m.verifyRaw(s.access_token, f.id, id, codeAt(f.secret));
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
  });
});

describe('unenrol and the product API', () => {
  it('an unverified factor can be removed from an aal1 session', async () => {
    const s = await t.signUp('remove-unverified@example.com');
    const f = await m.enrol(s.access_token);
    const res = await t.request(`/auth/v1/factors/${f.id}`, { method: 'DELETE', token: s.access_token });
    expect(await json(res)).toEqual({ id: f.id });
    expect(await t.db.select().from(mfaFactors).where(eq(mfaFactors.id, f.id))).toHaveLength(0);
  });

  it('a verified factor needs aal2 to be removed; afterwards aal1 tokens work again', async () => {
    const { aal1, aal2, factor } = await m.mfaUser('remove-verified@example.com');
    const refused = await t.request(`/auth/v1/factors/${factor.id}`, {
      method: 'DELETE',
      token: aal1.access_token,
    });
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({
      error_code: 'insufficient_aal',
      msg: 'AAL2 required to unenroll verified factor',
    });
    const ok = await t.request(`/auth/v1/factors/${factor.id}`, {
      method: 'DELETE',
      token: aal2.access_token,
    });
    expect(await json(ok)).toEqual({ id: factor.id });
    expect(await events(aal1.user.id)).toContain('mfa_factor_deleted');
    expect((await t.request('/api/v1/me', { token: aal1.access_token })).status).toBe(200);
  });

  it('/api/v1/me refuses the aal1 token of an MFA user (mfa_required) and accepts aal2', async () => {
    const { aal2, factor } = await m.mfaUser('me-mfa@example.com');
    const signIn = await t.signIn('me-mfa@example.com');
    expect(claimsOf(signIn.access_token).aal).toBe('aal1');
    const refused = await t.request('/api/v1/me', { token: signIn.access_token });
    expect(refused.status).toBe(401);
    expect((await json(refused)).error.code).toBe('mfa_required');
    expect((await t.request('/api/v1/me', { token: aal2.access_token })).status).toBe(200);
    // The second step of sign-in: the next time step's code upgrades the new session.
    const upgraded = await m.verify(signIn.access_token, factor, 1);
    expect((await t.request('/api/v1/me', { token: upgraded.access_token })).status).toBe(200);
  });
});

describe('admin factors API', () => {
  const admin = (path: string, method = 'GET') =>
    t.request(`/auth/v1/admin/users${path}`, { method, token: t.deps.apiKeys.serviceRoleKey });

  it('lists and deletes a user’s factors with the service-role key only', async () => {
    const { aal1, factor } = await m.mfaUser('admin-factors@example.com');
    const userId = aal1.user.id;
    expect(
      (await t.request(`/auth/v1/admin/users/${userId}/factors`, { token: aal1.access_token })).status,
    ).toBe(403);
    const list = await json(await admin(`/${userId}/factors`));
    expect(list).toEqual([
      expect.objectContaining({ id: factor.id, factor_type: 'totp', status: 'verified' }),
    ]);
    expect((await json(await admin(`/${userId}`))).factors).toHaveLength(1);
    expect(await json(await admin(`/${userId}/factors/${factor.id}`, 'DELETE'))).toEqual({ id: factor.id });
    expect(await json(await admin(`/${userId}/factors`))).toEqual([]);
    const again = await admin(`/${userId}/factors/${factor.id}`, 'DELETE');
    expect(again.status).toBe(404);
    expect((await json(again)).error_code).toBe('mfa_factor_not_found');
    expect((await admin('/00000000-0000-4000-8000-000000000000/factors')).status).toBe(404);
  });
});

describe('sealed secrets', () => {
  it('refuse to open when tampered with or under another key', () => {
    const key = t.deps.keys.dataKey;
    const sealed = seal(key, 'JBSWY3DPEHPK3PXP');
    expect(seal(key, 'JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
    expect(() => unseal(key, `v1:${raw.toString('base64url')}`)).toThrow();
    expect(() => unseal(Buffer.alloc(32, 7), sealed)).toThrow();
    expect(() => unseal(key, 'JBSWY3DPEHPK3PXP')).toThrow();
  });
});
