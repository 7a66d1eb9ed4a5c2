import { RECEIPT_MESSAGES, type TAgingFigures } from './receivables.schemas.ts';

export const AGING_BUCKETS = ['current', 'days_1_30', 'days_31_60', 'days_61_90', 'over_90'] as const;
export type TAgingBucket = (typeof AGING_BUCKETS)[number];
export const AGING_BUCKET_LABELS: Record<TAgingBucket, string> = {
  current: 'Current',
  days_1_30: '1–30',
  days_31_60: '31–60',
  days_61_90: '61–90',
  over_90: 'Over 90',
};

const DAY_MS = 86_400_000;

/** Whole days from the due date to the as-of date (negative before the due date). Dates are YYYY-MM-DD. */
export function daysPastDue(dueDate: string, asOf: string): number {
  return Math.round((Date.parse(`${asOf}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / DAY_MS);
}

/** Current up to and on the due date; then 1–30, 31–60, 61–90 and over 90 days past it. */
export function agingBucket(days: number): TAgingBucket {
  if (days <= 0) return 'current';
  if (days <= 30) return 'days_1_30';
  if (days <= 60) return 'days_31_60';
  if (days <= 90) return 'days_61_90';
  return 'over_90';
}

/** The figure of TAgingFigures each bucket adds to. */
export const AGING_BUCKET_FIGURE: Record<TAgingBucket, keyof TAgingFigures> = {
  current: 'current_cents',
  days_1_30: 'days_1_30_cents',
  days_31_60: 'days_31_60_cents',
  days_61_90: 'days_61_90_cents',
  over_90: 'over_90_cents',
};

export function zeroAgingFigures(): TAgingFigures {
  return {
    current_cents: 0,
    days_1_30_cents: 0,
    days_31_60_cents: 0,
    days_61_90_cents: 0,
    over_90_cents: 0,
    total_cents: 0,
    retainage_held_cents: 0,
  };
}

/** Adds one document to aged figures: its open amount to its bucket and the total, its retainage apart. */
export function addToAging(
  target: TAgingFigures,
  bucket: TAgingBucket,
  openCents: number,
  retainageHeldCents: number,
): void {
  target[AGING_BUCKET_FIGURE[bucket]] += openCents;
  target.total_cents += openCents;
  target.retainage_held_cents += retainageHeldCents;
}

/** An application's open amount: what it bills less what payments applied to it (never below 0). */
export function openCents(currentDueCents: number, appliedCents: number): number {
  return Math.max(0, currentDueCents - appliedCents);
}

type TApplyRow = { application_id: string; amount_cents: number };
type TOpenRow = { id: string; label: string; open_cents: number };

/**
 * Why applying `rows` of a payment is refused, or [] when it is fine: each application known (of the
 * customer, approved, open), no amount above its open amount, the sum within what is left of the payment.
 * `format` writes cents for the message.
 */
export function applyProblems(
  rows: readonly TApplyRow[],
  open: readonly TOpenRow[],
  availableCents: number,
  format: (cents: number) => string,
): string[] {
  const byId = new Map(open.map((o) => [o.id, o]));
  const problems: string[] = [];
  for (const row of rows) {
    const target = byId.get(row.application_id);
    if (!target) problems.push(RECEIPT_MESSAGES.applicationNotFound);
    else if (row.amount_cents > target.open_cents)
      problems.push(RECEIPT_MESSAGES.overOpen(target.label, format(target.open_cents)));
  }
  const total = rows.reduce((s, r) => s + r.amount_cents, 0);
  if (total > availableCents) problems.push(RECEIPT_MESSAGES.overApplied);
  return problems;
}
