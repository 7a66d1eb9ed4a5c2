import { z } from 'zod';
import { formatCents } from '../money/money.ts';

export const CONTRACT_BILLING_METHODS = ['progress', 'invoice'] as const;
export type TContractBillingMethod = (typeof CONTRACT_BILLING_METHODS)[number];
export const CONTRACT_BILLING_METHOD_LABELS: Record<TContractBillingMethod, string> = {
  progress: 'Progress (G702/G703)',
  invoice: 'Simple invoice',
};

/** Our words for contracts and their schedule of values (issue 15, item 1). */
export const CONTRACT_MESSAGES = {
  originalAmount: 'Original contract amount must be a non-negative amount with at most 2 decimals',
  billingMethod: 'Choose progress application or simple invoice',
  retainageRange: 'Retainage must be between 0 and 100 % with at most two decimals',
  stepDownPair: 'A step-down needs both the percent complete and the lower retainage',
  stepDownLower: 'The step-down retainage must be lower than the retainage on completed work',
  paymentTerms: 'Payment terms must be a whole number of days from 0 to 365',
  lineDescriptionRequired: 'Description is required',
  lineDescriptionMax: 'Description must be less than 200 characters',
  lineAmount: 'Scheduled value must be a non-negative amount with at most 2 decimals',
  linesMax: 'A schedule of values has at most 500 lines',
  costCodeNotFound: 'Cost code not found',
  costCodeParent: 'Choose a cost code, not a group (XX-0000)',
  costCodeInactive: 'Cost code is inactive',
  linesInvalid: 'Some schedule lines cannot be saved: fix the lines marked in red',
  lineNotOnContract: 'The schedule line is not on this contract',
  contractBilled:
    'This contract has pay applications: scheduled values change only through customer change orders',
  notFound: 'Contract not found',
  importEmpty: 'The file has no schedule rows',
  importTooLarge: 'At most 500 schedule rows can be imported at once',
  importBlocked: 'Cannot import file with validation errors',
  lineNumberInvalid: 'Line must be a whole number from 1 to 9999',
  saved: 'Contract saved',
  saveFailed: 'Could not save the contract',
} as const;

/** 'The schedule of values totals $900.00 but the contract sum is $1,000.00'. */
export const scheduleTotalMessage = (linesCents: number, contractCents: number) =>
  `The schedule of values totals ${formatCents(linesCents)} but the contract sum is ${formatCents(contractCents)}`;
/** 'Line 3 has change orders: it cannot be removed'. */
export const lineHasChangeOrdersMessage = (lineNumber: number) =>
  `Line ${lineNumber} has change orders: it cannot be removed`;
/** 'Duplicate line 2 in file (first on row 1)'. */
export const duplicateScheduleRowMessage = (line: number, firstRow: number) =>
  `Duplicate line ${line} in file (first on row ${firstRow})`;

export const CONTRACT_LIMITS = { lineDescription: 199, lines: 500, paymentTermsDays: 365 } as const;
/** 90 trillion dollars: inside the exact range of a JS number. */
export const CONTRACT_CENTS_MAX = 9e15;

/** The CSV header the export writes and the import reads (in order). */
export const CONTRACT_CSV_COLUMNS = ['line', 'description', 'scheduled_value', 'cost_code'] as const;

const ZBps = z
  .number({ error: CONTRACT_MESSAGES.retainageRange })
  .int(CONTRACT_MESSAGES.retainageRange)
  .min(0, CONTRACT_MESSAGES.retainageRange)
  .max(10_000, CONTRACT_MESSAGES.retainageRange);

/** One schedule line as the grid sends it; `id` keeps an existing line (and its billing history). */
export const ZContractLineInput = z.object({
  id: z
    .string()
    .uuid(CONTRACT_MESSAGES.lineNotOnContract)
    .nullish()
    .transform((v) => v ?? null),
  description: z.string().trim(),
  original_cents: z.number({ error: CONTRACT_MESSAGES.lineAmount }).int(CONTRACT_MESSAGES.lineAmount),
  cost_code_id: z
    .string()
    .uuid(CONTRACT_MESSAGES.costCodeNotFound)
    .nullish()
    .transform((v) => v ?? null),
});
export type TContractLineInput = z.output<typeof ZContractLineInput>;

/** PUT /jobs/{id}/contract: the header and every schedule line, in order (numbered 1…). */
export const ZSaveContract = z
  .object({
    original_contract_cents: z
      .number({ error: CONTRACT_MESSAGES.originalAmount })
      .int(CONTRACT_MESSAGES.originalAmount)
      .min(0, CONTRACT_MESSAGES.originalAmount)
      .max(CONTRACT_CENTS_MAX, CONTRACT_MESSAGES.originalAmount),
    billing_method: z.enum(CONTRACT_BILLING_METHODS, { error: CONTRACT_MESSAGES.billingMethod }),
    retainage_work_bps: ZBps,
    retainage_stored_bps: ZBps,
    step_down_threshold_bps: ZBps.nullish().transform((v) => v ?? null),
    step_down_work_bps: ZBps.nullish().transform((v) => v ?? null),
    retainage_cap_bps: ZBps.nullish().transform((v) => v ?? null),
    payment_terms_days: z
      .number({ error: CONTRACT_MESSAGES.paymentTerms })
      .int(CONTRACT_MESSAGES.paymentTerms)
      .min(0, CONTRACT_MESSAGES.paymentTerms)
      .max(CONTRACT_LIMITS.paymentTermsDays, CONTRACT_MESSAGES.paymentTerms),
    lines: z.array(ZContractLineInput).max(CONTRACT_LIMITS.lines, CONTRACT_MESSAGES.linesMax),
  })
  .refine((v) => (v.step_down_threshold_bps === null) === (v.step_down_work_bps === null), {
    message: CONTRACT_MESSAGES.stepDownPair,
    path: ['step_down_work_bps'],
  })
  .refine((v) => v.step_down_work_bps === null || v.step_down_work_bps < v.retainage_work_bps, {
    message: CONTRACT_MESSAGES.stepDownLower,
    path: ['step_down_work_bps'],
  });
