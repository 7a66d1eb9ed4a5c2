import { eq, sql } from 'drizzle-orm';
import { createLocalJWKSet, jwtVerify, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, sessions } from '../src/db/schema/index.ts';
import { createTestApp, json, type Session, SITE, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const gotrue = async (res: Response) => ({
  status: res.status,
  body: (await json(res)) as Record<string, unknown>,
});
const refresh = (token: string) =>
  t.request('/auth/v1/token?grant_type=refresh_token', { method: 'POST', json: { refresh_token: token } });

describe('sign-up', () => {
  it('creates the user and a profile with the full name split, and answers a session', async () => {
    const s = await t.signUp('ann@example.com', 'correct-horse-1', 'Ann Marie Lee');
    expect(s.token_type).toBe('bearer');
    expect(s.expires_in).toBe(3600);
    expect(s.refresh_token).toBeTruthy();
    expect(s.user.email).toBe('ann@example.com');
    const [p] = await t.db.select().from(profiles).where(eq(profiles.id, s.user.id));
    expect(p).toMatchObject({
      firstName: 'Ann',
      lastName: 'Marie Lee',
      fullName: 'Ann Marie Lee',
      email: 'ann@example.com',
    });
  });

  it('issues ES256 access tokens that verify against the JWKS with the expected claims', async () => {
    const s = await t.signUp('claims@example.com');
    const jwks = (await json(await t.request('/auth/v1/.well-known/jwks.json'))) as { keys: object[] };
    const { payload, protectedHeader } = await jwtVerify(s.access_token, createLocalJWKSet(jwks as never), {
      audience: 'authenticated',
    });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload).toMatchObject({
      sub: s.user.id,
      role: 'authenticated',
      aal: 'aal1',
      email: 'claims@example.com',
    });
    expect(typeof payload.session_id).toBe('string');
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(3600);
  });

  it("refuses an existing e-mail with GoTrue's 'User already registered' (any case)", async () => {
    await t.signUp('dup@example.com');
    const r = await gotrue(
      await t.request('/auth/v1/signup', {
        method: 'POST',
        json: { email: 'DUP@example.com', password: 'another-pass-1' },
      }),
    );
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ error_code: 'user_already_exists', msg: 'User already registered' });
  });

  it('answers with the GoTrue API version header so the client reads the error code', async () => {
    const res = await t.request('/auth/v1/signup', {
      method: 'POST',
      json: { email: 'x@example.com', password: 'short' },
    });
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await gotrue(res)).toMatchObject({ status: 422, body: { error_code: 'weak_password' } });
  });

  it.each([
    [{ email: 'not-an-email', password: 'long-enough-1' }, 400, 'validation_failed'],
    [{ email: 'a@example.com' }, 400, 'validation_failed'],
    [{}, 422, 'anonymous_provider_disabled'],
    [{ phone: '+15551234567', password: 'long-enough-1' }, 422, 'phone_provider_disabled'],
    [{ email: 'long@example.com', password: 'x'.repeat(129) }, 422, 'weak_password'],
  ])('refuses %j with %i %s', async (json, status, code) => {
    const r = await gotrue(await t.request('/auth/v1/signup', { method: 'POST', json }));
    expect(r.status).toBe(status);
    expect(r.body.error_code).toBe(code);
  });

  it('answers bad JSON with a 400, not a 500', async () => {
    const res = await t.request('/auth/v1/signup', {
      method: 'POST',
      body: '{nope',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect((await json(res)).error_code).toBe('bad_json');
  });
});

