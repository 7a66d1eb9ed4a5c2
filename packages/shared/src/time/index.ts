export * from './time.rules.ts';
export * from './time.schemas.ts';
