import {
  achEffectiveDate,
  nachaEntryHash,
  type TAchPreview,
  writeNachaFile,
  yymmdd,
} from '@groundwork/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { employeeBankAccounts, employees, profiles } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TDataCipher } from '../../lib/crypto.ts';
import { nextFileIdModifier, storeAchFile } from './ach-file-store.ts';
import { AchFileErrors } from './ach-files.errors.ts';
import { individualIdOf } from './ach-payroll-file.ts';
import { decryptOrFail, loadAchBank } from './ach-settings.ts';

// A profile the company may not read (the person left the company) leaves the name, never the money, out.
const nameSql = sql<string>`coalesce(nullif(${profiles.fullName}, ''), ${profiles.email}, 'Employee')`;

/** Active accounts still waiting for their prenote, in employee name order. */
async function pendingAccounts(tx: Db, organizationId: string) {
  return tx
    .select({ account: employeeBankAccounts, name: nameSql })
    .from(employeeBankAccounts)
    .innerJoin(employees, eq(employees.id, employeeBankAccounts.employeeId))
    .leftJoin(profiles, eq(profiles.id, employees.userId))
    .where(
      and(
        eq(employeeBankAccounts.organizationId, organizationId),
        eq(employeeBankAccounts.isActive, true),
        eq(employeeBankAccounts.prenoteStatus, 'pending'),
      ),
    )
    .orderBy(asc(nameSql), asc(employeeBankAccounts.sortOrder), asc(employeeBankAccounts.id));
}

/** The prenote file that would be made now: zero-dollar entries, one per pending account. */
export async function previewPrenoteFile(
  tx: Db,
  organizationId: string,
  requested: string | undefined,
  today: string,
): Promise<TAchPreview> {
  const effectiveDate = achEffectiveDate(requested ?? today, today);
  const rows = await pendingAccounts(tx, organizationId);
  let problem: string | null = null;
  try {
    await loadAchBank(tx, organizationId);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    problem = err.message;
  }
  if (!problem && rows.length === 0) problem = AchFileErrors.noPrenotes().message;
  return {
    is_ready: problem === null,
    problem,
    requested_date: requested ?? today,
    effective_date: effectiveDate,
    is_balanced: false,
    entry_count: rows.length,
    entry_hash: nachaEntryHash(rows.map((r) => r.account.routingNumber)),
    total_credit_cents: 0,
    total_debit_cents: 0,
    entries: rows.map((r) => ({
      employee_id: r.account.employeeId,
      employee_name: r.name,
      account: `•••• ${r.account.accountLast4}`,
      routing_number: r.account.routingNumber,
      account_type: r.account.accountType,
      amount_cents: 0,
    })),
    warnings: [],
  };
}

/**
 * Makes the prenote file of every pending account (23/33 entries of zero) and marks those accounts
 * sent on today's date; a person marks them verified once the bank has not returned them.
 */
export async function createPrenoteFile(
  tx: Db,
  caller: TenantCaller,
  cipher: TDataCipher,
  requested: string,
  now: { date: string; time: string },
): Promise<string> {
  const org = caller.organizationId;
  const bank = await loadAchBank(tx, org, true);
  const rows = await pendingAccounts(tx, org);
  if (rows.length === 0) throw AchFileErrors.noPrenotes();
  const effectiveDate = achEffectiveDate(requested, now.date);
  const modifier = await nextFileIdModifier(tx, org, now.date);
  const file = writeNachaFile({
    ...bank,
    creationDate: now.date,
    creationTime: now.time,
    fileIdModifier: modifier,
    referenceCode: 'PRENOTE',
    purpose: 'prenote',
    entryDescription: 'PAYROLL',
    descriptiveDate: yymmdd(effectiveDate),
    effectiveDate,
    entries: rows.map((r) => ({
      accountType: r.account.accountType,
      routingNumber: r.account.routingNumber,
      accountNumber: decryptOrFail(cipher, r.account.accountNumberEncrypted, 'bank_account'),
      amountCents: 0,
      individualId: individualIdOf(r.account.employeeId),
      individualName: r.name,
    })),
  });
  const ids = rows.map((r) => r.account.id);
  await tx
    .update(employeeBankAccounts)
    .set({ prenoteStatus: 'sent', prenoteSentOn: now.date, updatedAt: new Date() })
    .where(and(eq(employeeBankAccounts.organizationId, org), inArray(employeeBankAccounts.id, ids)));
  return storeAchFile(tx, caller, {
    purpose: 'prenote',
    runId: null,
    effectiveDate,
    fileIdModifier: modifier,
    file,
    auditAfter: { bank_account_ids: ids },
  });
}
