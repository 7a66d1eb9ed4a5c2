import { z } from 'zod';
import { ZPageQuery } from '../customers/customer.schemas.ts';
import { isIsoDate } from '../ledger/dates.ts';

/** Vendor Setup's words (issue 14: the customer module's spec words with 'Vendor'); the rest are ours. */
export const VENDOR_MESSAGES = {
  numberRequired: 'Vendor ID is required',
  numberFormat: 'Must be format V-XXXX',
  numberFormatHint: 'Format must be V-XXXX (4 alphanumeric characters)',
  nameRequired: 'Vendor name is required',
  nameMax: 'Name must be less than 100 characters',
  typeInvalid: 'Choose a vendor type',
  contactMax: 'Contact person must be less than 100 characters',
  invalidEmail: 'Invalid email',
  emailMax: 'Email must be less than 255 characters',
  phoneMax: 'Phone must be less than 20 characters',
  addressMax: 'Address must be less than 255 characters',
  cityMax: 'City must be less than 100 characters',
  stateMax: 'State must be less than 50 characters',
  zipMax: 'ZIP must be less than 20 characters',
  taxIdFormat: 'Tax ID must be an EIN (XX-XXXXXXX) or an SSN (XXX-XX-XXXX)',
  paymentTermsRange: 'Payment terms must be a whole number of days from 0 to 365',
  notesMax: 'Notes must be less than 2000 characters',
  licenseNumberMax: 'License number must be less than 50 characters',
  dateFormat: 'Enter a date as YYYY-MM-DD',
  filePathInvalid: "The file must be a PDF, PNG or JPEG uploaded to this vendor's folder",
  fileMissing: 'The uploaded file was not found; upload it again',
  costCategoryNotFound: 'Cost category not found',
  checking: 'Checking availability...',
  available: 'Vendor ID is available',
  taken: 'Vendor ID already exists',
  created: 'Vendor created successfully',
  createFailed: 'Failed to create vendor',
  updated: 'Vendor updated successfully',
  updateFailed: 'Failed to update vendor',
  notFound: 'Vendor not found',
} as const;

export const VENDOR_TYPES = ['subcontractor', 'supplier', 'service_provider', 'other'] as const;
export type TVendorType = (typeof VENDOR_TYPES)[number];
export const VENDOR_TYPE_LABELS: Record<TVendorType, string> = {
  subcontractor: 'Subcontractor',
  supplier: 'Supplier',
  service_provider: 'Service provider',
  other: 'Other',
};

export const VENDOR_NUMBER_RE = /^V-[A-Z0-9]{4}$/;
export const VENDOR_NUMBER_LENGTH = 6;
export const VENDOR_LIMITS = {
  name: 100,
  contact_person: 100,
  email: 255,
  phone: 20,
  address: 255,
  city: 100,
  state: 50,
  zip: 20,
  tax_id: 11,
  notes: 2000,
  license_number: 50,
} as const;

/** The bucket of vendors' documents (certificates, W-9s): private, read by the company's job-cost readers. */
export const VENDOR_DOCUMENTS_BUCKET = 'vendor-documents';
export const VENDOR_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const VENDOR_DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

/** `<organization>/vendors/<vendor>/<name>.<pdf|png|jpg|jpeg>`: where a vendor's documents may live. */
export function isVendorDocumentPath(path: string, organizationId: string, vendorId: string): boolean {
  const prefix = `${organizationId}/vendors/${vendorId}/`;
  if (!path.startsWith(prefix)) return false;
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,100}\.(pdf|png|jpe?g)$/i.test(path.slice(prefix.length));
}

/** The vendor ID input keeps what the customer ID input keeps, with V-: 'ab12' → 'V-AB12'. */
export function normalizeVendorNumberInput(raw: string): string {
  const compact = raw.replace(/\s+/g, '').toUpperCase();
  if (compact === '') return '';
  const rest = compact.startsWith('V-') ? compact.slice(2) : compact.replace(/^V?-?/, '');
  return `V-${rest}`.slice(0, VENDOR_NUMBER_LENGTH);
}

const EIN_RE = /^\d{2}-?\d{7}$/;
const SSN_RE = /^\d{3}-?\d{2}-?\d{4}$/;

