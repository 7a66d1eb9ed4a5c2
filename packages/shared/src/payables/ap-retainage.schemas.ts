import { z } from 'zod';
import { isIsoDate } from '../ledger/dates.ts';
import { MAX_LINE_CENTS } from '../ledger/journal.schemas.ts';
import { AP_POSTED_STATUSES } from './payables.constants.ts';

export const AP_RETAINAGE_MESSAGES = {
  dateRequired: 'Enter a valid date (YYYY-MM-DD)',
  commitmentRequired: 'Choose a commitment',
  dueBeforeRelease: 'The due date cannot be before the release date',
  amountPositive: 'Enter an amount greater than zero',
  invoiceTwice: 'Each invoice may appear once in a release',
  descriptionMax: 'Keep the description under 500 characters',
  reasonMax: 'Keep the reason under 500 characters',
  commitmentNotFound: 'Commitment not found',
  notFound: 'Retainage release not found',
  nothingHeld: 'No retainage is held on this commitment',
  alreadyVoid: 'This retainage release is already void',
  voidPaid: 'A payment is applied to this release: void the payment first',
  voidBeforeRelease: 'The void date cannot be before the release date',
  released: 'Retainage released',
  voided: 'Retainage release voided',
} as const;

/** 'Invoice 1042: $500.00 is more than the $300.00 of retainage held on it'. */
export const overHeldMessage = (invoice: string, amount: string, held: string) =>
  `Invoice ${invoice}: ${amount} is more than the ${held} of retainage held on it`;
/** '$900.00 is more than the $600.00 of retainage held on SC-0003'. */
export const overCommitmentHeldMessage = (amount: string, held: string, commitment: string) =>
  `${amount} is more than the ${held} of retainage held on ${commitment}`;
export const invoiceNotOnCommitmentMessage = (invoice: string, commitment: string) =>
  `Invoice ${invoice} holds no retainage on ${commitment}`;
export const finalWaiverMissingMessage = (commitment: string, vendor: string) =>
  `Missing lien waiver: the company releases retainage only once the final unconditional waiver of ${vendor} for ${commitment} is received`;

const ZDate = z.string({ error: AP_RETAINAGE_MESSAGES.dateRequired }).refine(isIsoDate, {
  message: AP_RETAINAGE_MESSAGES.dateRequired,
});
const ZAmount = z
  .number({ error: AP_RETAINAGE_MESSAGES.amountPositive })
  .int(AP_RETAINAGE_MESSAGES.amountPositive)
  .min(1, AP_RETAINAGE_MESSAGES.amountPositive)
  .max(MAX_LINE_CENTS, AP_RETAINAGE_MESSAGES.amountPositive);

/**
 * Releasing held retainage of a commitment: per invoice (`lines`), or an amount spread over its
 * invoices oldest first (`amount_cents`), or — with neither — everything held.
 */
/**
 * A release of a commitment's retainage (`commitment_id`), or of the retainage a vendor's bills hold
 * outside any commitment (`vendor_id`: bills with no commitment, an import's opening bills): one of the two.
 */
export const ZCreateRetainageRelease = z
  .object({
    commitment_id: z
      .string()
      .uuid(AP_RETAINAGE_MESSAGES.commitmentRequired)
      .nullish()
      .transform((v) => v ?? null),
    vendor_id: z
      .string()
      .uuid(AP_RETAINAGE_MESSAGES.commitmentRequired)
      .nullish()
      .transform((v) => v ?? null),
    release_date: ZDate,
    due_date: ZDate.nullish().transform((v) => v ?? null),
    description: z.string().trim().max(500, AP_RETAINAGE_MESSAGES.descriptionMax).default(''),
    amount_cents: ZAmount.nullish().transform((v) => v ?? null),
    lines: z
      .array(z.object({ invoice_id: z.string().uuid(), amount_cents: ZAmount }))
      .max(500)
      .refine((rows) => new Set(rows.map((r) => r.invoice_id)).size === rows.length, {
        message: AP_RETAINAGE_MESSAGES.invoiceTwice,
      })
      .nullish()
      .transform((v) => (v && v.length > 0 ? v : null)),
  })
  .refine((v) => (v.commitment_id === null) !== (v.vendor_id === null), {
    message: AP_RETAINAGE_MESSAGES.commitmentRequired,
    path: ['commitment_id'],
  })
  .refine((v) => !v.due_date || v.due_date >= v.release_date, {
    message: AP_RETAINAGE_MESSAGES.dueBeforeRelease,
    path: ['due_date'],
  });
