import { TIME_MESSAGES as M, timeRefusals } from '@groundwork/shared';
import { AppError } from '../../lib/app-error.ts';

/** Every refusal of the time module names its cause (the person, the date, the job, the code). */
export const TimeErrors = {
  lineNotFound: () => new AppError('time_entry_not_found', M.lineNotFound, 404),
  employeeNotFound: () => new AppError('employee_not_found', M.employeeNotFound, 404),
  jobNotFound: () => new AppError('job_not_found', M.jobNotFound, 404),
  costCodeNotFound: () => new AppError('cost_code_not_found', M.costCodeNotFound, 404),
  crewNotFound: () => new AppError('crew_not_found', M.crewNotFound, 404),
  crewNameTaken: () => new AppError('crew_name_taken', M.crewNameTaken, 409),
  crewManagers: () => new AppError('forbidden', M.crewManagers, 403),
  overDay: (name: string, quarters: number, date: string) =>
    new AppError('over_24_hours', timeRefusals.overDay(name, quarters, date), 409),
  jobInactive: (jobNumber: string) => new AppError('job_inactive', timeRefusals.jobInactive(jobNumber), 409),
  codeNotOnJob: (code: string, jobNumber: string) =>
    new AppError('cost_code_not_on_job', timeRefusals.codeNotOnJob(code, jobNumber), 409),
  lockedPeriod: (date: string) => new AppError('period_locked', timeRefusals.lockedPeriod(date), 409),
  lineFrozen: (name: string, date: string, status: string) =>
    new AppError('time_entry_not_editable', timeRefusals.lineFrozen(name, date, status), 409),
  notYours: (name: string) => new AppError('forbidden', timeRefusals.notYours(name), 403),
  notApprover: (jobNumber: string | null) =>
    new AppError('not_the_approver', timeRefusals.notApprover(jobNumber), 403),
  notSubmitted: (name: string, date: string, status: string) =>
    new AppError('time_entry_not_submitted', timeRefusals.notSubmitted(name, date, status), 409),
  nothingToSubmit: () => new AppError('nothing_to_submit', M.nothingToSubmit, 409),
  nothingToSubmitCrew: (crew: string, weekStart: string) =>
    new AppError('nothing_to_submit', timeRefusals.nothingToSubmitCrew(crew, weekStart), 409),
  dateOutsideWeek: () => new AppError('invalid_input', M.dateOutsideWeek, 400),
  copyTargetNotEmpty: () => new AppError('week_not_empty', M.copyTargetNotEmpty, 409),
  copyNothing: () => new AppError('nothing_to_copy', M.copyNothing, 409),
  jobCodeTogether: () => new AppError('invalid_input', M.jobCodeTogether, 400),
} as const;
