import type { TPostingLine } from './post-entry.ts';

export type TOpeningBalanceInput = { account_id: string; debit_cents: number; credit_cents: number };

/**
 * The posting rule of opening balances: each account's balance on its side (debit − credit netted;
 * zero rows dropped), and the difference that makes the entry balance to Opening Balance Equity.
 */
export function openingBalanceLines(
  balances: readonly TOpeningBalanceInput[],
  openingEquityAccountId: string,
): TPostingLine[] {
  const lines: TPostingLine[] = [];
  let net = 0;
  for (const b of balances) {
    const amount = b.debit_cents - b.credit_cents;
    if (amount === 0) continue;
    net += amount;
    lines.push({
      accountId: b.account_id,
      debitCents: amount > 0 ? amount : 0,
      creditCents: amount < 0 ? -amount : 0,
      memo: 'Opening balance',
    });
  }
  if (net !== 0)
    lines.push({
      accountId: openingEquityAccountId,
      debitCents: net < 0 ? -net : 0,
      creditCents: net > 0 ? net : 0,
      memo: 'Opening balance difference',
    });
  return lines;
}
