import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import { auditLog } from '../src/db/schema/index.ts';
import { linkBankAccount } from './helpers/bank-fixture.ts';
import { accountByNumber, cashEntry, enterStatement, ok } from './helpers/bank-matching-fixture.ts';
import { addMember, call, createCompany, type Member } from './helpers/org-users.ts';
import { directLine, payablesWorld, postedInvoice, type TPayablesWorld } from './helpers/payables-fixture.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/*
 * Matching (issue 23, item 3) through the real app: book items are posted by the product's own
 * documents (a check and an ACH payment of vendor bills, customer receipts, manual journal entries on
 * the cash account); statement lines are entered by hand through the statements API (auto-match runs
 * after). Every endpoint, its refusals, one-to-many and many-to-one, contra matches of voids, the
 * lock of a finished reconciliation, and another company's 404s.
 */

let t: TestApp;
let admin: Member;
let accountant: Member;
let director: Member;
let pm: Member;
let outsider: Member;
let w: TPayablesWorld;
let bankId: string;
let otherBankId: string;
let cash: string;
let revenue: string;
let customerId: string;

type TItem = {
  entry_id: string;
  line_number: number;
  entry_number: string;
  date: string;
  amount_cents: number;
  type: string;
  check_number: string | null;
  payee: string;
  reference: string | null;
  memo: string;
  source_type: string;
  match_id: string | null;
};
type TLine = {
  id: string;
  amount_cents: number;
  payee: string;
  match_id: string | null;
  reconciled: boolean;
};
type TMatch = {
  id: string;
  kind: string;
  statement_line_ids: string[];
  book_items: { entry_id: string; line_number: number }[];
};
type TWorkspace = { statement_lines: TLine[]; book_items: TItem[]; matches: TMatch[] };

const get = (who: Member, p: string) => call(t, who.token, 'GET', p);
const post = (who: Member, p: string, body: unknown = {}) => call(t, who.token, 'POST', p, body);
const del = (who: Member, p: string) => call(t, who.token, 'DELETE', p);
const workspace = async (who: Member = accountant): Promise<TWorkspace> =>
  ok(get(who, `/api/v1/bank-accounts/${bankId}/workspace`), 200);
const ref = (i: { entry_id: string; line_number: number }) => ({
  entry_id: i.entry_id,
  line_number: i.line_number,
});

async function receipt(date: string, amount: number, reference: string) {
  return ok(
    post(admin, '/api/v1/receipts', {
      customer_id: customerId,
      receipt_date: date,
      method: 'check',
      reference,
      amount_cents: amount,
      deposit_account_id: cash,
    }),
  );
}

