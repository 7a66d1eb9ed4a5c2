import { ACCOUNT_MESSAGES } from '@groundwork/shared';
import { AppError } from '../../lib/app-error.ts';

export const AccountErrors = {
  notFound: () => new AppError('account_not_found', ACCOUNT_MESSAGES.notFound, 404),
  numberTaken: () => new AppError('account_number_taken', ACCOUNT_MESSAGES.numberTaken, 409),
  parentNotFound: () => new AppError('invalid_input', ACCOUNT_MESSAGES.parentNotFound, 400),
  parentSelf: () => new AppError('invalid_input', ACCOUNT_MESSAGES.parentSelf, 400),
  parentCycle: () => new AppError('invalid_input', ACCOUNT_MESSAGES.parentCycle, 400),
  parentType: () => new AppError('invalid_input', ACCOUNT_MESSAGES.parentType, 400),
  systemKeyed: () => new AppError('system_account', ACCOUNT_MESSAGES.systemKeyed, 409),
  systemTypeChange: () => new AppError('system_account', ACCOUNT_MESSAGES.systemTypeChange, 409),
  deactivateNonZero: () => new AppError('account_has_balance', ACCOUNT_MESSAGES.deactivateNonZero, 409),
  deleteHasPostings: () => new AppError('account_has_postings', ACCOUNT_MESSAGES.deleteHasPostings, 409),
  deleteHasChildren: () => new AppError('account_has_children', ACCOUNT_MESSAGES.deleteHasChildren, 409),
  deleteInUse: () => new AppError('account_in_use', ACCOUNT_MESSAGES.deleteInUse, 409),
  importBlocked: () => new AppError('import_invalid', ACCOUNT_MESSAGES.importBlocked, 400),
} as const;

export const ACCOUNT_NUMBER_INDEX = 'chart_of_accounts_org_number_key';
