export * from './engine.types.ts';
export * from './overtime.schemas.ts';
export {
  applyOvertime,
  FLSA_WEEKLY_HUNDREDTHS,
  type TOvertimePortion,
  type TOvertimeSource,
} from './overtime.ts';
export { priceOvertime, type TPricedPortion } from './overtime-pricing.ts';
export { calculatePaycheck } from './paycheck.ts';
export * from './tax-parameters.schemas.ts';
export { BUILT_IN_TAX_PARAMETERS } from './tax-parameters-2026.ts';
export { ytdTaxKey } from './taxes.ts';
