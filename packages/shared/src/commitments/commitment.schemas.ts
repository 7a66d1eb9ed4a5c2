import { z } from 'zod';
import { ZPageQuery } from '../customers/customer.schemas.ts';
import { isIsoDate } from '../ledger/dates.ts';

export const COMMITMENT_KINDS = ['subcontract', 'purchase_order'] as const;
export type TCommitmentKind = (typeof COMMITMENT_KINDS)[number];
export const COMMITMENT_KIND_LABELS: Record<TCommitmentKind, string> = {
  subcontract: 'Subcontract',
  purchase_order: 'Purchase order',
};

export const COMMITMENT_STATUSES = ['draft', 'issued', 'executed', 'closed', 'void'] as const;
export type TCommitmentStatus = (typeof COMMITMENT_STATUSES)[number];
export const COMMITMENT_STATUS_LABELS: Record<TCommitmentStatus, string> = {
  draft: 'Draft',
  issued: 'Issued',
  executed: 'Executed',
  closed: 'Closed',
  void: 'Void',
};

export const COMMITMENT_MESSAGES = {
  kindRequired: 'Choose subcontract or purchase order',
  jobRequired: 'Job is required',
  vendorRequired: 'Vendor is required',
  descriptionRequired: 'Description is required',
  descriptionMax: 'Description must be less than 200 characters',
  scopeMax: 'Scope and terms must be less than 10,000 characters',
  invalidDate: 'Enter a valid date (YYYY-MM-DD)',
  endBeforeStart: 'End date cannot be before the start date',
  retainageRange: 'Retainage must be between 0 and 100 % with at most two decimals',
  costCodeRequired: 'Cost code is required',
  costCategoryRequired: 'Cost category is required',
  lineDescriptionMax: 'Line description must be less than 200 characters',
  lineAmount: 'Amount must be a non-negative amount with at most 2 decimals',
  linesMax: 'A schedule of values has at most 500 lines',
  invalidStatus: 'Unknown status',
  notFound: 'Commitment not found',
  jobNotFound: 'Job not found',
  jobInactive: 'Commitments can be made only on active jobs',
  vendorNotFound: 'Vendor not found',
  vendorInactive: 'The vendor is inactive',
  vendorBlocked: 'This vendor is not compliant and company settings block new commitments for it',
  costCodeNotFound: 'Cost code not found',
  costCodeParent: 'Choose a cost code, not a group (XX-0000)',
  costCodeInactive: 'The cost code is inactive',
  costCategoryNotFound: 'Cost category not found',
  costCategoryInactive: 'The cost category is inactive',
  amountsLocked: 'Once executed, amounts change only through vendor change orders',
  notEditable: 'A closed or void commitment cannot be edited',
  voidInvoiced: 'A commitment with invoices against it cannot be voided',
  scheduleHasChangeOrders: 'This schedule has change orders: change it through a change order',
  created: 'Commitment created',
  updated: 'Commitment saved',
} as const;

/** 'Cannot execute a draft commitment' — the answer to a transition its status does not allow. */
export function transitionRefused(action: TCommitmentAction, status: TCommitmentStatus): string {
  return `Cannot ${action} ${status === 'issued' || status === 'executed' ? 'an' : 'a'} ${status} commitment`;
}

export const COMMITMENT_ACTIONS = ['issue', 'execute', 'close', 'void'] as const;
export type TCommitmentAction = (typeof COMMITMENT_ACTIONS)[number];

export const COMMITMENT_LIMITS = {
  description: 200,
  scope: 10_000,
  lineDescription: 200,
  lines: 500,
} as const;
/** 90 trillion dollars: inside the exact range of a JS number. */
export const COMMITMENT_CENTS_MAX = 9e15;

const ZOptionalDate = z
  .union([z.string().refine(isIsoDate, COMMITMENT_MESSAGES.invalidDate), z.literal(''), z.null()], {
    error: COMMITMENT_MESSAGES.invalidDate,
  })
  .optional();

