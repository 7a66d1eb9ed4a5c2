import { splitByLargestRemainder } from '../money/split.ts';

/**
 * The AIA-style arithmetic of a pay application (G702 summary, G703 continuation sheet), in integer
 * cents, with no AIA branding. See ../shared/domain/construction-accounting.md (progress billing).
 *
 * Retainage terms, in basis points (1000 = 10.00 %):
 *   - `work_bps` on completed work (D + E), `stored_bps` on materials presently stored (F);
 *   - optional step-down: work beyond `threshold_bps` of the contract sum to date is retained at the
 *     lower `work_bps` (what was held on the work below the threshold stays held — a sliding scale,
 *     not an automatic release);
 *   - optional cap: total retainage never above `cap_bps` of the contract sum to date.
 * Percentages apply with half-up rounding to the cent on the totals; the total is then allocated to the
 * lines by largest remainder (work retainage by each line's D + E, stored by its F), so the lines' I
 * column always sums exactly to line 5.
 */
export type TRetainageTerms = {
  work_bps: number;
  stored_bps: number;
  step_down?: { threshold_bps: number; work_bps: number } | null;
  cap_bps?: number | null;
};

export type TPayApplicationLineInput = {
  line_id: string;
  /** C: the line's scheduled value (with approved change orders). */
  scheduled_cents: number;
  /** D: work completed in previous applications (their D + E; stored materials excluded). */
  previous_work_cents: number;
  /** E: work completed this period (including stored materials installed this period). */
  this_period_cents: number;
  /** F: materials presently stored, not in D or E. */
  stored_cents: number;
  /** A line's retainage set by hand (with a reason, kept by the caller); null: allocated. */
  retainage_override_cents?: number | null;
};

export type TPayApplicationInput = {
  original_contract_cents: number;
  approved_changes_cents: number;
  terms: TRetainageTerms;
  lines: readonly TPayApplicationLineInput[];
  /** The previous application's summary (null for the first). */
  previous: {
    completed_and_stored_cents: number;
    retainage_cents: number;
    earned_less_retainage_cents: number;
  } | null;
  /** A retainage release application: bills the retainage held; line 5 becomes 0. */
  is_retainage_release?: boolean;
};

export type TPayApplicationLine = TPayApplicationLineInput & {
  /** G = D + E + F. */
  completed_and_stored_cents: number;
  /** G ÷ C in basis points (10000 = 100 %); 0 for a line with no scheduled value. */
  percent_complete_bps: number;
  /** H = C − G. */
  balance_to_finish_cents: number;
  /** I, and its two parts. */
  retainage_cents: number;
  work_retainage_cents: number;
  stored_retainage_cents: number;
};

export type TPayApplicationSummary = {
  line1_original_contract_cents: number;
  line2_net_change_orders_cents: number;
  line3_contract_sum_to_date_cents: number;
  line4_completed_and_stored_cents: number;
  line5a_retainage_work_cents: number;
  line5b_retainage_stored_cents: number;
  line5_retainage_cents: number;
  line6_earned_less_retainage_cents: number;
  line7_previous_certificates_cents: number;
  line8_current_payment_due_cents: number;
  line9_balance_to_finish_cents: number;
};

export type TPayApplicationProblem = {
  line_id: string | null;
  code: 'schedule_total' | 'over_100_percent' | 'negative';
  message: string;
};

export type TPayApplication = {
  lines: TPayApplicationLine[];
  summary: TPayApplicationSummary;
  /** This period's movement, what approval posts (see payApplicationPostingAmounts). */
  this_period: { gross_cents: number; retainage_cents: number; due_cents: number };
  problems: TPayApplicationProblem[];
};

/** amount × bps / 10000, rounded half up to the cent (amount ≥ 0). */
export function percentOf(amountCents: number, bps: number): number {
  if (amountCents <= 0 || bps <= 0) return 0;
  return Number((BigInt(amountCents) * BigInt(bps) + 5000n) / 10000n);
}

/** The retainage on completed work under the terms, with the step-down applied above its threshold. */
export function workRetainage(
  completedWorkCents: number,
  contractSumCents: number,
  terms: TRetainageTerms,
): number {
  const step = terms.step_down;
  if (!step) return percentOf(completedWorkCents, terms.work_bps);
  const threshold = Number((BigInt(Math.max(0, contractSumCents)) * BigInt(step.threshold_bps)) / 10000n);
  const below = Math.min(completedWorkCents, threshold);
  const above = Math.max(0, completedWorkCents - threshold);
  return percentOf(below, terms.work_bps) + percentOf(above, step.work_bps);
}

