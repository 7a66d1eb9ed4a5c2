/**
 * Exact decimal arithmetic for payroll: hours, rates and percentages arrive as decimal strings and
 * become scaled bigints (hundredths of an hour, ten-thousandths of a dollar or of a percent), so no
 * amount ever passes through a binary float. A tax is kept as an exact fraction of a cent until the one
 * rounding to a cent (half up, away from zero for negatives).
 */

const DECIMAL_RE = /^(-)?(\d+)(?:\.(\d+))?$/;

/** "38.5" at scale 4 → 385000n. Throws on more decimals than the scale allows or on a malformed string. */
export function parseScaled(text: string, scale: number): bigint {
  const match = DECIMAL_RE.exec(text.trim());
  if (!match) throw new RangeError(`"${text}" is not a decimal number`);
  const fraction = match[3] ?? '';
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > scale) throw new RangeError(`"${text}" has more than ${scale} decimals`);
  const value =
    BigInt(match[2] ?? '0') * 10n ** BigInt(scale) + BigInt(significant.padEnd(scale, '0') || '0');
  return match[1] ? -value : value;
}

/** 385000n at scale 4 → "38.5000". */
export function formatScaled(value: bigint, scale: number): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const unit = 10n ** BigInt(scale);
  const whole = (abs / unit).toString();
  const text = scale === 0 ? whole : `${whole}.${(abs % unit).toString().padStart(scale, '0')}`;
  return negative ? `-${text}` : text;
}

/** Hours as hundredths: "7.25" → 725n. */
export const HOURS_SCALE = 2;
/** Hourly rates and per-hour fringes as ten-thousandths of a dollar: "38.5" → 385000n. */
export const RATE_SCALE = 4;
/** Percentages as ten-thousandths of a percent: "6.2" → 62000n (so a fraction is value / 1,000,000). */
export const PERCENT_SCALE = 4;
export const PERCENT_DENOMINATOR = 100n * 10n ** BigInt(PERCENT_SCALE);

export const parseHours = (text: string): bigint => parseScaled(text, HOURS_SCALE);
export const formatHours = (hundredths: bigint): string => formatScaled(hundredths, HOURS_SCALE);
export const parseRate = (text: string): bigint => parseScaled(text, RATE_SCALE);
export const parsePercent = (text: string): bigint => parseScaled(text, PERCENT_SCALE);

/** An exact fraction of a cent. */
export type TFraction = { num: bigint; den: bigint };

export const fraction = (num: bigint, den = 1n): TFraction => {
  if (den === 0n) throw new RangeError('division by zero');
  return den < 0n ? { num: -num, den: -den } : { num, den };
};

export const addFractions = (a: TFraction, b: TFraction): TFraction =>
  a.den === b.den
    ? { num: a.num + b.num, den: a.den }
    : fraction(a.num * b.den + b.num * a.den, a.den * b.den);

export const sumFractions = (parts: readonly TFraction[]): TFraction =>
  parts.reduce((acc, part) => addFractions(acc, part), fraction(0n));

/** Rounds num / den to the nearest integer, halves away from zero. */
export function roundHalfUp(num: bigint, den: bigint): bigint {
  if (den < 0n) return roundHalfUp(-num, -den);
  if (num < 0n) return -roundHalfUp(-num, den);
  return (2n * num + den) / (2n * den);
}

export const roundFraction = (f: TFraction): number => Number(roundHalfUp(f.num, f.den));

/** Cents × percent ("6.2") as an exact fraction of a cent. */
export const percentOf = (cents: number | bigint, percent: string): TFraction =>
  fraction(BigInt(cents) * parsePercent(percent), PERCENT_DENOMINATOR);

/** Cents × percent, rounded once to the cent. */
export const roundedPercentOf = (cents: number | bigint, percent: string): number =>
  roundFraction(percentOf(cents, percent));

/** Hours (hundredths) × rate (ten-thousandths of a dollar) in cents, exact: h/100 × r/10000 × 100 cents. */
export const hoursTimesRate = (hoursHundredths: bigint, rateScaled: bigint): TFraction =>
  fraction(hoursHundredths * rateScaled, 10_000n);

export const minBig = (a: bigint, b: bigint): bigint => (a < b ? a : b);
export const maxBig = (a: bigint, b: bigint): bigint => (a > b ? a : b);
