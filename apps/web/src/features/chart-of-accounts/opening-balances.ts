import type { TOpeningBalances } from '@groundwork/shared';

/** What was typed for one account; null is an empty field, NaN text that is not an amount. */
export type TOpeningAmounts = { debit: number | null; credit: number | null };

export type TOpeningSummary = {
  debit_cents: number;
  credit_cents: number;
  /** What Opening Balance Equity takes to balance the entry: positive is a credit, negative a debit. */
  equity_cents: number;
  /** Account ids whose amounts are wrong (both sides, or not an amount). */
  invalid: Set<string>;
  lines: TOpeningBalances['lines'];
};

const amount = (cents: number | null) => (cents === null || Number.isNaN(cents) ? 0 : cents);

/** The opening entry being typed: totals, the equity that balances it, and the lines to post. */
export function openingSummary(amounts: ReadonlyMap<string, TOpeningAmounts>): TOpeningSummary {
  let debit = 0;
  let credit = 0;
  const invalid = new Set<string>();
  const lines: TOpeningBalances['lines'] = [];
  for (const [accountId, { debit: d, credit: c }] of amounts) {
    if (Number.isNaN(d) || Number.isNaN(c) || (amount(d) > 0 && amount(c) > 0)) {
      invalid.add(accountId);
      continue;
    }
    debit += amount(d);
    credit += amount(c);
    if (amount(d) > 0 || amount(c) > 0)
      lines.push({ account_id: accountId, debit_cents: amount(d), credit_cents: amount(c) });
  }
  return { debit_cents: debit, credit_cents: credit, equity_cents: debit - credit, invalid, lines };
}
