import { randomUUID } from 'node:crypto';
import { JOURNAL_MESSAGES, type TJournalEntry, type TOpeningBalances } from '@groundwork/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chartOfAccounts, journalEntries } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { loadPostedEntry } from '../journal-entries/journal-entry-json.ts';
import { openingBalanceLines } from './opening-balance-posting.ts';
import { postEntry } from './post-entry.ts';

async function currentOpeningEntryId(tx: Db, organizationId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.organizationId, organizationId),
        eq(journalEntries.sourceType, 'opening'),
        isNull(journalEntries.reversedById),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** The opening entry in force (not reversed), or null. */
export async function getOpeningBalances(
  tx: Db,
  caller: TenantCaller,
): Promise<{ entry: TJournalEntry | null }> {
  const id = await currentOpeningEntryId(tx, caller.organizationId);
  return { entry: id ? await loadPostedEntry(tx, caller.organizationId, id) : null };
}

/**
 * Posts the opening balances as one entry on the start date, the difference to Opening Balance Equity.
 * One opening entry at a time: to enter them again, reverse the one in force.
 */
export async function postOpeningBalances(
  tx: Db,
  caller: TenantCaller,
  input: TOpeningBalances,
): Promise<TJournalEntry> {
  if (await currentOpeningEntryId(tx, caller.organizationId))
    throw new AppError('opening_exists', JOURNAL_MESSAGES.openingExists, 409);
  const [equity] = await tx
    .select({ id: chartOfAccounts.id })
    .from(chartOfAccounts)
    .where(
      and(
        eq(chartOfAccounts.organizationId, caller.organizationId),
        eq(chartOfAccounts.systemKey, 'opening_balance_equity'),
      ),
    );
  if (!equity) throw new Error('the Opening Balance Equity account is missing');
  const lines = openingBalanceLines(input.lines, equity.id);
  if (lines.length === 0) throw new AppError('invalid_input', JOURNAL_MESSAGES.openingEmpty, 400);
  const id = randomUUID();
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'post_opening_balances',
    entity: 'journal_entries',
    entityId: id,
    after: { entry_date: input.entry_date },
    requestId: caller.requestId,
  });
  await postEntry(tx, {
    id,
    organizationId: caller.organizationId,
    entryDate: input.entry_date,
    memo: 'Opening balances',
    sourceType: 'opening',
    postedBy: caller.userId,
    lines,
  });
  const entry = await loadPostedEntry(tx, caller.organizationId, id);
  if (!entry) throw new Error('opening entry not found');
  return entry;
}
