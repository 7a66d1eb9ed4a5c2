import { CUSTOMER_CHANGE_ORDER_MESSAGES as M } from '@groundwork/shared';
import { AppError } from '../../lib/app-error.ts';

export const CustomerChangeOrderErrors = {
  notFound: () => new AppError('change_order_not_found', M.notFound, 404),
  lineNotOnContract: () => new AppError('contract_line_not_found', M.lineNotOnContract, 404),
  noContract: () => new AppError('contract_not_found', M.noContract, 409),
  linesRequired: () => new AppError('invalid_input', M.linesRequired, 400),
  notPending: () => new AppError('change_order_not_pending', M.notPending, 409),
  /** A cost code or category that cannot take a line (unknown, a group, inactive). */
  invalidCode: (message: string) => new AppError('invalid_cost_code', message, 400),
  /** A line would go below zero or below what has been billed on it; a budget below zero. */
  refused: (problems: readonly string[]) => new AppError('change_order_refused', problems.join('; '), 409),
} as const;
