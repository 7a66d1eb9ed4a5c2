import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { journalEntries, journalLines } from '../../../db/schema/index.ts';
import type { TenantCaller } from '../../../lib/api-route.ts';
import { reversalLines } from '../../journal-entries/manual-entry-posting.ts';
import { postEntry } from '../../ledger/post-entry.ts';

type TOriginal = typeof journalEntries.$inferSelect;
type TOriginalLine = typeof journalLines.$inferSelect;

const CHUNK = 1_000;

function* chunks<T>(items: readonly T[], size = CHUNK): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

/**
 * Reverses many posted entries at once — what reversePostedEntry does for one, with the reads and the
 * links done set-wise (an import's rollback reverses thousands: an opening entry, one per opening
 * invoice and bill, one per journal transaction of a full history):
 *   1. the originals not yet reversed, locked, and their lines, a thousand at a time;
 *   2. each one's lines swapped and posted through the engine as a `reversal` on the original's date
 *      (so the trial balance is restored on every date), its source kept;
 *   3. the originals linked to their reversals, a thousand per statement.
 * Answers original id → reversal id for those reversed now.
 */
export async function reverseEntries(
  tx: Db,
  caller: TenantCaller,
  entryIds: readonly string[],
  memo: (original: TOriginal) => string,
): Promise<Map<string, string>> {
  const org = caller.organizationId;
  const reversed = new Map<string, string>();
  for (const ids of chunks([...new Set(entryIds)])) {
    // 1.
    const originals = await tx
      .select()
      .from(journalEntries)
      .where(
        and(
          eq(journalEntries.organizationId, org),
          inArray(journalEntries.id, ids),
          isNull(journalEntries.reversedById),
        ),
      )
      .orderBy(asc(journalEntries.entryDate), asc(journalEntries.entryNumber))
      .for('update');
    if (originals.length === 0) continue;
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
    const links: [string, string][] = [];
    for (const original of originals) {
      const id = randomUUID();
      await postEntry(tx, {
        id,
        organizationId: org,
        entryDate: original.entryDate,
        memo: memo(original).slice(0, 500),
        sourceType: 'reversal',
        sourceId: original.sourceId,
        reversesId: original.id,
        postedBy: caller.userId,
        lines: reversalLines(linesOf.get(original.id) ?? []),
      });
      links.push([original.id, id]);
      reversed.set(original.id, id);
    }
    // 3.
    const values = sql.join(
      links.map(([original, reversal]) => sql`(${original}::uuid, ${reversal}::uuid)`),
      sql`, `,
    );
    await tx.execute(sql`
      update journal_entries e set reversed_by_id = v.reversal
      from (values ${values}) as v(original, reversal)
      where e.organization_id = ${org} and e.id = v.original`);
  }
  return reversed;
}
