import { z } from 'zod';
import { ZIsoDate } from '../ledger/dates.ts';

/** The refusals of the WH-347 module, word for word (tests and the web app use them). */
export const WH347_MESSAGES = {
  notFound: 'Certified payroll report not found',
  jobNotCertified: 'This job is not a prevailing-wage job',
  notWeekEnding: (date: string, dayName: string) =>
    `${date} is not a week ending: the company's workweek ends on ${dayName}`,
  laterWeekExists: (weekEnding: string, payrollNumber: number) =>
    `Payroll ${payrollNumber} (week ending ${weekEnding}) is already made: reports are made in week order`,
  noWork: (weekEnding: string) =>
    `No posted payroll has time on this job in the week ending ${weekEnding}, and the job does not ask for "no work" reports`,
  notDraft: 'Only a draft report can change; make an amended report of a signed one',
  notReviewable: 'Only a draft report can be reviewed',
  notSignable: 'Review the report before signing it',
  notOfficer: 'Only a certifying officer of the company can sign certified payroll',
  typedName: 'Type your name to sign',
  notSubmittable: 'Only a signed report can be submitted',
  notAmendable: 'Only a signed or submitted report can be amended',
  alreadyAmended: (revision: number) => `Revision ${revision} of this report is already being prepared`,
  frozen: 'A signed certified payroll report cannot change; make an amended report',
  notSigned: 'Only signed reports can be downloaded',
} as const;

export const WH347_LAYOUTS = ['revised', 'previous'] as const;
export type TWh347Layout = (typeof WH347_LAYOUTS)[number];

export const CERTIFIED_REPORT_STATUS_LABELS = {
  draft: 'Draft',
  reviewed: 'Reviewed',
  signed: 'Signed',
  submitted: 'Submitted',
} as const;
export type TCertifiedReportStatus = keyof typeof CERTIFIED_REPORT_STATUS_LABELS;

/** The header block of page 1. */
export const ZWh347Header = z.object({
  is_prime: z.boolean(),
  prime_contractor_name: z.string().nullable(),
  prime_contractor_address: z.string().nullable(),
  company_name: z.string(),
  company_address: z.string(),
  payroll_number: z.number().int(),
  is_final: z.boolean(),
  is_no_work: z.boolean(),
  week_ending: ZIsoDate,
  project_name: z.string(),
  job_number: z.string(),
  project_location: z.string(),
  awarding_agency: z.string(),
  agency_project_number: z.string(),
  contract_number: z.string(),
  wd_number: z.string(),
  wd_modification: z.number().int().nullable(),
});
export type TWh347Header = z.infer<typeof ZWh347Header>;

export const ZWh347Deductions = z.object({
  fica_cents: z.number().int(),
  federal_cents: z.number().int(),
  state_cents: z.number().int(),
  other_cents: z.number().int(),
  total_cents: z.number().int(),
});
export type TWh347Deductions = z.infer<typeof ZWh347Deductions>;

/**
 * One row: a worker × classification. A worker with two classes has two rows with the same entry
 * number; the all-work gross, deductions and net of the week are on the worker's first row only.
 */
export const ZWh347Row = z.object({
  entry: z.number().int(),
  employee_id: z.string(),
  name: z.string(),
  ssn_last4: z.string().nullable(),
  /** "J" (journeyworker) or "RA-2" (registered apprentice, level 2). */
  status: z.string(),
  classification: z.string(),
  straight_hours: z.array(z.string()),
  overtime_hours: z.array(z.string()),
  total_straight_hours: z.string(),
  total_overtime_hours: z.string(),
  total_hours: z.string(),
  straight_rate: z.string().nullable(),
  overtime_rate: z.string().nullable(),
  /** 6B: the hourly credit for contributions to bona fide plans. */
  fringe_credit_rate: z.string(),
  /** 6C: fringe paid in cash (cash in lieu) per hour, and its amount. */
  cash_in_lieu_rate: z.string(),
  cash_in_lieu_cents: z.number().int(),
  project_gross_cents: z.number().int(),
  all_work_gross_cents: z.number().int().nullable(),
  deductions: ZWh347Deductions.nullable(),
  net_cents: z.number().int().nullable(),
});
export type TWh347Row = z.infer<typeof ZWh347Row>;

export const ZWh347Totals = z.object({
  workers: z.number().int(),
  straight_hours: z.string(),
  overtime_hours: z.string(),
  total_hours: z.string(),
  cash_in_lieu_cents: z.number().int(),
  project_gross_cents: z.number().int(),
  all_work_gross_cents: z.number().int(),
  deductions: ZWh347Deductions,
  net_cents: z.number().int(),
});
export type TWh347Totals = z.infer<typeof ZWh347Totals>;

