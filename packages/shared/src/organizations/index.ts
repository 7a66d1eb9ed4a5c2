export * from './department.schemas.ts';
export * from './organization.schemas.ts';
