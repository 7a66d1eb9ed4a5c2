import type { TCreateReconciliation, TReconciliation } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { violatedUniqueIndex } from '../../lib/db-errors.ts';
import { ONE_OPEN_INDEX, ReconciliationErrors } from './bank-reconciliations.errors.ts';
import { lastFinished, lockBankAccount, reconciliationAnswer } from './reconciliation-state.ts';

/**
 * The statement date must follow the account's last finished reconciliation (periods never overlap)
 * and its opening balance date (book items on or before it are history).
 */
export async function assertStatementDate(
  tx: Db,
  organizationId: string,
  account: { id: string; openingBalanceDate: string | null },
  statementDate: string,
  exceptId: string | null,
): Promise<{ endingBalanceCents: number } | null> {
  if (account.openingBalanceDate && statementDate <= account.openingBalanceDate)
    throw ReconciliationErrors.dateNotAfterOpening(account.openingBalanceDate);
  const previous = await lastFinished(tx, organizationId, account.id, exceptId);
  if (previous && statementDate <= previous.statementDate)
    throw ReconciliationErrors.dateNotAfterLast(previous.statementDate);
  return previous;
}

/**
 * Starts reconciling a statement:
 *   1. lock the bank account (reconciliation changes of one account run one after the other);
 *   2. refuse a second one in progress, a date not after the last finished one or the opening date, an
 *      import of another account;
 *   3. beginning balance = the last finished reconciliation's ending, else the account's opening balance.
 */
export async function createReconciliation(
  tx: Db,
  caller: TenantCaller,
  bankAccountId: string,
  input: TCreateReconciliation,
): Promise<TReconciliation> {
  const org = caller.organizationId;
  // 1.
  const account = await lockBankAccount(tx, org, bankAccountId);
  // 2.
  const [open] = rowsOf<{ id: string }>(
    await tx.execute(sql`
      select id from bank_reconciliations
      where organization_id = ${org} and bank_account_id = ${bankAccountId} and status = 'in_progress'`),
  );
  if (open) throw ReconciliationErrors.inProgress();
  const previous = await assertStatementDate(tx, org, account, input.statement_date, null);
  if (input.import_id) {
    const [found] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        select id from bank_statement_imports
        where organization_id = ${org} and bank_account_id = ${bankAccountId} and id = ${input.import_id}`),
    );
    if (!found) throw ReconciliationErrors.importNotFound();
  }
  // 3.
  const beginning = previous ? previous.endingBalanceCents : account.openingBalanceCents;
  let id: string;
  try {
    const [created] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into bank_reconciliations (organization_id, bank_account_id, statement_date, beginning_balance_cents,
          ending_balance_cents, import_id, created_by)
        values (${org}, ${bankAccountId}, ${input.statement_date}::date, ${beginning}, ${input.ending_balance_cents},
          ${input.import_id ?? null}::uuid, ${caller.userId})
        returning id`),
    );
    if (!created) throw new Error('reconciliation insert returned no row');
    id = created.id;
  } catch (err) {
    if (violatedUniqueIndex(err) === ONE_OPEN_INDEX) throw ReconciliationErrors.inProgress();
    throw err;
  }
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'start_bank_reconciliation',
    entity: 'bank_reconciliations',
    entityId: id,
    after: {
      bank_account_id: bankAccountId,
      statement_date: input.statement_date,
      ending_balance_cents: input.ending_balance_cents,
      beginning_balance_cents: beginning,
    },
    requestId: caller.requestId,
  });
  return reconciliationAnswer(tx, org, id);
}
