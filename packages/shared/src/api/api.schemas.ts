import { z } from 'zod';
import { AP_APPROVERS } from '../payables/payables.constants.ts';
import { ROLES, SUBSCRIPTION_TIERS } from '../roles/roles.ts';

/** The API's error body: `{ error: { code, message } }`. */
export const ZApiError = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
export type TApiError = z.infer<typeof ZApiError>;

export const ZOrganization = z.object({
  id: z.string().uuid(),
  name: z.string(),
  company_number: z.string().nullable(),
  legal_structure: z.string().nullable(),
  ein: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  default_currency: z.string(),
  fiscal_year_end: z.string().nullable(),
  departments_enabled: z.boolean(),
  departments_require_assignment: z.boolean(),
  /** New subcontracts' retainage, basis points (1000 = 10.00 %). */
  default_retainage_bps: z.number().int(),
  /** Whether expired insurance blocks new commitments for the vendor (otherwise a warning). */
  compliance_blocks_commitments: z.boolean(),
  ap_approver: z.enum(AP_APPROVERS),
  compliance_blocks_payables: z.boolean(),
  require_conditional_waiver: z.boolean(),
  require_final_waiver_for_release: z.boolean(),
  logo_url: z.string().nullable(),
  primary_brand_color: z.string(),
  secondary_brand_color: z.string(),
  accent_brand_color: z.string(),
  is_active: z.boolean(),
  is_internal: z.boolean(),
  subscription_tier: z.enum(SUBSCRIPTION_TIERS),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TOrganization = z.infer<typeof ZOrganization>;

export const ZProfile = z.object({
  id: z.string().uuid(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  full_name: z.string().nullable(),
  email: z.string(),
  theme_preference: z.enum(['light', 'dark']),
  created_at: z.string(),
  last_password_change: z.string().nullable(),
  password_changed: z.boolean().nullable(),
  is_active: z.boolean(),
});
export type TProfile = z.infer<typeof ZProfile>;

export const ZUserRole = z.object({
  user_id: z.string().uuid(),
  organization_id: z.string().uuid(),
  organization_name: z.string(),
  role: z.enum(ROLES),
  created_at: z.string(),
});
export type TUserRole = z.infer<typeof ZUserRole>;

/** What the app shell needs about the signed-in person. */
export const ZMe = z.object({
  profile: ZProfile,
  roles: z.array(ZUserRole),
  organization: ZOrganization.nullable(),
  isInternal: z.boolean(),
});
export type TMe = z.infer<typeof ZMe>;

/** Dashboard badge counts (0 hides the badge). Later modules fill them in. */
export const ZDashboardBadges = z.record(z.string(), z.number().int().nonnegative());

/** A setup function's answer; `code` names a refusal the page acts on (e.g. `email_proof_required`). */
export const ZFunctionResult = z.object({
  success: z.boolean(),
  message: z.string(),
  code: z.string().optional(),
});
export type TFunctionResult = z.infer<typeof ZFunctionResult>;

export const ZSetupCompany = z.object({
  companyName: z
    .string()
    .trim()
    .min(2, 'Company name must be at least 2 characters')
    .max(100, 'Company name must be less than 100 characters'),
});
export type TSetupCompany = z.infer<typeof ZSetupCompany>;
