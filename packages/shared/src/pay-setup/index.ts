export * from './employee-pay.schemas.ts';
export * from './identifiers.ts';
export * from './payroll-settings.schemas.ts';
export * from './tax-parameter-admin.schemas.ts';
