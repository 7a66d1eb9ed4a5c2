export * from './budget.rules.ts';
export * from './budget.schemas.ts';
export * from './cost-summary.schemas.ts';
