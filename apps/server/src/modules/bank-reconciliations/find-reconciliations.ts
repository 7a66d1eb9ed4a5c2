import type { TReconciliation } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { ReconciliationErrors } from './bank-reconciliations.errors.ts';
import { liveFigures, reconciliationJson, selectReconciliations } from './reconciliation-state.ts';

/** A bank account's reconciliations, newest statement first; the one in progress with live figures. */
export async function findReconciliations(
  tx: Db,
  organizationId: string,
  bankAccountId: string,
): Promise<TReconciliation[]> {
  const [account] = rowsOf<{ id: string }>(
    await tx.execute(
      sql`select id from bank_accounts where organization_id = ${organizationId} and id = ${bankAccountId}`,
    ),
  );
  if (!account) throw ReconciliationErrors.bankAccountNotFound();
  const rows = await selectReconciliations(tx, organizationId, sql`r.bank_account_id = ${bankAccountId}`);
  const items: TReconciliation[] = [];
  for (const row of rows)
    items.push(
      reconciliationJson(
        row,
        row.status === 'in_progress' ? await liveFigures(tx, organizationId, row) : null,
      ),
    );
  return items;
}
