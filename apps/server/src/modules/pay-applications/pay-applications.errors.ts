import { PAY_APPLICATION_MESSAGES as M } from '@groundwork/shared';
import { AppError } from '../../lib/app-error.ts';

export const PayApplicationErrors = {
  notFound: () => new AppError('pay_application_not_found', M.notFound, 404),
  jobNotFound: () => new AppError('job_not_found', M.jobNotFound, 404),
  noContract: () => new AppError('job_has_no_contract', M.noContract, 409),
  noScheduleLines: () => new AppError('contract_has_no_lines', M.noScheduleLines, 409),
  openApplication: () => new AppError('pay_application_open', M.openApplication, 409),
  noRetainageHeld: () => new AppError('no_retainage_held', M.noRetainageHeld, 409),
  releaseNeedsApproved: () => new AppError('release_needs_approved', M.releaseNeedsApproved, 409),
  notDraft: () => new AppError('pay_application_not_draft', M.notDraft, 409),
  releaseLinesFixed: () =>
    new AppError(
      'release_lines_fixed',
      'The lines of a retainage release are fixed: only its dates change',
      409,
    ),
  notSubmitted: () => new AppError('pay_application_not_submitted', M.notSubmitted, 409),
  cannotVoid: () => new AppError('pay_application_not_approved', M.cannotVoid, 409),
  voidPaid: () => new AppError('pay_application_paid', M.voidPaid, 409),
  voidLater: () =>
    new AppError(
      'pay_application_has_later',
      'A later application builds on this one: void that one first',
      409,
    ),
  openingReadOnly: () =>
    new AppError(
      'opening_invoice_read_only',
      'An opening invoice comes from an import: roll the import back to remove it',
      409,
    ),
  voidBeforeApproval: () => new AppError('void_date_invalid', M.voidBeforeApproval, 400),
  lineNotFound: () => new AppError('pay_application_line_not_found', M.lineNotFound, 400),
  /** A check before submitting or approving failed: the message names it. */
  check: (code: string, message: string) => new AppError(code, message, 409),
  accountMissing: (what: string) => new AppError('account_missing', `${M.accountMissing} ${what}`, 409),
} as const;

export const ONE_DRAFT_INDEX = 'pay_applications_one_draft_key';
