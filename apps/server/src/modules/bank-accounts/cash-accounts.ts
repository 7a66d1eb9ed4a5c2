import type { TCashAccountOption } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';

/** The company's active GL cash accounts, each with the bank account linked to it (or null). */
export async function findCashAccounts(tx: Db, organizationId: string): Promise<TCashAccountOption[]> {
  return rowsOf<TCashAccountOption>(
    await tx.execute(sql`
      select c.id, c.account_number as number, c.account_name as name, b.id as bank_account_id
      from chart_of_accounts c
      left join bank_accounts b on b.organization_id = c.organization_id and b.gl_account_id = c.id
      where c.organization_id = ${organizationId} and c.is_cash and c.is_active
      order by c.account_number`),
  );
}
