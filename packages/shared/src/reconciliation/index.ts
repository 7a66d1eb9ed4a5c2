export * from './statement-format.schemas.ts';
