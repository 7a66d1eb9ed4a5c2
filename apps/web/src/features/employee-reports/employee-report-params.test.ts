import { describe, expect, it } from 'vitest';
import {
  EMPLOYEE_REPORT_DEFS,
  employeeReportDefaults,
  employeeReportProblem,
  employeeReportQuery,
  periodOptions,
  ZEmployeeReportParams,
} from './employee-report-params';

describe('employee report parameters', () => {
  it('default to this year to date, the current quarter and this year', () => {
    const defaults = employeeReportDefaults('2026-11-26');
    expect(defaults).toEqual({
      report: 'register',
      from: '2026-01-01',
      to: '2026-11-26',
      period: '2026-Q4',
      year: 2026,
    });
    expect(ZEmployeeReportParams.safeParse(defaults).success).toBe(true);
  });

  it('ask each report only for what it uses', () => {
    const p = employeeReportDefaults('2026-05-10');
    expect(employeeReportQuery(p)).toBe('from=2026-01-01&to=2026-05-10');
    expect(employeeReportQuery({ ...p, report: 'tax-liability' })).toBe('period=2026-Q2');
    expect(employeeReportQuery({ ...p, report: 'w2', year: 2025 })).toBe('year=2025');
    expect(EMPLOYEE_REPORT_DEFS.labor.path).toBe('labor-by-job');
  });

  it('refuse reversed dates before asking the server', () => {
    const p = employeeReportDefaults('2026-05-10');
    expect(employeeReportProblem({ ...p, from: '2026-06-01' })).toBe(
      'The first date must not be after the last.',
    );
    expect(employeeReportProblem({ ...p, report: 'w2', from: '2026-06-01' })).toBeNull();
  });

  it('offer the year, its quarters and months', () => {
    const options = periodOptions(2026);
    expect(options).toHaveLength(17);
    expect(options[0]).toEqual({ value: '2026', label: 'Year 2026' });
    expect(options[4]).toEqual({ value: '2026-Q4', label: 'Q4 2026' });
    expect(options[16]).toEqual({ value: '2026-12', label: 'December 2026' });
  });
});
