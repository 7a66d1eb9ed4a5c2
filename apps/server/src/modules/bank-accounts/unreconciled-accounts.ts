import { lastDayOfPreviousMonth, todayIso } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import type { TenantCaller } from '../../lib/api-route.ts';

/**
 * The dashboard badge of the Reconciliation tile: active bank accounts with no finished reconciliation
 * of a statement dated last month's end or later (an account whose reconciling starts on or after that
 * day has nothing of last month to reconcile) — the same rule as `unreconciled_last_month`.
 */
export async function countUnreconciledBankAccounts(tx: Db, caller: TenantCaller): Promise<number> {
  const lastMonthEnd = lastDayOfPreviousMonth(todayIso());
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      select count(*)::int as n from bank_accounts a
      where a.organization_id = ${caller.organizationId} and a.is_active
        and (a.opening_balance_date is null or a.opening_balance_date < ${lastMonthEnd})
        and not exists (
          select 1 from bank_reconciliations r
          where r.organization_id = a.organization_id and r.bank_account_id = a.id
            and r.status = 'finished' and r.statement_date >= ${lastMonthEnd})`),
  );
  return Number(row?.n ?? 0);
}
