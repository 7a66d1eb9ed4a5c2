import {
  accountTreeOrder,
  amountForType,
  comparisonRange,
  PNL_SECTION_TITLES,
  PNL_SECTIONS,
  statementChange,
  statementMonthColumns,
  statementPeriodLabel,
  type TPnlFigures,
  type TPnlSection,
  type TProfitAndLoss,
  type TProfitAndLossQuery,
  todayIso,
} from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projects } from '../../db/schema/index.ts';
import { CommonErrors } from '../../lib/app-error.ts';
import { accountTotalsByRange, jobAccountTotalsByRange, type TBucketRange } from './period-totals.ts';
import { fiscalYearEndOf, fiscalYearStartOf, loadStatementAccounts } from './statement-accounts.ts';

const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);

function figures(amounts: number[], total: number, prior: number | null, byMonth: boolean): TPnlFigures {
  const changed = prior === null ? null : statementChange(total, prior);
  return {
    amounts: byMonth ? amounts : [total],
    total_cents: total,
    prior_cents: prior,
    change_cents: changed?.change_cents ?? null,
    change_percent: changed?.change_percent ?? null,
  };
}

/** a − b, column by column. */
function minus(a: TPnlFigures, b: TPnlFigures, byMonth: boolean, monthCount: number): TPnlFigures {
  const amounts = byMonth
    ? Array.from({ length: monthCount }, (_, i) => (a.amounts[i] ?? 0) - (b.amounts[i] ?? 0))
    : [];
  const prior = a.prior_cents === null || b.prior_cents === null ? null : a.prior_cents - b.prior_cents;
  return figures(amounts, a.total_cents - b.total_cents, prior, byMonth);
}

/**
 * The profit and loss of a period: revenue, cost of revenue (job costs), gross profit, operating
 * expenses (overhead), net income — by account, optionally by month and against the prior period or
 * the prior year, optionally for one job. ONE read of the period balances for every column
 * (accountTotalsByRange), or of the job's lines for a job.
 */
export async function profitAndLoss(
  tx: Db,
  organizationId: string,
  query: TProfitAndLossQuery,
): Promise<TProfitAndLoss> {
  const fye = await fiscalYearEndOf(tx, organizationId);
  const to = query.to ?? todayIso();
  const fiscalStart = fiscalYearStartOf(fye, to);
  const from = query.from ?? (fiscalStart <= to ? fiscalStart : to);
  if (from > to) throw CommonErrors.invalidInput('The start date must be on or before the end date');
  const byMonth = query.columns === 'month';
  const months = statementMonthColumns({ from, to });
  const comparison = comparisonRange({ from, to }, query.compare);

  let job: TProfitAndLoss['job'] = null;
  if (query.job_id) {
    const [row] = await tx
      .select({ id: projects.id, number: projects.projectNumber, name: projects.projectName })
      .from(projects)
      .where(and(eq(projects.organizationId, organizationId), eq(projects.id, query.job_id)));
    if (!row) throw CommonErrors.notFound('Job');
    job = row;
  }

  const ranges: TBucketRange[] = [...months.map((m) => ({ from: m.from, to: m.to }))];
  if (comparison) ranges.push(comparison);
  const accounts = await loadStatementAccounts(tx, organizationId);
  const totals = job
    ? await jobAccountTotalsByRange(tx, organizationId, job.id, ranges)
    : await accountTotalsByRange(tx, organizationId, ranges);
  const priorBucket = comparison ? months.length : -1;

  const sections = PNL_SECTIONS.map((key) => {
    const inSection = accounts.filter((a) => a.section === key);
    const rows = accountTreeOrder(inSection)
      .map(({ account, depth }) => {
        const amountIn = (b: number) => {
          const t = totals[b]?.get(account.id);
          return t ? amountForType(account.account_type, t.debit, t.credit) : 0;
        };
        const amounts = months.map((_, i) => amountIn(i));
        const prior = comparison ? amountIn(priorBucket) : null;
        const total = sum(amounts);
        const moved = total !== 0 || amounts.some((a) => a !== 0) || (prior ?? 0) !== 0;
        if (!moved) return null;
        return {
          account_id: account.id,
          account_number: account.account_number,
          account_name: account.account_name,
          depth,
          monthly: amounts,
          ...figures(amounts, total, prior, byMonth),
        };
      })
      .filter((r) => r !== null);
    const monthly = months.map((_, i) => sum(rows.map((r) => r.monthly[i] ?? 0)));
    const total = figures(
      monthly,
      sum(rows.map((r) => r.total_cents)),
      comparison ? sum(rows.map((r) => r.prior_cents ?? 0)) : null,
      byMonth,
    );
    return { key, title: PNL_SECTION_TITLES[key], rows, total, monthly };
  });

  const section = (key: TPnlSection) => sections.find((s) => s.key === key) as (typeof sections)[number];
  const revenue = section('revenue');
  const cost = section('cost_of_revenue');
  const overhead = section('operating_expenses');
  const grossProfit = minus(revenue.total, cost.total, byMonth, months.length);
  const netIncome = minus(grossProfit, overhead.total, byMonth, months.length);

  return {
    from,
    to,
    fiscal_year_start: fiscalStart,
    compare: query.compare,
    columns: query.columns,
    periods: byMonth
      ? months.map((m) => ({ key: m.from.slice(0, 7), label: m.label, from: m.from, to: m.to }))
      : [{ key: 'total', label: statementPeriodLabel({ from, to }), from, to }],
    comparison: comparison
      ? {
          key: query.compare,
          label: statementPeriodLabel(comparison),
          from: comparison.from,
          to: comparison.to,
        }
      : null,
    job,
    sections: sections.map(({ monthly: _m, rows, ...s }) => ({
      ...s,
      rows: rows.map(({ monthly: _rm, ...r }) => r),
    })),
    gross_profit: grossProfit,
    net_income: netIncome,
    months: months.map((m, i) => {
      const rev = revenue.monthly[i] ?? 0;
      const gp = rev - (cost.monthly[i] ?? 0);
      return {
        month: m.from.slice(0, 7),
        label: m.label,
        from: m.from,
        to: m.to,
        revenue_cents: rev,
        gross_profit_cents: gp,
        net_income_cents: gp - (overhead.monthly[i] ?? 0),
      };
    }),
  };
}
