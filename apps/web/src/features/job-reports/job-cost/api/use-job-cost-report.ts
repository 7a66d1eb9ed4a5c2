import type { TJobCostDetail, TJobCostReport } from '@groundwork/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';

export const jobCostReportKeys = {
  all: ['job-cost-report'] as const,
  report: (queryString: string) => ['job-cost-report', 'report', queryString] as const,
  lines: (jobId: string, cell: TCostCell, asOf: string, page: number, pageSize: number) =>
    ['job-cost-report', 'lines', jobId, cell, asOf, page, pageSize] as const,
};

/**
 * The job cost report of a query string (jobCostQueryString), computed by the server. Read again on
 * every visit: postings, commitments and change orders move it without touching this page's queries.
 */
export function useJobCostReport(queryString: string, isEnabled: boolean) {
  return useQuery({
    queryKey: jobCostReportKeys.report(queryString),
    queryFn: () => apiFetch<TJobCostReport>(`/api/v1/reports/job-cost?${queryString}`),
    enabled: isEnabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** A cell of the report: one cost code × category of a job (or all of the job's cost). */
export type TCostCell = { costCodeId: string; costCategoryId: string } | null;

/** A page of the journal lines behind a cell's actual cost through `asOf`. */
export function useJobCostLines(
  jobId: string,
  cell: TCostCell,
  asOf: string,
  page: number,
  pageSize: number,
) {
  return useQuery({
    queryKey: jobCostReportKeys.lines(jobId, cell, asOf, page, pageSize),
    queryFn: () => {
      const query = new URLSearchParams({ as_of: asOf, page: String(page), pageSize: String(pageSize) });
      if (cell) {
        query.set('cost_code_id', cell.costCodeId);
        query.set('cost_category_id', cell.costCategoryId);
      }
      return apiFetch<TJobCostDetail>(
        `/api/v1/reports/job-cost/jobs/${encodeURIComponent(jobId)}/lines?${query}`,
      );
    },
    placeholderData: keepPreviousData,
  });
}
