import { describe, expect, it } from 'vitest';
import { parsePercentBps, sheetRowsOf, workPercentText } from './sheet-values';

describe('the continuation sheet values', () => {
  it('reads a percent as basis points, with or without the sign, with a decimal comma', () => {
    expect(parsePercentBps('50')).toBe(5000);
    expect(parsePercentBps('62.5 %')).toBe(6250);
    expect(parsePercentBps('33,33')).toBe(3333);
    expect(parsePercentBps('100.00')).toBe(10_000);
    expect(parsePercentBps('abc')).toBeNull();
    expect(parsePercentBps('-5')).toBeNull();
    expect(parsePercentBps('12.345')).toBeNull();
  });

  it('shows work completed to date (D + E) as a percent of C', () => {
    const [row] = sheetRowsOf([
      {
        contract_line_id: 'a',
        line_number: 1,
        description: 'Sitework',
        scheduled_cents: 3_500_000,
        previous_work_cents: 1_500_000,
        this_period_cents: 1_000_000,
        stored_cents: 0,
        previous_stored_cents: 0,
        retainage_override_cents: null,
        override_reason: null,
        completed_and_stored_cents: 2_500_000,
        percent_complete_bps: 7142,
        balance_to_finish_cents: 1_000_000,
        retainage_cents: 0,
      },
    ]);
    expect(row && workPercentText(row)).toBe('71.42');
    expect(row?.override_reason).toBe('');
  });
});
