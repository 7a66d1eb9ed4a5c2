import type { TPostingLine } from '../ledger/post-entry.ts';

export type TBankRulePostingInput = {
  /** The statement line's signed amount: + money into the bank, − money out. */
  amountCents: number;
  cashAccountId: string;
  rule: {
    accountId: string;
    jobId: string | null;
    costCodeId: string | null;
    costCategoryId: string | null;
  };
  /** Both lines' memo: the rule's memo, else "<rule name>: <statement text>". */
  memo: string;
};

/**
 * The posting rule of a bank rule's entry (a fee, interest) for one statement line, one entry of two
 * lines:
 *   money out (a fee): Dr the rule's account (with its job, cost code and category), Cr cash;
 *   money in (interest): Dr cash, Cr the rule's account.
 * The cash line is then the book item matched to the statement line: its debit − credit equals the
 * line's amount. Answers the lines and the cash line's number (1-based).
 */
export function bankRulePostingLines(input: TBankRulePostingInput): {
  lines: TPostingLine[];
  cashLineNumber: number;
} {
  const { amountCents } = input;
  if (!Number.isSafeInteger(amountCents) || amountCents === 0)
    throw new Error(`A bank rule entry needs a non-zero amount in whole cents: ${amountCents}`);
  const abs = Math.abs(amountCents);
  const ruleLine: TPostingLine = {
    accountId: input.rule.accountId,
    debitCents: amountCents < 0 ? abs : 0,
    creditCents: amountCents < 0 ? 0 : abs,
    memo: input.memo,
    jobId: input.rule.jobId,
    costCodeId: input.rule.costCodeId,
    costCategoryId: input.rule.costCategoryId,
  };
  const cashLine: TPostingLine = {
    accountId: input.cashAccountId,
    debitCents: amountCents > 0 ? abs : 0,
    creditCents: amountCents > 0 ? 0 : abs,
    memo: input.memo,
  };
  return amountCents < 0
    ? { lines: [ruleLine, cashLine], cashLineNumber: 2 }
    : { lines: [cashLine, ruleLine], cashLineNumber: 1 };
}
