import { CERTIFICATE_MESSAGES, VENDOR_MESSAGES } from '@groundwork/shared';
import { AppError } from '../../lib/app-error.ts';

export const VendorErrors = {
  notFound: () => new AppError('vendor_not_found', VENDOR_MESSAGES.notFound, 404),
  numberTaken: () => new AppError('vendor_number_taken', VENDOR_MESSAGES.taken, 409),
  costCategoryNotFound: () =>
    new AppError('cost_category_not_found', VENDOR_MESSAGES.costCategoryNotFound, 400),
  filePathInvalid: () => new AppError('invalid_file_path', VENDOR_MESSAGES.filePathInvalid, 400),
  fileMissing: () => new AppError('file_not_found', VENDOR_MESSAGES.fileMissing, 400),
  certificateNotFound: () => new AppError('certificate_not_found', CERTIFICATE_MESSAGES.notFound, 404),
  certificateDates: () => new AppError('invalid_input', CERTIFICATE_MESSAGES.expiryBeforeEffective, 400),
} as const;

/** The unique index that makes a vendor number unique within its organization. */
export const VENDOR_NUMBER_INDEX = 'vendors_org_number_key';
