import { fraction, parseHours, parsePercent, parseRate, type TFraction } from '../payroll/decimal.ts';
import {
  add,
  cmp,
  div,
  formatDollars,
  hoursOf,
  isZero,
  max,
  mul,
  rateCents,
  roundTo,
  sub,
  sum,
  ZERO,
} from './rational.ts';

/**
 * Prevailing-wage compliance (issue 22, item 4), per worker × classification × week on a certified job:
 *   1. required per hour = basic + fringe of the classification; an apprentice registered in a program
 *      for that classification is owed the level's percent of the journeyworker basic and fringe, but
 *      only for hours within the program's ratio on the job that week — hours over the ratio are owed
 *      the journeyworker rate (29 CFR 5.5(a)(4));
 *   2. paid per hour = cash rate (straight-time pay ÷ hours, cash in lieu included) + plan credit per
 *      hour; any mix of cash and plan contributions counts (40 U.S.C. 3142) — it must reach (1);
 *   3. overtime: the premium owed is 0.5 × the higher of the cash rate (without cash in lieu) and the
 *      basic rate × the overtime hours, never on the fringe (29 CFR 5.32);
 *   4. total paid on the project (straight + premium + cash in lieu + plan credit × hours) must reach
 *      Σ hours × (basic + fringe) + the premium owed. A shortfall under half a cent is the rounding of
 *      amounts paid in cents, not an underpayment.
 * Errors state the figures; the fix pays the shortfall as cash in lieu for that worker × class × week.
 */

/** A portion of the worker's time in the slice, as paid (overtime: OT or DT hours, premium paid). */
export type TCertifiedWork = {
  hours: string;
  /** The cash rate of the hours; null (salary): the amount less the premium is the straight-time pay. */
  rate: string | null;
  amountCents: number;
  overtime: boolean;
  premiumCents: number;
};

/** Cash in lieu paid on the slice: automatic (hours × rate) or keyed (amount). */
export type TCashInLieuPaid = { hours: string | null; rate: string | null; amountCents: number };

export type TApprenticeRate = {
  programId: string;
  level: number;
  wagePercent: string;
  fringePercent: string;
  ratioApprentices: number;
  ratioJourneyworkers: number;
  /** Order in which apprentices fill the ratio (earliest registration first). */
  order: string;
};

export type TCertifiedSlice = {
  employeeId: string;
  /** "J. Smith" */
  employeeName: string;
  jobId: string;
  /** The job number as the product writes it ("J-26-017"). */
  jobNumber: string;
  /** Cost code the fix's cash in lieu goes to (the slice's main one). */
  costCodeId: string | null;
  weekEnding: string;
  classification: string;
  basicRate: string;
  fringeRate: string;
  work: TCertifiedWork[];
  cashInLieu: TCashInLieuPaid[];
  planCreditPerHour: string;
  apprentice: TApprenticeRate | null;
};

export type TSliceFigures = {
  hundredths: bigint;
  overtimeHundredths: bigint;
  /** Hours of an apprentice over the ratio (owed the journeyworker rate). */
  overRatioHundredths: bigint;
  straight: TFraction;
  premiumPaid: TFraction;
  cashInLieu: TFraction;
  planCredit: TFraction;
  /** Per hour (cents): cash (with cash in lieu), plan credit, required basic and fringe. */
  cashPerHour: TFraction;
  creditPerHour: TFraction;
  requiredBasicPerHour: TFraction;
  requiredFringePerHour: TFraction;
  premiumBasePerHour: TFraction;
  premiumRequired: TFraction;
  required: TFraction;
  paid: TFraction;
  shortfallCents: number;
};

export type TComplianceError = {
  code: 'prevailing_wage';
  kind: 'rate' | 'overtime';
  employeeId: string;
  jobId: string;
  costCodeId: string | null;
  weekEnding: string;
  classification: string;
  shortfallCents: number;
  message: string;
};

const pct = (percent: string): TFraction => fraction(parsePercent(percent), 1_000_000n);
const exactCents = (hundredths: bigint, rate: bigint): TFraction => fraction(hundredths * rate, 10_000n);

const ratioKey = (s: TCertifiedSlice, programId: string) =>
  [s.jobId, s.weekEnding, s.classification.toLowerCase(), programId].join('|');
