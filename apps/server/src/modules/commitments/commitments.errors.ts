import { COMMITMENT_MESSAGES as M } from '@groundwork/shared';
import { AppError } from '../../lib/app-error.ts';

export const CommitmentErrors = {
  notFound: () => new AppError('commitment_not_found', M.notFound, 404),
  jobNotFound: () => new AppError('job_not_found', M.jobNotFound, 404),
  jobInactive: () => new AppError('job_inactive', M.jobInactive, 409),
  vendorNotFound: () => new AppError('vendor_not_found', M.vendorNotFound, 404),
  vendorInactive: () => new AppError('vendor_inactive', M.vendorInactive, 409),
  /** The company blocks new commitments for a vendor whose insurance has expired. */
  vendorBlocked: (reasons: readonly string[]) =>
    new AppError('vendor_not_compliant', [M.vendorBlocked, ...reasons].join(': '), 409),
  costCodeNotFound: () => new AppError('cost_code_not_found', M.costCodeNotFound, 404),
  costCodeParent: () => new AppError('cost_code_parent', M.costCodeParent, 400),
  costCodeInactive: () => new AppError('cost_code_inactive', M.costCodeInactive, 409),
  costCategoryNotFound: () => new AppError('cost_category_not_found', M.costCategoryNotFound, 404),
  costCategoryInactive: () => new AppError('cost_category_inactive', M.costCategoryInactive, 409),
  amountsLocked: () => new AppError('commitment_amounts_locked', M.amountsLocked, 409),
  scheduleHasChangeOrders: () => new AppError('commitment_has_change_orders', M.scheduleHasChangeOrders, 409),
  notEditable: () => new AppError('commitment_not_editable', M.notEditable, 409),
  transitionRefused: (message: string) => new AppError('commitment_status', message, 409),
  /** Only reachable if a number was written outside generate_commitment_number. */
  numberTaken: () =>
    new AppError('commitment_number_taken', 'Error generating the commitment number. Please try again.', 409),
} as const;

export const COMMITMENT_NUMBER_INDEX = 'commitments_org_number_key';
