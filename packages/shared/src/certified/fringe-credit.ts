import { formatScaled, parsePercent, parseRate, RATE_SCALE } from '../payroll/decimal.ts';

/**
 * Fringe credit for bona fide plans (issue 22, item 3). A plan contributes a rate per hour, or an
 * annual amount that is credited per hour over ALL hours worked in the year, public and private
 * (29 CFR 5.25: annual ÷ annual hours — 6,240.00 / 2,080 = 3.00 per hour). The credit is kept to the
 * hundredth of a cent per hour and rounded DOWN, so a credit never counts for more than was paid.
 */

export type TFringePlanCredit = {
  plan: 'health' | 'pension' | 'vacation' | 'training' | 'other';
  planName: string;
  method: 'per_hour' | 'annual';
  ratePerHour: string | null;
  annualAmountCents: number | null;
  annualHours: number;
  effectiveFrom: string;
  effectiveTo: string | null;
};

export type TPlanCredit = { plan: TFringePlanCredit['plan']; planName: string; ratePerHour: string };

/** The plan's credit per hour as a rate in ten-thousandths of a dollar (cents × 100 ÷ hours, floored). */
export function planRateScaled(plan: TFringePlanCredit): bigint {
  if (plan.method === 'per_hour') return plan.ratePerHour === null ? 0n : parseRate(plan.ratePerHour);
  if (plan.annualAmountCents === null || plan.annualHours <= 0) return 0n;
  return (BigInt(plan.annualAmountCents) * 100n) / BigInt(plan.annualHours);
}

/** Plans in force on a date (the week's last day): from ≤ date ≤ to. */
export const plansInForce = (plans: readonly TFringePlanCredit[], onDate: string): TFringePlanCredit[] =>
  plans.filter((p) => p.effectiveFrom <= onDate && (p.effectiveTo === null || p.effectiveTo >= onDate));

/** Each plan in force with its credit per hour ("3.0000"). */
export const planCredits = (plans: readonly TFringePlanCredit[], onDate: string): TPlanCredit[] =>
  plansInForce(plans, onDate)
    .map((p) => ({
      plan: p.plan,
      planName: p.planName,
      ratePerHour: formatScaled(planRateScaled(p), RATE_SCALE),
    }))
    .filter((c) => parseRate(c.ratePerHour) > 0n);

/** The employee's plan credit per hour on a date: per-hour plans and annual plans summed ("8.1000"). */
export function planCreditPerHour(plans: readonly TFringePlanCredit[], onDate: string): string {
  const total = plansInForce(plans, onDate).reduce((s, p) => s + planRateScaled(p), 0n);
  return formatScaled(total, RATE_SCALE);
}

/** The required fringe the plans do not cover, paid in cash on the check ("0.0000" when covered). */
export function cashInLieuRate(fringeRate: string, creditPerHour: string): string {
  const short = parseRate(fringeRate) - parseRate(creditPerHour);
  return formatScaled(short > 0n ? short : 0n, RATE_SCALE);
}

/** An apprentice's share of a journeyworker rate ("6.73" × "50" % → "3.3650"), rounded UP to the hundredth of a cent. */
export function percentOfRate(rate: string, percent: string): string {
  const num = parseRate(rate) * parsePercent(percent);
  return formatScaled((num + 999_999n) / 1_000_000n, RATE_SCALE);
}
