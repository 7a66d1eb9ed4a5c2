import type { TJournalListQuery } from '@groundwork/shared';

export type TJournalListParams = Omit<TJournalListQuery, 'search' | 'from' | 'to' | 'source_type'> & {
  search: string;
  /** '' for no bound. */
  from: string;
  to: string;
  /** '' for every source. */
  sourceType: string;
};

/**
 * Journal queries start with 'journal-entries'; periods live under 'ledger' with the balances and the
 * trial balance, so a posting, a reversal, a close or a reopen refreshes every ledger view at once.
 */
export const journalKeys = {
  all: ['journal-entries'] as const,
  list: (params: TJournalListParams) => ['journal-entries', 'list', params] as const,
  detail: (id: string) => ['journal-entries', 'detail', id] as const,
  ledger: ['ledger'] as const,
  periods: (fiscalYear: number | null) => ['ledger', 'periods', fiscalYear] as const,
};
