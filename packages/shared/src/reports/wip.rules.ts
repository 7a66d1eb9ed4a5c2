import { daysInMonth, isIsoDate, isoDate } from '../ledger/dates.ts';

/**
 * The WIP schedule's arithmetic (cost-to-cost), one job at a time and in total — pure, integer cents,
 * no I/O. The server gathers the figures (contract, cost, budget, billings, the person's estimate) in
 * one SQL aggregation and hands them here; the profit-fade report runs the same rule per month.
 *
 *   revised contract       = original contract + approved customer change orders (given)
 *   cost to complete       = the person's estimate for the period, else max(revised budget − cost to date, 0)
 *   estimated total cost   = cost to date + cost to complete
 *   % complete             = cost to date ÷ estimated total cost, kept between 0 and 1 (0 when the
 *                            estimated total cost is 0 or less)
 *   earned revenue         = % complete × revised contract, to the cent (half away from zero), from the
 *                            exact fraction — never from the rounded percent
 *   projected loss         = estimated total cost − revised contract, when positive: recognised in full
 *                            at once, so earned revenue = cost to date − projected loss (gross profit to
 *                            date = the whole loss); the provision is what that takes off the
 *                            percent-complete earned revenue
 *   over/(under) billing   = billed to date (gross, retainage included) − earned revenue
 *   estimated gross profit = revised contract − estimated total cost; margin = that ÷ revised contract
 */

export type TWipJobFigures = {
  revised_contract_cents: number;
  cost_to_date_cents: number;
  revised_budget_cents: number;
  billed_to_date_cents: number;
  /** The person's estimated cost to complete for the period; null: the default applies. */
  estimate_cents: number | null;
};

export type TWipComputed = {
  cost_to_complete_cents: number;
  is_estimate_set: boolean;
  estimated_total_cost_cents: number;
  /** 10000 = 100.00 %, rounded for display (earned revenue uses the exact fraction). */
  percent_complete_bps: number;
  earned_revenue_cents: number;
  /** billed − earned: positive = over-billed (a liability), negative = under-billed (an asset). */
  over_under_cents: number;
  estimated_gross_profit_cents: number;
  /** null when the revised contract is 0. */
  estimated_margin_bps: number | null;
  gross_profit_to_date_cents: number;
  is_loss: boolean;
  /** The part of the projected loss recognised ahead of the percent complete (0 unless a loss job). */
  loss_provision_cents: number;
};

/** n ÷ d rounded to the nearest integer, halves away from zero (d ≠ 0). */
export function divideHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = (2n * n + d) / (2n * d);
  return negative ? -q : q;
}

/** The default estimated cost to complete: what is left of the revised budget, never below 0. */
export function wipDefaultCostToComplete(revisedBudgetCents: number, costToDateCents: number): number {
  return Math.max(revisedBudgetCents - costToDateCents, 0);
}

/** One job's WIP figures. */
export function computeWipJob(f: TWipJobFigures): TWipComputed {
  const costToComplete =
    f.estimate_cents ?? wipDefaultCostToComplete(f.revised_budget_cents, f.cost_to_date_cents);
  const estimatedTotal = f.cost_to_date_cents + costToComplete;
  const cost = BigInt(f.cost_to_date_cents);
  const total = BigInt(estimatedTotal);
  const contract = BigInt(f.revised_contract_cents);

  // The fraction complete, clamped to [0, 1] as cost / total (cost ≤ total since cost to complete ≥ 0;
  // a negative cost to date — credits above debits — counts as nothing done).
  const hasFraction = estimatedTotal > 0 && f.cost_to_date_cents > 0;
  const percentBps = hasFraction ? Number(divideHalfAwayFromZero(cost * 10_000n, total)) : 0;
  const earnedByPercent = hasFraction ? Number(divideHalfAwayFromZero(cost * contract, total)) : 0;

  const projectedLoss = estimatedTotal - f.revised_contract_cents;
  const isLoss = projectedLoss > 0;
  const earned = isLoss ? f.cost_to_date_cents - projectedLoss : earnedByPercent;
  const grossProfit = f.revised_contract_cents - estimatedTotal;
  return {
    cost_to_complete_cents: costToComplete,
    is_estimate_set: f.estimate_cents !== null,
    estimated_total_cost_cents: estimatedTotal,
    percent_complete_bps: percentBps,
    earned_revenue_cents: earned,
    over_under_cents: f.billed_to_date_cents - earned,
    estimated_gross_profit_cents: grossProfit,
    estimated_margin_bps:
      f.revised_contract_cents === 0
        ? null
        : Number(divideHalfAwayFromZero(BigInt(grossProfit) * 10_000n, contract)),
    gross_profit_to_date_cents: earned - f.cost_to_date_cents,
    is_loss: isLoss,
    loss_provision_cents: isLoss ? earnedByPercent - earned : 0,
  };
}

