import { describe, expect, it } from 'vitest';
import { payApplicationPostingLines } from './pay-application-posting.ts';

const accounts = { receivable: 'AR', retainageReceivable: 'RR', revenue: 'REV' };
const post = (gross: number, retainage: number, due: number) =>
  payApplicationPostingLines({
    customerId: 'C1',
    label: 'J-26-001 Application 1',
    accounts,
    thisPeriod: { gross_cents: gross, retainage_cents: retainage, due_cents: due },
  }).map((l) => [l.accountId, l.debitCents, l.creditCents, l.customerId ?? null]);

// The golden job of packages/shared/src/billing/pay-application.rules.test.ts, application by application.
describe('the pay application posting rule (golden job)', () => {
  it('application 1: Dr AR 28,300, Dr retainage 2,700, Cr revenue 31,000', () => {
    expect(post(3_100_000, 270_000, 2_830_000)).toEqual([
      ['AR', 2_830_000, 0, 'C1'],
      ['RR', 270_000, 0, 'C1'],
      ['REV', 0, 3_100_000, null],
    ]);
  });

  it('application 2: Dr AR 32,550, Dr retainage 3,450, Cr revenue 36,000', () => {
    expect(post(3_600_000, 345_000, 3_255_000)).toEqual([
      ['AR', 3_255_000, 0, 'C1'],
      ['RR', 345_000, 0, 'C1'],
      ['REV', 0, 3_600_000, null],
    ]);
  });

  it('application 3: Dr AR 42,750, Dr retainage 2,250, Cr revenue 45,000', () => {
    expect(post(4_500_000, 225_000, 4_275_000)).toEqual([
      ['AR', 4_275_000, 0, 'C1'],
      ['RR', 225_000, 0, 'C1'],
      ['REV', 0, 4_500_000, null],
    ]);
  });

  it('the retainage release: Dr AR 8,400, Cr retainage 8,400, no revenue', () => {
    expect(post(0, -840_000, 840_000)).toEqual([
      ['AR', 840_000, 0, 'C1'],
      ['RR', 0, 840_000, 'C1'],
    ]);
  });

  it('a reduction flips sides; nothing billed posts nothing; an unbalanced input is refused', () => {
    expect(post(-10_000, -1_000, -9_000)).toEqual([
      ['AR', 0, 9_000, 'C1'],
      ['RR', 0, 1_000, 'C1'],
      ['REV', 10_000, 0, null],
    ]);
    expect(post(0, 0, 0)).toEqual([]);
    expect(() => post(100, 10, 80)).toThrow(/does not balance/);
  });
});
