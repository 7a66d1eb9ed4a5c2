export * from './certified-pay.ts';
export * from './certified-run.schemas.ts';
export * from './certified-slices.ts';
export * from './compliance.ts';
export * from './fringe-credit.ts';
export { formatDollars } from './rational.ts';