describe('password sign-in', () => {
  beforeAll(async () => {
    await t.signUp('signin@example.com', 'right-password-1');
  });

  it('signs in and records the sign-in time', async () => {
    const s = await t.signIn('signin@example.com', 'right-password-1');
    expect(s.access_token).toBeTruthy();
    const me = await gotrue(await t.request('/auth/v1/user', { token: s.access_token }));
    expect(me.status).toBe(200);
    expect(me.body.last_sign_in_at).toBeTruthy();
  });

  it('answers the same for a wrong password and an unknown account', async () => {
    for (const json of [
      { email: 'signin@example.com', password: 'wrong-password-1' },
      { email: 'nobody@example.com', password: 'wrong-password-1' },
    ]) {
      const r = await gotrue(await t.request('/auth/v1/token?grant_type=password', { method: 'POST', json }));
      expect(r).toMatchObject({
        status: 400,
        body: { error_code: 'invalid_credentials', msg: 'Invalid login credentials' },
      });
    }
  });

  it('needs an e-mail and a password', async () => {
    const r = await gotrue(
      await t.request('/auth/v1/token?grant_type=password', {
        method: 'POST',
        json: { email: 'signin@example.com' },
      }),
    );
    expect(r.body.msg).toBe('You must provide either an email or phone number and a password');
  });

  it('refuses a disabled account and ends its sessions', async () => {
    const s = await t.signUp('disabled@example.com');
    await t.db.update(profiles).set({ isActive: false }).where(eq(profiles.id, s.user.id));
    const r = await gotrue(
      await t.request('/auth/v1/token?grant_type=password', {
        method: 'POST',
        json: { email: 'disabled@example.com', password: 'correct-horse-1' },
      }),
    );
    expect(r).toMatchObject({ status: 400, body: { error_code: 'user_banned' } });
    expect((await refresh(s.refresh_token)).status).toBe(400);
    expect((await t.request('/api/v1/me', { token: s.access_token })).status).toBe(401);
  });
});

describe('refresh tokens', () => {
  it('rotates: each refresh answers a new token and a new access token for the same session', async () => {
    const s = await t.signUp('rotate@example.com');
    const r1 = await gotrue(await refresh(s.refresh_token));
    expect(r1.status).toBe(200);
    expect(r1.body.refresh_token).not.toBe(s.refresh_token);
    const r2 = await gotrue(await refresh(r1.body.refresh_token as string));
    expect(r2.status).toBe(200);
  });

  it('accepts parallel refreshes of one token inside the reuse window (several tabs)', async () => {
    const s = await t.signUp('tabs@example.com');
    const results = await Promise.all(Array.from({ length: 10 }, () => refresh(s.refresh_token)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
  });

  it('an unknown token is refused', async () => {
    const r = await gotrue(await refresh('not-a-token'));
    expect(r).toMatchObject({ status: 400, body: { error_code: 'refresh_token_not_found' } });
  });
});

describe('refresh token reuse outside the window', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ refreshReuseWindow: 0 });
  });
  afterAll(() => strict.close());

  it('refuses a replayed token and ends the whole session family', async () => {
    const s = await strict.signUp('stolen@example.com');
    const rf = (token: string) =>
      strict.request('/auth/v1/token?grant_type=refresh_token', {
        method: 'POST',
        json: { refresh_token: token },
      });
    const good = (await json(await rf(s.refresh_token))) as Session;
    await new Promise((r) => setTimeout(r, 5));
    const replay = await rf(s.refresh_token);
    expect(replay.status).toBe(400);
    expect((await json(replay)).error_code).toBe('refresh_token_already_used');
    // The legitimate holder's newer token is dead too: the family is revoked.
    expect((await rf(good.refresh_token)).status).toBe(400);
    expect((await strict.request('/auth/v1/user', { token: good.access_token })).status).toBe(403);
  });
});

