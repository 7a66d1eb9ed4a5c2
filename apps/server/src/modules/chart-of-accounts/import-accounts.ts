import {
  cleanAccountRow,
  normalBalanceOf,
  previewAccountImport,
  type TAccountImportResult,
  type TAccountImportRow,
  type TAccountPreview,
  type TAccountType,
  type TNormalBalance,
} from '@groundwork/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chartOfAccounts } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { AccountErrors } from './chart-of-accounts.errors.ts';

async function existingAccounts(tx: Db, organizationId: string) {
  return tx
    .select({
      id: chartOfAccounts.id,
      account_number: chartOfAccounts.accountNumber,
      account_type: chartOfAccounts.accountType,
      system_key: chartOfAccounts.systemKey,
    })
    .from(chartOfAccounts)
    .where(eq(chartOfAccounts.organizationId, organizationId));
}

/** What the import would do with each row (the same function the browser runs). */
export async function previewImport(
  tx: Db,
  caller: TenantCaller,
  rows: readonly TAccountImportRow[],
): Promise<TAccountPreview> {
  return previewAccountImport(rows, await existingAccounts(tx, caller.organizationId));
}

/**
 * Imports the chart, all or nothing:
 *   1. lock the chart and preview again on the current accounts — any invalid row refuses the file;
 *   2. insert the new numbers and update the existing ones (name, type unless system, normal balance,
 *      description, cash flag), parents left empty;
 *   3. set every row's parent by number, now that all of them exist.
 */
export async function importAccounts(
  tx: Db,
  caller: TenantCaller,
  rows: readonly TAccountImportRow[],
): Promise<TAccountImportResult> {
  const org = caller.organizationId;
  await tx.execute(sql`select 1 from chart_of_accounts where organization_id = ${org} for update`);
  const existing = await existingAccounts(tx, org);
  const preview = previewAccountImport(rows, existing);
  if (preview.invalid > 0) throw AccountErrors.importBlocked();

  const clean = rows.map(cleanAccountRow);
  const idByNumber = new Map(existing.map((a) => [a.account_number, a.id]));
  let created = 0;
  let updated = 0;
  for (const [i, row] of clean.entries()) {
    // A column the file does not have leaves an existing account's value as it is.
    const given = rows[i] as TAccountImportRow;
    const type = row.account_type as TAccountType;
    const normal = (row.normal_balance || normalBalanceOf(type)) as TNormalBalance;
    const id = idByNumber.get(row.account_number);
    if (id) {
      await tx
        .update(chartOfAccounts)
        .set({
          accountName: row.account_name,
          accountType: type,
          ...(given.description === undefined ? {} : { description: row.description || null }),
          ...(given.is_cash === undefined ? {} : { isCash: row.is_cash }),
          ...(given.normal_balance === undefined ? {} : { normalBalance: normal }),
          updatedAt: new Date(),
        })
        .where(eq(chartOfAccounts.id, id));
      updated++;
    } else {
      const [inserted] = await tx
        .insert(chartOfAccounts)
        .values({
          organizationId: org,
          accountNumber: row.account_number,
          accountName: row.account_name,
          accountType: type,
          normalBalance: normal,
          description: row.description || null,
          isCash: row.is_cash,
        })
        .returning({ id: chartOfAccounts.id });
      if (inserted) idByNumber.set(row.account_number, inserted.id);
      created++;
    }
  }
  for (const row of clean) {
    if (!row.parent_number) continue;
    await tx
      .update(chartOfAccounts)
      .set({ parentId: idByNumber.get(row.parent_number) ?? null })
      .where(eq(chartOfAccounts.id, idByNumber.get(row.account_number) as string));
  }
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'import_accounts',
    entity: 'chart_of_accounts',
    after: { created, updated, rows: clean.length },
    requestId: caller.requestId,
  });
  return { created, updated };
}
