export * from './contract.rules.ts';
export * from './contract.schemas.ts';
export * from './customer-change-order.rules.ts';
export * from './customer-change-order.schemas.ts';
