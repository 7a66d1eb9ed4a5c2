/**
 * Which modification of a job's wage determination governs a work date (item 1): among the
 * modifications whose effective_from is on or before the date, the one with the latest effective_from,
 * then the highest modification number. Pure, shared by the server's checks and the pages.
 */
export type TDeterminationVersion = {
  id: string;
  wd_number: string;
  modification: number;
  effective_from: string;
};

export function determinationInForce<T extends TDeterminationVersion>(
  versions: readonly T[],
  date: string,
): T | null {
  let best: T | null = null;
  for (const v of versions) {
    if (v.effective_from > date) continue;
    if (
      !best ||
      v.effective_from > best.effective_from ||
      (v.effective_from === best.effective_from && v.modification > best.modification)
    )
      best = v;
  }
  return best;
}

/** The modification just before `modification` of the same WD number on the job (to copy its classes). */
export function previousModification<T extends TDeterminationVersion>(
  versions: readonly T[],
  wdNumber: string,
  modification: number,
): T | null {
  let best: T | null = null;
  for (const v of versions) {
    if (v.wd_number !== wdNumber || v.modification >= modification) continue;
    if (!best || v.modification > best.modification) best = v;
  }
  return best;
}

/** A rate typed as '38.5', '38.50', 38.5 → '38.5000'; null unless ≥ 0 with at most 4 decimals. */
export function normalizeRate(value: string | number): string | null {
  const text = String(value).trim().replace(/^\$/, '');
  if (!/^\d{1,8}(\.\d{1,4})?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return `${Number(whole)}.${fraction.padEnd(4, '0')}`;
}

/**
 * An annual plan's hourly figure for display (29 CFR 5.25): annual cents ÷ annual hours, in dollars to
 * 4 decimals, rounded half up on the integer arithmetic. The credit in payroll is the rules' business.
 */
export function annualPlanHourly(annualCents: number, annualHours: number): string {
  if (annualHours <= 0) return '0.0000';
  // dollars × 10^4 per hour = cents × 100 / hours
  const tenThousandths = Math.floor((annualCents * 100 * 2 + annualHours) / (2 * annualHours));
  return `${Math.floor(tenThousandths / 10_000)}.${String(tenThousandths % 10_000).padStart(4, '0')}`;
}
