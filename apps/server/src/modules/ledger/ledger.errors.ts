import { closedPeriodMessage, JOURNAL_MESSAGES, PERIOD_MESSAGES } from '@groundwork/shared';
import { AppError } from '../../lib/app-error.ts';

export const LedgerErrors = {
  invalidEntry: (message: string) => new AppError('journal_invalid', message, 400),
  periodClosed: (closedThrough: string) =>
    new AppError('period_closed', closedPeriodMessage(closedThrough), 409),
  controlAccount: () => new AppError('control_account', JOURNAL_MESSAGES.controlAccount, 400),
  postedIsFinal: () => new AppError('entry_posted', JOURNAL_MESSAGES.postedIsFinal, 409),
  notPeriodEnd: () => new AppError('not_period_end', PERIOD_MESSAGES.notPeriodEnd, 400),
  alreadyClosed: () => new AppError('already_closed', PERIOD_MESSAGES.alreadyClosed, 409),
  notClosed: () => new AppError('not_closed', PERIOD_MESSAGES.notClosed, 409),
} as const;
