import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import { auditLog, chartOfAccounts, journalEntries, journalLines } from '../src/db/schema/index.ts';
import { linkBankAccount } from './helpers/bank-fixture.ts';
import { enterStatement, expenseAccount, ok } from './helpers/bank-matching-fixture.ts';
import { addMember, call, createCompany, type Member } from './helpers/org-users.ts';
import { payablesWorld, type TPayablesWorld } from './helpers/payables-fixture.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/*
 * Bank rules (issue 23, item 3): rules CRUD and what a rule may post to, the proposals for unmatched
 * lines, applying a rule (an entry through the posting engine, source `bank`, matched to the line) and
 * its undo (the entry reversed, entry and reversal contra-matched, the cash balance back).
 */

let t: TestApp;
let admin: Member;
let accountant: Member;
let director: Member;
let outsider: Member;
let w: TPayablesWorld;
let bankId: string;
let fees: string;
let interestIncome: string;
const lines = {} as Record<'fee' | 'interest' | 'wireFee' | 'crane' | 'february', string>;

const get = (who: Member, p: string) => call(t, who.token, 'GET', p);
const post = (who: Member, p: string, body: unknown = {}) => call(t, who.token, 'POST', p, body);
const patch = (who: Member, p: string, body: unknown) => call(t, who.token, 'PATCH', p, body);
const del = (who: Member, p: string) => call(t, who.token, 'DELETE', p);

async function cashBalance(): Promise<number> {
  const [row] = rowsOf<{ balance: string | null }>(
    await t.db.execute(
      sql`select sum(debit_cents - credit_cents)::text as balance from journal_lines where account_id = ${w.accounts.cash}`,
    ),
  );
  return Number(row?.balance ?? 0);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createCompany(t, 'br-admin@a.co', 'Rule Builders');
  accountant = await addMember(t, admin.organizationId, 'br-accountant@a.co', 'accountant');
  director = await addMember(t, admin.organizationId, 'br-director@a.co', 'director');
  outsider = await createCompany(t, 'br-admin@b.co', 'Other Builders');
  w = await payablesWorld(t, admin, 'BR01');
  bankId = await linkBankAccount(t, admin, w.accounts.cash, { opening_balance_date: '2026-01-31' });
  fees = await expenseAccount(t, admin.organizationId);
  const income = await ok(
    post(admin, '/api/v1/chart-of-accounts', {
      account_number: '4900',
      account_name: 'Interest income',
      account_type: 'revenue',
    }),
  );
  interestIncome = income.id;
  const entered = await enterStatement(t, accountant, bankId, [
    { posted_date: '2026-03-31', amount_cents: -1_500, payee: 'MONTHLY SERVICE CHARGE' },
    { posted_date: '2026-03-31', amount_cents: 412, payee: 'INTEREST PAID', memo: 'March interest' },
    { posted_date: '2026-03-15', amount_cents: -2_750, payee: 'Wire fee', memo: 'SERVICE CHARGE wire' },
    { posted_date: '2026-03-18', amount_cents: -9_900, payee: 'CRANE RENTAL' },
    { posted_date: '2026-02-10', amount_cents: -300, payee: 'SERVICE CHARGE' },
  ]);
  for (const [k, name] of (['fee', 'interest', 'wireFee', 'crane', 'february'] as const).entries())
    lines[name] = entered.ids[k] as string;
});

afterAll(() => t.close());

const rules: Record<string, { id: string }> = {};