const ids: Record<string, string> = {};
const items: Record<string, TItem> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await createCompany(t, 'bm-admin@a.co', 'Matching Builders');
  accountant = await addMember(t, admin.organizationId, 'bm-accountant@a.co', 'accountant');
  director = await addMember(t, admin.organizationId, 'bm-director@a.co', 'director');
  pm = await addMember(t, admin.organizationId, 'bm-pm@a.co', 'project_manager');
  outsider = await createCompany(t, 'bm-admin@b.co', 'Other Builders');
  w = await payablesWorld(t, admin, 'BM01');
  cash = w.accounts.cash;
  revenue = await accountByNumber(t, admin.organizationId, '4000');
  const customer = await ok(
    post(admin, '/api/v1/customers', { customer_number: 'C-LMC9', name: 'Lakeside Medical Center' }),
  );
  customerId = customer.id;

  // History before the opening date: never a book item.
  const history = await cashEntry(t, admin, cash, revenue, '2026-02-10', 99_900, 'February history');
  bankId = await linkBankAccount(t, admin, cash, {
    opening_balance_date: '2026-02-28',
    opening_balance_cents: 99_900,
  });
  ids.history = history.id;

  // A check (1001) and an ACH payment of the supplier's bills.
  const bill1 = await postedInvoice(t, admin, {
    vendor_id: w.supplierId,
    invoice_date: '2026-03-01',
    lines: [directLine(w, 125_000)],
  });
  const bill2 = await postedInvoice(t, admin, {
    vendor_id: w.supplierId,
    invoice_date: '2026-03-01',
    lines: [directLine(w, 48_000)],
  });
  const check = await ok(
    post(admin, '/api/v1/ap-payments', {
      payment_date: '2026-03-03',
      bank_account_id: cash,
      method: 'check',
      payments: [
        { vendor_id: w.supplierId, applications: [{ invoice_id: bill1.id, amount_cents: 125_000 }] },
      ],
    }),
  );
  const ach = await ok(
    post(admin, '/api/v1/ap-payments', {
      payment_date: '2026-03-05',
      bank_account_id: cash,
      method: 'ach',
      payments: [
        {
          vendor_id: w.supplierId,
          reference: 'ACH-778812',
          applications: [{ invoice_id: bill2.id, amount_cents: 48_000 }],
        },
      ],
    }),
  );
  ids.checkPayment = check.items[0].id;
  ids.achPayment = ach.items[0].id;

  // Three receipts deposited together (one bank line), and one receipt the bank split in two lines.
  for (const [key, amount] of [
    ['r1', 100_000],
    ['r2', 200_000],
    ['r3', 300_000],
  ] as const)
    ids[key] = (await receipt('2026-03-10', amount, `CHK ${key}`)).journal_entry_id;
  ids.split = (await receipt('2026-03-12', 450_000, 'WIRE 55')).journal_entry_id;

  // Manual entries: an insurance refund, two equal bank transfers (a tie), a deposit made later.
  ids.refund = (await cashEntry(t, admin, cash, revenue, '2026-03-15', 25_000, 'Insurance refund')).id;
  ids.tieA = (await cashEntry(t, admin, cash, revenue, '2026-03-20', -4_500, '')).id;
  ids.tieB = (await cashEntry(t, admin, cash, revenue, '2026-03-20', -4_500, '')).id;
  ids.april = (await cashEntry(t, admin, cash, revenue, '2026-04-02', 7_700, 'April deposit')).id;

  const { book_items } = await workspace();
  for (const i of book_items) {
    const key = Object.entries(ids).find(([, id]) => id === i.entry_id)?.[0];
    if (key) items[key] = i;
  }
  // ap_payments → journal_entry_id
  const [checkEntry, achEntry] = rowsOf<{ id: string }>(
    await t.db.execute(
      sql`select journal_entry_id as id from ap_payments where id in (${ids.checkPayment}, ${ids.achPayment}) order by payment_date`,
    ),
  );
  items.check = book_items.find((i) => i.entry_id === checkEntry?.id) as TItem;
  items.ach = book_items.find((i) => i.entry_id === achEntry?.id) as TItem;

  // A second bank account of the company (another cash account) for "not this account" refusals.
  const second = await ok(
    post(admin, '/api/v1/chart-of-accounts', {
      account_number: '1020',
      account_name: 'Payroll bank',
      account_type: 'asset',
      is_cash: true,
    }),
  );
  otherBankId = await linkBankAccount(t, admin, second.id, { name: 'Payroll account', last_four: '1111' });
});

afterAll(() => t.close());

const statement = {
  check: { posted_date: '2026-03-17', amount_cents: -125_000, payee: 'CHECK 1001', check_number: '0001001' },
  ach: {
    posted_date: '2026-03-06',
    amount_cents: -48_000,
    payee: 'SUPPLIER ACH',
    bank_reference: 'ACH-778812',
  },
  deposit: { posted_date: '2026-03-11', amount_cents: 600_000, payee: 'DEPOSIT' },
  splitA: { posted_date: '2026-03-13', amount_cents: 123_400, payee: 'WIRE IN LAKESIDE MED' },
  splitB: { posted_date: '2026-03-13', amount_cents: 326_600, payee: 'WIRE IN LAKESIDE MED' },
  refund: { posted_date: '2026-03-16', amount_cents: 25_000, payee: 'INSURANCE REFUND' },
  tie: { posted_date: '2026-03-20', amount_cents: -4_500, payee: 'TRANSFER' },
  fee: { posted_date: '2026-03-31', amount_cents: -1_500, payee: 'SERVICE CHARGE' },
} as const;
const lineIds: Record<keyof typeof statement, string> = {} as never;

