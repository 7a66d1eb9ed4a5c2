import { splitByLargestRemainder } from '../money/split.ts';
import type {
  TJobCostCategorySubtotal,
  TJobCostCodeSubtotal,
  TJobCostReportFigures,
  TJobCostReportJob,
  TJobCostReportLine,
} from './job-cost-report.schemas.ts';

/**
 * The rules of the job cost report (issue 17, item 4), pure: from a job's summed sources per cost code ×
 * category to its lines, subtotals and totals. The server reads the sources in one SQL aggregation
 * (the job cost summary's); everything computed from them is here, so it is tested without a database.
 */

/** One code × category of a job as the database sums it (cents). */
export type TJobCostSource = {
  cost_code_id: string;
  cost_code: string;
  cost_category_id: string;
  cost_category_code: string;
  is_budgeted: boolean;
  original_budget_cents: number;
  approved_changes_cents: number;
  committed_cents: number;
  actual_cents: number;
};

/**
 * A line's estimated cost to complete by default: what is still to be spent of the larger of its revised
 * budget and its commitments, never below 0.
 * - The budget not yet spent is the plan (revised − actual).
 * - A commitment above the budget is still owed to the vendor: committed − actual is coming whatever the
 *   budget says, so the larger of the two is the floor of the projection.
 * - A line already spent beyond both has nothing left to spend (0), not a negative cost.
 * So projected cost at completion = max(actual, revised, committed).
 */
export function defaultCostToComplete(line: {
  revised_budget_cents: number;
  committed_cents: number;
  actual_cents: number;
}): number {
  return Math.max(0, Math.max(line.revised_budget_cents, line.committed_cents) - line.actual_cents);
}

/**
 * The lines' estimated cost to complete when the job has a WIP estimate (its cost to complete for the
 * latest WIP period ending on or before the report's date): the estimate is spread over the lines by
 * largest remainder in proportion to their default cost to complete, so the lines add up to the
 * estimate exactly and the job's total agrees with the WIP schedule. Lines with nothing left by default
 * get nothing — unless every line is at 0, when the estimate is spread by revised budget (or evenly, if
 * no line has a budget). A job without lines has nothing to spread over: [].
 */
export function spreadCostToComplete(
  estimateCents: number,
  lines: readonly { revised_budget_cents: number; committed_cents: number; actual_cents: number }[],
): number[] {
  if (lines.length === 0) return [];
  const defaults = lines.map(defaultCostToComplete);
  const budgets = lines.map((line) => Math.max(0, line.revised_budget_cents));
  const weights = defaults.some((d) => d > 0)
    ? defaults
    : budgets.some((b) => b > 0)
      ? budgets
      : lines.map(() => 1);
  return splitByLargestRemainder(estimateCents, weights);
}

/** Figures with derived columns filled in from the parts. */
function figures(parts: {
  original: number;
  approved: number;
  committed: number;
  actual: number;
  costToComplete: number;
}): TJobCostReportFigures {
  const revised = parts.original + parts.approved;
  const projected = parts.actual + parts.costToComplete;
  return {
    original_budget_cents: parts.original,
    approved_changes_cents: parts.approved,
    revised_budget_cents: revised,
    committed_cents: parts.committed,
    actual_cents: parts.actual,
    cost_to_complete_cents: parts.costToComplete,
    projected_cost_cents: projected,
    variance_cents: revised - projected,
  };
}

export const ZERO_JOB_COST_FIGURES: TJobCostReportFigures = figures({
  original: 0,
  approved: 0,
  committed: 0,
  actual: 0,
  costToComplete: 0,
});

/** The sum of figures (every column is additive: derived ones add up to what the sums derive). */
export function addJobCostFigures(list: readonly TJobCostReportFigures[]): TJobCostReportFigures {
  const sum = (pick: (f: TJobCostReportFigures) => number) => list.reduce((s, f) => s + pick(f), 0);
  return figures({
    original: sum((f) => f.original_budget_cents),
    approved: sum((f) => f.approved_changes_cents),
    committed: sum((f) => f.committed_cents),
    actual: sum((f) => f.actual_cents),
    costToComplete: sum((f) => f.cost_to_complete_cents),
  });
}