const classKey = (s: TCertifiedSlice) => [s.jobId, s.weekEnding, s.classification.toLowerCase()].join('|');
const hoursOfSlice = (s: TCertifiedSlice): bigint => s.work.reduce((t, w) => t + parseHours(w.hours), 0n);

/**
 * Apprentice hours within the ratio, per slice index: per job × week × classification × program the
 * apprentices may work ratioApprentices / ratioJourneyworkers of the journeyworkers' hours; they fill
 * the allowance in registration order, the rest is over the ratio.
 */
export function apprenticeHoursOverRatio(slices: readonly TCertifiedSlice[]): Map<number, bigint> {
  const journey = new Map<string, bigint>();
  for (const s of slices)
    if (!s.apprentice) journey.set(classKey(s), (journey.get(classKey(s)) ?? 0n) + hoursOfSlice(s));
  const groups = new Map<string, number[]>();
  slices.forEach((s, i) => {
    if (!s.apprentice) return;
    const key = ratioKey(s, s.apprentice.programId);
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  const over = new Map<number, bigint>();
  for (const members of groups.values()) {
    const first = slices[members[0] ?? 0];
    if (!first?.apprentice) continue;
    const { ratioApprentices, ratioJourneyworkers } = first.apprentice;
    let allowance =
      ((journey.get(classKey(first)) ?? 0n) * BigInt(ratioApprentices)) / BigInt(ratioJourneyworkers);
    const ordered = [...members].sort((a, b) => {
      const x = slices[a]?.apprentice?.order ?? '';
      const y = slices[b]?.apprentice?.order ?? '';
      return x < y ? -1 : x > y ? 1 : a - b;
    });
    for (const i of ordered) {
      const slice = slices[i];
      if (!slice) continue;
      const hours = hoursOfSlice(slice);
      const within = hours < allowance ? hours : allowance;
      allowance -= within;
      over.set(i, hours - within);
    }
  }
  return over;
}

/** The figures of one slice (given its hours over the apprentice ratio). */
export function sliceFigures(s: TCertifiedSlice, overRatioHundredths = 0n): TSliceFigures {
  let hundredths = 0n;
  let overtimeHundredths = 0n;
  let straight = ZERO;
  let premiumPaid = ZERO;
  for (const w of s.work) {
    const h = parseHours(w.hours);
    hundredths += h;
    if (w.overtime) overtimeHundredths += h;
    straight = add(
      straight,
      w.rate === null ? fraction(BigInt(w.amountCents - w.premiumCents)) : exactCents(h, parseRate(w.rate)),
    );
    premiumPaid = add(premiumPaid, fraction(BigInt(w.premiumCents)));
  }
  const cashInLieu = sum(
    s.cashInLieu.map((c) =>
      c.hours !== null && c.rate !== null
        ? exactCents(parseHours(c.hours), parseRate(c.rate))
        : fraction(BigInt(c.amountCents)),
    ),
  );
  const credit = parseRate(s.planCreditPerHour);
  const planCredit = exactCents(hundredths, credit);
  const hours = hoursOf(hundredths);
  const basic = rateCents(parseRate(s.basicRate));
  const fringe = rateCents(parseRate(s.fringeRate));
  // 1. Required: journeyworker rate for everyone but an apprentice's hours within the ratio.
  let requiredBasic = mul(hours, basic);
  let requiredFringe = mul(hours, fringe);
  if (s.apprentice) {
    const within = hoursOf(hundredths - overRatioHundredths);
    const over = hoursOf(overRatioHundredths);
    requiredBasic = add(mul(within, mul(basic, pct(s.apprentice.wagePercent))), mul(over, basic));
    requiredFringe = add(mul(within, mul(fringe, pct(s.apprentice.fringePercent))), mul(over, fringe));
  }
  const perHour = (v: TFraction) => (hundredths === 0n ? ZERO : div(v, hours));
  const requiredBasicPerHour = perHour(requiredBasic);
  // 3. Premium owed on the higher of the cash rate (no cash in lieu) and the basic rate.
  const premiumBasePerHour = max(perHour(straight), requiredBasicPerHour);
  const premiumRequired = mul(fraction(1n, 2n), mul(premiumBasePerHour, hoursOf(overtimeHundredths)));
  // 4. Totals.
  const required = add(add(requiredBasic, requiredFringe), premiumRequired);
  const paid = sum([straight, premiumPaid, cashInLieu, planCredit]);
  const short = sub(required, paid);
  const shortfallCents = cmp(short, ZERO) > 0 ? Number(roundTo(short, 1n)) : 0;
  return {
    hundredths,
    overtimeHundredths,
    overRatioHundredths,
    straight,
    premiumPaid,
    cashInLieu,
    planCredit,
    cashPerHour: perHour(add(straight, cashInLieu)),
    creditPerHour: rateCents(credit),
    requiredBasicPerHour,
    requiredFringePerHour: perHour(requiredFringe),
    premiumBasePerHour,
    premiumRequired,
    required,
    paid,
    shortfallCents,
  };
}

const hoursText = (hundredths: bigint) => formatDollars(fraction(hundredths));

/**
 * "Week ending 2026-03-14, job J-26-017, J. Smith (Electrician): 36.00 + 8.10 = 44.10 per hour,
 * required 45.23 (38.50 + 6.73)"; an overtime shortfall: "…: overtime premium 40.00 on 4.00 hours,
 * required 44.00 (0.5 × 22.00)"; hours over an apprentice ratio are named after the figures.
 */
export function complianceMessage(
  s: TCertifiedSlice,
  f: TSliceFigures,
): { kind: 'rate' | 'overtime'; message: string } {
  const head = `Week ending ${s.weekEnding}, job ${s.jobNumber}, ${s.employeeName} (${s.classification}): `;
  const tail =
    f.overRatioHundredths > 0n
      ? `; ${hoursText(f.overRatioHundredths)} hours over the apprentice ratio ${s.apprentice?.ratioApprentices ?? 1}:${s.apprentice?.ratioJourneyworkers ?? 1} are owed the journeyworker rate`
      : '';
  const paidPerHour = add(f.cashPerHour, f.creditPerHour);
  const requiredPerHour = add(f.requiredBasicPerHour, f.requiredFringePerHour);
  if (cmp(paidPerHour, requiredPerHour) < 0)
    return {
      kind: 'rate',
      message: `${head}${formatDollars(f.cashPerHour)} + ${formatDollars(f.creditPerHour)} = ${formatDollars(paidPerHour)} per hour, required ${formatDollars(requiredPerHour)} (${formatDollars(f.requiredBasicPerHour)} + ${formatDollars(f.requiredFringePerHour)})${tail}`,
    };
  return {
    kind: 'overtime',
    message: `${head}overtime premium ${formatDollars(f.premiumPaid)} on ${hoursText(f.overtimeHundredths)} hours, required ${formatDollars(f.premiumRequired)} (0.5 × ${formatDollars(f.premiumBasePerHour)})${tail}`,
  };
}

export type TCheckedSlice = {
  slice: TCertifiedSlice;
  figures: TSliceFigures;
  error: TComplianceError | null;
};

/** Checks every slice of a run (apprentice ratios across the run's slices of each job × week × class). */
export function checkCertifiedSlices(slices: readonly TCertifiedSlice[]): TCheckedSlice[] {
  const over = apprenticeHoursOverRatio(slices);
  return slices.map((slice, i) => {
    const figures = sliceFigures(slice, over.get(i) ?? 0n);
    if (figures.shortfallCents === 0 || isZero(figures.required)) return { slice, figures, error: null };
    const { kind, message } = complianceMessage(slice, figures);
    return {
      slice,
      figures,
      error: {
        code: 'prevailing_wage',
        kind,
        employeeId: slice.employeeId,
        jobId: slice.jobId,
        costCodeId: slice.costCodeId,
        weekEnding: slice.weekEnding,
        classification: slice.classification,
        shortfallCents: figures.shortfallCents,
        message,
      },
    };
  });
}

/** The errors only, in a stable order (week, job number, name, classification). */
export function complianceErrors(slices: readonly TCertifiedSlice[]): TComplianceError[] {
  return checkCertifiedSlices(slices)
    .flatMap((c) => (c.error ? [{ error: c.error, s: c.slice }] : []))
    .sort((a, b) =>
      [a.s.weekEnding, a.s.jobNumber, a.s.employeeName, a.s.classification]
        .join('\u0000')
        .localeCompare([b.s.weekEnding, b.s.jobNumber, b.s.employeeName, b.s.classification].join('\u0000')),
    )
    .map((x) => x.error);
}