export type TCreateRetainageReleaseInput = z.input<typeof ZCreateRetainageRelease>;
export type TCreateRetainageRelease = z.output<typeof ZCreateRetainageRelease>;

export const ZVoidRetainageRelease = z.object({
  void_date: ZDate.optional(),
  reason: z
    .string()
    .trim()
    .max(500, AP_RETAINAGE_MESSAGES.reasonMax)
    .nullish()
    .transform((v) => v || null),
});
export type TVoidRetainageRelease = z.output<typeof ZVoidRetainageRelease>;

export const ZRetainageCommitmentsQuery = z.object({
  vendor_id: z.string().uuid().optional(),
  job_id: z.string().uuid().optional(),
});

const ZRef = z.object({ id: z.string(), number: z.string(), name: z.string() });
const ZEntryRef = z.object({ id: z.string(), entry_number: z.string(), entry_date: z.string() });

/** A commitment with retainage withheld on its posted invoices: held now and released so far. */
export const ZRetainageCommitment = z.object({
  id: z.string(),
  number: z.string(),
  description: z.string(),
  kind: z.enum(['subcontract', 'purchase_order']),
  vendor: ZRef,
  job: ZRef,
  withheld_cents: z.number().int(),
  released_cents: z.number().int(),
  held_cents: z.number().int(),
});
export type TRetainageCommitment = z.infer<typeof ZRetainageCommitment>;

/** A posted invoice's retainage on a commitment (or outside any): withheld, released, held. */
const ZRetainageInvoice = z.object({
  id: z.string(),
  invoice_number: z.string(),
  invoice_date: z.string(),
  withheld_cents: z.number().int(),
  released_cents: z.number().int(),
  held_cents: z.number().int(),
});

/**
 * A vendor's retainage held outside any commitment — on bills with no commitment, as an import's
 * opening bills are — per posted invoice; released with `vendor_id` instead of a commitment.
 */
export const ZRetainageVendor = z.object({
  vendor: ZRef,
  withheld_cents: z.number().int(),
  released_cents: z.number().int(),
  held_cents: z.number().int(),
  invoices: z.array(ZRetainageInvoice),
});
export type TRetainageVendor = z.infer<typeof ZRetainageVendor>;

export const ZRetainageReleaseSummary = z.object({
  id: z.string(),
  release_date: z.string(),
  due_date: z.string(),
  description: z.string(),
  amount_cents: z.number().int(),
  paid_cents: z.number().int(),
  open_cents: z.number().int(),
  status: z.enum(AP_POSTED_STATUSES),
});

/** One commitment's retainage per posted invoice, its releases, and whether the final waiver allows one. */
export const ZRetainageCommitmentDetail = ZRetainageCommitment.extend({
  invoices: z.array(ZRetainageInvoice),
  releases: z.array(ZRetainageReleaseSummary),
  /** What stops a release now (the company's final-waiver setting), with its reason. */
  hold: z.string().nullable(),
});
export type TRetainageCommitmentDetail = z.infer<typeof ZRetainageCommitmentDetail>;

export const ZRetainageRelease = ZRetainageReleaseSummary.extend({
  vendor: ZRef,
  commitment: z.object({ id: z.string(), number: z.string() }).nullable(),
  lines: z.array(
    z.object({ invoice_id: z.string(), invoice_number: z.string(), amount_cents: z.number().int() }),
  ),
  journal_entry: ZEntryRef.nullable(),
  void_entry: ZEntryRef.nullable(),
});
export type TRetainageRelease = z.infer<typeof ZRetainageRelease>;
