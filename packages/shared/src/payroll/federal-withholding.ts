import {
  fraction,
  maxBig,
  PERCENT_DENOMINATOR,
  parsePercent,
  roundFraction,
  sumFractions,
  type TFraction,
} from './decimal.ts';
import type { TFilingStatus, TW4 } from './engine.types.ts';
import type { TBracket, TFitParams } from './tax-parameters.schemas.ts';

/**
 * Federal income tax withholding, IRS Pub 15-T (2026):
 *   Worksheet 1A (percentage method for automated payroll systems, Forms W-4 from 2020 on),
 *   Worksheet 1B (Forms W-4 before 2020: 4,300 per allowance, no Step 2 / Step 4 lines),
 *   plus the flat rate on supplemental wages (Pub 15 section 7).
 * Every line is kept as an exact fraction of a cent; the withholding is rounded once, half up, at the end.
 */

/** The W-4 to use when the employee gave none: single, Step 2 unchecked, no adjustments (Pub 15-T). */
export const NO_W4: TW4 = {
  version: '2020',
  filingStatus: 'single',
  step2: false,
  step3Cents: 0,
  step4aCents: 0,
  step4bCents: 0,
  step4cCents: 0,
  exempt: false,
};

type TTableKey = keyof TFitParams['standard'];

const tableKey = (status: TFilingStatus): TTableKey =>
  status === 'married_jointly'
    ? 'married_jointly'
    : status === 'head_of_household'
      ? 'head_of_household'
      : 'single';

/** Annual tax on an adjusted annual wage: the row whose floor ≤ wage; base + rate × (wage − floor). */
export function annualTaxFromTable(table: readonly TBracket[], annualWageCents: bigint): TFraction {
  let row: TBracket | undefined;
  for (const candidate of table) if (BigInt(candidate.floorCents) <= annualWageCents) row = candidate;
  if (!row) return fraction(0n);
  const over = annualWageCents - BigInt(row.floorCents);
  return fraction(
    BigInt(row.baseCents) * PERCENT_DENOMINATOR + over * parsePercent(row.ratePercent),
    PERCENT_DENOMINATOR,
  );
}

/** Worksheet 1A, exact, per period (before rounding). */
export function worksheet1A(
  params: TFitParams,
  w4: Extract<TW4, { version: '2020' }>,
  wagesCents: number,
  periods: number,
): TFraction {
  const p = BigInt(periods);
  // 1a–1e: annualise and add Step 4(a) other income.
  const annual = BigInt(wagesCents) * p + BigInt(w4.step4aCents);
  // 1f–1h: Step 4(b) deductions, plus the standard-deduction adjustment when the Step 2 box is unchecked.
  const adjustment = w4.step2
    ? 0n
    : BigInt(
        w4.filingStatus === 'married_jointly'
          ? params.worksheet1aAdjustmentCents.married_jointly
          : params.worksheet1aAdjustmentCents.other,
      );
  // 1i: adjusted annual wage, floor 0.
  const adjusted = maxBig(0n, annual - BigInt(w4.step4bCents) - adjustment);
  // 2a–2h: the table (Step 2 checked or not) and the tentative withholding per period.
  const tables = w4.step2 ? params.step2Checked : params.standard;
  const annualTax = annualTaxFromTable(tables[tableKey(w4.filingStatus)], adjusted);
  // 3a–3c: tentative − Step 3 credits ÷ periods, floor 0 (compared on a common denominator: ×periods).
  const afterCredits = maxBig(0n, annualTax.num - BigInt(w4.step3Cents) * annualTax.den);
  // 4a–4b: plus Step 4(c) extra withholding per period.
  return fraction(afterCredits + BigInt(w4.step4cCents) * annualTax.den * p, annualTax.den * p);
}

/** Worksheet 1B (pre-2020 W-4), exact, per period (before rounding). */
export function worksheet1B(
  params: TFitParams,
  w4: Extract<TW4, { version: 'pre2020' }>,
  wagesCents: number,
  periods: number,
): TFraction {
  const p = BigInt(periods);
  // 1c–1f: annual wages less 4,300 per allowance, floor 0.
  const adjusted = maxBig(0n, BigInt(wagesCents) * p - BigInt(w4.allowances) * BigInt(params.allowanceCents));
  // 2: the standard table of the status ("married" on a pre-2020 W-4 uses married filing jointly).
  const annualTax = annualTaxFromTable(params.standard[tableKey(w4.filingStatus)], adjusted);
  // 3: per period, plus the additional amount on line 6 of the old form.
  return fraction(annualTax.num + BigInt(w4.additionalCents) * annualTax.den * p, annualTax.den * p);
}

/**
 * Supplemental wages (bonuses): the optional flat rate, and the mandatory higher rate on the part of the
 * year's supplemental wages above the threshold (that part applies even to an exempt W-4).
 */
export function supplementalWithholding(
  params: TFitParams,
  supplementalCents: number,
  ytdSupplementalCents: number,
  exempt: boolean,
): TFraction {
  const threshold = BigInt(params.supplementalHighThresholdCents);
  const before = BigInt(ytdSupplementalCents);
  const after = before + BigInt(supplementalCents);
  const high = maxBig(0n, after - maxBig(before, threshold));
  const regular = exempt ? 0n : BigInt(supplementalCents) - high;
  const num =
    regular * parsePercent(params.supplementalRatePercent) +
    high * parsePercent(params.supplementalHighRatePercent);
  return fraction(num, PERCENT_DENOMINATOR);
}

export type TFederalWithholdingInput = {
  w4: TW4 | null;
  periodsPerYear: number;
  /** Federal income-tax wages of the period other than supplemental wages (after pre-tax deductions). */
  regularWagesCents: number;
  supplementalWagesCents: number;
  ytdSupplementalCents: number;
};

/** The period's federal income tax withholding in cents (one rounding, half up). */
export function federalWithholding(params: TFitParams, input: TFederalWithholdingInput): number {
  const w4 = input.w4 ?? NO_W4;
  // A check with no regular wages (a bonus on its own) withholds only the supplemental rate.
  const regular =
    w4.exempt || input.regularWagesCents <= 0
      ? fraction(0n)
      : w4.version === '2020'
        ? worksheet1A(params, w4, input.regularWagesCents, input.periodsPerYear)
        : worksheet1B(params, w4, input.regularWagesCents, input.periodsPerYear);
  const supplemental = supplementalWithholding(
    params,
    input.supplementalWagesCents,
    input.ytdSupplementalCents,
    w4.exempt,
  );
  return roundFraction(sumFractions([regular, supplemental]));
}