/** The totals row: sums, and the percent and margin of the sums (weighted by cost and contract). */
export type TWipTotals = {
  revised_contract_cents: number;
  cost_to_date_cents: number;
  cost_to_complete_cents: number;
  estimated_total_cost_cents: number;
  percent_complete_bps: number;
  earned_revenue_cents: number;
  billed_to_date_cents: number;
  over_under_cents: number;
  /** Σ of the over-billed jobs' over/under (what the adjustment credits to billings in excess). */
  over_billings_cents: number;
  /** Σ of the under-billed jobs' under-billing, as a positive amount (debited to costs in excess). */
  under_billings_cents: number;
  estimated_gross_profit_cents: number;
  estimated_margin_bps: number | null;
  gross_profit_to_date_cents: number;
  loss_provision_cents: number;
  loss_jobs: number;
};

export function wipTotals(
  rows: readonly (TWipComputed & {
    revised_contract_cents: number;
    cost_to_date_cents: number;
    billed_to_date_cents: number;
  })[],
): TWipTotals {
  const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((s, r) => s + pick(r), 0);
  const contract = sum((r) => r.revised_contract_cents);
  const cost = sum((r) => r.cost_to_date_cents);
  const total = sum((r) => r.estimated_total_cost_cents);
  const grossProfit = sum((r) => r.estimated_gross_profit_cents);
  return {
    revised_contract_cents: contract,
    cost_to_date_cents: cost,
    cost_to_complete_cents: sum((r) => r.cost_to_complete_cents),
    estimated_total_cost_cents: total,
    percent_complete_bps:
      total > 0 && cost > 0 ? Number(divideHalfAwayFromZero(BigInt(cost) * 10_000n, BigInt(total))) : 0,
    earned_revenue_cents: sum((r) => r.earned_revenue_cents),
    billed_to_date_cents: sum((r) => r.billed_to_date_cents),
    over_under_cents: sum((r) => r.over_under_cents),
    over_billings_cents: sum((r) => Math.max(r.over_under_cents, 0)),
    under_billings_cents: sum((r) => Math.max(-r.over_under_cents, 0)),
    estimated_gross_profit_cents: grossProfit,
    estimated_margin_bps:
      contract === 0 ? null : Number(divideHalfAwayFromZero(BigInt(grossProfit) * 10_000n, BigInt(contract))),
    gross_profit_to_date_cents: sum((r) => r.gross_profit_to_date_cents),
    loss_provision_cents: sum((r) => r.loss_provision_cents),
    loss_jobs: rows.filter((r) => r.is_loss).length,
  };
}

/** Whether an ISO date is the last day of its month (the WIP schedule's and estimates' periods). */
export function isMonthEnd(date: string): boolean {
  if (!isIsoDate(date)) return false;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return d === daysInMonth(y, m);
}

/** The last day of the month a date falls in. */
export function monthEndOf(date: string): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return isoDate(y, m, daysInMonth(y, m));
}

/** The first day of the month after a month end (the WIP adjustment's reversal date). */
export function firstDayOfNextMonth(date: string): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return m === 12 ? isoDate(y + 1, 1, 1) : isoDate(y, m + 1, 1);
}

/** The month ends from `from`'s month through `to`'s month, oldest first. */
export function monthEndsBetween(from: string, to: string): string[] {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  const out: string[] = [];
  for (let i = fy * 12 + fm - 1; i <= ty * 12 + tm - 1; i++) {
    const y = Math.floor(i / 12);
    const m = (i % 12) + 1;
    out.push(isoDate(y, m, daysInMonth(y, m)));
  }
  return out;
}

/** At most this many months in one profit-fade report (ten years). */
export const PROFIT_FADE_MAX_MONTHS = 120;
