import type { TPostingLine } from '../ledger/post-entry.ts';

export type TApPaymentPostingInput = {
  amountCents: number;
  accounts: { payable: string; cash: string };
  /** 'Check 1042 — Apex Drywall': both lines' memo. */
  memo: string;
};

/**
 * The posting rule of a vendor payment, one entry:
 *   1. Dr accounts payable the whole payment (the bills it pays, invoices' net and released retainage
 *      alike, are all in accounts payable);
 *   2. Cr the bank account it was paid from.
 * Which bills it pays is the subledger's business (ap_payment_applications). A void posts the entry's
 * lines swapped (the ledger's reversal), which this rule's test shows nets every account to zero.
 */
export function apPaymentPostingLines(input: TApPaymentPostingInput): TPostingLine[] {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0)
    throw new Error(`AP payment amount must be positive cents: ${input.amountCents}`);
  return [
    { accountId: input.accounts.payable, debitCents: input.amountCents, creditCents: 0, memo: input.memo },
    { accountId: input.accounts.cash, debitCents: 0, creditCents: input.amountCents, memo: input.memo },
  ];
}
