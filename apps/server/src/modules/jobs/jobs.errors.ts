import { BUDGET_MESSAGES, JOB_MESSAGES } from '@groundwork/shared';
import { AppError } from '../../lib/app-error.ts';

export const JobErrors = {
  notFound: () => new AppError('job_not_found', JOB_MESSAGES.notFound, 404),
  /** The chosen customer is inactive: the job form only offers active ones. */
  customerInactive: () => new AppError('customer_inactive', JOB_MESSAGES.customerRequired, 400),
  /** The job has budget lines: its budget is their total (PUT /jobs/{id}/budget changes it). */
  budgetFromLines: () => new AppError('budget_from_lines', BUDGET_MESSAGES.budgetFromLines, 409),
  completionBeforeStart: () => new AppError('invalid_dates', JOB_MESSAGES.completionBeforeStart, 400),
  /** Only reachable if a number was written outside generate_job_number. */
  numberTaken: () => new AppError('job_number_taken', JOB_MESSAGES.numberFailed, 409),
} as const;

/** The unique index that makes a job number unique within its organization. */
export const JOB_NUMBER_INDEX = 'projects_org_number_key';
