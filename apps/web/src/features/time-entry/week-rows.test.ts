import type { TTimeEntry, TTimeWeek } from '@groundwork/shared';
import { describe, expect, it } from 'vitest';
import { rowsFromWeek, rowsSignature, shortHours, weekRowProblems, weekToSave } from './week-rows';

const dates = [
  '2026-03-09',
  '2026-03-10',
  '2026-03-11',
  '2026-03-12',
  '2026-03-13',
  '2026-03-14',
  '2026-03-15',
];

function line(overrides: Partial<TTimeEntry>): TTimeEntry {
  return {
    id: 'l1',
    employee_id: 'e1',
    employee_name: 'John Smith',
    work_date: '2026-03-09',
    job_id: 'j1',
    job_number: 'J-26-001',
    job_name: 'Garage',
    cost_code_id: 'c1',
    cost_code: '03-1000',
    cost_code_description: 'Formwork',
    pay_type: 'REG',
    hours: '8.00',
    classification: null,
    wage_class_id: null,
    workers_comp_class: null,
    work_state: 'TX',
    union_local: null,
    note: null,
    status: 'entered',
    rejection_reason: null,
    crew_id: null,
    submitted_at: null,
    approved_at: null,
    payroll_run_id: null,
    created_by: null,
    created_at: '',
    updated_at: '',
    ...overrides,
  };
}

function week(lines: TTimeEntry[]): TTimeWeek {
  return {
    employee: { id: 'e1', name: 'John Smith', short_name: 'J. Smith' },
    week_start: dates[0] ?? '',
    week_end: dates[6] ?? '',
    workweek_start_day: 1,
    dates,
    default_work_state: 'TX',
    lines,
    day_totals: [],
    total_hours: '0.00',
    overtime: null,
    can_edit: true,
  };
}

describe('the week grid rows', () => {
  it('groups editable lines by job × code × pay type × state, and keeps the others read-only by status', () => {
    const { editable, frozen } = rowsFromWeek(
      week([
        line({ id: 'a' }),
        line({ id: 'b', work_date: '2026-03-10', hours: '7.50' }),
        line({ id: 'c', work_date: '2026-03-10', hours: '0.25' }),
        line({ id: 'd', work_date: '2026-03-11', status: 'rejected', rejection_reason: 'Wrong job' }),
        line({ id: 'e', work_date: '2026-03-12', status: 'submitted' }),
        line({ id: 'f', job_id: null, cost_code_id: null, work_date: '2026-03-13', hours: '2.00' }),
      ]),
    );
    expect(editable.map((r) => [r.jobCode, r.hours, r.status, r.reasons])).toEqual([
      ['j1|c1', ['8', '7.75', '8', '', '', '', ''], 'rejected', ['2026-03-11: Wrong job']],
      ['shop', ['', '', '', '', '2', '', ''], null, []],
    ]);
    expect(frozen.map((r) => [r.jobCode, r.status, r.hours[3]])).toEqual([['j1|c1', 'submitted', '8']]);
  });

  it('names every problem of a row and saves the grid as date → hours', () => {
    const { editable } = rowsFromWeek(week([line({})]));
    const rows = editable.map((r) => ({ ...r, hours: ['8', '7.3', '', '', '', '', '25'] }));
    const names = dates.map((d) => d.slice(5));
    expect(weekRowProblems(rows, names).get(0)).toEqual([
      "03-10: '7.3' is not quarter hours up to 24",
      "03-15: '25' is not quarter hours up to 24",
    ]);
    const good = editable.map((r) => ({ ...r, hours: ['8', '7.25', '', '', '', '', ''] }));
    expect(weekToSave('e1', '2026-03-09', dates, good)).toEqual({
      employee_id: 'e1',
      week_start: '2026-03-09',
      rows: [
        {
          job_id: 'j1',
          cost_code_id: 'c1',
          pay_type: 'REG',
          work_state: 'TX',
          wage_class_id: null,
          hours: { '2026-03-09': '8', '2026-03-10': '7.25' },
        },
      ],
    });
    expect(rowsSignature(good)).not.toBe(rowsSignature(editable));
    expect(shortHours(30)).toBe('7.5');
  });
});

describe('classes on a prevailing-wage job (issue 22)', () => {
  it('keeps two classes of one job on two rows and saves each row with its class', () => {
    const { editable } = rowsFromWeek(
      week([
        line({ id: 'a', wage_class_id: 'elec', classification: 'Electrician' }),
        line({ id: 'b', work_date: '2026-03-10', hours: '6.00', wage_class_id: 'elec' }),
        line({ id: 'c', work_date: '2026-03-10', hours: '2.00', wage_class_id: 'lab' }),
      ]),
    );
    expect(editable.map((r) => [r.wageClassId, r.hours.slice(0, 2)])).toEqual([
      ['elec', ['8', '6']],
      ['lab', ['', '2']],
    ]);
    const saved = weekToSave('e1', '2026-03-09', dates, editable);
    expect(saved.rows.map((r) => [r.wage_class_id, r.hours])).toEqual([
      ['elec', { '2026-03-09': '8', '2026-03-10': '6' }],
      ['lab', { '2026-03-10': '2' }],
    ]);
    // A changed class is an unsaved change.
    const moved = editable.map((r) => ({ ...r, wageClassId: 'elec' }));
    expect(rowsSignature(moved)).not.toBe(rowsSignature(editable));
  });
});
