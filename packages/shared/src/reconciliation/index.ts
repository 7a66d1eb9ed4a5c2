export * from './bank-accounts.schemas.ts';
export * from './matching.schemas.ts';
export * from './matching.ts';
export * from './reconciliation.schemas.ts';
export * from './reconciliation-math.ts';
export * from './statement-format.schemas.ts';
export * from './statements.schemas.ts';