/** Retainage in basis points: 1000 = 10.00 %. */
export const ZRetainageBps = z
  .number({ error: COMMITMENT_MESSAGES.retainageRange })
  .int(COMMITMENT_MESSAGES.retainageRange)
  .min(0, COMMITMENT_MESSAGES.retainageRange)
  .max(10_000, COMMITMENT_MESSAGES.retainageRange);

const ZDescription = z
  .string({ error: COMMITMENT_MESSAGES.descriptionRequired })
  .trim()
  .min(1, COMMITMENT_MESSAGES.descriptionRequired)
  .max(COMMITMENT_LIMITS.description, COMMITMENT_MESSAGES.descriptionMax);

const ZScope = z
  .string()
  .trim()
  .max(COMMITMENT_LIMITS.scope, COMMITMENT_MESSAGES.scopeMax)
  .nullish()
  .transform((v) => (v ? v : null));

export const ZCommitmentLineInput = z.object({
  cost_code_id: z
    .string({ error: COMMITMENT_MESSAGES.costCodeRequired })
    .uuid(COMMITMENT_MESSAGES.costCodeRequired),
  cost_category_id: z
    .string({ error: COMMITMENT_MESSAGES.costCategoryRequired })
    .uuid(COMMITMENT_MESSAGES.costCategoryRequired),
  description: z
    .string()
    .trim()
    .max(COMMITMENT_LIMITS.lineDescription, COMMITMENT_MESSAGES.lineDescriptionMax)
    .default(''),
  amount_cents: z
    .number({ error: COMMITMENT_MESSAGES.lineAmount })
    .int(COMMITMENT_MESSAGES.lineAmount)
    .min(0, COMMITMENT_MESSAGES.lineAmount)
    .max(COMMITMENT_CENTS_MAX, COMMITMENT_MESSAGES.lineAmount),
});
export type TCommitmentLineInput = z.output<typeof ZCommitmentLineInput>;

export const ZCommitmentLines = z
  .array(ZCommitmentLineInput)
  .max(COMMITMENT_LIMITS.lines, COMMITMENT_MESSAGES.linesMax);

type TDates = { start_date?: string | null; end_date?: string | null };
const endNotBeforeStart = (v: TDates) => !(v.start_date && v.end_date && v.end_date < v.start_date);
const endRefinement = { message: COMMITMENT_MESSAGES.endBeforeStart, path: ['end_date'] };
const clearable = (v: string | null | undefined) => (v === undefined ? undefined : v || null);

/** A new subcontract or purchase order; without retainage_bps the company default (subcontracts) or 0. */
export const ZCreateCommitment = z
  .object({
    kind: z.enum(COMMITMENT_KINDS, { error: COMMITMENT_MESSAGES.kindRequired }),
    job_id: z.string({ error: COMMITMENT_MESSAGES.jobRequired }).uuid(COMMITMENT_MESSAGES.jobRequired),
    vendor_id: z
      .string({ error: COMMITMENT_MESSAGES.vendorRequired })
      .uuid(COMMITMENT_MESSAGES.vendorRequired),
    description: ZDescription,
    start_date: ZOptionalDate.transform((v) => v || null),
    end_date: ZOptionalDate.transform((v) => v || null),
    retainage_bps: ZRetainageBps.nullish().transform((v) => v ?? null),
    scope: ZScope,
    lines: ZCommitmentLines.default([]),
  })
  .refine(endNotBeforeStart, endRefinement);
export type TCreateCommitmentInput = z.input<typeof ZCreateCommitment>;
export type TCreateCommitment = z.output<typeof ZCreateCommitment>;

/**
 * A partial edit. Draft and issued: any field, and `lines` replaces the schedule. Executed: only the
 * header text (description, dates, scope). Job and kind never change: the number carries them.
 */
export const ZUpdateCommitment = z
  .object({
    vendor_id: z.string().uuid(COMMITMENT_MESSAGES.vendorRequired).optional(),
    description: ZDescription.optional(),
    start_date: ZOptionalDate.transform(clearable),
    end_date: ZOptionalDate.transform(clearable),
    retainage_bps: ZRetainageBps.optional(),
    scope: z
      .string()
      .trim()
      .max(COMMITMENT_LIMITS.scope, COMMITMENT_MESSAGES.scopeMax)
      .nullish()
      .transform((v) => (v === undefined ? undefined : v || null)),
    lines: ZCommitmentLines.optional(),
  })
  .refine(endNotBeforeStart, endRefinement);
