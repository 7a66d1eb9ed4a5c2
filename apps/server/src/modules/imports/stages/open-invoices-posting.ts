import type { TPostingLine } from '../../ledger/post-entry.ts';
import { signedLine } from './opening-entry-posting.ts';

export type TOpeningInvoicePostingInput = {
  customerId: string;
  /** 'Opening invoice 1043': the lines' memo. */
  label: string;
  accounts: { receivable: string; retainageReceivable: string; clearing: string };
  /** Still owed at the cut-over, net of retainage. */
  openCents: number;
  /** Retainage the customer still holds on it. */
  retainageCents: number;
};

/**
 * The posting rule of an opening invoice (an open invoice of the old system, kind 'opening'):
 *   1. Dr accounts receivable the open amount (the customer's subledger);
 *   2. Dr retainage receivable the retainage held;
 *   3. Cr opening clearing their sum (the opening entry debited it with the trial balance's AR and
 *      retainage receivable).
 * A negative open amount (a credit memo left open) flips to the other side. Zero gives no lines.
 */
export function openingInvoiceLines(input: TOpeningInvoicePostingInput): TPostingLine[] {
  const { accounts, customerId, label } = input;
  const line = (accountId: string, cents: number, memo: string, party: boolean): TPostingLine[] =>
    signedLine(accountId, cents, memo).map((l) => ({ ...l, customerId: party ? customerId : null }));
  return [
    ...line(accounts.receivable, input.openCents, `${label}: amount due`, true),
    ...line(accounts.retainageReceivable, input.retainageCents, `${label}: retainage`, true),
    ...line(
      accounts.clearing,
      -(input.openCents + input.retainageCents),
      `${label}: opening clearing`,
      false,
    ),
  ];
}
