import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens } from '../src/db/schema/index.ts';
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

const fragment = (location: string) => new URLSearchParams(new URL(location).hash.slice(1));

/** Follows the e-mailed link as a browser would: GET, expect a redirect into the product. */
async function follow(link: string) {
  const url = new URL(link);
  const res = await t.request(`${url.pathname}${url.search}`, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return res.headers.get('location') ?? '';
}

describe('password recovery through real SMTP', () => {
  it('mails a link to SITE_URL that signs the person in once, on /reset-password', async () => {
    await t.signUp('forgot@example.com', 'old-password-1');
    const res = await t.request(
      `/auth/v1/recover?redirect_to=${encodeURIComponent(`${SITE}/reset-password`)}`,
      {
        method: 'POST',
        json: { email: 'forgot@example.com' },
      },
    );
    expect(res.status).toBe(200);
    const mail = await smtp.waitFor('forgot@example.com');
    expect(mail.subject).toMatch(/Reset your Groundwork password/);
    const link = linkIn(mail);
    expect(link.startsWith(`${SITE}/auth/v1/verify?`)).toBe(true);

    const location = await follow(link);
    expect(location.startsWith(`${SITE}/reset-password#`)).toBe(true);
    const params = fragment(location);
    expect(params.get('type')).toBe('recovery');
    const accessToken = params.get('access_token') ?? '';
    expect(accessToken).toBeTruthy();

    const upd = await t.request('/auth/v1/user', {
      method: 'PUT',
      token: accessToken,
      json: { password: 'new-password-2' },
    });
    expect(upd.status).toBe(200);
    await t.signIn('forgot@example.com', 'new-password-2');

    // The link works once.
    const again = fragment(await follow(link));
    expect(again.get('error_code')).toBe('otp_expired');
    expect(again.get('error_description')).toBe('Email link is invalid or has expired');
  });

  it('a link older than one hour no longer works', async () => {
    await t.signUp('late@example.com');
    await t.request('/auth/v1/recover', { method: 'POST', json: { email: 'late@example.com' } });
    const link = linkIn(await smtp.waitFor('late@example.com'));
    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeTokens.relatesTo, 'late@example.com'));
    expect(fragment(await follow(link)).get('error_code')).toBe('otp_expired');
  });

  it('a newer request replaces the older link', async () => {
    await t.signUp('twice@example.com');
    await t.request('/auth/v1/recover', { method: 'POST', json: { email: 'twice@example.com' } });
    const first = linkIn(await smtp.waitFor('twice@example.com'));
    const before = smtp.mails.length;
    await t.request('/auth/v1/recover', { method: 'POST', json: { email: 'twice@example.com' } });
    while (smtp.mails.length === before) await smtp.waitFor('twice@example.com');
    expect(fragment(await follow(first)).get('error_code')).toBe('otp_expired');
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = smtp.mails.length;
    const res = await t.request('/auth/v1/recover', { method: 'POST', json: { email: 'ghost@example.com' } });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({});
    expect(smtp.mails.length).toBe(before);
  });

  it('never redirects outside the product', async () => {
    await t.signUp('redirect@example.com');
    await t.request(`/auth/v1/recover?redirect_to=${encodeURIComponent('https://evil.example/steal')}`, {
      method: 'POST',
      json: { email: 'redirect@example.com' },
    });
    const link = linkIn(await smtp.waitFor('redirect@example.com'));
    expect((await follow(link)).startsWith(`${SITE}/reset-password#`)).toBe(true);
  });

  it('POST /verify with the link token answers a session once', async () => {
    await t.signUp('postverify@example.com');
    await t.request('/auth/v1/recover', { method: 'POST', json: { email: 'postverify@example.com' } });
    const token = new URL(linkIn(await smtp.waitFor('postverify@example.com'))).searchParams.get('token');
    const ok = await t.request('/auth/v1/verify', {
      method: 'POST',
      json: { type: 'recovery', token_hash: token },
    });
    expect(ok.status).toBe(200);
    expect((await json(ok)).access_token).toBeTruthy();
    const again = await t.request('/auth/v1/verify', {
      method: 'POST',
      json: { type: 'recovery', token_hash: token },
    });
    expect(again.status).toBe(403);
    expect((await json(again)).error_code).toBe('otp_expired');
  });
});

