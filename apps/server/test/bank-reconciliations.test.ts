import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import {
  addStatementLines,
  matchItems,
  postCash,
  reconciliationWorld,
  type TBookItem,
  type TRecWorld,
} from './helpers/bank-reconciliation-fixture.ts';
import { insertVendor } from './helpers/commitment-fixtures.ts';
import { addMember, call, createCompany, type Member } from './helpers/org-users.ts';
import { postedInvoice } from './helpers/payables-fixture.ts';
import { inflatePdf } from './helpers/pdf-inflate.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/*
 * Reconciliations through the API (issue 23, items 4 and 5): a February statement of an account opened
 * on 2026-01-31 at 5,000.00. Books: deposit 2,500.00 (02-03) and check −1,200.00 (02-05), both cleared;
 * check −310.75 (02-20) outstanding; deposit 900.00 (02-28) in transit; payment −480.00 (02-25) whose
 * bank line is dated 03-02, so it waits for March. The bank also charged a fee of −34.75 (02-27).
 * Statement ending balance: 5,000.00 + 2,500.00 − 1,200.00 − 34.75 = 6,265.25.
 */
let t: TestApp;
const D = '2026-02-28';
const ENDING = 626_525;

type TFebruary = {
  w: TRecWorld;
  items: Record<'d1' | 'p1' | 'p2' | 'd2' | 'p3', TBookItem>;
  lines: Record<'l1' | 'l2' | 'l3' | 'fee', string>;
  matches: Record<'m1' | 'm2' | 'm3', string>;
};

async function february(email: string, admin?: Member): Promise<TFebruary> {
  const w = await reconciliationWorld(t, email, { openingCents: 500_000, openingDate: '2026-01-31', admin });
  // History: the books before the opening date (never a book item), equal to the bank's opening balance.
  await postCash(t, w, '2026-01-15', 500_000, 'Opening cash');
  const items = {
    d1: await postCash(t, w, '2026-02-03', 250_000),
    p1: await postCash(t, w, '2026-02-05', -120_000),
    p2: await postCash(t, w, '2026-02-20', -31_075, 'Check 102'),
    d2: await postCash(t, w, '2026-02-28', 90_000, 'Late deposit'),
    p3: await postCash(t, w, '2026-02-25', -48_000, 'Check 103'),
  };
  const [l1, l2, l3, fee] = await addStatementLines(t, w, [
    { date: '2026-02-04', cents: 250_000 },
    { date: '2026-02-09', cents: -120_000 },
    { date: '2026-03-02', cents: -48_000 },
    { date: '2026-02-27', cents: -3_475, payee: `SERVICE CHARGE ${email}` },
  ]);
  if (!l1 || !l2 || !l3 || !fee) throw new Error('statement lines missing');
  const matches = {
    m1: await matchItems(t, w, [l1], [items.d1]),
    m2: await matchItems(t, w, [l2], [items.p1]),
    m3: await matchItems(t, w, [l3], [items.p3]),
  };
  return { w, items, lines: { l1, l2, l3, fee }, matches };
}

const start = (w: TRecWorld, body: Record<string, unknown>, token = w.admin.token) =>
  call(t, token, 'POST', `/api/v1/bank-accounts/${w.bankAccountId}/reconciliations`, body);
const get = (token: string, path: string) => call(t, token, 'GET', `/api/v1${path}`);

