import {
  lastFour,
  splitProblems,
  type TBankAccount,
  type TCreateBankAccount,
  type TUpdateBankAccount,
} from '@groundwork/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { employeeBankAccounts } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import type { TDataCipher } from '../../lib/crypto.ts';
import { violatedUniqueIndex } from '../../lib/db-errors.ts';
import { type BankAccountRow, bankAccountJson } from './employee-pay-json.ts';
import { employeeOf } from './employee-pay-profile.ts';
import { PaySetupErrors } from './pay-setup.errors.ts';

async function accountRow(tx: Db, caller: TenantCaller, id: string) {
  const [row] = await tx
    .select()
    .from(employeeBankAccounts)
    .where(
      and(eq(employeeBankAccounts.organizationId, caller.organizationId), eq(employeeBankAccounts.id, id)),
    );
  if (!row) throw PaySetupErrors.bankAccountNotFound();
  return row;
}

/** Four decimals in hundredths of a basis point, so percents add exactly ("33.3333" → 333333). */
const percentUnits = (p: string | null) => Math.round(Number(p ?? 0) * 10_000);

/**
 * The employee's active accounts with `candidate` in place of its stored self: at most one takes
 * the remainder, and the percent splits add up to at most 100 %.
 */
async function assertSplits(
  tx: Db,
  caller: TenantCaller,
  employeeId: string,
  candidate: { id: string | null; splitMethod: string; percent: string | null; isActive: boolean },
) {
  const others = await tx
    .select()
    .from(employeeBankAccounts)
    .where(
      and(
        eq(employeeBankAccounts.organizationId, caller.organizationId),
        eq(employeeBankAccounts.employeeId, employeeId),
        eq(employeeBankAccounts.isActive, true),
        candidate.id ? ne(employeeBankAccounts.id, candidate.id) : undefined,
      ),
    );
  const active = candidate.isActive
    ? [...others.map((o) => ({ splitMethod: o.splitMethod, percent: o.percent })), candidate]
    : others;
  if (active.filter((a) => a.splitMethod === 'remainder').length > 1) throw PaySetupErrors.oneRemainder();
  const total = active
    .filter((a) => a.splitMethod === 'percent')
    .reduce((sum, a) => sum + percentUnits(a.percent), 0);
  if (total > 100 * 10_000) throw PaySetupErrors.percentTotal(String(total / 10_000));
}

/** Two remainder accounts saved at once: the second meets the index the check above stands for. */
const oneRemainder = (err: unknown) => {
  if (violatedUniqueIndex(err) === 'employee_bank_accounts_one_remainder')
    throw PaySetupErrors.oneRemainder();
  throw err;
};

const splitColumns = (v: { split_method: string; amount_cents: number | null; percent: string | null }) => ({
  amountCents: v.split_method === 'amount' ? v.amount_cents : null,
  percent: v.split_method === 'percent' ? v.percent : null,
});

async function auditAccount(
  tx: Db,
  caller: TenantCaller,
  action: string,
  id: string,
  before: BankAccountRow | null,
  after: TBankAccount | null,
) {
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action,
    entity: 'employee_bank_accounts',
    entityId: id,
    before: before ? bankAccountJson(before) : null,
    after,
    requestId: caller.requestId,
  });
}

/** Adds a direct deposit account: the number encrypted, the last four in clear, the prenote pending. */
export async function addBankAccount(
  tx: Db,
  caller: TenantCaller,
  cipher: TDataCipher,
  employeeId: string,
  input: TCreateBankAccount,
): Promise<TBankAccount> {
  await employeeOf(tx, caller, employeeId);
  await assertSplits(tx, caller, employeeId, {
    id: null,
    splitMethod: input.split_method,
    percent: input.percent,
    isActive: true,
  });
  const [row] = await tx
    .insert(employeeBankAccounts)
    .values({
      organizationId: caller.organizationId,
      employeeId,
      routingNumber: input.routing_number,
      accountNumberEncrypted: cipher.encrypt(input.account_number, 'bank_account'),
      accountLast4: lastFour(input.account_number),
      accountType: input.account_type,
      splitMethod: input.split_method,
      ...splitColumns(input),
      sortOrder: input.sort_order,
      prenoteStatus: input.prenote_status,
      prenoteSentOn: input.prenote_sent_on,
    })
    .returning()
    .catch(oneRemainder);
  if (!row) throw new Error('bank account insert returned no row');
  const after = bankAccountJson(row);
  await auditAccount(tx, caller, 'create_bank_account', row.id, null, after);
  return after;
}