describe('book items and the workspace', () => {
  it('lists the book items after the opening date, described from their documents', async () => {
    expect(Object.keys(items).sort()).toEqual(
      ['ach', 'april', 'check', 'r1', 'r2', 'r3', 'refund', 'split', 'tieA', 'tieB'].sort(),
    );
    const ws = await workspace();
    expect(ws.book_items.some((i) => i.entry_id === ids.history)).toBe(false);
    expect(items.check).toMatchObject({
      type: 'check',
      amount_cents: -125_000,
      check_number: '1001',
      payee: 'Vendor V-MM01',
      source_type: 'ap_payment',
      match_id: null,
    });
    expect(items.ach).toMatchObject({ type: 'ach', amount_cents: -48_000, reference: 'ACH-778812' });
    expect(items.r1).toMatchObject({
      type: 'deposit',
      amount_cents: 100_000,
      payee: 'Lakeside Medical Center',
      reference: 'CHK r1',
      source_type: 'ar_receipt',
    });
    expect(items.refund).toMatchObject({ type: 'journal', memo: 'Insurance refund', source_type: 'manual' });
    // Date order.
    const dates = ws.book_items.map((i) => i.date);
    expect([...dates].sort()).toEqual(dates);
  });

  it('workspace `through` leaves out what is dated after it', async () => {
    const ws = await ok(get(director, `/api/v1/bank-accounts/${bankId}/workspace?through=2026-03-31`), 200);
    expect(ws.bank_account).toMatchObject({ id: bankId, opening_balance_date: '2026-02-28' });
    expect(ws.book_items.some((i: TItem) => i.entry_id === ids.april)).toBe(false);
    expect(ws.book_items).toHaveLength(9);
    const bad = await get(director, `/api/v1/bank-accounts/${bankId}/workspace?through=2026-13-01`);
    expect(bad.status).toBe(400);
  });

  it('statement lines entered by hand are auto-matched on amount + check number', async () => {
    const entered = await enterStatement(t, accountant, bankId, Object.values(statement));
    Object.keys(statement).forEach((k, n) => {
      lineIds[k as keyof typeof statement] = entered.ids[n] as string;
    });
    expect(entered.matched).toBe(1);
    const ws = await workspace();
    expect(ws.matches).toHaveLength(1);
    expect(ws.matches[0]).toMatchObject({
      kind: 'auto',
      statement_line_ids: [lineIds.check],
      book_items: [ref(items.check as TItem)],
    });
    expect(ws.statement_lines.find((l) => l.id === lineIds.check)?.match_id).toBe(ws.matches[0]?.id);
    expect(ws.book_items.find((i) => i.entry_id === items.check?.entry_id)?.match_id).toBe(ws.matches[0]?.id);
    // Nothing new to auto-match a second time.
    expect(await ok(post(accountant, `/api/v1/bank-accounts/${bankId}/auto-match`), 200)).toEqual({
      matched: 0,
    });
  });
});

