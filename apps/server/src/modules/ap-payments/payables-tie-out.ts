import type { TPayablesTieOut } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { accountTotalsAsOf } from '../ledger/balances.ts';
import { payableSets } from './payables-sets.ts';

/**
 * The payables subledger against the ledger as of a date: Σ vendors' open balances = the accounts
 * payable control account (its credit balance), Σ retainage held = retainage payable; with each
 * vendor's figures (those with anything open or held).
 */
export async function payablesTieOut(tx: Db, organizationId: string, asOf: string): Promise<TPayablesTieOut> {
  const vendors = rowsOf<{ id: string; number: string; name: string; open: string; held: string }>(
    await tx.execute(sql`
      with ${payableSets(organizationId, asOf)},
      figures as (
        select vendor_id, sum(net_cents) as open, sum(retainage_cents) as held from inv group by vendor_id
        union all select vendor_id, sum(amount_cents), -sum(amount_cents) from rel group by vendor_id
        union all select vendor_id, -sum(amount_cents), 0 from pay group by vendor_id
      )
      select v.id, v.vendor_number as number, v.name, sum(f.open)::text as open, sum(f.held)::text as held
      from figures f join vendors v on v.organization_id = ${organizationId} and v.id = f.vendor_id
      group by v.id, v.vendor_number, v.name
      having sum(f.open) <> 0 or sum(f.held) <> 0
      order by v.name, v.vendor_number`),
  );
  // One query after another: they share the transaction's one connection.
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
  const items = vendors.map((v) => ({
    vendor: { id: v.id, number: v.number, name: v.name },
    open_cents: Number(v.open),
    retainage_held_cents: Number(v.held),
  }));
  const result = {
    as_of: asOf,
    ap_subledger_cents: items.reduce((s, v) => s + v.open_cents, 0),
    ap_control_cents: creditBalance('accounts_payable'),
    retainage_subledger_cents: items.reduce((s, v) => s + v.retainage_held_cents, 0),
    retainage_control_cents: creditBalance('retainage_payable'),
  };
  return {
    ...result,
    in_balance:
      result.ap_subledger_cents === result.ap_control_cents &&
      result.retainage_subledger_cents === result.retainage_control_cents,
    vendors: items,
  };
}
