import { describe, expect, it } from 'vitest';
import { compactDollars } from './components/job-cost-chart';
import { JOB_COST_REPORT_DEFAULTS, jobCostQueryString, ZJobCostReportParams } from './job-cost-params';

describe('job cost report parameters', () => {
  it('every job: no job_ids in the query', () => {
    expect(jobCostQueryString({ as_of: '2026-03-31', job_ids: [], status: 'open' })).toBe(
      'as_of=2026-03-31&status=open',
    );
  });

  it('named jobs: comma-separated', () => {
    const a = '0b6f1f0e-8a43-4d5e-9a55-3f6f0d1c2b3a';
    const b = '1b6f1f0e-8a43-4d5e-9a55-3f6f0d1c2b3a';
    expect(jobCostQueryString({ as_of: '2026-03-31', job_ids: [a, b], status: 'all' })).toBe(
      `as_of=2026-03-31&status=all&job_ids=${a}%2C${b}`,
    );
  });

  it('remembered parameters of an old or broken shape are refused (the page falls back to its defaults)', () => {
    expect(ZJobCostReportParams.safeParse(JOB_COST_REPORT_DEFAULTS).success).toBe(true);
    expect(ZJobCostReportParams.safeParse({ ...JOB_COST_REPORT_DEFAULTS, as_of: '2026-02-30' }).success).toBe(
      false,
    );
    expect(ZJobCostReportParams.safeParse({ ...JOB_COST_REPORT_DEFAULTS, job_ids: ['x'] }).success).toBe(
      false,
    );
    expect(ZJobCostReportParams.safeParse({ ...JOB_COST_REPORT_DEFAULTS, status: 'done' }).success).toBe(
      false,
    );
  });

  it('chart amounts are short', () => {
    expect(compactDollars(1_234_567_89)).toBe('$1.2M');
    expect(compactDollars(35_000_00)).toBe('$35K');
    expect(compactDollars(900_00)).toBe('$900');
  });
});
