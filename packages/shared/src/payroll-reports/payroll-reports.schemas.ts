import { z } from 'zod';
import { ZIsoDate } from '../ledger/dates.ts';
import { payrollPeriodRange } from './payroll-period.ts';

export const PAYROLL_REPORT_MESSAGES = {
  period: 'Choose a period: a year (2026), a quarter (2026-Q1) or a month (2026-03)',
  range: 'Choose a run, or a first and a last check date',
  rangeOrder: 'The first date must not be after the last',
  year: 'Choose a year between 2000 and 2100',
  runNotFound: 'Payroll run not found',
} as const;

/** The employee reports (issue 21, item 8): their keys in routes, remembered parameters and the page. */
export const PAYROLL_REPORT_KEYS = [
  'register',
  'labor',
  'tax-liability',
  'unemployment',
  'remittances',
  'w2',
] as const;
export type TPayrollReportKey = (typeof PAYROLL_REPORT_KEYS)[number];

export const ZPayrollPeriod = z
  .string()
  .refine((p) => payrollPeriodRange(p) !== null, PAYROLL_REPORT_MESSAGES.period);

const ZDateRange = z
  .object({ from: ZIsoDate, to: ZIsoDate })
  .refine((q) => q.from <= q.to, { message: PAYROLL_REPORT_MESSAGES.rangeOrder, path: ['to'] });

export const ZPayrollRegisterQuery = z
  .object({ run_id: z.string().uuid().optional(), from: ZIsoDate.optional(), to: ZIsoDate.optional() })
  .refine((q) => q.run_id !== undefined || (q.from !== undefined && q.to !== undefined), {
    message: PAYROLL_REPORT_MESSAGES.range,
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
    message: PAYROLL_REPORT_MESSAGES.rangeOrder,
  });
export type TPayrollRegisterQuery = z.output<typeof ZPayrollRegisterQuery>;
export const ZLaborByJobQuery = ZDateRange;
export const ZRemittancesQuery = ZDateRange;
export const ZPayrollPeriodQuery = z.object({ period: ZPayrollPeriod });
export const ZW2Query = z.object({
  year: z.coerce
    .number()
    .int()
    .min(2000, PAYROLL_REPORT_MESSAGES.year)
    .max(2100, PAYROLL_REPORT_MESSAGES.year),
});

const cents = z.number().int();
const hours = z.string();

const registerFigures = {
  hours,
  gross_cents: cents,
  federal_income_tax_cents: cents,
  social_security_cents: cents,
  /** Medicare and Additional Medicare withheld. */
  medicare_cents: cents,
  state_income_tax_cents: cents,
  other_taxes_cents: cents,
  deductions_cents: cents,
  net_cents: cents,
  employer_taxes_cents: cents,
};
export const ZPayrollRegisterRow = z.object({
  check_id: z.string(),
  run_id: z.string(),
  run_number: z.number().int(),
  check_date: z.string(),
  check_number: z.string().nullable(),
  employee_id: z.string(),
  employee_name: z.string(),
  payment_method: z.enum(['direct_deposit', 'check']),
  ...registerFigures,
  taxes: z.array(z.object({ code: z.string(), jurisdiction: z.string().nullable(), amount_cents: cents })),
});
export const ZPayrollRegister = z.object({
  run_id: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  rows: z.array(ZPayrollRegisterRow),
  totals: z.object({ checks: z.number().int(), ...registerFigures }),
});
export type TPayrollRegister = z.output<typeof ZPayrollRegister>;

const laborFigures = {
  reg_hours: hours,
  ot_hours: hours,
  dt_hours: hours,
  /** Straight-time wages of REG hours and salary; OT and DT wages include their premium. */
  reg_cents: cents,
  ot_cents: cents,
  dt_cents: cents,
  other_cents: cents,
  wages_cents: cents,
  premium_cents: cents,
  employer_taxes_cents: cents,
  fringes_cents: cents,
  workers_comp_cents: cents,
  burden_cents: cents,
  total_cents: cents,
};
export const ZLaborByJobRow = z.object({
  job_id: z.string().nullable(),
  job_number: z.string().nullable(),
  job_name: z.string().nullable(),
  cost_code_id: z.string().nullable(),
  cost_code: z.string().nullable(),
  cost_code_description: z.string().nullable(),
  ...laborFigures,
});
export const ZLaborByJob = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(ZLaborByJobRow),
  totals: z.object(laborFigures),
});
export type TLaborByJob = z.output<typeof ZLaborByJob>;

