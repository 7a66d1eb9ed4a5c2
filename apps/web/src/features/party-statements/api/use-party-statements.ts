import type { TOpenRetainageReport, TPartyStatements } from '@groundwork/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';

export type TStatementSide = 'customer' | 'vendor';
export type TStatementParams = { as_of: string; from: string; party_id: string };

/** Statements and open retainage read what billing and payables post: their keys start with 'reports'. */
export const partyStatementKeys = {
  statements: (side: TStatementSide, params: TStatementParams) =>
    ['reports', `${side}-statements`, params] as const,
  openRetainage: (asOf: string) => ['reports', 'open-retainage', asOf] as const,
};

/** The query string of a statement's screen, PDF and the like: its date, its range, its party. */
export function statementQuery(side: TStatementSide, params: TStatementParams): string {
  const query = new URLSearchParams({ as_of: params.as_of, from: params.from });
  if (params.party_id) query.set(side === 'customer' ? 'customer_id' : 'vendor_id', params.party_id);
  return query.toString();
}

export function usePartyStatements(side: TStatementSide, params: TStatementParams, isEnabled: boolean) {
  return useQuery({
    queryKey: partyStatementKeys.statements(side, params),
    queryFn: () =>
      apiFetch<TPartyStatements>(`/api/v1/reports/${side}-statements?${statementQuery(side, params)}`),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}

export function useOpenRetainage(asOf: string, isEnabled: boolean) {
  return useQuery({
    queryKey: partyStatementKeys.openRetainage(asOf),
    queryFn: () =>
      apiFetch<TOpenRetainageReport>(`/api/v1/reports/open-retainage?as_of=${encodeURIComponent(asOf)}`),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}
