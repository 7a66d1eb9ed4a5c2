import { isControlAccount, type TFinishReconciliation, type TReconciliation } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { adjustmentPostingLines } from './adjustment-posting.ts';
import { ReconciliationErrors } from './bank-reconciliations.errors.ts';
import { assertStatementDate } from './create-reconciliation.ts';
import { buildReport, type TReportAdjustment } from './reconciliation-report.ts';
import {
  liveState,
  loadReconciliation,
  lockBankAccount,
  reconciliationAnswer,
  type TReconciliationRow,
} from './reconciliation-state.ts';

type TAdjustmentInput = NonNullable<TFinishReconciliation['adjustment']>;

/** The adjustment's other account: of the company, active, not the bank's own, not a control account. */
async function assertAdjustmentAccount(
  tx: Db,
  organizationId: string,
  row: TReconciliationRow,
  accountId: string,
) {
  const [account] = rowsOf<{ id: string; is_active: boolean; system_key: string | null }>(
    await tx.execute(sql`
      select id, is_active, system_key from chart_of_accounts
      where organization_id = ${organizationId} and id = ${accountId}`),
  );
  if (!account) throw ReconciliationErrors.adjustmentAccountNotFound();
  if (account.id === row.gl.id) throw ReconciliationErrors.adjustmentAccountIsBank();
  if (!account.is_active) throw ReconciliationErrors.adjustmentAccountInactive();
  if (isControlAccount(account.system_key)) throw ReconciliationErrors.adjustmentAccountControl();
}

/**
 * Posts the adjustment entry for the difference (dated the statement date, source 'bank') and matches
 * its cash line alone as an 'adjustment' match stamped with the reconciliation.
 */
async function postAdjustment(
  tx: Db,
  caller: TenantCaller,
  row: TReconciliationRow,
  differenceCents: number,
  adjustment: TAdjustmentInput,
): Promise<TReportAdjustment> {
  const org = caller.organizationId;
  await assertAdjustmentAccount(tx, org, row, adjustment.account_id);
  const memo = `Reconciliation adjustment, statement of ${row.statementDate}: ${adjustment.reason}`.slice(
    0,
    500,
  );
  const entry = await postEntry(tx, {
    organizationId: org,
    entryDate: row.statementDate,
    memo,
    sourceType: 'bank',
    sourceId: row.id,
    postedBy: caller.userId,
    lines: adjustmentPostingLines({
      differenceCents,
      accounts: { cash: row.gl.id, other: adjustment.account_id },
      memo,
    }),
  });
  const cashLine = entry.lines.find((l) => l.accountId === row.gl.id);
  if (!cashLine) throw new Error('adjustment entry without a cash line');
  const [match] = rowsOf<{ id: string }>(
    await tx.execute(sql`
      insert into bank_matches (organization_id, bank_account_id, kind, reconciliation_id, created_entry_id, created_by)
      values (${org}, ${row.bankAccountId}, 'adjustment', ${row.id}, ${entry.id}, ${caller.userId})
      returning id`),
  );
  if (!match) throw new Error('adjustment match insert returned no row');
  await tx.execute(sql`
    insert into bank_match_items (organization_id, match_id, entry_id, line_number, amount_cents)
    values (${org}, ${match.id}, ${entry.id}, ${cashLine.lineNumber}, ${differenceCents})`);
  return {
    entry_id: entry.id,
    entry_number: entry.entryNumber,
    amount_cents: differenceCents,
    reason: adjustment.reason,
  };
}

/**
 * Finishes a reconciliation, in one transaction:
 *   1. lock the bank account, then the reconciliation; refuse one already finished, a statement date not
 *      after the last finished one (the database refuses an overlap too: RC002);
 *   2. recompute the figures; at a difference other than zero refuse without an adjustment, else post
 *      the adjustment entry (cash vs the chosen account, dated the statement date) and match it;
 *   3. stamp exactly the matches cleared in it (and take the stamp off any an undo left that no longer
 *      clear here); a match deleted meanwhile refuses the finish;
 *   4. freeze the report (book balance = the GL cash account as of the statement date) and mark it
 *      finished — from now on the database refuses any change to what it cleared (RC001); audit.
 */
export async function finishReconciliation(
  tx: Db,
  caller: TenantCaller,
  id: string,
  input: TFinishReconciliation,
): Promise<TReconciliation> {
  const org = caller.organizationId;
  // 1.
  const found = await loadReconciliation(tx, org, id);
  const account = await lockBankAccount(tx, org, found.bankAccountId);
  const row = await loadReconciliation(tx, org, id, { lock: true });
  if (row.status !== 'in_progress') throw ReconciliationErrors.finished();
  await assertStatementDate(tx, org, account, row.statementDate, row.id);
  // 2.
  let live = await liveState(tx, org, row);
  const difference = live.figures.difference_cents;
  const adjustments: TReportAdjustment[] = [];
  if (difference !== 0) {
    if (!input.adjustment) throw ReconciliationErrors.differenceNotZero(difference);
    adjustments.push(await postAdjustment(tx, caller, row, difference, input.adjustment));
    live = await liveState(tx, org, row);
    if (live.figures.difference_cents !== 0) throw ReconciliationErrors.changedWhileFinishing();
  }
  // 3.
  const cleared = live.figures.cleared_match_ids;
  const clearedList =
    cleared.length > 0
      ? sql.join(
          cleared.map((m) => sql`${m}::uuid`),
          sql`, `,
        )
      : null;
  await tx.execute(sql`
    update bank_matches set reconciliation_id = null
    where organization_id = ${org} and reconciliation_id = ${id}
      ${clearedList ? sql`and id not in (${clearedList})` : sql``}`);
  if (clearedList) {
    const stamped = rowsOf<{ id: string }>(
      await tx.execute(sql`
        update bank_matches set reconciliation_id = ${id}
        where organization_id = ${org} and bank_account_id = ${row.bankAccountId} and id in (${clearedList})
        returning id`),
    );
    if (stamped.length !== cleared.length) throw ReconciliationErrors.changedWhileFinishing();
  }
  // 4.
  const [who] = rowsOf<{ now: string; name: string | null }>(
    await tx.execute(
      sql`select to_json(now())#>>'{}' as now, (select full_name from profiles where id = ${caller.userId}) as name`,
    ),
  );
  const finishedAt = new Date(who?.now ?? Date.now()).toISOString();
  const report = await buildReport(tx, org, row, live, {
    status: 'finished',
    adjustments,
    finishedAt,
    finishedByName: who?.name ?? null,
  });
  const adjustment = adjustments[0] ?? null;
  await tx.execute(sql`
    update bank_reconciliations
    set status = 'finished', beginning_balance_cents = ${live.beginningBalanceCents}, finished_at = now(),
        finished_by = ${caller.userId}, report = ${JSON.stringify(report)}::jsonb,
        adjustment_entry_id = ${adjustment?.entry_id ?? null}::uuid,
        adjustment_reason = ${adjustment ? (input.adjustment?.reason ?? null) : null}, updated_at = now()
    where organization_id = ${org} and id = ${id}`);
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'finish_bank_reconciliation',
    entity: 'bank_reconciliations',
    entityId: id,
    after: {
      statement_date: row.statementDate,
      ending_balance_cents: row.endingBalanceCents,
      cleared_matches: cleared.length,
      adjustment,
      adjusted_bank_balance_cents: report.adjusted_bank_balance_cents,
      book_balance_cents: report.book_balance_cents,
    },
    requestId: caller.requestId,
  });
  return reconciliationAnswer(tx, org, id);
}
