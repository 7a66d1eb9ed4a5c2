import { apInvoicePostingLines } from '../../ap-invoices/ap-invoice-posting.ts';
import type { TPostingLine } from '../../ledger/post-entry.ts';

export type TOpeningBillPostingInput = {
  /** 'Apex Drywall opening bill 88': the lines' memo. */
  label: string;
  accounts: { payable: string; retainagePayable: string; clearing: string };
  /** Still owed at the cut-over, net of retainage. */
  openCents: number;
  /** Retainage withheld from the vendor and still unpaid. */
  retainageCents: number;
};

/**
 * The posting rule of an opening bill (an unpaid bill of the old system, kept as a posted AP invoice
 * with one overhead line on opening clearing), the vendor-invoice rule with that one line:
 *   1. Dr opening clearing the gross (open + retainage); the opening entry credited it with the trial
 *      balance's AP and retainage payable;
 *   2. Cr accounts payable the open amount;
 *   3. Cr retainage payable the retainage held (no line when none).
 */
export function openingBillLines(input: TOpeningBillPostingInput): TPostingLine[] {
  const gross = input.openCents + input.retainageCents;
  return apInvoicePostingLines({
    label: input.label,
    accounts: { payable: input.accounts.payable, retainagePayable: input.accounts.retainagePayable },
    lines: [
      {
        accountId: input.accounts.clearing,
        amountCents: gross,
        jobId: null,
        costCodeId: null,
        costCategoryId: null,
        memo: `${input.label}: opening clearing`,
      },
    ],
    retainageCents: input.retainageCents,
    netCents: input.openCents,
  });
}