describe('sign-up confirmation (AUTH_AUTOCONFIRM off)', () => {
  let c: TestApp;
  beforeAll(async () => {
    c = await createTestApp({ smtpUrl: smtp.url, autoconfirm: false });
  });
  afterAll(() => c.close());

  it('answers without a session; the mailed link confirms and signs in', async () => {
    const res = await c.request('/auth/v1/signup', {
      method: 'POST',
      json: { email: 'confirm@example.com', password: 'confirm-pass-1' },
    });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.access_token).toBeUndefined();
    expect(body.email).toBe('confirm@example.com');

    const early = await c.request('/auth/v1/token?grant_type=password', {
      method: 'POST',
      json: { email: 'confirm@example.com', password: 'confirm-pass-1' },
    });
    expect((await json(early)).error_code).toBe('email_not_confirmed');

    const link = linkIn(await smtp.waitFor('confirm@example.com'));
    const url = new URL(link);
    const follow = await c.request(`${url.pathname}${url.search}`, { redirect: 'manual' });
    const location = follow.headers.get('location') ?? '';
    expect(location.startsWith(`${SITE}/dashboard#`)).toBe(true);
    expect(new URLSearchParams(new URL(location).hash.slice(1)).get('access_token')).toBeTruthy();
    const later = await c.request('/auth/v1/token?grant_type=password', {
      method: 'POST',
      json: { email: 'confirm@example.com', password: 'confirm-pass-1' },
    });
    expect(later.status).toBe(200);
  });
});

describe('development outbox (no SMTP_URL)', () => {
  it('keeps mail and lists it at /dev/outbox to a browser on this machine', async () => {
    const d = await createTestApp();
    try {
      await d.signUp('outbox@example.com');
      await d.request('/auth/v1/recover', { method: 'POST', json: { email: 'outbox@example.com' } });
      const list = await json(await d.request('/dev/outbox.json', { ip: '127.0.0.1' }));
      expect(list.messages[0]).toMatchObject({
        to: 'outbox@example.com',
        subject: 'Reset your Groundwork password',
      });
      for (const ip of ['::1', '::ffff:127.0.0.1', '127.0.0.2']) {
        const page = await d.request('/dev/outbox', { ip });
        expect(page.status, ip).toBe(200);
        expect(await page.text()).toContain('/auth/v1/verify?token=');
      }
    } finally {
      await d.close();
    }
  });

  it('answers 404 to anyone else, whatever X-Forwarded-For or Host claim', async () => {
    const d = await createTestApp();
    try {
      await d.signUp('outbox-remote@example.com');
      await d.request('/auth/v1/recover', { method: 'POST', json: { email: 'outbox-remote@example.com' } });
      const spoofed = { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1', host: 'localhost:3000' };
      for (const ip of ['203.0.113.9', '10.0.0.5', '::ffff:192.168.1.20', '128.0.0.1', undefined]) {
        for (const path of ['/dev/outbox', '/dev/outbox.json']) {
          const res = await d.request(path, { ip, headers: spoofed });
          expect(res.status, `${path} from ${ip}`).toBe(404);
          const text = await res.text();
          expect(text).not.toContain('outbox-remote@example.com');
          expect(text).not.toContain('verify?token=');
        }
      }
    } finally {
      await d.close();
    }
  });

  it('is not served in production, not even on this machine', async () => {
    const p = await createTestApp({ isProduction: true });
    try {
      expect((await p.request('/dev/outbox', { ip: '127.0.0.1' })).status).toBe(404);
      expect((await p.request('/dev/outbox.json', { ip: '127.0.0.1' })).status).toBe(404);
    } finally {
      await p.close();
    }
  });
});
