import {
  addToAging,
  PARTY_STATEMENT_MESSAGES,
  runningBalances,
  type TPartyStatement,
  type TStatementLine,
  type TStatementLineKind,
  type TStatementOpenItem,
  type TStatementParty,
  type TStatementRetainage,
  zeroAgingFigures,
} from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';

/**
 * The parts of a statement as the queries read them, put together here the same way for a customer
 * and a vendor: the movements in date order with their running balance from the opening balance,
 * the open items aged, the retainage held apart.
 */

/** A document entering or leaving the balance on a date (a void leaves on its reversal's date). */
export type TMovement = {
  party_id: string;
  date: string;
  kind: TStatementLineKind;
  is_void: boolean;
  source_id: string;
  reference: string;
  description: string;
  /** Signed effect on the balance: + a bill or a release (or a payment's void), − a payment. */
  amount_cents: number;
  retainage_cents: number;
};

export type TStatementParts = {
  openingByParty: Map<string, number>;
  movements: readonly TMovement[];
  openItemsByParty: Map<string, TStatementOpenItem[]>;
  unappliedByParty: Map<string, number>;
  retainageByParty: Map<string, TStatementRetainage[]>;
};

function toLine(m: TMovement): Omit<TStatementLine, 'balance_cents'> {
  return {
    date: m.date,
    kind: m.kind,
    is_void: m.is_void,
    source_id: m.source_id,
    reference: m.reference,
    description: m.description,
    charge_cents: Math.max(m.amount_cents, 0),
    credit_cents: Math.max(-m.amount_cents, 0),
    retainage_cents: m.retainage_cents,
  };
}

/**
 * One party's statement. `movements` are already in the order the statement lists them (the query's
 * order: date, bills before payments, reference).
 */
export function assembleStatement(
  party: TStatementParty,
  parts: TStatementParts,
  movements: readonly TMovement[],
): TPartyStatement {
  const opening = parts.openingByParty.get(party.id) ?? 0;
  const raw = movements.map(toLine);
  const balances = runningBalances(opening, raw);
  const lines = raw.map((line, i) => ({ ...line, balance_cents: balances[i] ?? opening }));
  const openItems = parts.openItemsByParty.get(party.id) ?? [];
  const retainage = parts.retainageByParty.get(party.id) ?? [];
  const retainageHeld = retainage.reduce((s, r) => s + r.held_cents, 0);
  // The aging of the open items; its retainage column is all retainage held (also on documents paid).
  const aging = zeroAgingFigures();
  for (const item of openItems) addToAging(aging, item.bucket, item.open_cents, 0);
  aging.retainage_held_cents = retainageHeld;
  return {
    party,
    opening_balance_cents: opening,
    charges_cents: lines.reduce((s, l) => s + l.charge_cents, 0),
    credits_cents: lines.reduce((s, l) => s + l.credit_cents, 0),
    closing_balance_cents: balances.at(-1) ?? opening,
    lines,
    open_items: openItems,
    aging,
    unapplied_cents: parts.unappliedByParty.get(party.id) ?? 0,
    retainage,
    retainage_held_cents: retainageHeld,
  };
}

/** Whether a statement has anything to tell: a balance, an open item, a credit, retainage held. */
export function hasBalance(s: TPartyStatement): boolean {
  return (
    s.closing_balance_cents !== 0 ||
    s.open_items.length > 0 ||
    s.unapplied_cents !== 0 ||
    s.retainage_held_cents !== 0
  );
}

/** Every party any part names, in no particular order. */
export function partyIds(parts: TStatementParts): string[] {
  return [
    ...new Set([
      ...parts.openingByParty.keys(),
      ...parts.movements.map((m) => m.party_id),
      ...parts.openItemsByParty.keys(),
      ...parts.unappliedByParty.keys(),
      ...parts.retainageByParty.keys(),
    ]),
  ];
}

/**
 * A document's movements within [from, to]: it enters the balance on its entry's date and leaves it
 * on its void's date — exactly when the as-of sets (receivableSets, apDocumentSets) start and stop
 * counting it, so opening + movements = the balance on the statement date. A document voided on or
 * before the date it entered never counted and has no movement.
 */
export function enterLeave(enteredOn: ReturnType<typeof sql>, voidedOn: ReturnType<typeof sql>) {
  return {
    entered: (from: string, to: string) =>
      sql`${enteredOn} between ${from}::date and ${to}::date and (${voidedOn} is null or ${voidedOn} > ${enteredOn})`,
    left: (from: string, to: string) =>
      sql`${voidedOn} between ${from}::date and ${to}::date and ${voidedOn} > ${enteredOn}`,
  };
}

export class PartyNotFoundError extends AppError {
  constructor(side: 'customer' | 'vendor') {
    const m = PARTY_STATEMENT_MESSAGES;
    super(`${side}_not_found`, side === 'customer' ? m.customerNotFound : m.vendorNotFound, 404);
  }
}
