import {
  fraction,
  maxBig,
  minBig,
  PERCENT_DENOMINATOR,
  parsePercent,
  roundFraction,
  roundHalfUp,
  type TFraction,
} from './decimal.ts';

/**
 * The capped and uncapped payroll taxes (FICA, FUTA, SUTA) as small calculators on one base each.
 *
 * Rounding rule: the tax of the year to date is rounded to the cent (half up) and the check takes the
 * difference — round(rate × (YTD + this check)) − round(rate × YTD). Each check is within a cent of its
 * own rate × wages, and the year's total is exactly rate × the year's taxable wages, so Social Security
 * stops at exactly 11,439.00 and FUTA at 42.00 (no "fractions of cents" line on the quarterly return).
 */

/** The part of this check's wages under the annual base: min(wages, base − YTD), never negative. */
export function wagesUnderBase(wagesCents: number, ytdWagesCents: number, baseCents: number): number {
  return Number(maxBig(0n, minBig(BigInt(wagesCents), BigInt(baseCents) - BigInt(ytdWagesCents))));
}

/** The part of this check's wages above an annual threshold (Additional Medicare). */
export function wagesOverThreshold(
  wagesCents: number,
  ytdWagesCents: number,
  thresholdCents: number,
): number {
  const before = BigInt(ytdWagesCents);
  const after = before + BigInt(wagesCents);
  const threshold = BigInt(thresholdCents);
  return Number(maxBig(0n, after - maxBig(before, threshold)));
}

const roundRate = (cents: bigint, rate: bigint): bigint => roundHalfUp(cents * rate, PERCENT_DENOMINATOR);

/** round(rate × (YTD + taxable)) − round(rate × YTD): the rounding rule above. */
export function cumulativeTax(taxableCents: number, ratePercent: string, ytdTaxableCents: number): number {
  const rate = parsePercent(ratePercent);
  const ytd = BigInt(Math.max(0, ytdTaxableCents));
  return Number(roundRate(ytd + BigInt(taxableCents), rate) - roundRate(ytd, rate));
}

/**
 * A tax capped at rate × base for the year: the cumulative rounding above, and never more than what is
 * left up to round(rate × base) after the tax already withheld (guards YTD figures imported mid-year).
 */
export function cappedTax(
  taxableCents: number,
  ratePercent: string,
  baseCents: number,
  ytdTaxableCents: number,
  ytdTaxCents: number,
): number {
  const maximum = Number(roundRate(BigInt(baseCents), parsePercent(ratePercent)));
  return Math.max(
    0,
    Math.min(cumulativeTax(taxableCents, ratePercent, ytdTaxableCents), maximum - ytdTaxCents),
  );
}

/** Wages × rate as an exact fraction, for taxes summed over several states before their one rounding. */
export const exactTax = (taxableCents: number, ratePercent: bigint): TFraction =>
  fraction(BigInt(taxableCents) * ratePercent, PERCENT_DENOMINATOR);

export const roundedTax = (f: TFraction): number => roundFraction(f);

/** FUTA's net rate in a state: gross − maximum credit + the state's credit reduction (percent scaled ×10⁴). */
export function futaNetRate(
  grossRatePercent: string,
  maxCreditPercent: string,
  creditReductionPercent: string | undefined,
): bigint {
  return (
    parsePercent(grossRatePercent) -
    parsePercent(maxCreditPercent) +
    parsePercent(creditReductionPercent ?? '0')
  );
}
