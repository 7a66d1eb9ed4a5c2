import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../src/db/schema/index.ts';
import { type CaughtMail, linkIn, startSmtpCatcher } from './helpers/smtp-catcher.ts';
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

const codeIn = (mail: CaughtMail) => {
  const m = /enter this code: (\d{6})/.exec(mail.text);
  if (!m?.[1]) throw new Error('no code in mail');
  return m[1];
};

/** Waits for a new mail to `to` after `before` mails had arrived in all. */
async function nextMail(to: string, before: number) {
  for (;;) {
    const mail = await smtp.waitFor(to);
    if (smtp.mails.length > before) return mail;
  }
}

describe('POST /otp (magic link and 6-digit code)', () => {
  it('creates the account on first use and the mailed code signs in once', async () => {
    const before = smtp.mails.length;
    const res = await t.request('/auth/v1/otp', {
      method: 'POST',
      json: { email: 'magic@example.com', data: { full_name: 'Magic Person' } },
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({});
    const mail = await nextMail('magic@example.com', before);
    expect(mail.subject).toBe('Your Groundwork sign-in link');
    const code = codeIn(mail);

    const wrong = await t.request('/auth/v1/verify', {
      method: 'POST',
      json: { email: 'magic@example.com', token: code === '000000' ? '111111' : '000000', type: 'email' },
    });
    expect(wrong.status).toBe(403);

    const ok = await t.request('/auth/v1/verify', {
      method: 'POST',
      json: { email: 'magic@example.com', token: code, type: 'email' },
    });
    expect(ok.status).toBe(200);
    const session = await json(ok);
    expect(session.access_token).toBeTruthy();
    expect(session.user.email_confirmed_at).toBeTruthy();
    const [p] = await t.db.select().from(profiles).where(eq(profiles.email, 'magic@example.com'));
    expect(p).toMatchObject({ firstName: 'Magic', lastName: 'Person' });

    const again = await t.request('/auth/v1/verify', {
      method: 'POST',
      json: { email: 'magic@example.com', token: code, type: 'email' },
    });
    expect((await json(again)).error_code).toBe('otp_expired');
    // The link of the same mail died with the code.
    const url = new URL(linkIn(mail));
    const follow = await t.request(`${url.pathname}${url.search}`, { redirect: 'manual' });
    expect(follow.headers.get('location')).toContain('error_code=otp_expired');
  });

  it('the magic link signs in and lands on the requested page of the product', async () => {
    await t.signUp('haspassword@example.com');
    const before = smtp.mails.length;
    await t.request(`/auth/v1/otp?redirect_to=${encodeURIComponent(`${SITE}/dashboard`)}`, {
      method: 'POST',
      json: { email: 'haspassword@example.com' },
    });
    const url = new URL(linkIn(await nextMail('haspassword@example.com', before)));
    expect(url.searchParams.get('type')).toBe('magiclink');
    const follow = await t.request(`${url.pathname}${url.search}`, { redirect: 'manual' });
    const location = follow.headers.get('location') ?? '';
    expect(location.startsWith(`${SITE}/dashboard#`)).toBe(true);
    expect(new URLSearchParams(new URL(location).hash.slice(1)).get('access_token')).toBeTruthy();
  });

  it('with create_user false an unknown address is refused as GoTrue does, and nothing is created', async () => {
    const res = await t.request('/auth/v1/otp', {
      method: 'POST',
      json: { email: 'nobody@example.com', create_user: false },
    });
    expect(res.status).toBe(422);
    expect((await json(res)).error_code).toBe('otp_disabled');
    expect(await t.db.select().from(users).where(eq(users.email, 'nobody@example.com'))).toHaveLength(0);
  });

  it('a disabled account gets the same answer and no mail', async () => {
    const s = await t.signUp('off@example.com');
    await t.db.update(profiles).set({ isActive: false }).where(eq(profiles.id, s.user.id));
    const before = smtp.mails.length;
    const res = await t.request('/auth/v1/otp', { method: 'POST', json: { email: 'off@example.com' } });
    expect(res.status).toBe(200);
    expect(smtp.mails.filter((m) => m.to.includes('off@example.com'))).toHaveLength(0);
    expect(smtp.mails.length).toBe(before);
  });

  it('validates the address and refuses phone numbers clearly', async () => {
    expect(
      (await json(await t.request('/auth/v1/otp', { method: 'POST', json: { email: 'bad' } }))).error_code,
    ).toBe('validation_failed');
    const phone = await t.request('/auth/v1/otp', { method: 'POST', json: { phone: '+15551234567' } });
    expect(phone.status).toBe(422);
    expect((await json(phone)).error_code).toBe('phone_provider_disabled');
  });

  it('/verify refuses an unknown type', async () => {
    const res = await t.request('/auth/v1/verify', {
      method: 'POST',
      json: { type: 'sms', email: 'a@b.co', token: '123456' },
    });
    expect(res.status).toBe(422);
  });
});

describe('POST /resend (sign-up confirmation)', () => {
  it('re-sends a confirmation whose code confirms, and is silent for confirmed or unknown addresses', async () => {
    const c = await createTestApp({ smtpUrl: smtp.url, autoconfirm: false });
    try {
      await c.request('/auth/v1/signup', {
        method: 'POST',
        json: { email: 'late-confirm@example.com', password: 'late-confirm-1' },
      });
      await smtp.waitFor('late-confirm@example.com');
      const before = smtp.mails.length;
      expect(
        (
          await c.request('/auth/v1/resend', {
            method: 'POST',
            json: { type: 'signup', email: 'late-confirm@example.com' },
          })
        ).status,
      ).toBe(200);
      const code = codeIn(await nextMail('late-confirm@example.com', before));
      const ok = await c.request('/auth/v1/verify', {
        method: 'POST',
        json: { type: 'signup', email: 'late-confirm@example.com', token: code },
      });
      expect(ok.status).toBe(200);
      const after = smtp.mails.length;
      for (const email of ['late-confirm@example.com', 'ghost@example.com']) {
        const res = await c.request('/auth/v1/resend', { method: 'POST', json: { type: 'signup', email } });
        expect(await json(res)).toEqual({});
      }
      expect(smtp.mails.length).toBe(after);
    } finally {
      await c.close();
    }
  });
});
