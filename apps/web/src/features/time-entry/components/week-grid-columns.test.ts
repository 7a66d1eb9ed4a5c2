import type { TTimeOptions } from '@groundwork/shared';
import { describe, expect, it } from 'vitest';
import { wageClassOptions, weekGridColumns } from './week-grid-columns';

const options = (wageDeterminations: TTimeOptions['jobs'][number]['wage_determinations']): TTimeOptions => ({
  employees: [],
  jobs: [
    {
      id: 'j1',
      number: 'J-26-001',
      name: 'Courthouse',
      cost_codes: [],
      wage_determinations: wageDeterminations,
    },
    { id: 'j2', number: 'J-26-002', name: 'Garage', cost_codes: [], wage_determinations: null },
  ],
  crews: [],
  self_employee_id: null,
  workweek_start_day: 1,
  default_work_state: null,
  can_enter_for_others: false,
});

describe('the Class column of prevailing-wage jobs (issue 22)', () => {
  it('offers each class of each modification, named by job and determination', () => {
    const opts = options([
      {
        id: 'm1',
        wd_number: 'CA20260012',
        modification: 1,
        effective_from: '2026-03-02',
        classes: [{ id: 'c1', classification: 'Electrician' }],
      },
      {
        id: 'm0',
        wd_number: 'CA20260012',
        modification: 0,
        effective_from: '2026-01-05',
        classes: [{ id: 'c0', classification: 'Electrician' }],
      },
    ]);
    expect(wageClassOptions(opts)).toEqual([
      { value: 'c1', code: 'Electrician', name: 'J-26-001 · WD CA20260012 mod 1' },
      { value: 'c0', code: 'Electrician', name: 'J-26-001 · WD CA20260012 mod 0' },
    ]);
    expect(weekGridColumns(opts, [], []).map((c) => c.id)).toContain('wage_class');
  });

  it('has no Class column when no job is prevailing-wage', () => {
    expect(weekGridColumns(options(null), [], []).map((c) => c.id)).not.toContain('wage_class');
  });
});