/** Every account's balance (debit − credit) of a company, overall and through a date. */
async function balances(organizationId: string, through = '9999-12-31') {
  const rows = rowsOf<{ account_id: string; balance: string }>(
    await t.db.execute(sql`
      select account_id, sum(debit_cents - credit_cents)::text as balance from journal_lines
      where organization_id = ${organizationId} and entry_date <= ${through}::date
      group by account_id order by account_id`),
  );
  return Object.fromEntries(rows.map((r) => [r.account_id, Number(r.balance)]));
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a reconciliation from start to finish', () => {
  let f: TFebruary;
  let id: string;

  beforeAll(async () => {
    f = await february('rec-life@a.co');
  });

  it('starts with the opening balance as beginning and live cleared figures and difference', async () => {
    const res = await start(f.w, { statement_date: D, ending_balance_cents: ENDING });
    expect(res.status).toBe(201);
    id = res.body.id;
    expect(res.body).toMatchObject({
      status: 'in_progress',
      statement_date: D,
      beginning_balance_cents: 500_000,
      ending_balance_cents: ENDING,
      cleared_deposits_cents: 250_000,
      cleared_payments_cents: 120_000,
      cleared_count: 2,
      // 6,265.25 − (5,000.00 + 2,500.00 − 1,200.00): the fee nobody entered.
      difference_cents: -3_475,
      finished_at: null,
      is_latest_finished: false,
      bank_account: { id: f.w.bankAccountId, name: 'Operating account', gl_account: { number: '1000' } },
    });
    const list = await get(f.w.admin.token, `/bank-accounts/${f.w.bankAccountId}/reconciliations`);
    expect(list.body.items.map((r: { id: string }) => r.id)).toEqual([id]);
    expect(list.body.items[0].difference_cents).toBe(-3_475);
  });

  it('refuses a second one in progress, a date on or before the opening date, bad input, a foreign import', async () => {
    const again = await start(f.w, { statement_date: '2026-03-31', ending_balance_cents: 1 });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('reconciliation_in_progress');
    const other = await reconciliationWorld(t, 'rec-life-other@a.co', { openingDate: '2026-01-31' });
    const early = await start(other, { statement_date: '2026-01-31', ending_balance_cents: 0 });
    expect(early.status).toBe(400);
    expect(early.body.error.message).toContain('after 2026-01-31');
    expect((await start(other, { ending_balance_cents: 0 })).status).toBe(400);
    expect((await start(other, { statement_date: '2026-02-30', ending_balance_cents: 0 })).status).toBe(400);
    expect((await start(other, { statement_date: D, ending_balance_cents: 1.5 })).status).toBe(400);
    const imports = await get(f.w.admin.token, `/bank-accounts/${f.w.bankAccountId}/statement-imports`);
    const foreignImport = await start(other, {
      statement_date: D,
      ending_balance_cents: 0,
      import_id: imports.body.items[0].id,
    });
    expect(foreignImport.status).toBe(404);
    const unknown = await call(
      t,
      f.w.admin.token,
      'POST',
      `/api/v1/bank-accounts/${crypto.randomUUID()}/reconciliations`,
      {
        statement_date: D,
        ending_balance_cents: 0,
      },
    );
    expect(unknown.status).toBe(404);
  });

  it('edits update the live figures: a later statement date clears the match that waited', async () => {
    const later = await call(t, f.w.admin.token, 'PATCH', `/api/v1/bank-reconciliations/${id}`, {
      statement_date: '2026-03-05',
    });
    expect(later.status).toBe(200);
    expect(later.body.cleared_payments_cents).toBe(168_000);
    expect(later.body.difference_cents).toBe(-3_475 + 48_000);
    const back = await call(t, f.w.admin.token, 'PATCH', `/api/v1/bank-reconciliations/${id}`, {
      statement_date: D,
      ending_balance_cents: ENDING + 100,
    });
    expect(back.body.difference_cents).toBe(-3_375);
    const restored = await call(t, f.w.admin.token, 'PATCH', `/api/v1/bank-reconciliations/${id}`, {
      ending_balance_cents: ENDING,
    });
    expect(restored.body.difference_cents).toBe(-3_475);
  });

  it('refuses to finish at a difference without an adjustment, with the amount in the message', async () => {
    const res = await call(t, f.w.admin.token, 'POST', `/api/v1/bank-reconciliations/${id}/finish`, {});
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      code: 'difference_not_zero',
      message: 'The difference is -34.75: match the remaining lines or finish with an adjustment entry',
    });
  });

  it('the live report: deposits in transit, outstanding payments, adjusted bank balance against the book', async () => {
    const report = (await get(f.w.admin.token, `/bank-reconciliations/${id}/report`)).body;
    expect(report.status).toBe('in_progress');
    expect(report.deposits_in_transit.items.map((i: { entry_id: string }) => i.entry_id)).toEqual([
      f.items.d2.entry_id,
    ]);
    expect(report.outstanding_payments.total_cents).toBe(79_075);
    expect(report.adjusted_bank_balance_cents).toBe(ENDING + 90_000 - 79_075);
    // Book: 5,000.00 + 2,500.00 − 1,200.00 − 310.75 + 900.00 − 480.00 = 6,409.25; the bank has the fee too.
    expect(report.book_balance_cents).toBe(640_925);
    expect(report.difference_cents).toBe(-3_475);
  });

  it('finishes at a zero difference once the fee is entered and matched', async () => {
    const fee = await postCash(t, f.w, '2026-02-27', -3_475, 'Bank service charge');
    await matchItems(t, f.w, [f.lines.fee], [fee]);
    const live = await get(f.w.admin.token, `/bank-reconciliations/${id}`);
    expect(live.body.difference_cents).toBe(0);
    const res = await call(t, f.w.admin.token, 'POST', `/api/v1/bank-reconciliations/${id}/finish`, {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'finished',
      difference_cents: 0,
      cleared_deposits_cents: 250_000,
      cleared_payments_cents: 123_475,
      cleared_count: 3,
      adjustment_entry_id: null,
      finished_by_name: 'Test Person',
      is_latest_finished: true,
    });
    expect(res.body.finished_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('freezes the report: two checks out, one deposit in transit, adjusted bank = book to the cent', async () => {
    const report = (await get(f.w.admin.token, `/bank-reconciliations/${id}/report`)).body;
    expect(report).toMatchObject({
      status: 'finished',
      statement_date: D,
      beginning_balance_cents: 500_000,
      ending_balance_cents: ENDING,
      cleared_deposits: { count: 1, total_cents: 250_000 },
      cleared_payments: { count: 2, total_cents: 123_475 },
      deposits_in_transit: { total_cents: 90_000 },
      outstanding_payments: { total_cents: 79_075 },
      adjusted_bank_balance_cents: 637_450,
      book_balance_cents: 637_450,
      difference_cents: 0,
      adjustments: [],
      finished_by_name: 'Test Person',
    });
    expect(report.outstanding_payments.items).toEqual([
      expect.objectContaining({ date: '2026-02-20', memo: 'Check 102', amount_cents: 31_075, age_days: 8 }),
      expect.objectContaining({ date: '2026-02-25', memo: 'Check 103', amount_cents: 48_000, age_days: 3 }),
    ]);
    expect(report.deposits_in_transit.items[0]).toMatchObject({ date: D, amount_cents: 90_000, age_days: 0 });
    // A deposit posted afterwards, dated in February, leaves the frozen report alone.
    await postCash(t, f.w, '2026-02-15', 1_000, 'Back-dated deposit');
    const again = (await get(f.w.admin.token, `/bank-reconciliations/${id}/report`)).body;
    expect(again).toEqual(report);
    const discrepancies = (await get(f.w.admin.token, `/bank-reconciliations/${id}/discrepancies`)).body
      .items;
    expect(discrepancies).toEqual([
      expect.objectContaining({ kind: 'posted_after_finish', date: '2026-02-15', amount_cents: 1_000 }),
    ]);
  });

  it('locks what it cleared: unmatching or deleting a reconciled item answers 409', async () => {
    const unmatch = await call(t, f.w.admin.token, 'DELETE', `/api/v1/bank-matches/${f.matches.m1}`);
    expect(unmatch.status).toBe(409);
    expect(unmatch.body.error.code).toBe('reconciled');
    const line = await call(t, f.w.admin.token, 'DELETE', `/api/v1/bank-statement-lines/${f.lines.l1}`);
    expect(line.status).toBe(409);
    // The match waiting for March is not locked.
    const waiting = await call(t, f.w.admin.token, 'DELETE', `/api/v1/bank-matches/${f.matches.m3}`);
    expect(waiting.status).toBe(200);
    f.matches.m3 = await matchItems(t, f.w, [f.lines.l3], [f.items.p3]);
  });

  it('refuses to edit, abandon or finish again a finished reconciliation, or to start one not after it', async () => {
    const path = `/api/v1/bank-reconciliations/${id}`;
    expect((await call(t, f.w.admin.token, 'PATCH', path, { ending_balance_cents: 1 })).status).toBe(409);
    const abandon = await call(t, f.w.admin.token, 'DELETE', path);
    expect(abandon.status).toBe(409);
    expect(abandon.body.error.code).toBe('reconciliation_finished');
    expect((await call(t, f.w.admin.token, 'POST', `${path}/finish`, {})).status).toBe(409);
    const same = await start(f.w, { statement_date: D, ending_balance_cents: ENDING });
    expect(same.status).toBe(409);
    expect(same.body.error.message).toContain(D);
    expect((await start(f.w, { statement_date: '2026-02-10', ending_balance_cents: 0 })).status).toBe(409);
  });

  it('March starts from February ending; abandoning it keeps its matches; undo needs no one in progress', async () => {
    const march = await start(f.w, { statement_date: '2026-03-31', ending_balance_cents: ENDING - 48_000 });
    expect(march.status).toBe(201);
    expect(march.body.beginning_balance_cents).toBe(ENDING);
    expect(march.body.cleared_payments_cents).toBe(48_000);
    expect(march.body.difference_cents).toBe(0);
    const blocked = await call(t, f.w.admin.token, 'POST', `/api/v1/bank-reconciliations/${id}/undo`, {
      reason: 'Wrong ending balance',
    });
    expect(blocked.status).toBe(409);
    expect(blocked.body.error.code).toBe('reconciliation_in_progress');
    const abandoned = await call(
      t,
      f.w.admin.token,
      'DELETE',
      `/api/v1/bank-reconciliations/${march.body.id}`,
    );
    expect(abandoned.status).toBe(204);
    expect((await get(f.w.admin.token, `/bank-reconciliations/${march.body.id}`)).status).toBe(404);
    const lines = await get(
      f.w.admin.token,
      `/bank-accounts/${f.w.bankAccountId}/statement-lines?state=matched`,
    );
    expect(lines.body.items.map((l: { id: string }) => l.id)).toContain(f.lines.l3);
  });

  it('undo of the latest needs a reason, is audited, and leaves every balance and figure as before', async () => {
    const org = f.w.admin.organizationId;
    const before = { all: await balances(org), atD: await balances(org, D) };
    const noReason = await call(t, f.w.admin.token, 'POST', `/api/v1/bank-reconciliations/${id}/undo`, {
      reason: ' ',
    });
    expect(noReason.status).toBe(400);
    const res = await call(t, f.w.admin.token, 'POST', `/api/v1/bank-reconciliations/${id}/undo`, {
      reason: 'Ending balance typed wrong',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'in_progress',
      finished_at: null,
      difference_cents: 0,
      cleared_count: 3,
    });
    expect(await balances(org)).toEqual(before.all);
    expect(await balances(org, D)).toEqual(before.atD);
    const [audit] = rowsOf<{ after: { reason: string } }>(
      await t.db.execute(
        sql`select after from audit_log where entity_id = ${id} and action = 'undo_bank_reconciliation'`,
      ),
    );
    expect(audit?.after.reason).toBe('Ending balance typed wrong');
    // In progress again: its items are unlocked.
    const unmatch = await call(t, f.w.admin.token, 'DELETE', `/api/v1/bank-matches/${f.matches.m1}`);
    expect(unmatch.status).toBe(200);
    f.matches.m1 = await matchItems(t, f.w, [f.lines.l1], [f.items.d1]);
    const again = await call(t, f.w.admin.token, 'POST', `/api/v1/bank-reconciliations/${id}/finish`, {});
    expect(again.status).toBe(200);
    expect(again.body.cleared_count).toBe(3);
  });

  it('only the latest finished reconciliation can be undone', async () => {
    const march = await start(f.w, { statement_date: '2026-03-31', ending_balance_cents: ENDING - 48_000 });
    const finished = await call(
      t,
      f.w.admin.token,
      'POST',
      `/api/v1/bank-reconciliations/${march.body.id}/finish`,
      {},
    );
    expect(finished.status).toBe(200);
    const february = await call(t, f.w.admin.token, 'POST', `/api/v1/bank-reconciliations/${id}/undo`, {
      reason: 'Try',
    });
    expect(february.status).toBe(409);
    expect(february.body.error.message).toBe('Only the latest reconciliation can be undone');
    const list = (await get(f.w.admin.token, `/bank-accounts/${f.w.bankAccountId}/reconciliations`)).body
      .items;
    expect(
      list.map((r: { statement_date: string; is_latest_finished: boolean }) => [
        r.statement_date,
        r.is_latest_finished,
      ]),
    ).toEqual([
      ['2026-03-31', true],
      [D, false],
    ]);
    const notFinished = await call(
      t,
      f.w.admin.token,
      'POST',
      `/api/v1/bank-reconciliations/${march.body.id}/undo`,
      {
        reason: 'Undo March',
      },
    );
    expect(notFinished.status).toBe(200);
    const twice = await call(
      t,
      f.w.admin.token,
      'POST',
      `/api/v1/bank-reconciliations/${march.body.id}/undo`,
      {
        reason: 'Undo March again',
      },
    );
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('reconciliation_not_finished');
    // Undone, March is in progress with its match still stamped: abandoning it keeps the match, unstamped.
    const stamped = rowsOf<{ reconciliation_id: string | null }>(
      await t.db.execute(sql`select reconciliation_id from bank_matches where id = ${f.matches.m3}`),
    );
    expect(stamped[0]?.reconciliation_id).toBe(march.body.id);
    const abandoned = await call(
      t,
      f.w.admin.token,
      'DELETE',
      `/api/v1/bank-reconciliations/${march.body.id}`,
    );
    expect(abandoned.status).toBe(204);
    const stamps = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from bank_matches where id = ${f.matches.m3} and reconciliation_id is null`,
      ),
    );
    expect(stamps[0]?.n).toBe(1);
    const lines = await get(
      f.w.admin.token,
      `/bank-accounts/${f.w.bankAccountId}/statement-lines?state=matched`,
    );
    expect(lines.body.items.map((l: { id: string }) => l.id)).toContain(f.lines.l3);
  });
});

describe('finishing with an adjustment entry (an accountant)', () => {
  let f: TFebruary;
  let accountant: Member;
  let id: string;

  beforeAll(async () => {
    const admin = await createCompany(t, 'rec-adj@a.co', 'Adjusting Builders');
    accountant = await addMember(t, admin.organizationId, 'rec-adj-accountant@a.co', 'accountant');
    f = await february('rec-adj@a.co', admin);
    id = (await start(f.w, { statement_date: D, ending_balance_cents: ENDING }, accountant.token)).body.id;
  });

  const finish = (body: unknown) =>
    call(t, accountant.token, 'POST', `/api/v1/bank-reconciliations/${id}/finish`, body);

  it('refuses the bank account itself, a control account, an unknown account and a missing reason', async () => {
    const reason = 'Service charge';
    const bank = await finish({ adjustment: { account_id: f.w.cash, reason } });
    expect(bank.status).toBe(400);
    expect(bank.body.error.code).toBe('adjustment_account_invalid');
    expect((await finish({ adjustment: { account_id: f.w.account('2000'), reason } })).status).toBe(400);
    expect((await finish({ adjustment: { account_id: crypto.randomUUID(), reason } })).status).toBe(404);
    const blank = await finish({ adjustment: { account_id: f.w.account('6000'), reason: '' } });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe('Enter the reason');
    expect(
      (await finish({ adjustment: { account_id: f.w.account('6000'), reason: 'x'.repeat(501) } })).status,
    ).toBe(400);
    expect((await get(accountant.token, `/bank-reconciliations/${id}`)).body.status).toBe('in_progress');
  });

  it('posts cash vs the chosen account for the difference, dated the statement date, and clears it', async () => {
    const org = f.w.admin.organizationId;
    const before = { all: await balances(org), atD: await balances(org, D) };
    const res = await finish({ adjustment: { account_id: f.w.account('6000'), reason: 'Service charge' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'finished',
      difference_cents: 0,
      adjustment_reason: 'Service charge',
    });
    const entry = (await get(accountant.token, `/journal-entries/${res.body.adjustment_entry_id}`)).body;
    expect(entry).toMatchObject({ entry_date: D, source_type: 'bank' });
    const cash = entry.lines.find((l: { account_id: string }) => l.account_id === f.w.cash);
    expect(cash).toMatchObject({ debit_cents: 0, credit_cents: 3_475 });
    const report = (await get(accountant.token, `/bank-reconciliations/${id}/report`)).body;
    expect(report.adjustments).toEqual([
      {
        entry_id: entry.id,
        entry_number: entry.entry_number,
        amount_cents: -3_475,
        reason: 'Service charge',
      },
    ]);
    expect(report.adjusted_bank_balance_cents).toBe(report.book_balance_cents);
    expect(report.cleared_payments).toEqual({ count: 2, total_cents: 123_475 });
    // Undo reverses the adjustment (dated the statement date) and contra-matches the pair.
    const undo = await call(t, accountant.token, 'POST', `/api/v1/bank-reconciliations/${id}/undo`, {
      reason: 'The fee was refunded',
    });
    expect(undo.status).toBe(200);
    expect(undo.body).toMatchObject({
      status: 'in_progress',
      adjustment_entry_id: null,
      difference_cents: -3_475,
    });
    expect(await balances(org)).toEqual(before.all);
    expect(await balances(org, D)).toEqual(before.atD);
    const original = (await get(accountant.token, `/journal-entries/${entry.id}`)).body;
    expect(original.reversed_by_id).toEqual(expect.any(String));
    const contra = rowsOf<{ kind: string; n: number }>(
      await t.db.execute(sql`
        select m.kind, count(i.*)::int as n from bank_matches m join bank_match_items i on i.match_id = m.id
        where m.bank_account_id = ${f.w.bankAccountId} and m.kind in ('contra', 'adjustment') group by m.kind`),
    );
    expect(contra).toEqual([{ kind: 'contra', n: 2 }]);
  });
});

describe('discrepancies and stale checks', () => {
  it('a cleared check voided after the finish is a discrepancy; its void is a new open item', async () => {
    const w = await reconciliationWorld(t, 'rec-void@a.co', {
      openingCents: 100_000,
      openingDate: '2026-02-28',
    });
    const vendorId = await insertVendor(t, w.admin.organizationId, 'V-REC1');
    const invoice = await postedInvoice(t, w.admin, {
      vendor_id: vendorId,
      invoice_date: '2026-03-02',
      lines: [{ kind: 'overhead', expense_account_id: w.account('6000'), amount_cents: 40_000 }],
    });
    const paid = await call(t, w.admin.token, 'POST', '/api/v1/ap-payments', {
      payment_date: '2026-03-05',
      bank_account_id: w.cash,
      method: 'check',
      payments: [
        {
          vendor_id: vendorId,
          check_number: '5001',
          applications: [{ invoice_id: invoice.id, amount_cents: 40_000 }],
        },
      ],
    });
    expect(paid.status).toBe(201);
    const payment = paid.body.items[0];
    // The bank's line carries the check number: auto-matching clears it.
    await addStatementLines(t, w, [{ date: '2026-03-09', cents: -40_000, check: payment.check_number }]);
    const rec = await start(w, { statement_date: '2026-03-31', ending_balance_cents: 60_000 });
    expect(rec.body.difference_cents).toBe(0);
    expect(rec.body.cleared_payments_cents).toBe(40_000);
    expect(
      (await call(t, w.admin.token, 'POST', `/api/v1/bank-reconciliations/${rec.body.id}/finish`, {})).status,
    ).toBe(200);
    expect(
      (await get(w.admin.token, `/bank-reconciliations/${rec.body.id}/discrepancies`)).body.items,
    ).toEqual([]);
    const voided = await call(t, w.admin.token, 'POST', `/api/v1/ap-payments/${payment.id}/void`, {
      void_date: '2026-04-02',
      reason: 'Lost in the mail',
    });
    expect(voided.status).toBe(200);
    const items = (await get(w.admin.token, `/bank-reconciliations/${rec.body.id}/discrepancies`)).body.items;
    expect(items).toEqual([
      expect.objectContaining({
        kind: 'voided',
        date: '2026-03-05',
        amount_cents: -40_000,
        entry_id: payment.journal_entry.id,
      }),
    ]);
    expect(items[0].description).toContain('voided by');
    // April: the void's reversal is a new open item — a deposit in transit until the bank shows it.
    const april = await start(w, { statement_date: '2026-04-30', ending_balance_cents: 60_000 });
    const report = (await get(w.admin.token, `/bank-reconciliations/${april.body.id}/report`)).body;
    expect(report.deposits_in_transit.items).toEqual([
      expect.objectContaining({ date: '2026-04-02', amount_cents: 40_000, type: 'reversal' }),
    ]);
  });

  it('stale checks: outstanding payments over 90 days, the over-180 subtotal; matched and voided ones left out', async () => {
    const w = await reconciliationWorld(t, 'rec-stale@a.co');
    await postCash(t, w, '2025-06-01', -20_000, 'Old check');
    await postCash(t, w, '2025-10-01', -10_000, 'Older than 90');
    await postCash(t, w, '2026-02-20', -5_000, 'Recent');
    await postCash(t, w, '2025-05-01', 7_000, 'Old deposit');
    const voided = await postCash(t, w, '2025-05-02', -9_000, 'Voided check');
    await call(t, w.admin.token, 'POST', `/api/v1/journal-entries/${voided.entry_id}/reverse`, {
      entry_date: '2025-07-01',
    });
    const cleared = await postCash(t, w, '2025-05-03', -11_000, 'Cleared check');
    const [line] = await addStatementLines(t, w, [{ date: '2025-05-10', cents: -11_000 }]);
    await matchItems(t, w, [line as string], [cleared]);
    const res = await get(w.admin.token, `/bank-accounts/${w.bankAccountId}/stale-checks?as_of=2026-03-01`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      as_of: '2026-03-01',
      over_90_total_cents: 30_000,
      over_180_total_cents: 20_000,
    });
    expect(res.body.items.map((i: { memo: string; age_days: number }) => [i.memo, i.age_days])).toEqual([
      ['Old check', 273],
      ['Older than 90', 151],
    ]);
    const today = await get(w.admin.token, `/bank-accounts/${w.bankAccountId}/stale-checks`);
    expect(today.status).toBe(200);
    expect(
      (await get(w.admin.token, `/bank-accounts/${w.bankAccountId}/stale-checks?as_of=2026-13-01`)).status,
    ).toBe(400);
  });
});

describe('the report as PDF and CSV', () => {
  let f: TFebruary;
  let id: string;

  beforeAll(async () => {
    f = await february('rec-files@a.co');
    id = (await start(f.w, { statement_date: D, ending_balance_cents: ENDING })).body.id;
    await call(t, f.w.admin.token, 'POST', `/api/v1/bank-reconciliations/${id}/finish`, {
      adjustment: { account_id: f.w.account('6000'), reason: 'Monthly service charge' },
    });
  });

  it('PDF: the summary block, the detail lists, the adjustment and who finished it', async () => {
    const res = await t.request(`/api/v1/bank-reconciliations/${id}/report.pdf`, { token: f.w.admin.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(inflatePdf(new Uint8Array(await res.arrayBuffer()))).replaceAll('\n', '');
    for (const expected of [
      'Bank reconciliation',
      'Operating account ••6789',
      'Statement ending balance',
      '$6,265.25',
      'Plus deposits in transit (1)',
      '$900.00',
      'Less outstanding checks and payments (2)',
      '-$790.75',
      'Adjusted bank balance',
      '$6,374.50',
      'Book balance (1000 as of 2026-02-28)',
      'Check 102',
      '$310.75',
      'Monthly service charge',
      '-$34.75',
      'Finished by Test Person on',
    ])
      expect(text, expected).toContain(expected);
  });

  it('CSV: the summary adds up, then one row per outstanding item and the adjustment', async () => {
    const res = await t.request(`/api/v1/bank-reconciliations/${id}/report.csv`, { token: f.w.admin.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const rows = parse(await res.text()) as string[][];
    expect(rows[0]).toEqual([
      'Section',
      'Item',
      'Date',
      'Entry',
      'Number',
      'Payee',
      'Type',
      'Amount',
      'Age (days)',
    ]);
    const summary = Object.fromEntries(rows.filter((r) => r[0] === 'Summary').map((r) => [r[1], r[7]]));
    expect(summary).toMatchObject({
      'Statement ending balance': '6265.25',
      'Plus deposits in transit': '900',
      'Less outstanding checks and payments': '-790.75',
      'Adjusted bank balance': '6374.5',
      'Book balance': '6374.5',
      Difference: '0',
    });
    expect(rows.filter((r) => r[0] === 'Outstanding payment').map((r) => [r[1], r[7], r[8]])).toEqual([
      ['Check 102', '-310.75', '8'],
      ['Check 103', '-480', '3'],
    ]);
    expect(rows.find((r) => r[0] === 'Adjustment')?.[1]).toBe('Monthly service charge');
    expect(rows.at(-1)?.[1]).toMatch(/^Finished by Test Person on 20/);
  });
});

describe('who may see and do what', () => {
  let f: TFebruary;
  let id: string;
  let director: Member;
  let foreman: Member;
  let outsider: Member;

  beforeAll(async () => {
    f = await february('rec-roles@a.co');
    id = (await start(f.w, { statement_date: D, ending_balance_cents: ENDING })).body.id;
    director = await addMember(t, f.w.admin.organizationId, 'rec-roles-director@a.co', 'director');
    foreman = await addMember(t, f.w.admin.organizationId, 'rec-roles-foreman@a.co', 'foreman');
    outsider = await createCompany(t, 'rec-roles@b.co', 'Other Builders');
  });

  /** Every read and every write route of the reconciliation and its account answer these statuses. */
  async function expectEveryRoute(token: string, expected: { reads: number; writes: number }) {
    for (const path of [
      `/bank-reconciliations/${id}`,
      `/bank-reconciliations/${id}/report`,
      `/bank-reconciliations/${id}/report.pdf`,
      `/bank-reconciliations/${id}/report.csv`,
      `/bank-reconciliations/${id}/discrepancies`,
      `/bank-accounts/${f.w.bankAccountId}/reconciliations`,
      `/bank-accounts/${f.w.bankAccountId}/stale-checks`,
    ]) {
      expect((await get(token, path)).status, path).toBe(expected.reads);
    }
    const writes: [string, string, unknown][] = [
      ['POST', `/bank-reconciliations/${id}/finish`, {}],
      ['POST', `/bank-reconciliations/${id}/undo`, { reason: 'x' }],
      ['PATCH', `/bank-reconciliations/${id}`, { ending_balance_cents: 1 }],
      ['DELETE', `/bank-reconciliations/${id}`, undefined],
      [
        'POST',
        `/bank-accounts/${f.w.bankAccountId}/reconciliations`,
        { statement_date: D, ending_balance_cents: 0 },
      ],
    ];
    for (const [method, path, body] of writes) {
      const res = await call(t, token, method, `/api/v1${path}`, body);
      expect(res.status, `${method} ${path}`).toBe(expected.writes);
    }
  }

  it('support (director) reads everything but changes nothing', async () => {
    await expectEveryRoute(director.token, { reads: 200, writes: 403 });
    expect((await get(foreman.token, `/bank-reconciliations/${id}`)).status).toBe(403);
  });

  it('another company gets 404 for every reconciliation route, and changes nothing', async () => {
    await expectEveryRoute(outsider.token, { reads: 404, writes: 404 });
    const own = await get(f.w.admin.token, `/bank-reconciliations/${id}`);
    expect(own.body).toMatchObject({ status: 'in_progress', ending_balance_cents: ENDING });
  });
});
