import { RECEIPT_MESSAGES as M } from '@groundwork/shared';
import { AppError } from '../../lib/app-error.ts';

export const ReceiptErrors = {
  notFound: () => new AppError('receipt_not_found', M.notFound, 404),
  customerNotFound: () => new AppError('customer_not_found', M.customerNotFound, 404),
  customerInactive: () => new AppError('customer_inactive', M.customerInactive, 409),
  depositAccountNotFound: () => new AppError('account_not_found', M.depositAccountNotFound, 404),
  depositAccountNotCash: () => new AppError('deposit_account_not_cash', M.depositAccountNotCash, 409),
  applicationNotFound: () => new AppError('pay_application_not_found', M.applicationNotFound, 404),
  applicationNotOpen: () => new AppError('pay_application_not_open', M.applicationNotOpen, 409),
  overApplied: (problems: readonly string[]) => new AppError('over_applied', problems.join('; '), 409),
  receiptVoid: () => new AppError('receipt_void', M.receiptVoid, 409),
  alreadyVoid: () => new AppError('receipt_already_void', M.alreadyVoid, 409),
  voidBeforeReceipt: () => new AppError('void_before_receipt', M.voidBeforeReceipt, 400),
  controlAccountMissing: (key: string) =>
    new AppError('control_account_missing', `The chart of accounts has no ${key} control account`, 409),
} as const;
