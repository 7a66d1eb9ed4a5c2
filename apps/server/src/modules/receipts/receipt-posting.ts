import type { TPostingLine } from '../ledger/post-entry.ts';

export type TReceiptForPosting = {
  customerId: string;
  amountCents: number;
  cashAccountId: string;
  receivableAccountId: string;
  memo: string;
};

/**
 * A customer's payment: Dr the cash account it was deposited to, Cr accounts receivable for the whole
 * payment, carrying the customer. What is applied to applications and what stays as credit is the
 * subledger's business: a credit simply leaves the customer's AR balance below zero.
 */
export function receiptPostingLines(receipt: TReceiptForPosting): TPostingLine[] {
  return [
    {
      accountId: receipt.cashAccountId,
      debitCents: receipt.amountCents,
      creditCents: 0,
      memo: receipt.memo,
      customerId: receipt.customerId,
    },
    {
      accountId: receipt.receivableAccountId,
      debitCents: 0,
      creditCents: receipt.amountCents,
      memo: receipt.memo,
      customerId: receipt.customerId,
    },
  ];
}

/** A void: the receipt's lines with debit and credit swapped. */
export function receiptVoidLines(receipt: TReceiptForPosting): TPostingLine[] {
  return receiptPostingLines(receipt).map((l) => ({
    ...l,
    debitCents: l.creditCents,
    creditCents: l.debitCents,
  }));
}
