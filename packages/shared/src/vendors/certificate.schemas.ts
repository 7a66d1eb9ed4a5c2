import { z } from 'zod';
import { isIsoDate } from '../ledger/dates.ts';

export const CERTIFICATE_MESSAGES = {
  kindInvalid: 'Choose a kind of insurance',
  carrierRequired: 'Carrier is required',
  carrierMax: 'Carrier must be less than 100 characters',
  policyRequired: 'Policy number is required',
  policyMax: 'Policy number must be less than 50 characters',
  limitInvalid: 'Limits must be a dollar amount of zero or more',
  effectiveRequired: 'Effective date is required (YYYY-MM-DD)',
  expiryRequired: 'Expiry date is required (YYYY-MM-DD)',
  expiryBeforeEffective: 'Expiry date must be on or after the effective date',
  notFound: 'Certificate not found',
  created: 'Certificate added',
  updated: 'Certificate updated',
  deleted: 'Certificate deleted',
  saveFailed: 'Failed to save the certificate',
  deleteFailed: 'Failed to delete the certificate',
} as const;

export const INSURANCE_KINDS = ['general_liability', 'workers_comp', 'auto', 'umbrella'] as const;
export type TInsuranceKind = (typeof INSURANCE_KINDS)[number];
export const INSURANCE_KIND_LABELS: Record<TInsuranceKind, string> = {
  general_liability: 'General liability',
  workers_comp: "Workers' compensation",
  auto: 'Auto',
  umbrella: 'Umbrella',
};

/** Limits in cents, whole and below a trillion dollars (they fit a JS number exactly). */
const ZLimitCents = z
  .number({ error: CERTIFICATE_MESSAGES.limitInvalid })
  .int(CERTIFICATE_MESSAGES.limitInvalid)
  .min(0, CERTIFICATE_MESSAGES.limitInvalid)
  .max(100_000_000_000_000, CERTIFICATE_MESSAGES.limitInvalid)
  .nullish()
  .transform((v) => v ?? null);

const requiredDate = (message: string) =>
  z.string({ error: message }).trim().max(10, message).refine(isIsoDate, message);

const certificateFields = {
  kind: z.enum(INSURANCE_KINDS, { error: CERTIFICATE_MESSAGES.kindInvalid }),
  carrier: z
    .string({ error: CERTIFICATE_MESSAGES.carrierRequired })
    .trim()
    .min(1, CERTIFICATE_MESSAGES.carrierRequired)
    .max(100, CERTIFICATE_MESSAGES.carrierMax),
  policy_number: z
    .string({ error: CERTIFICATE_MESSAGES.policyRequired })
    .trim()
    .min(1, CERTIFICATE_MESSAGES.policyRequired)
    .max(50, CERTIFICATE_MESSAGES.policyMax),
  each_occurrence_cents: ZLimitCents,
  aggregate_cents: ZLimitCents,
  effective_date: requiredDate(CERTIFICATE_MESSAGES.effectiveRequired),
  expiry_date: requiredDate(CERTIFICATE_MESSAGES.expiryRequired),
  /** The certificate file in the vendor documents bucket, or null. */
  file_path: z
    .string()
    .max(300)
    .nullish()
    .transform((v) => (v ? v : null)),
};

const datesInOrder = (v: { effective_date?: string; expiry_date?: string }) =>
  !v.effective_date || !v.expiry_date || v.expiry_date >= v.effective_date;

export const ZCreateCertificate = z
  .object(certificateFields)
  .refine(datesInOrder, { message: CERTIFICATE_MESSAGES.expiryBeforeEffective, path: ['expiry_date'] });
export type TCertificateFormValues = z.input<typeof ZCreateCertificate>;
export type TCreateCertificate = z.output<typeof ZCreateCertificate>;

/** A partial edit; when only one date is sent, the server checks the order against the stored other one. */
export const ZUpdateCertificate = z
  .object(certificateFields)
  .partial()
  .refine(datesInOrder, { message: CERTIFICATE_MESSAGES.expiryBeforeEffective, path: ['expiry_date'] });
export type TUpdateCertificate = z.output<typeof ZUpdateCertificate>;

export const ZCertificate = z.object({
  id: z.string(),
  vendor_id: z.string(),
  kind: z.enum(INSURANCE_KINDS),
  carrier: z.string(),
  policy_number: z.string(),
  each_occurrence_cents: z.number().int().nullable(),
  aggregate_cents: z.number().int().nullable(),
  effective_date: z.string(),
  expiry_date: z.string(),
  file_path: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TCertificate = z.infer<typeof ZCertificate>;
