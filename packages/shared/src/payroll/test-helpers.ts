import { EMPTY_YTD, type TPaycheckInput, type TTimeLineInput, type TW4 } from './engine.types.ts';
import { taxParameterSet } from './tax-parameters.schemas.ts';
import { BUILT_IN_TAX_PARAMETERS } from './tax-parameters-2026.ts';

/** Factories for the engine's tests: a 2026 parameter set and inputs with overrides. */

export const PARAMS_2026 = taxParameterSet(BUILT_IN_TAX_PARAMETERS, 2026);

export const w4 = (overrides: Partial<Extract<TW4, { version: '2020' }>> = {}): TW4 => ({
  version: '2020',
  filingStatus: 'single',
  step2: false,
  step3Cents: 0,
  step4aCents: 0,
  step4bCents: 0,
  step4cCents: 0,
  exempt: false,
  ...overrides,
});

let lineNumber = 0;
export function timeLine(overrides: Partial<TTimeLineInput> = {}): TTimeLineInput {
  lineNumber += 1;
  return {
    id: `t${lineNumber}`,
    workDate: '2026-03-09',
    jobId: 'job-a',
    costCodeId: 'cc-1',
    payType: 'REG',
    hours: '8',
    rate: '30',
    classification: null,
    workersCompClass: null,
    workState: 'TX',
    unionLocal: null,
    ...overrides,
  };
}

export function paycheckInput(overrides: Partial<TPaycheckInput> = {}): TPaycheckInput {
  return {
    employeeId: 'e1',
    checkDate: '2026-03-20',
    periodStart: '2026-03-09',
    periodEnd: '2026-03-15',
    payFrequency: 'weekly',
    payType: 'hourly',
    salaryAnnualCents: null,
    flsaExempt: false,
    homeState: 'TX',
    w4: w4(),
    stateCertificates: [],
    deductions: [],
    fringeRates: [],
    workersCompRates: [],
    timeLines: [],
    otherEarnings: [],
    ytd: EMPTY_YTD,
    company: { workweekStartDay: 1, overtimeAllocation: 'time_order', sutaRates: {} },
    ...overrides,
  };
}

/** A salaried check of `cents` for the period, in Texas (no state income tax). */
export const salaryCheck = (annualCents: number, overrides: Partial<TPaycheckInput> = {}): TPaycheckInput =>
  paycheckInput({ payType: 'salary', salaryAnnualCents: annualCents, ...overrides });

export const taxOf = (
  lines: readonly { code: string; jurisdiction: string; amountCents: number }[],
  code: string,
  jurisdiction = 'US',
): number | undefined => lines.find((l) => l.code === code && l.jurisdiction === jurisdiction)?.amountCents;
