import { isControlAccount } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import { chartOfAccounts } from '../../src/db/schema/index.ts';
import { call, type Member } from './org-users.ts';
import type { TestApp } from './test-app.ts';

/*
 * Matching (issue 23) for tests: book items posted through the product's own documents (manual journal
 * entries on the cash account; the payables and receivables fixtures for checks and receipts),
 * statement lines entered through the manual statement route, and the route-security seeds.
 */

// biome-ignore lint/suspicious/noExplicitAny: fixtures read arbitrary JSON bodies
type TBody = any;

export async function ok(res: Promise<{ status: number; body: TBody }>, expected = 201): Promise<TBody> {
  const answer = await res;
  if (answer.status !== expected)
    throw new Error(`setup failed ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** The id of the company's account with this number. */
export async function accountByNumber(t: TestApp, organizationId: string, number: string): Promise<string> {
  const [row] = await t.db
    .select({ id: chartOfAccounts.id })
    .from(chartOfAccounts)
    .where(
      and(eq(chartOfAccounts.organizationId, organizationId), eq(chartOfAccounts.accountNumber, number)),
    );
  if (!row) throw new Error(`no account ${number}`);
  return row.id;
}

/** An active overhead expense account (6000s) that is no control account: a rule's fee account. */
export async function expenseAccount(t: TestApp, organizationId: string): Promise<string> {
  const rows = await t.db
    .select({ id: chartOfAccounts.id, number: chartOfAccounts.accountNumber, key: chartOfAccounts.systemKey })
    .from(chartOfAccounts)
    .where(
      and(
        eq(chartOfAccounts.organizationId, organizationId),
        eq(chartOfAccounts.accountType, 'expense'),
        eq(chartOfAccounts.isActive, true),
      ),
    )
    .orderBy(chartOfAccounts.accountNumber);
  const row = rows.find((r) => r.number.startsWith('6') && !isControlAccount(r.key)) ?? rows[0];
  if (!row) throw new Error('no expense account');
  return row.id;
}

/**
 * A posted manual journal entry: `amountCents` into the cash account (+) or out of it (−) against
 * `otherAccountId`. Answers the entry (id, entry_number).
 */
export async function cashEntry(
  t: TestApp,
  admin: Member,
  cashAccountId: string,
  otherAccountId: string,
  date: string,
  amountCents: number,
  memo = 'Cash entry',
): Promise<{ id: string; entry_number: string }> {
  const abs = Math.abs(amountCents);
  const cash = amountCents > 0 ? { debit_cents: abs } : { credit_cents: abs };
  const other = amountCents > 0 ? { credit_cents: abs } : { debit_cents: abs };
  return ok(
    call(t, admin.token, 'POST', '/api/v1/journal-entries', {
      entry_date: date,
      memo,
      post: true,
      lines: [
        { account_id: cashAccountId, ...cash },
        { account_id: otherAccountId, ...other },
      ],
    }),
  );
}

export type TManualLine = {
  posted_date: string;
  amount_cents: number;
  payee: string;
  memo?: string;
  check_number?: string;
  bank_reference?: string;
};

/**
 * Statement lines entered by hand (POST …/statements/manual), answered in the order given with their
 * ids. Auto-match runs after the entry, as after any import.
 */
export async function enterStatement(
  t: TestApp,
  admin: Member,
  bankAccountId: string,
  lines: readonly TManualLine[],
): Promise<{ ids: string[]; matched: number }> {
  const body = await ok(
    call(t, admin.token, 'POST', `/api/v1/bank-accounts/${bankAccountId}/statements/manual`, { lines }),
  );
  const page = await ok(
    call(t, admin.token, 'GET', `/api/v1/bank-accounts/${bankAccountId}/statement-lines?page_size=500`),
    200,
  );
  const items = page.items as {
    id: string;
    posted_date: string;
    amount_cents: number;
    payee: string;
    import_id: string;
  }[];
  const ofImport = items.filter((i) => i.import_id === body.import.id);
  const ids = lines.map((l) => {
    const found = ofImport.find(
      (i) => i.posted_date === l.posted_date && i.amount_cents === l.amount_cents && i.payee === l.payee,
    );
    if (!found) throw new Error(`statement line not found ${JSON.stringify(l)}`);
    ofImport.splice(ofImport.indexOf(found), 1);
    return found.id;
  });
  return { ids, matched: body.matched_count as number };
}

/**
 * Route-security seeds of matching: a rule of organization A (bank fees on "SERVICE CHARGE") applied
 * to its last seeded statement line, which makes a rule match — ids for `/bank-rules/{id}` and
 * `/bank-matches/{id}` (statement lines and bank accounts are seeded by bank-fixture).
 */
export async function seedBankMatchingRoutes(
  t: TestApp,
  admin: Member,
  bankAccountId: string,
  statementLineIds: readonly string[],
): Promise<Record<string, string>> {
  const lineId = statementLineIds.at(-1);
  if (!lineId) throw new Error('seeding bank matching needs a statement line');
  const rule = await ok(
    call(t, admin.token, 'POST', '/api/v1/bank-rules', {
      name: 'Seeded bank fees',
      text_contains: 'SERVICE CHARGE',
      direction: 'out',
      bank_account_id: bankAccountId,
      account_id: await expenseAccount(t, admin.organizationId),
    }),
  );
  const match = await ok(
    call(t, admin.token, 'POST', `/api/v1/bank-statement-lines/${lineId}/apply-rule`, { rule_id: rule.id }),
  );
  return { '/api/v1/bank-rules': rule.id as string, '/api/v1/bank-matches': match.id as string };
}
