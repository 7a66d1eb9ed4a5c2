import { z } from 'zod';
import { ZPageQuery } from '../customers/customer.schemas.ts';

/** Roles an employee can be given (spec §5 Employee add). */
export const ASSIGNABLE_ROLES = [
  'company_admin',
  'accountant',
  'project_manager',
  'superintendent',
  'foreman',
  'field_employee',
] as const;
export type TAssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** Roles the Edit User dialog offers: the assignable ones and third_party (the page's own people). */
export const EDIT_USER_ROLES = [...ASSIGNABLE_ROLES, 'third_party'] as const;

export const EMPLOYMENT_STATUSES = ['pending', 'active', 'inactive', 'terminated'] as const;
export type TEmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];
/** Statuses an editor may set; `pending` ends by itself when the person first signs in. */
export const SETTABLE_EMPLOYMENT_STATUSES = ['active', 'inactive', 'terminated'] as const;

export const EMPLOYMENT_STATUS_LABELS: Record<TEmploymentStatus, string> = {
  pending: 'Pending Invitation',
  active: 'Active',
  inactive: 'Inactive',
  terminated: 'Terminated',
};

/** Messages of spec §5 (Users, Employee add) and §8 (Employees, Users). */
export const PEOPLE_MESSAGES = {
  firstNameRequired: 'First name is required',
  firstNameMax: 'First name must be less than 50 characters',
  lastNameRequired: 'Last name is required',
  lastNameMax: 'Last name must be less than 50 characters',
  invalidEmail: 'Invalid email address',
  emailMax: 'Email must be less than 255 characters',
  roleRequired: 'Role is required',
  organizationRequired: 'Organization ID is required',
  employeeAdded: 'Employee added successfully',
  employeeUpdated: 'Employee updated successfully',
  employeeActivated: 'Employee activated successfully',
  employeeDeactivated: 'Employee deactivated successfully',
  employeeDeleted: 'Employee deleted successfully',
  addEmployeeFailed: 'Failed to add employee',
  updateEmployeeFailed: 'Failed to update employee',
  statusFailed: 'Failed to update employee status',
  deleteEmployeeFailed: 'Failed to delete employee',
  addUserFailed: 'Failed to add user',
  updateUserFailed: 'Failed to update user',
  deleteUserFailed: 'Failed to delete user',
  deactivateUserFailed: 'Failed to deactivate user',
  emailTaken: 'A user with this email address already exists',
} as const;

export const zFirstName = z
  .string()
  .trim()
  .min(1, PEOPLE_MESSAGES.firstNameRequired)
  .max(50, PEOPLE_MESSAGES.firstNameMax);
export const zLastName = z
  .string()
  .trim()
  .min(1, PEOPLE_MESSAGES.lastNameRequired)
  .max(50, PEOPLE_MESSAGES.lastNameMax);
export const zEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(255, PEOPLE_MESSAGES.emailMax)
  .email(PEOPLE_MESSAGES.invalidEmail);
/** Empty text means "none". */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();
const optionalDate = z
  .union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid date')])
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();
const optionalId = z
  .union([z.literal(''), z.string().uuid('Invalid department')])
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();

export const ZAddEmployee = z.object({
  first_name: zFirstName,
  last_name: zLastName,
  email: zEmail,
  role: z.enum(ASSIGNABLE_ROLES, { message: PEOPLE_MESSAGES.roleRequired }),
  job_title: optionalText(100, 'Job title must be less than 100 characters'),
  hire_date: optionalDate,
  department_id: optionalId,
});
export type TAddEmployee = z.output<typeof ZAddEmployee>;

export const ZUpdateEmployee = ZAddEmployee.extend({
  employment_status: z.enum(SETTABLE_EMPLOYMENT_STATUSES),
}).partial();
export type TUpdateEmployee = z.output<typeof ZUpdateEmployee>;

