export * from './ap-invoice.rules.ts';
export * from './ap-invoice.schemas.ts';
export * from './ap-payment.rules.ts';
export * from './ap-payment.schemas.ts';
export * from './ap-retainage.schemas.ts';
export * from './lien-waiver.rules.ts';
export * from './lien-waiver.schemas.ts';
export * from './payables.constants.ts';
