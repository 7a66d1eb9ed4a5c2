import { splitByLargestRemainder } from '../money/split.ts';

/**
 * A check's net pay spread over the employee's direct deposit accounts: fixed amounts first (in the
 * employee's order), then percents of the net (largest remainder for the cents), then the remainder
 * account. Never more than the net. An account whose prenote is not verified gets nothing: its share
 * falls to the remainder account — or, without a verified remainder account, to a paper check.
 */

export type TDepositAccount = {
  id: string;
  splitMethod: 'amount' | 'percent' | 'remainder';
  amountCents: number | null;
  /** Percent of net with up to four decimals ("25.0000"). */
  percent: string | null;
  sortOrder: number;
  prenoteStatus: 'pending' | 'sent' | 'verified';
  isActive: boolean;
  /** For warnings: "•••• 1234". */
  label: string;
};

export type TDepositSplit = {
  deposits: { accountId: string; amountCents: number }[];
  /** What no account takes: paid by paper check. */
  checkCents: number;
  warnings: string[];
};

/** "12.5" or "12.5000" → 125000 (percent in ten-thousandths of a percent). */
function percentUnits(percent: string): number {
  const match = /^(\d{1,3})(?:\.(\d{1,4}))?$/.exec(percent.trim());
  if (!match) throw new RangeError(`percent "${percent}" is not a number with up to four decimals`);
  return Number(match[1]) * 10_000 + Number((match[2] ?? '').padEnd(4, '0'));
}

export function splitDirectDeposit(netCents: number, accounts: readonly TDepositAccount[]): TDepositSplit {
  if (!Number.isSafeInteger(netCents)) throw new RangeError('net must be whole cents');
  const warnings: string[] = [];
  const active = accounts.filter((a) => a.isActive).sort((a, b) => a.sortOrder - b.sortOrder);
  if (netCents <= 0) return { deposits: [], checkCents: Math.max(netCents, 0), warnings };
  const usable = active.filter((a) => {
    if (a.prenoteStatus === 'verified') return true;
    warnings.push(
      `Account ${a.label} is not verified by prenote (${a.prenoteStatus}): it gets no money this time.`,
    );
    return false;
  });
  const given = new Map<string, number>();
  let left = netCents;
  const give = (id: string, cents: number) => {
    const amount = Math.min(Math.max(cents, 0), left);
    left -= amount;
    given.set(id, (given.get(id) ?? 0) + amount);
  };

  // 1. Fixed amounts, in order, as long as the net lasts.
  for (const a of usable.filter((x) => x.splitMethod === 'amount')) give(a.id, a.amountCents ?? 0);

  // 2. Percents of the net: the rounded total of all percents split by largest remainder.
  const percents = usable.filter((x) => x.splitMethod === 'percent');
  if (percents.length > 0) {
    const units = percents.map((a) => percentUnits(a.percent ?? '0'));
    const sumUnits = units.reduce((s, u) => s + u, 0);
    // net × Σpercent ÷ 100, rounded half up (units are 1/10,000 of a percent: ÷ 1,000,000).
    const total = Number((BigInt(netCents) * BigInt(sumUnits) + 500_000n) / 1_000_000n);
    const parts = sumUnits > 0 ? splitByLargestRemainder(total, units) : units.map(() => 0);
    for (const [i, a] of percents.entries()) give(a.id, parts[i] ?? 0);
  }

  // 3. The rest to the remainder account; without one it is paid by check.
  const remainder = usable.find((x) => x.splitMethod === 'remainder');
  if (remainder) give(remainder.id, left);
  if (left > 0 && active.length > 0)
    warnings.push(`${(left / 100).toFixed(2)} of the net pay goes to no deposit account: pay it by check.`);

  const deposits = active.flatMap((a) => {
    const amountCents = given.get(a.id) ?? 0;
    return amountCents > 0 ? [{ accountId: a.id, amountCents }] : [];
  });
  return { deposits, checkCents: left, warnings };
}
