import { base64url, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../src/auth/keys.ts';
import { createTestApp, json, type Session, SITE, type TestApp } from './helpers/test-app.ts';

/**
 * Every way of forging or misusing a token, one test each, against both surfaces that accept a user
 * token: the auth service (GoTrue answers 401/403) and the product API (401 in the error model).
 */
let t: TestApp;
let s: Session;
let claims: Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  s = await t.signUp('forgery@example.com');
  const payload = JSON.parse(Buffer.from(s.access_token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  claims = { ...payload };
  delete claims.iat;
  delete claims.exp;
  delete claims.iss;
});
afterAll(() => t.close());

const ISSUER = () => `${SITE}/auth/v1`;

type Forgery = [name: string, make: () => Promise<string>];

const FORGERIES: Forgery[] = [
  [
    'alg none',
    async () => new UnsecuredJWT(claims).setIssuer(ISSUER()).setIssuedAt().setExpirationTime('1h').encode(),
  ],
  [
    'another ES256 key',
    async () => {
      const { privateKey } = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
        'sign',
      ]);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', kid: t.deps.keys.kid })
        .setIssuer(ISSUER())
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(privateKey);
    },
  ],
  [
    'HS256 keyed with the public JWK (algorithm confusion)',
    async () =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER())
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(JSON.stringify(t.deps.keys.publicJwk))),
  ],
  ['the wrong audience', async () => signJwt(t.deps.keys, { ...claims, aud: 'someone-else' }, 3600)],
  ['no audience', async () => signJwt(t.deps.keys, { ...claims, aud: undefined }, 3600)],
  [
    'the wrong issuer',
    async () => signJwt({ ...t.deps.keys, issuer: 'https://evil.example/auth/v1' }, claims, 3600),
  ],
  ['an expired token', async () => signJwt(t.deps.keys, claims, -10)],
  [
    'a token not valid yet',
    async () => signJwt(t.deps.keys, { ...claims, nbf: Math.floor(Date.now() / 1000) + 3600 }, 7200),
  ],
  ['no session id', async () => signJwt(t.deps.keys, { ...claims, session_id: undefined }, 3600)],
  [
    'a session id that does not exist',
    async () => signJwt(t.deps.keys, { ...claims, session_id: '00000000-0000-4000-8000-000000000000' }, 3600),
  ],
  [
    'a changed subject with the original signature',
    async () => {
      const [header, , signature] = s.access_token.split('.');
      const forged = base64url.encode(
        JSON.stringify({
          ...JSON.parse(Buffer.from(s.access_token.split('.')[1] ?? '', 'base64url').toString()),
          sub: '00000000-0000-4000-8000-000000000001',
        }),
      );
      return `${header}.${forged}.${signature}`;
    },
  ],
  ['a truncated signature', async () => s.access_token.slice(0, -6)],
  ['the anon key', async () => t.deps.apiKeys.anonKey],
  ['the service-role key', async () => t.deps.apiKeys.serviceRoleKey],
  ['garbage', async () => 'not.a.jwt'],
];

describe('the auth service refuses a forged user token', () => {
  it.each(FORGERIES)('%s', async (_name, make) => {
    const res = await t.request('/auth/v1/user', { token: await make() });
    expect([401, 403]).toContain(res.status);
    const body = await json(res);
    expect(typeof body.error_code).toBe('string');
    expect(JSON.stringify(body)).not.toContain('forgery@example.com');
  });
});

describe('the product API refuses a forged user token', () => {
  it.each(FORGERIES)('%s', async (_name, make) => {
    const res = await t.request('/api/v1/me', { token: await make() });
    expect(res.status).toBe(401);
    expect(Object.keys(await json(res))).toEqual(['error']);
  });
});

describe('the genuine token still works (the forgeries are refused for their fault alone)', () => {
  it('on both surfaces', async () => {
    expect((await t.request('/auth/v1/user', { token: s.access_token })).status).toBe(200);
    expect((await t.request('/api/v1/me', { token: s.access_token })).status).toBe(200);
  });
});