describe('user', () => {
  it('GET /user needs a bearer token and a live session', async () => {
    expect((await t.request('/auth/v1/user')).status).toBe(401);
    const s = await t.signUp('user@example.com');
    const me = await gotrue(await t.request('/auth/v1/user', { token: s.access_token }));
    expect(me.body).toMatchObject({ id: s.user.id, aud: 'authenticated', email: 'user@example.com' });
    expect(Array.isArray(me.body.identities)).toBe(true);
  });

  it('PUT /user changes the password, marks it changed and ends the other sessions', async () => {
    const a = await t.signUp('pw@example.com', 'first-password-1');
    const b = await t.signIn('pw@example.com', 'first-password-1');
    const res = await t.request('/auth/v1/user', {
      method: 'PUT',
      token: a.access_token,
      json: { password: 'second-password-2' },
    });
    expect(res.status).toBe(200);
    await t.signIn('pw@example.com', 'second-password-2');
    expect((await t.request('/auth/v1/user', { token: b.access_token })).status).toBe(403);
    expect((await t.request('/auth/v1/user', { token: a.access_token })).status).toBe(200);
    const [p] = await t.db.select().from(profiles).where(eq(profiles.id, a.user.id));
    expect(p?.passwordChanged).toBe(true);
    expect(p?.lastPasswordChange).toBeInstanceOf(Date);
  });

  it('PUT /user refuses the same password and a short one', async () => {
    const a = await t.signUp('same@example.com', 'same-password-1');
    const same = await gotrue(
      await t.request('/auth/v1/user', {
        method: 'PUT',
        token: a.access_token,
        json: { password: 'same-password-1' },
      }),
    );
    expect(same.body.error_code).toBe('same_password');
    const short = await gotrue(
      await t.request('/auth/v1/user', { method: 'PUT', token: a.access_token, json: { password: 'short' } }),
    );
    expect(short.body.error_code).toBe('weak_password');
  });

  it('PUT /user merges user metadata', async () => {
    const a = await t.signUp('meta@example.com');
    const r = await gotrue(
      await t.request('/auth/v1/user', {
        method: 'PUT',
        token: a.access_token,
        json: { data: { locale: 'en' } },
      }),
    );
    expect(r.body.user_metadata).toMatchObject({ full_name: 'Test Person', locale: 'en' });
  });
});

describe('logout scopes', () => {
  async function threeSessions(email: string) {
    await t.signUp(email);
    return Promise.all([t.signIn(email), t.signIn(email), t.signIn(email)]);
  }
  const alive = async (s: Session) =>
    (await t.request('/auth/v1/user', { token: s.access_token })).status === 200;

  it('local ends only this session', async () => {
    const [a, b, c] = await threeSessions('local@example.com');
    if (!a || !b || !c) throw new Error('sessions');
    expect(
      (await t.request('/auth/v1/logout?scope=local', { method: 'POST', token: a.access_token })).status,
    ).toBe(204);
    expect([await alive(a), await alive(b), await alive(c)]).toEqual([false, true, true]);
  });

  it('others ends every other session', async () => {
    const [a, b, c] = await threeSessions('others@example.com');
    if (!a || !b || !c) throw new Error('sessions');
    expect(
      (await t.request('/auth/v1/logout?scope=others', { method: 'POST', token: a.access_token })).status,
    ).toBe(204);
    expect([await alive(a), await alive(b), await alive(c)]).toEqual([true, false, false]);
  });

  it('global (the default) ends them all, and their refresh tokens', async () => {
    const [a, b, c] = await threeSessions('global@example.com');
    if (!a || !b || !c) throw new Error('sessions');
    expect((await t.request('/auth/v1/logout', { method: 'POST', token: a.access_token })).status).toBe(204);
    expect([await alive(a), await alive(b), await alive(c)]).toEqual([false, false, false]);
    expect((await refresh(b.refresh_token)).status).toBe(400);
  });

  it('refuses an unknown scope and a missing token', async () => {
    const [a] = await threeSessions('scope@example.com');
    if (!a) throw new Error('sessions');
    expect(
      (await t.request('/auth/v1/logout?scope=everyone', { method: 'POST', token: a.access_token })).status,
    ).toBe(422);
    expect((await t.request('/auth/v1/logout', { method: 'POST' })).status).toBe(401);
  });
});

describe('forged tokens', () => {
  it('refuses alg none, another key, the wrong audience and an expired token', async () => {
    const s = await t.signUp('forge@example.com');
    const claims = {
      sub: s.user.id,
      role: 'authenticated',
      aud: 'authenticated',
      session_id: 'x',
      aal: 'aal1',
    };
    const none = new UnsecuredJWT(claims).setIssuedAt().setExpirationTime('1h').encode();
    const { privateKey } = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
      'sign',
    ]);
    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256' })
      .setIssuer(`${SITE}/auth/v1`)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    const { signJwt } = await import('../src/auth/keys.ts');
    const wrongAud = await signJwt(t.deps.keys, { ...claims, aud: 'someone-else' }, 3600);
    const expired = await signJwt(t.deps.keys, claims, -10);
    const anon = t.deps.apiKeys.anonKey;
    for (const token of [none, otherKey, wrongAud, expired, anon, 'garbage']) {
      expect((await t.request('/auth/v1/user', { token })).status).toBe(403);
      expect((await t.request('/api/v1/me', { token })).status).toBe(401);
    }
  });
});

