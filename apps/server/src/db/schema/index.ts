export * from './audit.ts';
export * from './auth.ts';
export * from './customers.ts';
export * from './departments.ts';
export * from './jobs.ts';
export * from './organizations.ts';
export * from './profiles.ts';
export * from './user-roles.ts';