describe('rules CRUD', () => {
  it('creates rules with their account and optional job cost', async () => {
    const fee = await ok(
      post(accountant, '/api/v1/bank-rules', {
        text_contains: 'service charge',
        direction: 'out',
        account_id: fees,
        memo: 'Bank service charges',
        priority: 10,
      }),
    );
    expect(fee).toMatchObject({
      bank_account_id: null,
      name: 'service charge',
      text_contains: 'service charge',
      direction: 'out',
      account: { id: fees },
      job: null,
      cost_code_id: null,
      cost_category_id: null,
      memo: 'Bank service charges',
      priority: 10,
      is_active: true,
    });
    rules.fee = fee;
    rules.interest = await ok(
      post(accountant, '/api/v1/bank-rules', {
        name: 'Interest',
        text_contains: 'INTEREST',
        direction: 'in',
        account_id: interestIncome,
        bank_account_id: bankId,
      }),
    );
    const crane = await ok(
      post(accountant, '/api/v1/bank-rules', {
        name: 'Crane rental on the job',
        text_contains: 'CRANE',
        account_id: fees,
        job_id: w.world.jobId,
        cost_code_id: w.world.codes.concrete,
        cost_category_id: w.world.categories.E ?? w.world.categories.M,
      }),
    );
    expect(crane.job).toMatchObject({ id: w.world.jobId });
    rules.crane = crane;
    const { items } = await ok(get(director, '/api/v1/bank-rules'), 200);
    // Priority 10 first, then by name.
    expect(items.map((r: { id: string }) => r.id)).toEqual([rules.fee?.id, crane.id, rules.interest?.id]);
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, admin.organizationId), eq(auditLog.entity, 'bank_rules')));
    expect(audits.map((a) => a.action)).toEqual(['create_bank_rule', 'create_bank_rule', 'create_bank_rule']);
  });

  it('refuses bad text, accounts that cannot take the entry, and partial job cost', async () => {
    const base = { text_contains: 'FEE', account_id: fees };
    const cases: [unknown, number, string][] = [
      [{ ...base, text_contains: '  ' }, 400, 'Enter the text the statement line contains'],
      [{ ...base, text_contains: 'x'.repeat(101) }, 400, 'Keep the text under 100 characters'],
      [{ ...base, account_id: w.accounts.cash }, 400, 'Pick an account other than a cash account'],
      [{ ...base, account_id: w.accounts.payable }, 400, 'Accounts receivable, accounts payable'],
      [{ ...base, job_id: w.world.jobId }, 400, 'Choose the job, cost code and cost category together'],
      [{ ...base, priority: -1 }, 400, 'Enter a priority from 0 to 10,000'],
      [{ ...base, bank_account_id: '00000000-0000-4000-8000-000000000000' }, 404, 'Bank account not found'],
      [{ ...base, account_id: '00000000-0000-4000-8000-000000000000' }, 404, 'Account not found'],
    ];
    for (const [body, status, message] of cases) {
      const res = await post(accountant, '/api/v1/bank-rules', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error.message).toContain(message);
    }
    // An inactive account.
    const old = await ok(
      post(admin, '/api/v1/chart-of-accounts', {
        account_number: '6990',
        account_name: 'Old fees',
        account_type: 'expense',
      }),
    );
    await t.db.update(chartOfAccounts).set({ isActive: false }).where(eq(chartOfAccounts.id, old.id));
    const inactive = await post(accountant, '/api/v1/bank-rules', { ...base, account_id: old.id });
    expect(inactive.body.error.message).toBe('An inactive account cannot be posted to');
    // Another company's account: not found.
    const [theirs] = await t.db
      .select({ id: chartOfAccounts.id })
      .from(chartOfAccounts)
      .where(eq(chartOfAccounts.organizationId, outsider.organizationId))
      .limit(1);
    const foreign = await post(accountant, '/api/v1/bank-rules', { ...base, account_id: theirs?.id });
    expect(foreign.status).toBe(404);
  });

  it('changes a rule: absent fields stay, the result is checked whole', async () => {
    const renamed = await ok(
      patch(accountant, `/api/v1/bank-rules/${rules.fee?.id}`, { name: 'Bank fees' }),
      200,
    );
    expect(renamed).toMatchObject({ name: 'Bank fees', text_contains: 'service charge', priority: 10 });
    const partial = await patch(accountant, `/api/v1/bank-rules/${rules.crane?.id}`, { cost_code_id: null });
    expect(partial.status).toBe(400);
    expect(partial.body.error.message).toBe(
      'Choose the job, cost code and cost category together, or none of them',
    );
    const none = await ok(
      patch(accountant, `/api/v1/bank-rules/${rules.crane?.id}`, {
        job_id: null,
        cost_code_id: null,
        cost_category_id: null,
      }),
      200,
    );
    expect(none.job).toBeNull();
    const back = await ok(
      patch(accountant, `/api/v1/bank-rules/${rules.crane?.id}`, {
        job_id: w.world.jobId,
        cost_code_id: w.world.codes.concrete,
        cost_category_id: w.world.categories.M,
      }),
      200,
    );
    expect(back.cost_code_id).toBe(w.world.codes.concrete);
    expect(
      (await patch(accountant, '/api/v1/bank-rules/00000000-0000-4000-8000-000000000000', {})).status,
    ).toBe(404);
  });
});