describe('what needs outside providers answers GoTrue-shaped "not enabled", never 404 or 500', () => {
  const calls: [string, string, unknown][] = [
    ['POST', '/auth/v1/signup', { phone: '+15555550100', password: 'correct-horse-1' }],
    ['POST', '/auth/v1/token?grant_type=password', { phone: '+15555550100', password: 'correct-horse-1' }],
    ['POST', '/auth/v1/otp', { phone: '+15555550100' }],
    ['POST', '/auth/v1/resend', { phone: '+15555550100', type: 'sms' }],
    ['POST', '/auth/v1/verify', { phone: '+15555550100', token: '123456', type: 'sms' }],
    ['POST', '/auth/v1/token?grant_type=id_token', { provider: 'google', id_token: 'x' }],
    ['POST', '/auth/v1/token?grant_type=web3', { chain: 'ethereum', message: 'x', signature: 'y' }],
    ['GET', '/auth/v1/authorize?provider=github', undefined],
    ['POST', '/auth/v1/signup', {}],
  ];
  it.each(calls)('%s %s', async (method, path, body) => {
    const res = await t.request(path, { method, json: body });
    expect(res.status).toBe(422);
    const answer = await json(res);
    expect(answer.msg).toMatch(/not enabled|disabled/i);
    expect(typeof answer.error_code).toBe('string');
    expect(res.headers.get('x-supabase-api-version')).toBeTruthy();
  });

  it.each(['phone', 'webauthn'])('enrolling a %s factor', async (factorType) => {
    const res = await t.request('/auth/v1/factors', {
      method: 'POST',
      token: s.access_token,
      json: { factor_type: factorType, phone: '+15555550100' },
    });
    expect(res.status).toBe(422);
    expect((await json(res)).msg).toMatch(/not enabled|disabled/i);
  });

  it('linking an identity (GoTrue: 404 manual_linking_disabled) and SSO (404 saml_provider_disabled)', async () => {
    const link = await t.request('/auth/v1/user/identities/authorize?provider=github', {
      token: s.access_token,
    });
    expect(link.status).toBe(404);
    expect((await json(link)).error_code).toBe('manual_linking_disabled');
    const sso = await t.request('/auth/v1/sso', { method: 'POST', json: { domain: 'example.com' } });
    expect(sso.status).toBe(404);
    expect((await json(sso)).error_code).toBe('saml_provider_disabled');
  });
});

describe('password policy (8 to 128 characters, not among the common ones)', () => {
  const cases: [string, string, number][] = [
    ['7 characters', 'abcdefg', 422],
    ['a common password', 'password123', 422],
    ['another common one', 'qwertyuiop', 422],
    ['129 characters', 'x'.repeat(64) + 'y'.repeat(65), 422],
    ['8 uncommon characters', 'tz8#qLp2', 200],
    ['64 characters', `${'Gw-'.repeat(21)}x!`, 200],
    ['128 characters', `${'k9$'.repeat(42)}ab`, 200],
  ];
  it.each(cases)('%s', async (_name, password, status) => {
    const email = `policy-${password.length}-${status}-${Math.random().toString(36).slice(2)}@example.com`;
    const res = await t.request('/auth/v1/signup', { method: 'POST', json: { email, password } });
    expect(res.status).toBe(status);
    if (status === 422) expect((await json(res)).error_code).toBe('weak_password');
  });
});

describe('no account enumeration', () => {
  it('recover answers the same for a known and an unknown address', async () => {
    await t.signUp('known-recover@example.com');
    const known = await t.request('/auth/v1/recover', {
      method: 'POST',
      json: { email: 'known-recover@example.com' },
    });
    const unknown = await t.request('/auth/v1/recover', {
      method: 'POST',
      json: { email: 'nobody-recover@example.com' },
    });
    expect(known.status).toBe(unknown.status);
    expect(await known.text()).toBe(await unknown.text());
  });

  it('a wrong password and an unknown account give the same error', async () => {
    await t.signUp('known-login@example.com');
    const wrong = await t.request('/auth/v1/token?grant_type=password', {
      method: 'POST',
      json: { email: 'known-login@example.com', password: 'not-the-password-1' },
    });
    const unknown = await t.request('/auth/v1/token?grant_type=password', {
      method: 'POST',
      json: { email: 'nobody-login@example.com', password: 'not-the-password-1' },
    });
    expect(wrong.status).toBe(unknown.status);
    expect(await json(wrong)).toEqual(await json(unknown));
  });
});
