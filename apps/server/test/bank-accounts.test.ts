import { lastDayOfPreviousMonth, todayIso } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bankReconciliations } from '../src/db/schema/index.ts';
import {
  bankCompany,
  chartIds,
  linkBankAccount,
  expectStatus as ok,
  sendStatement,
  simpleOfx,
} from './helpers/bank-fixture.ts';
import { call, type Member } from './helpers/org-users.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Member;
let accountant: Member;
let pm: Member;
let outsider: Member;
let cashId: string;
let savingsId: string;
let revenueId: string;
let outsiderCashId: string;

const send = (who: Member, method: string, path: string, body?: unknown) =>
  call(t, who.token, method, path, body);

async function postEntry(
  date: string,
  lines: { account_id: string; debit_cents?: number; credit_cents?: number }[],
) {
  return ok(
    send(admin, 'POST', '/api/v1/journal-entries', {
      entry_date: date,
      memo: 'Test entry',
      post: true,
      lines,
    }),
    201,
  );
}

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, accountant, pm, outsider } = await bankCompany(t, {
    domain: 'bank.co',
    name: 'Bank Builders',
    outsiderDomain: 'other.co',
    outsiderName: 'Other Builders',
  }));
  const savings = await ok(
    send(admin, 'POST', '/api/v1/chart-of-accounts', {
      account_number: '1020',
      account_name: 'Savings',
      account_type: 'asset',
      is_cash: true,
    }),
    201,
  );
  savingsId = savings.id;
  const ids = await chartIds(t, admin);
  cashId = ids.get('1000') as string;
  revenueId = ids.get('4000') as string;
  outsiderCashId = (await chartIds(t, outsider)).get('1000') as string;
});
afterAll(() => t.close());

