import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (email: string, password: string, ip?: string) =>
  t.request('/auth/v1/token?grant_type=password', { method: 'POST', json: { email, password }, ip });

describe('abuse limits (429 with Retry-After, GoTrue codes)', () => {
  it('ten wrong passwords from one address stop that address on that account, not the owner elsewhere', async () => {
    await t.signUp('guess@example.com', 'the-real-password-1');
    for (let i = 0; i < 10; i++) {
      const res = await signIn('guess@example.com', `wrong-guess-${i}-x`, '10.0.0.1');
      expect(res.status).toBe(400);
    }
    const blocked = await signIn('guess@example.com', 'the-real-password-1', '10.0.0.1');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await json(blocked)).toMatchObject({
      error_code: 'over_request_rate_limit',
      msg: 'Request rate limit reached',
    });
    // The owner, from another address, signs in; the guesser's address may still sign in elsewhere.
    expect((await signIn('guess@example.com', 'the-real-password-1', '10.9.9.9')).status).toBe(200);
    await t.signUp('other-guess@example.com', 'the-real-password-1');
    expect((await signIn('other-guess@example.com', 'the-real-password-1', '10.0.0.1')).status).toBe(200);
  });

  it('past 50 wrong passwords from many addresses, only addresses the account signed in from may try', async () => {
    await t.signUp('spread@example.com', 'the-real-password-1');
    expect((await signIn('spread@example.com', 'the-real-password-1', '198.51.100.10')).status).toBe(200);
    for (let i = 1; i <= 50; i++) {
      const res = await signIn('spread@example.com', `wrong-guess-${i}-x`, `203.0.113.${i}`);
      expect(res.status, `guess ${i}`).toBe(400);
    }
    // A fresh address, even with the right password, waits: it could be the 51st guesser.
    const fresh = await signIn('spread@example.com', 'the-real-password-1', '203.0.113.200');
    expect(fresh.status).toBe(429);
    expect(Number(fresh.headers.get('retry-after'))).toBeGreaterThan(0);
    // The owner's known address still may: a typo gets the ordinary answer, the password signs in.
    expect((await signIn('spread@example.com', 'a-typo-of-mine-1', '198.51.100.10')).status).toBe(400);
    expect((await signIn('spread@example.com', 'the-real-password-1', '198.51.100.10')).status).toBe(200);
    // A recovery requested from an address does not make it known.
    await t.request('/auth/v1/recover', {
      method: 'POST',
      json: { email: 'spread@example.com' },
      ip: '203.0.113.201',
    });
    expect((await signIn('spread@example.com', 'the-real-password-1', '203.0.113.201')).status).toBe(429);
  });

  it('one address may ask for at most 30 mails in five minutes; the counter is in the database', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await t.request('/auth/v1/recover', {
        method: 'POST',
        json: { email: `nobody${i}@example.com` },
        ip: '192.0.2.7',
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    const rows = await t.db.execute(
      sql`select sum(count)::int as total from auth.rate_limits where key = 'mail:ip:192.0.2.7'`,
    );
    expect(rowsOf<{ total: number }>(rows)[0]?.total).toBe(31);
    // Another address still may.
    const other = await t.request('/auth/v1/recover', {
      method: 'POST',
      json: { email: 'x@example.com' },
      ip: '192.0.2.8',
    });
    expect(other.status).toBe(200);
  });

  it('one e-mail address gets at most 5 mails in five minutes', async () => {
    await t.signUp('spammed@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await t.request('/auth/v1/recover', { method: 'POST', json: { email: 'spammed@example.com' } }))
          .status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const res = await t.request('/auth/v1/otp', { method: 'POST', json: { email: 'spammed@example.com' } });
    expect((await json(res)).error_code).toBe('over_email_send_rate_limit');
  });

  it('ten wrong codes for one address stop code guessing', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.request('/auth/v1/verify', {
        method: 'POST',
        json: { type: 'email', email: 'codes@example.com', token: String(100000 + i) },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 403)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('sign-up is limited per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await t.request('/auth/v1/signup', {
        method: 'POST',
        json: { email: `bulk${i}@example.com`, password: 'x' },
        ip: '198.51.100.4',
      });
      statuses.push(res.status);
    }
    // Refused for the weak password each time until the address is over its limit.
    expect(statuses.slice(0, 30).every((s) => s === 422)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('can be switched off for local load tests', async () => {
    const off = await createTestApp({ rateLimits: false });
    try {
      for (let i = 0; i < 12; i++)
        await off.request('/auth/v1/recover', { method: 'POST', json: { email: 'a@example.com' } });
      const res = await off.request('/auth/v1/recover', { method: 'POST', json: { email: 'a@example.com' } });
      expect(res.status).toBe(200);
    } finally {
      await off.close();
    }
  });
});
