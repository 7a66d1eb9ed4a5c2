import { z } from 'zod';
import { ZPageQuery } from '../customers/customer.schemas.ts';
import { isIsoDate } from '../ledger/dates.ts';
import { CONTRACT_CENTS_MAX } from './contract.schemas.ts';

export const CUSTOMER_CHANGE_ORDER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TCustomerChangeOrderStatus = (typeof CUSTOMER_CHANGE_ORDER_STATUSES)[number];

/** Our words for customer change orders (issue 15, item 2). */
export const CUSTOMER_CHANGE_ORDER_MESSAGES = {
  jobRequired: 'Job is required',
  dateRequired: 'Enter a valid date (YYYY-MM-DD)',
  descriptionRequired: 'Description is required',
  descriptionMax: 'Description must be less than 200 characters',
  referenceMax: 'Customer reference must be less than 100 characters',
  linesRequired: 'A change order needs at least one contract or budget line',
  linesMax: 'A change order has at most 200 contract and 200 budget lines',
  lineAmount: 'Enter the change as a non-zero amount with at most 2 decimals',
  lineDescriptionMax: 'Line description must be less than 200 characters',
  newLineDescription: 'A new schedule line needs a description',
  budgetTarget: 'A budget line needs a cost code and a category',
  notFound: 'Change order not found',
  noContract: 'This job has no contract yet: save its contract first',
  lineNotOnContract: 'The schedule line is not on this job’s contract',
  notPending: 'Only a pending change order can be changed',
  created: 'Change order created',
  updated: 'Change order saved',
  approved: 'Change order approved',
  rejected: 'Change order rejected',
} as const;

export const CUSTOMER_CHANGE_ORDER_LIMITS = { description: 199, reference: 99, lines: 200 } as const;

const ZAmount = z
  .number({ error: CUSTOMER_CHANGE_ORDER_MESSAGES.lineAmount })
  .int(CUSTOMER_CHANGE_ORDER_MESSAGES.lineAmount)
  .min(-CONTRACT_CENTS_MAX, CUSTOMER_CHANGE_ORDER_MESSAGES.lineAmount)
  .max(CONTRACT_CENTS_MAX, CUSTOMER_CHANGE_ORDER_MESSAGES.lineAmount)
  .refine((v) => v !== 0, CUSTOMER_CHANGE_ORDER_MESSAGES.lineAmount);
const ZLineDescription = z
  .string()
  .trim()
  .max(CUSTOMER_CHANGE_ORDER_LIMITS.description, CUSTOMER_CHANGE_ORDER_MESSAGES.lineDescriptionMax)
  .default('');

/** A change (±) of a schedule line, or a new line (description, optional cost code) approval adds. */
export const ZContractChangeLineInput = z
  .object({
    contract_line_id: z
      .string()
      .uuid(CUSTOMER_CHANGE_ORDER_MESSAGES.lineNotOnContract)
      .nullish()
      .transform((v) => v ?? null),
    description: ZLineDescription,
    cost_code_id: z
      .string()
      .uuid()
      .nullish()
      .transform((v) => v ?? null),
    amount_cents: ZAmount,
  })
  .transform((line) => (line.contract_line_id ? { ...line, cost_code_id: null } : line))
  .refine((line) => line.contract_line_id !== null || line.description !== '', {
    message: CUSTOMER_CHANGE_ORDER_MESSAGES.newLineDescription,
  });
export type TContractChangeLineInput = z.output<typeof ZContractChangeLineInput>;

/** A change (±) of the job's budget for a cost code × category. */
export const ZBudgetChangeLineInput = z.object({
  cost_code_id: z
    .string({ error: CUSTOMER_CHANGE_ORDER_MESSAGES.budgetTarget })
    .uuid(CUSTOMER_CHANGE_ORDER_MESSAGES.budgetTarget),
  cost_category_id: z
    .string({ error: CUSTOMER_CHANGE_ORDER_MESSAGES.budgetTarget })
    .uuid(CUSTOMER_CHANGE_ORDER_MESSAGES.budgetTarget),
  description: ZLineDescription,
  amount_cents: ZAmount,
});
export type TBudgetChangeLineInput = z.output<typeof ZBudgetChangeLineInput>;

const ZDate = z
  .string({ error: CUSTOMER_CHANGE_ORDER_MESSAGES.dateRequired })
  .refine(isIsoDate, CUSTOMER_CHANGE_ORDER_MESSAGES.dateRequired);
const ZDescription = z
  .string({ error: CUSTOMER_CHANGE_ORDER_MESSAGES.descriptionRequired })
  .trim()
  .min(1, CUSTOMER_CHANGE_ORDER_MESSAGES.descriptionRequired)
  .max(CUSTOMER_CHANGE_ORDER_LIMITS.description, CUSTOMER_CHANGE_ORDER_MESSAGES.descriptionMax);
