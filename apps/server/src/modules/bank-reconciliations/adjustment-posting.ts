import type { TPostingLine } from '../ledger/post-entry.ts';

export type TAdjustmentPostingInput = {
  /** The reconciliation's difference E − (B + C): what the bank has that the cleared books lack. */
  differenceCents: number;
  accounts: { cash: string; other: string };
  /** 'Reconciliation adjustment 2026-03-31: bank fee not entered': both lines' memo. */
  memo: string;
};

/**
 * The posting rule of a reconciliation's adjustment entry, one entry for the whole difference:
 *   1. a positive difference (the bank holds more than the cleared books say — interest, a deposit
 *      nobody entered): Dr the bank's cash account, Cr the chosen account;
 *   2. a negative one (a fee, a charge nobody entered): Dr the chosen account, Cr cash.
 * Its cash line's amount (debit − credit) is the difference itself, so clearing it brings the
 * difference to zero. Undo posts the lines swapped (the ledger's reversal).
 */
export function adjustmentPostingLines(input: TAdjustmentPostingInput): TPostingLine[] {
  const amount = Math.abs(input.differenceCents);
  if (!Number.isSafeInteger(input.differenceCents) || amount === 0)
    throw new Error(
      `an adjustment needs a difference of whole cents other than zero: ${input.differenceCents}`,
    );
  const { cash, other } = input.accounts;
  const memo = input.memo;
  return input.differenceCents > 0
    ? [
        { accountId: cash, debitCents: amount, creditCents: 0, memo },
        { accountId: other, debitCents: 0, creditCents: amount, memo },
      ]
    : [
        { accountId: other, debitCents: amount, creditCents: 0, memo },
        { accountId: cash, debitCents: 0, creditCents: amount, memo },
      ];
}
