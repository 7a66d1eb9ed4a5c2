import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import { withSystem, withTenant } from '../src/lib/tenant.ts';
import {
  addStatementLines,
  matchItems,
  postCash,
  reconciliationWorld,
  type TBookItem,
  type TRecWorld,
} from './helpers/bank-reconciliation-fixture.ts';
import { call } from './helpers/org-users.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The lock of a finished reconciliation holds for raw SQL under the application role, not only through
 * the API (migration 0031): each statement below is one a buggy module or a hand-written script could
 * send. February and March are finished; April is in progress (the control: its matches may change).
 */
let t: TestApp;
let w: TRecWorld;
let other: TRecWorld;
const ids = {
  february: '',
  march: '',
  febMatch: '',
  febLine: '',
  febItem: { entry_id: '', line_number: 0 } as TBookItem,
  aprilMatch: '',
  aprilLine: '',
  aprilItem: { entry_id: '', line_number: 0 } as TBookItem,
  spareLine: '',
};

/** The SQLSTATE of a failed statement or commit (drizzle wraps the driver's error in `cause`). */
function sqlState(err: unknown): string | undefined {
  let e = err as { code?: unknown; cause?: unknown } | undefined;
  for (let i = 0; i < 5 && e; i++) {
    if (typeof e.code === 'string') return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

/** Runs raw SQL as app_user in the company's tenant transaction; answers the SQLSTATE it failed with. */
async function asApp(...statements: SQL[]): Promise<string | undefined> {
  try {
    await withTenant(t.db, { userId: w.admin.userId, organizationId: w.admin.organizationId }, async (tx) => {
      for (const s of statements) await tx.execute(s);
    });
    return undefined;
  } catch (err) {
    return sqlState(err) ?? String(err);
  }
}

/** A fingerprint of the reconciliation tables: a refused statement changed nothing. */
async function snapshot(): Promise<string> {
  const parts: string[] = [];
  for (const table of [
    'bank_reconciliations',
    'bank_matches',
    'bank_match_lines',
    'bank_match_items',
    'bank_statement_lines',
  ]) {
    const result = await withSystem(t.db, 'test', (tx) =>
      tx.execute(
        sql`select count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as f from ${sql.identifier(table)} x`,
      ),
    );
    parts.push(`${table}=${rowsOf<{ f: string }>(result)[0]?.f}`);
  }
  return parts.join(';');
}

async function finishMonth(date: string, ending: number) {
  const rec = await call(
    t,
    w.admin.token,
    'POST',
    `/api/v1/bank-accounts/${w.bankAccountId}/reconciliations`,
    {
      statement_date: date,
      ending_balance_cents: ending,
    },
  );
  const finished = await call(
    t,
    w.admin.token,
    'POST',
    `/api/v1/bank-reconciliations/${rec.body.id}/finish`,
    {},
  );
  if (finished.status !== 200) throw new Error(`finishing ${date} failed ${JSON.stringify(finished.body)}`);
  return rec.body.id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  w = await reconciliationWorld(t, 'lock@a.co', { openingCents: 0, openingDate: '2026-01-31' });
  other = await reconciliationWorld(t, 'lock-other@a.co');
  ids.febItem = await postCash(t, w, '2026-02-03', 10_000);
  const marchItem = await postCash(t, w, '2026-03-03', 20_000);
  ids.aprilItem = await postCash(t, w, '2026-04-03', 30_000);
  const [febLine, marchLine, aprilLine, spareLine] = await addStatementLines(t, w, [
    { date: '2026-02-04', cents: 10_000 },
    { date: '2026-03-04', cents: 20_000 },
    { date: '2026-04-04', cents: 30_000 },
    { date: '2026-02-05', cents: 999 },
  ]);
  ids.febLine = febLine as string;
  ids.aprilLine = aprilLine as string;
  ids.spareLine = spareLine as string;
  ids.febMatch = await matchItems(t, w, [ids.febLine], [ids.febItem]);
  await matchItems(t, w, [marchLine as string], [marchItem]);
  ids.aprilMatch = await matchItems(t, w, [ids.aprilLine], [ids.aprilItem]);
  // February also holds a line of 9.99 nobody matched (it waits, unlocked, for a later statement).
  const feb = await call(
    t,
    w.admin.token,
    'POST',
    `/api/v1/bank-accounts/${w.bankAccountId}/reconciliations`,
    {
      statement_date: '2026-02-28',
      ending_balance_cents: 10_000,
    },
  );
  ids.february = feb.body.id;
  await call(t, w.admin.token, 'POST', `/api/v1/bank-reconciliations/${ids.february}/finish`, {});
  ids.march = await finishMonth('2026-03-31', 30_000);
  await call(t, w.admin.token, 'POST', `/api/v1/bank-accounts/${w.bankAccountId}/reconciliations`, {
    statement_date: '2026-04-30',
    ending_balance_cents: 60_000,
  });
});
afterAll(() => t.close());

describe('the database refuses, under the application role (RC001: what a finished reconciliation cleared)', () => {
  it('an update or delete of a cleared match', async () => {
    const before = await snapshot();
    expect(await asApp(sql`update bank_matches set kind = 'manual' where id = ${ids.febMatch}`)).toBe(
      'RC001',
    );
    expect(
      await asApp(sql`update bank_matches set reconciliation_id = null where id = ${ids.febMatch}`),
    ).toBe('RC001');
    expect(await asApp(sql`delete from bank_matches where id = ${ids.febMatch}`)).toBe('RC001');
    expect(await snapshot()).toBe(before);
  });

  it('an update, delete or addition of its statement lines', async () => {
    const before = await snapshot();
    expect(
      await asApp(
        sql`update bank_match_lines set statement_line_id = ${ids.spareLine} where match_id = ${ids.febMatch}`,
      ),
    ).toBe('RC001');
    expect(await asApp(sql`delete from bank_match_lines where match_id = ${ids.febMatch}`)).toBe('RC001');
    expect(
      await asApp(sql`insert into bank_match_lines (organization_id, match_id, statement_line_id)
        values (${w.admin.organizationId}, ${ids.febMatch}, ${ids.spareLine})`),
    ).toBe('RC001');
    expect(await snapshot()).toBe(before);
  });

  it('an update or delete of its book items', async () => {
    const before = await snapshot();
    expect(
      await asApp(sql`update bank_match_items set amount_cents = 1 where match_id = ${ids.febMatch}`),
    ).toBe('RC001');
    expect(await asApp(sql`delete from bank_match_items where match_id = ${ids.febMatch}`)).toBe('RC001');
    expect(await snapshot()).toBe(before);
  });

  it('an update or delete of a cleared statement line', async () => {
    const before = await snapshot();
    expect(await asApp(sql`update bank_statement_lines set amount_cents = 1 where id = ${ids.febLine}`)).toBe(
      'RC001',
    );
    expect(
      await asApp(sql`update bank_statement_lines set posted_date = '2026-02-01' where id = ${ids.febLine}`),
    ).toBe('RC001');
    expect(await asApp(sql`delete from bank_statement_lines where id = ${ids.febLine}`)).toBe('RC001');
    expect(await snapshot()).toBe(before);
  });

  it('but a match of the reconciliation in progress may change (the control case)', async () => {
    expect(
      await asApp(
        sql`delete from bank_matches where id = ${ids.aprilMatch}`,
        sql`select 1/0`, // roll the control back
      ),
    ).toBe('22012');
  });
});

describe('the database refuses (RC002: finished reconciliations and overlapping periods)', () => {
  it('a change of a finished reconciliation other than the undo of the latest', async () => {
    const before = await snapshot();
    expect(
      await asApp(sql`update bank_reconciliations set ending_balance_cents = 1 where id = ${ids.march}`),
    ).toBe('RC002');
    expect(
      await asApp(sql`update bank_reconciliations set statement_date = '2026-03-30' where id = ${ids.march}`),
    ).toBe('RC002');
    // February is not the latest: it cannot go back to in progress.
    expect(
      await asApp(
        sql`update bank_reconciliations set status = 'in_progress', report = null, finished_at = null where id = ${ids.february}`,
      ),
    ).toBe('RC002');
    expect(await snapshot()).toBe(before);
  });

  it('the delete of a finished reconciliation', async () => {
    expect(await asApp(sql`delete from bank_reconciliations where id = ${ids.february}`)).toBe('RC002');
    expect(await asApp(sql`delete from bank_reconciliations where id = ${ids.march}`)).toBe('RC002');
  });

  it('a finish whose statement date overlaps a finished period', async () => {
    const before = await snapshot();
    expect(
      await asApp(sql`
        insert into bank_reconciliations (organization_id, bank_account_id, statement_date, beginning_balance_cents,
          ending_balance_cents, status, finished_at, report)
        values (${w.admin.organizationId}, ${w.bankAccountId}, '2026-03-15', 0, 0, 'finished', now(), '{}'::jsonb)`),
    ).toBe('RC002');
    expect(
      await asApp(sql`
        update bank_reconciliations set status = 'finished', statement_date = '2026-03-31', finished_at = now(),
          report = '{}'::jsonb
        where bank_account_id = ${w.bankAccountId} and status = 'in_progress'`),
    ).toBe('RC002');
    expect(await snapshot()).toBe(before);
  });
});

describe('the database refuses (RC003: a book item must be a line of the account at its amount)', () => {
  it('a journal line on another account, another bank account, or at a wrong amount', async () => {
    const before = await snapshot();
    const newMatch = (id: string) =>
      sql`insert into bank_matches (id, organization_id, bank_account_id, kind)
          values (${id}, ${w.admin.organizationId}, ${w.bankAccountId}, 'manual')`;
    const item = (id: string, entry: string, line: number, amount: number) =>
      sql`insert into bank_match_items (organization_id, match_id, entry_id, line_number, amount_cents)
          values (${w.admin.organizationId}, ${id}, ${entry}, ${line}, ${amount})`;
    const fresh = await postCash(t, w, '2026-04-10', 5_000);
    // Line 2 of the entry is the revenue line.
    const a = crypto.randomUUID();
    expect(await asApp(newMatch(a), item(a, fresh.entry_id, 2, -5_000))).toBe('RC003');
    const b = crypto.randomUUID();
    expect(await asApp(newMatch(b), item(b, fresh.entry_id, 1, 4_999))).toBe('RC003');
    // Another company's cash line is invisible and not this account's: refused either way.
    const foreign = await postCash(t, other, '2026-04-10', 5_000);
    const c = crypto.randomUUID();
    expect(await asApp(newMatch(c), item(c, foreign.entry_id, 1, 5_000))).toMatch(/^(RC003|23503)$/);
    // The control: the right line at its amount is accepted.
    const d = crypto.randomUUID();
    expect(await asApp(newMatch(d), item(d, fresh.entry_id, 1, 5_000), sql`select 1/0`)).toBe('22012');
    expect(await snapshot()).toBe(before);
  });
});

describe('the API answers 409 for a reconciled item', () => {
  it('unmatch, delete of a statement line, matching a cleared line again', async () => {
    const before = await snapshot();
    const unmatch = await call(t, w.admin.token, 'DELETE', `/api/v1/bank-matches/${ids.febMatch}`);
    expect(unmatch.status).toBe(409);
    expect(unmatch.body.error.code).toBe('reconciled');
    const line = await call(t, w.admin.token, 'DELETE', `/api/v1/bank-statement-lines/${ids.febLine}`);
    expect(line.status).toBe(409);
    const rematch = await call(t, w.admin.token, 'POST', `/api/v1/bank-accounts/${w.bankAccountId}/matches`, {
      statement_line_ids: [ids.febLine],
      book_items: [ids.febItem],
    });
    expect(rematch.status).toBe(409);
    expect(await snapshot()).toBe(before);
  });
});
