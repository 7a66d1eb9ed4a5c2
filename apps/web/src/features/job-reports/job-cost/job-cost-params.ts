import {
  isIsoDate,
  JOB_COST_REPORT_MAX_JOBS,
  JOB_COST_REPORT_STATUSES,
  type TJobCostReportStatus,
  todayIso,
} from '@groundwork/shared';
import { z } from 'zod';

/** The report's key among the remembered parameters (GET/PUT /reports/preferences). */
export const JOB_COST_REPORT_KEY = 'job-cost';

/**
 * What the job cost report page remembers per person: the date, the jobs (none: every job the status
 * keeps) and the status filter.
 */
export const ZJobCostReportParams = z.object({
  as_of: z.string().refine(isIsoDate),
  job_ids: z.array(z.string().uuid()).max(JOB_COST_REPORT_MAX_JOBS),
  status: z.enum(JOB_COST_REPORT_STATUSES),
});
export type TJobCostReportParams = z.infer<typeof ZJobCostReportParams>;

export const JOB_COST_REPORT_DEFAULTS: TJobCostReportParams = {
  as_of: todayIso(),
  job_ids: [],
  status: 'open',
};

/** The API query of the parameters (the report, its CSV and PDF take the same). */
export function jobCostQueryString(params: {
  as_of: string;
  job_ids: readonly string[];
  status: TJobCostReportStatus;
}): string {
  const query = new URLSearchParams({ as_of: params.as_of, status: params.status });
  if (params.job_ids.length > 0) query.set('job_ids', params.job_ids.join(','));
  return query.toString();
}
