import { z } from 'zod';
import { ZIsoDate } from '../ledger/dates.ts';

export const SUB_REPORT_MESSAGES = {
  jobNotCertified: 'Prevailing-wage job not found',
  notPrime: 'The company is a subcontractor on this job: subcontractors’ reports are kept by the prime',
  notSubcontractor: 'This vendor has no subcontract on the job',
  weekEnding: 'Choose a week ending on the last day of the company’s workweek',
  futureWeek: 'That week has not ended yet',
  notFound: 'Subcontractor report not found',
  fileMissing: 'This report was marked “no work”: there is no file',
} as const;

export const ZSubReportGridQuery = z.object({
  job_id: z.string().uuid(),
  /** The day the grid is read on (default today): weeks up to the last one ended before it. */
  as_of: ZIsoDate.optional(),
});
export type TSubReportGridQuery = z.output<typeof ZSubReportGridQuery>;

export const ZSubReportTarget = z.object({
  job_id: z.string().uuid(),
  vendor_id: z.string().uuid(),
  week_ending: ZIsoDate,
});
export type TSubReportTarget = z.output<typeof ZSubReportTarget>;

/** The upload's other fields travel in the query (the body is the file). */
export const ZSubReportUploadQuery = ZSubReportTarget.extend({
  payroll_number: z.string().trim().max(20, 'Keep the payroll number under 20 characters').optional(),
  file_name: z.string().max(1000).optional(),
});

export const ZSubReportNoWork = ZSubReportTarget.extend({
  payroll_number: z.string().trim().max(20, 'Keep the payroll number under 20 characters').optional(),
});

/** not_due: outside the vendor's subcontract dates (nothing expected, nothing counted). */
export const SUB_REPORT_CELL_STATES = ['received', 'no_work', 'missing', 'not_due'] as const;
export type TSubReportCellState = (typeof SUB_REPORT_CELL_STATES)[number];

export const ZSubReportCell = z.object({
  week_ending: z.string(),
  state: z.enum(SUB_REPORT_CELL_STATES),
  /** The report's id when received or marked "no work". */
  id: z.string().uuid().nullable(),
  payroll_number: z.string().nullable(),
  document_id: z.string().uuid().nullable(),
  file_name: z.string().nullable(),
  uploaded_at: z.string().nullable(),
  uploaded_by: z.string().nullable(),
});
export type TSubReportCell = z.infer<typeof ZSubReportCell>;

export const ZSubReportVendorRow = z.object({
  vendor_id: z.string().uuid(),
  vendor_number: z.string(),
  vendor_name: z.string(),
  subcontracts: z.array(z.string()),
  missing: z.number().int(),
  weeks: z.array(ZSubReportCell),
});
export type TSubReportVendorRow = z.infer<typeof ZSubReportVendorRow>;

export const ZSubReportGrid = z.object({
  job_id: z.string().uuid(),
  job_number: z.string(),
  job_name: z.string(),
  is_prime: z.boolean(),
  /** Every week ending of the grid, oldest first. */
  weeks: z.array(z.string()),
  vendors: z.array(ZSubReportVendorRow),
  missing: z.number().int(),
});
export type TSubReportGrid = z.infer<typeof ZSubReportGrid>;

export const ZSubReportMissingCount = z.object({
  missing: z.number().int(),
  /** Per prime job with something missing. */
  jobs: z.array(
    z.object({
      job_id: z.string().uuid(),
      job_number: z.string(),
      job_name: z.string(),
      missing: z.number().int(),
    }),
  ),
});
export type TSubReportMissingCount = z.infer<typeof ZSubReportMissingCount>;

export const ZSubReport = z.object({
  id: z.string().uuid(),
  job_id: z.string().uuid(),
  vendor_id: z.string().uuid(),
  week_ending: z.string(),
  payroll_number: z.string().nullable(),
  is_no_work: z.boolean(),
  document_id: z.string().uuid().nullable(),
  file_name: z.string().nullable(),
  created_at: z.string(),
});
export type TSubReport = z.infer<typeof ZSubReport>;
