import { fraction, type TFraction } from '../payroll/decimal.ts';

/** Small exact-arithmetic helpers over TFraction (cents, or cents per hour) for the compliance rules. */

export const ZERO: TFraction = { num: 0n, den: 1n };

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** Reduced, so sums over a week's lines keep small denominators. */
function reduced(num: bigint, den: bigint): TFraction {
  const f = fraction(num, den);
  if (f.den === 1n || f.num === 0n) return f.num === 0n ? ZERO : f;
  const g = gcd(f.num, f.den);
  return g === 1n ? f : { num: f.num / g, den: f.den / g };
}

export const add = (a: TFraction, b: TFraction): TFraction =>
  a.den === b.den ? reduced(a.num + b.num, a.den) : reduced(a.num * b.den + b.num * a.den, a.den * b.den);
export const sub = (a: TFraction, b: TFraction): TFraction => add(a, { num: -b.num, den: b.den });
export const mul = (a: TFraction, b: TFraction): TFraction => reduced(a.num * b.num, a.den * b.den);
export const div = (a: TFraction, b: TFraction): TFraction => reduced(a.num * b.den, a.den * b.num);
export const cmp = (a: TFraction, b: TFraction): number => {
  const d = a.num * b.den - b.num * a.den;
  return d > 0n ? 1 : d < 0n ? -1 : 0;
};
export const max = (a: TFraction, b: TFraction): TFraction => (cmp(a, b) >= 0 ? a : b);
export const sum = (parts: readonly TFraction[]): TFraction => parts.reduce(add, ZERO);
export const isZero = (a: TFraction): boolean => a.num === 0n;

/** A rate "38.5" (dollars per hour, ≤ 4 decimals, as ten-thousandths) → cents per hour. */
export const rateCents = (tenThousandths: bigint): TFraction => fraction(tenThousandths, 100n);
/** Hours in hundredths → hours. */
export const hoursOf = (hundredths: bigint): TFraction => fraction(hundredths, 100n);

/** Rounds half up to `places` decimals of the unit (cents → dollars with places 2: divide by 100 first). */
export function roundTo(value: TFraction, scale: bigint): bigint {
  const n = value.num * scale;
  const d = value.den;
  const neg = n < 0n;
  const abs = neg ? -n : n;
  const r = (2n * abs + d) / (2n * d);
  return neg ? -r : r;
}

/** Cents (exact) as dollars "44.10": two decimals, or up to four when a rate is not whole cents. */
export function formatDollars(cents: TFraction): string {
  const tenThousandths = roundTo(cents, 100n); // cents × 100 = ten-thousandths of a dollar
  const neg = tenThousandths < 0n;
  const abs = neg ? -tenThousandths : tenThousandths;
  const whole = abs / 10_000n;
  let frac = (abs % 10_000n).toString().padStart(4, '0');
  frac = frac.replace(/0{1,2}$/, '');
  const wholeText = whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${neg ? '-' : ''}${wholeText}.${frac.padEnd(2, '0')}`;
}
