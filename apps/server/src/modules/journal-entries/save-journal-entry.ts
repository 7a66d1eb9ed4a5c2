import { randomUUID } from 'node:crypto';
import { journalTotals, type TJournalEntry, type TSaveJournalEntry } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { journalDrafts, journalEntries } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { JournalErrors } from './journal-entries.errors.ts';
import { draftJson, loadPostedEntry, postedEntryJson } from './journal-entry-json.ts';
import { manualEntryLines } from './manual-entry-posting.ts';

/**
 * Posts a manual entry through the engine (the rule: the form's non-blank lines) and answers it.
 * `draftId`: the draft it came from, deleted in the same transaction. The posting is the last
 * statement: the draft's deletion and the audit row go first, and the answer is built from what the
 * engine returned (no read-back), so the company's number counter is held only for the entry, its
 * lines and the commit.
 */
async function postManual(
  tx: Db,
  caller: TenantCaller,
  input: TSaveJournalEntry,
  draftId: string | null,
): Promise<TJournalEntry> {
  const id = randomUUID();
  const lines = manualEntryLines(input.lines);
  if (draftId) await tx.delete(journalDrafts).where(eq(journalDrafts.id, draftId));
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'post_journal_entry',
    entity: 'journal_entries',
    entityId: id,
    after: {
      entry_date: input.entry_date,
      total_cents: journalTotals(lines.map(toForm)).debit_cents,
      draft_id: draftId,
    },
    requestId: caller.requestId,
  });
  const posted = await postEntry(tx, {
    id,
    organizationId: caller.organizationId,
    entryDate: input.entry_date,
    memo: input.memo,
    sourceType: 'manual',
    postedBy: caller.userId,
    lines,
  });
  return postedEntryJson(posted, { memo: input.memo, sourceType: 'manual' });
}

const toForm = (l: { debitCents: number; creditCents: number }) => ({
  debit_cents: l.debitCents,
  credit_cents: l.creditCents,
});

/** A new manual entry: saved as a draft, or posted at once (`post: true`); answers it. */
export async function createJournalEntry(
  tx: Db,
  caller: TenantCaller,
  input: TSaveJournalEntry,
): Promise<TJournalEntry> {
  if (input.post) return postManual(tx, caller, input, null);
  const [draft] = await tx
    .insert(journalDrafts)
    .values({
      organizationId: caller.organizationId,
      entryDate: input.entry_date,
      memo: input.memo,
      lines: input.lines,
      createdBy: caller.userId,
    })
    .returning();
  if (!draft) throw new Error('draft insert returned no row');
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'create_journal_draft',
    entity: 'journal_drafts',
    entityId: draft.id,
    requestId: caller.requestId,
  });
  return draftJson(tx, caller.organizationId, draft);
}

/** Replaces a draft's date, memo and lines; `post: true` posts it (the draft then becomes the posted entry). */
export async function updateJournalDraft(
  tx: Db,
  caller: TenantCaller,
  id: string,
  input: TSaveJournalEntry,
): Promise<TJournalEntry> {
  const [draft] = await tx
    .select()
    .from(journalDrafts)
    .where(and(eq(journalDrafts.organizationId, caller.organizationId), eq(journalDrafts.id, id)))
    .for('update');
  if (!draft) {
    const [posted] = await tx
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(and(eq(journalEntries.organizationId, caller.organizationId), eq(journalEntries.id, id)));
    throw posted ? JournalErrors.postedIsFinal() : JournalErrors.notFound();
  }
  if (input.post) return postManual(tx, caller, input, draft.id);
  const [updated] = await tx
    .update(journalDrafts)
    .set({ entryDate: input.entry_date, memo: input.memo, lines: input.lines, updatedAt: new Date() })
    .where(eq(journalDrafts.id, draft.id))
    .returning();
  if (!updated) throw JournalErrors.notFound();
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'update_journal_draft',
    entity: 'journal_drafts',
    entityId: draft.id,
    requestId: caller.requestId,
  });
  return draftJson(tx, caller.organizationId, updated);
}

/** Deletes a draft; a posted entry can only be reversed. */
export async function deleteJournalDraft(tx: Db, caller: TenantCaller, id: string): Promise<void> {
  const deleted = await tx
    .delete(journalDrafts)
    .where(and(eq(journalDrafts.organizationId, caller.organizationId), eq(journalDrafts.id, id)))
    .returning({ id: journalDrafts.id });
  if (deleted.length === 0) {
    const posted = await loadPostedEntry(tx, caller.organizationId, id);
    throw posted ? JournalErrors.postedIsFinal() : JournalErrors.notFound();
  }
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'delete_journal_draft',
    entity: 'journal_drafts',
    entityId: id,
    requestId: caller.requestId,
  });
}

/** A posted entry or a draft. */
export async function getJournalEntry(tx: Db, caller: TenantCaller, id: string): Promise<TJournalEntry> {
  const posted = await loadPostedEntry(tx, caller.organizationId, id);
  if (posted) return posted;
  const [draft] = await tx
    .select()
    .from(journalDrafts)
    .where(and(eq(journalDrafts.organizationId, caller.organizationId), eq(journalDrafts.id, id)));
  if (!draft) throw JournalErrors.notFound();
  return draftJson(tx, caller.organizationId, draft);
}
