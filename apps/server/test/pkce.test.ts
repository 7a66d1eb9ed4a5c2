import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, startSmtpCatcher } from './helpers/smtp-catcher.ts';
import { createTestApp, json, SITE, type TestApp } from './helpers/test-app.ts';

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

const verifier = () => crypto.randomBytes(32).toString('base64url');
const s256 = (v: string) => crypto.createHash('sha256').update(v).digest('base64url');

async function codeFromLink(email: string, before: number) {
  let mail = await smtp.waitFor(email);
  while (smtp.mails.length <= before) mail = await smtp.waitFor(email);
  const url = new URL(linkIn(mail));
  const res = await t.request(`${url.pathname}${url.search}`, { redirect: 'manual' });
  return new URL(res.headers.get('location') ?? '').searchParams.get('code') ?? '';
}
const exchange = (auth_code: string, code_verifier: string) =>
  t.request('/auth/v1/token?grant_type=pkce', { method: 'POST', json: { auth_code, code_verifier } });

describe('PKCE (grant_type=pkce)', () => {
  it('magic link with an S256 challenge: the code and the right verifier give a session', async () => {
    const v = verifier();
    const before = smtp.mails.length;
    await t.request('/auth/v1/otp', {
      method: 'POST',
      json: { email: 'pkce@example.com', code_challenge: s256(v), code_challenge_method: 's256' },
    });
    const code = await codeFromLink('pkce@example.com', before);
    expect(code).toMatch(/^[0-9a-f-]{36}$/);
    const wrong = await exchange(code, verifier());
    expect(wrong.status).toBe(403);
    expect((await json(wrong)).error_code).toBe('bad_code_verifier');
    const ok = await exchange(code, v);
    expect(ok.status).toBe(200);
    expect((await json(ok)).user.email).toBe('pkce@example.com');
    const reused = await exchange(code, v);
    expect((await json(reused)).error_code).toBe('flow_state_not_found');
  });

  it('plain challenges work; unknown codes and missing fields are clear errors', async () => {
    await t.signUp('plain@example.com');
    const v = verifier();
    const before = smtp.mails.length;
    await t.request('/auth/v1/recover', {
      method: 'POST',
      json: { email: 'plain@example.com', code_challenge: v, code_challenge_method: 'plain' },
    });
    const code = await codeFromLink('plain@example.com', before);
    expect((await exchange(code, v)).status).toBe(200);
    expect((await json(await exchange(crypto.randomUUID(), v))).error_code).toBe('flow_state_not_found');
    const missing = await t.request('/auth/v1/token?grant_type=pkce', {
      method: 'POST',
      json: { auth_code: 'x' },
    });
    expect(missing.status).toBe(422);
    const badMethod = await t.request('/auth/v1/recover', {
      method: 'POST',
      json: { email: 'plain@example.com', code_challenge: v, code_challenge_method: 'md5' },
    });
    expect(badMethod.status).toBe(400);
  });

  it('without a challenge the link still answers the implicit fragment', async () => {
    await t.signUp('implicit@example.com');
    const before = smtp.mails.length;
    await t.request(`/auth/v1/recover?redirect_to=${encodeURIComponent(`${SITE}/reset-password`)}`, {
      method: 'POST',
      json: { email: 'implicit@example.com' },
    });
    let mail = await smtp.waitFor('implicit@example.com');
    while (smtp.mails.length <= before) mail = await smtp.waitFor('implicit@example.com');
    const url = new URL(linkIn(mail));
    const res = await t.request(`${url.pathname}${url.search}`, { redirect: 'manual' });
    expect(res.headers.get('location')).toContain('#access_token=');
  });
});
