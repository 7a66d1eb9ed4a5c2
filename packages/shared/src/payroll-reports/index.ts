export * from './payroll-period.ts';
export * from './payroll-report-tables.ts';
export * from './payroll-reports.schemas.ts';