describe('proposals and applying a rule', () => {
  it('proposes the first rule by priority whose text the line contains (payee or memo, any case)', async () => {
    const { items } = await ok(get(director, `/api/v1/bank-accounts/${bankId}/rule-proposals`), 200);
    const byLine = new Map(items.map((p: { statement_line_id: string }) => [p.statement_line_id, p]));
    expect(byLine.get(lines.fee)).toMatchObject({
      rule: { id: rules.fee?.id },
      amount_cents: -1_500,
      posted_date: '2026-03-31',
      text: 'MONTHLY SERVICE CHARGE',
    });
    expect(byLine.get(lines.wireFee)).toMatchObject({ rule: { id: rules.fee?.id } });
    expect(byLine.get(lines.interest)).toMatchObject({
      rule: { id: rules.interest?.id },
      text: 'INTEREST PAID — March interest',
    });
    expect(byLine.get(lines.crane)).toMatchObject({ rule: { id: rules.crane?.id } });
    expect(items).toHaveLength(5);
  });

  it('posts a fee entry (Dr fees, Cr cash) dated the line, source bank, and matches it', async () => {
    const before = await cashBalance();
    const match = await ok(
      post(accountant, `/api/v1/bank-statement-lines/${lines.fee}/apply-rule`, { rule_id: rules.fee?.id }),
    );
    expect(match).toMatchObject({ kind: 'rule', rule_id: rules.fee?.id, statement_line_ids: [lines.fee] });
    const [entry] = await t.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.id, match.created_entry_id));
    expect(entry).toMatchObject({
      entryDate: '2026-03-31',
      sourceType: 'bank',
      sourceId: lines.fee,
      memo: 'Bank service charges',
    });
    const posted = await t.db
      .select()
      .from(journalLines)
      .where(eq(journalLines.entryId, match.created_entry_id))
      .orderBy(journalLines.lineNumber);
    expect(posted.map((l) => [l.accountId, l.debitCents, l.creditCents])).toEqual([
      [fees, 1_500, 0],
      [w.accounts.cash, 0, 1_500],
    ]);
    expect(match.book_items).toEqual([{ entry_id: match.created_entry_id, line_number: 2 }]);
    expect(await cashBalance()).toBe(before - 1_500);
    rules.feeMatch = match;
    const ws = await ok(get(accountant, `/api/v1/bank-accounts/${bankId}/workspace`), 200);
    expect(
      ws.book_items.find((i: { entry_id: string }) => i.entry_id === match.created_entry_id),
    ).toMatchObject({
      type: 'bank',
      amount_cents: -1_500,
      match_id: match.id,
      memo: 'Bank service charges',
    });
    // No longer proposed.
    const { items } = await ok(get(director, `/api/v1/bank-accounts/${bankId}/rule-proposals`), 200);
    expect(items.some((p: { statement_line_id: string }) => p.statement_line_id === lines.fee)).toBe(false);
  });

  it('money in: Dr cash, Cr the rule account; job cost rides on the rule account line', async () => {
    const interest = await ok(
      post(accountant, `/api/v1/bank-statement-lines/${lines.interest}/apply-rule`, {
        rule_id: rules.interest?.id,
      }),
    );
    const posted = await t.db
      .select()
      .from(journalLines)
      .where(eq(journalLines.entryId, interest.created_entry_id))
      .orderBy(journalLines.lineNumber);
    expect(posted.map((l) => [l.accountId, l.debitCents, l.creditCents])).toEqual([
      [w.accounts.cash, 412, 0],
      [interestIncome, 0, 412],
    ]);
    expect(posted[0]?.memo).toBe('Interest: INTEREST PAID — March interest');
    const crane = await ok(
      post(accountant, `/api/v1/bank-statement-lines/${lines.crane}/apply-rule`, {
        rule_id: rules.crane?.id,
      }),
    );
    const craneLines = await t.db
      .select()
      .from(journalLines)
      .where(eq(journalLines.entryId, crane.created_entry_id))
      .orderBy(journalLines.lineNumber);
    expect(craneLines[0]).toMatchObject({
      accountId: fees,
      debitCents: 9_900,
      jobId: w.world.jobId,
      costCodeId: w.world.codes.concrete,
      costCategoryId: w.world.categories.M,
    });
    expect(craneLines[1]).toMatchObject({ accountId: w.accounts.cash, jobId: null });
  });

  it('refuses a matched line, the wrong direction, an inactive rule, another account’s rule, a closed period', async () => {
    const again = await post(accountant, `/api/v1/bank-statement-lines/${lines.fee}/apply-rule`, {
      rule_id: rules.fee?.id,
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_matched');
    const direction = await post(accountant, `/api/v1/bank-statement-lines/${lines.wireFee}/apply-rule`, {
      rule_id: rules.interest?.id,
    });
    expect(direction.status).toBe(409);
    expect(direction.body.error.message).toBe('This rule is for money in only');
    await ok(patch(accountant, `/api/v1/bank-rules/${rules.interest?.id}`, { is_active: false }), 200);
    const inactive = await post(accountant, `/api/v1/bank-statement-lines/${lines.february}/apply-rule`, {
      rule_id: rules.interest?.id,
    });
    expect(inactive.status).toBe(409);
    expect(inactive.body.error.code).toBe('rule_inactive');
    // A rule for another bank account of the company.
    const second = await ok(
      post(admin, '/api/v1/chart-of-accounts', {
        account_number: '1030',
        account_name: 'Savings',
        account_type: 'asset',
        is_cash: true,
      }),
    );
    const otherBank = await linkBankAccount(t, admin, second.id, { name: 'Savings', last_four: '2222' });
    const otherRule = await ok(
      post(accountant, '/api/v1/bank-rules', {
        text_contains: 'SERVICE',
        account_id: fees,
        bank_account_id: otherBank,
      }),
    );
    const wrongAccount = await post(accountant, `/api/v1/bank-statement-lines/${lines.wireFee}/apply-rule`, {
      rule_id: otherRule.id,
    });
    expect(wrongAccount.status).toBe(409);
    expect(wrongAccount.body.error.code).toBe('rule_other_account');
    const missing = await post(accountant, `/api/v1/bank-statement-lines/${lines.wireFee}/apply-rule`, {
      rule_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.status).toBe(404);
    // February is closed: the engine refuses the entry, nothing is written.
    await ok(post(admin, '/api/v1/ledger/periods/close', { through: '2026-02-28' }), 200);
    const closed = await post(accountant, `/api/v1/bank-statement-lines/${lines.february}/apply-rule`, {
      rule_id: rules.fee?.id,
    });
    expect(closed.status).toBe(409);
    expect(closed.body.error.code).toBe('period_closed');
    await ok(post(admin, '/api/v1/ledger/periods/reopen', { through: null, reason: 'Test' }), 200);
    const ws = await ok(get(accountant, `/api/v1/bank-accounts/${bankId}/workspace`), 200);
    expect(ws.statement_lines.find((l: { id: string }) => l.id === lines.february)?.match_id).toBeNull();
  });

  it('undo: the entry is reversed, entry and reversal contra-matched, the line open, cash as before', async () => {
    const before = await cashBalance();
    const match = rules.feeMatch as { id: string; created_entry_id: string };
    const undone = await ok(del(accountant, `/api/v1/bank-matches/${match.id}`), 200);
    expect(undone.reversal_entry_id).toEqual(expect.any(String));
    expect(undone.contra_match_id).toEqual(expect.any(String));
    expect(await cashBalance()).toBe(before + 1_500);
    const [original] = await t.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.id, match.created_entry_id));
    expect(original?.reversedById).toBe(undone.reversal_entry_id);
    const [reversal] = await t.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.id, undone.reversal_entry_id));
    expect(reversal).toMatchObject({
      sourceType: 'reversal',
      reversesId: match.created_entry_id,
      entryDate: '2026-03-31',
    });
    const ws = await ok(get(accountant, `/api/v1/bank-accounts/${bankId}/workspace`), 200);
    const contra = ws.matches.find((m: { id: string }) => m.id === undone.contra_match_id);
    expect(contra).toMatchObject({ kind: 'contra', statement_line_ids: [], rule_id: rules.fee?.id });
    expect(contra.book_items).toEqual([
      { entry_id: match.created_entry_id, line_number: 2 },
      { entry_id: undone.reversal_entry_id, line_number: 2 },
    ]);
    expect(ws.statement_lines.find((l: { id: string }) => l.id === lines.fee)?.match_id).toBeNull();
    // Proposed again.
    const { items } = await ok(get(director, `/api/v1/bank-accounts/${bankId}/rule-proposals`), 200);
    expect(items.some((p: { statement_line_id: string }) => p.statement_line_id === lines.fee)).toBe(true);
    // Undoing the contra match only opens the pair (no second reversal).
    const reopened = await ok(del(accountant, `/api/v1/bank-matches/${undone.contra_match_id}`), 200);
    expect(reopened.reversal_entry_id).toBeNull();
    expect(await cashBalance()).toBe(before + 1_500);
  });
});