describe('suggestions', () => {
  type TSuggestion = {
    statement_line_id: string;
    tie: boolean;
    candidates: {
      statement_line_ids: string[];
      book_items: { entry_id: string; line_number: number }[];
      score: number;
      reasons: string[];
    }[];
  };
  let byLine: Map<string, TSuggestion>;

  it('ranks candidates for every unmatched line', async () => {
    const { items: list } = await ok(get(director, `/api/v1/bank-accounts/${bankId}/suggestions`), 200);
    byLine = new Map((list as TSuggestion[]).map((s) => [s.statement_line_id, s]));
    expect(byLine.has(lineIds.check)).toBe(false);
    expect(byLine.size).toBe(7);

    const ach = byLine.get(lineIds.ach);
    expect(ach?.tie).toBe(false);
    expect(ach?.candidates[0]?.book_items).toEqual([ref(items.ach as TItem)]);
    expect(ach?.candidates[0]?.reasons).toContain('Same reference');

    const refund = byLine.get(lineIds.refund);
    expect(refund?.candidates[0]?.book_items).toEqual([ref(items.refund as TItem)]);
  });

  it('finds the deposit of 3 receipts (one-to-many)', () => {
    const deposit = byLine.get(lineIds.deposit);
    expect(deposit?.tie).toBe(false);
    const best = deposit?.candidates[0];
    expect(best?.statement_line_ids).toEqual([lineIds.deposit]);
    expect(new Set(best?.book_items.map((b) => b.entry_id))).toEqual(new Set([ids.r1, ids.r2, ids.r3]));
  });

  it('finds the receipt the bank split in two lines (many-to-one)', () => {
    for (const line of [lineIds.splitA, lineIds.splitB]) {
      const best = byLine.get(line)?.candidates[0];
      expect(new Set(best?.statement_line_ids)).toEqual(new Set([lineIds.splitA, lineIds.splitB]));
      expect(best?.book_items).toEqual([ref(items.split as TItem)]);
    }
  });

  it('marks the two equal transfers a tie, and finds nothing for the fee', () => {
    const tie = byLine.get(lineIds.tie);
    expect(tie?.tie).toBe(true);
    expect(tie?.candidates.map((c) => c.book_items[0]?.entry_id).sort()).toEqual([ids.tieA, ids.tieB].sort());
    expect(byLine.get(lineIds.fee)?.candidates).toEqual([]);
  });

  it('accepts the suggestions of the lines given only, then the rest — never a tie', async () => {
    const first = await ok(
      post(accountant, `/api/v1/bank-accounts/${bankId}/accept-suggestions`, {
        statement_line_ids: [lineIds.refund],
      }),
      200,
    );
    expect(first).toEqual({ matched: 1 });
    const rest = await ok(post(accountant, `/api/v1/bank-accounts/${bankId}/accept-suggestions`), 200);
    // The ACH, the 3-receipt deposit, the split receipt (one match of two lines).
    expect(rest).toEqual({ matched: 3 });
    const ws = await workspace();
    const open = ws.statement_lines.filter((l) => !l.match_id).map((l) => l.id);
    expect(open.sort()).toEqual([lineIds.tie, lineIds.fee].sort());
    const deposit = ws.matches.find((m) => m.statement_line_ids.includes(lineIds.deposit));
    expect(deposit?.kind).toBe('suggested');
    expect(deposit?.book_items).toHaveLength(3);
    const split = ws.matches.find((m) => m.statement_line_ids.includes(lineIds.splitA));
    expect(split?.statement_line_ids).toHaveLength(2);
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, admin.organizationId), eq(auditLog.entityId, bankId)));
    expect(audits.map((a) => a.action)).toContain('accept_bank_suggestions');
    // Without a body at all (the web's button): nothing safe is left.
    const bare = await t.request(`/api/v1/bank-accounts/${bankId}/accept-suggestions`, {
      method: 'POST',
      token: accountant.token,
    });
    expect(bare.status).toBe(200);
    expect(await bare.json()).toEqual({ matched: 0 });
  });
});

