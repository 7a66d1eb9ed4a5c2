import type { TYtd } from '@groundwork/shared';

type TRecord = Record<string, number>;

function combine(a: TRecord, b: TRecord, sign: 1 | -1): TRecord {
  const out: TRecord = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const next = (out[key] ?? 0) + sign * value;
    if (next === 0) delete out[key];
    else out[key] = next;
  }
  return out;
}

/** a + sign × b, field by field (keyed figures by key). */
export function combineYtd(a: TYtd, b: TYtd, sign: 1 | -1 = 1): TYtd {
  return {
    grossCents: a.grossCents + sign * b.grossCents,
    federalWagesCents: a.federalWagesCents + sign * b.federalWagesCents,
    socialSecurityWagesCents: a.socialSecurityWagesCents + sign * b.socialSecurityWagesCents,
    medicareWagesCents: a.medicareWagesCents + sign * b.medicareWagesCents,
    futaWagesCents: a.futaWagesCents + sign * b.futaWagesCents,
    sutaWagesCents: combine(a.sutaWagesCents, b.sutaWagesCents, sign),
    supplementalCents: a.supplementalCents + sign * b.supplementalCents,
    overtimePremiumCents: a.overtimePremiumCents + sign * b.overtimePremiumCents,
    deductionsCents: combine(a.deductionsCents, b.deductionsCents, sign),
    taxesCents: combine(a.taxesCents, b.taxesCents, sign),
  };
}

/**
 * A check's own part of the year to date: what it added (after − before). Summing these over the
 * year's posted checks gives the YTD whatever was voided in between — a voided check simply drops out.
 */
export function checkContribution(detail: { ytdAfter: TYtd; ytdBefore?: TYtd }, empty: TYtd): TYtd {
  return combineYtd(detail.ytdAfter, detail.ytdBefore ?? empty, -1);
}
