import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client.ts';
import { withSystem, withTenant } from '../../src/lib/tenant.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { call, type LedgerCompany, ledgerCompany, post } from './ledger-fixture.ts';

/**
 * The ledger's rules hold for raw SQL under the application role, not only through the API: each case
 * below is a statement a buggy module or a hand-written script could send.
 */
let t: TestApp;
let a: LedgerCompany;
let b: LedgerCompany;
let postedId: string;

beforeAll(async () => {
  t = await createTestApp();
  a = await ledgerCompany(t, 'rules-a@example.com', 'Rules A');
  b = await ledgerCompany(t, 'rules-b@example.com', 'Rules B');
  const res = await post(t, a.admin.token, '2026-02-10', [
    { account_id: a.account('1000'), debit_cents: 10_000 },
    { account_id: a.account('4000'), credit_cents: 10_000 },
  ]);
  postedId = res.body.id;
});
afterAll(() => t.close());

/** The SQLSTATE of a failed statement or commit (drizzle wraps the driver's error in `cause`). */
function sqlState(err: unknown): string | undefined {
  let e = err as { code?: unknown; cause?: unknown } | undefined;
  for (let i = 0; i < 5 && e; i++) {
    if (typeof e.code === 'string') return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

/** Runs raw SQL as app_user in company A's tenant transaction; answers the SQLSTATE it failed with. */
async function asApp(statements: (org: string) => ReturnType<typeof sql>[]): Promise<string | undefined> {
  try {
    await withTenant(t.db, { userId: a.admin.userId, organizationId: a.admin.organizationId }, async (tx) => {
      for (const s of statements(a.admin.organizationId)) await tx.execute(s);
    });
    return undefined;
  } catch (err) {
    return sqlState(err) ?? String(err);
  }
}

const entry = (org: string, date = '2026-06-01', source = 'manual') =>
  sql`insert into journal_entries (organization_id, entry_number, entry_year, entry_seq, entry_date, source_type, created_txid)
      values (${org}, '', 0, 0, ${date}, ${source}, 0) returning id`;

const line = (org: string, n: number, account: string, debit: number, credit: number, extra = sql``) =>
  sql`insert into journal_lines (organization_id, entry_id, line_number, entry_date, entry_number, account_id, debit_cents, credit_cents)
      select organization_id, id, ${n}, entry_date, entry_number, ${account}, ${debit}, ${credit}
      from journal_entries where organization_id = ${org} and created_txid = txid_current() ${extra}`;

async function counts() {
  const r = await withSystem(t.db, 'test', (tx) =>
    tx.execute(sql`select (select count(*) from journal_entries)::int as e, (select count(*) from journal_lines)::int as l,
      (select coalesce(sum(debit_cents), 0) from account_period_balances)::text as d`),
  );
  return rowsOf<{ e: number; l: number; d: string }>(r)[0];
}

describe('the database refuses, under the application role', () => {
  it('a balanced entry written by hand is accepted (the control case) and numbered by the database', async () => {
    const before = await counts();
    const state = await asApp((org) => [
      entry(org),
      line(org, 1, a.account('1000'), 500, 0),
      line(org, 2, a.account('4000'), 0, 500),
    ]);
    expect(state).toBeUndefined();
    const after = await counts();
    expect(after?.e).toBe((before?.e ?? 0) + 1);
    expect(Number(after?.d)).toBe(Number(before?.d) + 500);
  });

  it('an unbalanced entry (at commit)', async () => {
    const before = await counts();
    expect(
      await asApp((org) => [
        entry(org),
        line(org, 1, a.account('1000'), 500, 0),
        line(org, 2, a.account('4000'), 0, 499),
      ]),
    ).toBe('GL001');
    expect(await counts()).toEqual(before);
  });

  it('an entry of one line, or of none', async () => {
    expect(await asApp((org) => [entry(org), line(org, 1, a.account('1000'), 0, 0)])).toBe('23514');
    expect(await asApp((org) => [entry(org)])).toBe('GL001');
  });

  it('a line with both a debit and a credit, or a negative amount', async () => {
    expect(await asApp((org) => [entry(org), line(org, 1, a.account('1000'), 5, 5)])).toBe('23514');
    expect(
      await asApp((org) => [
        entry(org),
        line(org, 1, a.account('1000'), -5, 0),
        line(org, 2, a.account('4000'), 0, -5),
      ]),
    ).toBe('23514');
  });

  it('changing or deleting a posted line, or a posted entry', async () => {
    const before = await counts();
    expect(
      await asApp(() => [
        sql`update journal_lines set debit_cents = debit_cents + 1 where entry_id = ${postedId}`,
      ]),
    ).toBe('42501');
    expect(await asApp(() => [sql`delete from journal_lines where entry_id = ${postedId}`])).toBe('42501');
    expect(await asApp(() => [sql`update journal_entries set memo = 'edited' where id = ${postedId}`])).toBe(
      '42501',
    );
    expect(await asApp(() => [sql`delete from journal_entries where id = ${postedId}`])).toBe('42501');
    expect(await asApp(() => [sql`truncate journal_lines`])).toBe('42501');
    expect(await counts()).toEqual(before);
  });

  it('even with the owner role, a posted line or entry does not change (the triggers, not only the grants)', async () => {
    const attempt = async (statement: ReturnType<typeof sql>) => {
      try {
        await withSystem(t.db, 'test', (tx) => tx.execute(statement));
        return undefined;
      } catch (err) {
        return sqlState(err);
      }
    };
    expect(
      await attempt(sql`update journal_lines set debit_cents = debit_cents + 1 where entry_id = ${postedId}`),
    ).toBe('GL002');
    expect(await attempt(sql`delete from journal_lines where entry_id = ${postedId}`)).toBe('GL002');
    expect(
      await attempt(sql`update journal_entries set entry_date = '2026-02-11' where id = ${postedId}`),
    ).toBe('GL002');
    expect(await attempt(sql`delete from journal_entries where id = ${postedId}`)).toBe('GL002');
    expect(await attempt(sql`truncate journal_lines cascade`)).toBe('GL002');
  });

  it('marking an entry reversed by one that does not reverse it', async () => {
    const other = rowsOf<{ id: string }>(
      await withSystem(t.db, 'test', (tx) =>
        tx.execute(sql`select id from journal_entries where id <> ${postedId} limit 1`),
      ),
    )[0]?.id;
    expect(
      await asApp(() => [sql`update journal_entries set reversed_by_id = ${other} where id = ${postedId}`]),
    ).toBe('GL002');
  });

  it('appending lines to an entry posted by another transaction (even balanced pairs)', async () => {
    expect(
      await asApp(() => [
        sql`insert into journal_lines (organization_id, entry_id, line_number, entry_date, entry_number, account_id, debit_cents, credit_cents)
            select organization_id, id, 10, entry_date, entry_number, ${a.account('1000')}::uuid, 100::bigint, 0::bigint from journal_entries where id = ${postedId}
            union all
            select organization_id, id, 11, entry_date, entry_number, ${a.account('4000')}::uuid, 0::bigint, 100::bigint from journal_entries where id = ${postedId}`,
      ]),
    ).toBe('GL004');
  });

  it('a line dated apart from its entry', async () => {
    expect(
      await asApp((org) => [
        entry(org),
        sql`insert into journal_lines (organization_id, entry_id, line_number, entry_date, entry_number, account_id, debit_cents, credit_cents)
            select organization_id, id, 1, '2026-06-02', entry_number, ${a.account('1000')}, 100, 0
            from journal_entries where organization_id = ${org} and created_txid = txid_current()`,
      ]),
    ).toBe('23503');
  });

  it('an entry in a closed period', async () => {
    const closed = await call(t, a.admin.token, 'POST', '/api/v1/ledger/periods/close', {
      through: '2026-02-28',
    });
    expect(closed.status).toBe(200);
    expect(
      await asApp((org) => [
        entry(org, '2026-02-27'),
        line(org, 1, a.account('1000'), 1, 0),
        line(org, 2, a.account('4000'), 0, 1),
      ]),
    ).toBe('GL003');
    const reopened = await call(t, a.admin.token, 'POST', '/api/v1/ledger/periods/reopen', {
      through: null,
      reason: 'test',
    });
    expect(reopened.status).toBe(200);
  });

  it('a manual or opening entry on a control account', async () => {
    for (const source of ['manual', 'opening']) {
      expect(
        await asApp((org) => [
          entry(org, '2026-06-01', source),
          line(org, 1, a.account('1100'), 100, 0),
          line(org, 2, a.account('4000'), 0, 100),
        ]),
      ).toBe('GL005');
    }
    // A module's own source type may (the subledger moves with it).
    expect(
      await asApp((org) => [
        entry(org, '2026-06-01', 'ar_invoice'),
        line(org, 1, a.account('1100'), 100, 0),
        line(org, 2, a.account('4000'), 0, 100),
      ]),
    ).toBeUndefined();
  });

  it("another company's account, job or cost code on a line", async () => {
    expect(
      await asApp((org) => [
        entry(org),
        line(org, 1, b.account('1000'), 100, 0),
        line(org, 2, a.account('4000'), 0, 100),
      ]),
    ).toBe('23503');
    expect(
      await asApp((org) => [
        entry(org),
        sql`insert into journal_lines (organization_id, entry_id, line_number, entry_date, entry_number, account_id, debit_cents, credit_cents, job_id, cost_code_id, cost_category_id)
            select organization_id, id, 1, entry_date, entry_number, ${a.account('5100')}, 100, 0, ${b.jobId}, ${a.costCodeId}, ${a.category('M')}
            from journal_entries where organization_id = ${org} and created_txid = txid_current()`,
      ]),
    ).toBe('23503');
  });

  it("writing into another company's ledger, or its balances, or the counters", async () => {
    const other = b.admin.organizationId;
    expect(await asApp(() => [entry(other)])).toBe('42501');
    expect(await asApp(() => [sql`update account_period_balances set debit_cents = 0`])).toBe('42501');
    expect(await asApp(() => [sql`insert into journal_entry_counters values (${other}, 2026, 0)`])).toBe(
      '42501',
    );
    const seen = await withTenant(
      t.db,
      { userId: a.admin.userId, organizationId: a.admin.organizationId },
      (tx) =>
        tx.execute(sql`select count(*)::int as n from journal_entries where organization_id = ${other}`),
    );
    expect(rowsOf<{ n: number }>(seen)[0]?.n).toBe(0);
  });

  it('only deleting the whole company removes its ledger (support, with owner rights)', async () => {
    const gone = await ledgerCompany(t, 'rules-gone@example.com', 'Rules Gone');
    await post(t, gone.admin.token, '2026-06-01', [
      { account_id: gone.account('1000'), debit_cents: 100 },
      { account_id: gone.account('4000'), credit_cents: 100 },
    ]);
    await withSystem(t.db, 'test', (tx) =>
      tx.execute(sql`delete from organizations where id = ${gone.admin.organizationId}`),
    );
    const left = await withSystem(t.db, 'test', (tx) =>
      tx.execute(
        sql`select count(*)::int as n from journal_lines where organization_id = ${gone.admin.organizationId}`,
      ),
    );
    expect(rowsOf<{ n: number }>(left)[0]?.n).toBe(0);
  });
});