export const ZEmployee = z.object({
  id: z.string().uuid(),
  user_id: z.string().uuid(),
  organization_id: z.string().uuid(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  full_name: z.string().nullable(),
  email: z.string(),
  job_title: z.string().nullable(),
  hire_date: z.string().nullable(),
  department_id: z.string().uuid().nullable(),
  department_name: z.string().nullable(),
  role: z.string().nullable(),
  employment_status: z.enum(EMPLOYMENT_STATUSES),
  created_at: z.string(),
});
export type TEmployee = z.infer<typeof ZEmployee>;

export const ZEmployeeListQuery = ZPageQuery.extend({ search: z.string().trim().max(200).optional() });
export type TEmployeeListQuery = z.output<typeof ZEmployeeListQuery>;

/** What adding a person answers: the new row and the temporary password, shown once. */
export const ZInvitation = z.object({ temporary_password: z.string(), invitation_sent: z.boolean() });

/** A person's names and e-mail as an administrator enters them (Add User, support's Edit). */
export const ZPersonFields = z.object({ first_name: zFirstName, last_name: zLastName, email: zEmail });
export const ZAddCompanyUser = ZPersonFields;
export type TAddCompanyUser = z.output<typeof ZAddCompanyUser>;

export const ZCompanyUserForm = z.object({
  first_name: zFirstName,
  last_name: zLastName,
  email: zEmail,
  role: z.enum(EDIT_USER_ROLES, { message: PEOPLE_MESSAGES.roleRequired }),
});
/** PATCH: any of the Edit User fields (the dialog sends them all). */
export const ZUpdateCompanyUser = ZCompanyUserForm.partial();
export type TUpdateCompanyUser = z.output<typeof ZUpdateCompanyUser>;

export const USER_STATUSES = ['Pending', 'Active', 'Confirmed', 'Unknown'] as const;
export type TUserStatus = (typeof USER_STATUSES)[number];

/**
 * Spec §4: never confirmed and never signed in = Pending; confirmed and signed in = Active; confirmed
 * but never signed in = Confirmed; anything else = Unknown.
 */
export function deriveUserStatus(emailConfirmedAt: string | null, lastSignInAt: string | null): TUserStatus {
  if (!emailConfirmedAt && !lastSignInAt) return 'Pending';
  if (emailConfirmedAt && lastSignInAt) return 'Active';
  if (emailConfirmedAt && !lastSignInAt) return 'Confirmed';
  return 'Unknown';
}

/** The user status row of spec §3 (get_user_with_status), plus whether the account may sign in. */
export const ZCompanyUser = z.object({
  user_id: z.string().uuid(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  role: z.string(),
  organization_id: z.string().uuid(),
  organization_name: z.string(),
  email_confirmed_at: z.string().nullable(),
  last_sign_in_at: z.string().nullable(),
  created_at: z.string(),
  status: z.enum(USER_STATUSES),
  is_active: z.boolean(),
  password_changed: z.boolean().nullable(),
});
export type TCompanyUser = z.infer<typeof ZCompanyUser>;

export const ZCompanyUserListQuery = z.object({ search: z.string().trim().max(200).optional() });

/** Server-function bodies (spec §7), camelCase as the spec writes them; organizationId is checked. */
const fnOrg = z
  .string({ message: PEOPLE_MESSAGES.organizationRequired })
  .uuid(PEOPLE_MESSAGES.organizationRequired);
const fnOptional = z.string().nullable().optional();

export const ZAddEmployeeFn = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.string(),
  organizationId: fnOrg,
  hireDate: fnOptional,
  jobTitle: fnOptional,
  departmentId: fnOptional,
});
export const ZUpdateEmployeeFn = z.object({
  userId: z.string().uuid(),
  organizationId: fnOrg,
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  email: z.string().optional(),
  role: z.string().optional(),
  hireDate: fnOptional,
  jobTitle: fnOptional,
  departmentId: fnOptional,
  employmentStatus: z.string().optional(),
});
export const ZDeleteEmployeeFn = z.object({ employeeId: z.string().uuid(), organizationId: fnOrg });
export const ZAddCompanyUserFn = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.string().optional(),
  organizationId: fnOrg,
});
export const ZUpdateUserFn = z.object({
  userId: z.string().uuid(),
  organizationId: fnOrg,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
});
export const ZUserTargetFn = z.object({ userId: z.string().uuid(), organizationId: fnOrg });
