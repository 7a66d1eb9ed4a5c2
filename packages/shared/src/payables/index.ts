export * from './payables.constants.ts';
