import type { TJournalEntry, TSaveJournalEntry } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { journalDrafts, journalEntries } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { JournalErrors } from './journal-entries.errors.ts';
import { draftJson, loadPostedEntry } from './journal-entry-json.ts';
import { manualEntryLines } from './manual-entry-posting.ts';

/**
 * Posts a manual entry through the engine (the rule: the form's non-blank lines) and answers it.
 * `draftId`: the draft it came from, deleted in the same transaction.
 */
async function postManual(tx: Db, caller: TenantCaller, input: TSaveJournalEntry, draftId: string | null) {
  const posted = await postEntry(tx, {
    organizationId: caller.organizationId,
    entryDate: input.entry_date,
    memo: input.memo,
    sourceType: 'manual',
    postedBy: caller.userId,
    lines: manualEntryLines(input.lines),
  });
  if (draftId) await tx.delete(journalDrafts).where(eq(journalDrafts.id, draftId));
  const entry = await loadPostedEntry(tx, caller.organizationId, posted.id);
  if (!entry) throw new Error('posted entry not found');
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'post_journal_entry',
    entity: 'journal_entries',
    entityId: posted.id,
    after: {
      entry_number: entry.entry_number,
      entry_date: entry.entry_date,
      total_cents: entry.total_cents,
      draft_id: draftId,
    },
    requestId: caller.requestId,
  });
  return entry;
}

/** A new manual entry: saved as a draft, or posted at once (`post: true`). */
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
