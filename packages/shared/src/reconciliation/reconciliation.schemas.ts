import { z } from 'zod';
import { ZIsoDate } from '../ledger/dates.ts';
import { MAX_LINE_CENTS } from '../ledger/journal.schemas.ts';
import { formatCents } from '../money/money.ts';

/**
 * Reconciliations (issue 23): a bank statement (date D, ending balance E) proved against the books.
 * Beginning balance B = the last finished reconciliation's ending, else the bank account's opening
 * balance; cleared C = the book items of the matches cleared in it; difference = E − (B + C). Money is
 * integer cents; book items are signed (+ into the bank, − out); the report's lists show positive
 * amounts (a deposit in transit of 100.00, an outstanding check of 100.00).
 */

export const RECONCILIATION_STATUSES = ['in_progress', 'finished'] as const;
export type TReconciliationStatus = (typeof RECONCILIATION_STATUSES)[number];
export const RECONCILIATION_STATUS_LABELS: Record<TReconciliationStatus, string> = {
  in_progress: 'In progress',
  finished: 'Finished',
};

export const RECONCILIATION_LIMITS = { reason: 500, staleDays: 90, veryStaleDays: 180 } as const;

/** 1250 → "12.50", -125000 → "-1,250.00": an amount in a sentence, without the currency sign. */
export function plainAmount(cents: number): string {
  return formatCents(cents).replace('$', '');
}

export const RECONCILIATION_MESSAGES = {
  notFound: 'Reconciliation not found',
  bankAccountNotFound: 'Bank account not found',
  importNotFound: 'Statement import not found for this bank account',
  statementDateRequired: 'Enter the statement date (YYYY-MM-DD)',
  endingBalanceRequired: 'Enter the statement ending balance in cents',
  inProgress: 'A reconciliation of this account is already in progress: finish or abandon it first',
  finished: 'This reconciliation is finished: undo it first to change it',
  notFinished: 'This reconciliation is not finished: there is nothing to undo',
  notLatest: 'Only the latest reconciliation can be undone',
  undoWhileInProgress:
    'Another reconciliation of this account is in progress: finish or abandon it before undoing this one',
  reasonRequired: 'Enter the reason',
  reasonMax: `Keep the reason under ${RECONCILIATION_LIMITS.reason} characters`,
  adjustmentAccountRequired: 'Choose the account the adjustment is posted to',
  adjustmentAccountNotFound: 'Adjustment account not found',
  adjustmentAccountInactive: 'The adjustment account is inactive',
  adjustmentAccountIsBank: 'Post the adjustment against another account than the bank account itself',
  adjustmentAccountControl:
    'The adjustment cannot go to a control account (receivables, payables, retainage): choose another account',
  changedWhileFinishing: 'The matches changed while finishing: try again',
  finishedToast: 'Reconciliation finished',
  undoneToast: 'Reconciliation undone',
} as const;

export const dateNotAfterLastMessage = (last: string) =>
  `The statement date must be after ${last}, the statement date of the last finished reconciliation`;
export const dateNotAfterOpeningMessage = (opening: string) =>
  `The statement date must be after ${opening}, the bank account's opening balance date`;
/** "The difference is 12.50: match the remaining lines or finish with an adjustment entry". */
export const differenceNotZeroMessage = (differenceCents: number) =>
  `The difference is ${plainAmount(differenceCents)}: match the remaining lines or finish with an adjustment entry`;

const ZCents = z
  .number({ error: RECONCILIATION_MESSAGES.endingBalanceRequired })
  .int(RECONCILIATION_MESSAGES.endingBalanceRequired)
  .min(-MAX_LINE_CENTS)
  .max(MAX_LINE_CENTS);
const ZStatementDate = z.string({ error: RECONCILIATION_MESSAGES.statementDateRequired }).pipe(ZIsoDate);
const ZReason = z
  .string({ error: RECONCILIATION_MESSAGES.reasonRequired })
  .trim()
  .min(1, RECONCILIATION_MESSAGES.reasonRequired)
  .max(RECONCILIATION_LIMITS.reason, RECONCILIATION_MESSAGES.reasonMax);

/** Start reconciling a statement (the web prefills both figures from the latest import). */
export const ZCreateReconciliation = z.object({
  statement_date: ZStatementDate,
  ending_balance_cents: ZCents,
  import_id: z.string().uuid().nullish(),
});
export type TCreateReconciliation = z.output<typeof ZCreateReconciliation>;

/** Correct the statement's date or ending balance while in progress. */
export const ZUpdateReconciliation = z.object({
  statement_date: ZStatementDate.optional(),
  ending_balance_cents: ZCents.optional(),
});
export type TUpdateReconciliation = z.output<typeof ZUpdateReconciliation>;

/**
 * Finish; at a difference other than zero only with an adjustment entry (cash vs `account_id`). At a zero
 * difference there is nothing to adjust and `adjustment` is ignored.
 */
export const ZFinishReconciliation = z.object({
  adjustment: z
    .object({
      account_id: z.string({ error: RECONCILIATION_MESSAGES.adjustmentAccountRequired }).uuid(),
      reason: ZReason,
    })
    .nullish(),
});
export type TFinishReconciliation = z.output<typeof ZFinishReconciliation>;

