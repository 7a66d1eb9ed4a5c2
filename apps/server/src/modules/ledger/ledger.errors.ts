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

type PgErrorLike = { code?: unknown; message?: unknown; cause?: unknown };

/**
 * The ledger rule a statement broke in the database (SQLSTATE GL001–GL005 from migration 0013), as the
 * 4xx answer it deserves; null for any other error. The engine checks first, so these fire only for a
 * path that skipped the engine's checks (or a race, e.g. a period closed between check and insert).
 */
export function ledgerRuleError(err: unknown): AppError | null {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as PgErrorLike;
    if (typeof e.code === 'string' && /^GL00[1-5]$/.test(e.code)) {
      const message = typeof e.message === 'string' ? e.message : 'The ledger refused this change';
      if (e.code === 'GL003') return new AppError('period_closed', message, 409);
      if (e.code === 'GL002') return new AppError('entry_posted', message, 409);
      if (e.code === 'GL005') return new AppError('control_account', message, 400);
      return new AppError('journal_invalid', message, 400);
    }
    current = e.cause;
  }
  return null;
}
