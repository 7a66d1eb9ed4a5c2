import {
  PAYROLL_RUN_MESSAGES,
  RUN_EARNING_KINDS,
  type TRunEarning,
  type TRunEarningInputForm,
  type TRunEarningKind,
} from '@groundwork/shared';
import type { TEarningChange } from './api/use-payroll-runs';

/** One row of the other-earnings grid: an earning already saved (id) or a new one. */
export type TEarningRow = {
  key: string;
  id: string | null;
  employee_id: string | null;
  kind: TRunEarningKind | null;
  amount_cents: number | null;
  job_id: string | null;
  cost_code_id: string | null;
  memo: string;
};

let counter = 0;
export function emptyEarningRow(): TEarningRow {
  counter += 1;
  return {
    key: `new-${counter}`,
    id: null,
    employee_id: null,
    kind: null,
    amount_cents: null,
    job_id: null,
    cost_code_id: null,
    memo: '',
  };
}

export function rowsFromEarnings(earnings: readonly TRunEarning[]): TEarningRow[] {
  return earnings.map((e) => ({
    key: e.id,
    id: e.id,
    employee_id: e.employee_id,
    kind: e.kind,
    amount_cents: e.amount_cents,
    job_id: e.job_id,
    cost_code_id: e.cost_code_id,
    memo: e.memo ?? '',
  }));
}

export const isEarningRowBlank = (r: TEarningRow) =>
  r.id === null &&
  !r.employee_id &&
  !r.kind &&
  r.amount_cents === null &&
  !r.job_id &&
  !r.cost_code_id &&
  !r.memo.trim();

/** What is wrong with each row, by index (blank new rows are skipped). */
export function earningRowProblems(rows: readonly TEarningRow[]): Map<number, string[]> {
  const problems = new Map<number, string[]>();
  rows.forEach((r, i) => {
    if (isEarningRowBlank(r)) return;
    const reasons: string[] = [];
    if (!r.employee_id) reasons.push(PAYROLL_RUN_MESSAGES.employeeRequired);
    if (!r.kind || !RUN_EARNING_KINDS.includes(r.kind))
      reasons.push(PAYROLL_RUN_MESSAGES.earningKindRequired);
    if (r.amount_cents === null || r.amount_cents <= 0) reasons.push(PAYROLL_RUN_MESSAGES.amountPositive);
    if ((r.job_id === null) !== (r.cost_code_id === null))
      reasons.push(PAYROLL_RUN_MESSAGES.jobAndCodeTogether);
    if (reasons.length > 0) problems.set(i, reasons);
  });
  return problems;
}

const inputOf = (r: TEarningRow): TRunEarningInputForm => ({
  employee_id: r.employee_id ?? '',
  kind: r.kind ?? 'other',
  amount_cents: r.amount_cents ?? 0,
  job_id: r.job_id,
  cost_code_id: r.cost_code_id,
  memo: r.memo.trim() || null,
});

/** The requests that turn the saved earnings into the grid's rows: removals, changes, additions. */
export function earningChanges(
  saved: readonly TRunEarning[],
  rows: readonly TEarningRow[],
): TEarningChange[] {
  const kept = rows.filter((r) => !isEarningRowBlank(r));
  const byId = new Map(kept.filter((r) => r.id).map((r) => [r.id as string, r]));
  const changes: TEarningChange[] = [];
  for (const e of saved) if (!byId.has(e.id)) changes.push({ kind: 'delete', id: e.id });
  for (const e of saved) {
    const row = byId.get(e.id);
    if (!row) continue;
    const before = inputOf(rowsFromEarnings([e])[0] as TEarningRow);
    const after = inputOf(row);
    if (JSON.stringify(before) !== JSON.stringify(after))
      changes.push({ kind: 'update', id: e.id, input: after });
  }
  for (const r of kept) if (!r.id) changes.push({ kind: 'add', input: inputOf(r) });
  return changes;
}
