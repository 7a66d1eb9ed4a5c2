import type { TPostingLine } from '../../ledger/post-entry.ts';

/** One source journal line resolved to the product's account. */
export type THistoryLine = {
  accountId: string;
  /** Debit-positive. */
  amountCents: number;
  memo: string | null;
  isControl: boolean;
};

/**
 * The posting rule of one historical transaction (full history):
 *   1. each line on its account, debit-positive amounts on their side, zero lines dropped;
 *   2. lines on a control account (AR, AP, retainage) go to opening clearing instead: the control
 *      accounts move only through their documents, and the open invoices and bills restore them at
 *      the cut-over (so clearing nets to zero when the agings tie);
 *   3. lines landing on one account keep their own memo (no netting: the history reads as the source).
 */
export function historyLines(lines: readonly THistoryLine[], clearingAccountId: string): TPostingLine[] {
  return lines
    .filter((l) => l.amountCents !== 0)
    .map((l) => ({
      accountId: l.isControl ? clearingAccountId : l.accountId,
      debitCents: l.amountCents > 0 ? l.amountCents : 0,
      creditCents: l.amountCents < 0 ? -l.amountCents : 0,
      memo: l.memo,
    }));
}

/** The last day of each month from the first date's month through the cut-over's, ascending. */
export function monthEndsThrough(firstDate: string, cutoverDate: string): string[] {
  const out: string[] = [];
  let y = Number(firstDate.slice(0, 4));
  let m = Number(firstDate.slice(5, 7));
  const endY = Number(cutoverDate.slice(0, 4));
  const endM = Number(cutoverDate.slice(5, 7));
  while (y < endY || (y === endY && m <= endM)) {
    const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
    out.push(last > cutoverDate ? cutoverDate : last);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}
