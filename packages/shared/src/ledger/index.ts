export * from './account.schemas.ts';
export * from './account-import.rules.ts';
export * from './dates.ts';
export * from './journal.rules.ts';
export * from './journal.schemas.ts';
export * from './periods.ts';
export * from './reports.schemas.ts';