export type TUpdateCommitmentInput = z.input<typeof ZUpdateCommitment>;
export type TUpdateCommitment = z.output<typeof ZUpdateCommitment>;

export const ZReplaceCommitmentLines = z.object({ lines: ZCommitmentLines });
export type TReplaceCommitmentLines = z.output<typeof ZReplaceCommitmentLines>;

export const ZCommitmentActionParams = z.object({
  id: z.string().uuid(),
  action: z.enum(COMMITMENT_ACTIONS, { error: COMMITMENT_MESSAGES.invalidStatus }),
});

export const COMMITMENT_STATUS_FILTERS = [...COMMITMENT_STATUSES, 'all'] as const;
export const COMMITMENT_KIND_FILTERS = [...COMMITMENT_KINDS, 'all'] as const;

export const ZCommitmentListQuery = ZPageQuery.extend({
  search: z.string().trim().max(200).optional(),
  jobId: z.string().uuid().optional(),
  vendorId: z.string().uuid().optional(),
  kind: z.enum(COMMITMENT_KIND_FILTERS).optional(),
  status: z.enum(COMMITMENT_STATUS_FILTERS).optional(),
});
export type TCommitmentListQuery = z.output<typeof ZCommitmentListQuery>;

/** A commitment's figures, or one line's: every amount in cents. */
export const ZCommitmentTotals = z.object({
  original_cents: z.number().int(),
  approved_changes_cents: z.number().int(),
  revised_cents: z.number().int(),
  pending_changes_cents: z.number().int(),
  invoiced_cents: z.number().int(),
  remaining_cents: z.number().int(),
});
export type TCommitmentTotals = z.infer<typeof ZCommitmentTotals>;

const ZRef = z.object({ id: z.string(), number: z.string(), name: z.string() });
const ZCodeRef = z.object({ id: z.string(), code: z.string(), description: z.string() });

export const ZCommitment = z.object({
  id: z.string(),
  kind: z.enum(COMMITMENT_KINDS),
  commitment_number: z.string(),
  status: z.enum(COMMITMENT_STATUSES),
  description: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  retainage_bps: z.number().int(),
  scope: z.string().nullable(),
  job: ZRef,
  vendor: ZRef,
  totals: ZCommitmentTotals,
  issued_at: z.string().nullable(),
  executed_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  voided_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TCommitment = z.infer<typeof ZCommitment>;

export const ZCommitmentLine = ZCommitmentTotals.extend({
  id: z.string(),
  line_number: z.number().int(),
  cost_code: ZCodeRef,
  cost_category: ZCodeRef,
  description: z.string(),
  added_by_change_order_id: z.string().nullable(),
});
export type TCommitmentLine = z.infer<typeof ZCommitmentLine>;

export const ZCommitmentChangeOrderSummary = z.object({
  id: z.string(),
  change_order_number: z.number().int(),
  change_order_date: z.string(),
  description: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  amount_cents: z.number().int(),
  decided_at: z.string().nullable(),
});

export const ZCommitmentDetail = ZCommitment.extend({
  lines: z.array(ZCommitmentLine),
  change_orders: z.array(ZCommitmentChangeOrderSummary),
  /** What the vendor's compliance says when the commitment is created (expiring or expired: a warning). */
  warnings: z.array(z.string()),
});
export type TCommitmentDetail = z.infer<typeof ZCommitmentDetail>;

/** '10.00 %' from basis points. */
export function formatRetainage(bps: number): string {
  return `${(bps / 100).toFixed(2)} %`;
}

/** '7.5' or '7.50 %' → 750; null when not 0–100 with at most two decimals. */
export function parseRetainagePercent(input: string): number | null {
  const match = /^\s*(\d{1,3})(?:\.(\d{0,2}))?\s*%?\s*$/.exec(input);
  if (!match) return null;
  const bps = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bps <= 10_000 ? bps : null;
}
