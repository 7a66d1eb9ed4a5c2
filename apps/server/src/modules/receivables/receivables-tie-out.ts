import type { TReceivablesTieOut } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { accountTotalsAsOf } from '../ledger/balances.ts';
import { receivableSets } from './receivable-sets.ts';

/**
 * The receivables subledger against the ledger as of a date: Σ per customer (current due of the
 * applications − payments) = the AR control account, Σ retainage held = the retainage receivable control.
 */
export async function receivablesTieOut(
  tx: Db,
  organizationId: string,
  asOf: string,
): Promise<TReceivablesTieOut> {
  const [sub] = rowsOf<{ ar: string; retainage: string }>(
    await tx.execute(sql`
      with ${receivableSets(organizationId, asOf)}
      select (select coalesce(sum(current_due_cents), 0) from apps)
             - (select coalesce(sum(amount_cents), 0) from rcpts) as ar,
             (select coalesce(sum(period_retainage_cents), 0) from apps) as retainage`),
  );
  const controls = rowsOf<{ id: string; system_key: string }>(
    await tx.execute(sql`
      select id, system_key from chart_of_accounts
      where organization_id = ${organizationId} and system_key in ('accounts_receivable', 'retainage_receivable')`),
  );
  const totals = await accountTotalsAsOf(tx, organizationId, asOf);
  const balance = (key: string) => {
    const id = controls.find((c) => c.system_key === key)?.id;
    const t = totals.find((x) => x.accountId === id);
    return t ? t.debitCents - t.creditCents : 0;
  };
  const result = {
    as_of: asOf,
    ar_subledger_cents: Number(sub?.ar ?? 0),
    ar_control_cents: balance('accounts_receivable'),
    retainage_subledger_cents: Number(sub?.retainage ?? 0),
    retainage_control_cents: balance('retainage_receivable'),
  };
  return {
    ...result,
    in_balance:
      result.ar_subledger_cents === result.ar_control_cents &&
      result.retainage_subledger_cents === result.retainage_control_cents,
  };
}
