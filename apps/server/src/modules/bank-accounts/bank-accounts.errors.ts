import { BANK_ACCOUNT_MESSAGES as M } from '@groundwork/shared';
import { AppError } from '../../lib/app-error.ts';

export const BankAccountErrors = {
  notFound: () => new AppError('bank_account_not_found', M.notFound, 404),
  glAccountNotCash: () => new AppError('gl_account_not_cash', M.glAccountNotCash, 400),
  glAccountLinked: () => new AppError('gl_account_linked', M.glAccountLinked, 409),
  openingLocked: () => new AppError('opening_balance_locked', M.openingLocked, 409),
  inUse: () => new AppError('bank_account_in_use', M.inUse, 409),
} as const;

/** The unique index that links a GL cash account to at most one bank account. */
export const GL_ACCOUNT_INDEX = 'bank_accounts_org_gl_account_key';
