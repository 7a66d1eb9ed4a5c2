import { formatCents } from '../money/money.ts';
import {
  addFractions,
  maxBig,
  PERCENT_DENOMINATOR,
  roundFraction,
  roundHalfUp,
  sumFractions,
  type TFraction,
} from './decimal.ts';
import {
  cappedTax,
  cumulativeTax,
  exactTax,
  futaNetRate,
  wagesOverThreshold,
  wagesUnderBase,
} from './employment-taxes.ts';
import type { TPaycheckWarning, TStateCertificate, TTaxLine, TW4, TYtd } from './engine.types.ts';
import { federalWithholding } from './federal-withholding.ts';
import { stateWithholding } from './state-withholding.ts';
import type { TTaxParameterSet } from './tax-parameters.schemas.ts';

/**
 * Every tax of the check on its own base. Keys in TYtd.taxesCents: the employee's taxes by code (fit,
 * ss, medicare, addl_medicare, and `sit:PA`, `suta_ee:PA` per state), the employer's with an `er:`
 * prefix (er:ss, er:medicare, er:futa, er:suta:PA).
 */

export type TStateBase = {
  state: string;
  /** State income-tax wages in the state (after the pre-tax deductions the state allows). */
  sitWagesCents: number;
  /** Unemployment wages in the state (after section 125). */
  sutaWagesCents: number;
};

export type TTaxBases = {
  federalRegularCents: number;
  federalSupplementalCents: number;
  /** Social Security, Medicare and FUTA wages (after section 125). */
  ficaCents: number;
  states: TStateBase[];
};

export type TTaxContext = {
  params: TTaxParameterSet;
  periodsPerYear: number;
  w4: TW4 | null;
  stateCertificates: readonly TStateCertificate[];
  sutaRates: Record<string, string>;
  ytd: TYtd;
};

export type TTaxResult = {
  employee: TTaxLine[];
  employer: TTaxLine[];
  warnings: TPaycheckWarning[];
  /** The capped taxable wages this check adds to the YTD wage figures. */
  socialSecurityWagesCents: number;
  futaWagesCents: number;
  sutaWagesCents: Record<string, number>;
};

const line = (
  code: string,
  jurisdiction: string,
  description: string,
  taxableWagesCents: number,
  amountCents: number,
): TTaxLine => ({
  code,
  jurisdiction,
  description,
  taxableWagesCents,
  amountCents,
});

const ytdTax = (ytd: TYtd, key: string): number => ytd.taxesCents[key] ?? 0;

function crossed(before: number, added: number, limit: number): boolean {
  return before < limit && before + added >= limit && added > 0;
}

function federalTaxes(bases: TTaxBases, ctx: TTaxContext, result: TTaxResult): void {
  const { params, ytd } = ctx;
  const fit = federalWithholding(params.fit, {
    w4: ctx.w4,
    periodsPerYear: ctx.periodsPerYear,
    regularWagesCents: bases.federalRegularCents,
    supplementalWagesCents: bases.federalSupplementalCents,
    ytdSupplementalCents: ytd.supplementalCents,
  });
  const fitWages = bases.federalRegularCents + bases.federalSupplementalCents;
  result.employee.push(line('fit', 'US', 'Federal income tax', fitWages, fit));

  const ssWages = wagesUnderBase(bases.ficaCents, ytd.socialSecurityWagesCents, params.ss.wageBaseCents);
  result.socialSecurityWagesCents = ssWages;
  const ss = (key: string) =>
    cappedTax(
      ssWages,
      params.ss.ratePercent,
      params.ss.wageBaseCents,
      ytd.socialSecurityWagesCents,
      ytdTax(ytd, key),
    );
  result.employee.push(line('ss', 'US', 'Social Security', ssWages, ss('ss')));
  result.employer.push(line('ss', 'US', 'Social Security (employer)', ssWages, ss('er:ss')));
  if (crossed(ytd.socialSecurityWagesCents, ssWages, params.ss.wageBaseCents))
    result.warnings.push({
      code: 'cap_crossed',
      message: `Social Security wage base ${formatCents(params.ss.wageBaseCents)} reached on this check`,
    });

  const medicare = cumulativeTax(bases.ficaCents, params.medicare.ratePercent, ytd.medicareWagesCents);
  result.employee.push(line('medicare', 'US', 'Medicare', bases.ficaCents, medicare));
  result.employer.push(line('medicare', 'US', 'Medicare (employer)', bases.ficaCents, medicare));

  const over = wagesOverThreshold(
    bases.ficaCents,
    ytd.medicareWagesCents,
    params.addlMedicare.thresholdCents,
  );
  if (over > 0) {
    const ytdOver = Math.max(0, ytd.medicareWagesCents - params.addlMedicare.thresholdCents);
    const addl = cumulativeTax(over, params.addlMedicare.ratePercent, ytdOver);
    result.employee.push(line('addl_medicare', 'US', 'Additional Medicare', over, addl));
    if (ytd.medicareWagesCents <= params.addlMedicare.thresholdCents)
      result.warnings.push({
        code: 'cap_crossed',
        message: `Additional Medicare starts on this check: wages passed ${formatCents(params.addlMedicare.thresholdCents)} this year`,
      });
  }
}

