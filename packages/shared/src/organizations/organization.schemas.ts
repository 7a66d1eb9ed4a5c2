import { z } from 'zod';
import { AP_APPROVERS } from '../payables/payables.constants.ts';

/** The spec's words (§5 Company profile, Business settings; §6; §8 Company settings), verbatim; the rest are ours. */
export const ORGANIZATION_MESSAGES = {
  nameRequired: 'Company name is required',
  nameMax: 'Company name must be less than 100 characters',
  companyNumberMax: 'Company number must be less than 50 characters',
  companyNumberTaken: 'This company number is already used by another company',
  legalStructureInvalid: 'Choose one of the listed legal structures',
  einFormat: 'Invalid EIN format (XX-XXXXXXX)',
  invalidEmail: 'Invalid email address',
  emailMax: 'Email must be less than 255 characters',
  phoneMax: 'Phone must be less than 20 characters',
  addressMax: 'Address must be less than 255 characters',
  cityMax: 'City must be less than 100 characters',
  stateInvalid: 'Choose a US state code',
  zipFormat: 'Invalid ZIP code',
  currencyInvalid: 'Choose one of USD, CAD, EUR or GBP',
  fiscalYearEndFormat: 'Invalid fiscal year end format (MM-DD)',
  noPermission: "You don't have permission to edit this information. Please contact an administrator.",
  profileUpdated: 'Company profile updated successfully.',
  profileUpdateFailed: 'Failed to update company profile. Please try again.',
  businessUpdated: 'Business settings updated successfully',
  businessUpdateFailed: 'Failed to update business settings',
  retainageRange: 'Retainage must be a percent from 0 to 100 with at most two decimals',
  notFound: 'No organization found',
} as const;

export const ORGANIZATION_LIMITS = {
  name: 100,
  company_number: 50,
  ein: 10,
  email: 255,
  phone: 20,
  address: 255,
  city: 100,
  zip: 10,
} as const;

export const LEGAL_STRUCTURES = [
  'llc',
  's_corp',
  'c_corp',
  'partnership',
  'sole_proprietorship',
  'nonprofit',
] as const;
export type TLegalStructure = (typeof LEGAL_STRUCTURES)[number];

export const LEGAL_STRUCTURE_LABELS: Record<TLegalStructure, string> = {
  llc: 'LLC',
  s_corp: 'S Corporation',
  c_corp: 'C Corporation',
  partnership: 'Partnership',
  sole_proprietorship: 'Sole Proprietorship',
  nonprofit: 'Nonprofit',
};

// biome-ignore format: ten codes a line reads as a table
export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA',
  'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD',
  'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ',
  'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC',
  'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;
export type TUsState = (typeof US_STATES)[number];

export const CURRENCIES = ['USD', 'CAD', 'EUR', 'GBP'] as const;
export type TCurrency = (typeof CURRENCIES)[number];

/** Two digits, an optional hyphen, seven digits. */
export const EIN_RE = /^\d{2}-?\d{7}$/;
/** Five digits, or ZIP+4. */
export const ZIP_RE = /^\d{5}(-\d{4})?$/;
const FISCAL_YEAR_END_RE = /^(\d{2})-(\d{2})$/;

/** Days of each month for the fiscal year end; February allows 29 (spec §9). */
export const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** Whether `value` is MM-DD with a real month and a day that month has (02-29 allowed). */
export function isFiscalYearEnd(value: string): boolean {
  const match = FISCAL_YEAR_END_RE.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const day = Number(match[2]);
  const days = DAYS_IN_MONTH[month - 1];
  return days !== undefined && day >= 1 && day <= days;
}

/** An optional text: trimmed, limited, stored as null when empty. */
function optionalText(max: number, message: string) {
  return z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));
}

/** An optional text that, when given, must pass `isValid`; empty is null. */
function optionalMatching(isValid: (v: string) => boolean, message: string) {
  return z
    .string()
    .trim()
    .refine((v) => v === '' || isValid(v), message)
    .nullish()
    .transform((v) => (v ? v : null));
}

const ZCompanyName = z
  .string({ error: ORGANIZATION_MESSAGES.nameRequired })
  .trim()
  .min(1, ORGANIZATION_MESSAGES.nameRequired)
  .max(ORGANIZATION_LIMITS.name, ORGANIZATION_MESSAGES.nameMax);

/** 123456789 and 12-3456789 are both stored as 12-3456789. */
const ZEin = optionalMatching((v) => EIN_RE.test(v), ORGANIZATION_MESSAGES.einFormat).transform((v) =>
  v ? `${v.slice(0, 2)}-${v.replace('-', '').slice(2)}` : null,
);

