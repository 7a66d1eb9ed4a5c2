import { ACH_FILE_MESSAGES as M } from '@groundwork/shared';
import { AppError } from '../../lib/app-error.ts';

export const AchFileErrors = {
  settingsMissing: () => new AppError('ach_settings_missing', M.settingsMissing, 409),
  settingsInvalid: (what: string) => new AppError('ach_settings_invalid', M.settingsInvalid(what), 409),
  offsetMissing: () => new AppError('ach_offset_missing', M.offsetMissing, 409),
  runNotFound: () => new AppError('payroll_run_not_found', M.runNotFound, 404),
  runNotPosted: (runNumber: number, status: string) =>
    new AppError('payroll_run_not_posted', M.runNotPosted(runNumber, status), 409),
  noDirectDeposit: (runNumber: number) =>
    new AppError('ach_no_direct_deposit', M.noDirectDeposit(runNumber), 409),
  alreadyMade: (runNumber: number, modifier: string, createdOn: string) =>
    new AppError('ach_file_exists', M.alreadyMade(runNumber, modifier, createdOn), 409),
  noPrenotes: () => new AppError('ach_no_prenotes', M.noPrenotes, 409),
  fileNotFound: () => new AppError('ach_file_not_found', M.fileNotFound, 404),
  modifiersUsedUp: () => new AppError('ach_modifiers_used_up', M.modifiersUsedUp, 409),
  decryptFailed: () => new AppError('ach_decrypt_failed', M.decryptFailed, 500),
};