describe('matching by hand', () => {
  const matches = () => `/api/v1/bank-accounts/${bankId}/matches`;

  it('refuses unequal sums with both totals', async () => {
    const res = await post(accountant, matches(), {
      statement_line_ids: [lineIds.tie],
      book_items: [ref(items.april as TItem)],
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'sums_differ',
      message: 'The statement lines total -45.00 and the book items 77.00: they must be equal',
    });
  });

  it('refuses nothing, one thing, twice the same, and unknown or foreign lines and items', async () => {
    const empty = await post(accountant, matches(), { statement_line_ids: [], book_items: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Select the statement lines and book items to match');
    const one = await post(accountant, matches(), { statement_line_ids: [lineIds.tie] });
    expect(one.status).toBe(400);
    const twice = await post(accountant, matches(), {
      statement_line_ids: [lineIds.tie, lineIds.tie],
      book_items: [],
    });
    expect(twice.body.error.message).toBe('A statement line is selected twice');
    // A line of another bank account of the company.
    const other = await enterStatement(t, accountant, otherBankId, [
      { posted_date: '2026-03-20', amount_cents: -4_500, payee: 'OTHER' },
    ]);
    const foreignLine = await post(accountant, matches(), {
      statement_line_ids: [other.ids[0]],
      book_items: [ref(items.tieA as TItem)],
    });
    expect(foreignLine.status).toBe(404);
    expect(foreignLine.body.error.code).toBe('statement_line_not_found');
    // The revenue side of the entry: not on the bank account's GL account.
    const notCash = await post(accountant, matches(), {
      statement_line_ids: [lineIds.tie],
      book_items: [{ entry_id: ids.tieA, line_number: 2 }],
    });
    expect(notCash.status).toBe(404);
    expect(notCash.body.error.code).toBe('book_item_not_found');
    // History before the opening date.
    const history = await post(accountant, matches(), {
      statement_line_ids: [],
      book_items: [{ entry_id: ids.history, line_number: 1 }, ref(items.tieA as TItem)],
    });
    expect(history.status).toBe(400);
    expect(history.body.error.code).toBe('book_item_history');
  });

  it('refuses what is already matched (409)', async () => {
    const line = await post(accountant, matches(), {
      statement_line_ids: [lineIds.refund],
      book_items: [ref(items.april as TItem)],
    });
    expect(line.status).toBe(409);
    expect(line.body.error.code).toBe('already_matched');
    const item = await post(accountant, matches(), {
      statement_line_ids: [lineIds.tie],
      book_items: [ref(items.check as TItem)],
    });
    expect(item.status).toBe(409);
  });

  it('matches the tie by hand (the user picks)', async () => {
    const match = await ok(
      post(accountant, matches(), {
        statement_line_ids: [lineIds.tie],
        book_items: [ref(items.tieA as TItem)],
      }),
    );
    expect(match).toMatchObject({
      kind: 'manual',
      statement_line_ids: [lineIds.tie],
      book_items: [ref(items.tieA as TItem)],
      created_entry_id: null,
      rule_id: null,
    });
    ids.tieMatch = match.id;
    const [audit] = await t.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, admin.organizationId), eq(auditLog.entityId, match.id)));
    expect(audit?.action).toBe('create_bank_match');
  });

  it('unmatches: the line and item are open again', async () => {
    const res = await ok(del(accountant, `/api/v1/bank-matches/${ids.tieMatch}`), 200);
    expect(res).toEqual({ id: ids.tieMatch, reversal_entry_id: null, contra_match_id: null });
    const ws = await workspace();
    expect(ws.statement_lines.find((l) => l.id === lineIds.tie)?.match_id).toBeNull();
    expect(ws.book_items.find((i) => i.entry_id === ids.tieB)?.match_id).toBeNull();
    expect((await del(accountant, `/api/v1/bank-matches/${ids.tieMatch}`)).status).toBe(404);
    // Matched again with the other transfer.
    await ok(
      post(accountant, matches(), {
        statement_line_ids: [lineIds.tie],
        book_items: [ref(items.tieB as TItem)],
      }),
    );
  });

  it('a void whose original never cleared: entry and reversal contra-match (by hand or by auto-match)', async () => {
    const a = await cashEntry(t, admin, cash, revenue, '2026-03-21', -2_000, 'Wrong transfer');
    const reversed = await ok(
      post(admin, `/api/v1/journal-entries/${a.id}/reverse`, { entry_date: '2026-03-22' }),
      201,
    );
    const ws = await workspace();
    const original = ws.book_items.find((i) => i.entry_id === a.id) as TItem;
    const reversal = ws.book_items.find((i) => i.entry_id === reversed.id) as TItem;
    expect(reversal).toMatchObject({ type: 'reversal', amount_cents: 2_000 });
    expect(reversal.memo).toContain(`Void of ${original.entry_number}`);
    const { matched } = await ok(post(accountant, `/api/v1/bank-accounts/${bankId}/auto-match`), 200);
    expect(matched).toBe(0);
    const after = await workspace();
    const contra = after.matches.find((m) => m.book_items.some((b) => b.entry_id === a.id));
    expect(contra).toMatchObject({ kind: 'contra', statement_line_ids: [] });
    expect(contra?.book_items).toHaveLength(2);
    // Undone and made by hand.
    await ok(del(accountant, `/api/v1/bank-matches/${contra?.id}`), 200);
    const byHand = await ok(post(accountant, matches(), { book_items: [ref(original), ref(reversal)] }));
    expect(byHand.kind).toBe('contra');
  });
});

