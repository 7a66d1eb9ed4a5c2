import type { TPostingLine } from '../ledger/post-entry.ts';

export type TPayApplicationPostingInput = {
  customerId: string;
  /** 'J-26-001 Application 2': the lines' memo. */
  label: string;
  accounts: { receivable: string; retainageReceivable: string; revenue: string };
  /** This period's movement as computePayApplication gives it (gross = due + retainage). */
  thisPeriod: { gross_cents: number; retainage_cents: number; due_cents: number };
};

/** One line of `amount` on its natural side: a negative amount flips to the other side; 0 is dropped. */
function side(accountId: string, amount: number, natural: 'debit' | 'credit', rest: Partial<TPostingLine>) {
  if (amount === 0) return [];
  const debit = (natural === 'debit') === amount > 0;
  const abs = Math.abs(amount);
  return [{ accountId, debitCents: debit ? abs : 0, creditCents: debit ? 0 : abs, ...rest }];
}

/**
 * The posting rule of an approved pay application (and of a retainage release, whose gross is 0 and
 * whose retainage is the held amount, negative):
 *   1. Dr accounts receivable the current payment due (the customer's subledger);
 *   2. Dr retainage receivable this period's retainage (a release, or a reduction, credits it);
 *   3. Cr contract revenue this period's gross (completed and stored to date less the previous).
 * Debits equal credits because gross = due + retainage. Nothing to post gives no lines.
 */
export function payApplicationPostingLines(input: TPayApplicationPostingInput): TPostingLine[] {
  const { thisPeriod: p, accounts, customerId, label } = input;
  if (p.gross_cents !== p.due_cents + p.retainage_cents)
    throw new Error(
      `pay application does not balance: ${p.gross_cents} ≠ ${p.due_cents} + ${p.retainage_cents}`,
    );
  return [
    ...side(accounts.receivable, p.due_cents, 'debit', { customerId, memo: `${label}: amount due` }),
    ...side(accounts.retainageReceivable, p.retainage_cents, 'debit', {
      customerId,
      memo: `${label}: retainage`,
    }),
    ...side(accounts.revenue, p.gross_cents, 'credit', { memo: `${label}: contract revenue` }),
  ];
}
