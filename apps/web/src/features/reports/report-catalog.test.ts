import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from '@/app/routes-table';
import { describeParams, REPORT_GROUPS } from './report-catalog';

describe('the reports catalog', () => {
  it('links only to pages of the route table, each once', () => {
    const paths = REPORT_GROUPS.flatMap((group) => group.reports.map((report) => report.path));
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(APP_ROUTES.map((route) => route.path)).toContain(path);
  });

  it('lists every /reports page of the route table', () => {
    const listed = new Set(REPORT_GROUPS.flatMap((group) => group.reports.map((report) => report.path)));
    const reportPages = APP_ROUTES.map((route) => route.path).filter((path) => path.startsWith('/reports/'));
    for (const path of reportPages) expect(listed.has(path), path).toBe(true);
  });
});

describe('describeParams', () => {
  it('says the remembered parameters in a short line, skipping empty ones', () => {
    expect(describeParams({ as_of: '2026-03-31', compare: 'prior_year', by_month: true, job_id: '' })).toBe(
      'as of 2026-03-31 · compared with prior year · by month',
    );
    expect(describeParams({ job_ids: ['a', 'b'], status: 'active' })).toBe('2 job(s) · status active');
    expect(describeParams(null)).toBe('');
    expect(describeParams({ as_of: '2026-03-31', party_id: '0f8fad5b-d9cb-469f-a165-70867728950e' })).toBe(
      'as of 2026-03-31',
    );
  });
});