describe('service endpoints', () => {
  it('GET /settings describes the e-mail provider only', async () => {
    const r = await gotrue(await t.request('/auth/v1/settings'));
    expect(r.body).toMatchObject({
      external: { email: true, phone: false },
      mailer_autoconfirm: true,
      disable_signup: false,
    });
  });

  it('answers a clear "not enabled" for what needs outside providers, never a 404 or 500', async () => {
    const calls: [string, string][] = [
      ['GET', '/auth/v1/authorize?provider=github'],
      ['POST', '/auth/v1/token?grant_type=id_token'],
      ['POST', '/auth/v1/token?grant_type=web3'],
    ];
    for (const [method, path] of calls) {
      const res = await t.request(path, { method, json: method === 'POST' ? {} : undefined });
      expect(res.status, path).toBe(422);
      const body = await json(res);
      expect(body.msg, path).toMatch(/not enabled/);
    }
  });

  it('raw database: sessions are rows, tokens stored hashed', async () => {
    const s = await t.signUp('hashed@example.com');
    const rows = await t.db.execute(
      sql`select token_hash from auth.refresh_tokens where user_id = ${s.user.id}`,
    );
    const stored = (rows as unknown as { rows: { token_hash: string }[] }).rows.map((r) => r.token_hash);
    expect(stored).not.toContain(s.refresh_token);
    const live = await t.db.select().from(sessions).where(eq(sessions.userId, s.user.id));
    expect(live).toHaveLength(1);
  });
});

describe('admin API (service-role key only)', () => {
  it('creates a confirmed user whose password must be changed at first sign-in', async () => {
    const res = await t.request('/auth/v1/admin/users', {
      method: 'POST',
      token: t.deps.apiKeys.serviceRoleKey,
      json: {
        email: 'made@example.com',
        password: 'temporary-pass-1',
        email_confirm: true,
        user_metadata: { full_name: 'Made Up' },
      },
    });
    expect(res.status).toBe(200);
    const user = await json(res);
    const [p] = await t.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(p).toMatchObject({ passwordChanged: false, firstName: 'Made', lastName: 'Up' });
    const s = await t.signIn('made@example.com', 'temporary-pass-1');
    const me = await json(await t.request('/api/v1/me', { token: s.access_token }));
    expect(me.profile.password_changed).toBe(false);
    const got = await t.request(`/auth/v1/admin/users/${user.id}`, { token: t.deps.apiKeys.serviceRoleKey });
    expect((await json(got)).email).toBe('made@example.com');
  });

  it('refuses the anon key, a user token and no token', async () => {
    const s = await t.signUp('notadmin@example.com');
    for (const [token, status] of [
      [t.deps.apiKeys.anonKey, 403],
      [s.access_token, 403],
      [undefined, 401],
    ] as const) {
      const res = await t.request('/auth/v1/admin/users', {
        method: 'POST',
        token,
        json: { email: 'x@example.com' },
      });
      expect(res.status).toBe(status);
    }
  });
});

describe('common passwords', () => {
  it('ships a list of at least 10,000 and refuses them on sign-up, password change and admin create', async () => {
    const { COMMON_PASSWORD_COUNT } = await import('../src/auth/common-passwords.ts');
    expect(COMMON_PASSWORD_COUNT()).toBeGreaterThanOrEqual(10_000);
    const signup = await t.request('/auth/v1/signup', {
      method: 'POST',
      json: { email: 'common@example.com', password: 'Password123' },
    });
    expect(signup.status).toBe(422);
    expect(await json(signup)).toMatchObject({
      error_code: 'weak_password',
      weak_password: { reasons: ['pwned'] },
    });
    const s = await t.signUp('changer@example.com');
    const put = await t.request('/auth/v1/user', {
      method: 'PUT',
      token: s.access_token,
      json: { password: 'iloveyou123' },
    });
    expect((await json(put)).error_code).toBe('weak_password');
    const me = await t.request('/api/v1/me/password', {
      method: 'POST',
      token: s.access_token,
      json: { currentPassword: 'correct-horse-1', newPassword: 'qwertyuiop' },
    });
    expect(me.status).toBe(400);
    expect((await json(me)).error.code).toBe('weak_password');
  });
});
