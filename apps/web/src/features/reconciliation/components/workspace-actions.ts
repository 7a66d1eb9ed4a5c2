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

/** An action's error as a toast; answers false, for the caller's "did it succeed". */
function fail(caught: unknown, fallback: string) {
  toast.error(errorMessage(caught, fallback));
  return false;
}

/** Undo a match, with its toast (a rule's match also reverses the entry it created). */
export function useUndoMatch(accountId: string) {
  const deleteMatch = useDeleteMatch(accountId);
  return {
    isPending: deleteMatch.isPending,
    undo: async (matchId: string) => {
      try {
        await deleteMatch.mutateAsync(matchId);
        toast.success('Match undone');
        return true;
      } catch (caught) {
        return fail(caught, 'The match could not be undone');
      }
    },
  };
}

/** Create a rule proposal's entry and match it to its line, with its toast. */
export function useApplyProposal(accountId: string) {
  const applyRule = useApplyRule(accountId);
  return {
    isPending: applyRule.isPending,
    apply: async (proposal: TRuleProposal) => {
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
  };
}

/**
 * What the workspace does to matches, each with its toast: match the selection, undo a match, accept
 * a suggestion, create a rule's entry, auto-match, accept every suggestion. Each answers whether it
 * succeeded, so the caller can clear its selection.
 */
export function useWorkspaceActions(accountId: string) {
  const createMatch = useCreateMatch(accountId);
  const undoMatch = useUndoMatch(accountId);
  const acceptSuggestions = useAcceptSuggestions(accountId);
  const autoMatch = useAutoMatch(accountId);
  const applyRule = useApplyProposal(accountId);

  return {
    isBusy: createMatch.isPending || undoMatch.isPending || applyRule.isPending,
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

    undo: undoMatch.undo,

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

    applyProposal: applyRule.apply,

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