/** FUTA: the base is the employee's, consumed state by state in the order of the check's earnings. */
function futa(bases: TTaxBases, ctx: TTaxContext, result: TTaxResult): void {
  const { params, ytd } = ctx;
  const f = params.futa;
  let room = Number(maxBig(0n, BigInt(f.wageBaseCents) - BigInt(ytd.futaWagesCents)));
  const ficaStates = bases.states.filter((s) => s.sutaWagesCents > 0);
  const parts: TFraction[] = [];
  let taxable = 0;
  let highestRate = futaNetRate(f.grossRatePercent, f.maxCreditPercent, undefined);
  let firstRate: bigint | undefined;
  for (const s of ficaStates) {
    const wages = Math.min(room, s.sutaWagesCents);
    room -= wages;
    taxable += wages;
    const rate = futaNetRate(f.grossRatePercent, f.maxCreditPercent, f.creditReductions[s.state]);
    firstRate ??= rate;
    if (rate > highestRate) highestRate = rate;
    parts.push(exactTax(wages, rate));
  }
  // Wages with no state (none known) pay the net rate.
  const stateless = Math.max(
    0,
    Math.min(room, bases.ficaCents - ficaStates.reduce((sum, s) => sum + s.sutaWagesCents, 0)),
  );
  taxable += stateless;
  parts.push(exactTax(stateless, futaNetRate(f.grossRatePercent, f.maxCreditPercent, undefined)));
  // The rounding rule of employment-taxes.ts, with the YTD wages at the rate of the check's first state.
  const ytdExact = exactTax(Math.min(ytd.futaWagesCents, f.wageBaseCents), firstRate ?? highestRate);
  const cumulative = roundFraction(addFractions(ytdExact, sumFractions(parts))) - roundFraction(ytdExact);
  const maximum = Number(roundHalfUp(BigInt(f.wageBaseCents) * highestRate, PERCENT_DENOMINATOR));
  const amount = Math.max(0, Math.min(cumulative, maximum - ytdTax(ytd, 'er:futa')));
  result.futaWagesCents = taxable;
  result.employer.push(line('futa', 'US', 'Federal unemployment (FUTA)', taxable, amount));
  if (crossed(ytd.futaWagesCents, taxable, f.wageBaseCents))
    result.warnings.push({
      code: 'cap_crossed',
      message: `FUTA wage base ${formatCents(f.wageBaseCents)} reached on this check`,
    });
}

const missing = (state: string, what: string, year: number): TPaycheckWarning => ({
  code: 'missing_state_parameters',
  message: `No ${what} parameters for ${state} in ${year}: ${state} ${what} not computed`,
});

function stateTaxes(bases: TTaxBases, ctx: TTaxContext, result: TTaxResult): void {
  const { params, ytd } = ctx;
  for (const s of bases.states) {
    const sit = params.sit[s.state];
    if (!sit) result.warnings.push(missing(s.state, 'state income tax', params.year));
    else if (sit.kind !== 'none') {
      const certificate = ctx.stateCertificates.find((c) => c.state === s.state) ?? null;
      const amount = stateWithholding(sit, s.sitWagesCents, ctx.periodsPerYear, certificate);
      result.employee.push(line('sit', s.state, `${s.state} income tax`, s.sitWagesCents, amount));
    }
    const suta = params.suta[s.state];
    if (!suta) {
      result.warnings.push(missing(s.state, 'unemployment (SUTA)', params.year));
      continue;
    }
    const ytdWages = ytd.sutaWagesCents[s.state] ?? 0;
    const taxable = wagesUnderBase(s.sutaWagesCents, ytdWages, suta.wageBaseCents);
    result.sutaWagesCents[s.state] = taxable;
    const rate = ctx.sutaRates[s.state] ?? suta.newEmployerRatePercent;
    const amount = cappedTax(taxable, rate, suta.wageBaseCents, ytdWages, ytdTax(ytd, `er:suta:${s.state}`));
    result.employer.push(line('suta', s.state, `${s.state} unemployment (SUTA)`, taxable, amount));
    if (suta.employeeRatePercent !== null) {
      const employeeBase = suta.employeeWageBaseCents;
      // Pennsylvania's share has no base (all wages); a capped share counts the state's YTD unemployment wages.
      const eeTaxable =
        employeeBase === null ? s.sutaWagesCents : wagesUnderBase(s.sutaWagesCents, ytdWages, employeeBase);
      const eeAmount =
        employeeBase === null
          ? cumulativeTax(eeTaxable, suta.employeeRatePercent, ytdWages)
          : cappedTax(
              eeTaxable,
              suta.employeeRatePercent,
              employeeBase,
              ytdWages,
              ytdTax(ytd, `suta_ee:${s.state}`),
            );
      result.employee.push(
        line('suta_ee', s.state, `${s.state} unemployment (employee)`, eeTaxable, eeAmount),
      );
    }
  }
}

export function computeTaxes(bases: TTaxBases, ctx: TTaxContext): TTaxResult {
  const result: TTaxResult = {
    employee: [],
    employer: [],
    warnings: [],
    socialSecurityWagesCents: 0,
    futaWagesCents: 0,
    sutaWagesCents: {},
  };
  federalTaxes(bases, ctx, result);
  futa(bases, ctx, result);
  stateTaxes(bases, ctx, result);
  return result;
}

/** The key a tax line adds to in TYtd.taxesCents. */
export function ytdTaxKey(taxLine: TTaxLine, side: 'employee' | 'employer'): string {
  const base = taxLine.jurisdiction === 'US' ? taxLine.code : `${taxLine.code}:${taxLine.jurisdiction}`;
  return side === 'employer' ? `er:${base}` : base;
}
