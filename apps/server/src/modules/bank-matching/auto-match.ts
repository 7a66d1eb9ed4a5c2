import { autoMatch } from '@groundwork/shared';
import type { Db } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { loadBookItems, loadStatementLines, type TBookItemRow } from './book-items.ts';
import { insertMatches, type TMatchToInsert } from './create-match.ts';
import { loadMatchingAccount } from './workspace.ts';

/**
 * Contra matches for voids whose original never cleared: an entry and its reversal, every line of
 * both on the account open, summing to zero — they leave the workspace together (a check written and
 * voided before the bank saw it is neither outstanding nor a deposit).
 */
export function contraPairs(items: readonly TBookItemRow[]): TMatchToInsert[] {
  const open = items.filter((i) => !i.match_id);
  const byEntry = new Map<string, TBookItemRow[]>();
  for (const i of items) {
    const list = byEntry.get(i.entry_id);
    if (list) list.push(i);
    else byEntry.set(i.entry_id, [i]);
  }
  const out: TMatchToInsert[] = [];
  const seen = new Set<string>();
  for (const r of open) {
    if (!r.reverses_entry_id || seen.has(r.entry_id)) continue;
    seen.add(r.entry_id);
    const reversal = byEntry.get(r.entry_id) ?? [];
    const original = byEntry.get(r.reverses_entry_id) ?? [];
    const both = [...original, ...reversal];
    if (original.length === 0 || both.some((i) => i.match_id)) continue;
    if (both.reduce((s, i) => s + i.amount_cents, 0) !== 0) continue;
    out.push({
      kind: 'contra',
      statementLineIds: [],
      bookItems: both.map((i) => ({
        entry_id: i.entry_id,
        line_number: i.line_number,
        amount_cents: i.amount_cents,
      })),
    });
  }
  return out;
}

/**
 * Auto-matches an account's open statement lines to its open book items on amount + check number,
 * one-to-one and only when unique on both sides (the shared engine's `autoMatch`), and contra-matches
 * voids whose original never cleared. Called after every import and by POST …/auto-match; the account
 * row is locked for the transaction. Answers the statement lines matched.
 */
export async function autoMatchAccount(
  tx: Db,
  organizationId: string,
  bankAccountId: string,
  userId: string | null,
): Promise<{ matched: number }> {
  await loadMatchingAccount(tx, organizationId, bankAccountId, true);
  const lines = await loadStatementLines(tx, organizationId, bankAccountId, { onlyUnmatched: true });
  const items = await loadBookItems(tx, organizationId, bankAccountId);
  const byKey = new Map(items.map((i) => [`${i.entry_id}:${i.line_number}`, i]));
  const pairs: TMatchToInsert[] = autoMatch(lines, items).map((p) => ({
    kind: 'auto',
    statementLineIds: p.statement_line_ids,
    bookItems: p.book_items.map((ref) => ({
      ...ref,
      amount_cents: byKey.get(`${ref.entry_id}:${ref.line_number}`)?.amount_cents ?? 0,
    })),
  }));
  const contras = contraPairs(items);
  const ids = await insertMatches(tx, organizationId, bankAccountId, userId, [...pairs, ...contras]);
  if (ids.length > 0)
    await audit(tx, {
      organizationId,
      actorId: userId,
      action: 'auto_match_bank_account',
      entity: 'bank_accounts',
      entityId: bankAccountId,
      after: { matched: pairs.length, contra: contras.length, match_ids: ids },
    });
  return { matched: pairs.length };
}
