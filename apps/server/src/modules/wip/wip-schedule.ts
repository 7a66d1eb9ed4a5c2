import {
  monthEndsBetween,
  type TProfitFade,
  type TProfitFadeMonth,
  type TWipSchedule,
  type TWipScheduleRow,
  wipTotals,
} from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations, projects } from '../../db/schema/index.ts';
import { WipErrors } from './wip.errors.ts';
import { findWipAdjustments } from './wip-adjustments.ts';
import { type TWipJobMonth, wipFigures } from './wip-figures.ts';

function scheduleRow(r: TWipJobMonth): TWipScheduleRow {
  const { period_end: _p, has_contract: _h, is_listed: _l, ...row } = r;
  return row;
}

/** The WIP schedule of a period (a month end): the listed jobs, the totals, the posted adjustment. */
export async function wipSchedule(tx: Db, organizationId: string, periodEnd: string): Promise<TWipSchedule> {
  const figures = await wipFigures(tx, organizationId, { from: periodEnd, to: periodEnd });
  const rows = figures.filter((r) => r.is_listed).map(scheduleRow);
  const withoutContract = figures.filter(
    (r) =>
      !r.has_contract &&
      r.cost_to_date_cents !== 0 &&
      (r.job_status === 'active' || r.job_status === 'on-hold'),
  ).length;
  const [company] = await tx
    .select({ closed: organizations.booksClosedThrough })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const adjustments = await findWipAdjustments(tx, organizationId, { periodEnd });
  return {
    period_end: periodEnd,
    rows,
    totals: wipTotals(rows),
    jobs_without_contract: withoutContract,
    books_closed_through: company?.closed ?? null,
    posted_adjustment: adjustments.find((a) => a.status === 'posted') ?? null,
  };
}

/**
 * Job profitability over time: the projection as it stood at each month end (that month's estimate
 * or the default, the contract and budget with the change orders dated by then), for one job — every
 * month of the range — or for every job together (the jobs on each month's schedule, summed).
 */
export async function profitFade(
  tx: Db,
  organizationId: string,
  query: { from: string; to: string; job_id?: string | undefined },
): Promise<TProfitFade> {
  let job: TProfitFade['job'] = null;
  if (query.job_id) {
    const [found] = await tx
      .select({ id: projects.id, job_number: projects.projectNumber, job_name: projects.projectName })
      .from(projects)
      .where(and(eq(projects.organizationId, organizationId), eq(projects.id, query.job_id)));
    if (!found) throw WipErrors.jobNotFound();
    job = found;
  }
  const figures = await wipFigures(tx, organizationId, {
    from: query.from,
    to: query.to,
    jobId: query.job_id ?? null,
  });
  const byMonth = new Map<string, TWipJobMonth[]>();
  for (const r of figures) {
    const counted = query.job_id ? r.has_contract : r.is_listed;
    const list = byMonth.get(r.period_end) ?? [];
    if (counted) list.push(r);
    byMonth.set(r.period_end, list);
  }
  // Every month of the range appears, even one with no job counted (a gap in the line).
  for (const end of monthEndsBetween(query.from, query.to)) if (!byMonth.has(end)) byMonth.set(end, []);
  const months: TProfitFadeMonth[] = [...byMonth.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([periodEnd, rows]) => {
      const t = wipTotals(rows);
      return {
        period_end: periodEnd,
        jobs: rows.length,
        revised_contract_cents: t.revised_contract_cents,
        cost_to_date_cents: t.cost_to_date_cents,
        cost_to_complete_cents: t.cost_to_complete_cents,
        estimated_total_cost_cents: t.estimated_total_cost_cents,
        billed_to_date_cents: t.billed_to_date_cents,
        earned_revenue_cents: t.earned_revenue_cents,
        over_under_cents: t.over_under_cents,
        estimated_gross_profit_cents: t.estimated_gross_profit_cents,
        estimated_margin_bps: rows.length === 0 ? null : t.estimated_margin_bps,
        percent_complete_bps: t.percent_complete_bps,
        estimates_set: rows.filter((r) => r.is_estimate_set).length,
      };
    });
  const margins = months.map((m) => m.estimated_margin_bps).filter((m): m is number => m !== null);
  return {
    from: query.from,
    to: query.to,
    job,
    months,
    fade_bps: margins.length >= 2 ? (margins.at(-1) as number) - (margins[0] as number) : null,
  };
}
