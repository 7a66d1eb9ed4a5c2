/** The years the 1099 report offers. */
export const REPORT_YEAR_MIN = 2000;
export const REPORT_YEAR_MAX = 2100;

/**
 * What a vendor must be paid in a calendar year before a 1099-NEC/MISC is due: $600 through 2025; the
 * One Big Beautiful Bill Act (2025, §70433) raised it to $2,000 for payments made after 2025, indexed
 * for inflation after 2026 — add the IRS's figure here for each year once it is published.
 */
const THRESHOLDS: readonly { fromYear: number; cents: number }[] = [
  { fromYear: 2026, cents: 200_000 },
  { fromYear: REPORT_YEAR_MIN, cents: 60_000 },
];

export function reportingThresholdCents(year: number): number {
  return THRESHOLDS.find((t) => year >= t.fromYear)?.cents ?? 60_000;
}

/**
 * A tax ID as a CSV shows it to someone who may not see it whole: the last four digits behind
 * asterisks, in ASCII ('*****6789') so any spreadsheet reads it; none → ''.
 */
export function csvMaskedTaxId(taxId: string | null | undefined): string {
  if (!taxId) return '';
  return `*****${taxId.replace(/\D/g, '').slice(-4)}`;
}

/** The years a picker offers: this year back to `count` years before it, newest first. */
export function reportYears(currentYear: number, count = 7): number[] {
  const years: number[] = [];
  for (let y = Math.min(currentYear, REPORT_YEAR_MAX); y > currentYear - count && y >= REPORT_YEAR_MIN; y--)
    years.push(y);
  return years;
}
