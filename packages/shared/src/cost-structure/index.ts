export * from './chart-of-accounts.schemas.ts';
export * from './cost-category.schemas.ts';
export * from './cost-code.rules.ts';
export * from './cost-code.schemas.ts';
