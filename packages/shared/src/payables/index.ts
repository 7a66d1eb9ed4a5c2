export * from './ap-invoice.rules.ts';
export * from './ap-invoice.schemas.ts';
export * from './payables.constants.ts';
