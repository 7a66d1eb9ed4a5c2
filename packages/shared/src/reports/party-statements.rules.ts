/**
 * Customer and vendor statements, open retainage (issue 17, item 3): the pure rules both the server
 * and the page use.
 */

/** The default start of a statement's activity: the first day of the statement date's month. */
export function defaultStatementFrom(asOf: string): string {
  return `${asOf.slice(0, 7)}-01`;
}

/** The activity runs from `from` to the statement date, both included: `from` may not come after it. */
export function isStatementRangeValid(from: string, asOf: string): boolean {
  return from <= asOf;
}

/** What a statement line does to the balance: a charge raises it, a credit lowers it. */
export type TStatementMovement = { charge_cents: number; credit_cents: number };

/**
 * The running balance after each line, from the opening balance: balance = previous + charge − credit.
 * The last one is the closing balance.
 */
export function runningBalances(openingCents: number, lines: readonly TStatementMovement[]): number[] {
  let balance = openingCents;
  return lines.map((line) => {
    balance += line.charge_cents - line.credit_cents;
    return balance;
  });
}

/** A pay application as a customer reads it: 'J-26-001 #3', or '… #4 (retainage release)'. */
export function applicationReference(row: {
  project_number: string;
  application_number: number;
  kind: string;
}): string {
  return `${row.project_number} #${row.application_number}${row.kind === 'retainage_release' ? ' (retainage release)' : ''}`;
}
