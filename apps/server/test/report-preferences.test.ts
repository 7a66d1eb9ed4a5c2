import { REPORT_PREFERENCE_MESSAGES } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import { withTenant } from '../src/lib/tenant.ts';
import { addMember, call, createCompany, type Member } from './helpers/org-users.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Member;
let accountant: Member;
let other: Member;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createCompany(t, 'admin@a.co', 'A Builders');
  accountant = await addMember(t, admin.organizationId, 'acct@a.co', 'accountant');
  other = await createCompany(t, 'admin@b.co', 'B Builders');
});
afterAll(() => t.close());

const read = (who: Member, key: string) =>
  call(t, who.token, 'GET', `/api/v1/reports/preferences?report_key=${encodeURIComponent(key)}`);
const save = (who: Member, body: unknown) => call(t, who.token, 'PUT', '/api/v1/reports/preferences', body);

describe('report preferences', () => {
  it('are null before the first run, then what was saved, replaced by the next save', async () => {
    expect((await read(admin, 'profit-and-loss')).body).toEqual({
      report_key: 'profit-and-loss',
      params: null,
      updated_at: null,
    });
    const first = await save(admin, {
      report_key: 'profit-and-loss',
      params: { from: '2026-01-01', compare: 'prior_year' },
    });
    expect(first.status).toBe(200);
    await save(admin, { report_key: 'profit-and-loss', params: { from: '2026-02-01', by_month: true } });
    const back = await read(admin, 'profit-and-loss');
    expect(back.status).toBe(200);
    expect(back.body.params).toEqual({ from: '2026-02-01', by_month: true });
    expect(typeof back.body.updated_at).toBe('string');
  });

  it("are a person's own: a colleague and another company see none of them", async () => {
    await save(admin, { report_key: 'wip', params: { period_end: '2026-03-31' } });
    expect((await read(accountant, 'wip')).body.params).toBeNull();
    expect((await read(other, 'wip')).body.params).toBeNull();
    await save(accountant, { report_key: 'wip', params: { period_end: '2026-04-30' } });
    expect((await read(admin, 'wip')).body.params).toEqual({ period_end: '2026-03-31' });
  });

  it("are listed, the caller's own only, by key", async () => {
    const mine = await call(t, accountant.token, 'GET', '/api/v1/reports/preferences/mine');
    expect(mine.status).toBe(200);
    expect(mine.body.items.map((p: { report_key: string }) => p.report_key)).toEqual(['wip']);
    expect(mine.body.items[0].params).toEqual({ period_end: '2026-04-30' });
  });

  it('refuse a malformed key and oversized parameters with the messages, keeping nothing', async () => {
    const badKey = await save(admin, { report_key: 'Bad Key!', params: {} });
    expect(badKey.status).toBe(400);
    expect(badKey.body.error.message).toContain(REPORT_PREFERENCE_MESSAGES.badKey);
    expect((await read(admin, 'Bad Key!')).status).toBe(400);
    const huge = await save(admin, { report_key: 'balance-sheet', params: { note: 'x'.repeat(9000) } });
    expect(huge.status).toBe(400);
    expect(huge.body.error.message).toContain(REPORT_PREFERENCE_MESSAGES.tooLarge);
    expect((await read(admin, 'balance-sheet')).body.params).toBeNull();
    const notObject = await save(admin, { report_key: 'balance-sheet', params: [1, 2] });
    expect(notObject.status).toBe(400);
  });

  it("under the application role a person's rows are invisible to a colleague (RLS), raw SQL", async () => {
    await save(admin, { report_key: 'general-ledger', params: { from_account: '1000' } });
    const seen = await withTenant(
      t.db,
      { userId: accountant.userId, organizationId: accountant.organizationId },
      async (tx) =>
        rowsOf<{ n: string }>(
          await tx.execute(
            sql`select count(*)::text as n from report_preferences where report_key = 'general-ledger'`,
          ),
        )[0]?.n,
    );
    expect(seen).toBe('0');
  });
});
