import { formatCents } from '../money/money.ts';

/** 'CCO-03': how a customer change order is named beside its job's number. */
export function customerChangeOrderLabel(changeOrderNumber: number): string {
  return `CCO-${String(changeOrderNumber).padStart(2, '0')}`;
}

/** A schedule line as a change order is checked against it: C now (approved orders only) and billed. */
export type TScheduleTarget = {
  id: string;
  line_number: number;
  scheduled_cents: number;
  billed_cents: number;
};

export type TScheduleEffect = {
  line_number: number | null;
  contract_line_id: string | null;
  scheduled_before_cents: number;
  change_cents: number;
  scheduled_after_cents: number;
  billed_cents: number;
};

/**
 * What a change order's contract lines do to the schedule: each existing line's C before and after
 * (several changes of one line add up), then new lines starting from 0.
 */
export function scheduleChangeEffect(
  schedule: readonly TScheduleTarget[],
  changes: readonly { contract_line_id: string | null; amount_cents: number }[],
): TScheduleEffect[] {
  const merged = new Map<string, number>();
  const added: TScheduleEffect[] = [];
  for (const change of changes) {
    if (change.contract_line_id === null)
      added.push({
        line_number: null,
        contract_line_id: null,
        scheduled_before_cents: 0,
        change_cents: change.amount_cents,
        scheduled_after_cents: change.amount_cents,
        billed_cents: 0,
      });
    else
      merged.set(change.contract_line_id, (merged.get(change.contract_line_id) ?? 0) + change.amount_cents);
  }
  const existing: TScheduleEffect[] = [];
  for (const line of schedule) {
    const change = merged.get(line.id);
    if (change === undefined) continue;
    existing.push({
      line_number: line.line_number,
      contract_line_id: line.id,
      scheduled_before_cents: line.scheduled_cents,
      change_cents: change,
      scheduled_after_cents: line.scheduled_cents + change,
      billed_cents: line.billed_cents,
    });
  }
  existing.sort((a, b) => (a.line_number ?? 0) - (b.line_number ?? 0));
  return [...existing, ...added];
}

/**
 * Why a change order cannot be applied to the schedule: a line whose scheduled value would go below
 * zero, or below what has been billed on it to date. Empty when it can.
 */
export function scheduleChangeProblems(effects: readonly TScheduleEffect[]): string[] {
  const problems: string[] = [];
  for (const effect of effects) {
    const where = effect.line_number === null ? 'New line' : `Line ${effect.line_number}`;
    if (effect.scheduled_after_cents < 0) problems.push(`${where}: scheduled value cannot be negative`);
    else if (effect.scheduled_after_cents < effect.billed_cents)
      problems.push(
        `${where}: scheduled value cannot be below the ${formatCents(effect.billed_cents)} billed on it`,
      );
  }
  return problems;
}

/** The job's revised budget per cost code × category, as a budget change is checked against it. */
export type TBudgetTarget = { key: string; label: string; revised_cents: number };

/**
 * Why a change order's budget lines cannot be applied: a code × category whose revised budget
 * (original + approved changes) would go below zero. Empty when they can.
 */
export function budgetChangeProblems(
  budget: readonly TBudgetTarget[],
  changes: readonly { key: string; label: string; amount_cents: number }[],
): string[] {
  const revised = new Map(budget.map((b) => [b.key, b.revised_cents]));
  const after = new Map<string, { label: string; cents: number }>();
  for (const change of changes) {
    const prior = after.get(change.key)?.cents ?? revised.get(change.key) ?? 0;
    after.set(change.key, { label: change.label, cents: prior + change.amount_cents });
  }
  return [...after.values()]
    .filter((v) => v.cents < 0)
    .map((v) => `Budget ${v.label}: revised budget cannot be negative`);
}
