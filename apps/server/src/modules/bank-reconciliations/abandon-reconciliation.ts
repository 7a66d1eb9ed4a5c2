import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { ReconciliationErrors } from './bank-reconciliations.errors.ts';
import { loadReconciliation, lockBankAccount } from './reconciliation-state.ts';

/**
 * Abandons a reconciliation in progress. Its matches stay (they are the bookkeeper's work); the stamps
 * an undo left on them are cleared first — the foreign key's own "set null" would null the
 * organization column of the composite key too.
 */
export async function abandonReconciliation(tx: Db, caller: TenantCaller, id: string): Promise<void> {
  const org = caller.organizationId;
  const found = await loadReconciliation(tx, org, id);
  await lockBankAccount(tx, org, found.bankAccountId);
  const row = await loadReconciliation(tx, org, id, { lock: true });
  if (row.status !== 'in_progress') throw ReconciliationErrors.finished();
  await tx.execute(
    sql`update bank_matches set reconciliation_id = null where organization_id = ${org} and reconciliation_id = ${id}`,
  );
  await tx.execute(sql`delete from bank_reconciliations where organization_id = ${org} and id = ${id}`);
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'abandon_bank_reconciliation',
    entity: 'bank_reconciliations',
    entityId: id,
    before: {
      bank_account_id: row.bankAccountId,
      statement_date: row.statementDate,
      ending_balance_cents: row.endingBalanceCents,
    },
    requestId: caller.requestId,
  });
}
