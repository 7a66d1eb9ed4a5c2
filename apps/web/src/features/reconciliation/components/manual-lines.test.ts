import { describe, expect, it } from 'vitest';
import {
  emptyManualRow,
  isManualRowBlank,
  manualInputs,
  manualProblems,
  manualTotals,
  parseManualDate,
  type TManualRow,
} from './manual-lines';

const row = (patch: Partial<TManualRow>): TManualRow => ({ ...emptyManualRow(), ...patch });

describe('statement lines entered by hand', () => {
  it('reads US and ISO dates only', () => {
    expect(parseManualDate('03/14/2026')).toBe('2026-03-14');
    expect(parseManualDate('3/4/26')).toBe('2026-03-04');
    expect(parseManualDate('2026-03-14')).toBe('2026-03-14');
    expect(parseManualDate('14/03/2026')).toBeNull();
    expect(parseManualDate('14.03.2026')).toBeNull();
  });

  it('leaves blank rows out and names the problems of the others by row', () => {
    const rows = [
      row({ date: '03/02/2026', description: 'Deposit', amountCents: 50_000 }),
      emptyManualRow(),
      row({ date: '31/03/2026', description: '', amountCents: null }),
    ];
    expect(isManualRowBlank(rows[1] as TManualRow)).toBe(true);
    const problems = manualProblems(rows);
    expect([...problems.byRow.keys()]).toEqual([2]);
    expect(problems.messages).toEqual([
      "Row 3: '31/03/2026' is not a date (MM/DD/YYYY)",
      'Row 3: Enter a description',
      'Row 3: Enter the amount (− for money out)',
    ]);
  });

  it('makes the request and the running totals', () => {
    const rows = [
      row({ date: '03/02/2026', description: ' Deposit ', amountCents: 50_000 }),
      row({ date: '2026-03-05', description: 'Check 1001', checkNumber: '1001', amountCents: -12_500 }),
      emptyManualRow(),
    ];
    expect(manualInputs(rows)).toEqual([
      { posted_date: '2026-03-02', amount_cents: 50_000, payee: 'Deposit' },
      { posted_date: '2026-03-05', amount_cents: -12_500, payee: 'Check 1001', check_number: '1001' },
    ]);
    expect(manualTotals(rows)).toEqual({ inCents: 50_000, outCents: 12_500, netCents: 37_500, count: 2 });
  });
});
