// The request path: a read authenticates, checks the session and the account, and reads in one tenant
// transaction (on PostgreSQL the first round trip opens it); access tokens are verified once per token.
// None of that may let a request through that the session or the account no longer allows.
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { organizations, profiles, userRoles, users } from '../src/db/schema/index.ts';
import { addMember, call, createCompany, type Member } from './helpers/org-users.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Member;
let other: Member;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createCompany(t, 'admin@path-a.co', 'Path A Builders');
  other = await createCompany(t, 'admin@path-b.co', 'Path B Builders');
  for (const [who, number] of [
    [admin, 'C-A001'],
    [other, 'C-B001'],
  ] as const) {
    const res = await call(t, who.token, 'POST', '/api/v1/customers', {
      customer_number: number,
      name: number,
    });
    expect(res.status).toBe(201);
  }
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const list = (token: string) => call(t, token, 'GET', '/api/v1/customers');

/** A member of A's company whose first read succeeds (so its token is verified and remembered). */
async function reader(tag: string): Promise<Member> {
  const member = await addMember(t, admin.organizationId, `${tag}@path-a.co`, 'accountant');
  const first = await list(member.token);
  expect(first.status).toBe(200);
  expect(first.body.items.map((c: { customer_number: string }) => c.customer_number)).toEqual(['C-A001']);
  return member;
}

describe('a read is refused at the very next request', () => {
  it('once the session is signed out', async () => {
    const member = await reader('signed-out');
    expect((await t.request('/auth/v1/logout', { method: 'POST', token: member.token })).status).toBe(204);
    const res = await list(member.token);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('session_not_found');
    expect(
      (await call(t, member.token, 'POST', '/api/v1/customers', { customer_number: 'C-A9', name: 'x' }))
        .status,
    ).toBe(401);
  });

  it('once the account is deactivated, even with its sessions left in place', async () => {
    const member = await reader('deactivated');
    await t.db.update(profiles).set({ isActive: false }).where(eq(profiles.id, member.userId));
    const res = await list(member.token);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('account_disabled');
  });

  it('once the account is banned', async () => {
    const member = await reader('banned');
    await t.db
      .update(users)
      .set({ bannedUntil: sql`now() + interval '1 hour'` })
      .where(eq(users.id, member.userId));
    expect((await list(member.token)).body.error.code).toBe('account_disabled');
  });

  it("once the person's company is deactivated", async () => {
    const company = await createCompany(t, 'admin@path-c.co', 'Path C Builders');
    expect((await list(company.token)).status).toBe(200);
    await t.db
      .update(organizations)
      .set({ isActive: false })
      .where(eq(organizations.id, company.organizationId));
    expect((await list(company.token)).body.error.code).toBe('company_inactive');
  });

  it('once the role is taken away', async () => {
    const member = await reader('no-role');
    await t.db.delete(userRoles).where(eq(userRoles.userId, member.userId));
    expect((await list(member.token)).status).toBe(403);
  });

  it('once its access token has expired, though it was verified before', async () => {
    const member = await reader('expired');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 3600 * 1000);
    const res = await list(member.token);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('invalid_token');
  });
});

describe('the transaction a read opens', () => {
  it('serves each caller their own organization, many at once', async () => {
    // Four rounds: on PostgreSQL each connection then runs the list's prepared statement more than
    // five times for both companies, so PostgreSQL switches it to a cached generic plan — which must
    // still apply each request's own tenant (decision 015).
    for (let round = 0; round < 4; round++) {
      const answers = await Promise.all(
        Array.from({ length: 24 }, (_, i) => (i % 2 ? other : admin)).map(async (who) => ({
          who,
          res: await list(who.token),
        })),
      );
      for (const { who, res } of answers) {
        expect(res.status).toBe(200);
        expect(res.body.items.map((c: { organization_id: string }) => c.organization_id)).toEqual([
          who.organizationId,
        ]);
      }
    }
  });

  it('is given back when a refused request, a read as owner or a failed read ends it', async () => {
    const outsider = await t.signUp('outsider@path.co');
    // More requests than the pool has connections: none may hold one it does not give back.
    for (let round = 0; round < 3; round++) {
      const results = await Promise.all([
        ...Array.from({ length: 4 }, () => list(outsider.access_token)),
        ...Array.from({ length: 4 }, () => call(t, admin.token, 'GET', '/api/v1/me/sessions')),
        ...Array.from({ length: 4 }, () => call(t, admin.token, 'GET', '/api/v1/customers/not-a-uuid')),
        ...Array.from({ length: 4 }, () => list(admin.token)),
      ]);
      expect(results.map((r) => r.status)).toEqual([
        ...Array(4).fill(403),
        ...Array(4).fill(200),
        ...Array(4).fill(400),
        ...Array(4).fill(200),
      ]);
    }
  });
});

describe('a list page and its total in one statement', () => {
  it('tells the total on a page past the end, and 0 for no match', async () => {
    const past = await call(t, admin.token, 'GET', '/api/v1/customers?page=3');
    expect(past.body).toMatchObject({ items: [], total: 1, page: 3 });
    const none = await call(t, admin.token, 'GET', '/api/v1/customers?search=nothing-like-this');
    expect(none.body).toMatchObject({ items: [], total: 0, page: 1 });
    const one = await list(admin.token);
    expect(one.body).toMatchObject({ total: 1, page: 1 });
  });
});
