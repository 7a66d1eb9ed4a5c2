import type { TReconciliation, TUpdateReconciliation } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { ReconciliationErrors } from './bank-reconciliations.errors.ts';
import { assertStatementDate } from './create-reconciliation.ts';
import { loadReconciliation, lockBankAccount, reconciliationAnswer } from './reconciliation-state.ts';

/** Corrects the statement date or ending balance of a reconciliation in progress. */
export async function updateReconciliation(
  tx: Db,
  caller: TenantCaller,
  id: string,
  input: TUpdateReconciliation,
): Promise<TReconciliation> {
  const org = caller.organizationId;
  const found = await loadReconciliation(tx, org, id);
  const account = await lockBankAccount(tx, org, found.bankAccountId);
  const row = await loadReconciliation(tx, org, id, { lock: true });
  if (row.status !== 'in_progress') throw ReconciliationErrors.finished();
  const statementDate = input.statement_date ?? row.statementDate;
  const ending = input.ending_balance_cents ?? row.endingBalanceCents;
  if (statementDate !== row.statementDate) await assertStatementDate(tx, org, account, statementDate, row.id);
  await tx.execute(sql`
    update bank_reconciliations
    set statement_date = ${statementDate}::date, ending_balance_cents = ${ending}, updated_at = now()
    where organization_id = ${org} and id = ${id}`);
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'update_bank_reconciliation',
    entity: 'bank_reconciliations',
    entityId: id,
    before: { statement_date: row.statementDate, ending_balance_cents: row.endingBalanceCents },
    after: { statement_date: statementDate, ending_balance_cents: ending },
    requestId: caller.requestId,
  });
  return reconciliationAnswer(tx, org, id);
}