const ZReference = z
  .string()
  .trim()
  .max(CUSTOMER_CHANGE_ORDER_LIMITS.reference, CUSTOMER_CHANGE_ORDER_MESSAGES.referenceMax)
  .nullish();
const ZContractChanges = z
  .array(ZContractChangeLineInput)
  .max(CUSTOMER_CHANGE_ORDER_LIMITS.lines, CUSTOMER_CHANGE_ORDER_MESSAGES.linesMax);
const ZBudgetChanges = z
  .array(ZBudgetChangeLineInput)
  .max(CUSTOMER_CHANGE_ORDER_LIMITS.lines, CUSTOMER_CHANGE_ORDER_MESSAGES.linesMax);

export const ZCreateCustomerChangeOrder = z
  .object({
    job_id: z
      .string({ error: CUSTOMER_CHANGE_ORDER_MESSAGES.jobRequired })
      .uuid(CUSTOMER_CHANGE_ORDER_MESSAGES.jobRequired),
    change_order_date: ZDate,
    customer_reference: ZReference.transform((v) => v || null),
    description: ZDescription,
    contract_lines: ZContractChanges.default([]),
    budget_lines: ZBudgetChanges.default([]),
  })
  .refine((v) => v.contract_lines.length + v.budget_lines.length > 0, {
    message: CUSTOMER_CHANGE_ORDER_MESSAGES.linesRequired,
    path: ['contract_lines'],
  });
export type TCreateCustomerChangeOrderInput = z.input<typeof ZCreateCustomerChangeOrder>;
export type TCreateCustomerChangeOrder = z.output<typeof ZCreateCustomerChangeOrder>;

/** An edit of a pending change order: absent fields stay; lines sent replace that kind's lines. */
export const ZUpdateCustomerChangeOrder = z.object({
  change_order_date: ZDate.optional(),
  customer_reference: ZReference.transform((v) => (v === undefined ? undefined : v || null)),
  description: ZDescription.optional(),
  contract_lines: ZContractChanges.optional(),
  budget_lines: ZBudgetChanges.optional(),
});
export type TUpdateCustomerChangeOrderInput = z.input<typeof ZUpdateCustomerChangeOrder>;
export type TUpdateCustomerChangeOrder = z.output<typeof ZUpdateCustomerChangeOrder>;

export const CUSTOMER_CHANGE_ORDER_STATUS_FILTERS = [...CUSTOMER_CHANGE_ORDER_STATUSES, 'all'] as const;
export const ZCustomerChangeOrderListQuery = ZPageQuery.extend({
  status: z.enum(CUSTOMER_CHANGE_ORDER_STATUS_FILTERS).optional(),
  jobId: z.string().uuid().optional(),
});
export type TCustomerChangeOrderListQuery = z.output<typeof ZCustomerChangeOrderListQuery>;

const ZRef = z.object({ id: z.string(), number: z.string(), name: z.string() });
const ZCodeRef = z.object({ id: z.string(), code: z.string(), description: z.string() });

export const ZCustomerChangeOrder = z.object({
  id: z.string(),
  change_order_number: z.number().int(),
  change_order_date: z.string(),
  customer_reference: z.string().nullable(),
  description: z.string(),
  status: z.enum(CUSTOMER_CHANGE_ORDER_STATUSES),
  /** Net change of the contract sum (its contract lines). */
  contract_amount_cents: z.number().int(),
  /** Net change of the job's budget (its budget lines). */
  budget_amount_cents: z.number().int(),
  job: ZRef,
  customer: ZRef,
  decided_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TCustomerChangeOrder = z.infer<typeof ZCustomerChangeOrder>;

export const ZCustomerChangeOrderDetail = ZCustomerChangeOrder.extend({
  contract_lines: z.array(
    z.object({
      id: z.string(),
      line_number: z.number().int(),
      /** The schedule line it changes; for a new line, the one approval added (null while pending). */
      contract_line_id: z.string().nullable(),
      contract_line_number: z.number().int().nullable(),
      is_new_line: z.boolean(),
      description: z.string(),
      cost_code: ZCodeRef.nullable(),
      amount_cents: z.number().int(),
    }),
  ),
  budget_lines: z.array(
    z.object({
      id: z.string(),
      line_number: z.number().int(),
      cost_code: ZCodeRef,
      cost_category: ZCodeRef,
      description: z.string(),
      amount_cents: z.number().int(),
    }),
  ),
});
export type TCustomerChangeOrderDetail = z.infer<typeof ZCustomerChangeOrderDetail>;
