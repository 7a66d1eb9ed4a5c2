// Subpath imports: the package barrel would pull every schema into this chunk.
import { todayIso } from '@groundwork/shared/ledger/dates';
import {
  laborTable,
  registerTable,
  remittancesTable,
  type TReportTable,
  taxLiabilityTable,
  unemploymentTable,
  w2Table,
} from '@groundwork/shared/payroll-reports/payroll-report-tables';
import type {
  TLaborByJob,
  TPayrollRegister,
  TRemittances,
  TTaxLiability,
  TUnemploymentWages,
  TW2Data,
} from '@groundwork/shared/payroll-reports/payroll-reports.schemas';
import { z } from 'zod';

/** The remembered parameters of /employees/reports (one key for the page: the report shown and its inputs). */
export const EMPLOYEE_REPORTS_KEY = 'employee-reports';

export const EMPLOYEE_REPORTS = [
  'register',
  'labor',
  'tax-liability',
  'unemployment',
  'remittances',
  'w2',
] as const;
export type TEmployeeReport = (typeof EMPLOYEE_REPORTS)[number];

const ZDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const ZEmployeeReportParams = z.object({
  report: z.enum(EMPLOYEE_REPORTS),
  from: ZDate,
  to: ZDate,
  /** 2026, 2026-Q1 or 2026-03. */
  period: z.string().regex(/^\d{4}(-Q[1-4]|-(0[1-9]|1[0-2]))?$/),
  year: z.number().int().min(2000).max(2100),
});
export type TEmployeeReportParams = z.output<typeof ZEmployeeReportParams>;

/** This year to date; the current quarter; this year. */
export function employeeReportDefaults(today = todayIso()): TEmployeeReportParams {
  const year = Number(today.slice(0, 4));
  const quarter = Math.floor((Number(today.slice(5, 7)) - 1) / 3) + 1;
  return { report: 'register', from: `${year}-01-01`, to: today, period: `${year}-Q${quarter}`, year };
}

type TInput = 'range' | 'period' | 'year';

/** What each report is, what it asks for, where it is read, and its table (the same as its CSV and PDF). */
export const EMPLOYEE_REPORT_DEFS: Record<
  TEmployeeReport,
  {
    label: string;
    description: string;
    input: TInput;
    path: string;
    // biome-ignore lint/suspicious/noExplicitAny: each report's table takes that report's JSON
    table: (data: any) => TReportTable;
  }
> = {
  register: {
    label: 'Payroll register',
    description:
      'Every check of the posted runs with a check date in the range: hours, gross, each withholding, deductions, net and the employer’s taxes.',
    input: 'range',
    path: 'register',
    table: (data: TPayrollRegister) => registerTable(data, null),
  },
  labor: {
    label: 'Labor by job',
    description:
      'Hours and wages by job and cost code (REG, OT, DT, the overtime premium) with burden: employer taxes spread over each check’s wages, fringes and workers’ comp.',
    input: 'range',
    path: 'labor-by-job',
    table: (data: TLaborByJob) => laborTable(data),
  },
  'tax-liability': {
    label: 'Tax liability',
    description:
      'Form 941 lines for the period, the federal deposit liability by month, state withholding by state, FUTA and SUTA.',
    input: 'period',
    path: 'tax-liability',
    table: (data: TTaxLiability) => taxLiabilityTable(data),
  },
  unemployment: {
    label: 'FUTA / SUTA wages',
    description:
      'Per employee: total wages, the part exempt or over the wage base, taxable wages and tax; SUTA by state.',
    input: 'period',
    path: 'unemployment',
    table: (data: TUnemploymentWages) => unemploymentTable(data),
  },
  remittances: {
    label: 'Remittances',
    description:
      'What each deduction payee and fringe fund is owed for the check dates in the range, with each employee’s share.',
    input: 'range',
    path: 'remittances',
    table: (data: TRemittances) => remittancesTable(data),
  },
  w2: {
    label: 'W-2 data',
    description:
      'Boxes 1–6, box 12 (D, AA, DD) and state boxes 15–17 per employee for the year, as CSV for the forms (no e-filing).',
    input: 'year',
    path: 'w2',
    table: (data: TW2Data) => w2Table(data),
  },
};

/** The report's query string from the parameters it uses. */
export function employeeReportQuery(params: TEmployeeReportParams): string {
  const input = EMPLOYEE_REPORT_DEFS[params.report].input;
  if (input === 'range') return `from=${params.from}&to=${params.to}`;
  if (input === 'period') return `period=${params.period}`;
  return `year=${params.year}`;
}

/** Why the parameters cannot be run, or null. */
export function employeeReportProblem(params: TEmployeeReportParams): string | null {
  if (EMPLOYEE_REPORT_DEFS[params.report].input !== 'range') return null;
  if (!params.from || !params.to) return 'Choose a first and a last check date.';
  if (params.from > params.to) return 'The first date must not be after the last.';
  return null;
}

/** The periods offered for a year: the year, its quarters, its months. */
export function periodOptions(year: number): { value: string; label: string }[] {
  const months = Array.from({ length: 12 }, (_, i) => {
    const value = `${year}-${String(i + 1).padStart(2, '0')}`;
    const label = new Date(Date.UTC(year, i, 1)).toLocaleDateString('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return { value, label };
  });
  return [
    { value: String(year), label: `Year ${year}` },
    ...[1, 2, 3, 4].map((q) => ({ value: `${year}-Q${q}`, label: `Q${q} ${year}` })),
    ...months,
  ];
}
