import { z } from 'zod';
import { ZPageQuery } from '../customers/customer.schemas.ts';
import { isIsoDate } from '../ledger/dates.ts';
import { COMMITMENT_CENTS_MAX, COMMITMENT_KINDS, COMMITMENT_STATUSES } from './commitment.schemas.ts';

export const CHANGE_ORDER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TChangeOrderStatus = (typeof CHANGE_ORDER_STATUSES)[number];
export const CHANGE_ORDER_STATUS_LABELS: Record<TChangeOrderStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const VENDOR_CHANGE_ORDER_MESSAGES = {
  commitmentRequired: 'Commitment is required',
  dateRequired: 'Enter a valid date (YYYY-MM-DD)',
  descriptionRequired: 'Description is required',
  descriptionMax: 'Description must be less than 200 characters',
  reasonMax: 'Reason must be less than 2,000 characters',
  linesRequired: 'A change order needs at least one line',
  linesMax: 'A change order has at most 200 lines',
  lineTarget: 'Choose a schedule line to change, or a cost code and category for a new line',
  lineAmount: 'Enter the change as a non-zero amount with at most 2 decimals',
  lineDescriptionMax: 'Line description must be less than 200 characters',
  notFound: 'Change order not found',
  lineNotOnCommitment: 'The schedule line is not on this commitment',
  commitmentNotOpen: 'Change orders apply only to issued or executed commitments',
  notPending: 'Only a pending change order can be changed',
  created: 'Change order created',
  updated: 'Change order saved',
  approved: 'Change order approved',
  rejected: 'Change order rejected',
} as const;

export const VENDOR_CHANGE_ORDER_LIMITS = { description: 200, reason: 2000, lines: 200 } as const;

/** 'CO-03': how a change order is named beside its commitment's number. */
export function changeOrderLabel(changeOrderNumber: number): string {
  return `CO-${String(changeOrderNumber).padStart(2, '0')}`;
}

type TChangeLine = {
  commitment_line_id: string | null;
  cost_code_id: string | null;
  cost_category_id: string | null;
  description: string;
  amount_cents: number;
};

/**
 * A change to an existing schedule line (`commitment_line_id`, amount ±), or a new line (cost code ×
 * category) that approval adds to the schedule.
 */
export const ZVendorChangeOrderLineInput = z
  .object({
    commitment_line_id: z.string().uuid(VENDOR_CHANGE_ORDER_MESSAGES.lineTarget).nullish(),
    cost_code_id: z.string().uuid(VENDOR_CHANGE_ORDER_MESSAGES.lineTarget).nullish(),
    cost_category_id: z.string().uuid(VENDOR_CHANGE_ORDER_MESSAGES.lineTarget).nullish(),
    description: z
      .string()
      .trim()
      .max(VENDOR_CHANGE_ORDER_LIMITS.description, VENDOR_CHANGE_ORDER_MESSAGES.lineDescriptionMax)
      .default(''),
    amount_cents: z
      .number({ error: VENDOR_CHANGE_ORDER_MESSAGES.lineAmount })
      .int(VENDOR_CHANGE_ORDER_MESSAGES.lineAmount)
      .min(-COMMITMENT_CENTS_MAX, VENDOR_CHANGE_ORDER_MESSAGES.lineAmount)
      .max(COMMITMENT_CENTS_MAX, VENDOR_CHANGE_ORDER_MESSAGES.lineAmount)
      .refine((v) => v !== 0, VENDOR_CHANGE_ORDER_MESSAGES.lineAmount),
  })
  .transform(
    (line): TChangeLine =>
      // A line that names a schedule line changes it: code and category come from that line.
      line.commitment_line_id
        ? {
            commitment_line_id: line.commitment_line_id,
            cost_code_id: null,
            cost_category_id: null,
            description: line.description,
            amount_cents: line.amount_cents,
          }
        : {
            commitment_line_id: null,
            cost_code_id: line.cost_code_id ?? null,
            cost_category_id: line.cost_category_id ?? null,
            description: line.description,
            amount_cents: line.amount_cents,
          },
  )
  .refine(
    (line) =>
      line.commitment_line_id !== null || (line.cost_code_id !== null && line.cost_category_id !== null),
    VENDOR_CHANGE_ORDER_MESSAGES.lineTarget,
  );
export type TVendorChangeOrderLineInput = z.output<typeof ZVendorChangeOrderLineInput>;

