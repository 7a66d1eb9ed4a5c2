import { DEPARTMENT_MESSAGES } from '@groundwork/shared';
import { AppError } from '../../lib/app-error.ts';

export const DepartmentErrors = {
  notFound: () => new AppError('department_not_found', DEPARTMENT_MESSAGES.notFound, 404),
  nameTaken: () => new AppError('department_name_taken', DEPARTMENT_MESSAGES.nameTaken, 409),
  limitReached: () => new AppError('department_limit_reached', DEPARTMENT_MESSAGES.limitReached, 409),
  systemRename: () => new AppError('system_department', DEPARTMENT_MESSAGES.systemRename, 409),
  systemDeactivate: () => new AppError('system_department', DEPARTMENT_MESSAGES.systemDeactivate, 409),
  systemDelete: () => new AppError('system_department', DEPARTMENT_MESSAGES.systemDelete, 409),
  inUse: (n: number) =>
    new AppError(
      'department_in_use',
      `${n === 1 ? 'One employee is' : `${n} employees are`} in this department. Move them to another department or deactivate it instead.`,
      409,
    ),
} as const;

/** The unique index that makes a department name unique (case-insensitive) within its organization. */
export const DEPARTMENT_NAME_INDEX = 'departments_org_name_key';
