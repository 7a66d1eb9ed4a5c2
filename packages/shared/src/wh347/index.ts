export * from './build-wh347.ts';
export * from './diff-wh347.ts';
export * from './wh347.schemas.ts';
