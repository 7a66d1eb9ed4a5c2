import { splitByLargestRemainder } from '../money/split.ts';
import { parseRate, roundHalfUp } from './decimal.ts';
import type { TCompanyPayrollRules } from './engine.types.ts';
import type { TOvertimePortion } from './overtime.ts';

/**
 * Pays the overtime engine's portions with the weighted regular rate (29 CFR 778.115):
 *   regular rate of the workweek = straight-time pay of all hours ÷ all hours worked;
 *   every hour is paid at its own rate (straight time), and each OT hour adds 0.5 × the regular rate,
 *   each DT hour 1.0 × the regular rate (the premium).
 * Premiums of hours made OT/DT by a day rule or entered as such stay on their own line. The weekly FLSA
 * premium of the workweek is computed once and spread to jobs by the company's rule:
 *   time_order — to the hours after the 40th, the lines that became OT, by their hours;
 *   pro_rata   — to every job × cost code of the workweek by its hours, then to its lines by hours.
 * Straight time is rounded per portion (half up); each premium once, then split by largest remainder.
 */

/** `premiumCents`: the share job cost carries (the company's rule); `earnedPremiumCents`: the premium the
 * portion's own hours earned (the weekly premium by the OT hours after the 40th) — the employee's view. */
export type TPricedPortion = TOvertimePortion & {
  straightCents: number;
  premiumCents: number;
  earnedPremiumCents: number;
};

/** Premium factor in halves: OT 1 (× 0.5), DT 2 (× 1.0). */
const HALVES = { REG: 0n, OT: 1n, DT: 2n } as const;

type TWeekTotals = { straight: bigint; hundredths: bigint };

/** Σ hours × rate in hundredths × ten-thousandths, and Σ hours in hundredths. */
function weekTotals(portions: readonly TOvertimePortion[]): TWeekTotals {
  let straight = 0n;
  let hundredths = 0n;
  for (const p of portions) {
    straight += BigInt(p.hundredths) * parseRate(p.line.rate);
    hundredths += BigInt(p.hundredths);
  }
  return { straight, hundredths };
}

/** halves × 0.5 × regular rate × hours, in cents: halves × h × S / (2 × 10⁴ × H). */
function premiumCents(halves: bigint, hundredths: bigint, totals: TWeekTotals): number {
  if (halves === 0n || hundredths === 0n || totals.hundredths === 0n) return 0;
  return Number(roundHalfUp(halves * hundredths * totals.straight, 2n * 10_000n * totals.hundredths));
}

/** Largest-remainder split of `total` over `weights`; all zero when there is nothing to weigh. */
function spread(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0 || weights.every((w) => w === 0)) return weights.map(() => 0);
  return splitByLargestRemainder(total, weights);
}

function allocateWeeklyPremium(
  week: readonly TOvertimePortion[],
  total: number,
  allocation: TCompanyPayrollRules['overtimeAllocation'],
): number[] {
  const shares = week.map(() => 0);
  if (total === 0) return shares;
  if (allocation === 'time_order') {
    const weights = week.map((p) => (p.source === 'weekly' ? p.hundredths : 0));
    return spread(total, weights);
  }
  const groups = new Map<string, number[]>();
  week.forEach((p, i) => {
    const key = `${p.line.jobId ?? ''}|${p.line.costCodeId ?? ''}`;
    const members = groups.get(key);
    if (members) members.push(i);
    else groups.set(key, [i]);
  });
  const members = [...groups.values()];
  const groupShares = spread(
    total,
    members.map((m) => m.reduce((sum, i) => sum + (week[i]?.hundredths ?? 0), 0)),
  );
  members.forEach((m, g) => {
    const parts = spread(
      groupShares[g] ?? 0,
      m.map((i) => week[i]?.hundredths ?? 0),
    );
    m.forEach((i, k) => {
      shares[i] = parts[k] ?? 0;
    });
  });
  return shares;
}

export function priceOvertime(
  portions: readonly TOvertimePortion[],
  allocation: TCompanyPayrollRules['overtimeAllocation'],
): TPricedPortion[] {
  const weeks = new Map<string, TOvertimePortion[]>();
  for (const p of portions) {
    const week = weeks.get(p.weekStart);
    if (week) week.push(p);
    else weeks.set(p.weekStart, [p]);
  }
  const priced: TPricedPortion[] = [];
  for (const week of weeks.values()) {
    const totals = weekTotals(week);
    const weeklyHundredths = week.reduce(
      (sum, p) => sum + (p.source === 'weekly' ? BigInt(p.hundredths) : 0n),
      0n,
    );
    const weeklyPremium = premiumCents(HALVES.OT, weeklyHundredths, totals);
    const weeklyShares = allocateWeeklyPremium(week, weeklyPremium, allocation);
    const earnedShares = allocateWeeklyPremium(week, weeklyPremium, 'time_order');
    week.forEach((p, i) => {
      const straightCents = Number(roundHalfUp(BigInt(p.hundredths) * parseRate(p.line.rate), 10_000n));
      const ownPremium =
        p.source === 'weekly' ? 0 : premiumCents(HALVES[p.payType], BigInt(p.hundredths), totals);
      priced.push({
        ...p,
        straightCents,
        premiumCents: ownPremium + (weeklyShares[i] ?? 0),
        earnedPremiumCents: ownPremium + (earnedShares[i] ?? 0),
      });
    });
  }
  return priced;
}
