import { z } from 'zod';
import { ZPageQuery } from '../customers/customer.schemas.ts';
import {
  type TCompanyUser,
  ZCompanyUser,
  ZPersonFields,
  zEmail,
  zFirstName,
  zLastName,
} from '../people/people.schemas.ts';
import { SUBSCRIPTION_TIERS } from '../roles/roles.ts';

/** Client-support messages (spec §5 Client support, §6, §8 Support). */
export const SUPPORT_MESSAGES = {
  companyNameLength: 'Company name must be between 2 and 100 characters',
  companyIdFormat: 'Company ID must be in format XXXX-### (4 letters, dash, 3 numbers)',
  companyIdTaken: 'This company ID is already in use',
  adminFirstNameLength: 'Admin first name must be between 2 and 50 characters',
  adminLastNameLength: 'Admin last name must be between 2 and 50 characters',
  invalidEmail: 'Invalid email address',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  firstNameMax: 'First name must be less than 50 characters',
  lastNameMax: 'Last name must be less than 50 characters',
  directorNotDeactivatable: 'Directors cannot be deactivated for safety reasons',
  directorNotDeletable: 'Directors cannot be deleted',
  companyNotFound: 'Company not found',
  confirmNameMismatch: 'The company name you typed does not match',
  resetPasswordMin: 'Password must be at least 6 characters',
  createCompanyFailed: 'Error creating company',
  addAdminFailed: 'Failed to add internal administrator',
  notPending: 'This administrator has already set their own password',
} as const;

export const INTERNAL_ADMIN_ROLES = ['director', 'super_admin'] as const;
/** The All Users page's role filter (spec §6). */
export const SUPPORT_ROLE_FILTERS = [
  'director',
  'super_admin',
  'company_admin',
  'accountant',
  'project_manager',
] as const;

/**
 * The company ID as typed: upper-cased, only letters then digits kept in place, the dash inserted
 * after four letters, at most 8 characters ("abcd1" → "ABCD-1").
 */
export function formatCompanyId(input: string): string {
  const raw = input.toUpperCase().replace(/[^A-Z0-9]/g, '');
  let letters = '';
  let i = 0;
  while (i < raw.length && letters.length < 4 && /[A-Z]/.test(raw.charAt(i))) letters += raw.charAt(i++);
  if (letters.length < 4) return letters;
  const digits = raw.slice(i).replace(/\D/g, '').slice(0, 3);
  return digits ? `${letters}-${digits}` : letters;
}

export const ZCompanyId = z
  .string()
  .trim()
  .regex(/^[A-Z]{4}-\d{3}$/, SUPPORT_MESSAGES.companyIdFormat);

/** create-company (spec §7): the body the function and POST /api/v1/support/companies take. */
export const ZCreateCompany = z.object({
  companyName: z
    .string()
    .trim()
    .min(2, SUPPORT_MESSAGES.companyNameLength)
    .max(100, SUPPORT_MESSAGES.companyNameLength),
  companyId: ZCompanyId,
  subscriptionTier: z.enum(SUBSCRIPTION_TIERS).default('trial'),
  adminFirstName: z
    .string()
    .trim()
    .min(2, SUPPORT_MESSAGES.adminFirstNameLength)
    .max(50, SUPPORT_MESSAGES.adminFirstNameLength),
  adminLastName: z
    .string()
    .trim()
    .min(2, SUPPORT_MESSAGES.adminLastNameLength)
    .max(50, SUPPORT_MESSAGES.adminLastNameLength),
  adminEmail: z.string().trim().toLowerCase().max(255).email(SUPPORT_MESSAGES.invalidEmail),
});
export type TCreateCompany = z.output<typeof ZCreateCompany>;

/** add-internal-admin (spec §7). */
export const ZAddInternalAdmin = z.object({
  firstName: zFirstName,
  lastName: zLastName,
  email: zEmail,
  role: z.enum(INTERNAL_ADMIN_ROLES).default('super_admin'),
});
export type TAddInternalAdmin = z.output<typeof ZAddInternalAdmin>;

/** reset-user-password (spec §5: at least 6 on this dialog; the account's password policy applies too). */
export const ZResetUserPassword = z.object({
  userId: z.string().uuid(),
  newPassword: z.string().min(6, SUPPORT_MESSAGES.resetPasswordMin).max(128),
});
export const ZSupportUserTarget = z.object({ userId: z.string().uuid() });

export const ZSupportCompany = z.object({
  id: z.string().uuid(),
  name: z.string(),
  company_number: z.string().nullable(),
  subscription_tier: z.enum(SUBSCRIPTION_TIERS),
  is_active: z.boolean(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  user_count: z.number().int(),
  created_at: z.string(),
});
export type TSupportCompany = z.infer<typeof ZSupportCompany>;

export const COMPANY_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export const ZSupportCompanyQuery = ZPageQuery.extend({
  search: z.string().trim().max(200).optional(),
  tier: z.enum(SUBSCRIPTION_TIERS).optional(),
  status: z.enum(COMPANY_STATUS_FILTERS).default('all'),
});
export type TSupportCompanyQuery = z.output<typeof ZSupportCompanyQuery>;

/** A user row across companies (get_all_users_with_status): the same status row as one company's. */
export const ZSupportUser = ZCompanyUser;
export type TSupportUser = TCompanyUser;

export const ZSupportUserQuery = ZPageQuery.extend({
  search: z.string().trim().max(200).optional(),
  organization_id: z.string().uuid().optional(),
  role: z.enum(SUPPORT_ROLE_FILTERS).optional(),
});
export type TSupportUserQuery = z.output<typeof ZSupportUserQuery>;

export const ZSupportOverview = z.object({
  companies: z.object({ total: z.number().int(), inactive: z.number().int() }),
  users: z.object({ total: z.number().int() }),
  internal_admins: z.object({ directors: z.number().int(), super_admins: z.number().int() }),
});
export type TSupportOverview = z.infer<typeof ZSupportOverview>;

export const ZSupportUpdateUser = ZPersonFields;
export type TSupportUpdateUser = z.output<typeof ZSupportUpdateUser>;

export const ZDeleteCompany = z.object({ confirm_name: z.string() });
