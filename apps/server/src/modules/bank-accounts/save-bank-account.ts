import type {
  TCsvProfile,
  TReconBankAccount,
  TReconCreateBankAccount,
  TReconUpdateBankAccount,
} from '@groundwork/shared';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { bankAccounts, chartOfAccounts } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { violatedUniqueIndex } from '../../lib/db-errors.ts';
import { loadBankAccount } from './bank-account-json.ts';
import { BankAccountErrors, GL_ACCOUNT_INDEX } from './bank-accounts.errors.ts';

export type TBankAccountRow = typeof bankAccounts.$inferSelect;

/** The bank account row of the company (404 otherwise); `lock` takes it for the rest of the transaction. */
export async function findBankAccountRow(
  tx: Db,
  organizationId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<TBankAccountRow> {
  const query = tx
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.organizationId, organizationId), eq(bankAccounts.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw BankAccountErrors.notFound();
  return row;
}

/** The ledger account must be an active cash account of the company. */
async function assertCashAccount(tx: Db, organizationId: string, glAccountId: string): Promise<void> {
  const [account] = await tx
    .select({ isCash: chartOfAccounts.isCash, isActive: chartOfAccounts.isActive })
    .from(chartOfAccounts)
    .where(and(eq(chartOfAccounts.organizationId, organizationId), eq(chartOfAccounts.id, glAccountId)));
  if (!account?.isCash || !account.isActive) throw BankAccountErrors.glAccountNotCash();
}

/** Links a GL cash account to a new bank account (one bank account per cash account). */
export async function createBankAccount(
  tx: Db,
  caller: TenantCaller,
  input: TReconCreateBankAccount,
): Promise<TReconBankAccount> {
  const org = caller.organizationId;
  await assertCashAccount(tx, org, input.gl_account_id);
  const [linked] = await tx
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.organizationId, org), eq(bankAccounts.glAccountId, input.gl_account_id)));
  if (linked) throw BankAccountErrors.glAccountLinked();
  let id: string;
  try {
    const [row] = await tx
      .insert(bankAccounts)
      .values({
        organizationId: org,
        glAccountId: input.gl_account_id,
        name: input.name,
        bankName: input.bank_name,
        lastFour: input.last_four,
        routingNumber: input.routing_number,
        openingBalanceCents: input.opening_balance_cents,
        openingBalanceDate: input.opening_balance_date,
      })
      .returning({ id: bankAccounts.id });
    if (!row) throw new Error('bank account insert returned no row');
    id = row.id;
  } catch (err) {
    // Two people linking the same cash account at once: the unique index decides.
    if (violatedUniqueIndex(err) === GL_ACCOUNT_INDEX) throw BankAccountErrors.glAccountLinked();
    throw err;
  }
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'create_bank_account',
    entity: 'bank_accounts',
    entityId: id,
    after: input,
    requestId: caller.requestId,
  });
  return loadBankAccount(tx, org, id);
}

async function hasFinishedReconciliation(tx: Db, organizationId: string, id: string): Promise<boolean> {
  const rows = rowsOf<{ one: number }>(
    await tx.execute(sql`
      select 1 as one from bank_reconciliations
      where organization_id = ${organizationId} and bank_account_id = ${id} and status = 'finished' limit 1`),
  );
  return rows.length > 0;
}

/**
 * Changes a bank account's details. The opening balance and date are where reconciling starts: they
 * change only while no reconciliation of the account is finished (its beginning balance came from them).
 */
export async function updateBankAccount(
  tx: Db,
  caller: TenantCaller,
  id: string,
  input: TReconUpdateBankAccount,
): Promise<TReconBankAccount> {
  const org = caller.organizationId;
  const before = await findBankAccountRow(tx, org, id, { lock: true });
  const changesOpening =
    (input.opening_balance_cents !== undefined &&
      input.opening_balance_cents !== before.openingBalanceCents) ||
    (input.opening_balance_date !== undefined && input.opening_balance_date !== before.openingBalanceDate);
  if (changesOpening && (await hasFinishedReconciliation(tx, org, id)))
    throw BankAccountErrors.openingLocked();
  const changes: Partial<typeof bankAccounts.$inferInsert> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.bank_name !== undefined) changes.bankName = input.bank_name ?? '';
  if (input.last_four !== undefined) changes.lastFour = input.last_four;
  if (input.routing_number !== undefined) changes.routingNumber = input.routing_number;
  if (input.opening_balance_cents !== undefined) changes.openingBalanceCents = input.opening_balance_cents;
  if (input.opening_balance_date !== undefined) changes.openingBalanceDate = input.opening_balance_date;
  if (input.is_active !== undefined) changes.isActive = input.is_active;
  if (Object.keys(changes).length > 0) {
    await tx
      .update(bankAccounts)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(bankAccounts.organizationId, org), eq(bankAccounts.id, id)));
    await audit(tx, {
      organizationId: org,
      actorId: caller.userId,
      action: 'update_bank_account',
      entity: 'bank_accounts',
      entityId: id,
      before: {
        name: before.name,
        bank_name: before.bankName,
        last_four: before.lastFour,
        routing_number: before.routingNumber,
        opening_balance_cents: before.openingBalanceCents,
        opening_balance_date: before.openingBalanceDate,
        is_active: before.isActive,
      },
      after: input,
      requestId: caller.requestId,
    });
  }
  return loadBankAccount(tx, org, id);
}

/** Saves the account's CSV mapping (the import wizard's columns, date format, signs, encoding). */
export async function saveCsvProfile(
  tx: Db,
  caller: TenantCaller,
  id: string,
  profile: TCsvProfile,
): Promise<void> {
  const org = caller.organizationId;
  await findBankAccountRow(tx, org, id, { lock: true });
  await tx
    .update(bankAccounts)
    .set({ csvProfile: profile, updatedAt: new Date() })
    .where(and(eq(bankAccounts.organizationId, org), eq(bankAccounts.id, id)));
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'save_bank_csv_profile',
    entity: 'bank_accounts',
    entityId: id,
    after: profile,
    requestId: caller.requestId,
  });
}

/**
 * Unlinks a bank account that holds nothing yet: one with statement lines, matches or reconciliations is
 * refused (409) — make it inactive instead. Its imports without lines and its own rules go with it.
 */
export async function deleteBankAccount(tx: Db, caller: TenantCaller, id: string): Promise<void> {
  const org = caller.organizationId;
  const before = await findBankAccountRow(tx, org, id, { lock: true });
  const [used] = rowsOf<{ used: boolean }>(
    await tx.execute(sql`
      select exists (select 1 from bank_statement_lines where organization_id = ${org} and bank_account_id = ${id})
        or exists (select 1 from bank_matches where organization_id = ${org} and bank_account_id = ${id})
        or exists (select 1 from bank_reconciliations where organization_id = ${org} and bank_account_id = ${id})
        as used`),
  );
  if (used?.used) throw BankAccountErrors.inUse();
  await tx.delete(bankAccounts).where(and(eq(bankAccounts.organizationId, org), eq(bankAccounts.id, id)));
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'delete_bank_account',
    entity: 'bank_accounts',
    entityId: id,
    before: { gl_account_id: before.glAccountId, name: before.name, last_four: before.lastFour },
    requestId: caller.requestId,
  });
}
