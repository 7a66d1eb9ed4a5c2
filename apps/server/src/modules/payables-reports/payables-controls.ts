import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { accountTotalsAsOf } from '../ledger/balances.ts';

/**
 * The credit balances of the accounts payable and retainage payable control accounts as of a date
 * (0 when the chart has none): what the payables reports tie out to.
 */
export async function payablesControlBalances(
  tx: Db,
  organizationId: string,
  asOf: string,
): Promise<{ accountsPayableCents: number; retainagePayableCents: number }> {
  const controls = rowsOf<{ id: string; system_key: string }>(
    await tx.execute(sql`
      select id, system_key from chart_of_accounts
      where organization_id = ${organizationId} and system_key in ('accounts_payable', 'retainage_payable')`),
  );
  const totals = await accountTotalsAsOf(tx, organizationId, asOf);
  const creditBalance = (key: string) => {
    const id = controls.find((c) => c.system_key === key)?.id;
    const t = totals.find((x) => x.accountId === id);
    return t ? t.creditCents - t.debitCents : 0;
  };
  return {
    accountsPayableCents: creditBalance('accounts_payable'),
    retainagePayableCents: creditBalance('retainage_payable'),
  };
}
