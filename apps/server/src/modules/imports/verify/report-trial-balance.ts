import { firstOfMonth, monthEndOf, nextDay, previousDay, type TImportReport } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../../db/client.ts';
import { accountTotalsByRange, type TTotals } from '../../financial-statements/period-totals.ts';
import { fiscalYearEndOf, fiscalYearStartOf } from '../../financial-statements/statement-accounts.ts';
import type { TImportSourceModel, TSourceTrialBalanceRow } from '../model/source-model.ts';
import { normalizePath, type TChartAccount } from '../stages/accounts-plan.ts';

type TAccountRow = TImportReport['trial_balance'][number];
type TMonthEnd = TImportReport['month_ends'][number];

const isProfitAndLoss = (type: string) => type === 'revenue' || type === 'expense';
const netOf = (t: TTotals | undefined) => (t ? t.debit - t.credit : 0);
const byNumber = (a: TAccountRow, b: TAccountRow) =>
  a.account_number < b.account_number
    ? -1
    : a.account_number > b.account_number
      ? 1
      : a.account_name.localeCompare(b.account_name);

/** A source path's account: as written, normalized (`A:B`), then case-insensitively. */
export function accountLookup(resolved: ReadonlyMap<string, string>): (path: string) => string | null {
  const lower = new Map<string, string>();
  for (const [path, id] of resolved) lower.set(normalizePath(path).toLowerCase(), id);
  return (path) =>
    resolved.get(path) ??
    resolved.get(normalizePath(path)) ??
    lower.get(normalizePath(path).toLowerCase()) ??
    null;
}

/**
 * The product's balances at the cut-over, debit-positive, as the source's trial balance states them:
 * balance sheet accounts from the beginning of the books, income and expense from the start of the
 * cut-over's fiscal year (QuickBooks closes earlier years into retained earnings, which therefore
 * carries their net income here too — only when the chart has a retained earnings account, and not
 * when the source figures are the journal's own sums, which close nothing). One read of the period
 * balances for both ranges.
 */
export async function importedBalances(
  tx: Db,
  organizationId: string,
  cutoverDate: string,
  chart: readonly TChartAccount[],
  closeEarlierYears = true,
): Promise<{ balances: Map<string, number>; atCutover: Map<string, TTotals> }> {
  const fiscalStart = fiscalYearStartOf(await fiscalYearEndOf(tx, organizationId), cutoverDate);
  const [at = new Map<string, TTotals>(), before = new Map<string, TTotals>()] = await accountTotalsByRange(
    tx,
    organizationId,
    [
      { from: null, to: cutoverDate },
      { from: null, to: previousDay(fiscalStart) },
    ],
  );
  const retained = closeEarlierYears
    ? (chart.find((a) => a.systemKey === 'retained_earnings') ?? null)
    : null;
  const balances = new Map<string, number>();
  let priorYears = 0;
  for (const account of chart) {
    let net = netOf(at.get(account.id));
    if (retained && isProfitAndLoss(account.type)) {
      const prior = netOf(before.get(account.id));
      net -= prior;
      priorYears += prior;
    }
    if (net !== 0) balances.set(account.id, net);
  }
  if (retained && priorYears !== 0) balances.set(retained.id, (balances.get(retained.id) ?? 0) + priorYears);
  return { balances, atCutover: at };
}

/**
 * The trial balance at the cut-over account by account: the source's rows (debit − credit) summed on
 * the account each maps to, beside the product's balance; every account with either, in number
 * order. A source row whose account is not in the chart stands alone (imported 0). Amounts are
 * debit-positive (a credit balance is negative); difference = imported − source.
 */
export function trialBalanceRows(
  sourceRows: readonly TSourceTrialBalanceRow[],
  chart: readonly TChartAccount[],
  accountOf: (path: string) => string | null,
  balances: ReadonlyMap<string, number>,
): TAccountRow[] {
  const byId = new Map(chart.map((a) => [a.id, a]));
  const source = new Map<string, { cents: number; paths: string[] }>();
  const unmapped: TAccountRow[] = [];
  for (const row of sourceRows) {
    const cents = row.debitCents - row.creditCents;
    const id = accountOf(row.path);
    if (!id || !byId.has(id)) {
      unmapped.push({
        account_number: row.number ?? '',
        account_name: normalizePath(row.path),
        source_path: row.path,
        source_cents: cents,
        imported_cents: 0,
        difference_cents: -cents,
      });
      continue;
    }
    const entry = source.get(id) ?? { cents: 0, paths: [] };
    entry.cents += cents;
    entry.paths.push(row.path);
    source.set(id, entry);
  }
  const rows: TAccountRow[] = [];
  for (const id of new Set([...source.keys(), ...balances.keys()])) {
    const account = byId.get(id);
    if (!account) continue;
    const s = source.get(id);
    const imported = balances.get(id) ?? 0;
    const sourceCents = s?.cents ?? 0;
    if (!s && imported === 0) continue;
    rows.push({
      account_number: account.number,
      account_name: account.name,
      source_path: s ? s.paths.join(', ') : null,
      source_cents: sourceCents,
      imported_cents: imported,
      difference_cents: imported - sourceCents,
    });
  }
  return [...rows.sort(byNumber), ...unmapped];
}

