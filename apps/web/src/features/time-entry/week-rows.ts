import type { TSaveWeekInput, TTimeEntry, TTimeWeek } from '@groundwork/shared';
// Subpath import: the rules need no zod.
import {
  hoursTextToQuarters,
  parseHoursToQuarters,
  quartersToHours,
} from '@groundwork/shared/time/time.rules';

export type TPayType = 'REG' | 'OT' | 'DT';

/** 'jobId|costCodeId', or SHOP for shop and office time (no job). */
export const SHOP = 'shop';

/** One row of the week grid: job × cost code × pay type (× work state), hours per day as typed. */
export type TWeekRow = {
  key: string;
  jobCode: string | null;
  payType: TPayType;
  workState: string;
  /** On a prevailing-wage job: the classification of the determination ('' none; issue 22). */
  wageClassId: string;
  /** Seven cells, in the order of the week's dates; '' is none. */
  hours: string[];
  /** Read-only rows: the status of their lines; rejected rows keep their reasons. */
  status: TTimeEntry['status'] | null;
  reasons: string[];
};

let nextKey = 0;
export const newRowKey = () => `row-${++nextKey}`;

export function emptyWeekRow(): TWeekRow {
  return {
    key: newRowKey(),
    jobCode: null,
    payType: 'REG',
    workState: '',
    wageClassId: '',
    hours: ['', '', '', '', '', '', ''],
    status: null,
    reasons: [],
  };
}

export const isWeekRowBlank = (row: TWeekRow) => row.jobCode === null && row.hours.every((h) => !h.trim());

/** 8.00 → '8', 7.50 → '7.5', 7.25 → '7.25': how a cell shows its hours. */
export function shortHours(quarters: number): string {
  return quartersToHours(quarters)
    .replace(/\.00$/, '')
    .replace(/(\.\d)0$/, '$1');
}

const lineJobCode = (l: TTimeEntry) => (l.job_id && l.cost_code_id ? `${l.job_id}|${l.cost_code_id}` : SHOP);
const isEditable = (l: TTimeEntry) => l.status === 'entered' || l.status === 'rejected';

/**
 * The week's lines as grid rows: the editable ones (entered, rejected) grouped by job × code × pay type
 * × state; the others (submitted, approved, locked) grouped the same way and by status, read-only.
 */
export function rowsFromWeek(week: TTimeWeek): { editable: TWeekRow[]; frozen: TWeekRow[] } {
  const group = (lines: readonly TTimeEntry[], byStatus: boolean) => {
    const rows = new Map<string, TWeekRow & { quarters: number[] }>();
    for (const line of lines) {
      const jobCode = lineJobCode(line);
      const key = [
        jobCode,
        line.pay_type,
        line.work_state ?? '',
        line.wage_class_id ?? '',
        byStatus ? line.status : '',
      ].join('|');
      let row = rows.get(key);
      if (!row) {
        row = {
          ...emptyWeekRow(),
          key: `${byStatus ? 'frozen' : 'saved'}-${key}`,
          jobCode,
          payType: line.pay_type,
          workState: line.work_state ?? '',
          wageClassId: line.wage_class_id ?? '',
          status: byStatus ? line.status : line.status === 'rejected' ? 'rejected' : null,
          quarters: [0, 0, 0, 0, 0, 0, 0],
        };
        rows.set(key, row);
      }
      const day = week.dates.indexOf(line.work_date);
      if (day >= 0) row.quarters[day] = (row.quarters[day] ?? 0) + hoursTextToQuarters(line.hours);
      if (line.status === 'rejected' && line.rejection_reason) {
        row.status = 'rejected';
        row.reasons.push(`${line.work_date}: ${line.rejection_reason}`);
      }
    }
    return [...rows.values()].map(({ quarters, ...row }) => ({
      ...row,
      hours: quarters.map((q) => (q > 0 ? shortHours(q) : '')),
    }));
  };
  return {
    editable: group(week.lines.filter(isEditable), false),
    frozen: group(
      week.lines.filter((l) => !isEditable(l)),
      true,
    ),
  };
}

/** Quarters in a cell; 0 for an empty cell, null for one that is not a quarter hour in (0, 24]. */
export function cellQuarters(text: string): number | null {
  if (!text.trim()) return 0;
  return parseHoursToQuarters(text);
}

export function rowQuarters(row: TWeekRow): number {
  return row.hours.reduce((sum, text) => sum + (cellQuarters(text) ?? 0), 0);
}

export function dayQuarters(rows: readonly TWeekRow[], day: number): number {
  return rows.reduce((sum, row) => sum + (cellQuarters(row.hours[day] ?? '') ?? 0), 0);
}

/** What is wrong with each row, by index (shown on the row and before a save). */
export function weekRowProblems(
  rows: readonly TWeekRow[],
  dayNames: readonly string[],
): Map<number, string[]> {
  const problems = new Map<number, string[]>();
  rows.forEach((row, index) => {
    if (isWeekRowBlank(row)) return;
    const reasons: string[] = [];
    if (row.jobCode === null) reasons.push('Choose a job and cost code (or Shop / office)');
    row.hours.forEach((text, day) => {
      if (cellQuarters(text) === null)
        reasons.push(`${dayNames[day] ?? ''}: '${text}' is not quarter hours up to 24`);
    });
    if (row.workState && !/^[A-Z]{2}$/.test(row.workState)) reasons.push('State: two capital letters (CA)');
    if (reasons.length) problems.set(index, reasons);
  });
  return problems;
}

/** The grid as the week save takes it. */
export function weekToSave(
  employeeId: string,
  weekStart: string,
  dates: readonly string[],
  rows: readonly TWeekRow[],
): TSaveWeekInput {
  return {
    employee_id: employeeId,
    week_start: weekStart,
    rows: rows
      .filter((row) => !isWeekRowBlank(row) && row.jobCode !== null)
      .map((row) => {
        const [jobId, codeId] = row.jobCode === SHOP ? [null, null] : (row.jobCode ?? '').split('|');
        return {
          job_id: jobId ?? null,
          cost_code_id: codeId ?? null,
          pay_type: row.payType,
          work_state: row.workState || null,
          wage_class_id: row.wageClassId || null,
          hours: Object.fromEntries(
            dates.flatMap((date, day) => {
              const text = row.hours[day]?.trim() ?? '';
              return text ? [[date, text]] : [];
            }),
          ),
        };
      }),
  };
}

/** The saveable content of rows, to compare with what was loaded (unsaved changes). */
export function rowsSignature(rows: readonly TWeekRow[]): string {
  return JSON.stringify(
    rows
      .filter((r) => !isWeekRowBlank(r))
      .map((r) => [r.jobCode, r.payType, r.workState, r.wageClassId, r.hours.map((h) => cellQuarters(h))]),
  );
}
