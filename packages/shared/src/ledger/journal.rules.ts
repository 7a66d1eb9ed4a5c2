import { formatCents } from '../money/money.ts';
import { JOURNAL_MAX_LINES, JOURNAL_MESSAGES, unbalancedMessage } from './journal.schemas.ts';

type TLineLike = {
  account_id?: string | null;
  debit_cents: number;
  credit_cents: number;
  job_id?: string | null;
  cost_code_id?: string | null;
  cost_category_id?: string | null;
};

export type TJournalTotals = { debit_cents: number; credit_cents: number; difference_cents: number };

/** Σ debits, Σ credits and their difference (debits − credits), what the entry form always shows. */
export function journalTotals(lines: readonly TLineLike[]): TJournalTotals {
  let debit = 0;
  let credit = 0;
  for (const line of lines) {
    debit += line.debit_cents;
    credit += line.credit_cents;
  }
  return { debit_cents: debit, credit_cents: credit, difference_cents: debit - credit };
}

/** A line the form shows but that carries nothing: no account and no amount. Ignored when saving. */
export function isBlankLine(line: TLineLike): boolean {
  return !line.account_id && line.debit_cents === 0 && line.credit_cents === 0 && !line.job_id;
}

export type TJournalProblem = { line: number | null; message: string };

/**
 * What stops an entry from posting, first problem first: a line's own fault (with its 1-based number),
 * then the entry's (too few lines, unbalanced). The server checks the same before the database does.
 */
export function journalProblems(lines: readonly TLineLike[]): TJournalProblem[] {
  const problems: TJournalProblem[] = [];
  lines.forEach((line, i) => {
    const at = i + 1;
    if (!line.account_id) problems.push({ line: at, message: JOURNAL_MESSAGES.lineAccountRequired });
    if (line.debit_cents > 0 && line.credit_cents > 0)
      problems.push({ line: at, message: JOURNAL_MESSAGES.lineOneSided });
    else if (line.debit_cents === 0 && line.credit_cents === 0)
      problems.push({ line: at, message: JOURNAL_MESSAGES.lineAmountRequired });
    const dims = [line.job_id, line.cost_code_id, line.cost_category_id].filter(Boolean).length;
    if (dims !== 0 && dims !== 3)
      problems.push({ line: at, message: JOURNAL_MESSAGES.lineDimensionsAllOrNone });
  });
  if (lines.length < 2) problems.push({ line: null, message: JOURNAL_MESSAGES.tooFewLines });
  if (lines.length > JOURNAL_MAX_LINES) problems.push({ line: null, message: JOURNAL_MESSAGES.tooManyLines });
  const { difference_cents } = journalTotals(lines);
  if (difference_cents !== 0)
    problems.push({ line: null, message: unbalancedMessage(formatCents(Math.abs(difference_cents))) });
  return problems;
}

/** 'Line 3: Choose an account' or the entry-level message. */
export function problemText(problem: TJournalProblem): string {
  return problem.line === null ? problem.message : `Line ${problem.line}: ${problem.message}`;
}

/** A balance in the account's normal direction: debit-normal → debits − credits, credit-normal → credits − debits. */
export function signedBalance(normal: 'debit' | 'credit', debitCents: number, creditCents: number): number {
  return normal === 'debit' ? debitCents - creditCents : creditCents - debitCents;
}
