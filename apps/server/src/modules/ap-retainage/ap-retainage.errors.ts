import { AP_RETAINAGE_MESSAGES as M } from '@groundwork/shared';
import { AppError } from '../../lib/app-error.ts';

export const ApRetainageErrors = {
  commitmentNotFound: () => new AppError('commitment_not_found', M.commitmentNotFound, 404),
  notFound: () => new AppError('release_not_found', M.notFound, 404),
  invoiceNotFound: () => new AppError('invoice_not_found', 'Invoice not found', 404),
  nothingHeld: () => new AppError('nothing_held', M.nothingHeld, 409),
  nothingHeldOutside: (message: string) => new AppError('nothing_held', message, 409),
  vendorNotFound: () => new AppError('vendor_not_found', 'Vendor not found', 404),
  overHeld: (message: string) => new AppError('over_retainage_held', message, 409),
  invoiceNotOnCommitment: (message: string) => new AppError('invoice_not_on_commitment', message, 409),
  beforePosting: (message: string) => new AppError('release_date_invalid', message, 400),
  waiverMissing: (message: string) => new AppError('lien_waiver_missing', message, 409),
  alreadyVoid: () => new AppError('release_void', M.alreadyVoid, 409),
  voidPaid: () => new AppError('release_paid', M.voidPaid, 409),
  voidBeforeRelease: () => new AppError('void_date_invalid', M.voidBeforeRelease, 400),
} as const;
