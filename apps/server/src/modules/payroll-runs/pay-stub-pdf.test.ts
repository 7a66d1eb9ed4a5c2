import { EMPTY_YTD } from '@groundwork/shared';
import { describe, expect, it } from 'vitest';
import { depositSplit } from './pay-stub-pdf.ts';
import { checkContribution, combineYtd } from './payroll-ytd.ts';

const account = (
  last4: string,
  split_method: 'amount' | 'percent' | 'remainder',
  amount: string | null = null,
  percent: string | null = null,
  account_type: 'checking' | 'savings' = 'checking',
) => ({ account_last4: last4, account_type, split_method, amount, percent });

describe('the direct-deposit split on a pay stub', () => {
  it('pays fixed amounts, then percents of net, the remainder account the rest, masked to the last four', () => {
    // Net 1,203.95: 100.00 to savings; 10 % of 1,203.95 = 120.395 → 120.40; the rest 983.55 to checking.
    expect(
      depositSplit(120_395, [
        account('4321', 'remainder'),
        account('9876', 'amount', '10000', null, 'savings'),
        account('5555', 'percent', null, '10.0000'),
      ]),
    ).toEqual([
      { label: 'Checking •••• 4321', amountCents: 98_355 },
      { label: 'Savings •••• 9876', amountCents: 10_000 },
      { label: 'Checking •••• 5555', amountCents: 12_040 },
    ]);
  });

  it('never pays out more than the net, and gives what is left to the last account without a remainder one', () => {
    expect(
      depositSplit(5_000, [account('1111', 'amount', '8000'), account('2222', 'percent', null, '50')]),
    ).toEqual([
      { label: 'Checking •••• 1111', amountCents: 5_000 },
      { label: 'Checking •••• 2222', amountCents: 0 },
    ]);
    expect(depositSplit(5_000, [account('1111', 'amount', '1000')])).toEqual([
      { label: 'Checking •••• 1111', amountCents: 5_000 },
    ]);
  });
});

describe('year to date from checks', () => {
  it('adds up what each check contributed, so a voided check simply drops out', () => {
    const first = {
      ...EMPTY_YTD,
      grossCents: 100_000,
      taxesCents: { fit: 9_000 },
      deductionsCents: { d1: 500 },
    };
    const second = {
      ...EMPTY_YTD,
      grossCents: 250_000,
      taxesCents: { fit: 20_000, 'sit:PA': 3_070 },
      deductionsCents: { d1: 1_000 },
    };
    // The second check started from the first: its own part is 150,000 gross, 11,000 fit, 3,070 PA, 500 d1.
    const own = checkContribution({ ytdAfter: second, ytdBefore: first }, EMPTY_YTD);
    expect(own).toMatchObject({
      grossCents: 150_000,
      taxesCents: { fit: 11_000, 'sit:PA': 3_070 },
      deductionsCents: { d1: 500 },
    });
    // The first check voided: the year is the second's part alone.
    expect(combineYtd(EMPTY_YTD, own).grossCents).toBe(150_000);
    expect(combineYtd(checkContribution({ ytdAfter: first }, EMPTY_YTD), own)).toMatchObject({
      grossCents: 250_000,
      taxesCents: { fit: 20_000, 'sit:PA': 3_070 },
    });
  });
});
