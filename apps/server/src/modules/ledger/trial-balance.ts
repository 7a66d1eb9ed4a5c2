import { type TTrialBalance, todayIso } from '@groundwork/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chartOfAccounts } from '../../db/schema/index.ts';
import { accountTotalsAsOf } from './balances.ts';

/**
 * The trial balance as of a date: each account with a non-zero balance in its debit or credit column
 * (net of its totals), in number order. The columns' totals are equal because every entry balances.
 */
export async function trialBalance(
  tx: Db,
  organizationId: string,
  asOf = todayIso(),
): Promise<TTrialBalance> {
  const totals = await accountTotalsAsOf(tx, organizationId, asOf);
  const accounts = await tx
    .select({
      id: chartOfAccounts.id,
      number: chartOfAccounts.accountNumber,
      name: chartOfAccounts.accountName,
      type: chartOfAccounts.accountType,
    })
    .from(chartOfAccounts)
    .where(eq(chartOfAccounts.organizationId, organizationId));
  const byId = new Map(accounts.map((a) => [a.id, a]));
  let totalDebit = 0;
  let totalCredit = 0;
  const rows = totals
    .map((t) => {
      const account = byId.get(t.accountId);
      if (!account) return null;
      const net = t.debitCents - t.creditCents;
      if (net === 0) return null;
      const debit = net > 0 ? net : 0;
      const credit = net < 0 ? -net : 0;
      totalDebit += debit;
      totalCredit += credit;
      return {
        account_id: account.id,
        account_number: account.number,
        account_name: account.name,
        account_type: account.type,
        debit_cents: debit,
        credit_cents: credit,
      };
    })
    .filter((r) => r !== null)
    .sort((a, b) => (a.account_number < b.account_number ? -1 : a.account_number > b.account_number ? 1 : 0));
  return { as_of: asOf, rows, total_debit_cents: totalDebit, total_credit_cents: totalCredit };
}
