import { VENDOR_CHANGE_ORDER_MESSAGES as M } from '@groundwork/shared';
import { AppError } from '../../lib/app-error.ts';

export const VendorChangeOrderErrors = {
  notFound: () => new AppError('change_order_not_found', M.notFound, 404),
  lineNotOnCommitment: () => new AppError('commitment_line_not_found', M.lineNotOnCommitment, 404),
  commitmentNotOpen: () => new AppError('commitment_not_open', M.commitmentNotOpen, 409),
  notPending: () => new AppError('change_order_not_pending', M.notPending, 409),
  /** A line would go below zero or below what has been invoiced on it. */
  refused: (problems: readonly string[]) => new AppError('change_order_refused', problems.join('; '), 409),
} as const;
