import { ACCOUNT_CSV_COLUMNS } from '@groundwork/shared';
import type { TCsvValue } from '@groundwork/shared/csv/csv-cell';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { chartOfAccounts } from '../../db/schema/index.ts';

/** The chart as CSV rows in the import's columns, so an exported file imports back unchanged. */
export async function accountCsvRows(tx: Db, organizationId: string): Promise<TCsvValue[][]> {
  const parent = alias(chartOfAccounts, 'parent');
  const rows = await tx
    .select({
      number: chartOfAccounts.accountNumber,
      name: chartOfAccounts.accountName,
      type: chartOfAccounts.accountType,
      normal: chartOfAccounts.normalBalance,
      parent: parent.accountNumber,
      description: chartOfAccounts.description,
      isCash: chartOfAccounts.isCash,
    })
    .from(chartOfAccounts)
    .leftJoin(parent, eq(parent.id, chartOfAccounts.parentId))
    .where(eq(chartOfAccounts.organizationId, organizationId))
    .orderBy(asc(chartOfAccounts.accountNumber));
  return rows.map((r) => [
    r.number,
    r.name,
    r.type,
    r.normal,
    r.parent,
    r.description,
    r.isCash ? 'true' : 'false',
  ]);
}

export { ACCOUNT_CSV_COLUMNS };
