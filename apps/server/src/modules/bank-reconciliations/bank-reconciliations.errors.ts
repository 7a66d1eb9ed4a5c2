import {
  dateNotAfterLastMessage,
  dateNotAfterOpeningMessage,
  differenceNotZeroMessage,
  RECONCILIATION_MESSAGES as M,
} from '@groundwork/shared';
import { AppError } from '../../lib/app-error.ts';

export const ReconciliationErrors = {
  notFound: () => new AppError('reconciliation_not_found', M.notFound, 404),
  bankAccountNotFound: () => new AppError('bank_account_not_found', M.bankAccountNotFound, 404),
  importNotFound: () => new AppError('statement_import_not_found', M.importNotFound, 404),
  inProgress: () => new AppError('reconciliation_in_progress', M.inProgress, 409),
  dateNotAfterLast: (last: string) =>
    new AppError('statement_date_not_after_last', dateNotAfterLastMessage(last), 409),
  dateNotAfterOpening: (opening: string) =>
    new AppError('statement_date_not_after_opening', dateNotAfterOpeningMessage(opening), 400),
  finished: () => new AppError('reconciliation_finished', M.finished, 409),
  notFinished: () => new AppError('reconciliation_not_finished', M.notFinished, 409),
  notLatest: () => new AppError('reconciliation_not_latest', M.notLatest, 409),
  undoWhileInProgress: () => new AppError('reconciliation_in_progress', M.undoWhileInProgress, 409),
  differenceNotZero: (cents: number) =>
    new AppError('difference_not_zero', differenceNotZeroMessage(cents), 409),
  adjustmentAccountNotFound: () =>
    new AppError('adjustment_account_not_found', M.adjustmentAccountNotFound, 404),
  adjustmentAccountInactive: () =>
    new AppError('adjustment_account_invalid', M.adjustmentAccountInactive, 400),
  adjustmentAccountIsBank: () => new AppError('adjustment_account_invalid', M.adjustmentAccountIsBank, 400),
  adjustmentAccountControl: () => new AppError('adjustment_account_invalid', M.adjustmentAccountControl, 400),
  changedWhileFinishing: () => new AppError('reconciliation_changed', M.changedWhileFinishing, 409),
} as const;

/** The partial unique index that keeps one reconciliation in progress per bank account. */
export const ONE_OPEN_INDEX = 'bank_reconciliations_one_open';
