import { describe, expect, it } from 'vitest';
import { reversalLines } from '../journal-entries/manual-entry-posting.ts';
import { wipAdjustmentLines } from './wip-adjustment-posting.ts';

const accounts = { revenue: 'rev-4000', overbillings: 'over-2100', underbillings: 'under-1200' };
const pick = (lines: ReturnType<typeof wipAdjustmentLines>) =>
  lines.map((l) => [l.accountId, l.debitCents, l.creditCents, l.memo]);

describe('wipAdjustmentLines', () => {
  it('posts the golden schedule: two over-billed jobs, one under-billed', () => {
    // J-26-001 over 2,567,902; J-26-002 under 2,500,000; J-26-003 over 1,000,000.
    //   Dr 4000 over total 2,567,902 + 1,000,000 = 3,567,902
    //   Cr 2100 2,567,902 (J-26-001), Cr 2100 1,000,000 (J-26-003)
    //   Dr 1200 2,500,000 (J-26-002), Cr 4000 2,500,000
    //   debits 3,567,902 + 2,500,000 = 6,067,902 = credits 2,567,902 + 1,000,000 + 2,500,000
    const lines = wipAdjustmentLines({
      label: 'WIP 2026-01-31',
      accounts,
      jobs: [
        { job_number: 'J-26-001', over_under_cents: 2_567_902 },
        { job_number: 'J-26-002', over_under_cents: -2_500_000 },
        { job_number: 'J-26-003', over_under_cents: 1_000_000 },
      ],
    });
    expect(pick(lines)).toEqual([
      [
        'rev-4000',
        3_567_902,
        0,
        'WIP 2026-01-31: over-billings (billings in excess of costs and estimated earnings)',
      ],
      ['over-2100', 0, 2_567_902, 'WIP 2026-01-31: J-26-001 over-billed'],
      ['over-2100', 0, 1_000_000, 'WIP 2026-01-31: J-26-003 over-billed'],
      ['under-1200', 2_500_000, 0, 'WIP 2026-01-31: J-26-002 under-billed'],
      [
        'rev-4000',
        0,
        2_500_000,
        'WIP 2026-01-31: under-billings (costs and estimated earnings in excess of billings)',
      ],
    ]);
    const debits = lines.reduce((s, l) => s + l.debitCents, 0);
    const credits = lines.reduce((s, l) => s + l.creditCents, 0);
    expect(debits).toBe(6_067_902);
    expect(credits).toBe(debits);
    expect(lines.every((l) => !l.jobId)).toBe(true);
  });

  it('only over-billings: no under lines, and jobs at 0 post nothing', () => {
    const lines = wipAdjustmentLines({
      label: 'WIP',
      accounts,
      jobs: [
        { job_number: 'J-1', over_under_cents: 0 },
        { job_number: 'J-2', over_under_cents: 1 },
      ],
    });
    expect(pick(lines).map(([a, d, c]) => [a, d, c])).toEqual([
      ['rev-4000', 1, 0],
      ['over-2100', 0, 1],
    ]);
  });

  it('nothing to post gives no lines', () => {
    expect(
      wipAdjustmentLines({ label: 'WIP', accounts, jobs: [{ job_number: 'J', over_under_cents: 0 }] }),
    ).toEqual([]);
  });

  it('the reversal swaps every line', () => {
    const lines = wipAdjustmentLines({
      label: 'WIP',
      accounts,
      jobs: [{ job_number: 'J', over_under_cents: -700 }],
    });
    expect(pick(reversalLines(lines)).map(([a, d, c]) => [a, d, c])).toEqual([
      ['under-1200', 0, 700],
      ['rev-4000', 700, 0],
    ]);
  });
});
