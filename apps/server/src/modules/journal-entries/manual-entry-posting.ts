import { isBlankLine, type TJournalLineInput } from '@groundwork/shared';
import type { TPostingLine } from '../ledger/post-entry.ts';

/**
 * The posting rule of a manual entry: the form's lines as they are, blank rows dropped (the grid always
 * shows an empty row to type into). The engine then checks them like any module's lines.
 */
export function manualEntryLines(lines: readonly TJournalLineInput[]): TPostingLine[] {
  return lines
    .filter((l) => !isBlankLine(l))
    .map((l) => ({
      accountId: l.account_id ?? '',
      debitCents: l.debit_cents,
      creditCents: l.credit_cents,
      memo: l.memo ?? null,
      jobId: l.job_id ?? null,
      costCodeId: l.cost_code_id ?? null,
      costCategoryId: l.cost_category_id ?? null,
    }));
}

/** The posting rule of a reversal: every line of the original with debit and credit swapped. */
export function reversalLines(
  lines: readonly (TPostingLine & { debitCents: number; creditCents: number })[],
): TPostingLine[] {
  return lines.map((l) => ({ ...l, debitCents: l.creditCents, creditCents: l.debitCents }));
}