describe('a finished reconciliation locks its matches', () => {
  it('refuses to unmatch or re-match a reconciled line (409 reconciled); the workspace leaves them out', async () => {
    const ws = await workspace();
    const refundMatch = ws.matches.find((m) => m.statement_line_ids.includes(lineIds.refund)) as TMatch;
    // Stamp the refund's match with a finished reconciliation (as finishing does).
    await t.db.execute(sql`
      insert into bank_reconciliations (organization_id, bank_account_id, statement_date, beginning_balance_cents,
        ending_balance_cents, status, report, finished_at)
      values (${admin.organizationId}, ${bankId}, '2026-03-16', 99900, 124900, 'in_progress', null, null)`);
    await t.db.execute(sql`
      update bank_matches set reconciliation_id = (select id from bank_reconciliations where bank_account_id = ${bankId})
      where id = ${refundMatch.id}`);
    await t.db.execute(sql`
      update bank_reconciliations set status = 'finished', report = '{}'::jsonb, finished_at = now()
      where bank_account_id = ${bankId}`);

    const unmatch = await del(accountant, `/api/v1/bank-matches/${refundMatch.id}`);
    expect(unmatch.status).toBe(409);
    expect(unmatch.body.error.code).toBe('reconciled');
    const rematch = await post(accountant, `/api/v1/bank-accounts/${bankId}/matches`, {
      statement_line_ids: [lineIds.refund, lineIds.fee],
      book_items: [ref(items.refund as TItem)],
    });
    expect(rematch.status).toBe(409);
    expect(rematch.body.error.code).toBe('reconciled');
    const after = await workspace();
    expect(after.statement_lines.some((l) => l.id === lineIds.refund)).toBe(false);
    expect(after.book_items.some((i) => i.entry_id === ids.refund)).toBe(false);
    expect(after.matches.some((m) => m.id === refundMatch.id)).toBe(false);
    // The database refuses too, whatever the path.
    const refused = await t.db.execute(sql`delete from bank_matches where id = ${refundMatch.id}`).then(
      () => null,
      (err: { cause?: { code?: string } }) => err.cause?.code,
    );
    expect(refused).toBe('RC001');
  });
});

describe('permissions and other companies', () => {
  it('a project manager has no access; a director reads but cannot change', async () => {
    expect((await get(pm, `/api/v1/bank-accounts/${bankId}/workspace`)).status).toBe(403);
    expect((await get(director, `/api/v1/bank-accounts/${bankId}/suggestions`)).status).toBe(200);
    expect((await post(director, `/api/v1/bank-accounts/${bankId}/auto-match`)).status).toBe(403);
    expect(
      (await post(director, `/api/v1/bank-accounts/${bankId}/matches`, { statement_line_ids: [lineIds.fee] }))
        .status,
    ).toBe(403);
  });

  it('answers 404 to another company for every route, changing nothing', async () => {
    const ws = await workspace();
    const anyMatch = ws.matches[0] as TMatch;
    for (const path of ['workspace', 'suggestions', 'rule-proposals'])
      expect((await get(outsider, `/api/v1/bank-accounts/${bankId}/${path}`)).status, path).toBe(404);
    for (const path of ['auto-match', 'accept-suggestions'])
      expect((await post(outsider, `/api/v1/bank-accounts/${bankId}/${path}`)).status, path).toBe(404);
    expect(
      (
        await post(outsider, `/api/v1/bank-accounts/${bankId}/matches`, {
          statement_line_ids: [lineIds.fee],
          book_items: [ref(items.april as TItem)],
        })
      ).status,
    ).toBe(404);
    expect((await del(outsider, `/api/v1/bank-matches/${anyMatch.id}`)).status).toBe(404);
    // Their own bank account, our lines and items: not found.
    const cashB = rowsOf<{ id: string }>(
      await t.db.execute(
        sql`select id from chart_of_accounts where organization_id = ${outsider.organizationId} and system_key = 'cash'`,
      ),
    )[0]?.id as string;
    const theirs = await linkBankAccount(t, outsider, cashB);
    const steal = await post(outsider, `/api/v1/bank-accounts/${theirs}/matches`, {
      statement_line_ids: [lineIds.fee],
      book_items: [ref(items.april as TItem)],
    });
    expect(steal.status).toBe(404);
    expect((await workspace()).matches).toHaveLength(ws.matches.length);
  });
});
