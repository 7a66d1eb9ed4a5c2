// Subpath import: money needs no zod.
import { centsToInput, formatCents, parseMoneyToCents } from '@groundwork/shared/money/money';

/**
 * What the text means in cents: null when empty, NaN when it is not an amount (so the form's schema
 * reports it), otherwise exact integer cents — never a float.
 */
export function centsFromText(text: string): number | null {
  if (text.trim() === '') return null;
  return parseMoneyToCents(text) ?? Number.NaN;
}

/** The text for an amount: formatted ("$1,234.50") or plain ("1234.50"); '' for none. */
export function textFromCents(cents: number | null | undefined, isFormatted: boolean): string {
  if (cents === null || cents === undefined || Number.isNaN(cents)) return '';
  return isFormatted ? formatCents(cents) : centsToInput(cents);
}