/** Lines grouped by a key, in order of first appearance, each group added up. */
function subtotalsBy<L extends TJobCostReportFigures, T>(
  lines: readonly L[],
  key: (line: L) => string,
  make: (first: L, total: TJobCostReportFigures) => T,
): T[] {
  const groups = new Map<string, L[]>();
  for (const line of lines) {
    const k = key(line);
    const group = groups.get(k);
    if (group) group.push(line);
    else groups.set(k, [line]);
  }
  return [...groups.values()].map((group) => make(group[0] as L, addJobCostFigures(group)));
}

export type TJobCostBreakdown = Pick<
  TJobCostReportJob,
  'lines' | 'cost_code_subtotals' | 'category_subtotals' | 'totals'
>;

/**
 * A job's lines (in the sources' order: cost code, then category), their subtotals per cost code (in
 * code order) and per category (in category code order) and the job's total. With a WIP estimate the
 * lines' cost to complete is that estimate spread (spreadCostToComplete), else each line's default.
 */
export function jobCostBreakdown(
  sources: readonly TJobCostSource[],
  wipCostToCompleteCents: number | null,
): TJobCostBreakdown {
  const base = sources.map((s) => ({
    revised_budget_cents: s.original_budget_cents + s.approved_changes_cents,
    committed_cents: s.committed_cents,
    actual_cents: s.actual_cents,
  }));
  const costToComplete =
    wipCostToCompleteCents === null
      ? base.map(defaultCostToComplete)
      : spreadCostToComplete(wipCostToCompleteCents, base);
  const lines: TJobCostReportLine[] = sources.map((s, i) => ({
    cost_code_id: s.cost_code_id,
    cost_code: s.cost_code,
    cost_category_id: s.cost_category_id,
    cost_category_code: s.cost_category_code,
    is_budgeted: s.is_budgeted,
    ...figures({
      original: s.original_budget_cents,
      approved: s.approved_changes_cents,
      committed: s.committed_cents,
      actual: s.actual_cents,
      costToComplete: costToComplete[i] ?? 0,
    }),
  }));
  const costCodeSubtotals: TJobCostCodeSubtotal[] = subtotalsBy(
    lines,
    (l) => l.cost_code_id,
    (first, total) => ({ cost_code_id: first.cost_code_id, cost_code: first.cost_code, ...total }),
  ).sort((a, b) => a.cost_code.localeCompare(b.cost_code));
  return {
    lines,
    cost_code_subtotals: costCodeSubtotals,
    category_subtotals: categorySubtotals(lines),
    totals: addJobCostFigures(lines),
  };
}

/** Lines (of one job or many) added up per cost category, in category code order. */
export function categorySubtotals(
  lines: readonly (TJobCostReportFigures & { cost_category_id: string; cost_category_code: string })[],
): TJobCostCategorySubtotal[] {
  return subtotalsBy(
    lines,
    (l) => l.cost_category_id,
    (first, total) => ({
      cost_category_id: first.cost_category_id,
      cost_category_code: first.cost_category_code,
      ...total,
    }),
  ).sort((a, b) => a.cost_category_code.localeCompare(b.cost_category_code));
}

/** Every job's category subtotals added up per category (the chart of a selection of jobs). */
export function categoryTotalsOfJobs(jobs: readonly TJobCostBreakdown[]): TJobCostCategorySubtotal[] {
  return categorySubtotals(jobs.flatMap((job) => job.category_subtotals));
}

/** The grand total of jobs. */
export function totalsOfJobs(jobs: readonly TJobCostBreakdown[]): TJobCostReportFigures {
  return addJobCostFigures(jobs.map((job) => job.totals));
}
