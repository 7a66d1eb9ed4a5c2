import type { TReconciliation, TUndoReconciliation } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { reversePostedEntry } from '../ledger/reverse-posted-entry.ts';
import { ReconciliationErrors } from './bank-reconciliations.errors.ts';
import {
  loadReconciliation,
  lockBankAccount,
  reconciliationAnswer,
  type TReconciliationRow,
} from './reconciliation-state.ts';

/**
 * Reverses the adjustment entry (dated the statement date, so every balance on every date is as before
 * the finish; a closed period refuses it) and contra-matches the adjustment with its reversal.
 */
async function reverseAdjustment(tx: Db, caller: TenantCaller, row: TReconciliationRow, entryId: string) {
  const org = caller.organizationId;
  // The 'adjustment' match goes first: the reconciliation is in progress again, so it is unlocked.
  await tx.execute(sql`
    delete from bank_matches
    where organization_id = ${org} and bank_account_id = ${row.bankAccountId} and kind = 'adjustment'
      and created_entry_id = ${entryId}`);
  const reversed = await reversePostedEntry(tx, caller, entryId, {
    date: () => row.statementDate,
    memo: (original) => `Reversal of ${original.entryNumber}: ${original.memo}`,
    sourceId: row.id,
  });
  if (!reversed) throw new Error(`adjustment entry ${entryId} is already reversed`);
  const { reversal, originalLines: lines } = reversed;
  const reversalId = reversal.id;
  const cash = lines.find((l) => l.accountId === row.gl.id);
  const reversedCash = reversal.lines.find((l) => l.accountId === row.gl.id);
  if (!cash || !reversedCash) throw new Error('adjustment entry without a cash line');
  const [match] = rowsOf<{ id: string }>(
    await tx.execute(sql`
      insert into bank_matches (organization_id, bank_account_id, kind, reconciliation_id, created_by)
      values (${org}, ${row.bankAccountId}, 'contra', ${row.id}, ${caller.userId})
      returning id`),
  );
  if (!match) throw new Error('contra match insert returned no row');
  const amount = cash.debitCents - cash.creditCents;
  await tx.execute(sql`
    insert into bank_match_items (organization_id, match_id, entry_id, line_number, amount_cents)
    values (${org}, ${match.id}, ${entryId}, ${cash.lineNumber}, ${amount}),
           (${org}, ${match.id}, ${reversalId}, ${reversedCash.lineNumber}, ${-amount})`);
  return { reversal_entry_id: reversalId, reversal_entry_number: reversal.entryNumber };
}

/**
 * Undoes the account's latest finished reconciliation, with a reason:
 *   1. lock the bank account, then the reconciliation; refuse one not finished, not the latest, or
 *      while another reconciliation of the account is in progress;
 *   2. back to in progress, its frozen report dropped (the database allows this change only for the
 *      latest: RC002); its matches keep their stamp — an in-progress reconciliation locks nothing;
 *   3. an adjustment entry is reversed and contra-matched with its reversal;
 *   4. the audit row carries the reason and what the report said.
 */
export async function undoReconciliation(
  tx: Db,
  caller: TenantCaller,
  id: string,
  input: TUndoReconciliation,
): Promise<TReconciliation> {
  const org = caller.organizationId;
  // 1.
  const found = await loadReconciliation(tx, org, id);
  await lockBankAccount(tx, org, found.bankAccountId);
  const row = await loadReconciliation(tx, org, id, { lock: true });
  if (row.status !== 'finished') throw ReconciliationErrors.notFinished();
  if (!row.isLatestFinished) throw ReconciliationErrors.notLatest();
  const [open] = rowsOf<{ id: string }>(
    await tx.execute(sql`
      select id from bank_reconciliations
      where organization_id = ${org} and bank_account_id = ${row.bankAccountId} and status = 'in_progress'`),
  );
  if (open) throw ReconciliationErrors.undoWhileInProgress();
  // 2.
  await tx.execute(sql`
    update bank_reconciliations
    set status = 'in_progress', report = null, finished_at = null, finished_by = null,
        adjustment_entry_id = null, adjustment_reason = null, updated_at = now()
    where organization_id = ${org} and id = ${id}`);
  // 3.
  const reversal = row.adjustmentEntryId
    ? await reverseAdjustment(tx, caller, row, row.adjustmentEntryId)
    : null;
  // 4.
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'undo_bank_reconciliation',
    entity: 'bank_reconciliations',
    entityId: id,
    before: {
      status: 'finished',
      statement_date: row.statementDate,
      finished_at: row.finishedAt,
      finished_by_name: row.finishedByName,
      adjustment_entry_id: row.adjustmentEntryId,
      adjustment_reason: row.adjustmentReason,
      adjusted_bank_balance_cents: row.report?.adjusted_bank_balance_cents ?? null,
      book_balance_cents: row.report?.book_balance_cents ?? null,
    },
    after: { status: 'in_progress', reason: input.reason, ...(reversal ?? {}) },
    requestId: caller.requestId,
  });
  return reconciliationAnswer(tx, org, id);
}
