import { z } from 'zod';
import { CUSTOMER_NUMBER_RE } from '../formats/formats.ts';

/** The spec's words (§5 Customer, §8 Customers and jobs), verbatim; the length messages are ours. */
export const CUSTOMER_MESSAGES = {
  numberRequired: 'Customer ID is required',
  numberFormat: 'Must be format C-XXXX',
  numberFormatHint: 'Format must be C-XXXX (4 alphanumeric characters)',
  nameRequired: 'Customer name is required',
  nameMax: 'Name must be less than 100 characters',
  invalidEmail: 'Invalid email',
  emailMax: 'Email must be less than 255 characters',
  phoneMax: 'Phone must be less than 20 characters',
  addressMax: 'Address must be less than 255 characters',
  cityMax: 'City must be less than 100 characters',
  stateMax: 'State must be less than 50 characters',
  zipMax: 'ZIP must be less than 20 characters',
  checking: 'Checking availability...',
  available: 'Customer ID is available',
  taken: 'Customer ID already exists',
  created: 'Customer created successfully',
  createFailed: 'Failed to create customer',
  updated: 'Customer updated successfully',
  updateFailed: 'Failed to update customer',
  notFound: 'Customer not found',
  noOrganizationForUser: 'No organization found for user',
  noOrganization: 'No organization found',
} as const;

export const CUSTOMER_NUMBER_LENGTH = 6;
export const CUSTOMER_LIMITS = {
  name: 100,
  email: 255,
  phone: 20,
  address: 255,
  city: 100,
  state: 50,
  zip: 20,
} as const;

/**
 * What the customer ID input keeps of a keystroke (spec §5): upper-cased, no whitespace, a forced `C-`
 * prefix, at most 6 characters. 'ab12' → 'C-AB12', 'c-x' → 'C-X', '' → ''.
 */
export function normalizeCustomerNumberInput(raw: string): string {
  const compact = raw.replace(/\s+/g, '').toUpperCase();
  if (compact === '') return '';
  const rest = compact.startsWith('C-') ? compact.slice(2) : compact.replace(/^C?-?/, '');
  return `C-${rest}`.slice(0, CUSTOMER_NUMBER_LENGTH);
}

/** An optional text field: trimmed, limited, and stored as null when empty. */
function optionalText(max: number, message: string) {
  return z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));
}

export const ZCustomerNumber = z
  .string({ error: CUSTOMER_MESSAGES.numberRequired })
  .trim()
  .min(1, CUSTOMER_MESSAGES.numberRequired)
  .regex(CUSTOMER_NUMBER_RE, CUSTOMER_MESSAGES.numberFormat);

const ZEmailOrEmpty = z
  .string()
  .trim()
  .max(CUSTOMER_LIMITS.email, CUSTOMER_MESSAGES.emailMax)
  .refine((v) => v === '' || z.email().safeParse(v).success, CUSTOMER_MESSAGES.invalidEmail)
  .nullish()
  .transform((v) => (v ? v : null));

export const ZCustomerInput = z.object({
  customer_number: ZCustomerNumber,
  name: z
    .string({ error: CUSTOMER_MESSAGES.nameRequired })
    .trim()
    .min(1, CUSTOMER_MESSAGES.nameRequired)
    .max(CUSTOMER_LIMITS.name, CUSTOMER_MESSAGES.nameMax),
  email: ZEmailOrEmpty,
  phone: optionalText(CUSTOMER_LIMITS.phone, CUSTOMER_MESSAGES.phoneMax),
  address: optionalText(CUSTOMER_LIMITS.address, CUSTOMER_MESSAGES.addressMax),
  city: optionalText(CUSTOMER_LIMITS.city, CUSTOMER_MESSAGES.cityMax),
  state: optionalText(CUSTOMER_LIMITS.state, CUSTOMER_MESSAGES.stateMax),
  zip: optionalText(CUSTOMER_LIMITS.zip, CUSTOMER_MESSAGES.zipMax),
});
/** What the form holds (strings, possibly empty). */
export type TCustomerFormValues = z.input<typeof ZCustomerInput>;
export type TCustomerInput = z.output<typeof ZCustomerInput>;

export const ZCreateCustomer = ZCustomerInput;
export type TCreateCustomer = TCustomerInput;

/** A partial edit: absent fields stay as they are; an empty optional field clears it. */
export const ZUpdateCustomer = ZCustomerInput.partial().extend({ is_active: z.boolean().optional() });
export type TUpdateCustomer = z.output<typeof ZUpdateCustomer>;

export const ZCustomer = z.object({
  id: z.string(),
  organization_id: z.string(),
  customer_number: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TCustomer = z.infer<typeof ZCustomer>;

/** The job form's dropdown entry. */
export const ZCustomerOption = z.object({ id: z.string(), customer_number: z.string(), name: z.string() });
export type TCustomerOption = z.infer<typeof ZCustomerOption>;

export const CUSTOMER_STATUS_FILTERS = ['active', 'inactive', 'all'] as const;
export type TCustomerStatusFilter = (typeof CUSTOMER_STATUS_FILTERS)[number];

export const PAGE_SIZE_MAX = 100;
export const PAGE_SIZE_DEFAULT = 25;

/** Paging of list endpoints (query strings, so coerced). */
export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});

export const ZCustomerListQuery = ZPageQuery.extend({
  search: z.string().trim().max(200).optional(),
  status: z.enum(CUSTOMER_STATUS_FILTERS).default('all'),
});
export type TCustomerListQuery = z.output<typeof ZCustomerListQuery>;

export type TPage<T> = { items: T[]; total: number; page: number; pageSize: number };

/** The OpenAPI shape of a page of `item`. */
export function zPage<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
