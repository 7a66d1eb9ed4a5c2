import type { TPostingLine } from '../ledger/post-entry.ts';

export type TRetainageReleasePostingInput = {
  amountCents: number;
  accounts: { retainagePayable: string; payable: string };
  /** 'Retainage released on SC-0003 — Apex Drywall': both lines' memo. */
  memo: string;
};

/**
 * The posting rule of a retainage release, one entry: the held retainage becomes a bill due now —
 *   1. Dr retainage payable the amount released;
 *   2. Cr accounts payable the same, which a payment then debits like any bill's.
 */
export function retainageReleasePostingLines(input: TRetainageReleasePostingInput): TPostingLine[] {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0)
    throw new Error(`Retainage release amount must be positive cents: ${input.amountCents}`);
  return [
    {
      accountId: input.accounts.retainagePayable,
      debitCents: input.amountCents,
      creditCents: 0,
      memo: input.memo,
    },
    { accountId: input.accounts.payable, debitCents: 0, creditCents: input.amountCents, memo: input.memo },
  ];
}
