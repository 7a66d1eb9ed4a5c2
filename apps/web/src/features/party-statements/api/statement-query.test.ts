import { describe, expect, it } from 'vitest';
import { agingChartPoints } from '@/features/receivables/components/aging-chart';
import { statementQuery } from './use-party-statements';

describe('statementQuery', () => {
  it('names the party by its side, and leaves it out for every party with a balance', () => {
    const params = { as_of: '2026-06-30', from: '2026-06-01', party_id: 'c1' };
    expect(statementQuery('customer', params)).toBe('as_of=2026-06-30&from=2026-06-01&customer_id=c1');
    expect(statementQuery('vendor', params)).toBe('as_of=2026-06-30&from=2026-06-01&vendor_id=c1');
    expect(statementQuery('customer', { ...params, party_id: '' })).toBe('as_of=2026-06-30&from=2026-06-01');
  });
});

describe('agingChartPoints', () => {
  it('a bar per bucket in order, retainage not among them', () => {
    expect(
      agingChartPoints({
        current_cents: 1,
        days_1_30_cents: 2,
        days_31_60_cents: 3,
        days_61_90_cents: 4,
        over_90_cents: 5,
        total_cents: 15,
        retainage_held_cents: 99,
      }),
    ).toEqual([
      { bucket: 'Current', open: 1 },
      { bucket: '1–30 days', open: 2 },
      { bucket: '31–60 days', open: 3 },
      { bucket: '61–90 days', open: 4 },
      { bucket: 'Over 90 days', open: 5 },
    ]);
  });
});