/** Whether a tax ID is an EIN (12-3456789) or an SSN (123-45-6789), dashes optional. */
export function isTaxId(value: string): boolean {
  return EIN_RE.test(value) || SSN_RE.test(value);
}

/** Only the last four digits are ever shown: '12-3456789' → '•••••6789'; none → null. */
export function maskTaxId(taxId: string | null | undefined): string | null {
  if (!taxId) return null;
  const digits = taxId.replace(/\D/g, '');
  return `•••••${digits.slice(-4)}`;
}

function optionalText(max: number, message: string) {
  return z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));
}

/** An optional YYYY-MM-DD date; empty → null. */
export function optionalIsoDate(message: string = VENDOR_MESSAGES.dateFormat) {
  return z
    .string()
    .trim()
    .max(10, message)
    .refine((v) => v === '' || isIsoDate(v), message)
    .nullish()
    .transform((v) => (v ? v : null));
}

export const ZVendorNumber = z
  .string({ error: VENDOR_MESSAGES.numberRequired })
  .trim()
  .min(1, VENDOR_MESSAGES.numberRequired)
  .regex(VENDOR_NUMBER_RE, VENDOR_MESSAGES.numberFormat);

const ZEmailOrEmpty = z
  .string()
  .trim()
  .max(VENDOR_LIMITS.email, VENDOR_MESSAGES.emailMax)
  .refine((v) => v === '' || z.email().safeParse(v).success, VENDOR_MESSAGES.invalidEmail)
  .nullish()
  .transform((v) => (v ? v : null));

const ZPaymentTerms = z.coerce
  .number({ error: VENDOR_MESSAGES.paymentTermsRange })
  .int(VENDOR_MESSAGES.paymentTermsRange)
  .min(0, VENDOR_MESSAGES.paymentTermsRange)
  .max(365, VENDOR_MESSAGES.paymentTermsRange);

/** A new tax ID (digits and dashes, spaces ignored); empty means 'keep what is stored'. */
const ZTaxIdInput = z
  .string()
  .max(20, VENDOR_MESSAGES.taxIdFormat)
  .transform((v) => v.replace(/\s+/g, ''))
  .refine((v) => v === '' || isTaxId(v), VENDOR_MESSAGES.taxIdFormat)
  .optional()
  .transform((v) => (v ? v : undefined));

const ZDocumentPath = z
  .string()
  .max(300, VENDOR_MESSAGES.filePathInvalid)
  .nullish()
  .transform((v) => (v ? v : null));

/** The vendor form's fields (the W-9 and license are kept on the vendor page's compliance card). */
export const ZVendorInput = z.object({
  vendor_number: ZVendorNumber,
  name: z
    .string({ error: VENDOR_MESSAGES.nameRequired })
    .trim()
    .min(1, VENDOR_MESSAGES.nameRequired)
    .max(VENDOR_LIMITS.name, VENDOR_MESSAGES.nameMax),
  vendor_type: z.enum(VENDOR_TYPES, { error: VENDOR_MESSAGES.typeInvalid }),
  contact_person: optionalText(VENDOR_LIMITS.contact_person, VENDOR_MESSAGES.contactMax),
  email: ZEmailOrEmpty,
  phone: optionalText(VENDOR_LIMITS.phone, VENDOR_MESSAGES.phoneMax),
  address: optionalText(VENDOR_LIMITS.address, VENDOR_MESSAGES.addressMax),
  city: optionalText(VENDOR_LIMITS.city, VENDOR_MESSAGES.cityMax),
  state: optionalText(VENDOR_LIMITS.state, VENDOR_MESSAGES.stateMax),
  zip: optionalText(VENDOR_LIMITS.zip, VENDOR_MESSAGES.zipMax),
  tax_id: ZTaxIdInput,
  is_1099: z.boolean().default(false),
  payment_terms_days: ZPaymentTerms.default(30),
  default_cost_category_id: z
    .string()
    .uuid(VENDOR_MESSAGES.costCategoryNotFound)
    .or(z.literal(''))
    .nullish()
    .transform((v) => (v ? v : null)),
  notes: optionalText(VENDOR_LIMITS.notes, VENDOR_MESSAGES.notesMax),
});
/** What the form holds. */
export type TVendorFormValues = z.input<typeof ZVendorInput>;
export type TVendorInput = z.output<typeof ZVendorInput>;

