import { LIABILITY_MESSAGES as LM, PAYROLL_RUN_MESSAGES as M } from '@groundwork/shared';
import { AppError } from '../../lib/app-error.ts';

export const PayrollRunErrors = {
  notFound: () => new AppError('payroll_run_not_found', M.notFound, 404),
  checkNotFound: () => new AppError('payroll_check_not_found', M.checkNotFound, 404),
  earningNotFound: () => new AppError('payroll_earning_not_found', M.earningNotFound, 404),
  employeeNotFound: () => new AppError('employee_not_found', M.employeeNotFound, 400),
  cashAccountInvalid: () => new AppError('invalid_input', M.cashAccountInvalid, 400),
  jobInvalid: (message: string) => new AppError('invalid_input', message, 400),
  notDraft: () => new AppError('payroll_run_not_draft', M.notDraft, 409),
  notCalculated: () => new AppError('payroll_run_not_calculated', M.notCalculated, 409),
  noChecks: () => new AppError('payroll_run_empty', M.noChecks, 409),
  negativeNet: (names: string) => new AppError('payroll_negative_net', M.negativeNet(names), 409),
  missingCheckNumbers: (names: string) =>
    new AppError('payroll_check_numbers', M.missingCheckNumbers(names), 409),
  notApproved: () => new AppError('payroll_run_not_approved', M.notApproved, 409),
  notPosted: () => new AppError('payroll_run_not_posted', M.notPosted, 409),
  alreadySettled: () => new AppError('payroll_run_settled', M.alreadySettled, 409),
  settleBeforeCheck: () => new AppError('invalid_input', M.settleBeforeCheck, 400),
  voidBeforeCheck: () => new AppError('invalid_input', M.voidBeforeCheck, 400),
  voidBeforeSettlement: (date: string) => new AppError('invalid_input', M.voidBeforeSettlement(date), 400),
  timeChanged: () => new AppError('payroll_time_changed', M.timeChanged, 409),
  calculateFirst: () => new AppError('payroll_run_stale', M.calculateFirst, 409),
  noRate: (name: string, classification: string | null) =>
    new AppError('payroll_no_rate', M.noRate(name, classification), 409),
  noProfile: (name: string) => new AppError('payroll_no_profile', M.noProfile(name), 409),
  parametersMissing: (message: string) => new AppError('payroll_parameters_missing', message, 409),
  accountMissing: (what: string) => new AppError('account_missing', M.accountMissing(what), 409),
  noLaborCategory: () => new AppError('account_missing', M.noLaborCategory, 409),
  paymentNotFound: () => new AppError('liability_payment_not_found', LM.notFound, 404),
  paymentVoid: () => new AppError('liability_payment_void', LM.alreadyVoid, 409),
  notLiabilityAccount: () => new AppError('invalid_input', LM.accountNotLiability, 400),
};