/** Both profile cards' fields (spec §5 Company profile). */
export const ZOrganizationProfileInput = z.object({
  name: ZCompanyName,
  company_number: optionalText(ORGANIZATION_LIMITS.company_number, ORGANIZATION_MESSAGES.companyNumberMax),
  legal_structure: optionalMatching(
    (v) => (LEGAL_STRUCTURES as readonly string[]).includes(v),
    ORGANIZATION_MESSAGES.legalStructureInvalid,
  ),
  ein: ZEin,
  email: z
    .string()
    .trim()
    .max(ORGANIZATION_LIMITS.email, ORGANIZATION_MESSAGES.emailMax)
    .refine((v) => v === '' || z.email().safeParse(v).success, ORGANIZATION_MESSAGES.invalidEmail)
    .nullish()
    .transform((v) => (v ? v : null)),
  phone: optionalText(ORGANIZATION_LIMITS.phone, ORGANIZATION_MESSAGES.phoneMax),
  address: optionalText(ORGANIZATION_LIMITS.address, ORGANIZATION_MESSAGES.addressMax),
  city: optionalText(ORGANIZATION_LIMITS.city, ORGANIZATION_MESSAGES.cityMax),
  state: optionalMatching(
    (v) => (US_STATES as readonly string[]).includes(v),
    ORGANIZATION_MESSAGES.stateInvalid,
  ),
  zip: optionalMatching((v) => ZIP_RE.test(v), ORGANIZATION_MESSAGES.zipFormat),
});
export type TOrganizationProfileFormValues = z.input<typeof ZOrganizationProfileInput>;

/** The Basic Information card. */
export const ZOrganizationBasicInput = ZOrganizationProfileInput.pick({
  name: true,
  company_number: true,
  legal_structure: true,
  ein: true,
});
export type TOrganizationBasicFormValues = z.input<typeof ZOrganizationBasicInput>;
export type TOrganizationBasicInput = z.output<typeof ZOrganizationBasicInput>;

/** The Contact Information card. */
export const ZOrganizationContactInput = ZOrganizationProfileInput.pick({
  email: true,
  phone: true,
  address: true,
  city: true,
  state: true,
  zip: true,
});
export type TOrganizationContactFormValues = z.input<typeof ZOrganizationContactInput>;
export type TOrganizationContactInput = z.output<typeof ZOrganizationContactInput>;

/**
 * PATCH /organization/profile: each card sends its own fields; absent fields stay, an empty optional
 * field clears it, the name can be changed but never emptied.
 */
export const ZUpdateOrganizationProfile = ZOrganizationProfileInput.partial();
export type TUpdateOrganizationProfile = z.output<typeof ZUpdateOrganizationProfile>;

/** PATCH /organization/business (spec §5 Business settings); absent fields stay. */
export const ZUpdateOrganizationBusiness = z.object({
  default_currency: z
    .string({ error: ORGANIZATION_MESSAGES.currencyInvalid })
    .refine((v) => (CURRENCIES as readonly string[]).includes(v), ORGANIZATION_MESSAGES.currencyInvalid)
    .optional(),
  fiscal_year_end: z
    .string({ error: ORGANIZATION_MESSAGES.fiscalYearEndFormat })
    .refine(isFiscalYearEnd, ORGANIZATION_MESSAGES.fiscalYearEndFormat)
    .optional(),
  departments_enabled: z.boolean().optional(),
  /** New subcontracts' retainage in basis points (1000 = 10.00 %). */
  default_retainage_bps: z
    .number({ error: ORGANIZATION_MESSAGES.retainageRange })
    .int(ORGANIZATION_MESSAGES.retainageRange)
    .min(0, ORGANIZATION_MESSAGES.retainageRange)
    .max(10_000, ORGANIZATION_MESSAGES.retainageRange)
    .optional(),
  /** Whether an expired insurance certificate blocks new commitments (otherwise it only warns). */
  compliance_blocks_commitments: z.boolean().optional(),
  /** Who approves vendor invoices: the job's project manager, or the office (company admin, accountant). */
  ap_approver: z.enum(AP_APPROVERS, { error: "Choose the job's project manager or the office" }).optional(),
  /** Whether a vendor with expired insurance has its invoices held (no approval, no payment). */
  compliance_blocks_payables: z.boolean().optional(),
  /** Whether a subcontract invoice is paid only once the vendor's conditional lien waiver is received. */
  require_conditional_waiver: z.boolean().optional(),
  /** Whether retainage is released only once the final unconditional lien waiver is received. */
  require_final_waiver_for_release: z.boolean().optional(),
});
export type TUpdateOrganizationBusiness = z.output<typeof ZUpdateOrganizationBusiness>;

/** A typed percent ('10', '7.5', '7.50 %') as basis points; null unless 0–100 with at most two decimals. */
export function percentTextToBps(input: string): number | null {
  const match = /^\s*(\d{1,3})(?:\.(\d{0,2}))?\s*%?\s*$/.exec(input);
  if (!match) return null;
  const bps = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bps <= 10_000 ? bps : null;
}

/** Basis points as the percent field shows them: 1000 → '10.00'. */
export function bpsToPercentText(bps: number): string {
  return (bps / 100).toFixed(2);
}
