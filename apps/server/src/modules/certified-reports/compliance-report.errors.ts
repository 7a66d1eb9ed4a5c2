import { COMPLIANCE_REPORT_MESSAGES, SUB_REPORT_MESSAGES } from '@groundwork/shared';
import { AppError } from '../../lib/app-error.ts';

export const ComplianceReportErrors = {
  restitutionNotFound: () =>
    new AppError('restitution_not_found', COMPLIANCE_REPORT_MESSAGES.restitutionNotFound, 404),
  employeeNotFound: () =>
    new AppError('employee_not_found', COMPLIANCE_REPORT_MESSAGES.employeeNotFound, 400),
  earningNotFound: () => new AppError('earning_not_found', COMPLIANCE_REPORT_MESSAGES.earningNotFound, 400),
  earningVoided: () => new AppError('earning_voided', COMPLIANCE_REPORT_MESSAGES.earningVoided, 400),
  rangeTooLong: () => new AppError('invalid_input', COMPLIANCE_REPORT_MESSAGES.rangeTooLong, 400),
} as const;

export const SubReportErrors = {
  notFound: () => new AppError('sub_report_not_found', SUB_REPORT_MESSAGES.notFound, 404),
  notPrime: () => new AppError('not_prime', SUB_REPORT_MESSAGES.notPrime, 400),
  notSubcontractor: () => new AppError('not_subcontractor', SUB_REPORT_MESSAGES.notSubcontractor, 400),
  weekEnding: () => new AppError('invalid_week_ending', SUB_REPORT_MESSAGES.weekEnding, 400),
  futureWeek: () => new AppError('week_not_ended', SUB_REPORT_MESSAGES.futureWeek, 400),
  fileMissing: () => new AppError('no_file', SUB_REPORT_MESSAGES.fileMissing, 404),
} as const;
