import { splitByLargestRemainder } from '../money/split.ts';
import { buildBurden } from './burden.ts';
import { formatHours, parseHours } from './decimal.ts';
import { isPreTax, postTaxDeductions, preTaxDeductions } from './deductions.ts';
import { buildEarnings } from './earnings.ts';
import {
  PERIODS_PER_YEAR,
  type TDeductionLine,
  type TEarningLine,
  type TPaycheckInput,
  type TPaycheckResult,
  type TPaycheckWarning,
  type TYtd,
} from './engine.types.ts';
import type { TOvertimeRuleSet } from './overtime.schemas.ts';
import { PayrollParametersMissing, type TTaxParameterSet } from './tax-parameters.schemas.ts';
import { computeTaxes, type TStateBase, type TTaxBases, type TTaxResult, ytdTaxKey } from './taxes.ts';

/**
 * One employee's check, gross to net (issue 21):
 *   1. earnings — time after the overtime engine, salary, cash fringes, other earnings;
 *   2. pre-tax deductions — retirement (income-tax wages only), section 125 (also FICA, FUTA, SUTA);
 *   3. taxes — each on its own base, state taxes by the work state of each earning line;
 *   4. post-tax deductions — limits, garnishment share of disposable earnings, never past net;
 *   5. burden — workers' comp and fringes per job × cost code;
 *   6. net = gross − employee taxes − deductions; YTD after; warnings.
 * Gross is every earning paid, reimbursements included (they are in the check but are not wages).
 * Pure: no database, no clock.
 */

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);
const sumAmounts = (lines: readonly { amountCents: number }[]): number =>
  sum(lines.map((l) => l.amountCents));

type TStateGross = { state: string | null; grossCents: number };

/** Taxable gross per work state in the order states first appear (null: earnings with no known state). */
function grossByState(earnings: readonly TEarningLine[]): TStateGross[] {
  const byState = new Map<string | null, number>();
  for (const e of earnings)
    if (e.taxable) byState.set(e.workState, (byState.get(e.workState) ?? 0) + e.amountCents);
  return [...byState].map(([state, grossCents]) => ({ state, grossCents }));
}

/** A check-wide pre-tax amount spread over the states by their gross (largest remainder). */
function spreadOverStates(totalCents: number, states: readonly TStateGross[]): number[] {
  const weights = states.map((s) => Math.max(0, s.grossCents));
  if (totalCents === 0 || weights.every((w) => w === 0)) return states.map(() => 0);
  return splitByLargestRemainder(totalCents, weights);
}

function taxBases(
  earnings: readonly TEarningLine[],
  pretax: readonly TDeductionLine[],
  params: TTaxParameterSet,
): TTaxBases {
  const taxableGross = sumAmounts(earnings.filter((e) => e.taxable));
  const supplementalGross = sumAmounts(earnings.filter((e) => e.taxable && e.supplemental));
  const retirement = sumAmounts(pretax.filter((d) => d.kind === 'retirement_pretax'));
  const section125 = sumAmounts(pretax.filter((d) => d.kind === 'section125'));
  // Pre-tax deductions come out of regular wages first, then out of supplemental wages.
  const regularGross = taxableGross - supplementalGross;
  const reductions = retirement + section125;
  const states = grossByState(earnings);
  const s125 = spreadOverStates(section125, states);
  const ret = spreadOverStates(retirement, states);
  const stateBases: TStateBase[] = [];
  states.forEach((s, i) => {
    if (s.state === null) return;
    const sutaWages = s.grossCents - (s125[i] ?? 0);
    const sit = params.sit[s.state];
    const deferralsTaxable = sit !== undefined && sit.kind !== 'none' && sit.retirementDeferralsTaxable;
    stateBases.push({
      state: s.state,
      sutaWagesCents: sutaWages,
      sitWagesCents: sutaWages - (deferralsTaxable ? 0 : (ret[i] ?? 0)),
    });
  });
  return {
    federalRegularCents: Math.max(0, regularGross - reductions),
    federalSupplementalCents: supplementalGross - Math.max(0, reductions - regularGross),
    ficaCents: taxableGross - section125,
    states: stateBases,
  };
}

function addTo(record: Record<string, number>, key: string, cents: number): Record<string, number> {
  return { ...record, [key]: (record[key] ?? 0) + cents };
}

