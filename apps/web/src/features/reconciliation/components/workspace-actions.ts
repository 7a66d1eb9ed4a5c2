import { MATCHING_MESSAGES, type TBookItemRefInput, type TRuleProposal } from '@groundwork/shared';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-fetch';
import {
  useAcceptSuggestions,
  useApplyRule,
  useAutoMatch,
  useCreateMatch,
  useDeleteMatch,
} from '../api/matching-api';
import type { TStatementLine, TSuggestionCandidate } from '../workspace-model';

/**
 * What the workspace does to matches, each with its toast: match the selection, undo a match, accept
 * a suggestion, create a rule's entry, auto-match, accept every suggestion. Each answers whether it
 * succeeded, so the caller can clear its selection.
 */
export function useWorkspaceActions(accountId: string) {
  const createMatch = useCreateMatch(accountId);
  const deleteMatch = useDeleteMatch(accountId);
  const acceptSuggestions = useAcceptSuggestions(accountId);
  const autoMatch = useAutoMatch(accountId);
  const applyRule = useApplyRule(accountId);

  const fail = (caught: unknown, fallback: string) => {
    toast.error(errorMessage(caught, fallback));
    return false;
  };

  return {
    isBusy: createMatch.isPending || deleteMatch.isPending || applyRule.isPending,
    isMatching: createMatch.isPending,
    isAutoMatching: autoMatch.isPending,
    isAccepting: acceptSuggestions.isPending,

    match: async (statementLineIds: string[], bookItems: TBookItemRefInput[]) => {
      try {
        await createMatch.mutateAsync({
          statement_line_ids: statementLineIds,
          book_items: bookItems,
          kind: 'manual',
        });
        toast.success(`Matched ${statementLineIds.length + bookItems.length} rows`);
        return true;
      } catch (caught) {
        return fail(caught, 'The rows could not be matched');
      }
    },

    undo: async (matchId: string) => {
      try {
        await deleteMatch.mutateAsync(matchId);
        toast.success('Match undone');
        return true;
      } catch (caught) {
        return fail(caught, 'The match could not be undone');
      }
    },

    /** A candidate of the line's suggestions (several lines for a many-to-one candidate). */
    accept: async (line: TStatementLine, candidate: TSuggestionCandidate) => {
      const lineIds = candidate.statement_line_ids.length > 0 ? candidate.statement_line_ids : [line.id];
      try {
        await createMatch.mutateAsync({
          statement_line_ids: lineIds,
          book_items: candidate.book_items,
          kind: 'suggested',
        });
        toast.success('Suggestion accepted');
        return true;
      } catch (caught) {
        return fail(caught, 'The suggestion could not be accepted');
      }
    },

    applyProposal: async (proposal: TRuleProposal) => {
      try {
        await applyRule.mutateAsync({
          statementLineId: proposal.statement_line_id,
          ruleId: proposal.rule.id,
        });
        toast.success(`Entry created by the rule ${proposal.rule.name}`);
        return true;
      } catch (caught) {
        return fail(caught, 'The entry could not be created');
      }
    },

    /** Auto-match (amount + check number) or accept every uncontested, untied suggestion. */
    runBulk: async (what: 'auto' | 'accept') => {
      try {
        const answer =
          what === 'auto' ? await autoMatch.mutateAsync() : await acceptSuggestions.mutateAsync(undefined);
        toast.success(MATCHING_MESSAGES.matched(answer.matched));
        return true;
      } catch (caught) {
        return fail(caught, 'Matching failed');
      }
    },
  };
}
