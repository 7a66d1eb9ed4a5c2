import { CERTIFIED_SETUP_MESSAGES as M, certifiedSetupRefusals as R } from '@groundwork/shared';
import { AppError } from '../../lib/app-error.ts';

const invalid = (message: string) => new AppError('invalid_input', message, 400);

/** Every refusal of certified set-up names what it refuses. */
export const CertifiedSetupErrors = {
  invalid,
  jobNotFound: () => new AppError('job_not_found', M.jobNotFound, 404),
  notCertified: () => new AppError('not_prevailing_wage', M.notCertified, 404),
  pmOnly: (jobNumber: string) => new AppError('forbidden', R.pmOnly(jobNumber), 403),
  officeOnly: () => new AppError('forbidden', R.pmOnlyOffice, 403),
  jobHasReports: (jobNumber: string) => new AppError('job_has_reports', R.jobHasReports(jobNumber), 409),
  determinationNotFound: () => new AppError('determination_not_found', M.determinationNotFound, 404),
  determinationTaken: (wd: string, mod: number) =>
    new AppError('determination_taken', R.determinationTaken(wd, mod), 409),
  noPreviousModification: (wd: string, mod: number) =>
    new AppError('no_previous_modification', R.noPreviousModification(wd, mod), 409),
  determinationInUse: (wd: string, mod: number, lines: number) =>
    new AppError('determination_in_use', R.determinationInUse(wd, mod, lines), 409),
  classNotFound: () => new AppError('wage_class_not_found', M.classNotFound, 404),
  classTaken: (name: string) => new AppError('wage_class_taken', R.classTaken(name), 409),
  classInUse: (name: string, lines: number) =>
    new AppError('wage_class_in_use', R.classInUse(name, lines), 409),
  csv: (message: string) => new AppError('csv_invalid', message, 400),
  programNotFound: () => new AppError('apprentice_program_not_found', M.programNotFound, 404),
  programTaken: (name: string) => new AppError('apprentice_program_taken', R.programTaken(name), 409),
  programInUse: (name: string) => new AppError('apprentice_program_in_use', R.programInUse(name), 409),
  programInactive: (name: string) =>
    new AppError('apprentice_program_inactive', R.programInactive(name), 409),
  levelTwice: (level: number) => invalid(R.levelTwice(level)),
  levelNotInProgram: (level: number, program: string, levels: string) =>
    invalid(R.levelNotInProgram(level, program, levels)),
  apprenticeshipNotFound: () => new AppError('apprenticeship_not_found', M.apprenticeshipNotFound, 404),
  alreadyApprentice: (name: string, program: string, from: string) =>
    new AppError('already_apprentice', R.alreadyApprentice(name, program, from), 409),
  alreadyEnded: () => new AppError('apprenticeship_ended', M.alreadyEnded, 409),
  endBeforeStart: (registeredOn: string) => invalid(R.endBeforeStart(registeredOn)),
  employeeNotFound: () => new AppError('employee_not_found', M.employeeNotFound, 404),
  fringePlanNotFound: () => new AppError('fringe_plan_not_found', M.fringePlanNotFound, 404),
  personNotFound: () => new AppError('person_not_found', M.personNotFound, 404),
  officerNotFound: () => new AppError('certifying_officer_not_found', M.officerNotFound, 404),
  officerTaken: (name: string) => new AppError('certifying_officer_taken', R.officerTaken(name), 409),
  officerRole: (name: string) => invalid(R.officerRole(name)),
  viewerNotFound: () => new AppError('compliance_viewer_not_found', M.viewerNotFound, 404),
  viewerRole: (name: string) => invalid(R.viewerRole(name)),
  viewerTaken: (name: string, jobNumber: string) =>
    new AppError('compliance_viewer_taken', R.viewerTaken(name, jobNumber), 409),
} as const;
