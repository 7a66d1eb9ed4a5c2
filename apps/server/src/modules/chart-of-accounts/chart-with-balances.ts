import { signedBalance, type TAccountWithBalance, type TChartQuery, todayIso } from '@groundwork/shared';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountPeriodBalances, chartOfAccounts } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/db-errors.ts';
import { accountTotalsAsOf } from '../ledger/balances.ts';
import { accountJson } from './find-accounts.ts';

/** The chart for the Chart of Accounts page: every account with its balance as of a date (default today). */
export async function chartWithBalances(
  tx: Db,
  organizationId: string,
  query: TChartQuery,
): Promise<TAccountWithBalance[]> {
  const where: SQL[] = [eq(chartOfAccounts.organizationId, organizationId)];
  if (query.include_inactive !== 'true') where.push(eq(chartOfAccounts.isActive, true));
  if (query.search) {
    const p = containsPattern(query.search);
    where.push(
      sql`(${chartOfAccounts.accountNumber} ilike ${p} or ${chartOfAccounts.accountName} ilike ${p})`,
    );
  }
  const totals = await accountTotalsAsOf(tx, organizationId, query.as_of ?? todayIso());
  const accounts = await tx
    .select()
    .from(chartOfAccounts)
    .where(and(...where))
    .orderBy(asc(chartOfAccounts.accountNumber));
  const posted = await tx
    .selectDistinct({ id: accountPeriodBalances.accountId })
    .from(accountPeriodBalances)
    .where(eq(accountPeriodBalances.organizationId, organizationId));
  const totalOf = new Map(totals.map((t) => [t.accountId, t]));
  const hasPostings = new Set(posted.map((p) => p.id));
  return accounts.map((a) => {
    const t = totalOf.get(a.id);
    return {
      ...accountJson(a),
      balance_cents: t ? signedBalance(a.normalBalance, t.debitCents, t.creditCents) : 0,
      has_postings: hasPostings.has(a.id),
    };
  });
}
