import { WH347_MESSAGES as M } from '@groundwork/shared';
import { AppError } from '../../lib/app-error.ts';

/** Every refusal of the WH-347 module names what it refuses. */
export const CertifiedReportErrors = {
  invalid: (message: string) => new AppError('invalid_input', message, 400),
  notFound: () => new AppError('certified_report_not_found', M.notFound, 404),
  jobNotCertified: () => new AppError('not_prevailing_wage', M.jobNotCertified, 404),
  pmOnly: (jobNumber: string) =>
    new AppError('forbidden', `Only the project manager of ${jobNumber} reads its certified payroll`, 403),
  laterWeekExists: (weekEnding: string, payrollNumber: number) =>
    new AppError('certified_report_order', M.laterWeekExists(weekEnding, payrollNumber), 409),
  noWork: (weekEnding: string) => new AppError('certified_report_no_work', M.noWork(weekEnding), 409),
  notDraft: () => new AppError('certified_report_frozen', M.notDraft, 409),
  notReviewable: () => new AppError('certified_report_status', M.notReviewable, 409),
  notSignable: () => new AppError('certified_report_status', M.notSignable, 409),
  notOfficer: () => new AppError('not_certifying_officer', M.notOfficer, 403),
  notSubmittable: () => new AppError('certified_report_status', M.notSubmittable, 409),
  notAmendable: () => new AppError('certified_report_status', M.notAmendable, 409),
  alreadyAmended: (revision: number) =>
    new AppError('certified_report_amended', M.alreadyAmended(revision), 409),
  frozen: () => new AppError('certified_report_frozen', M.frozen, 409),
  notSigned: () => new AppError('certified_report_not_signed', M.notSigned, 403),
} as const;
