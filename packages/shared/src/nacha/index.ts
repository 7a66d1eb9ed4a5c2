export * from './ach-files.schemas.ts';
export * from './banking-days.ts';
export * from './deposit-split.ts';
export * from './nacha-file.ts';
export * from './nacha-text.ts';
