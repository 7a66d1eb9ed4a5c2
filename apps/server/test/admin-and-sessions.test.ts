import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBanDuration } from '../src/auth/admin.routes.ts';
import { profiles, sessions, users } from '../src/db/schema/index.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const admin = (path: string, init: { method?: string; json?: unknown } = {}) =>
  t.request(`/auth/v1/admin${path}`, { ...init, token: t.deps.apiKeys.serviceRoleKey });

describe('admin API: list, update, ban, delete', () => {
  it('lists users page by page with a total', async () => {
    for (const n of [1, 2, 3]) await t.signUp(`list${n}@example.com`);
    const res = await admin('/users?page=1&per_page=2');
    expect(res.headers.get('x-total-count')).toBe('3');
    const body = await json(res);
    expect(body.users).toHaveLength(2);
    expect(body.aud).toBe('authenticated');
    expect((await json(await admin('/users?page=2&per_page=2'))).users).toHaveLength(1);
  });

  it('banning ends every session at once and refuses sign-in until lifted', async () => {
    const s = await t.signUp('banned@example.com');
    const res = await admin(`/users/${s.user.id}`, { method: 'PUT', json: { ban_duration: '24h' } });
    expect(res.status).toBe(200);
    expect((await t.request('/api/v1/me', { token: s.access_token })).status).toBe(401);
    const refused = await t.request('/auth/v1/token?grant_type=password', {
      method: 'POST',
      json: { email: 'banned@example.com', password: 'correct-horse-1' },
    });
    expect((await json(refused)).error_code).toBe('user_banned');
    await admin(`/users/${s.user.id}`, { method: 'PUT', json: { ban_duration: 'none' } });
    await t.signIn('banned@example.com');
  });

  it('updates e-mail (profile too), metadata and password; the new password ends sessions', async () => {
    const s = await t.signUp('rename@example.com', 'old-password-1');
    const res = await admin(`/users/${s.user.id}`, {
      method: 'PUT',
      json: { email: 'Renamed@Example.com', password: 'new-password-2', user_metadata: { title: 'PM' } },
    });
    const user = await json(res);
    expect(user.email).toBe('renamed@example.com');
    expect(user.user_metadata).toMatchObject({ title: 'PM', full_name: 'Test Person' });
    const [p] = await t.db.select().from(profiles).where(eq(profiles.id, s.user.id));
    expect(p?.email).toBe('renamed@example.com');
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, s.user.id))).toHaveLength(0);
    await t.signIn('renamed@example.com', 'new-password-2');
  });

  it('refuses an e-mail that belongs to someone else, a bad ban duration and unknown ids', async () => {
    const a = await t.signUp('taken-a@example.com');
    await t.signUp('taken-b@example.com');
    const clash = await admin(`/users/${a.user.id}`, {
      method: 'PUT',
      json: { email: 'taken-b@example.com' },
    });
    expect((await json(clash)).error_code).toBe('email_exists');
    const badBan = await admin(`/users/${a.user.id}`, { method: 'PUT', json: { ban_duration: 'forever' } });
    expect(badBan.status).toBe(400);
    expect((await json(badBan)).msg).toBe(
      'invalid format for ban duration: time: invalid duration "forever"',
    );
    expect((await admin('/users/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const notUuid = await admin('/users/not-a-uuid');
    expect(notUuid.status).toBe(404);
    expect(await json(notUuid)).toMatchObject({
      error_code: 'validation_failed',
      msg: 'user_id must be an UUID',
    });
  });

  it('deletes a user with their profile', async () => {
    const s = await t.signUp('gone@example.com');
    expect((await admin(`/users/${s.user.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, s.user.id))).toHaveLength(0);
    expect(await t.db.select().from(profiles).where(eq(profiles.id, s.user.id))).toHaveLength(0);
    expect((await admin(`/users/${s.user.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('parses GoTrue ban durations', () => {
    expect(parseBanDuration('none')).toBeNull();
    const inAnHour = parseBanDuration('1h')?.getTime() ?? 0;
    expect(Math.abs(inAnHour - (Date.now() + 3_600_000))).toBeLessThan(1000);
    expect(() => parseBanDuration('1y')).toThrow();
  });
});

describe('session time-outs', () => {
  let timed: TestApp;
  beforeAll(async () => {
    timed = await createTestApp({ sessionTimebox: 3600, sessionInactivityTimeout: 600 });
  });
  afterAll(() => timed.close());
  const refresh = (token: string) =>
    timed.request('/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      json: { refresh_token: token },
    });

  it('a session past its absolute lifetime ends', async () => {
    const s = await timed.signUp('timebox@example.com');
    const [row] = await timed.db.select().from(sessions).where(eq(sessions.userId, s.user.id));
    expect(row?.notAfter).toBeInstanceOf(Date);
    await timed.db
      .update(sessions)
      .set({ notAfter: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, s.user.id));
    expect((await json(await refresh(s.refresh_token))).error_code).toBe('session_expired');
    expect((await timed.request('/api/v1/me', { token: s.access_token })).status).toBe(401);
    expect((await timed.request('/auth/v1/user', { token: s.access_token })).status).toBe(403);
  });

  it('a session idle longer than the inactivity time-out ends; an active one goes on', async () => {
    const idle = await timed.signUp('idle@example.com');
    const busy = await timed.signUp('busy@example.com');
    await timed.db
      .update(sessions)
      .set({ refreshedAt: sql`now() - interval '11 minutes'` })
      .where(eq(sessions.userId, idle.user.id));
    expect((await json(await refresh(idle.refresh_token))).error_code).toBe('session_expired');
    expect((await refresh(busy.refresh_token)).status).toBe(200);
  });
});