/**
 * Edits an account. A new routing or account number is a new destination: its prenote starts over
 * (pending) unless the edit sets a status itself.
 */
export async function updateBankAccount(
  tx: Db,
  caller: TenantCaller,
  cipher: TDataCipher,
  id: string,
  input: TUpdateBankAccount,
): Promise<TBankAccount> {
  const before = await accountRow(tx, caller, id);
  if (!before.isActive) throw PaySetupErrors.inactiveAccount();
  const current = bankAccountJson(before);
  const merged = {
    split_method: input.split_method ?? current.split_method,
    amount_cents: input.amount_cents !== undefined ? input.amount_cents : current.amount_cents,
    percent: input.percent !== undefined ? input.percent : current.percent,
  };
  const [problem] = splitProblems(merged);
  if (problem) throw PaySetupErrors.invalid(problem.message);
  await assertSplits(tx, caller, before.employeeId, {
    id,
    splitMethod: merged.split_method,
    percent: merged.percent,
    isActive: true,
  });
  const newDestination =
    (input.routing_number !== undefined && input.routing_number !== before.routingNumber) ||
    input.account_number !== undefined;
  const [row] = await tx
    .update(employeeBankAccounts)
    .set({
      routingNumber: input.routing_number ?? before.routingNumber,
      ...(input.account_number !== undefined
        ? {
            accountNumberEncrypted: cipher.encrypt(input.account_number, 'bank_account'),
            accountLast4: lastFour(input.account_number),
          }
        : {}),
      accountType: input.account_type ?? before.accountType,
      splitMethod: merged.split_method,
      ...splitColumns(merged),
      sortOrder: input.sort_order ?? before.sortOrder,
      prenoteStatus: input.prenote_status ?? (newDestination ? 'pending' : before.prenoteStatus),
      prenoteSentOn:
        input.prenote_sent_on !== undefined
          ? input.prenote_sent_on
          : newDestination
            ? null
            : before.prenoteSentOn,
      updatedAt: new Date(),
    })
    .where(eq(employeeBankAccounts.id, id))
    .returning()
    .catch(oneRemainder);
  if (!row) throw PaySetupErrors.bankAccountNotFound();
  const after = bankAccountJson(row);
  await auditAccount(tx, caller, 'update_bank_account', id, before, after);
  return after;
}

/** Stops paying into an account; it stays on file (past ACH files name it). */
export async function deactivateBankAccount(tx: Db, caller: TenantCaller, id: string): Promise<TBankAccount> {
  const before = await accountRow(tx, caller, id);
  const [row] = await tx
    .update(employeeBankAccounts)
    .set({ isActive: false, updatedAt: new Date() })
    .where(eq(employeeBankAccounts.id, id))
    .returning();
  if (!row) throw PaySetupErrors.bankAccountNotFound();
  const after = bankAccountJson(row);
  await auditAccount(tx, caller, 'deactivate_bank_account', id, before, after);
  return after;
}

/** The whole account number (payroll:sensitive), audited. */
export async function revealBankAccount(
  tx: Db,
  caller: TenantCaller,
  cipher: TDataCipher,
  id: string,
): Promise<{ account_number: string }> {
  const row = await accountRow(tx, caller, id);
  const accountNumber = cipher.decrypt(row.accountNumberEncrypted, 'bank_account');
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'reveal_bank_account',
    entity: 'employee_bank_accounts',
    entityId: id,
    after: { account_last4: row.accountLast4, employee_id: row.employeeId },
    requestId: caller.requestId,
  });
  return { account_number: accountNumber };
}
