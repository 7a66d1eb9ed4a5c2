import { DOCUMENT_MESSAGES as M } from '@groundwork/shared';
import { AppError } from '../../lib/app-error.ts';

export const DocumentErrors = {
  notFound: () => new AppError('document_not_found', M.notFound, 404),
  jobNotFound: () => new AppError('job_not_found', M.jobNotFound, 404),
  payApplicationNotFound: () => new AppError('pay_application_not_found', 'Pay application not found', 404),
  noFile: () => new AppError('no_file', M.noFile, 400),
  invalidBody: () =>
    new AppError(
      'invalid_body',
      'Send the file as multipart/form-data (field "file") or as the raw body with ?file_name=',
      400,
    ),
  tooLarge: () => new AppError('file_too_large', M.tooLarge, 413),
  invalidType: () => new AppError('unsupported_file_type', M.invalidType, 415),
  typeMismatch: () => new AppError('file_type_mismatch', M.typeMismatch, 415),
  fileNameRequired: () => new AppError('file_name_required', M.fileNameRequired, 400),
  fileMissing: () => new AppError('document_file_missing', M.fileMissing, 404),
  notBilled: () => new AppError('pay_application_not_approved', M.notBilled, 409),
} as const;
