import { AP_PAYMENT_MESSAGES as M } from '@groundwork/shared';
import { AppError } from '../../lib/app-error.ts';

export const ApPaymentErrors = {
  notFound: () => new AppError('payment_not_found', M.notFound, 404),
  vendorNotFound: () => new AppError('vendor_not_found', M.vendorNotFound, 404),
  bankAccountNotFound: () => new AppError('bank_account_not_found', M.bankAccountNotFound, 404),
  bankAccountNotCash: () => new AppError('bank_account_not_cash', M.bankAccountNotCash, 409),
  invoiceNotFound: () => new AppError('invoice_not_found', M.invoiceNotFound, 404),
  releaseNotFound: () => new AppError('release_not_found', M.releaseNotFound, 404),
  otherVendor: (message: string) => new AppError('bill_other_vendor', message, 409),
  notPosted: (message: string) => new AppError('bill_not_posted', message, 409),
  overpayment: (message: string) => new AppError('overpayment', message, 409),
  beforePosting: (message: string) => new AppError('payment_date_invalid', message, 400),
  onHold: (message: string) => new AppError('bill_on_hold', message, 409),
  checkNumberTaken: (message: string) => new AppError('check_number_taken', message, 409),
  alreadyVoid: () => new AppError('payment_void', M.alreadyVoid, 409),
  voidBeforePayment: () => new AppError('void_date_invalid', M.voidBeforePayment, 400),
} as const;

/** The unique index that keeps a check number once per bank account (voided checks keep theirs). */
export const CHECK_NUMBER_INDEX = 'ap_payments_check_number_key';