/** A report's content: what is frozen when it is signed. */
export const ZWh347Content = z.object({
  header: ZWh347Header,
  /** The seven dates of the week, first to last (the week ending). */
  days: z.array(ZIsoDate),
  rows: z.array(ZWh347Row),
  totals: ZWh347Totals,
});
export type TWh347Content = z.infer<typeof ZWh347Content>;

export const ZWh347FieldChange = z.object({
  entry: z.number().int().nullable(),
  name: z.string(),
  classification: z.string(),
  field: z.string(),
  before: z.string(),
  after: z.string(),
});
export const ZWh347RowRef = z.object({
  entry: z.number().int(),
  name: z.string(),
  classification: z.string(),
});
/** What an amended report changes against the report it amends. */
export const ZWh347Changes = z.object({
  rows_added: z.array(ZWh347RowRef),
  rows_removed: z.array(ZWh347RowRef),
  figures_changed: z.array(ZWh347FieldChange),
  header_changed: z.array(z.object({ field: z.string(), before: z.string(), after: z.string() })),
});
export type TWh347Changes = z.infer<typeof ZWh347Changes>;

export const ZWh347Exception = z.object({
  craft: z.string().trim().min(1).max(200),
  explanation: z.string().trim().min(1).max(1000),
});

export const ZCertifiedReportSummary = z.object({
  id: z.string(),
  job_id: z.string(),
  week_ending: ZIsoDate,
  payroll_number: z.number().int(),
  revision: z.number().int(),
  amends_id: z.string().nullable(),
  is_final: z.boolean(),
  is_no_work: z.boolean(),
  layout: z.enum(WH347_LAYOUTS),
  status: z.enum(['draft', 'reviewed', 'signed', 'submitted']),
  signer_name: z.string().nullable(),
  signer_title: z.string().nullable(),
  signed_at: z.string().nullable(),
  submitted_on: ZIsoDate.nullable(),
  submitted_to: z.string().nullable(),
  project_gross_cents: z.number().int(),
  workers: z.number().int(),
  updated_at: z.string(),
});
export type TCertifiedReportSummary = z.infer<typeof ZCertifiedReportSummary>;

export const ZCertifiedReport = ZCertifiedReportSummary.extend({
  job_number: z.string(),
  project_name: z.string(),
  content: ZWh347Content,
  changes: ZWh347Changes.nullable(),
  remarks: z.string().nullable(),
  exceptions: z.array(ZWh347Exception),
  fringe_payment: z.enum(['plans', 'cash', 'both']),
  reviewed_by_name: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  revisions: z.array(ZCertifiedReportSummary),
  /** What the caller may do with it now. */
  can_prepare: z.boolean(),
  can_sign: z.boolean(),
});
export type TCertifiedReport = z.infer<typeof ZCertifiedReport>;

export const ZCertifiedJobWeek = z.object({
  week_ending: ZIsoDate,
  has_work: z.boolean(),
  report: ZCertifiedReportSummary.nullable(),
});
export const ZCertifiedJob = z.object({
  job_id: z.string(),
  job_number: z.string(),
  project_name: z.string(),
  awarding_agency: z.string(),
  wh347_layout: z.enum(WH347_LAYOUTS),
  wants_no_work_weeks: z.boolean(),
  weeks: z.array(ZCertifiedJobWeek),
  /** Weeks that need a report and have none. */
  missing_weeks: z.array(ZIsoDate),
  has_final: z.boolean(),
});
export type TCertifiedJob = z.infer<typeof ZCertifiedJob>;
export const ZCertifiedJobs = z.object({ items: z.array(ZCertifiedJob) });

export const ZMakeCertifiedReport = z.object({
  job_id: z.string().uuid(),
  week_ending: ZIsoDate,
  is_final: z.boolean().optional(),
});
export type TMakeCertifiedReport = z.infer<typeof ZMakeCertifiedReport>;

export const ZUpdateCertifiedReport = z.object({
  is_final: z.boolean().optional(),
  remarks: z.string().max(4000).nullable().optional(),
  exceptions: z.array(ZWh347Exception).max(50).optional(),
  fringe_payment: z.enum(['plans', 'cash', 'both']).optional(),
  layout: z.enum(WH347_LAYOUTS).optional(),
});
export type TUpdateCertifiedReport = z.infer<typeof ZUpdateCertifiedReport>;

export const ZSignCertifiedReport = z.object({
  typed_name: z.string().trim().min(1, WH347_MESSAGES.typedName).max(200),
});
export const ZSubmitCertifiedReport = z.object({
  submitted_on: ZIsoDate,
  submitted_to: z.string().trim().min(1).max(200),
});

export const ZCertifiedReportsQuery = z.object({
  job_id: z.string().uuid().optional(),
  status: z.enum(['draft', 'reviewed', 'signed', 'submitted']).optional(),
});
export const ZCertifiedReportList = z.object({ items: z.array(ZCertifiedReportSummary) });

export const ZWh347PdfQuery = z.object({ layout: z.enum(WH347_LAYOUTS).optional() });
