/**
 * The payroll engine's contract (issue 21): what a payroll run hands the pure calculation for one
 * employee, and what it answers. Money is integer cents; hours are decimal strings in quarter hours
 * ("7.25"); hourly rates decimal strings with up to 4 places ("38.5000"). Dates are local dates
 * (YYYY-MM-DD). Nothing here reads a database or a clock.
 */

export const PAY_FREQUENCIES = ['weekly', 'biweekly', 'semimonthly', 'monthly'] as const;
export type TPayFrequency = (typeof PAY_FREQUENCIES)[number];
export const PERIODS_PER_YEAR: Record<TPayFrequency, number> = {
  weekly: 52,
  biweekly: 26,
  semimonthly: 24,
  monthly: 12,
};

export const PAY_TYPES = ['REG', 'OT', 'DT'] as const;
export type TPayType = (typeof PAY_TYPES)[number];

export const FILING_STATUSES = [
  'single',
  'married_jointly',
  'married_separately',
  'head_of_household',
] as const;
export type TFilingStatus = (typeof FILING_STATUSES)[number];

export const DEDUCTION_KINDS = [
  'retirement_pretax',
  'section125',
  'roth',
  'union_dues',
  'post_tax',
  'garnishment',
] as const;
export type TDeductionKind = (typeof DEDUCTION_KINDS)[number];

/** One approved time line as the run pulls it (rate resolved from the employee's rate for its classification). */
export type TTimeLineInput = {
  id: string;
  workDate: string;
  jobId: string | null;
  costCodeId: string | null;
  payType: TPayType;
  hours: string;
  rate: string;
  classification: string | null;
  workersCompClass: string | null;
  workState: string;
  unionLocal: string | null;
  /**
   * A line on a prevailing-wage job (issue 22): the fringe the determination requires that the
   * employee's plans do not cover, paid in cash on the check (hours × rate, "Cash in lieu of fringe"),
   * and the employer's plan contributions for these hours (burden to the line's job × cost code).
   */
  certified?: {
    cashInLieuRate: string;
    plans: { plan: string; planName: string; ratePerHour: string }[];
  } | null;
};

/** Other earnings keyed on the run. */
export type TOtherEarningInput = {
  id: string;
  kind: 'bonus' | 'reimbursement' | 'commission' | 'other' | 'cash_in_lieu';
  amountCents: number;
  jobId: string | null;
  costCodeId: string | null;
  memo: string | null;
  /** cash_in_lieu: the week (its last day) and the determination's classification it pays for. */
  weekEnding?: string | null;
  classification?: string | null;
};

export type TW4 =
  | {
      version: '2020';
      filingStatus: TFilingStatus;
      step2: boolean;
      step3Cents: number;
      step4aCents: number;
      step4bCents: number;
      step4cCents: number;
      exempt: boolean;
    }
  | {
      version: 'pre2020';
      filingStatus: TFilingStatus;
      allowances: number;
      additionalCents: number;
      exempt: boolean;
    };

export type TStateCertificate = {
  state: string;
  filingStatus: string;
  allowances: number;
  additionalCents: number;
  exempt: boolean;
};

export type TDeductionInput = {
  id: string;
  kind: TDeductionKind;
  description: string;
  method: 'amount' | 'percent';
  amountCents: number | null;
  /** Percent of gross ("5.0000"). */
  percent: string | null;
  annualLimitCents: number | null;
  /** Garnishments: at most this percent of disposable earnings. */
  maxPercentOfDisposable: string | null;
  priority: number;
};

export type TFringeRateInput = {
  unionLocal: string;
  classification: string;
  fund: 'health' | 'pension' | 'training' | 'vacation' | 'other';
  ratePerHour: string;
  taxable: boolean;
};

export type TWorkersCompRateInput = {
  state: string;
  classCode: string;
  ratePer100: string;
  excludesOvertimePremium: boolean;
};

/** Year-to-date figures for the employee and company (same EIN) before this check. */
export type TYtd = {
  grossCents: number;
  federalWagesCents: number;
  socialSecurityWagesCents: number;
  medicareWagesCents: number;
  futaWagesCents: number;
  /** By state: SUTA wages so far. */
  sutaWagesCents: Record<string, number>;
  /** Supplemental wages (bonuses) so far, for the 37 % rate above 1 million. */
  supplementalCents: number;
  /** Overtime premium paid so far (OBBBA: deductible by the employee; reported on its own). */
  overtimePremiumCents: number;
  /** By deduction id: amount deducted so far (annual limits). */
  deductionsCents: Record<string, number>;
  /** By tax code (fit, ss, medicare, addl_medicare, sit:CA …): amount withheld so far. */
  taxesCents: Record<string, number>;
};

export const EMPTY_YTD: TYtd = {
  grossCents: 0,
  federalWagesCents: 0,
  socialSecurityWagesCents: 0,
  medicareWagesCents: 0,
  futaWagesCents: 0,
  sutaWagesCents: {},
  supplementalCents: 0,
  overtimePremiumCents: 0,
  deductionsCents: {},
  taxesCents: {},
};

