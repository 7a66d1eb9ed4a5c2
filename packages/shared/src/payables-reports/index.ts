export * from './payables-reports.rules.ts';
export * from './payables-reports.schemas.ts';
