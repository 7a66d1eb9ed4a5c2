import {
  previousDay,
  type TTrialBalance,
  type TTrialBalancePeriod,
  type TTrialBalancePeriodRow,
  todayIso,
} from '@groundwork/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chartOfAccounts } from '../../db/schema/index.ts';
import { accountTotalsByRange } from '../financial-statements/period-totals.ts';
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

const onSide = (net: number) => ({ debit: net > 0 ? net : 0, credit: net < 0 ? -net : 0 });
const byAccountNumber = (a: { account_number: string }, b: { account_number: string }) =>
  a.account_number < b.account_number ? -1 : a.account_number > b.account_number ? 1 : 0;

/**
 * The trial balance of a period: each account's balance the day before `from` on its side, the
 * period's debits and credits, and its balance at `to` on its side — every account with an opening
 * balance or a line in the period. Each pair of columns totals equal. One read of the period balances
 * for both ranges (accountTotalsByRange), never a query per account.
 */
export async function trialBalancePeriod(
  tx: Db,
  organizationId: string,
  from: string,
  to: string,
): Promise<TTrialBalancePeriod> {
  const [opening, activity] = await accountTotalsByRange(tx, organizationId, [
    { from: null, to: previousDay(from) },
    { from, to },
  ]);
  const accounts = await tx
    .select({
      id: chartOfAccounts.id,
      number: chartOfAccounts.accountNumber,
      name: chartOfAccounts.accountName,
      type: chartOfAccounts.accountType,
    })
    .from(chartOfAccounts)
    .where(eq(chartOfAccounts.organizationId, organizationId));
  const totals = {
    opening_debit_cents: 0,
    opening_credit_cents: 0,
    debit_cents: 0,
    credit_cents: 0,
    closing_debit_cents: 0,
    closing_credit_cents: 0,
  };
  const rows: TTrialBalancePeriodRow[] = [];
  for (const account of accounts) {
    const o = opening?.get(account.id);
    const a = activity?.get(account.id);
    const openingNet = o ? o.debit - o.credit : 0;
    const debit = a?.debit ?? 0;
    const credit = a?.credit ?? 0;
    if (openingNet === 0 && debit === 0 && credit === 0) continue;
    const open = onSide(openingNet);
    const close = onSide(openingNet + debit - credit);
    const row: TTrialBalancePeriodRow = {
      account_id: account.id,
      account_number: account.number,
      account_name: account.name,
      account_type: account.type,
      opening_debit_cents: open.debit,
      opening_credit_cents: open.credit,
      debit_cents: debit,
      credit_cents: credit,
      closing_debit_cents: close.debit,
      closing_credit_cents: close.credit,
    };
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += row[key];
    rows.push(row);
  }
  rows.sort(byAccountNumber);
  return { from, to, rows, totals };
}
