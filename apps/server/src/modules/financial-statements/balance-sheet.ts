import {
  accountTreeOrder,
  amountForType,
  previousDay,
  type TBalanceSheet,
  type TBalanceSheetQuery,
  type TBalanceSheetRow,
  type TBalanceSheetSection,
  type TEarningsParts,
  todayIso,
} from '@groundwork/shared';
import type { Db } from '../../db/client.ts';
import { accountTotalsByRange, type TTotals } from './period-totals.ts';
import {
  fiscalYearEndOf,
  fiscalYearStartOf,
  loadStatementAccounts,
  type TStatementAccount,
} from './statement-accounts.ts';

const SECTIONS: { key: TBalanceSheetSection; title: string; type: 'asset' | 'liability' | 'equity' }[] = [
  { key: 'assets', title: 'Assets', type: 'asset' },
  { key: 'liabilities', title: 'Liabilities', type: 'liability' },
  { key: 'equity', title: 'Equity', type: 'equity' },
];

/** Net income (revenue − expenses) of the totals given, over the profit and loss accounts. */
function netIncome(accounts: readonly TStatementAccount[], totals: Map<string, TTotals>): number {
  let net = 0;
  for (const a of accounts) {
    if (!a.section) continue;
    const t = totals.get(a.id);
    if (t) net += t.credit - t.debit;
  }
  return net;
}

/**
 * The balance sheet as of a date, optionally beside a second date. No closing entries are posted:
 * the retained earnings line is the retained earnings account plus the net income of every fiscal
 * year before the date's (closed into it at the fiscal year's start, from the company's fiscal year
 * end), and current-year earnings is the net income from the fiscal year's start to the date. Assets
 * = liabilities + equity whenever every entry balanced: the report says so (is_balanced).
 * ONE read of the period balances for both dates (four cumulative ranges).
 */
export async function balanceSheet(
  tx: Db,
  organizationId: string,
  query: TBalanceSheetQuery,
): Promise<TBalanceSheet> {
  const asOf = query.as_of ?? todayIso();
  const compareTo = query.compare_to ?? null;
  const fye = await fiscalYearEndOf(tx, organizationId);
  const accounts = await loadStatementAccounts(tx, organizationId);
  const fiscalStart = fiscalYearStartOf(fye, asOf);
  const priorFiscalStart = compareTo ? fiscalYearStartOf(fye, compareTo) : null;
  const totals = await accountTotalsByRange(tx, organizationId, [
    { from: null, to: asOf },
    { from: null, to: previousDay(fiscalStart) },
    ...(compareTo && priorFiscalStart
      ? [
          { from: null, to: compareTo },
          { from: null, to: previousDay(priorFiscalStart) },
        ]
      : []),
  ]);
  const [atDate, beforeYear, atPrior, beforePriorYear] = totals;
  const retainedAccount = accounts.find((a) => a.system_key === 'retained_earnings') ?? null;

  const earningsAt = (
    at: Map<string, TTotals> | undefined,
    before: Map<string, TTotals> | undefined,
    start: string,
  ): TEarningsParts => {
    const all = at ? netIncome(accounts, at) : 0;
    const prior = before ? netIncome(accounts, before) : 0;
    const own = retainedAccount ? at?.get(retainedAccount.id) : undefined;
    return {
      fiscal_year_start: start,
      retained_earnings_account_cents: own ? own.credit - own.debit : 0,
      prior_years_net_income_cents: prior,
      current_year_net_income_cents: all - prior,
    };
  };
  const earnings = earningsAt(atDate, beforeYear, fiscalStart);
  const priorEarnings =
    compareTo && priorFiscalStart ? earningsAt(atPrior, beforePriorYear, priorFiscalStart) : null;

  const balanceOf = (a: TStatementAccount, map: Map<string, TTotals> | undefined) => {
    const t = map?.get(a.id);
    return t ? amountForType(a.account_type, t.debit, t.credit) : 0;
  };
  const row = (
    kind: TBalanceSheetRow['kind'],
    label: string,
    amount: number,
    prior: number | null,
    account: TStatementAccount | null,
    depth = 0,
  ): TBalanceSheetRow => ({
    kind,
    account_id: account?.id ?? null,
    account_number: account?.account_number ?? null,
    label,
    depth,
    amount_cents: amount,
    prior_cents: prior,
    change_cents: prior === null ? null : amount - prior,
  });

  const sections = SECTIONS.map(({ key, title, type }) => {
    const own = accounts.filter((a) => a.account_type === type && a.id !== retainedAccount?.id);
    const rows: TBalanceSheetRow[] = accountTreeOrder(own)
      .map(({ account, depth }) => {
        const amount = balanceOf(account, atDate);
        const prior = compareTo ? balanceOf(account, atPrior) : null;
        if (amount === 0 && (prior ?? 0) === 0) return null;
        return row('account', account.account_name, amount, prior, account, depth);
      })
      .filter((r) => r !== null);
    if (key === 'equity') {
      rows.push(
        row(
          'retained_earnings',
          retainedAccount?.account_name ?? 'Retained Earnings',
          earnings.retained_earnings_account_cents + earnings.prior_years_net_income_cents,
          priorEarnings
            ? priorEarnings.retained_earnings_account_cents + priorEarnings.prior_years_net_income_cents
            : null,
          retainedAccount,
        ),
        row(
          'current_earnings',
          'Current year earnings',
          earnings.current_year_net_income_cents,
          priorEarnings ? priorEarnings.current_year_net_income_cents : null,
          null,
        ),
      );
    }
    const total = rows.reduce((s, r) => s + r.amount_cents, 0);
    const priorTotal = compareTo ? rows.reduce((s, r) => s + (r.prior_cents ?? 0), 0) : null;
    return { key, title, rows, total_cents: total, prior_total_cents: priorTotal };
  });

  const totalOf = (key: TBalanceSheetSection) => sections.find((s) => s.key === key)?.total_cents ?? 0;
  const priorOf = (key: TBalanceSheetSection) => sections.find((s) => s.key === key)?.prior_total_cents ?? 0;
  const assets = totalOf('assets');
  const liabilitiesAndEquity = totalOf('liabilities') + totalOf('equity');
  return {
    as_of: asOf,
    compare_to: compareTo,
    retained_earnings_account_id: retainedAccount?.id ?? null,
    earnings,
    prior_earnings: priorEarnings,
    sections,
    total_assets_cents: assets,
    total_liabilities_and_equity_cents: liabilitiesAndEquity,
    prior_total_assets_cents: compareTo ? priorOf('assets') : null,
    prior_total_liabilities_and_equity_cents: compareTo ? priorOf('liabilities') + priorOf('equity') : null,
    difference_cents: assets - liabilitiesAndEquity,
    is_balanced: assets === liabilitiesAndEquity,
  };
}