function allocate(total: number, weights: number[]): number[] {
  if (total === 0 || weights.every((w) => w <= 0)) return weights.map(() => 0);
  return splitByLargestRemainder(
    total,
    weights.map((w) => Math.max(0, w)),
  );
}

/** Computes every G703 cell and G702 line of an application. */
export function computePayApplication(input: TPayApplicationInput): TPayApplication {
  const problems: TPayApplicationProblem[] = [];
  const contractSum = input.original_contract_cents + input.approved_changes_cents;
  const release = input.is_retainage_release === true;

  const work = input.lines.map((l) => l.previous_work_cents + l.this_period_cents);
  const stored = input.lines.map((l) => l.stored_cents);
  const completedWork = work.reduce((s, v) => s + v, 0);
  const storedTotal = stored.reduce((s, v) => s + v, 0);

  // 5a and 5b from the terms (none on a release), the cap applied to their sum, work first.
  let workRet = release ? 0 : workRetainage(completedWork, contractSum, input.terms);
  let storedRet = release ? 0 : percentOf(storedTotal, input.terms.stored_bps);
  if (!release && input.terms.cap_bps != null) {
    const cap = percentOf(contractSum, input.terms.cap_bps);
    const over = workRet + storedRet - cap;
    if (over > 0) {
      const fromWork = Math.min(over, workRet);
      workRet -= fromWork;
      storedRet -= over - fromWork;
    }
  }
  const workParts = allocate(workRet, work);
  const storedParts = allocate(storedRet, stored);

  const lines: TPayApplicationLine[] = input.lines.map((l, i) => {
    const g = (work[i] ?? 0) + l.stored_cents;
    const allocated = (workParts[i] ?? 0) + (storedParts[i] ?? 0);
    const override = l.retainage_override_cents;
    if (g > l.scheduled_cents && l.scheduled_cents >= 0)
      problems.push({
        line_id: l.line_id,
        code: 'over_100_percent',
        message: 'Completed and stored is above the scheduled value',
      });
    if (l.this_period_cents < 0 && -l.this_period_cents > l.previous_work_cents)
      problems.push({ line_id: l.line_id, code: 'negative', message: 'Work to date cannot be negative' });
    return {
      ...l,
      completed_and_stored_cents: g,
      percent_complete_bps: l.scheduled_cents > 0 ? Math.floor((g * 10000) / l.scheduled_cents) : 0,
      balance_to_finish_cents: l.scheduled_cents - g,
      retainage_cents: override ?? allocated,
      work_retainage_cents: override == null ? (workParts[i] ?? 0) : override,
      stored_retainage_cents: override == null ? (storedParts[i] ?? 0) : 0,
    };
  });

  const scheduleTotal = input.lines.reduce((s, l) => s + l.scheduled_cents, 0);
  if (scheduleTotal !== contractSum)
    problems.push({
      line_id: null,
      code: 'schedule_total',
      message: 'The schedule of values must total the contract sum to date',
    });

  const line4 = lines.reduce((s, l) => s + l.completed_and_stored_cents, 0);
  const line5a = lines.reduce((s, l) => s + l.work_retainage_cents, 0);
  const line5b = lines.reduce((s, l) => s + l.stored_retainage_cents, 0);
  const line5 = line5a + line5b;
  const line6 = line4 - line5;
  const line7 = input.previous?.earned_less_retainage_cents ?? 0;
  const summary: TPayApplicationSummary = {
    line1_original_contract_cents: input.original_contract_cents,
    line2_net_change_orders_cents: input.approved_changes_cents,
    line3_contract_sum_to_date_cents: contractSum,
    line4_completed_and_stored_cents: line4,
    line5a_retainage_work_cents: line5a,
    line5b_retainage_stored_cents: line5b,
    line5_retainage_cents: line5,
    line6_earned_less_retainage_cents: line6,
    line7_previous_certificates_cents: line7,
    line8_current_payment_due_cents: line6 - line7,
    line9_balance_to_finish_cents: contractSum - line6,
  };
  return {
    lines,
    summary,
    this_period: {
      gross_cents: line4 - (input.previous?.completed_and_stored_cents ?? 0),
      retainage_cents: line5 - (input.previous?.retainage_cents ?? 0),
      due_cents: summary.line8_current_payment_due_cents,
    },
    problems,
  };
}