export const ZCreateVendor = ZVendorInput;
export type TCreateVendor = TVendorInput;

/** The compliance fields of a vendor, edited on the vendor page. */
export const ZVendorComplianceInput = z.object({
  license_number: optionalText(VENDOR_LIMITS.license_number, VENDOR_MESSAGES.licenseNumberMax),
  license_expiry: optionalIsoDate(),
  w9_path: ZDocumentPath,
  w9_received_on: optionalIsoDate(),
});
export type TVendorComplianceFormValues = z.input<typeof ZVendorComplianceInput>;

/**
 * A partial edit: absent fields stay; an empty optional field clears it. `tax_id` is kept unless a new
 * one is sent (an empty one keeps it too); `null` removes it.
 */
export const ZUpdateVendor = z
  .object({
    ...ZVendorInput.shape,
    is_1099: z.boolean(),
    payment_terms_days: ZPaymentTerms,
    ...ZVendorComplianceInput.shape,
    tax_id: ZTaxIdInput.or(z.null()),
    is_active: z.boolean(),
  })
  .partial();
export type TUpdateVendor = z.output<typeof ZUpdateVendor>;

export const COMPLIANCE_STATUSES = ['compliant', 'expiring', 'expired', 'missing'] as const;
export type TComplianceStatus = (typeof COMPLIANCE_STATUSES)[number];
export const ZCompliance = z.object({ status: z.enum(COMPLIANCE_STATUSES), reasons: z.array(z.string()) });
export type TCompliance = z.infer<typeof ZCompliance>;

export const ZVendor = z.object({
  id: z.string(),
  organization_id: z.string(),
  vendor_number: z.string(),
  name: z.string(),
  vendor_type: z.enum(VENDOR_TYPES),
  contact_person: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  /** Masked: '•••••6789'. */
  tax_id: z.string().nullable(),
  is_1099: z.boolean(),
  payment_terms_days: z.number().int(),
  default_cost_category_id: z.string().nullable(),
  notes: z.string().nullable(),
  license_number: z.string().nullable(),
  license_expiry: z.string().nullable(),
  w9_path: z.string().nullable(),
  w9_received_on: z.string().nullable(),
  is_active: z.boolean(),
  compliance: ZCompliance,
  created_at: z.string(),
  updated_at: z.string(),
});
export type TVendor = z.infer<typeof ZVendor>;

/** A commitment or invoice form's vendor picker entry (GET /vendors/active). */
export const ZVendorOption = z.object({
  id: z.string(),
  vendor_number: z.string(),
  name: z.string(),
  vendor_type: z.enum(VENDOR_TYPES),
  compliance_status: z.enum(COMPLIANCE_STATUSES),
  compliance_reasons: z.array(z.string()),
  /** An expired vendor while the company blocks new commitments for expired insurance. */
  blocks_commitments: z.boolean(),
  /** Days from an invoice's date to its due date. */
  payment_terms_days: z.number().int(),
});
export type TVendorOption = z.infer<typeof ZVendorOption>;

export const VENDOR_STATUS_FILTERS = ['active', 'inactive', 'all'] as const;
export type TVendorStatusFilter = (typeof VENDOR_STATUS_FILTERS)[number];

export const ZVendorListQuery = ZPageQuery.extend({
  search: z.string().trim().max(200).optional(),
  type: z.enum([...VENDOR_TYPES, 'all']).default('all'),
  status: z.enum(VENDOR_STATUS_FILTERS).default('all'),
});
export type TVendorListQuery = z.output<typeof ZVendorListQuery>;

/** A commitment of the vendor, as the vendor page lists it. */
export const ZVendorCommitment = z.object({
  id: z.string(),
  commitment_number: z.string(),
  kind: z.enum(['subcontract', 'purchase_order']),
  description: z.string(),
  status: z.string(),
  job_id: z.string(),
  job_number: z.string(),
  job_name: z.string(),
  original_cents: z.number().int(),
  created_at: z.string(),
});
export type TVendorCommitment = z.infer<typeof ZVendorCommitment>;