export type TSaveContractInput = z.input<typeof ZSaveContract>;
export type TSaveContract = z.output<typeof ZSaveContract>;

export const ZContractLine = z.object({
  id: z.string(),
  line_number: z.number().int(),
  description: z.string(),
  cost_code_id: z.string().nullable(),
  cost_code: z.string().nullable(),
  /** As contracted (0 for a line an approved change order added). */
  original_cents: z.number().int(),
  approved_changes_cents: z.number().int(),
  /** C: original + approved change orders. */
  scheduled_cents: z.number().int(),
  pending_changes_cents: z.number().int(),
  /** G of the latest application (not void) that bills the line; 0 until applications exist. */
  billed_cents: z.number().int(),
  added_by_change_order_id: z.string().nullable(),
});
export type TContractLine = z.infer<typeof ZContractLine>;

/** A job's contract; `id` null while none has been saved (the other fields are then the defaults). */
export const ZContract = z.object({
  id: z.string().nullable(),
  job_id: z.string(),
  original_contract_cents: z.number().int(),
  billing_method: z.enum(CONTRACT_BILLING_METHODS),
  retainage_work_bps: z.number().int(),
  retainage_stored_bps: z.number().int(),
  step_down_threshold_bps: z.number().int().nullable(),
  step_down_work_bps: z.number().int().nullable(),
  retainage_cap_bps: z.number().int().nullable(),
  payment_terms_days: z.number().int(),
  /** Once true, scheduled values change only through customer change orders. */
  has_pay_applications: z.boolean(),
  lines: z.array(ZContractLine),
  totals: z.object({
    original_cents: z.number().int(),
    approved_changes_cents: z.number().int(),
    scheduled_cents: z.number().int(),
    pending_changes_cents: z.number().int(),
    billed_cents: z.number().int(),
  }),
  updated_at: z.string().nullable(),
});
export type TContract = z.infer<typeof ZContract>;

export const ZContractLineProblem = z.object({ index: z.number().int(), reasons: z.array(z.string()) });
export type TContractLineProblem = z.infer<typeof ZContractLineProblem>;
export const ZContractApiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.object({ lines: z.array(ZContractLineProblem) }).optional(),
  }),
});

/** A CSV row as the file gave it; the preview says what is wrong with each. */
export const ZContractImportRow = z.object({
  line: z.string().max(100),
  description: z.string().max(2000),
  scheduled_value: z.string().max(100),
  cost_code: z.string().max(100).optional(),
});
export type TContractImportRow = z.infer<typeof ZContractImportRow>;

export const ZContractImport = z.object({
  rows: z
    .array(ZContractImportRow)
    .min(1, CONTRACT_MESSAGES.importEmpty)
    .max(CONTRACT_LIMITS.lines, CONTRACT_MESSAGES.importTooLarge),
});
export type TContractImport = z.infer<typeof ZContractImport>;

export const ZContractPreviewRow = z.object({
  row: z.number().int(),
  line_number: z.number().int().nullable(),
  description: z.string(),
  scheduled_cents: z.number().int().nullable(),
  cost_code: z.string(),
  /** update: the schedule's line of that number takes these values; new: a line is added. */
  action: z.enum(['new', 'update']),
  status: z.enum(['valid', 'invalid']),
  reasons: z.array(z.string()),
});
export type TContractPreviewRow = z.infer<typeof ZContractPreviewRow>;

export const ZContractPreview = z.object({
  rows: z.array(ZContractPreviewRow),
  valid: z.number().int(),
  invalid: z.number().int(),
  /** The file's scheduled values added up (valid rows): the contract sum after the import. */
  total_cents: z.number().int(),
  /** Lines of the schedule the file does not name; the import removes them. */
  removed: z.number().int(),
});
export type TContractPreview = z.infer<typeof ZContractPreview>;

export const ZContractImportResult = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  removed: z.number().int(),
  contract: ZContract,
});
export type TContractImportResult = z.infer<typeof ZContractImportResult>;

/** GET /jobs/{id}/contract-figures: the job's revenue side in one statement (issue 15, item 6). */
export const ZContractFigures = z.object({
  job_id: z.string(),
  has_contract: z.boolean(),
  original_contract_cents: z.number().int(),
  approved_changes_cents: z.number().int(),
  contract_to_date_cents: z.number().int(),
  pending_changes_cents: z.number().int(),
  billed_to_date_cents: z.number().int(),
  retainage_held_cents: z.number().int(),
  received_cents: z.number().int(),
  /** Billed ÷ contract to date in basis points (5000 = 50.00 %); null while the contract is 0. */
  percent_billed_bps: z.number().int().nullable(),
});
export type TContractFigures = z.infer<typeof ZContractFigures>;
