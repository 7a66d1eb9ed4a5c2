import type { TImportReport, TImportStageState } from '@groundwork/shared';
import { describe, expect, it } from 'vitest';
import { overallPercent, percentOf, reportFindings, stageLines } from './stage-progress';

function state(stage: TImportStageState['stage'], status: TImportStageState['status']): TImportStageState {
  return {
    stage,
    status,
    created: 0,
    updated: 0,
    unchanged: 0,
    error_count: 0,
    message: null,
    finished_at: null,
  };
}

describe('stageLines', () => {
  it('shows the running stage with its share done', () => {
    const lines = stageLines(
      [state('accounts', 'done'), state('customers', 'pending'), state('jobs', 'skipped')],
      { stage: 'customers', done: 250, total: 1000, message: null },
    );
    expect(lines.map((l) => [l.stage, l.status, l.percent])).toEqual([
      ['accounts', 'done', null],
      ['customers', 'running', 25],
      ['jobs', 'skipped', null],
    ]);
    expect(overallPercent(lines)).toBe(62);
  });

  it('lists every stage as pending before the run has any', () => {
    expect(stageLines([], null)).toHaveLength(10);
    expect(overallPercent(stageLines([], null))).toBe(0);
  });

  it('clamps the percent', () => {
    expect(percentOf(5, 0)).toBe(0);
    expect(percentOf(12, 10)).toBe(100);
  });
});

describe('reportFindings', () => {
  it('counts the rows off and the clearing account', () => {
    const report = {
      trial_balance: [{ difference_cents: 0 }, { difference_cents: 100 }],
      receivables: [{ difference_cents: -5 }],
      payables: [],
      counts: [
        { list: 'Customers', source: 3, imported: 3 },
        { list: 'Vendors', source: 2, imported: 1 },
      ],
      opening_clearing_cents: 0,
    } as unknown as TImportReport;
    expect(reportFindings(report)).toEqual({
      accountDifferences: 1,
      receivableDifferences: 1,
      payableDifferences: 0,
      countDifferences: 1,
      isClearingZero: true,
    });
  });
});
