import type { TPostingLine } from '../../ledger/post-entry.ts';

/** One trial-balance row resolved to the product's account. */
export type TOpeningBalanceRow = {
  accountId: string;
  /** Debit-positive balance at the cut-over. */
  balanceCents: number;
  /** The account is a subledger control (AR, AP, retainage receivable or payable). */
  isControl: boolean;
};

export type TOpeningEntryInput = {
  rows: readonly TOpeningBalanceRow[];
  clearingAccountId: string;
  /**
   * Per cash account with outstanding items: what the bank holds more than the books
   * (outstanding checks − deposits in transit). The account opens at its bank balance; the bank-items
   * stage then posts each item against opening clearing.
   */
  bankAdjustments?: ReadonlyMap<string, number>;
};

/** A debit-positive amount as one line on its side (0 gives none). */
export function signedLine(accountId: string, cents: number, memo: string): TPostingLine[] {
  if (cents === 0) return [];
  return [
    {
      accountId,
      debitCents: cents > 0 ? cents : 0,
      creditCents: cents < 0 ? -cents : 0,
      memo,
    },
  ];
}

/** Σ debits and Σ credits of a trial balance given as debit-positive balances. */
export function trialBalanceTotals(rows: readonly { debitCents: number; creditCents: number }[]): {
  debitCents: number;
  creditCents: number;
} {
  let debitCents = 0;
  let creditCents = 0;
  for (const r of rows) {
    debitCents += r.debitCents;
    creditCents += r.creditCents;
  }
  return { debitCents, creditCents };
}

/**
 * The opening entry's lines (issue 24):
 *   1. sum the rows per account (two source accounts may map onto one), debit-positive;
 *   2. a control account's balance goes to opening clearing instead: its open invoices and bills
 *      post it back document by document, so clearing nets to zero when the agings tie;
 *   3. a cash account with outstanding items opens at its bank balance (book + checks − deposits),
 *      the difference to opening clearing (the bank-items stage posts the items against it);
 *   4. one line per account in first-seen order, then the clearing line; zero balances give no line.
 * Debits equal credits whenever the rows do (the caller checks the trial balance first).
 */
export function openingEntryLines(input: TOpeningEntryInput): TPostingLine[] {
  const byAccount = new Map<string, number>();
  let clearing = 0;
  for (const row of input.rows) {
    if (row.isControl || row.accountId === input.clearingAccountId) {
      clearing += row.balanceCents;
      continue;
    }
    byAccount.set(row.accountId, (byAccount.get(row.accountId) ?? 0) + row.balanceCents);
  }
  for (const [accountId, adjustment] of input.bankAdjustments ?? []) {
    byAccount.set(accountId, (byAccount.get(accountId) ?? 0) + adjustment);
    clearing -= adjustment;
  }
  return [
    ...[...byAccount].flatMap(([accountId, cents]) => signedLine(accountId, cents, 'Opening balance')),
    ...signedLine(input.clearingAccountId, clearing, 'Opening balance: open documents and bank items'),
  ];
}

/**
 * Splits an entry's lines into entries of at most `max` lines (the engine's limit), each balanced by a
 * line on `balancingAccountId` (opening clearing): the balancing lines sum to what the clearing lines
 * of the whole entry sum to, so the ledger ends the same. Lines already on that account are folded into
 * the balancing lines. One entry when everything fits.
 */
export function splitBalanced(
  lines: readonly TPostingLine[],
  balancingAccountId: string,
  max: number,
): TPostingLine[][] {
  if (lines.length <= max) return [lines.slice()];
  const others = lines.filter((l) => l.accountId !== balancingAccountId);
  const chunks: TPostingLine[][] = [];
  for (let i = 0; i < others.length; i += max - 1) {
    const chunk = others.slice(i, i + max - 1);
    const net = chunk.reduce((s, l) => s + l.debitCents - l.creditCents, 0);
    chunks.push([...chunk, ...signedLine(balancingAccountId, -net, 'Opening balance: opening clearing')]);
  }
  return chunks;
}
