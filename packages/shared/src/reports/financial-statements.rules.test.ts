import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountTreeOrder,
  amountForType,
  daysInRange,
  pnlSectionOf,
  priorPeriod,
  priorYear,
  shiftMonths,
  statementChange,
  statementMonthColumns,
  statementPeriodLabel,
  type TClassifiable,
} from './financial-statements.rules.ts';
import { ZGeneralLedgerQuery, ZProfitAndLossQuery } from './financial-statements.schemas.ts';

describe('statement periods', () => {
  it('shifts months keeping month ends', () => {
    expect(shiftMonths('2024-02-29', -12)).toBe('2023-02-28');
    expect(shiftMonths('2025-02-28', -12)).toBe('2024-02-29');
    expect(shiftMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(shiftMonths('2026-03-15', -3)).toBe('2025-12-15');
    expect(shiftMonths('2026-01-30', 1)).toBe('2026-02-28');
  });

  it('the prior period of whole months is as many months before', () => {
    expect(priorPeriod({ from: '2026-01-01', to: '2026-03-31' })).toEqual({
      from: '2025-10-01',
      to: '2025-12-31',
    });
    expect(priorPeriod({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
  });

  it('the prior period of a part of a month is as many days before', () => {
    expect(priorPeriod({ from: '2026-03-11', to: '2026-03-20' })).toEqual({
      from: '2026-03-01',
      to: '2026-03-10',
    });
    expect(daysInRange('2026-03-11', '2026-03-20')).toBe(10);
  });

  it('the prior year is the same dates a year earlier', () => {
    expect(priorYear({ from: '2026-01-01', to: '2026-02-28' })).toEqual({
      from: '2025-01-01',
      to: '2025-02-28',
    });
    expect(priorYear({ from: '2025-01-01', to: '2025-02-28' })).toEqual({
      from: '2024-01-01',
      to: '2024-02-29',
    });
  });

  it('a period in months: each clipped to the period', () => {
    expect(statementMonthColumns({ from: '2026-01-15', to: '2026-03-10' })).toEqual([
      { from: '2026-01-15', to: '2026-01-31', label: 'Jan 2026' },
      { from: '2026-02-01', to: '2026-02-28', label: 'Feb 2026' },
      { from: '2026-03-01', to: '2026-03-10', label: 'Mar 2026' },
    ]);
    expect(statementPeriodLabel({ from: '2026-01-01', to: '2026-03-31' })).toBe('Jan 2026 – Mar 2026');
    expect(statementPeriodLabel({ from: '2026-03-01', to: '2026-03-31' })).toBe('Mar 2026');
    expect(statementPeriodLabel({ from: '2026-03-02', to: '2026-03-31' })).toBe('2026-03-02 – 2026-03-31');
  });

  it('month columns tile the period: no day lost or counted twice', () => {
    const date = fc
      .record({
        y: fc.integer({ min: 2000, max: 2030 }),
        m: fc.integer({ min: 1, max: 12 }),
        d: fc.integer({ min: 1, max: 28 }),
      })
      .map(({ y, m, d }) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
    fc.assert(
      fc.property(date, date, (a, b) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        const columns = statementMonthColumns({ from, to });
        expect(columns[0]?.from).toBe(from);
        expect(columns.at(-1)?.to).toBe(to);
        expect(columns.reduce((s, c) => s + daysInRange(c.from, c.to), 0)).toBe(daysInRange(from, to));
      }),
    );
  });
});

describe('statement amounts', () => {
  it('a balance in its type direction: a contra asset counts against assets', () => {
    expect(amountForType('asset', 0, 3_000_000)).toBe(-3_000_000);
    expect(amountForType('revenue', 0, 2_500_000)).toBe(2_500_000);
    expect(amountForType('expense', 300_000, 0)).toBe(300_000);
  });

  it('a change and its percentage against the base', () => {
    expect(statementChange(150, 100)).toEqual({ change_cents: 50, change_percent: 50 });
    expect(statementChange(-50, 100)).toEqual({ change_cents: -150, change_percent: -150 });
    expect(statementChange(100, -200)).toEqual({ change_cents: 300, change_percent: 150 });
    expect(statementChange(5, 0)).toEqual({ change_cents: 5, change_percent: null });
  });
});

describe('where an account stands on the profit and loss', () => {
  const account = (over: Partial<TClassifiable>): TClassifiable => ({
    id: 'x',
    account_number: '6000',
    account_type: 'expense',
    system_key: null,
    parent_id: null,
    is_cost_category_account: false,
    ...over,
  });
  it('revenue, cost of revenue and overhead by the starting chart', () => {
    expect(pnlSectionOf(account({ account_type: 'revenue', account_number: '4000' }))).toBe('revenue');
    expect(pnlSectionOf(account({ account_number: '5100', system_key: 'job_cost_material' }))).toBe(
      'cost_of_revenue',
    );
    expect(pnlSectionOf(account({ account_number: '5600' }))).toBe('cost_of_revenue');
    expect(pnlSectionOf(account({ account_number: '7100', is_cost_category_account: true }))).toBe(
      'cost_of_revenue',
    );
    expect(pnlSectionOf(account({ account_number: '6200', system_key: 'overhead_rent' }))).toBe(
      'operating_expenses',
    );
    expect(pnlSectionOf(account({ account_type: 'asset', account_number: '1000' }))).toBeNull();
  });
  it('a sub-account follows its parent', () => {
    const parent = account({ id: 'p', account_number: '7000', is_cost_category_account: true });
    const child = account({ id: 'c', account_number: '7010', parent_id: 'p' });
    expect(pnlSectionOf(child, (id) => (id === 'p' ? parent : undefined))).toBe('cost_of_revenue');
  });
});

describe('accounts in tree order', () => {
  it('children right under their parent, one level deeper', () => {
    const rows = accountTreeOrder([
      { id: 'b', account_number: '6100', parent_id: null },
      { id: 'c', account_number: '6000-2', parent_id: 'a' },
      { id: 'a', account_number: '6000', parent_id: null },
      { id: 'd', account_number: '6000-1', parent_id: 'a' },
    ]);
    expect(rows.map((r) => [r.account.account_number, r.depth])).toEqual([
      ['6000', 0],
      ['6000-1', 1],
      ['6000-2', 1],
      ['6100', 0],
    ]);
  });
});

describe('query validation', () => {
  it('refuses a period that ends before it starts, with a clear message', () => {
    const r = ZProfitAndLossQuery.safeParse({ from: '2026-03-31', to: '2026-03-01' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('The start date must be on or before the end date');
  });
  it('refuses more than 36 month columns', () => {
    const r = ZProfitAndLossQuery.safeParse({ from: '2020-01-01', to: '2026-03-01', columns: 'month' });
    expect(r.error?.issues[0]?.message).toMatch(/at most 36 months/);
  });
  it('refuses an account range in the wrong order', () => {
    const r = ZGeneralLedgerQuery.safeParse({ account_from: '6000', account_to: '1000' });
    expect(r.error?.issues[0]?.message).toBe('The first account number must not come after the last');
  });
});
