export * from './commitment.rules.ts';
export * from './commitment.schemas.ts';
export * from './vendor-change-order.schemas.ts';
