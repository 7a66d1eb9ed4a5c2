export { SOURCE_LABELS } from '@groundwork/shared';

export type TJournalStatus = 'draft' | 'posted' | 'reversed';

export const STATUS_LABELS: Record<TJournalStatus, string> = {
  draft: 'Draft',
  posted: 'Posted',
  reversed: 'Reversed',
};

/** 'JE-2026-000012', or 'Draft' for an entry without a number yet. */
export function entryName(entry: { entry_number: string | null }): string {
  return entry.entry_number ?? 'Draft';
}