function ytdAfter(
  ytd: TYtd,
  r: {
    gross: number;
    bases: TTaxBases;
    taxes: TTaxResult;
    deductions: readonly TDeductionLine[];
    supplemental: number;
    premium: number;
  },
): TYtd {
  let taxesCents = ytd.taxesCents;
  for (const t of r.taxes.employee) taxesCents = addTo(taxesCents, ytdTaxKey(t, 'employee'), t.amountCents);
  for (const t of r.taxes.employer) taxesCents = addTo(taxesCents, ytdTaxKey(t, 'employer'), t.amountCents);
  let deductionsCents = ytd.deductionsCents;
  for (const d of r.deductions) deductionsCents = addTo(deductionsCents, d.deductionId, d.amountCents);
  let sutaWagesCents = ytd.sutaWagesCents;
  for (const [state, cents] of Object.entries(r.taxes.sutaWagesCents))
    sutaWagesCents = addTo(sutaWagesCents, state, cents);
  return {
    grossCents: ytd.grossCents + r.gross,
    federalWagesCents: ytd.federalWagesCents + r.bases.federalRegularCents + r.bases.federalSupplementalCents,
    socialSecurityWagesCents: ytd.socialSecurityWagesCents + r.taxes.socialSecurityWagesCents,
    medicareWagesCents: ytd.medicareWagesCents + r.bases.ficaCents,
    futaWagesCents: ytd.futaWagesCents + r.taxes.futaWagesCents,
    sutaWagesCents,
    supplementalCents: ytd.supplementalCents + r.supplemental,
    overtimePremiumCents: ytd.overtimePremiumCents + r.premium,
    deductionsCents,
    taxesCents,
  };
}

function inputWarnings(input: TPaycheckInput): TPaycheckWarning[] {
  const warnings: TPaycheckWarning[] = [];
  if (input.payType === 'hourly' && input.timeLines.length === 0)
    warnings.push({ code: 'no_time', message: 'No approved time in this period' });
  if (!input.w4)
    warnings.push({
      code: 'missing_w4',
      message: 'No Form W-4: federal tax withheld as single with no adjustments',
    });
  else if (input.w4.exempt)
    warnings.push({ code: 'exempt_w4', message: 'The W-4 claims exemption: no federal income tax withheld' });
  return warnings;
}

const checkYear = (checkDate: string): number => Number(checkDate.slice(0, 4));

export function calculatePaycheck(
  input: TPaycheckInput,
  params: TTaxParameterSet,
  overtimeRules: readonly TOvertimeRuleSet[],
): TPaycheckResult {
  if (params.year !== checkYear(input.checkDate))
    throw new PayrollParametersMissing(checkYear(input.checkDate));
  // 1. Earnings.
  const earnings = buildEarnings(input, overtimeRules);
  const gross = sumAmounts(earnings);
  const taxableGross = sumAmounts(earnings.filter((e) => e.taxable));
  // 2. Pre-tax deductions.
  const pretax = preTaxDeductions(input.deductions.filter(isPreTax), taxableGross, input.ytd);
  // 3. Taxes.
  const bases = taxBases(earnings, pretax, params);
  const taxes = computeTaxes(bases, {
    params,
    periodsPerYear: PERIODS_PER_YEAR[input.payFrequency],
    w4: input.w4,
    stateCertificates: input.stateCertificates,
    sutaRates: input.company.sutaRates,
    ytd: input.ytd,
  });
  const employeeTaxes = sumAmounts(taxes.employee);
  // 4. Post-tax deductions.
  const posttax = postTaxDeductions(input.deductions, {
    taxableGrossCents: taxableGross,
    employeeTaxesCents: employeeTaxes,
    netBeforeCents: gross - sumAmounts(pretax) - employeeTaxes,
    ytd: input.ytd,
  });
  const deductions = [...pretax, ...posttax];
  const deductionsCents = sumAmounts(deductions);
  // 5. Burden.
  const burden = buildBurden(input, earnings);
  // 6. Net, YTD, warnings.
  const net = gross - employeeTaxes - deductionsCents;
  const warnings = [...inputWarnings(input), ...taxes.warnings];
  if (deductions.some((d) => d.limitedBy !== null))
    warnings.push({
      code: 'deduction_limited',
      message: 'A deduction was limited (annual limit, garnishment limit or net pay)',
    });
  if (net < 0)
    warnings.push({ code: 'negative_net', message: 'Net pay is negative: the check cannot be approved' });
  const hoursHundredths = earnings
    .filter((e) => e.code === 'REG' || e.code === 'OT' || e.code === 'DT' || e.code === 'SALARY')
    .reduce((total, e) => total + (e.hours ? parseHours(e.hours) : 0n), 0n);
  return {
    employeeId: input.employeeId,
    earnings,
    hours: formatHours(hoursHundredths),
    grossCents: gross,
    federalWagesCents: bases.federalRegularCents + bases.federalSupplementalCents,
    employeeTaxes: taxes.employee,
    employerTaxes: taxes.employer,
    deductions,
    burden,
    employeeTaxesCents: employeeTaxes,
    deductionsCents,
    employerTaxesCents: sumAmounts(taxes.employer),
    netCents: net,
    ytdAfter: ytdAfter(input.ytd, {
      gross,
      bases,
      taxes,
      deductions,
      supplemental: sumAmounts(earnings.filter((e) => e.taxable && e.supplemental)),
      premium: sum(earnings.map((e) => e.premiumCents)),
    }),
    warnings,
  };
}
