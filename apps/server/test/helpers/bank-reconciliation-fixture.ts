import { linkBankAccount } from './bank-fixture.ts';
import { call, createCompany, type Member } from './org-users.ts';
import type { TestApp } from './test-app.ts';

/*
 * Reconciliations (issue 23) for tests: a company whose operating cash account is linked to a bank
 * account, book items posted as journal entries on it, statement lines entered by hand and matches —
 * all through the API — and the route-security seeds.
 */

// biome-ignore lint/suspicious/noExplicitAny: fixtures read arbitrary JSON bodies
async function ok(res: Promise<{ status: number; body: any }>, expected: number, what: string) {
  const answer = await res;
  if (answer.status !== expected)
    throw new Error(`${what} failed ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export type TRecWorld = {
  admin: Member;
  bankAccountId: string;
  /** Chart account ids by number (1000 cash, 4000 revenue, 6000 overhead, 2000 accounts payable…). */
  account: (number: string) => string;
  cash: string;
};

export type TBookItem = { entry_id: string; line_number: number };

export async function reconciliationWorld(
  t: TestApp,
  email: string,
  options: { openingCents?: number; openingDate?: string; admin?: Member } = {},
): Promise<TRecWorld> {
  const admin = options.admin ?? (await createCompany(t, email, `Reconcile ${email}`));
  const chart = (await ok(call(t, admin.token, 'GET', '/api/v1/chart-of-accounts'), 200, 'chart')).items as {
    id: string;
    account_number: string;
  }[];
  const account = (n: string) => {
    const found = chart.find((a) => a.account_number === n);
    if (!found) throw new Error(`fixture: no account ${n}`);
    return found.id;
  };
  const bankAccountId = await linkBankAccount(t, admin, account('1000'), {
    ...(options.openingCents === undefined ? {} : { opening_balance_cents: options.openingCents }),
    ...(options.openingDate === undefined ? {} : { opening_balance_date: options.openingDate }),
  });
  return { admin, bankAccountId, account, cash: account('1000') };
}

/**
 * One book item: a manual entry with the cash line first (+ a deposit against revenue, − a payment
 * against overhead). Answers the cash line.
 */
export async function postCash(
  t: TestApp,
  w: TRecWorld,
  date: string,
  cents: number,
  memo = cents > 0 ? 'Deposit' : 'Payment',
): Promise<TBookItem> {
  const other = cents > 0 ? w.account('4000') : w.account('6000');
  const amount = Math.abs(cents);
  const entry = await ok(
    call(t, w.admin.token, 'POST', '/api/v1/journal-entries', {
      entry_date: date,
      memo,
      post: true,
      lines: [
        { account_id: w.cash, ...(cents > 0 ? { debit_cents: amount } : { credit_cents: amount }) },
        { account_id: other, ...(cents > 0 ? { credit_cents: amount } : { debit_cents: amount }) },
      ],
    }),
    201,
    'posting a book item',
  );
  return { entry_id: entry.id as string, line_number: 1 };
}

export type TLineInput = { date: string; cents: number; payee?: string; check?: string };

let lineCounter = 0;

/** Statement lines entered by hand (each with its own payee, so none is taken for a duplicate); answers their ids in the order given. */
export async function addStatementLines(
  t: TestApp,
  w: TRecWorld,
  lines: readonly TLineInput[],
): Promise<string[]> {
  const payees = lines.map((l) => l.payee ?? `Line ${++lineCounter} ${l.date}`);
  const before = new Set(
    (
      (
        await ok(
          call(
            t,
            w.admin.token,
            'GET',
            `/api/v1/bank-accounts/${w.bankAccountId}/statement-lines?page_size=500`,
          ),
          200,
          'lines',
        )
      ).items as { id: string }[]
    ).map((l) => l.id),
  );
  await ok(
    call(t, w.admin.token, 'POST', `/api/v1/bank-accounts/${w.bankAccountId}/statements/manual`, {
      lines: lines.map((l, i) => ({
        posted_date: l.date,
        amount_cents: l.cents,
        payee: payees[i],
        ...(l.check ? { check_number: l.check } : {}),
      })),
    }),
    201,
    'entering statement lines',
  );
  const after = (
    await ok(
      call(t, w.admin.token, 'GET', `/api/v1/bank-accounts/${w.bankAccountId}/statement-lines?page_size=500`),
      200,
      'lines',
    )
  ).items as { id: string; posted_date: string; amount_cents: number; payee: string }[];
  const fresh = after.filter((l) => !before.has(l.id));
  return lines.map((l, i) => {
    const payee = payees[i];
    const found = fresh.find(
      (x) => x.payee === payee && x.posted_date === l.date && x.amount_cents === l.cents,
    );
    if (!found) throw new Error(`fixture: statement line ${payee} not found`);
    return found.id;
  });
}

/** A manual match of statement lines and book items (sums equal); answers the match id. */
export async function matchItems(
  t: TestApp,
  w: TRecWorld,
  statementLineIds: readonly string[],
  bookItems: readonly TBookItem[],
): Promise<string> {
  const match = await ok(
    call(t, w.admin.token, 'POST', `/api/v1/bank-accounts/${w.bankAccountId}/matches`, {
      statement_line_ids: statementLineIds,
      book_items: bookItems,
    }),
    201,
    'matching',
  );
  return match.id as string;
}

/**
 * A reconciliation in progress of organization A's seeded bank account (its statement of January with
 * three unmatched lines): the id for every `/bank-reconciliations/{id}` route.
 */
export async function seedBankReconciliationRoutes(t: TestApp, admin: Member, bankAccountId: string) {
  const reconciliation = await ok(
    call(t, admin.token, 'POST', `/api/v1/bank-accounts/${bankAccountId}/reconciliations`, {
      statement_date: '2026-01-31',
      ending_balance_cents: 150,
    }),
    201,
    'seeding a reconciliation',
  );
  return { '/api/v1/bank-reconciliations': reconciliation.id as string };
}
