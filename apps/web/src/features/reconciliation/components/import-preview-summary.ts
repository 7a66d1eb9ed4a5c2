// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import type { TImportResult, TStatementPreview } from '../api/statements-api';

/* What the statement preview tells the bookkeeper before the import (issue 23), as pure functions. */

export type TBalanceCheck =
  | { state: 'unknown' }
  | { state: 'agrees' }
  | { state: 'differs'; differenceCents: number };

/** The file's own closing balance beside the one its opening balance and lines make. */
export function balanceCheck(
  preview: Pick<TStatementPreview, 'closing_balance_cents' | 'computed_closing_cents'>,
): TBalanceCheck {
  const { closing_balance_cents: stated, computed_closing_cents: computed } = preview;
  if (stated === null || computed === null) return { state: 'unknown' };
  return stated === computed ? { state: 'agrees' } : { state: 'differs', differenceCents: stated - computed };
}

export function balanceCheckText(check: TBalanceCheck): string {
  if (check.state === 'unknown') return 'The file states no balances to check its lines against';
  if (check.state === 'agrees') return 'The lines add up to the closing balance the file states';
  return `The file's closing balance and its lines differ by ${formatCents(Math.abs(check.differenceCents))}: some lines may be missing from the file`;
}

/** '2026-03-01 – 2026-03-31', one date, or '—'. */
export function periodText(start: string | null, end: string | null): string {
  if (start && end) return start === end ? start : `${start} – ${end}`;
  return start ?? end ?? '—';
}

/** Importing is refused while the file has errors; a file of only known lines imports nothing new. */
export function canImport(preview: Pick<TStatementPreview, 'error_count' | 'line_count'>): boolean {
  return preview.error_count === 0 && preview.line_count > 0;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

export function importButtonLabel(preview: Pick<TStatementPreview, 'new_count' | 'error_count'>): string {
  if (preview.error_count > 0) return 'Fix the errors to import';
  if (preview.new_count === 0) return 'Import (nothing new)';
  return `Import ${plural(preview.new_count, 'new line')}`;
}

/** "12 new, 3 already imported, 9 matched automatically". */
export function importResultText(
  result: Pick<TImportResult, 'new_count' | 'duplicate_count' | 'matched_count'>,
) {
  return `${result.new_count} new, ${result.duplicate_count} already imported, ${result.matched_count} matched automatically`;
}

/**
 * A warning when the file names an account (OFX ACCTID, CAMT IBAN) that does not end in this bank
 * account's last four digits: the wrong account's file is the usual slip.
 */
export function accountHintWarning(hint: string | null, lastFour: string | null): string | null {
  if (!hint || !lastFour) return null;
  const digits = hint.replace(/\D/g, '');
  if (digits.endsWith(lastFour)) return null;
  return `This file is for account ${maskAccount(hint)}, but this bank account ends in ${lastFour}: check that it is the right file`;
}

function maskAccount(hint: string): string {
  const trimmed = hint.trim();
  return trimmed.length > 4 ? `…${trimmed.slice(-4)}` : trimmed;
}
