import { describe, expect, it } from 'vitest';
import { reversalLines } from '../journal-entries/manual-entry-posting.ts';
import { retainageReleasePostingLines } from './retainage-release-posting.ts';

const release = {
  amountCents: 45_679,
  accounts: { retainagePayable: 'ret', payable: 'ap' },
  memo: 'Retainage released on SC-0003 — Apex Drywall',
};

describe('retainage release posting rule', () => {
  it('moves the amount from retainage payable to accounts payable', () => {
    expect(retainageReleasePostingLines(release)).toEqual([
      { accountId: 'ret', debitCents: 45_679, creditCents: 0, memo: release.memo },
      { accountId: 'ap', debitCents: 0, creditCents: 45_679, memo: release.memo },
    ]);
  });

  it('balances, and its reversal (the void) nets both accounts to zero', () => {
    const lines = retainageReleasePostingLines(release);
    const both = [...lines, ...reversalLines(lines)];
    for (const account of ['ret', 'ap'])
      expect(
        both.filter((l) => l.accountId === account).reduce((s, l) => s + l.debitCents - l.creditCents, 0),
      ).toBe(0);
  });

  it('refuses nothing or a fraction of a cent', () => {
    expect(() => retainageReleasePostingLines({ ...release, amountCents: 0 })).toThrow('positive cents');
    expect(() => retainageReleasePostingLines({ ...release, amountCents: 0.5 })).toThrow('positive cents');
  });
});
