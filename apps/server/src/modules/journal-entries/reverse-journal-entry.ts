import { randomUUID } from 'node:crypto';
import type { TJournalEntry, TReverseJournalEntry } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { journalDrafts, journalEntries, journalLines } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { JournalErrors } from './journal-entries.errors.ts';
import { postedEntryJson } from './journal-entry-json.ts';
import { reversalLines } from './manual-entry-posting.ts';

/** Source types the journal screen may reverse; the rest are voided in their own module. */
const REVERSIBLE_HERE = new Set(['manual', 'opening']);

/**
 * Reverses a posted entry:
 *   1. load it locked (two people reversing at once: the second sees it reversed);
 *   2. refuse drafts, entries already reversed, module entries, a date before the original;
 *   3. post the swapped lines (the rule) as a 'reversal' dated by the user — the engine refuses a closed period;
 *   4. link the original to its reversal (the one change the database allows on a posted entry).
 */
export async function reverseJournalEntry(
  tx: Db,
  caller: TenantCaller,
  id: string,
  input: TReverseJournalEntry,
): Promise<TJournalEntry> {
  const [original] = await tx
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.organizationId, caller.organizationId), eq(journalEntries.id, id)))
    .for('update');
  if (!original) {
    const [draft] = await tx
      .select({ id: journalDrafts.id })
      .from(journalDrafts)
      .where(and(eq(journalDrafts.organizationId, caller.organizationId), eq(journalDrafts.id, id)));
    throw draft ? JournalErrors.reverseOnlyPosted() : JournalErrors.notFound();
  }
  if (original.reversedById) throw JournalErrors.alreadyReversed();
  if (!REVERSIBLE_HERE.has(original.sourceType)) throw JournalErrors.reverseFromModule();
  if (input.entry_date < original.entryDate) throw JournalErrors.reverseBeforeOriginal();

  const lines = await tx
    .select()
    .from(journalLines)
    .where(eq(journalLines.entryId, original.id))
    .orderBy(journalLines.lineNumber);
  const reversalId = randomUUID();
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'reverse_journal_entry',
    entity: 'journal_entries',
    entityId: original.id,
    after: { reversed_by: reversalId, entry_date: input.entry_date },
    requestId: caller.requestId,
  });
  const memo =
    input.memo ||
    `Reversal of ${original.entryNumber}${original.memo ? `: ${original.memo}` : ''}`.slice(0, 500);
  const reversal = await postEntry(tx, {
    id: reversalId,
    organizationId: caller.organizationId,
    entryDate: input.entry_date,
    memo,
    sourceType: 'reversal',
    sourceId: original.id,
    reversesId: original.id,
    postedBy: caller.userId,
    lines: reversalLines(lines),
  });
  await tx
    .update(journalEntries)
    .set({ reversedById: reversal.id })
    .where(eq(journalEntries.id, original.id));
  return postedEntryJson(reversal, {
    memo,
    sourceType: 'reversal',
    sourceId: original.id,
    reverses: { id: original.id, number: original.entryNumber },
  });
}
