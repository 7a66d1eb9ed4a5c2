export * from './account-types.ts';