const ZLines = z
  .array(ZVendorChangeOrderLineInput, { error: VENDOR_CHANGE_ORDER_MESSAGES.linesRequired })
  .min(1, VENDOR_CHANGE_ORDER_MESSAGES.linesRequired)
  .max(VENDOR_CHANGE_ORDER_LIMITS.lines, VENDOR_CHANGE_ORDER_MESSAGES.linesMax);

const ZDate = z
  .string({ error: VENDOR_CHANGE_ORDER_MESSAGES.dateRequired })
  .refine(isIsoDate, VENDOR_CHANGE_ORDER_MESSAGES.dateRequired);
const ZDescription = z
  .string({ error: VENDOR_CHANGE_ORDER_MESSAGES.descriptionRequired })
  .trim()
  .min(1, VENDOR_CHANGE_ORDER_MESSAGES.descriptionRequired)
  .max(VENDOR_CHANGE_ORDER_LIMITS.description, VENDOR_CHANGE_ORDER_MESSAGES.descriptionMax);
const ZReason = z
  .string()
  .trim()
  .max(VENDOR_CHANGE_ORDER_LIMITS.reason, VENDOR_CHANGE_ORDER_MESSAGES.reasonMax)
  .nullish();

export const ZCreateVendorChangeOrder = z.object({
  commitment_id: z
    .string({ error: VENDOR_CHANGE_ORDER_MESSAGES.commitmentRequired })
    .uuid(VENDOR_CHANGE_ORDER_MESSAGES.commitmentRequired),
  change_order_date: ZDate,
  description: ZDescription,
  reason: ZReason.transform((v) => v || null),
  lines: ZLines,
});
export type TCreateVendorChangeOrderInput = z.input<typeof ZCreateVendorChangeOrder>;
export type TCreateVendorChangeOrder = z.output<typeof ZCreateVendorChangeOrder>;

/** An edit of a pending change order: absent fields stay; `lines` replaces its lines. */
export const ZUpdateVendorChangeOrder = z.object({
  change_order_date: ZDate.optional(),
  description: ZDescription.optional(),
  reason: ZReason.transform((v) => (v === undefined ? undefined : v || null)),
  lines: ZLines.optional(),
});
export type TUpdateVendorChangeOrderInput = z.input<typeof ZUpdateVendorChangeOrder>;
export type TUpdateVendorChangeOrder = z.output<typeof ZUpdateVendorChangeOrder>;

export const VENDOR_CHANGE_ORDER_STATUS_FILTERS = [...CHANGE_ORDER_STATUSES, 'all'] as const;

export const ZVendorChangeOrderListQuery = ZPageQuery.extend({
  search: z.string().trim().max(200).optional(),
  status: z.enum(VENDOR_CHANGE_ORDER_STATUS_FILTERS).optional(),
  jobId: z.string().uuid().optional(),
  vendorId: z.string().uuid().optional(),
  commitmentId: z.string().uuid().optional(),
});
export type TVendorChangeOrderListQuery = z.output<typeof ZVendorChangeOrderListQuery>;

const ZRef = z.object({ id: z.string(), number: z.string(), name: z.string() });
const ZCodeRef = z.object({ id: z.string(), code: z.string(), description: z.string() });

export const ZVendorChangeOrderLine = z.object({
  id: z.string(),
  line_number: z.number().int(),
  /** The schedule line it changes; for a new line, the one approval added (null while pending). */
  commitment_line_id: z.string().nullable(),
  commitment_line_number: z.number().int().nullable(),
  is_new_line: z.boolean(),
  cost_code: ZCodeRef,
  cost_category: ZCodeRef,
  description: z.string(),
  amount_cents: z.number().int(),
});
export type TVendorChangeOrderLine = z.infer<typeof ZVendorChangeOrderLine>;

export const ZVendorChangeOrder = z.object({
  id: z.string(),
  change_order_number: z.number().int(),
  change_order_date: z.string(),
  description: z.string(),
  reason: z.string().nullable(),
  status: z.enum(CHANGE_ORDER_STATUSES),
  amount_cents: z.number().int(),
  commitment: z.object({
    id: z.string(),
    commitment_number: z.string(),
    kind: z.enum(COMMITMENT_KINDS),
    status: z.enum(COMMITMENT_STATUSES),
    description: z.string(),
  }),
  job: ZRef,
  vendor: ZRef,
  decided_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TVendorChangeOrder = z.infer<typeof ZVendorChangeOrder>;

export const ZVendorChangeOrderDetail = ZVendorChangeOrder.extend({
  lines: z.array(ZVendorChangeOrderLine),
});
export type TVendorChangeOrderDetail = z.infer<typeof ZVendorChangeOrderDetail>;
