import { MATCHING_MESSAGES as M } from '@groundwork/shared';
import { AppError } from '../../lib/app-error.ts';

export const BankMatchingErrors = {
  bankAccountNotFound: () => new AppError('bank_account_not_found', M.bankAccountNotFound, 404),
  matchNotFound: () => new AppError('match_not_found', M.matchNotFound, 404),
  lineNotFound: () => new AppError('statement_line_not_found', M.lineNotFound, 404),
  itemNotFound: () => new AppError('book_item_not_found', M.itemNotFound, 404),
  itemBeforeOpening: () => new AppError('book_item_history', M.itemBeforeOpening, 400),
  tooFew: () => new AppError('invalid_input', M.tooFew, 400),
  sumsDiffer: (linesCents: number, itemsCents: number) =>
    new AppError('sums_differ', M.sumsDiffer(linesCents, itemsCents), 400),
  lineMatched: () => new AppError('already_matched', M.lineMatched, 409),
  itemMatched: () => new AppError('already_matched', M.itemMatched, 409),
  reconciled: () => new AppError('reconciled', M.reconciled, 409),
  adjustmentMatch: () => new AppError('adjustment_match', M.adjustmentMatch, 409),
  ruleNotFound: () => new AppError('rule_not_found', M.ruleNotFound, 404),
  ruleInUse: () => new AppError('rule_in_use', M.ruleInUse, 409),
  ruleInactive: () => new AppError('rule_inactive', M.ruleInactive, 409),
  ruleOtherAccount: () => new AppError('rule_other_account', M.ruleOtherAccount, 409),
  ruleDirection: (direction: 'in' | 'out') => new AppError('rule_direction', M.ruleDirection(direction), 409),
  invalid: (message: string) => new AppError('invalid_input', message, 400),
  notFound: (code: string, message: string) => new AppError(code, message, 404),
} as const;
