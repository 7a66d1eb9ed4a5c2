/**
 * The arithmetic of a bank reconciliation (issue 23), pure: the server computes a reconciliation's live
 * figures and its report with it, the tests prove it to the cent.
 *
 * Cleared in reconciliation R (statement date D): a match not yet in a finished reconciliation whose
 * statement lines AND book items are all dated on or before D (a contra or adjustment match: its book
 * items). A match with anything after D waits for the next statement.
 *
 *   cleared C          = Σ book amounts of the items in the matches cleared in R
 *   difference         = E − (B + C)
 *   deposits in transit   = book items dated ≤ D with amount > 0 not cleared in R nor earlier
 *   outstanding payments  = the same with amount < 0 (listed and totalled as positive figures)
 *   adjusted bank balance = E + deposits in transit − outstanding payments
 *
 * The identity the property test proves. Let O be the bank account's opening balance (the bank's
 * balance on its opening date), G₀ the ledger balance of the cash account on that date, the statement
 * consistent (E = O + Σ statement lines dated ≤ D) and every earlier reconciliation finished (at zero
 * difference, an adjustment item cleared when there was one, so B = O + Σ items they cleared). Every
 * match balances (Σ lines = Σ items), so:
 *
 *   adjusted bank − book = (E + Σ uncleared items ≤ D) − (G₀ + Σ all items ≤ D)
 *                        = E − G₀ − Σ items cleared in R or earlier
 *                        = Σ unmatched differences, where
 *   Σ unmatched differences = Σ statement lines ≤ D not cleared (bank entries the books lack yet: fees,
 *                             interest, a line whose book item is dated after D)
 *                           − Σ book items cleared without a statement line (adjustments)
 *                           + (O − G₀) (the opening difference).
 *
 * And difference = Σ statement lines ≤ D not cleared when B = O (the first statement).
 */

/** What the arithmetic needs of a book item (the server's book items carry their descriptions too). */
export type TRecBookItem = {
  amount_cents: number;
  date: string;
  match_id: string | null;
  /** In a match a finished reconciliation cleared: neither cleared in R nor outstanding. */
  reconciliation_finished?: boolean;
};

/** What the arithmetic needs of a statement line. */
export type TRecStatementLine = {
  amount_cents: number;
  date: string;
  match_id: string | null;
  reconciliation_finished?: boolean;
};

export type TReconciliationInput<T extends TRecBookItem> = {
  beginning_balance_cents: number;
  ending_balance_cents: number;
  statement_date: string;
  /** Every book item of the account after its opening date (items after D included: they hold a match back). */
  book_items: readonly T[];
  /** Every statement line of the account not in a finished reconciliation. */
  statement_lines: readonly TRecStatementLine[];
};

export type TCountTotal = { count: number; total_cents: number };

export type TReconciliationFigures<T extends TRecBookItem> = {
  /** The matches R clears, sorted. */
  cleared_match_ids: string[];
  /** Every book item cleared in R, contra matches' included. */
  cleared_items: T[];
  /** Contra matches left out: they net to zero and the bank never saw them. */
  cleared_deposits: TCountTotal;
  /** Total as a positive figure. */
  cleared_payments: TCountTotal;
  /** Signed: cleared deposits − cleared payments. */
  cleared_cents: number;
  difference_cents: number;
  deposits_in_transit: { total_cents: number; items: T[] };
  /** Total as a positive figure. */
  outstanding_payments: { total_cents: number; items: T[] };
  adjusted_bank_balance_cents: number;
  /** Σ statement lines dated ≤ D not cleared in R nor earlier (signed). */
  uncleared_lines_cents: number;
};

/** The matches a reconciliation at statement date `statementDate` clears. */
export function clearedMatchIds(
  statementDate: string,
  bookItems: readonly TRecBookItem[],
  statementLines: readonly TRecStatementLine[],
): Set<string> {
  const latest = new Map<string, string>();
  for (const part of [...bookItems, ...statementLines]) {
    if (part.match_id === null || part.reconciliation_finished) continue;
    const seen = latest.get(part.match_id);
    if (seen === undefined || part.date > seen) latest.set(part.match_id, part.date);
  }
  const cleared = new Set<string>();
  for (const [id, date] of latest) if (date <= statementDate) cleared.add(id);
  return cleared;
}

/** Cleared totals, difference, the outstanding lists and the adjusted bank balance of a statement. */
export function reconciliationFigures<T extends TRecBookItem>(
  input: TReconciliationInput<T>,
): TReconciliationFigures<T> {
  const d = input.statement_date;
  const cleared = clearedMatchIds(d, input.book_items, input.statement_lines);
  const isCleared = (part: TRecBookItem | TRecStatementLine) =>
    part.reconciliation_finished === true || (part.match_id !== null && cleared.has(part.match_id));

  // A contra match (book items summing to zero, no statement line: an entry and its reversal) clears
  // both, but the bank never saw either: it adds nothing to the cleared deposits and payments.
  const withLine = new Set(input.statement_lines.map((l) => l.match_id));
  const sums = new Map<string, number>();
  for (const item of input.book_items)
    if (item.match_id !== null) sums.set(item.match_id, (sums.get(item.match_id) ?? 0) + item.amount_cents);
  const isContra = (matchId: string) => !withLine.has(matchId) && sums.get(matchId) === 0;

  const clearedItems: T[] = [];
  const deposits: TCountTotal = { count: 0, total_cents: 0 };
  const payments: TCountTotal = { count: 0, total_cents: 0 };
  const inTransit: T[] = [];
  const outstanding: T[] = [];
  let inTransitCents = 0;
  let outstandingCents = 0;
  for (const item of input.book_items) {
    if (item.reconciliation_finished) continue;
    if (item.match_id !== null && cleared.has(item.match_id)) {
      clearedItems.push(item);
      if (isContra(item.match_id)) continue;
      if (item.amount_cents >= 0) {
        deposits.count++;
        deposits.total_cents += item.amount_cents;
      } else {
        payments.count++;
        payments.total_cents -= item.amount_cents;
      }
    } else if (item.date <= d && item.amount_cents !== 0) {
      if (item.amount_cents > 0) {
        inTransit.push(item);
        inTransitCents += item.amount_cents;
      } else {
        outstanding.push(item);
        outstandingCents -= item.amount_cents;
      }
    }
  }
  let unclearedLines = 0;
  for (const line of input.statement_lines) {
    if (line.date <= d && !isCleared(line)) unclearedLines += line.amount_cents;
  }
  const clearedCents = deposits.total_cents - payments.total_cents;
  return {
    cleared_match_ids: [...cleared].sort(),
    cleared_items: clearedItems,
    cleared_deposits: deposits,
    cleared_payments: payments,
    cleared_cents: clearedCents,
    difference_cents: input.ending_balance_cents - (input.beginning_balance_cents + clearedCents),
    deposits_in_transit: { total_cents: inTransitCents, items: inTransit },
    outstanding_payments: { total_cents: outstandingCents, items: outstanding },
    adjusted_bank_balance_cents: input.ending_balance_cents + inTransitCents - outstandingCents,
    uncleared_lines_cents: unclearedLines,
  };
}