export const ZUndoReconciliation = z.object({ reason: ZReason });
export type TUndoReconciliation = z.output<typeof ZUndoReconciliation>;

const ZGlAccountRef = z.object({ id: z.string(), number: z.string(), name: z.string() });

/** A reconciliation: figures live while in progress, frozen (from the report) once finished. */
export const ZReconciliation = z.object({
  id: z.string(),
  bank_account: z.object({ id: z.string(), name: z.string(), gl_account: ZGlAccountRef }),
  status: z.enum(RECONCILIATION_STATUSES),
  statement_date: z.string(),
  beginning_balance_cents: z.number().int(),
  ending_balance_cents: z.number().int(),
  /** Σ of the cleared deposits (positive). */
  cleared_deposits_cents: z.number().int(),
  /** Σ of the cleared checks and payments, as a positive figure. */
  cleared_payments_cents: z.number().int(),
  /** Book items cleared. */
  cleared_count: z.number().int(),
  /** E − (B + cleared deposits − cleared payments); 0 once finished. */
  difference_cents: z.number().int(),
  import_id: z.string().nullable(),
  adjustment_entry_id: z.string().nullable(),
  adjustment_reason: z.string().nullable(),
  finished_at: z.string().nullable(),
  finished_by_name: z.string().nullable(),
  /** The account's latest finished reconciliation: the one that may be undone. */
  is_latest_finished: z.boolean(),
  created_at: z.string(),
});
export type TReconciliation = z.infer<typeof ZReconciliation>;

/** A line of the report's lists and of the stale checks: an uncleared book item, amount positive. */
export const ZReconciliationReportItem = z.object({
  entry_id: z.string(),
  line_number: z.number().int(),
  date: z.string(),
  entry_number: z.string(),
  /** The check number, when it is one. */
  number: z.string().nullable(),
  payee: z.string(),
  type: z.string(),
  memo: z.string(),
  amount_cents: z.number().int(),
  /** Days from the item's date to the statement date (or the stale checks' as-of date). */
  age_days: z.number().int(),
});
export type TReconciliationReportItem = z.infer<typeof ZReconciliationReportItem>;

const ZCountTotal = z.object({ count: z.number().int(), total_cents: z.number().int() });
const ZItemList = z.object({ total_cents: z.number().int(), items: z.array(ZReconciliationReportItem) });

/**
 * The reconciliation report (frozen into the reconciliation at finish). adjusted bank balance =
 * ending + deposits in transit − outstanding payments; book balance = the GL cash account as of the
 * statement date; difference = adjusted bank − book.
 */
export const ZReconciliationReport = z.object({
  id: z.string(),
  status: z.enum(RECONCILIATION_STATUSES),
  bank_account: z.object({
    id: z.string(),
    name: z.string(),
    bank_name: z.string(),
    last_four: z.string().nullable(),
    gl_account: ZGlAccountRef,
  }),
  statement_date: z.string(),
  beginning_balance_cents: z.number().int(),
  ending_balance_cents: z.number().int(),
  cleared_deposits: ZCountTotal,
  cleared_payments: ZCountTotal,
  deposits_in_transit: ZItemList,
  outstanding_payments: ZItemList,
  adjusted_bank_balance_cents: z.number().int(),
  book_balance_cents: z.number().int(),
  difference_cents: z.number().int(),
  adjustments: z.array(
    z.object({
      entry_id: z.string(),
      entry_number: z.string(),
      /** Into the bank account (+) or out of it (−). */
      amount_cents: z.number().int(),
      reason: z.string(),
    }),
  ),
  finished_at: z.string().nullable(),
  finished_by_name: z.string().nullable(),
});
export type TReconciliationReport = z.infer<typeof ZReconciliationReport>;

export const RECONCILIATION_DISCREPANCY_KINDS = ['voided', 'posted_after_finish'] as const;
export type TReconciliationDiscrepancyKind = (typeof RECONCILIATION_DISCREPANCY_KINDS)[number];

/**
 * A change since a reconciliation finished that touches it: an item it cleared whose entry was
 * reversed (voided) afterwards, or an entry on the account dated in its period but posted after it.
 */
export const ZReconciliationDiscrepancy = z.object({
  kind: z.enum(RECONCILIATION_DISCREPANCY_KINDS),
  entry_id: z.string(),
  entry_number: z.string(),
  date: z.string(),
  amount_cents: z.number().int(),
  description: z.string(),
  changed_at: z.string(),
});
export type TReconciliationDiscrepancy = z.infer<typeof ZReconciliationDiscrepancy>;

export const ZStaleChecksQuery = z.object({ as_of: ZIsoDate.optional() });
export type TStaleChecksQuery = z.output<typeof ZStaleChecksQuery>;

/** Outstanding payments (no bank line matched) older than 90 days at `as_of`; the over-180 subtotal. */
export const ZStaleChecks = z.object({
  as_of: z.string(),
  items: z.array(ZReconciliationReportItem),
  over_90_total_cents: z.number().int(),
  over_180_total_cents: z.number().int(),
});
export type TStaleChecks = z.infer<typeof ZStaleChecks>;
