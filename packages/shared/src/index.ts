export * from './api/api.schemas.ts';
export * from './auth/auth.schemas.ts';
export * from './customers/customer.schemas.ts';
export * from './formats/formats.ts';
export * from './jobs/job.schemas.ts';
export * from './money/money.ts';
export * from './roles/permissions.ts';
export * from './roles/roles.ts';
