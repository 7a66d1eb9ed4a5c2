export * from './aging.rules.ts';
export * from './receivables.schemas.ts';
