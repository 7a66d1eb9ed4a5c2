export * from './certificate.schemas.ts';
export * from './vendor.schemas.ts';
export * from './vendor-compliance.ts';
