export * from './payroll-liability.schemas.ts';
export * from './payroll-run.schemas.ts';
