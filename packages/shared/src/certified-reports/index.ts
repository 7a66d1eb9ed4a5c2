export * from './certified-weeks.ts';
export * from './compliance-report.schemas.ts';
export * from './compliance-report-tables.ts';
export * from './sub-reports.schemas.ts';
