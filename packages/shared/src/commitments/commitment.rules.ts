import { formatCents } from '../money/money.ts';
import type { TCommitmentAction, TCommitmentStatus, TCommitmentTotals } from './commitment.schemas.ts';
import { COMMITMENT_MESSAGES, transitionRefused } from './commitment.schemas.ts';
import type { TChangeOrderStatus } from './vendor-change-order.schemas.ts';

/** A schedule line as the figures need it. */
export type TFigureLine = { id: string; original_cents: number; invoiced_cents: number };
/** A change order as the figures need it: a line with no commitment_line_id adds a new line. */
export type TFigureChangeOrder = {
  status: TChangeOrderStatus;
  lines: readonly { commitment_line_id: string | null; amount_cents: number }[];
};

function figures(original: number, approved: number, pending: number, invoiced: number): TCommitmentTotals {
  const revised = original + approved;
  return {
    original_cents: original,
    approved_changes_cents: approved,
    revised_cents: revised,
    pending_changes_cents: pending,
    invoiced_cents: invoiced,
    remaining_cents: revised - invoiced,
  };
}

/**
 * A commitment's figures, per line and in total (integer cents):
 * original; approved changes (approved change orders only); revised = original + approved; pending
 * (pending change orders — never in revised); invoiced to date; remaining = revised − invoiced.
 * A pending change order's new line has no schedule line yet: it counts in the total's pending only.
 * An approved new line has its schedule line (original 0) and counts there.
 */
export function commitmentFigures(
  lines: readonly TFigureLine[],
  changeOrders: readonly TFigureChangeOrder[],
): { lines: Map<string, TCommitmentTotals>; totals: TCommitmentTotals } {
  const approved = new Map<string, number>();
  const pending = new Map<string, number>();
  let pendingNew = 0;
  for (const order of changeOrders) {
    if (order.status === 'rejected') continue;
    for (const line of order.lines) {
      if (order.status === 'approved') {
        if (line.commitment_line_id)
          approved.set(
            line.commitment_line_id,
            (approved.get(line.commitment_line_id) ?? 0) + line.amount_cents,
          );
      } else if (line.commitment_line_id) {
        pending.set(line.commitment_line_id, (pending.get(line.commitment_line_id) ?? 0) + line.amount_cents);
      } else {
        pendingNew += line.amount_cents;
      }
    }
  }
  const byLine = new Map<string, TCommitmentTotals>();
  let original = 0;
  let approvedTotal = 0;
  let pendingTotal = pendingNew;
  let invoiced = 0;
  for (const line of lines) {
    const a = approved.get(line.id) ?? 0;
    const p = pending.get(line.id) ?? 0;
    byLine.set(line.id, figures(line.original_cents, a, p, line.invoiced_cents));
    original += line.original_cents;
    approvedTotal += a;
    pendingTotal += p;
    invoiced += line.invoiced_cents;
  }
  return { lines: byLine, totals: figures(original, approvedTotal, pendingTotal, invoiced) };
}

/** What a change order does to the schedule: each existing line's revised amount after it, and new lines. */
export type TChangeEffectLine = {
  line_number: number | null;
  commitment_line_id: string | null;
  revised_before_cents: number;
  change_cents: number;
  revised_after_cents: number;
  invoiced_cents: number;
};

/** The schedule line as a change order is checked against it: its revised figure now and invoiced to date. */
export type TChangeTargetLine = {
  id: string;
  line_number: number;
  revised_cents: number;
  invoiced_cents: number;
};

/**
 * The effect of a change order's lines on the schedule, line by line (several lines of one change order
 * on the same schedule line add up), new lines starting from 0.
 */
export function changeOrderEffect(
  schedule: readonly TChangeTargetLine[],
  changes: readonly { commitment_line_id: string | null; amount_cents: number }[],
): TChangeEffectLine[] {
  const byId = new Map(schedule.map((line) => [line.id, line]));
  const merged = new Map<string, number>();
  const effects: TChangeEffectLine[] = [];
  for (const change of changes) {
    if (change.commitment_line_id === null) {
      effects.push({
        line_number: null,
        commitment_line_id: null,
        revised_before_cents: 0,
        change_cents: change.amount_cents,
        revised_after_cents: change.amount_cents,
        invoiced_cents: 0,
      });
    } else {
      merged.set(
        change.commitment_line_id,
        (merged.get(change.commitment_line_id) ?? 0) + change.amount_cents,
      );
    }
  }
  const existing: TChangeEffectLine[] = [];
  for (const [id, change] of merged) {
    const line = byId.get(id);
    if (!line) continue;
    existing.push({
      line_number: line.line_number,
      commitment_line_id: id,
      revised_before_cents: line.revised_cents,
      change_cents: change,
      revised_after_cents: line.revised_cents + change,
      invoiced_cents: line.invoiced_cents,
    });
  }
  existing.sort((a, b) => (a.line_number ?? 0) - (b.line_number ?? 0));
  return [...existing, ...effects];
}

/**
 * Why a change order cannot be applied: a line whose revised amount would go below zero, or below what
 * has been invoiced on it. Empty when it can.
 */
export function changeOrderProblems(effects: readonly TChangeEffectLine[]): string[] {
  const problems: string[] = [];
  for (const effect of effects) {
    const where = effect.line_number === null ? 'New line' : `Line ${effect.line_number}`;
    if (effect.revised_after_cents < 0) problems.push(`${where}: revised amount cannot be negative`);
    else if (effect.revised_after_cents < effect.invoiced_cents)
      problems.push(
        `${where}: revised amount cannot be below the ${formatCents(effect.invoiced_cents)} invoiced on it`,
      );
  }
  return problems;
}

const TRANSITIONS: Record<TCommitmentAction, { from: readonly TCommitmentStatus[]; to: TCommitmentStatus }> =
  {
    issue: { from: ['draft'], to: 'issued' },
    execute: { from: ['issued'], to: 'executed' },
    close: { from: ['executed'], to: 'closed' },
    void: { from: ['draft', 'issued', 'executed'], to: 'void' },
  };

export type TTransition = { ok: true; status: TCommitmentStatus } | { ok: false; message: string };

/**
 * draft → issued → executed → closed; void from any open status, only while nothing has been invoiced
 * against the commitment.
 */
export function commitmentTransition(
  status: TCommitmentStatus,
  action: TCommitmentAction,
  invoicedCents: number,
): TTransition {
  const rule = TRANSITIONS[action];
  if (!rule.from.includes(status)) return { ok: false, message: transitionRefused(action, status) };
  if (action === 'void' && invoicedCents !== 0)
    return { ok: false, message: COMMITMENT_MESSAGES.voidInvoiced };
  return { ok: true, status: rule.to };
}

/** The actions a commitment in this status offers (the page's buttons). */
export function availableActions(status: TCommitmentStatus): TCommitmentAction[] {
  return (Object.keys(TRANSITIONS) as TCommitmentAction[]).filter((action) =>
    TRANSITIONS[action].from.includes(status),
  );
}

/** Draft and issued commitments change their amounts directly; executed ones only by change order. */
export function canChangeAmounts(status: TCommitmentStatus): boolean {
  return status === 'draft' || status === 'issued';
}

/** Header text (description, dates, scope) stays editable until the commitment is closed or void. */
export function canEditHeader(status: TCommitmentStatus): boolean {
  return status === 'draft' || status === 'issued' || status === 'executed';
}

/** Change orders apply to issued and executed commitments (a draft is simply edited). */
export function acceptsChangeOrders(status: TCommitmentStatus): boolean {
  return status === 'issued' || status === 'executed';
}
