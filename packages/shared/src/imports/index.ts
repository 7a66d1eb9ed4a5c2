export * from './account-types.ts';
export * from './import-runs.schemas.ts';
