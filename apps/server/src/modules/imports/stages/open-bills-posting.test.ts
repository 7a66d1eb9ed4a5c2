import { describe, expect, it } from 'vitest';
import { openingBillLines } from './open-bills-posting.ts';

const accounts = { payable: 'AP', retainagePayable: 'RP', clearing: 'CLR' };
const post = (openCents: number, retainageCents: number) =>
  openingBillLines({ label: 'Apex opening bill 88', accounts, openCents, retainageCents }).map((l) => [
    l.accountId,
    l.debitCents,
    l.creditCents,
  ]);

describe('the opening bill rule', () => {
  it('Dr opening clearing the gross, Cr AP the open amount and retainage payable the retainage held', () => {
    expect(post(900_000, 100_000)).toEqual([
      ['CLR', 1_000_000, 0],
      ['AP', 0, 900_000],
      ['RP', 0, 100_000],
    ]);
  });

  it('has no retainage line when none is held', () => {
    expect(post(12_345, 0)).toEqual([
      ['CLR', 12_345, 0],
      ['AP', 0, 12_345],
    ]);
  });
});
