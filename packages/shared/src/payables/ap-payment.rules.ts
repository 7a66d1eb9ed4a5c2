/**
 * Pure rules of paying bills (issue 16, item 3): check numbers, spreading an amount over what is
 * open, oldest first, and the refusals that name what they refuse.
 */

export const DEFAULT_FIRST_CHECK_NUMBER = '1001';

/**
 * The check number to suggest on a bank account: one past the highest all-digit number used there
 * (voided checks keep theirs), keeping its zero padding ('000123' → '000124'); 1001 on a new account.
 * Numbers with letters ('A-17') are the company's own scheme and are not counted.
 */
export function nextCheckNumber(used: readonly string[]): string {
  let best: bigint | null = null;
  let width = 0;
  for (const number of used) {
    if (!/^\d{1,20}$/.test(number)) continue;
    const value = BigInt(number);
    if (best === null || value > best) {
      best = value;
      width = number.length;
    }
  }
  if (best === null) return DEFAULT_FIRST_CHECK_NUMBER;
  return (best + 1n).toString().padStart(width, '0');
}

/**
 * `count` consecutive check numbers from `first` ('1001' → 1001, 1002, …; '0098' → 0098, 0099, 0100);
 * null when `first` is not all digits (then each check's number must be typed).
 */
export function consecutiveCheckNumbers(first: string, count: number): string[] | null {
  if (!/^\d{1,20}$/.test(first)) return null;
  const start = BigInt(first);
  return Array.from({ length: count }, (_, i) => (start + BigInt(i)).toString().padStart(first.length, '0'));
}

/**
 * Spreads `amount` over items in the order given, each taking at most what it has available: the
 * first items are paid in full before the next gets anything. Items that get nothing are left out.
 * Refuses an amount larger than everything available (the caller checked it; this is the guard).
 */
export function allocateInOrder<T extends { available_cents: number }>(
  amount: number,
  items: readonly T[],
): { item: T; amount_cents: number }[] {
  const total = items.reduce((s, i) => s + Math.max(0, i.available_cents), 0);
  if (amount > total) throw new Error(`allocateInOrder: ${amount} is more than the ${total} available`);
  const result: { item: T; amount_cents: number }[] = [];
  let left = amount;
  for (const item of items) {
    if (left <= 0) break;
    const take = Math.min(left, Math.max(0, item.available_cents));
    if (take > 0) result.push({ item, amount_cents: take });
    left -= take;
  }
  return result;
}

/** Σ of a list of cents. */
export function sumCents(values: readonly number[]): number {
  return values.reduce((s, v) => s + v, 0);
}
