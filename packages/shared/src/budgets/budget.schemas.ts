import { z } from 'zod';

/** Our words for job budgets (issue 14, item 3); verbatim in the grid, the import preview and the API. */
export const BUDGET_MESSAGES = {
  costCodeRequired: 'Cost code is required',
  costCodeNotFound: 'Cost code not found',
  costCodeParent: 'Budget lines take a child cost code, not a parent (XX-0000)',
  costCodeInactive: 'Cost code is inactive',
  categoryRequired: 'Cost category is required',
  categoryNotFound: 'Cost category not found',
  categoryInactive: 'Cost category is inactive',
  amountRequired: 'Amount is required',
  amountInvalid: 'Amount must be a non-negative amount with at most 2 decimals',
  descriptionMax: 'Description must be less than 500 characters',
  tooManyLines: 'A budget holds at most 5,000 lines',
  linesInvalid: 'Some budget lines cannot be saved: fix the lines marked in red',
  importEmpty: 'The file has no budget rows',
  importTooLarge: 'At most 5,000 budget rows can be imported at once',
  importBlocked: 'Cannot import file with validation errors',
  budgetFromLines: 'This job has budget lines: its budget is their total and changes only with them',
  saved: 'Budget saved',
  saveFailed: 'Could not save the budget',
} as const;

/** 'Cost code and category already on line 2' — the grid names the first line that holds them. */
export const duplicateLineMessage = (firstLine: number) =>
  `Cost code and category already on line ${firstLine}`;

/** 'Duplicate cost code and category in file (first on row 2)' — the import names the first row. */
export const duplicateRowMessage = (firstRow: number) =>
  `Duplicate cost code and category in file (first on row ${firstRow})`;

export const BUDGET_MAX_LINES = 5000;
export const BUDGET_DESCRIPTION_MAX = 499;
/** A line's ceiling in cents: 90 trillion dollars, inside the exact range of a JS number. */
export const BUDGET_LINE_CENTS_MAX = 9e15;

/** The CSV header the export writes and the import reads (column names, in order). */
export const BUDGET_CSV_COLUMNS = ['cost_code', 'cost_category', 'description', 'amount'] as const;

/**
 * One line as the grid sends it. Ids and amounts are only checked for shape here: whether they name the
 * company's active child code and active category, and whether the amount is in range, is the rule's
 * job (`budgetLineErrors`), which reports every line's reasons at once.
 */
export const ZBudgetLineInput = z.object({
  cost_code_id: z.string({ error: BUDGET_MESSAGES.costCodeRequired }).uuid(BUDGET_MESSAGES.costCodeRequired),
  cost_category_id: z
    .string({ error: BUDGET_MESSAGES.categoryRequired })
    .uuid(BUDGET_MESSAGES.categoryRequired),
  description: z
    .string()
    .trim()
    .max(BUDGET_DESCRIPTION_MAX, BUDGET_MESSAGES.descriptionMax)
    .optional()
    .transform((v) => v ?? ''),
  // Below 0 or above the ceiling is the rule's to report, with the line's other reasons.
  original_cents: z.number({ error: BUDGET_MESSAGES.amountRequired }).int(BUDGET_MESSAGES.amountInvalid),
});
export type TBudgetLineInput = z.output<typeof ZBudgetLineInput>;

/** PUT /jobs/{id}/budget: the whole budget; lines not sent are removed. */
export const ZSaveBudget = z.object({
  lines: z.array(ZBudgetLineInput).max(BUDGET_MAX_LINES, BUDGET_MESSAGES.tooManyLines),
});
export type TSaveBudget = z.output<typeof ZSaveBudget>;
export type TSaveBudgetInput = z.input<typeof ZSaveBudget>;

export const ZBudgetLine = z.object({
  id: z.string(),
  cost_code_id: z.string(),
  cost_code: z.string(),
  cost_code_description: z.string(),
  cost_category_id: z.string(),
  cost_category_code: z.string(),
  cost_category_description: z.string(),
  description: z.string(),
  original_cents: z.number().int(),
});
export type TBudgetLine = z.infer<typeof ZBudgetLine>;

/**
 * The budget as customer change orders revise it, per cost code × category: every code × category on
 * the original budget or on an approved or pending change order's budget lines (a change may budget a
 * code × category the original never had: its original is 0). Approved changes count in the revised
 * budget; pending ones are projected only and never in it.
 */
export const ZRevisedBudgetLine = z.object({
  cost_code_id: z.string(),
  cost_code: z.string(),
  cost_code_description: z.string(),
  cost_category_id: z.string(),
  cost_category_code: z.string(),
  cost_category_description: z.string(),
  original_cents: z.number().int(),
  approved_changes_cents: z.number().int(),
  revised_cents: z.number().int(),
  pending_changes_cents: z.number().int(),
});
export type TRevisedBudgetLine = z.infer<typeof ZRevisedBudgetLine>;

export const ZJobBudget = z.object({
  job_id: z.string(),
  lines: z.array(ZBudgetLine),
  /** Σ of the original lines (the job's budget_cents once it has lines). */
  total_cents: z.number().int(),
  approved_changes_cents: z.number().int(),
  /** total_cents + approved_changes_cents. */
  revised_total_cents: z.number().int(),
  /** Pending customer change orders' budget lines: projected, never in the revised total. */
  pending_changes_cents: z.number().int(),
  revised_lines: z.array(ZRevisedBudgetLine),
});
export type TJobBudget = z.infer<typeof ZJobBudget>;

/** A refused save names every line (by its index in the request) with all its reasons. */
export const ZBudgetLineProblem = z.object({ index: z.number().int(), reasons: z.array(z.string()) });
export type TBudgetLineProblem = z.infer<typeof ZBudgetLineProblem>;

export const ZBudgetApiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.object({ lines: z.array(ZBudgetLineProblem) }).optional(),
  }),
});

/** A CSV row as the file gave it; the preview says what is wrong with each. */
export const ZBudgetImportRow = z.object({
  cost_code: z.string().max(100),
  cost_category: z.string().max(100),
  description: z.string().max(2000).optional(),
  amount: z.string().max(100),
});
export type TBudgetImportRow = z.infer<typeof ZBudgetImportRow>;

export const ZBudgetImport = z.object({
  rows: z
    .array(ZBudgetImportRow)
    .min(1, BUDGET_MESSAGES.importEmpty)
    .max(BUDGET_MAX_LINES, BUDGET_MESSAGES.importTooLarge),
});
export type TBudgetImport = z.infer<typeof ZBudgetImport>;

export const ZBudgetPreviewRow = z.object({
  row: z.number().int(),
  cost_code: z.string(),
  cost_category: z.string(),
  description: z.string(),
  /** null when the amount cannot be read. */
  amount_cents: z.number().int().nullable(),
  /** new: a line is added; update: the job's line of that code × category takes this description and amount. */
  action: z.enum(['new', 'update']),
  status: z.enum(['valid', 'invalid']),
  reasons: z.array(z.string()),
});
export type TBudgetPreviewRow = z.infer<typeof ZBudgetPreviewRow>;

export const ZBudgetPreview = z.object({
  rows: z.array(ZBudgetPreviewRow),
  valid: z.number().int(),
  invalid: z.number().int(),
  /** The file's amounts added up (valid rows). */
  total_cents: z.number().int(),
});
export type TBudgetPreview = z.infer<typeof ZBudgetPreview>;

export const ZBudgetImportResult = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  budget: ZJobBudget,
});
export type TBudgetImportResult = z.infer<typeof ZBudgetImportResult>;
