/**
 * Splits `totalCents` in proportion to `weights` by the largest-remainder method: every part is the
 * floor of its exact share, and the cents left over go one each to the parts with the largest
 * remainders (ties to the earlier part). The parts always sum exactly to the total. Negative totals
 * split as the negation of the positive split. Weights must be non-negative integers, not all zero.
 */
export function splitByLargestRemainder(totalCents: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(totalCents)) throw new RangeError('total must be a safe integer of cents');
  if (weights.length === 0) throw new RangeError('at least one weight is needed');
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0))
    throw new RangeError('weights must be non-negative integers');
  if (totalCents < 0) return splitByLargestRemainder(-totalCents, weights).map((p) => (p === 0 ? 0 : -p));
  const sum = weights.reduce((a, b) => a + BigInt(b), 0n);
  if (sum === 0n) throw new RangeError('weights must not all be zero');
  const total = BigInt(totalCents);
  const parts = weights.map((w) => (total * BigInt(w)) / sum);
  const remainders = weights.map((w, i) => ({ i, r: (total * BigInt(w)) % sum }));
  let left = Number(total - parts.reduce((a, b) => a + b, 0n));
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0) break;
    parts[i] = (parts[i] as bigint) + 1n;
    left--;
  }
  return parts.map(Number);
}
