import { LIEN_WAIVER_MESSAGES as M } from '@groundwork/shared';
import { AppError } from '../../lib/app-error.ts';

export const LienWaiverErrors = {
  notFound: () => new AppError('lien_waiver_not_found', M.notFound, 404),
  vendorNotFound: () => new AppError('vendor_not_found', M.vendorNotFound, 404),
  jobNotFound: () => new AppError('job_not_found', M.jobNotFound, 404),
  commitmentNotFound: () => new AppError('commitment_not_found', M.commitmentNotFound, 404),
  invoiceNotFound: () => new AppError('invoice_not_found', M.invoiceNotFound, 404),
  paymentNotFound: () => new AppError('payment_not_found', M.paymentNotFound, 404),
  releaseNotFound: () => new AppError('release_not_found', M.releaseNotFound, 404),
  otherVendor: () => new AppError('lien_waiver_other_vendor', M.otherVendor, 409),
  otherJob: () => new AppError('lien_waiver_other_job', M.otherJob, 409),
  notRequested: () => new AppError('lien_waiver_not_requested', M.notRequested, 409),
  notReceived: () => new AppError('lien_waiver_not_received', M.notReceived, 409),
  alreadyVerified: () => new AppError('lien_waiver_verified', M.alreadyVerified, 409),
} as const;
