import { z } from 'zod';
import { ZPageQuery } from '../customers/customer.schemas.ts';
import { ZDocument } from '../documents/document.schemas.ts';
import { isIsoDate } from '../ledger/dates.ts';
import { MAX_LINE_CENTS } from '../ledger/journal.schemas.ts';
import { LIEN_WAIVER_CONDITIONS, LIEN_WAIVER_SCOPES, LIEN_WAIVER_STATUSES } from './payables.constants.ts';

export const LIEN_WAIVER_MESSAGES = {
  vendorRequired: 'Choose a vendor',
  jobRequired: 'Choose a job or a commitment',
  conditionRequired: 'Choose conditional or unconditional',
  scopeRequired: 'Choose progress or final',
  amountInvalid: 'Enter an amount in cents, zero or more',
  dateInvalid: 'Enter a valid date (YYYY-MM-DD)',
  jurisdictionInvalid: 'Enter the state as two letters (CA, TX)',
  notesMax: 'Keep the notes under 500 characters',
  notFound: 'Lien waiver not found',
  vendorNotFound: 'Vendor not found',
  jobNotFound: 'Job not found',
  commitmentNotFound: 'Commitment not found',
  invoiceNotFound: 'Invoice not found',
  paymentNotFound: 'Payment not found',
  releaseNotFound: 'Retainage release not found',
  otherVendor: 'That belongs to another vendor',
  otherJob: "The commitment is not the job's",
  notRequested: 'Only a requested waiver can be withdrawn',
  notReceived: 'Only a received waiver can be verified',
  alreadyVerified: 'A verified waiver keeps its signed copy',
  requested: 'Lien waiver requested',
  received: 'Lien waiver received',
  verified: 'Lien waiver verified',
  withdrawn: 'Request withdrawn',
} as const;

const ZOptionalId = z
  .string()
  .uuid()
  .nullish()
  .transform((v) => v ?? null);
const ZOptionalDate = z
  .string()
  .refine(isIsoDate, { message: LIEN_WAIVER_MESSAGES.dateInvalid })
  .nullish()
  .transform((v) => v ?? null);

/**
 * A waiver asked of a vendor: for a job (or a commitment, whose job it takes), optionally the invoice,
 * payment or retainage release it covers, with the amount and the date it waives through.
 */
export const ZCreateLienWaiver = z
  .object({
    vendor_id: z
      .string({ error: LIEN_WAIVER_MESSAGES.vendorRequired })
      .uuid(LIEN_WAIVER_MESSAGES.vendorRequired),
    job_id: ZOptionalId,
    commitment_id: ZOptionalId,
    invoice_id: ZOptionalId,
    payment_id: ZOptionalId,
    release_id: ZOptionalId,
    condition: z.enum(LIEN_WAIVER_CONDITIONS, { error: LIEN_WAIVER_MESSAGES.conditionRequired }),
    scope: z.enum(LIEN_WAIVER_SCOPES, { error: LIEN_WAIVER_MESSAGES.scopeRequired }),
    amount_cents: z
      .number({ error: LIEN_WAIVER_MESSAGES.amountInvalid })
      .int(LIEN_WAIVER_MESSAGES.amountInvalid)
      .min(0, LIEN_WAIVER_MESSAGES.amountInvalid)
      .max(MAX_LINE_CENTS, LIEN_WAIVER_MESSAGES.amountInvalid)
      .nullish()
      .transform((v) => v ?? null),
    through_date: ZOptionalDate,
    jurisdiction: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, LIEN_WAIVER_MESSAGES.jurisdictionInvalid)
      .or(z.literal(''))
      .nullish()
      .transform((v) => v || null),
    notes: z
      .string()
      .trim()
      .max(500, LIEN_WAIVER_MESSAGES.notesMax)
      .nullish()
      .transform((v) => v || null),
  })
  .refine((v) => v.job_id || v.commitment_id, {
    message: LIEN_WAIVER_MESSAGES.jobRequired,
    path: ['job_id'],
  });
export type TCreateLienWaiverInput = z.input<typeof ZCreateLienWaiver>;
export type TCreateLienWaiver = z.output<typeof ZCreateLienWaiver>;

/** Marking a waiver received: the signed copy's file (the body) and the day it came. */
export const ZReceiveLienWaiverQuery = z.object({
  file_name: z.string().max(1000).optional(),
  received_on: z.string().refine(isIsoDate, { message: LIEN_WAIVER_MESSAGES.dateInvalid }).optional(),
});

/** `outstanding`: requested or received, not yet verified. */
export const LIEN_WAIVER_STATUS_FILTERS = ['outstanding', ...LIEN_WAIVER_STATUSES, 'all'] as const;

export const ZLienWaiverListQuery = ZPageQuery.extend({
  status: z.enum(LIEN_WAIVER_STATUS_FILTERS).default('outstanding'),
  vendor_id: z.string().uuid().optional(),
  job_id: z.string().uuid().optional(),
  search: z.string().trim().max(200, 'Keep the search under 200 characters').optional(),
});
export type TLienWaiverListQuery = z.output<typeof ZLienWaiverListQuery>;

const ZRef = z.object({ id: z.string(), number: z.string(), name: z.string() });
const ZPerson = z.object({ id: z.string(), name: z.string() });

export const ZLienWaiver = z.object({
  id: z.string(),
  vendor: ZRef,
  job: ZRef,
  commitment: z.object({ id: z.string(), number: z.string() }).nullable(),
  invoice: z.object({ id: z.string(), invoice_number: z.string() }).nullable(),
  /** 'Check 1042', 'ACH 7781'. */
  payment: z.object({ id: z.string(), label: z.string(), status: z.enum(['posted', 'void']) }).nullable(),
  release: z.object({ id: z.string(), amount_cents: z.number().int() }).nullable(),
  condition: z.enum(LIEN_WAIVER_CONDITIONS),
  scope: z.enum(LIEN_WAIVER_SCOPES),
  label: z.string(),
  status: z.enum(LIEN_WAIVER_STATUSES),
  amount_cents: z.number().int().nullable(),
  through_date: z.string().nullable(),
  jurisdiction: z.string().nullable(),
  notes: z.string().nullable(),
  document: ZDocument.nullable(),
  requested_at: z.string(),
  requested_by: ZPerson.nullable(),
  received_on: z.string().nullable(),
  received_by: ZPerson.nullable(),
  verified_at: z.string().nullable(),
  verified_by: ZPerson.nullable(),
});
export type TLienWaiver = z.infer<typeof ZLienWaiver>;
