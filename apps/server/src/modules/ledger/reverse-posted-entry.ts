import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { journalEntries, journalLines } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { reversalLines } from '../journal-entries/manual-entry-posting.ts';
import { postEntry, type TPostedEntry } from './post-entry.ts';

type TOriginal = typeof journalEntries.$inferSelect;
type TOriginalLine = typeof journalLines.$inferSelect;

type TReverseOptions = {
  date: (original: TOriginal) => string;
  memo: (original: TOriginal) => string;
  /** The reversal's source id; the original's when left out. */
  sourceId?: string;
};

type TReversed = { original: TOriginal; reversal: TPostedEntry; originalLines: TOriginalLine[] };

const CHUNK = 1_000;

/**
 * The steps, for at most a thousand entries:
 *   1. the originals locked (an id not found → error) and the lines of those not yet reversed;
 *   2. each one's lines swapped and posted through the engine as a `reversal`, in date and number order;
 *   3. the originals linked to their reversals in one statement.
 */
async function reverseChunk(
  tx: Db,
  caller: TenantCaller,
  ids: readonly string[],
  options: TReverseOptions & { id?: string },
): Promise<TReversed[]> {
  const org = caller.organizationId;
  // 1.
  const found = await tx
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.organizationId, org), inArray(journalEntries.id, [...ids])))
    .orderBy(asc(journalEntries.entryDate), asc(journalEntries.entryNumber))
    .for('update');
  if (found.length < ids.length) {
    const missing = ids.find((id) => !found.some((o) => o.id === id));
    throw new Error(`journal entry ${missing} not found`);
  }
  const originals = found.filter((o) => !o.reversedById);
  if (originals.length === 0) return [];
  const lines = await tx
    .select()
    .from(journalLines)
    .where(
      and(
        eq(journalLines.organizationId, org),
        inArray(
          journalLines.entryId,
          originals.map((o) => o.id),
        ),
      ),
    )
    .orderBy(asc(journalLines.entryId), asc(journalLines.lineNumber));
  const linesOf = new Map<string, TOriginalLine[]>();
  for (const line of lines) {
    const list = linesOf.get(line.entryId) ?? [];
    list.push(line);
    linesOf.set(line.entryId, list);
  }
  // 2.
  const reversed: TReversed[] = [];
  for (const original of originals) {
    const originalLines = linesOf.get(original.id) ?? [];
    const reversal = await postEntry(tx, {
      id: options.id ?? randomUUID(),
      organizationId: org,
      entryDate: options.date(original),
      memo: options.memo(original).slice(0, 500),
      sourceType: 'reversal',
      sourceId: options.sourceId ?? original.sourceId,
      reversesId: original.id,
      postedBy: caller.userId,
      lines: reversalLines(originalLines),
    });
    reversed.push({ original, reversal, originalLines });
  }
  // 3.
  const values = sql.join(
    reversed.map(({ original, reversal }) => sql`(${original.id}::uuid, ${reversal.id}::uuid)`),
    sql`, `,
  );
  await tx.execute(sql`
    update journal_entries e set reversed_by_id = v.reversal
    from (values ${values}) as v(original, reversal)
    where e.organization_id = ${org} and e.id = v.original`);
  return reversed;
}

/**
 * Reverses many posted entries at once — what reversePostedEntry does for one, with the reads and the
 * links done set-wise, a thousand entries at a time (an import's rollback reverses thousands: one call
 * per entry was four times slower). Entries already reversed are left; an id not found is an error.
 * Answers original id → reversal id for those reversed now.
 */
export async function reversePostedEntries(
  tx: Db,
  caller: TenantCaller,
  entryIds: readonly string[],
  options: TReverseOptions,
): Promise<Map<string, string>> {
  const ids = [...new Set(entryIds)];
  const reversed = new Map<string, string>();
  for (let i = 0; i < ids.length; i += CHUNK)
    for (const { original, reversal } of await reverseChunk(tx, caller, ids.slice(i, i + CHUNK), options))
      reversed.set(original.id, reversal.id);
  return reversed;
}

/**
 * Reverses a posted entry a module made (a payroll run, its settlement, a bank rule's entry, a
 * reconciliation's adjustment, a voided payment, bill, retainage release or pay application): the
 * original locked, its lines swapped and posted through the engine as a `reversal` on `date`, the
 * original linked to it — reversePostedEntries for one entry. Null when the original is already
 * reversed. The journal screen's `reverseJournalEntry` stays for manual and opening entries, with its
 * own checks.
 */
export async function reversePostedEntry(
  tx: Db,
  caller: TenantCaller,
  entryId: string,
  options: TReverseOptions & {
    /** The reversal's id when the caller needs it before posting (to audit first); generated otherwise. */
    id?: string;
  },
): Promise<{ reversal: TPostedEntry; originalLines: TOriginalLine[] } | null> {
  const [reversed] = await reverseChunk(tx, caller, [entryId], options);
  return reversed ? { reversal: reversed.reversal, originalLines: reversed.originalLines } : null;
}
