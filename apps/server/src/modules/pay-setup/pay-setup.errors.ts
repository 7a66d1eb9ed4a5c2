import {
  EMPLOYEE_PAY_MESSAGES,
  PAYROLL_SETTINGS_MESSAGES,
  TAX_PARAMETER_ADMIN_MESSAGES,
} from '@groundwork/shared';
import { AppError } from '../../lib/app-error.ts';

const invalid = (message: string) => new AppError('invalid_input', message, 400);

export const PaySetupErrors = {
  invalid,
  employeeNotFound: () => new AppError('employee_not_found', EMPLOYEE_PAY_MESSAGES.notFound, 404),
  rateNotFound: () => new AppError('pay_rate_not_found', EMPLOYEE_PAY_MESSAGES.rateNotFound, 404),
  rateTaken: (classification: string) =>
    new AppError('pay_rate_taken', EMPLOYEE_PAY_MESSAGES.rateTaken(classification), 409),
  defaultRateDelete: () => new AppError('default_pay_rate', EMPLOYEE_PAY_MESSAGES.defaultRateDelete, 409),
  certificateNotFound: () =>
    new AppError('state_withholding_not_found', EMPLOYEE_PAY_MESSAGES.certificateNotFound, 404),
  certificateTaken: (state: string) =>
    new AppError('state_withholding_taken', EMPLOYEE_PAY_MESSAGES.certificateTaken(state), 409),
  deductionNotFound: () => new AppError('deduction_not_found', EMPLOYEE_PAY_MESSAGES.deductionNotFound, 404),
  bankAccountNotFound: () =>
    new AppError('bank_account_not_found', EMPLOYEE_PAY_MESSAGES.bankAccountNotFound, 404),
  oneRemainder: () => invalid(EMPLOYEE_PAY_MESSAGES.oneRemainder),
  percentTotal: (total: string) => invalid(EMPLOYEE_PAY_MESSAGES.percentTotal(total)),
  inactiveAccount: () => new AppError('bank_account_inactive', EMPLOYEE_PAY_MESSAGES.inactiveAccount, 409),
  classNotFound: () =>
    new AppError('workers_comp_class_not_found', PAYROLL_SETTINGS_MESSAGES.classNotFound, 404),
  classTaken: (state: string, code: string) =>
    new AppError('workers_comp_class_taken', PAYROLL_SETTINGS_MESSAGES.classTaken(state, code), 409),
  fringeNotFound: () => new AppError('fringe_rate_not_found', PAYROLL_SETTINGS_MESSAGES.fringeNotFound, 404),
  fringeTaken: () => new AppError('fringe_rate_taken', PAYROLL_SETTINGS_MESSAGES.fringeTaken, 409),
  ruleNotFound: () => new AppError('overtime_rule_not_found', PAYROLL_SETTINGS_MESSAGES.ruleNotFound, 404),
  ruleCodeTaken: (code: string) =>
    new AppError('overtime_rule_code_taken', PAYROLL_SETTINGS_MESSAGES.ruleCodeTaken(code), 409),
  taxParameterNotFound: () =>
    new AppError('tax_parameter_not_found', TAX_PARAMETER_ADMIN_MESSAGES.notFound, 404),
  taxParameterBuiltIn: () =>
    new AppError('tax_parameter_built_in', TAX_PARAMETER_ADMIN_MESSAGES.builtIn, 409),
  taxParameterTaken: (j: string, tax: string, year: number) =>
    new AppError('tax_parameter_taken', TAX_PARAMETER_ADMIN_MESSAGES.taken(j, tax, year), 409),
} as const;
