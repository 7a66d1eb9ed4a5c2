import { z } from 'zod';
import { COST_CODE_RE } from '../formats/formats.ts';

/** The spec's words (§5 Standard cost codes, §8 Cost codes), verbatim; the templated ones are functions. */
export const COST_CODE_MESSAGES = {
  codeFormat: 'Must be in XX-XXXX format',
  descriptionRequired: 'Description is required',
  descriptionMax: 'Description must be less than 200 characters',
  codeTaken: 'Code already exists',
  parentWithChildren: 'Cannot delete parent with children',
  selectCsv: 'Please select a CSV file',
  importInvalidFormat: 'Invalid format (must be XX-XXXX)',
  importCodeExists: 'Code already exists in database',
  importBlocked: 'Cannot import file with validation errors',
  createFailed: 'Failed to create cost code',
  updateFailed: 'Failed to update cost code',
  deleteFailed: 'Failed to delete cost code',
  validationError: 'Validation Error',
  noDataTitle: 'No Data',
  noData: 'There are no cost codes to export',
  importFailed: 'Failed to import cost codes',
  noOrganization: 'Organization ID required',
  // Ours: the spec names these situations without words for them.
  notFound: 'Cost code not found',
  saved: 'Cost codes saved',
  parentRecoded: 'Cannot change the code of a parent with children',
  importEmpty: 'The file has no cost code rows',
  importTooLarge: 'At most 10,000 rows can be imported at once',
} as const;

/** 'Parent code 01-0000 must be created first' (spec §5). */
export const parentMissingMessage = (parentCode: string) => `Parent code ${parentCode} must be created first`;
/** 'Parent code 01-0000 not found (must exist in database or CSV)' (spec §5 CSV import). */
export const importParentMissingMessage = (parentCode: string) =>
  `Parent code ${parentCode} not found (must exist in database or CSV)`;
/** A code that appears more than once in one file: every later occurrence names the first one's row. */
export const importDuplicateMessage = (firstRow: number) =>
  `Duplicate code in file (first on row ${firstRow})`;
/** 'Fix 2 error(s) to import' (spec §5). */
export const fixErrorsLabel = (count: number) => `Fix ${count} error(s) to import`;
export const importedMessage = (count: number) =>
  `Imported ${count} cost code${count === 1 ? '' : 's'} successfully`;

export const COST_CODE_LENGTH = 7;
export const COST_CODE_DESCRIPTION_MAX = 200;
/** The most rows one import may carry (a whole company's list is a few thousand). */
export const COST_CODE_IMPORT_MAX_ROWS = 10_000;

/** A parent code ends in -0000 (spec §5). */
export function isParentCode(code: string): boolean {
  return COST_CODE_RE.test(code) && code.endsWith('-0000');
}

/** The parent of a child code (its first two digits then -0000); null for a parent or a malformed code. */
export function parentCodeOf(code: string): string | null {
  if (!COST_CODE_RE.test(code) || code.endsWith('-0000')) return null;
  return `${code.slice(0, 2)}-0000`;
}

/** What the one-click parent creation names a parent: 'Category 01' (spec §5, §9). */
export function parentDescription(code: string): string {
  return `Category ${code.slice(0, 2)}`;
}

/**
 * What the code input keeps of a keystroke (spec §5): digits only, a dash after the second, at most
 * 7 characters. '011' → '01-1', '01-0100' → '01-0100', 'ab' → '', '0101000' → '01-0100'.
 */
export function normalizeCostCodeInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 6);
  return digits.length > 2 ? `${digits.slice(0, 2)}-${digits.slice(2)}` : digits;
}

export const ZCostCodeValue = z
  .string({ error: COST_CODE_MESSAGES.codeFormat })
  .trim()
  .regex(COST_CODE_RE, COST_CODE_MESSAGES.codeFormat);

