import type { TPostingLine } from '../ledger/post-entry.ts';

/** One invoice line as the posting needs it: the account it debits and, for job cost, its dimensions. */
export type TApPostingLine = {
  /** The cost category's job-cost account, or an overhead line's expense account. */
  accountId: string;
  amountCents: number;
  jobId: string | null;
  costCodeId: string | null;
  costCategoryId: string | null;
  memo: string;
};

export type TApInvoicePostingInput = {
  /** 'Apex Drywall invoice 1042': the credit lines' memo. */
  label: string;
  accounts: { payable: string; retainagePayable: string };
  lines: readonly TApPostingLine[];
  retainageCents: number;
  netCents: number;
};

/**
 * The posting rule of a vendor invoice, one entry:
 *   1. Dr each line's account its amount — the cost category's job-cost account with the job, cost
 *      code and category (commitment and direct job-cost lines), or the overhead line's expense account;
 *   2. Cr accounts payable the net due (gross − retainage);
 *   3. Cr retainage payable the retainage withheld (no line when none is).
 * Debits equal credits because Σ amounts = gross = net + retainage; an input that does not is refused.
 */
export function apInvoicePostingLines(input: TApInvoicePostingInput): TPostingLine[] {
  const gross = input.lines.reduce((sum, l) => sum + l.amountCents, 0);
  if (gross !== input.netCents + input.retainageCents)
    throw new Error(`AP invoice does not balance: ${gross} ≠ ${input.netCents} + ${input.retainageCents}`);
  const debits: TPostingLine[] = input.lines
    .filter((l) => l.amountCents !== 0)
    .map((l) => ({
      accountId: l.accountId,
      debitCents: l.amountCents,
      creditCents: 0,
      memo: l.memo,
      jobId: l.jobId,
      costCodeId: l.costCodeId,
      costCategoryId: l.costCategoryId,
    }));
  const credit = (accountId: string, cents: number, memo: string): TPostingLine[] =>
    cents === 0 ? [] : [{ accountId, debitCents: 0, creditCents: cents, memo }];
  return [
    ...debits,
    ...credit(input.accounts.payable, input.netCents, `${input.label}: amount due`),
    ...credit(input.accounts.retainagePayable, input.retainageCents, `${input.label}: retainage held`),
  ];
}
