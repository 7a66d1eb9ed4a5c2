import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAuditLog } from '../src/db/schema/index.ts';
import { SECURITY_EVENTS_PAGE } from '../src/modules/me/account-security.ts';
import { mfaHttp } from './helpers/mfa.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1';

async function signInFrom(email: string, userAgent: string, password = 'correct-horse-1') {
  const res = await t.request('/auth/v1/token?grant_type=password', {
    method: 'POST',
    headers: { 'user-agent': userAgent },
    json: { email, password },
    ip: '203.0.113.9',
  });
  expect(res.status).toBe(200);
  return json(res);
}

const me = (token: string, path: string, init: { method?: string; json?: unknown } = {}) =>
  t.request(`/api/v1/me${path}`, { ...init, token });

describe('PATCH /api/v1/me/profile', () => {
  it('saves trimmed names (full_name follows) and the theme', async () => {
    const s = await t.signUp('names@example.com');
    const res = await me(s.access_token, '/profile', {
      method: 'PATCH',
      json: { first_name: '  Maria ', last_name: ' Lopez ' },
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      first_name: 'Maria',
      last_name: 'Lopez',
      full_name: 'Maria Lopez',
    });
    const themed = await json(
      await me(s.access_token, '/profile', { method: 'PATCH', json: { theme_preference: 'dark' } }),
    );
    expect(themed).toMatchObject({ theme_preference: 'dark', first_name: 'Maria' });
    const again = await json(await me(s.access_token, ''));
    expect(again.profile.theme_preference).toBe('dark');
  });

  it('refuses empty names with the spec message, a lone name, long names and unknown themes', async () => {
    const s = await t.signUp('badnames@example.com');
    const cases: [unknown, string][] = [
      [{ first_name: ' ', last_name: 'Lopez' }, 'First name and last name are required'],
      [{ first_name: 'Maria', last_name: '' }, 'First name and last name are required'],
      [{ first_name: 'Maria' }, 'First name and last name are required'],
      [{ first_name: 'x'.repeat(51), last_name: 'Lopez' }, 'First name must be less than 50 characters'],
      [{ theme_preference: 'system' }, ''],
      [{}, 'Nothing to update'],
    ];
    for (const [body, message] of cases) {
      const res = await me(s.access_token, '/profile', { method: 'PATCH', json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (message) expect((await json(res)).error.message).toBe(message);
    }
    expect((await json(await me(s.access_token, ''))).profile.first_name).toBe('Test');
  });
});

describe('sessions', () => {
  it('lists every device with its browser, address, last use, and marks this one', async () => {
    await t.signUp('devices@example.com');
    const laptop = await signInFrom('devices@example.com', FIREFOX);
    await signInFrom('devices@example.com', PHONE);
    const body = await json(await me(laptop.access_token, '/sessions'));
    expect(body.items).toHaveLength(3);
    const current = body.items.filter((s: { current: boolean }) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ user_agent: FIREFOX, ip: '203.0.113.9', aal: 'aal1' });
    expect(body.items.map((s: { user_agent: string }) => s.user_agent)).toContain(PHONE);
  });

  it('ends one other device: its token stops working at once and it cannot refresh', async () => {
    await t.signUp('lost-phone@example.com');
    const laptop = await signInFrom('lost-phone@example.com', FIREFOX);
    const phone = await signInFrom('lost-phone@example.com', PHONE);
    const { items } = await json(await me(laptop.access_token, '/sessions'));
    const phoneSession = items.find((s: { user_agent: string }) => s.user_agent === PHONE);
    const res = await me(laptop.access_token, `/sessions/${phoneSession.id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect((await me(phone.access_token, '')).status).toBe(401);
    const refresh = await t.request('/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      json: { refresh_token: phone.refresh_token },
    });
    expect(refresh.status).toBe(400);
    expect((await me(laptop.access_token, '')).status).toBe(200);
    const trail = await json(await me(laptop.access_token, '/security-events'));
    expect(trail.items[0]).toMatchObject({ action: 'session_ended', description: 'Signed out a device' });
  });

  it("answers 404 for someone else's session and an unknown one, ending nothing", async () => {
    const a = await t.signUp('owner-a@example.com');
    const b = await t.signUp('owner-b@example.com');
    const { items } = await json(await me(a.access_token, '/sessions'));
    const res = await me(b.access_token, `/sessions/${items[0].id}`, { method: 'DELETE' });
    expect(res.status).toBe(404);
    expect((await json(res)).error).toEqual({ code: 'not_found', message: 'Session not found' });
    expect((await me(a.access_token, '')).status).toBe(200);
    const unknown = await me(a.access_token, '/sessions/00000000-0000-4000-8000-000000000000', {
      method: 'DELETE',
    });
    expect(unknown.status).toBe(404);
    expect((await me(a.access_token, '/sessions/not-a-uuid', { method: 'DELETE' })).status).toBe(400);
  });

  it('signing out the others (auth logout scope=others) leaves only this device', async () => {
    await t.signUp('others@example.com');
    const keep = await signInFrom('others@example.com', FIREFOX);
    const gone = await signInFrom('others@example.com', PHONE);
    const out = await t.request('/auth/v1/logout?scope=others', { method: 'POST', token: keep.access_token });
    expect(out.status).toBe(204);
    const { items } = await json(await me(keep.access_token, '/sessions'));
    expect(items).toHaveLength(1);
    expect(items[0].current).toBe(true);
    expect((await me(gone.access_token, '')).status).toBe(401);
  });
});

describe('security trail', () => {
  it('shows sign-ins, failures, password changes and authenticator changes, newest first', async () => {
    const s = await t.signUp('trail@example.com');
    await t.request('/auth/v1/token?grant_type=password', {
      method: 'POST',
      json: { email: 'trail@example.com', password: 'wrong-password-1' },
    });
    await signInFrom('trail@example.com', FIREFOX);
    await me(s.access_token, '/password', {
      method: 'POST',
      json: { currentPassword: 'correct-horse-1', newPassword: 'a-new-password-2' },
    });
    const factor = await mfaHttp(t).enrol(s.access_token, 'Phone');
    await t.request(`/auth/v1/factors/${factor.id}`, { method: 'DELETE', token: s.access_token });
    const { items } = await json(await me(s.access_token, '/security-events'));
    const actions = items.map((e: { action: string }) => e.action);
    expect(actions.slice(0, 5)).toEqual([
      'mfa_factor_deleted',
      'mfa_factor_enrolled',
      'user_changed_password',
      'login',
      'login_failed',
    ]);
    expect(items.find((e: { action: string }) => e.action === 'login')).toMatchObject({
      description: 'Signed in',
      user_agent: FIREFOX,
      ip: '203.0.113.9',
    });
    expect(items.find((e: { action: string }) => e.action === 'login_failed').description).toBe(
      'Failed sign-in attempt',
    );
  });

  it('records a refused stolen refresh token in the owner’s trail', async () => {
    const s = await t.signUp('stolen@example.com');
    const first = await t.request('/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      json: { refresh_token: s.refresh_token },
    });
    expect(first.status).toBe(200);
    // Reuse after the reuse window: move the revocation back in time rather than waiting.
    await t.db.execute(
      sql`update auth.refresh_tokens set revoked_at = now() - interval '1 hour' where revoked`,
    );
    const stolen = await t.request('/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      json: { refresh_token: s.refresh_token },
    });
    expect((await json(stolen)).error_code).toBe('refresh_token_already_used');
    const fresh = await t.signIn('stolen@example.com');
    const { items } = await json(await me(fresh.access_token, '/security-events'));
    expect(items.map((e: { action: string }) => e.action)).toContain('token_reuse_detected');
  });

  it("pages with `before`, and never shows another person's events", async () => {
    const s = await t.signUp('pages@example.com');
    const other = await t.signUp('pages-other@example.com');
    // More events than a page (written directly: real failures would soon meet the rate limit).
    await t.db.insert(authAuditLog).values(
      Array.from({ length: SECURITY_EVENTS_PAGE + 5 }, () => ({
        userId: s.user.id,
        action: 'login_failed',
      })),
    );
    const first = await json(await me(s.access_token, '/security-events'));
    expect(first.items).toHaveLength(SECURITY_EVENTS_PAGE);
    expect(first.next_before).toBe(first.items.at(-1).id);
    const second = await json(await me(s.access_token, `/security-events?before=${first.next_before}`));
    expect(second.items.length).toBeGreaterThan(0);
    expect(second.next_before).toBeNull();
    expect(second.items[0].id).toBeLessThan(first.items.at(-1).id);
    const theirs = await json(await me(other.access_token, '/security-events'));
    expect(theirs.items.every((e: { action: string }) => e.action !== 'login_failed')).toBe(true);
  });
});