/** The debit and credit columns' totals of both sides. */
export function trialBalanceTotals(rows: readonly TAccountRow[]): TImportReport['trial_balance_totals'] {
  const totals = {
    source_debit_cents: 0,
    source_credit_cents: 0,
    imported_debit_cents: 0,
    imported_credit_cents: 0,
  };
  for (const r of rows) {
    if (r.source_cents > 0) totals.source_debit_cents += r.source_cents;
    else totals.source_credit_cents -= r.source_cents;
    if (r.imported_cents > 0) totals.imported_debit_cents += r.imported_cents;
    else totals.imported_credit_cents -= r.imported_cents;
  }
  return totals;
}

/**
 * A full-history import's month ends: the trial balance's debit and credit columns at the end of
 * every month from the first source transaction's through the cut-over (the last one the cut-over
 * itself when it is not a month end). One read of the company's period balances, accumulated here;
 * the cut-over's own figures come from the totals already read.
 */
export async function monthEndChecks(
  tx: Db,
  organizationId: string,
  cutoverDate: string,
  model: Pick<TImportSourceModel, 'transactions'>,
  atCutover: ReadonlyMap<string, TTotals>,
): Promise<TMonthEnd[]> {
  let first: string | null = null;
  for (const t of model.transactions)
    if (t.date <= cutoverDate && (first === null || t.date < first)) first = t.date;
  if (first === null) return [];
  const isMonthEnd = monthEndOf(cutoverDate) === cutoverDate;
  // The last whole month: the cut-over's when it is a month end, else the month before.
  const lastWhole = isMonthEnd
    ? firstOfMonth(cutoverDate)
    : firstOfMonth(previousDay(firstOfMonth(cutoverDate)));
  const months = rowsOf<{ month: string; account_id: string; debit: string; credit: string }>(
    await tx.execute(sql`
      select to_char(period_month, 'YYYY-MM-DD') as month, account_id, debit_cents::text as debit,
        credit_cents::text as credit
      from account_period_balances
      where organization_id = ${organizationId} and period_month <= ${lastWhole}::date
      order by period_month`),
  );
  const columns = (nets: Iterable<number>) => {
    let debit = 0;
    let credit = 0;
    for (const n of nets) {
      if (n > 0) debit += n;
      else credit -= n;
    }
    return { debit, credit };
  };
  const out: TMonthEnd[] = [];
  const push = (monthEnd: string, nets: Iterable<number>) => {
    const { debit, credit } = columns(nets);
    out.push({ month_end: monthEnd, debit_cents: debit, credit_cents: credit, ok: debit === credit });
  };
  const firstMonth = firstOfMonth(first);
  const dataStart = months[0]?.month;
  const net = new Map<string, number>();
  let i = 0;
  for (
    let month = dataStart && dataStart < firstMonth ? dataStart : firstMonth;
    month <= lastWhole;
    month = nextDay(monthEndOf(month))
  ) {
    for (; i < months.length && (months[i]?.month ?? '') <= month; i++) {
      const r = months[i];
      if (r) net.set(r.account_id, (net.get(r.account_id) ?? 0) + Number(r.debit) - Number(r.credit));
    }
    if (month >= firstMonth) push(monthEndOf(month), net.values());
  }
  if (!isMonthEnd) push(cutoverDate, [...atCutover.values()].map(netOf));
  return out;
}

/**
 * The source's balances at the cut-over: the trial balance's rows (else the account list's opening
 * balances, as the opening entry reads them); for a full-history import without either, the journal's
 * transactions up to the cut-over summed per account.
 */
export function sourceTrialBalance(
  model: TImportSourceModel,
  cutoverDate: string,
  fullHistory: boolean,
  openingBalances: (model: TImportSourceModel) => TSourceTrialBalanceRow[],
): { rows: TSourceTrialBalanceRow[]; fromJournal: boolean } {
  const rows = openingBalances(model);
  if (rows.length > 0 || !fullHistory) return { rows, fromJournal: false };
  const byPath = new Map<string, TSourceTrialBalanceRow & { net: number }>();
  for (const t of model.transactions) {
    if (t.date > cutoverDate) continue;
    for (const line of t.lines) {
      const key = normalizePath(line.accountPath).toLowerCase();
      const row = byPath.get(key) ?? {
        path: line.accountPath,
        number: null,
        debitCents: 0,
        creditCents: 0,
        ref: t.ref,
        net: 0,
      };
      row.net += line.amountCents;
      byPath.set(key, row);
    }
  }
  const summed = [...byPath.values()]
    .filter((r) => r.net !== 0)
    .map(({ net, ...r }) => ({ ...r, debitCents: net > 0 ? net : 0, creditCents: net < 0 ? -net : 0 }));
  return { rows: summed, fromJournal: true };
}
