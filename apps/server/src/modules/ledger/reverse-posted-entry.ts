import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { journalEntries, journalLines } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { reversalLines } from '../journal-entries/manual-entry-posting.ts';
import { postEntry, type TPostedEntry } from './post-entry.ts';

type TOriginal = typeof journalEntries.$inferSelect;
type TOriginalLine = typeof journalLines.$inferSelect;

/**
 * Reverses a posted entry a module made (a payroll run, its settlement, a bank rule's entry, a
 * reconciliation's adjustment): the original locked, its lines swapped and posted through the engine as a
 * `reversal` on `date`, the original linked to it. Null when the original is already reversed. The
 * journal screen's `reverseJournalEntry` stays for manual and opening entries, with its own checks.
 */
export async function reversePostedEntry(
  tx: Db,
  caller: TenantCaller,
  entryId: string,
  options: {
    date: (original: TOriginal) => string;
    memo: (original: TOriginal) => string;
    /** The reversal's source id; the original's when left out. */
    sourceId?: string;
  },
): Promise<{ reversal: TPostedEntry; originalLines: TOriginalLine[] } | null> {
  const org = caller.organizationId;
  const [original] = await tx
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.organizationId, org), eq(journalEntries.id, entryId)))
    .for('update');
  if (!original) throw new Error(`journal entry ${entryId} not found`);
  if (original.reversedById) return null;
  const originalLines = await tx
    .select()
    .from(journalLines)
    .where(and(eq(journalLines.organizationId, org), eq(journalLines.entryId, entryId)))
    .orderBy(journalLines.lineNumber);
  const id = randomUUID();
  const reversal = await postEntry(tx, {
    id,
    organizationId: org,
    entryDate: options.date(original),
    memo: options.memo(original).slice(0, 500),
    sourceType: 'reversal',
    sourceId: options.sourceId ?? original.sourceId,
    reversesId: original.id,
    postedBy: caller.userId,
    lines: reversalLines(originalLines),
  });
  await tx
    .update(journalEntries)
    .set({ reversedById: id })
    .where(and(eq(journalEntries.organizationId, org), eq(journalEntries.id, original.id)));
  return { reversal, originalLines };
}
