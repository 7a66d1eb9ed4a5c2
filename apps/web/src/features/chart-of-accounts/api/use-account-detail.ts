import type { TAccountDetail } from '@groundwork/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { ledgerKeys } from './ledger-keys';

export const ACCOUNT_DETAIL_PAGE_SIZE = 100;

export type TAccountDetailParams = { from: string; to: string; cursor: string | null };

/** Query string of an account's detail (or its CSV): the range, and the page's cursor when paging. */
export function accountDetailQuery(params: TAccountDetailParams, withPage: boolean): string {
  const query = new URLSearchParams();
  if (params.from) query.set('from', params.from);
  if (params.to) query.set('to', params.to);
  if (withPage) {
    query.set('limit', String(ACCOUNT_DETAIL_PAGE_SIZE));
    if (params.cursor) query.set('cursor', params.cursor);
  }
  return query.toString();
}

/** One page of an account's lines in the range, with the balances around them (keyset paging). */
export function useAccountDetail(id: string, params: TAccountDetailParams) {
  return useQuery({
    queryKey: ledgerKeys.accountDetail(id, params),
    queryFn: () =>
      apiFetch<TAccountDetail>(
        `/api/v1/ledger/accounts/${encodeURIComponent(id)}/detail?${accountDetailQuery(params, true)}`,
      ),
    // Paging or changing the range keeps the last page on screen; another account starts afresh.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === id ? keepPreviousData(previous) : undefined,
  });
}
