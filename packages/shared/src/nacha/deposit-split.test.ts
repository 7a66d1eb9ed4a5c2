import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitDirectDeposit, type TDepositAccount } from './deposit-split.ts';

const account = (over: Partial<TDepositAccount> & { id: string }): TDepositAccount => ({
  splitMethod: 'remainder',
  amountCents: null,
  percent: null,
  sortOrder: 0,
  prenoteStatus: 'verified',
  isActive: true,
  label: `•••• ${over.id}`,
  ...over,
});

describe('splitDirectDeposit', () => {
  it('pays amounts first, then percents, then the remainder', () => {
    // Net 1,234.57: fixed 100.00; the percents together 25 % × 1,234.57 = 308.6425 → 308.64, split
    // 10 : 15 by largest remainder: 123.456 and 185.184 → floors 123.45 and 185.18 (= 308.63), the cent
    // left to the larger remainder (0.6 vs 0.4) → 123.46 and 185.18; remainder 1,234.57 − 100.00 −
    // 308.64 = 825.93.
    const split = splitDirectDeposit(123_457, [
      account({ id: 'rest', splitMethod: 'remainder', sortOrder: 0 }),
      account({ id: 'pct15', splitMethod: 'percent', percent: '15.0000', sortOrder: 3 }),
      account({ id: 'pct10', splitMethod: 'percent', percent: '10', sortOrder: 2 }),
      account({ id: 'fixed', splitMethod: 'amount', amountCents: 10_000, sortOrder: 1 }),
    ]);
    expect(split.deposits).toEqual([
      { accountId: 'rest', amountCents: 82_593 },
      { accountId: 'fixed', amountCents: 10_000 },
      { accountId: 'pct10', amountCents: 12_346 },
      { accountId: 'pct15', amountCents: 18_518 },
    ]);
    expect(split.checkCents).toBe(0);
    expect(split.warnings).toEqual([]);
  });

  it('never pays more than the net', () => {
    // Net 150.00: the first 100.00 in full, the second 100.00 gets 50.00, the percent and remainder nothing.
    const split = splitDirectDeposit(15_000, [
      account({ id: 'a', splitMethod: 'amount', amountCents: 10_000, sortOrder: 1 }),
      account({ id: 'b', splitMethod: 'amount', amountCents: 10_000, sortOrder: 2 }),
      account({ id: 'p', splitMethod: 'percent', percent: '50', sortOrder: 3 }),
      account({ id: 'r', sortOrder: 4 }),
    ]);
    expect(split.deposits).toEqual([
      { accountId: 'a', amountCents: 10_000 },
      { accountId: 'b', amountCents: 5_000 },
    ]);
    expect(split.checkCents).toBe(0);
  });

  it('gives an unverified account nothing and its share to the remainder', () => {
    const split = splitDirectDeposit(50_000, [
      account({ id: 'new', splitMethod: 'amount', amountCents: 20_000, prenoteStatus: 'sent', sortOrder: 1 }),
      account({ id: 'r', sortOrder: 2 }),
    ]);
    expect(split.deposits).toEqual([{ accountId: 'r', amountCents: 50_000 }]);
    expect(split.warnings[0]).toMatch(/•••• new is not verified by prenote \(sent\)/);
  });

  it('pays by check what no verified account takes', () => {
    const split = splitDirectDeposit(50_000, [
      account({ id: 'p', splitMethod: 'percent', percent: '40', sortOrder: 1 }),
      account({ id: 'r', prenoteStatus: 'pending', sortOrder: 2 }),
      account({ id: 'old', isActive: false, sortOrder: 3 }),
    ]);
    expect(split.deposits).toEqual([{ accountId: 'p', amountCents: 20_000 }]);
    expect(split.checkCents).toBe(30_000);
    expect(split.warnings).toHaveLength(2);
    expect(split.warnings[1]).toBe('300.00 of the net pay goes to no deposit account: pay it by check.');
  });

  it('pays nothing on a zero net, and all by check without accounts', () => {
    expect(splitDirectDeposit(0, [account({ id: 'r' })])).toEqual({
      deposits: [],
      checkCents: 0,
      warnings: [],
    });
    expect(splitDirectDeposit(999, [])).toEqual({ deposits: [], checkCents: 999, warnings: [] });
  });

  it('always sums to the net with no negative part (property)', () => {
    const arbAccount = fc.record({
      splitMethod: fc.constantFrom('amount' as const, 'percent' as const, 'remainder' as const),
      amountCents: fc.integer({ min: 1, max: 500_000 }),
      percent: fc.integer({ min: 1, max: 1_000_000 }).map((u) => (u / 10_000).toFixed(4)),
      verified: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(arbAccount, { maxLength: 6 }),
        (net, specs) => {
          let hasRemainder = false;
          const accounts = specs.map((s, i) => {
            const method = s.splitMethod === 'remainder' && hasRemainder ? 'amount' : s.splitMethod;
            if (method === 'remainder') hasRemainder = true;
            return account({
              id: String(i),
              splitMethod: method,
              amountCents: s.amountCents,
              percent: s.percent,
              sortOrder: i,
              prenoteStatus: s.verified ? 'verified' : 'pending',
            });
          });
          const split = splitDirectDeposit(net, accounts);
          const paid = split.deposits.reduce((sum, d) => sum + d.amountCents, 0);
          expect(paid + split.checkCents).toBe(net);
          expect(split.deposits.every((d) => d.amountCents > 0)).toBe(true);
          expect(split.checkCents).toBeGreaterThanOrEqual(0);
          for (const d of split.deposits)
            expect(accounts.find((a) => a.id === d.accountId)?.prenoteStatus).toBe('verified');
        },
      ),
    );
  });
});