describe('linking a GL cash account to a bank account', () => {
  let bankId: string;

  it('lists the cash accounts to link, for readers only', async () => {
    const list = await ok(send(accountant, 'GET', '/api/v1/bank-accounts/cash-accounts'));
    expect(list.items.map((a: { number: string }) => a.number)).toEqual(['1000', '1020']);
    expect(list.items[0]).toMatchObject({ id: cashId, bank_account_id: null });
    expect((await send(pm, 'GET', '/api/v1/bank-accounts/cash-accounts')).status).toBe(403);
    expect((await send(pm, 'GET', '/api/v1/bank-accounts')).status).toBe(403);
  });

  it('refuses what is not a cash account of the company, a wrong routing number and a bad last four', async () => {
    const base = { gl_account_id: cashId, name: 'Operating' };
    const refused = async (body: Record<string, unknown>, code: string, message?: string) => {
      const res = await send(admin, 'POST', '/api/v1/bank-accounts', { ...base, ...body });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.error.code).toBe(code);
      if (message) expect(res.body.error.message).toBe(message);
    };
    await refused(
      { gl_account_id: revenueId },
      'gl_account_not_cash',
      'Pick a cash account of the chart of accounts (marked as a bank or cash account)',
    );
    await refused({ gl_account_id: outsiderCashId }, 'gl_account_not_cash');
    await refused({ gl_account_id: 'not-a-uuid' }, 'invalid_input');
    await refused({ routing_number: '021000022' }, 'invalid_input');
    await refused({ routing_number: '12345' }, 'invalid_input');
    await refused({ last_four: '12a4' }, 'invalid_input', 'Enter the last four digits of the account number');
    await refused({ last_four: '12345' }, 'invalid_input');
    await refused({ name: '   ' }, 'invalid_input', 'Enter the bank account name');
    await refused({ opening_balance_date: '2026-02-30' }, 'invalid_input', 'Enter a date as YYYY-MM-DD');
    await refused({ opening_balance_cents: 12.5 }, 'invalid_input');
    expect((await send(pm, 'POST', '/api/v1/bank-accounts', base)).status).toBe(403);
    expect((await ok(send(admin, 'GET', '/api/v1/bank-accounts'))).items).toEqual([]);
  });

  it('links one, reads its book balance from the ledger and counts what is waiting', async () => {
    // History on and before the opening date, open items after it, and a line in the future.
    await postEntry('2026-01-10', [
      { account_id: cashId, debit_cents: 500_000 },
      { account_id: revenueId, credit_cents: 500_000 },
    ]);
    await postEntry('2026-02-05', [
      { account_id: cashId, debit_cents: 120_000 },
      { account_id: revenueId, credit_cents: 120_000 },
    ]);
    await postEntry('2026-02-07', [
      { account_id: revenueId, debit_cents: 20_000 },
      { account_id: cashId, credit_cents: 20_000 },
    ]);
    const created = await ok(
      send(accountant, 'POST', '/api/v1/bank-accounts', {
        gl_account_id: cashId,
        name: '  Operating  ',
        bank_name: 'First Bank',
        last_four: '6789',
        routing_number: ' 021000021 ',
        opening_balance_cents: 500_000,
        opening_balance_date: '2026-01-31',
      }),
      201,
    );
    bankId = created.id;
    expect(created).toEqual({
      id: bankId,
      gl_account: { id: cashId, number: '1000', name: expect.any(String) },
      name: 'Operating',
      bank_name: 'First Bank',
      last_four: '6789',
      routing_number: '021000021',
      opening_balance_cents: 500_000,
      opening_balance_date: '2026-01-31',
      csv_profile: null,
      is_active: true,
      book_balance_cents: 600_000,
      uncleared_count: 2,
      unmatched_count: 0,
      last_reconciled: null,
      in_progress: null,
      unreconciled_last_month: true,
    });
    const cash = await ok(send(admin, 'GET', '/api/v1/bank-accounts/cash-accounts'));
    expect(cash.items[0]).toMatchObject({ id: cashId, bank_account_id: bankId });
    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, bankId), eq(auditLog.action, 'create_bank_account')));
    expect(audited?.actorId).toBe(accountant.userId);
  });

  it('links a cash account once (409) and lists accounts by GL number', async () => {
    const again = await send(admin, 'POST', '/api/v1/bank-accounts', {
      gl_account_id: cashId,
      name: 'Twice',
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({
      code: 'gl_account_linked',
      message: 'This ledger account is already linked to a bank account',
    });
    await linkBankAccount(t, admin, savingsId, { name: 'Savings', last_four: null, routing_number: null });
    const list = await ok(send(admin, 'GET', '/api/v1/bank-accounts'));
    expect(list.items.map((a: { name: string }) => a.name)).toEqual(['Operating', 'Savings']);
    expect(list.items[1]).toMatchObject({ last_four: null, routing_number: null, book_balance_cents: 0 });
  });

  it('counts unmatched statement lines', async () => {
    const file = simpleOfx([
      { date: '2026-02-05', amountCents: 120_000, fitId: 'A1', name: 'Deposit' },
      { date: '2026-02-09', amountCents: -1_500, fitId: 'A2', name: 'Service charge' },
    ]);
    expect(
      (await sendStatement(t, admin.token, bankId, 'import', { name: 'feb.ofx', content: file })).status,
    ).toBe(201);
    const account = await ok(send(admin, 'GET', `/api/v1/bank-accounts/${bankId}`));
    expect(account).toMatchObject({ unmatched_count: 2, uncleared_count: 2 });
  });

  it('changes details; the opening balance only while no reconciliation is finished', async () => {
    const changed = await ok(
      send(admin, 'PATCH', `/api/v1/bank-accounts/${bankId}`, {
        name: 'Operating checking',
        routing_number: '',
        opening_balance_date: '2026-02-05',
      }),
    );
    expect(changed).toMatchObject({
      name: 'Operating checking',
      bank_name: 'First Bank',
      routing_number: null,
      opening_balance_date: '2026-02-05',
      uncleared_count: 1,
    });
    const badRouting = await send(admin, 'PATCH', `/api/v1/bank-accounts/${bankId}`, {
      routing_number: '021000022',
    });
    expect(badRouting.status).toBe(400);
    expect(badRouting.body.error.message).toMatch(/check digit|routing/i);
    expect((await send(pm, 'PATCH', `/api/v1/bank-accounts/${bankId}`, { name: 'x' })).status).toBe(403);

    const [finished] = await t.db
      .insert(bankReconciliations)
      .values({
        organizationId: admin.organizationId,
        bankAccountId: bankId,
        statementDate: lastDayOfPreviousMonth(todayIso()),
        beginningBalanceCents: 500_000,
        endingBalanceCents: 598_500,
        status: 'finished',
        report: {},
        finishedAt: new Date(),
      })
      .returning({ id: bankReconciliations.id });
    const locked = await send(admin, 'PATCH', `/api/v1/bank-accounts/${bankId}`, {
      opening_balance_cents: 1,
    });
    expect(locked.status).toBe(409);
    expect(locked.body.error.code).toBe('opening_balance_locked');
    expect(
      (await send(admin, 'PATCH', `/api/v1/bank-accounts/${bankId}`, { opening_balance_date: '2026-01-31' }))
        .status,
    ).toBe(409);
    // The same values again, and other fields, still save.
    const same = await ok(
      send(admin, 'PATCH', `/api/v1/bank-accounts/${bankId}`, {
        opening_balance_cents: 500_000,
        opening_balance_date: '2026-02-05',
        bank_name: 'Second Bank',
      }),
    );
    expect(same).toMatchObject({
      bank_name: 'Second Bank',
      last_reconciled: {
        id: finished?.id,
        statement_date: lastDayOfPreviousMonth(todayIso()),
        ending_balance_cents: 598_500,
      },
      unreconciled_last_month: false,
    });
  });

  it('shows the reconciliation in progress, and an inactive account is never flagged', async () => {
    const savings = (await ok(send(admin, 'GET', '/api/v1/bank-accounts'))).items[1];
    expect(savings.unreconciled_last_month).toBe(true);
    const [open] = await t.db
      .insert(bankReconciliations)
      .values({
        organizationId: admin.organizationId,
        bankAccountId: savings.id,
        statementDate: '2026-02-28',
        beginningBalanceCents: 0,
        endingBalanceCents: 0,
      })
      .returning({ id: bankReconciliations.id });
    const withOpen = await ok(send(admin, 'GET', `/api/v1/bank-accounts/${savings.id}`));
    expect(withOpen.in_progress).toEqual({ id: open?.id, statement_date: '2026-02-28' });
    const inactive = await ok(
      send(admin, 'PATCH', `/api/v1/bank-accounts/${savings.id}`, { is_active: false }),
    );
    expect(inactive).toMatchObject({ is_active: false, unreconciled_last_month: false });
  });

  it('puts the accounts not reconciled for last month on the dashboard, for readers of reconciliation only', async () => {
    const flaggedCount = async () =>
      (
        (await ok(send(admin, 'GET', '/api/v1/bank-accounts'))).items as {
          unreconciled_last_month: boolean;
        }[]
      ).filter((a) => a.unreconciled_last_month).length;
    const before = await flaggedCount();
    const badge = async () =>
      (await ok(send(accountant, 'GET', '/api/v1/dashboard'))).badges['/reconciliation'];
    expect(await badge()).toBe(before);
    // The savings account made inactive above is flagged again once active (it was never reconciled).
    const savings = (await ok(send(admin, 'GET', '/api/v1/bank-accounts'))).items[1];
    await ok(send(admin, 'PATCH', `/api/v1/bank-accounts/${savings.id}`, { is_active: true }));
    expect(await flaggedCount()).toBe(before + 1);
    expect(await badge()).toBe(before + 1);
    const pmDashboard = await ok(send(pm, 'GET', '/api/v1/dashboard'));
    expect(pmDashboard.badges['/reconciliation']).toBeUndefined();
  });

  it('saves the CSV mapping (defaults filled) and refuses an incomplete one', async () => {
    const saved = await ok(
      send(accountant, 'PUT', `/api/v1/bank-accounts/${bankId}/csv-profile`, {
        csv_profile: { date_column: 0, date_format: 'DD/MM/YYYY', amount_mode: 'signed', amount_column: 2 },
      }),
    );
    expect(saved.csv_profile).toMatchObject({
      delimiter: ',',
      encoding: 'utf-8',
      skip_rows: 0,
      has_header: true,
      date_format: 'DD/MM/YYYY',
      amount_column: 2,
    });
    const incomplete = await send(admin, 'PUT', `/api/v1/bank-accounts/${bankId}/csv-profile`, {
      csv_profile: {
        date_column: 0,
        date_format: 'DD/MM/YYYY',
        amount_mode: 'debit_credit',
        debit_column: 1,
      },
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.error.message).toBe('Choose the debit (money out) and credit (money in) columns');
    const guessed = await send(admin, 'PUT', `/api/v1/bank-accounts/${bankId}/csv-profile`, {
      csv_profile: { date_column: 0, amount_mode: 'signed', amount_column: 1 },
    });
    expect(guessed.status).toBe(400);
  });

  it('deletes only an account that holds nothing (409 otherwise), and another company sees none of it', async () => {
    const withLines = await send(admin, 'DELETE', `/api/v1/bank-accounts/${bankId}`);
    expect(withLines.status).toBe(409);
    expect(withLines.body.error.code).toBe('bank_account_in_use');
    const savingsId2 = (await ok(send(admin, 'GET', '/api/v1/bank-accounts'))).items[1].id;
    // The savings account holds a reconciliation in progress.
    expect((await send(admin, 'DELETE', `/api/v1/bank-accounts/${savingsId2}`)).status).toBe(409);

    for (const [method, path, body] of [
      ['GET', `/api/v1/bank-accounts/${bankId}`],
      ['PATCH', `/api/v1/bank-accounts/${bankId}`, { name: 'Stolen' }],
      [
        'PUT',
        `/api/v1/bank-accounts/${bankId}/csv-profile`,
        {
          csv_profile: { date_column: 0, date_format: 'YYYY-MM-DD', amount_mode: 'signed', amount_column: 1 },
        },
      ],
      ['DELETE', `/api/v1/bank-accounts/${bankId}`],
    ] as const) {
      const res = await send(outsider, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.error.code).toBe('bank_account_not_found');
    }
    expect((await ok(send(outsider, 'GET', '/api/v1/bank-accounts'))).items).toEqual([]);
    const foreignLink = await send(outsider, 'POST', '/api/v1/bank-accounts', {
      gl_account_id: cashId,
      name: 'Theirs',
    });
    expect(foreignLink.status).toBe(400);

    const fresh = await linkBankAccount(t, outsider, outsiderCashId);
    expect((await send(outsider, 'DELETE', `/api/v1/bank-accounts/${fresh}`)).status).toBe(204);
    expect((await send(outsider, 'GET', `/api/v1/bank-accounts/${fresh}`)).status).toBe(404);
    expect((await send(outsider, 'DELETE', `/api/v1/bank-accounts/${fresh}`)).status).toBe(404);
    // Linked again after the delete.
    await linkBankAccount(t, outsider, outsiderCashId);
  });
});