/** The company's rules that shape the calculation. */
export type TCompanyPayrollRules = {
  /** 0 = Sunday … 6 = Saturday. */
  workweekStartDay: number;
  overtimeAllocation: 'time_order' | 'pro_rata';
  /** Per work state: the company's SUTA rate in percent ("3.4000"). */
  sutaRates: Record<string, string>;
};

/** Everything the engine needs for one employee's check. */
export type TPaycheckInput = {
  employeeId: string;
  checkDate: string;
  periodStart: string;
  periodEnd: string;
  payFrequency: TPayFrequency;
  payType: 'hourly' | 'salary';
  /** Salaried: the annual salary (the period's share is salary ÷ periods per year). */
  salaryAnnualCents: number | null;
  flsaExempt: boolean;
  homeState: string | null;
  w4: TW4 | null;
  stateCertificates: TStateCertificate[];
  deductions: TDeductionInput[];
  fringeRates: TFringeRateInput[];
  workersCompRates: TWorkersCompRateInput[];
  timeLines: TTimeLineInput[];
  otherEarnings: TOtherEarningInput[];
  ytd: TYtd;
  company: TCompanyPayrollRules;
};

/** One earning line after the overtime engine: REG turned into OT/DT carries its reason. */
export type TEarningLine = {
  code: 'REG' | 'OT' | 'DT' | 'SALARY' | 'BONUS' | 'REIMB' | 'COMMISSION' | 'OTHER' | 'CASH_FRINGE';
  description: string;
  timeEntryId: string | null;
  workDate: string | null;
  jobId: string | null;
  costCodeId: string | null;
  hours: string | null;
  rate: string | null;
  amountCents: number;
  /** The premium part of an OT/DT line (the 0.5 of 1.5 × the regular rate), spread by the company's rule. */
  premiumCents: number;
  /**
   * The premium this line's own hours earned (its OT/DT hours × the premium rate), whatever the job-cost
   * spread: what the employee sees on the stub (REG lines 0). Σ earned = Σ premium over a check.
   */
  earnedPremiumCents: number;
  /** Why hours became OT or DT ("over 40 hours in the workweek of 2026-03-09", "over 8 hours on 2026-03-10 (CA)"). */
  reason: string | null;
  workState: string | null;
  workersCompClass: string | null;
  classification: string | null;
  /** Reimbursements are not wages. */
  taxable: boolean;
  /** Bonuses: supplemental wages (flat rate). */
  supplemental: boolean;
};

/** A tax line: the employee's withholding or the employer's tax, with the wages it was computed on. */
export type TTaxLine = {
  /** fit, ss, medicare, addl_medicare, futa, suta, sit, sdi … */
  code: string;
  /** US or a state. */
  jurisdiction: string;
  description: string;
  taxableWagesCents: number;
  amountCents: number;
};

export type TDeductionLine = {
  deductionId: string;
  kind: TDeductionKind;
  description: string;
  amountCents: number;
  /** Less than asked: the annual limit, the garnishment limit or not enough net pay. */
  limitedBy: 'annual_limit' | 'garnishment_limit' | 'net_pay' | null;
};

/** An employer cost beyond taxes: a fringe contribution or the workers' comp premium, per job line. */
export type TBurdenLine = {
  kind: 'fringe' | 'workers_comp';
  /** The fund (health, pension …) or the workers' comp class code. */
  code: string;
  description: string;
  jobId: string | null;
  costCodeId: string | null;
  hours: string | null;
  amountCents: number;
};

export type TPaycheckWarning = {
  code:
    | 'negative_net'
    | 'missing_w4'
    | 'cap_crossed'
    | 'no_time'
    | 'exempt_w4'
    | 'deduction_limited'
    /** Added by the engine: a work state without SUTA or state income tax rows for the year (that tax is skipped). */
    | 'missing_state_parameters';
  message: string;
};

export type TPaycheckResult = {
  employeeId: string;
  earnings: TEarningLine[];
  hours: string;
  grossCents: number;
  /** Wages after the pre-tax deductions that lower them, per base. */
  federalWagesCents: number;
  employeeTaxes: TTaxLine[];
  employerTaxes: TTaxLine[];
  deductions: TDeductionLine[];
  burden: TBurdenLine[];
  employeeTaxesCents: number;
  deductionsCents: number;
  employerTaxesCents: number;
  /** gross − employee taxes − deductions (may be negative: then a warning, and the run cannot be approved). */
  netCents: number;
  ytdAfter: TYtd;
  warnings: TPaycheckWarning[];
};

/**
 * The engine, implemented in ./paycheck.ts:
 *   calculatePaycheck(input: TPaycheckInput, parameters: TTaxParameterSet, overtimeRules: TOvertimeRuleSet[]): TPaycheckResult
 * where TTaxParameterSet (./tax-parameters.schemas.ts) holds the parameter rows of the check date's
 * year, and TOvertimeRuleSet (./overtime.schemas.ts) the company's daily and agreement rules. It throws
 * PayrollParametersMissing when the year's federal rows are absent (a run is then refused).
 */
