import type { TPostingLine } from '../../ledger/post-entry.ts';

export type TBankItemPosting = {
  /** The cash account the item is outstanding on. */
  accountId: string;
  kind: 'check' | 'deposit';
  /** Positive. */
  amountCents: number;
  memo: string;
};

/**
 * The posting rule of the outstanding checks and deposits at the cut-over, one entry:
 *   1. one line per item on its cash account, in the order given — Cr a check, Dr a deposit — so
 *      that each is a book item the first reconciliation clears against the bank statement;
 *   2. the net to opening clearing (the opening entry put each cash account at its bank balance and
 *      the difference on opening clearing), as the last line;
 *   2'. with full history (no opening entry: the history already holds each item's own line) the net
 *      goes back onto each cash account instead, one offset line per account after the items, so the
 *      book balance stays the history's.
 * Item lines come first so that their line numbers are 1..n in the items' order.
 */
export function bankItemLines(
  items: readonly TBankItemPosting[],
  clearingAccountId: string,
  options: { offsetOnCash?: boolean } = {},
): TPostingLine[] {
  const lines: TPostingLine[] = items.map((item) => {
    const isCheck = item.kind === 'check';
    return {
      accountId: item.accountId,
      debitCents: isCheck ? 0 : item.amountCents,
      creditCents: isCheck ? item.amountCents : 0,
      memo: item.memo,
    };
  });
  const offset = (accountId: string, net: number, memo: string) => {
    if (net !== 0)
      lines.push({
        accountId,
        debitCents: net < 0 ? -net : 0,
        creditCents: net > 0 ? net : 0,
        memo,
      });
  };
  // What the items move per account (debit-positive): deposits − checks.
  const moved = new Map<string, number>();
  for (const item of items)
    moved.set(
      item.accountId,
      (moved.get(item.accountId) ?? 0) + (item.kind === 'check' ? -item.amountCents : item.amountCents),
    );
  if (options.offsetOnCash) {
    for (const [accountId, net] of moved) offset(accountId, net, 'Outstanding items at cut-over: offset');
  } else {
    const net = [...moved.values()].reduce((s, v) => s + v, 0);
    offset(clearingAccountId, net, 'Outstanding checks and deposits: opening clearing');
  }
  return lines;
}

/** What each cash account's bank balance exceeds its book balance by: checks − deposits. */
export function bankAdjustmentsOf(
  items: readonly { accountId: string; kind: 'check' | 'deposit'; amountCents: number }[],
): Map<string, number> {
  const out = new Map<string, number>();
  for (const item of items) {
    const delta = item.kind === 'check' ? item.amountCents : -item.amountCents;
    out.set(item.accountId, (out.get(item.accountId) ?? 0) + delta);
  }
  return out;
}
