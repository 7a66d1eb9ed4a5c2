import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../src/db/schema/index.ts';
import { type CaughtMail, linkIn, startSmtpCatcher } from './helpers/smtp-catcher.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ smtpUrl: smtp.url, securePasswordChange: true });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function nextMail(to: string, before: number): Promise<CaughtMail> {
  for (;;) {
    const mail = await smtp.waitFor(to);
    if (smtp.mails.filter((m) => m.to.includes(to)).length > before) return mail;
  }
}
const mailsTo = (to: string) => smtp.mails.filter((m) => m.to.includes(to)).length;
// Within one line: the subject "…confirmation code" must not run on into digits of the next header.
const codeIn = (mail: CaughtMail) => /code[^\d\r\n]*(\d{6})/.exec(mail.text)?.[1] ?? '';

describe('e-mail change (PUT /user { email })', () => {
  it('changes nothing until the new address confirms; the old address is told', async () => {
    const s = await t.signUp('old-address@example.com');
    const beforeNew = mailsTo('new-address@example.com');
    const beforeOld = mailsTo('old-address@example.com');
    const res = await t.request('/auth/v1/user', {
      method: 'PUT',
      token: s.access_token,
      json: { email: 'New-Address@example.com' },
    });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ email: 'old-address@example.com', new_email: 'new-address@example.com' });
    const confirm = await nextMail('new-address@example.com', beforeNew);
    const notice = await nextMail('old-address@example.com', beforeOld);
    expect(notice.text).toContain('new-address@example.com');

    const url = new URL(linkIn(confirm));
    expect(url.searchParams.get('type')).toBe('email_change');
    const follow = await t.request(`${url.pathname}${url.search}`, { redirect: 'manual' });
    expect(follow.headers.get('location')).toContain('#access_token=');
    await t.signIn('new-address@example.com');
    const [p] = await t.db.select().from(profiles).where(eq(profiles.id, s.user.id));
    expect(p?.email).toBe('new-address@example.com');
  });

  it('refuses an address that belongs to another account, and a malformed one', async () => {
    const s = await t.signUp('mine@example.com');
    await t.signUp('theirs@example.com');
    const taken = await t.request('/auth/v1/user', {
      method: 'PUT',
      token: s.access_token,
      json: { email: 'theirs@example.com' },
    });
    expect(taken.status).toBe(422);
    expect((await json(taken)).error_code).toBe('email_exists');
    const bad = await t.request('/auth/v1/user', {
      method: 'PUT',
      token: s.access_token,
      json: { email: 'nope' },
    });
    expect((await json(bad)).error_code).toBe('validation_failed');
  });
});

describe('reauthentication (AUTH_SECURE_PASSWORD_CHANGE)', () => {
  it('a password change needs the e-mailed nonce, once', async () => {
    const s = await t.signUp('careful@example.com', 'first-careful-1');
    const without = await t.request('/auth/v1/user', {
      method: 'PUT',
      token: s.access_token,
      json: { password: 'second-careful-2' },
    });
    expect(without.status).toBe(400);
    expect((await json(without)).error_code).toBe('reauthentication_needed');

    const before = mailsTo('careful@example.com');
    expect((await t.request('/auth/v1/reauthenticate', { token: s.access_token })).status).toBe(200);
    const nonce = codeIn(await nextMail('careful@example.com', before));
    expect(nonce).toMatch(/^\d{6}$/);
    const wrong = await t.request('/auth/v1/user', {
      method: 'PUT',
      token: s.access_token,
      json: { password: 'second-careful-2', nonce: nonce === '000000' ? '111111' : '000000' },
    });
    expect((await json(wrong)).error_code).toBe('reauthentication_not_valid');
    const ok = await t.request('/auth/v1/user', {
      method: 'PUT',
      token: s.access_token,
      json: { password: 'second-careful-2', nonce },
    });
    expect(ok.status).toBe(200);
    await t.signIn('careful@example.com', 'second-careful-2');
    const reused = await t.request('/auth/v1/user', {
      method: 'PUT',
      token: s.access_token,
      json: { password: 'third-careful-3', nonce },
    });
    expect((await json(reused)).error_code).toBe('reauthentication_not_valid');
  });

  it('needs a signed-in user', async () => {
    expect((await t.request('/auth/v1/reauthenticate')).status).toBe(401);
  });
});
