import type {
  TBankMatch,
  TBookItemRefInput,
  TRuleProposal,
  TSuggestionList,
  TWorkspace,
} from '@groundwork/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { bankAccountPath, reconciliationKeys } from './bank-accounts-api';

/*
 * The matching workspace's API (issue 23, item 3): the account's open statement lines, book items and
 * matches; ranked suggestions; rule proposals; match, undo, auto-match, accept suggestions and apply a
 * rule. Keys start with 'reconciliation' so one invalidation refreshes every reconciliation page.
 */

export type { TRuleProposal, TWorkspace };

export type TCreateMatchInput = {
  statement_line_ids: string[];
  book_items: TBookItemRefInput[];
  kind?: 'manual' | 'suggested';
};

export const matchingKeys = {
  workspace: (accountId: string) => ['reconciliation', 'workspace', accountId] as const,
  suggestions: (accountId: string) => ['reconciliation', 'suggestions', accountId] as const,
  ruleProposals: (accountId: string) => ['reconciliation', 'rule-proposals', accountId] as const,
};

/** Everything of the account not yet in a finished reconciliation. */
export function useWorkspace(accountId: string) {
  return useQuery({
    queryKey: matchingKeys.workspace(accountId),
    queryFn: () => apiFetch<TWorkspace>(`${bankAccountPath(accountId)}/workspace`),
    enabled: accountId !== '',
  });
}

export function useSuggestions(accountId: string, options: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: matchingKeys.suggestions(accountId),
    queryFn: () => apiFetch<TSuggestionList>(`${bankAccountPath(accountId)}/suggestions`),
    select: (answer) => answer.items,
    enabled: accountId !== '' && (options.isEnabled ?? true),
  });
}

export function useRuleProposals(accountId: string, options: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: matchingKeys.ruleProposals(accountId),
    queryFn: () => apiFetch<{ items: TRuleProposal[] }>(`${bankAccountPath(accountId)}/rule-proposals`),
    select: (answer) => answer.items,
    enabled: accountId !== '' && (options.isEnabled ?? true),
  });
}

/**
 * After a match changes: the workspace, suggestions, proposals and the reconciliation's figures (and
 * the accounts list's counts) are fetched again.
 */
function useRefreshMatching() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reconciliationKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    ]);
}

/** Marks the rows of a new match as matched at once (the refetch that follows confirms it). */
function withMatch(data: TWorkspace | undefined, match: TBankMatch): TWorkspace | undefined {
  if (!data) return data;
  const lineIds = new Set(match.statement_line_ids);
  const itemKeys = new Set(match.book_items.map((ref) => `${ref.entry_id}:${ref.line_number}`));
  return {
    ...data,
    statement_lines: data.statement_lines.map((line) =>
      lineIds.has(line.id) ? { ...line, match_id: match.id } : line,
    ),
    book_items: data.book_items.map((item) =>
      itemKeys.has(`${item.entry_id}:${item.line_number}`) ? { ...item, match_id: match.id } : item,
    ),
    matches: [...data.matches.filter((m) => m.id !== match.id), match],
  };
}

function withoutMatch(data: TWorkspace | undefined, matchId: string): TWorkspace | undefined {
  if (!data) return data;
  return {
    ...data,
    statement_lines: data.statement_lines.map((line) =>
      line.match_id === matchId ? { ...line, match_id: null } : line,
    ),
    book_items: data.book_items.map((item) =>
      item.match_id === matchId ? { ...item, match_id: null } : item,
    ),
    matches: data.matches.filter((m) => m.id !== matchId),
  };
}

export function useCreateMatch(accountId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshMatching();
  return useMutation({
    mutationFn: (input: TCreateMatchInput) =>
      apiFetch<TBankMatch>(`${bankAccountPath(accountId)}/matches`, { method: 'POST', json: input }),
    onSuccess: (match) =>
      queryClient.setQueryData<TWorkspace>(matchingKeys.workspace(accountId), (data) =>
        withMatch(data, match),
      ),
    onSettled: refresh,
  });
}

export function useDeleteMatch(accountId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshMatching();
  return useMutation({
    mutationFn: (matchId: string) =>
      apiFetch<null>(`/api/v1/bank-matches/${encodeURIComponent(matchId)}`, { method: 'DELETE' }),
    onSuccess: (_answer, matchId) =>
      queryClient.setQueryData<TWorkspace>(matchingKeys.workspace(accountId), (data) =>
        withoutMatch(data, matchId),
      ),
    onSettled: refresh,
  });
}

/** Amount + check number matches, as the import runs them. */
export function useAutoMatch(accountId: string) {
  const refresh = useRefreshMatching();
  return useMutation({
    mutationFn: () =>
      apiFetch<{ matched: number }>(`${bankAccountPath(accountId)}/auto-match`, { method: 'POST', json: {} }),
    onSettled: refresh,
  });
}

/** The best candidate of each line (all lines, or those given) where it is no tie and uncontested. */
export function useAcceptSuggestions(accountId: string) {
  const refresh = useRefreshMatching();
  return useMutation({
    mutationFn: (statementLineIds?: string[]) =>
      apiFetch<{ matched: number }>(`${bankAccountPath(accountId)}/accept-suggestions`, {
        method: 'POST',
        json: statementLineIds ? { statement_line_ids: statementLineIds } : {},
      }),
    onSettled: refresh,
  });
}

/** Posts the rule's entry for the line and matches it (a bank fee, interest). */
export function useApplyRule(accountId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshMatching();
  return useMutation({
    mutationFn: ({ statementLineId, ruleId }: { statementLineId: string; ruleId: string }) =>
      apiFetch<TBankMatch>(`/api/v1/bank-statement-lines/${encodeURIComponent(statementLineId)}/apply-rule`, {
        method: 'POST',
        json: { rule_id: ruleId },
      }),
    onSuccess: (match) =>
      queryClient.setQueryData<TWorkspace>(matchingKeys.workspace(accountId), (data) =>
        withMatch(data, match),
      ),
    onSettled: () => Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: ['ledger'] })]),
  });
}
