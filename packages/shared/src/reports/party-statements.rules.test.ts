import { describe, expect, it } from 'vitest';
import {
  applicationReference,
  defaultStatementFrom,
  isStatementRangeValid,
  runningBalances,
} from './party-statements.rules.ts';
import { ZCustomerStatementQuery, ZVendorStatementQuery } from './party-statements.schemas.ts';

describe('statement rules', () => {
  it('the activity starts on the first of the statement month by default', () => {
    expect(defaultStatementFrom('2026-06-30')).toBe('2026-06-01');
    expect(defaultStatementFrom('2026-02-01')).toBe('2026-02-01');
  });

  it('a range may be one day, never backwards', () => {
    expect(isStatementRangeValid('2026-06-30', '2026-06-30')).toBe(true);
    expect(isStatementRangeValid('2026-05-01', '2026-06-30')).toBe(true);
    expect(isStatementRangeValid('2026-07-01', '2026-06-30')).toBe(false);
  });

  it('running balance: previous + charge − credit, from the opening', () => {
    // 13,500.00 + 4,500.50 = 18,000.50; − 5,000.00 = 13,000.50; + 1,000.00 = 14,000.50; − 2,000.00 = 12,000.50
    expect(
      runningBalances(1_350_000, [
        { charge_cents: 450_050, credit_cents: 0 },
        { charge_cents: 0, credit_cents: 500_000 },
        { charge_cents: 100_000, credit_cents: 0 },
        { charge_cents: 0, credit_cents: 200_000 },
      ]),
    ).toEqual([1_800_050, 1_300_050, 1_400_050, 1_200_050]);
    expect(runningBalances(500, [])).toEqual([]);
  });

  it('names an application and a retainage release', () => {
    expect(
      applicationReference({ project_number: 'J-26-001', application_number: 3, kind: 'progress' }),
    ).toBe('J-26-001 #3');
    expect(
      applicationReference({ project_number: 'J-26-001', application_number: 4, kind: 'retainage_release' }),
    ).toBe('J-26-001 #4 (retainage release)');
  });

  it('the queries refuse a range that ends before it starts, with the message on `from`', () => {
    const inverted = ZCustomerStatementQuery.safeParse({ as_of: '2026-06-30', from: '2026-07-01' });
    expect(inverted.success).toBe(false);
    expect(inverted.error?.issues[0]).toMatchObject({
      path: ['from'],
      message: 'The start of the activity must be on or before the statement date',
    });
    expect(ZVendorStatementQuery.safeParse({ as_of: '2026-06-30', from: '2026-06-30' }).success).toBe(true);
    // One of the two alone is checked by the server once the other is defaulted.
    expect(ZCustomerStatementQuery.safeParse({ from: '2199-01-01' }).success).toBe(true);
  });
});