describe('deleting rules, permissions, other companies', () => {
  it('deletes a rule (its entries stay); refuses one whose match is in a finished reconciliation', async () => {
    const crane = (await ok(get(accountant, `/api/v1/bank-accounts/${bankId}/workspace`), 200)).matches.find(
      (m: { rule_id: string | null }) => m.rule_id === rules.crane?.id,
    );
    await t.db.execute(sql`
      insert into bank_reconciliations (organization_id, bank_account_id, statement_date, beginning_balance_cents,
        ending_balance_cents, status)
      values (${admin.organizationId}, ${bankId}, '2026-03-31', 0, 0, 'in_progress')`);
    await t.db.execute(sql`
      update bank_matches set reconciliation_id = (select id from bank_reconciliations where bank_account_id = ${bankId})
      where id = ${crane.id}`);
    await t.db.execute(sql`
      update bank_reconciliations set status = 'finished', report = '{}'::jsonb, finished_at = now()
      where bank_account_id = ${bankId}`);
    const refused = await del(accountant, `/api/v1/bank-rules/${rules.crane?.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('rule_in_use');
    const undo = await del(accountant, `/api/v1/bank-matches/${crane.id}`);
    expect(undo.status).toBe(409);
    expect(undo.body.error.code).toBe('reconciled');

    const res = await del(accountant, `/api/v1/bank-rules/${rules.interest?.id}`);
    expect(res.status).toBe(204);
    const interestMatch = rowsOf<{ rule_id: string | null; created_entry_id: string }>(
      await t.db.execute(
        sql`select rule_id, created_entry_id from bank_matches where bank_account_id = ${bankId} and kind = 'rule'
            and created_entry_id is not null and rule_id is null`,
      ),
    );
    expect(interestMatch).toHaveLength(1);
    expect((await del(accountant, `/api/v1/bank-rules/${rules.interest?.id}`)).status).toBe(404);
  });

  it('a director reads rules but cannot change them; another company gets 404', async () => {
    expect(
      (await post(director, '/api/v1/bank-rules', { text_contains: 'X', account_id: fees })).status,
    ).toBe(403);
    expect((await get(outsider, '/api/v1/bank-rules')).body.items).toEqual([]);
    expect((await patch(outsider, `/api/v1/bank-rules/${rules.fee?.id}`, { name: 'Mine' })).status).toBe(404);
    expect((await del(outsider, `/api/v1/bank-rules/${rules.fee?.id}`)).status).toBe(404);
    expect(
      (
        await post(outsider, `/api/v1/bank-statement-lines/${lines.wireFee}/apply-rule`, {
          rule_id: rules.fee?.id,
        })
      ).status,
    ).toBe(404);
    // Their own rule cannot be applied to our line, nor ours to theirs.
    const [theirFees] = await t.db
      .select({ id: chartOfAccounts.id })
      .from(chartOfAccounts)
      .where(
        and(
          eq(chartOfAccounts.organizationId, outsider.organizationId),
          eq(chartOfAccounts.accountType, 'expense'),
        ),
      )
      .limit(1);
    const theirRule = await ok(
      post(outsider, '/api/v1/bank-rules', { text_contains: 'SERVICE', account_id: theirFees?.id }),
    );
    const cross = await post(accountant, `/api/v1/bank-statement-lines/${lines.wireFee}/apply-rule`, {
      rule_id: theirRule.id,
    });
    expect(cross.status).toBe(404);
    expect(cross.body.error.code).toBe('rule_not_found');
  });
});
