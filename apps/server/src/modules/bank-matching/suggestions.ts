import { acceptable, suggest, type TLineSuggestion, type TSuggestionList } from '@groundwork/shared';
import type { Db } from '../../db/client.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { loadBookItems, loadStatementLines } from './book-items.ts';
import { insertMatches } from './create-match.ts';
import { loadMatchingAccount } from './workspace.ts';

/** The engine's suggestions for the account's open statement lines against its open book items. */
async function suggestionsOf(tx: Db, organizationId: string, bankAccountId: string) {
  const lines = await loadStatementLines(tx, organizationId, bankAccountId, { onlyUnmatched: true });
  const items = (await loadBookItems(tx, organizationId, bankAccountId)).filter((i) => !i.match_id);
  return { items, suggestions: suggest(lines, items) };
}

const suggestionJson = (s: TLineSuggestion) => ({
  statement_line_id: s.statement_line_id,
  tie: s.tie,
  candidates: s.candidates.map((c) => ({
    statement_line_ids: c.statement_line_ids,
    book_items: c.book_items,
    score: c.score,
    reasons: c.reasons,
  })),
});

/** GET …/suggestions: ranked candidates (best 3) of every open statement line of the account. */
export async function accountSuggestions(
  tx: Db,
  organizationId: string,
  bankAccountId: string,
): Promise<TSuggestionList> {
  await loadMatchingAccount(tx, organizationId, bankAccountId);
  const { suggestions } = await suggestionsOf(tx, organizationId, bankAccountId);
  return { items: suggestions.map(suggestionJson) };
}

/**
 * Accepts the suggestions safe to take at once (the engine's `acceptable`: not a tie, nobody else's
 * best wants the same items), of the given statement lines only when `statementLineIds` is given (a
 * many-to-one proposal needs all of its lines given). The account is locked; one audit row.
 */
export async function acceptSuggestions(
  tx: Db,
  caller: TenantCaller,
  bankAccountId: string,
  statementLineIds?: readonly string[],
): Promise<{ matched: number }> {
  const org = caller.organizationId;
  await loadMatchingAccount(tx, org, bankAccountId, true);
  const { items, suggestions } = await suggestionsOf(tx, org, bankAccountId);
  const only = statementLineIds ? new Set(statementLineIds) : null;
  const amountOf = new Map(items.map((i) => [`${i.entry_id}:${i.line_number}`, i.amount_cents]));
  const accepted = acceptable(suggestions).filter(
    (p) => !only || p.statement_line_ids.every((id) => only.has(id)),
  );
  const ids = await insertMatches(
    tx,
    org,
    bankAccountId,
    caller.userId,
    accepted.map((p) => ({
      kind: 'suggested',
      statementLineIds: p.statement_line_ids,
      bookItems: p.book_items.map((ref) => ({
        ...ref,
        amount_cents: amountOf.get(`${ref.entry_id}:${ref.line_number}`) ?? 0,
      })),
    })),
  );
  if (ids.length > 0)
    await audit(tx, {
      organizationId: org,
      actorId: caller.userId,
      action: 'accept_bank_suggestions',
      entity: 'bank_accounts',
      entityId: bankAccountId,
      after: { matched: ids.length, match_ids: ids },
      requestId: caller.requestId,
    });
  return { matched: ids.length };
}