/** Form 941 lines (2026 revision numbering): 5a/5c/5d tax = wages × the combined rate, rounded. */
export const ZForm941 = z.object({
  line2_wages_cents: cents,
  line3_income_tax_cents: cents,
  line5a_wages_cents: cents,
  line5a_tax_cents: cents,
  line5c_wages_cents: cents,
  line5c_tax_cents: cents,
  line5d_wages_cents: cents,
  line5d_tax_cents: cents,
  line5e_cents: cents,
  line6_cents: cents,
  /** Current quarter's fractions of cents: withheld and employer FICA actually computed − line 5e. */
  line7_cents: cents,
  line10_cents: cents,
});
export const ZTaxLiability = z.object({
  period: z.string(),
  label: z.string(),
  from: z.string(),
  to: z.string(),
  form941: ZForm941,
  /** Federal deposit liability (income tax withheld + both shares of FICA) by month of the check date. */
  months: z.array(z.object({ month: z.string(), liability_cents: cents })),
  states: z.array(z.object({ state: z.string(), wages_cents: cents, withheld_cents: cents })),
  futa_cents: cents,
  suta: z.array(z.object({ state: z.string(), tax_cents: cents })),
});
export type TTaxLiability = z.output<typeof ZTaxLiability>;

const unemploymentFigures = {
  total_wages_cents: cents,
  /** Wages not taxed: over the wage base, or exempt (section 125). */
  excess_cents: cents,
  taxable_wages_cents: cents,
  tax_cents: cents,
};
export const ZUnemploymentRow = z.object({
  employee_id: z.string(),
  employee_name: z.string(),
  ssn_last4: z.string().nullable(),
  ...unemploymentFigures,
});
export const ZUnemploymentWages = z.object({
  period: z.string(),
  label: z.string(),
  from: z.string(),
  to: z.string(),
  futa: z.object({ rows: z.array(ZUnemploymentRow), totals: z.object(unemploymentFigures) }),
  suta: z.array(
    z.object({ state: z.string(), rows: z.array(ZUnemploymentRow), totals: z.object(unemploymentFigures) }),
  ),
});
export type TUnemploymentWages = z.output<typeof ZUnemploymentWages>;

export const ZRemittanceRow = z.object({
  kind: z.enum(['deduction', 'fringe']),
  payee: z.string(),
  codes: z.array(z.string()),
  hours: hours,
  amount_cents: cents,
  employees: z.array(
    z.object({ employee_id: z.string(), employee_name: z.string(), hours, amount_cents: cents }),
  ),
});
export const ZRemittances = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(ZRemittanceRow),
  totals: z.object({ deductions_cents: cents, fringes_cents: cents, total_cents: cents }),
});
export type TRemittances = z.output<typeof ZRemittances>;

export const ZW2Row = z.object({
  employee_id: z.string(),
  employee_name: z.string(),
  ssn_last4: z.string().nullable(),
  box1_wages_cents: cents,
  box2_federal_tax_cents: cents,
  box3_ss_wages_cents: cents,
  box4_ss_tax_cents: cents,
  box5_medicare_wages_cents: cents,
  box6_medicare_tax_cents: cents,
  /** Box 12 codes with an amount: D (401(k) deferrals), AA (Roth 401(k)), DD (health coverage, section 125). */
  box12: z.array(z.object({ code: z.enum(['D', 'AA', 'DD']), amount_cents: cents })),
  states: z.array(z.object({ state: z.string(), wages_cents: cents, tax_cents: cents })),
});
export const ZW2Data = z.object({ year: z.number().int(), rows: z.array(ZW2Row) });
export type TW2Data = z.output<typeof ZW2Data>;