export const ZCostCodeDescription = z
  .string({ error: COST_CODE_MESSAGES.descriptionRequired })
  .trim()
  .min(1, COST_CODE_MESSAGES.descriptionRequired)
  .max(COST_CODE_DESCRIPTION_MAX, COST_CODE_MESSAGES.descriptionMax);

export const ZCostCodeInput = z.object({ code: ZCostCodeValue, description: ZCostCodeDescription });
export type TCostCodeInput = z.output<typeof ZCostCodeInput>;

/** A single-row edit: absent fields stay as they are. */
export const ZUpdateCostCode = ZCostCodeInput.partial();
export type TUpdateCostCode = z.output<typeof ZUpdateCostCode>;

/** Save All Changes (spec §5): every edit of the edit mode, applied in one transaction, all or nothing. */
export const ZCostCodeBatch = z.object({
  creates: z.array(ZCostCodeInput).max(COST_CODE_IMPORT_MAX_ROWS).default([]),
  updates: z
    .array(ZCostCodeInput.extend({ id: z.string().uuid() }))
    .max(COST_CODE_IMPORT_MAX_ROWS)
    .default([]),
  deletes: z.array(z.string().uuid()).max(COST_CODE_IMPORT_MAX_ROWS).default([]),
});
export type TCostCodeBatch = z.output<typeof ZCostCodeBatch>;
export type TCostCodeBatchInput = z.input<typeof ZCostCodeBatch>;

export const ZCostCode = z.object({
  id: z.string(),
  organization_id: z.string(),
  code: z.string(),
  description: z.string(),
  is_active: z.boolean(),
  is_parent: z.boolean(),
  parent_code: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TCostCode = z.infer<typeof ZCostCode>;

export const ZCostCodeList = z.object({ items: z.array(ZCostCode) });
export type TCostCodeList = z.infer<typeof ZCostCodeList>;

/**
 * A row as the CSV gave it. Not validated here beyond size: the preview says what is wrong with each
 * row instead of refusing the request.
 */
export const ZCostCodeImportRow = z.object({
  code: z.string().max(100),
  description: z.string().max(1000),
});
export type TCostCodeImportRow = z.infer<typeof ZCostCodeImportRow>;

export const ZCostCodeImport = z.object({
  rows: z
    .array(ZCostCodeImportRow)
    .min(1, COST_CODE_MESSAGES.importEmpty)
    .max(COST_CODE_IMPORT_MAX_ROWS, COST_CODE_MESSAGES.importTooLarge),
});
export type TCostCodeImport = z.infer<typeof ZCostCodeImport>;

export const ZCostCodePreviewRow = z.object({
  /** 1-based position among the file's data rows. */
  row: z.number().int(),
  code: z.string(),
  description: z.string(),
  is_parent: z.boolean(),
  status: z.enum(['valid', 'invalid']),
  reason: z.string().nullable(),
});
export type TCostCodePreviewRow = z.infer<typeof ZCostCodePreviewRow>;

export const ZCostCodePreview = z.object({
  rows: z.array(ZCostCodePreviewRow),
  valid: z.number().int(),
  invalid: z.number().int(),
});
export type TCostCodePreview = z.infer<typeof ZCostCodePreview>;

export const ZCostCodeImportResult = z.object({ imported: z.number().int(), items: z.array(ZCostCode) });
export type TCostCodeImportResult = z.infer<typeof ZCostCodeImportResult>;

/** Which row of a request an error is about: the batch's operation and index, or the file's row. */
export const ZCostCodeErrorDetails = z.object({
  operation: z.enum(['create', 'update', 'delete', 'import']),
  /** 0-based index in the batch's list, or the 1-based file row for an import. */
  index: z.number().int(),
  code: z.string(),
});
export type TCostCodeErrorDetails = z.infer<typeof ZCostCodeErrorDetails>;

/** The error body of cost-code writes: the usual `{ code, message }` plus the offending row. */
export const ZCostCodeApiError = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: ZCostCodeErrorDetails.optional() }),
});
