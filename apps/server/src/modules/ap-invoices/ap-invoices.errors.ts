import { AP_INVOICE_MESSAGES as M } from '@groundwork/shared';
import { AppError } from '../../lib/app-error.ts';

export const ApInvoiceErrors = {
  notFound: () => new AppError('invoice_not_found', M.notFound, 404),
  vendorNotFound: () => new AppError('vendor_not_found', M.vendorNotFound, 404),
  vendorInactive: () => new AppError('vendor_inactive', M.vendorInactive, 409),
  numberTaken: (message: string) => new AppError('invoice_number_taken', message, 409),
  /** A line refers to something of another company, or to nothing: 'Line 2: Job not found'. */
  lineReferenceNotFound: (code: string, message: string) => new AppError(code, message, 404),
  /** A line cannot be saved as it stands: 'Line 2: Choose a job'. */
  lineInvalid: (message: string) => new AppError('invoice_line_invalid', message, 400),
  /** A line's reference exists but cannot be used now (inactive, closed, another vendor's). */
  lineRefused: (code: string, message: string) => new AppError(code, message, 409),
  overCommitment: (messages: readonly string[]) => new AppError('over_commitment', messages.join('; '), 409),
  dueBeforeInvoice: () => new AppError('invalid_input', M.dueBeforeInvoice, 400),
  notEditable: () => new AppError('invoice_not_editable', M.notEditable, 409),
  notDeletable: () =>
    new AppError('invoice_not_editable', 'Only an entered invoice can be deleted: void it instead', 409),
  notEntered: () => new AppError('invoice_not_entered', M.notEntered, 409),
  notApproved: () => new AppError('invoice_not_approved', M.notApproved, 409),
  notTheApprover: (message: string) => new AppError('not_the_approver', message, 403),
  onHold: (reasons: readonly string[]) =>
    new AppError('invoice_on_hold', `${M.onHold}: ${reasons.join('; ')}`, 409),
  alreadyVoid: () => new AppError('invoice_void', M.alreadyVoid, 409),
  voidPaid: () => new AppError('invoice_paid', M.voidPaid, 409),
  voidBeforePosting: () => new AppError('void_date_invalid', M.voidBeforePosting, 400),
  documentNotEditable: () => new AppError('invoice_void', M.documentNotEditable, 409),
  accountMissing: (what: string) => new AppError('account_missing', `${M.accountMissing} ${what}`, 409),
} as const;

export const INVOICE_NUMBER_INDEX = 'ap_invoices_vendor_number_key';
