import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { ReceiptErrors } from './receipts.errors.ts';

/** The AR control account of the company (system key accounts_receivable). */
export async function receivableAccountId(tx: Db, organizationId: string): Promise<string> {
  const [row] = rowsOf<{ id: string }>(
    await tx.execute(sql`
      select id from chart_of_accounts
      where organization_id = ${organizationId} and system_key = 'accounts_receivable'`),
  );
  if (!row) throw ReceiptErrors.controlAccountMissing('accounts receivable');
  return row.id;
}
