import type { TWh347Changes, TWh347Content, TWh347Row } from './wh347.schemas.ts';

const rowKey = (r: TWh347Row) => `${r.employee_id}\u0000${r.classification}`;
const ref = (r: TWh347Row) => ({ entry: r.entry, name: r.name, classification: r.classification });
const money = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/** The figures of a row an amendment compares, by the name the changes list shows. */
function rowFigures(r: TWh347Row, days: readonly string[]): [string, string][] {
  return [
    ['Name', r.name],
    ['Last four of ID', r.ssn_last4 ?? ''],
    ['J / RA', r.status],
    ...r.straight_hours.map((h, i): [string, string] => [`Straight hours ${days[i] ?? i}`, h]),
    ...r.overtime_hours.map((h, i): [string, string] => [`Overtime hours ${days[i] ?? i}`, h]),
    ['Total hours', r.total_hours],
    ['Straight rate', r.straight_rate ?? ''],
    ['Overtime rate', r.overtime_rate ?? ''],
    ['Fringe credit to plans (6B)', r.fringe_credit_rate],
    ['Cash in lieu per hour (6C)', r.cash_in_lieu_rate],
    ['Cash in lieu', money(r.cash_in_lieu_cents)],
    ['Gross for this project', money(r.project_gross_cents)],
    ['Gross for all work', money(r.all_work_gross_cents)],
    ['FICA', money(r.deductions?.fica_cents ?? null)],
    ['Federal withholding', money(r.deductions?.federal_cents ?? null)],
    ['State and local', money(r.deductions?.state_cents ?? null)],
    ['Other deductions', money(r.deductions?.other_cents ?? null)],
    ['Total deductions', money(r.deductions?.total_cents ?? null)],
    ['Net pay', money(r.net_cents)],
  ];
}

/**
 * What an amended report changes against the one it amends (pure): rows added and removed (by worker ×
 * classification), each figure that differs on the rows of both, and header fields that differ. The
 * payroll number and the "Final" mark are the report's own, not payroll's: they are compared too, so a
 * changed mark shows.
 */
export function diffWh347(before: TWh347Content, after: TWh347Content): TWh347Changes {
  const beforeRows = new Map(before.rows.map((r) => [rowKey(r), r]));
  const afterRows = new Map(after.rows.map((r) => [rowKey(r), r]));
  const changes: TWh347Changes = {
    rows_added: [],
    rows_removed: [],
    figures_changed: [],
    header_changed: [],
  };
  for (const r of after.rows) if (!beforeRows.has(rowKey(r))) changes.rows_added.push(ref(r));
  for (const r of before.rows) if (!afterRows.has(rowKey(r))) changes.rows_removed.push(ref(r));
  for (const r of after.rows) {
    const old = beforeRows.get(rowKey(r));
    if (!old) continue;
    const was = new Map(rowFigures(old, before.days));
    for (const [field, value] of rowFigures(r, after.days)) {
      const previous = was.get(field) ?? '';
      if (previous !== value)
        changes.figures_changed.push({
          entry: r.entry,
          name: r.name,
          classification: r.classification,
          field,
          before: previous,
          after: value,
        });
    }
  }
  const headerBefore = before.header as Record<string, unknown>;
  for (const [field, value] of Object.entries(after.header)) {
    const previous = headerBefore[field];
    if (String(previous ?? '') !== String(value ?? ''))
      changes.header_changed.push({ field, before: String(previous ?? ''), after: String(value ?? '') });
  }
  return changes;
}

/** Whether an amendment changes anything. */
export const hasWh347Changes = (c: TWh347Changes) =>
  c.rows_added.length + c.rows_removed.length + c.figures_changed.length + c.header_changed.length > 0;
