import { z } from 'zod';
import { isIsoDate } from '../ledger/dates.ts';
import { BANK_LINE_KINDS, BANK_STATEMENT_FORMATS } from './statement-format.schemas.ts';

/**
 * Bank statements (issue 23): a file previewed (nothing written) then imported (lines deduplicated per
 * account, the original file kept), statements entered by hand, the imports of an account and its lines.
 * Money is signed integer cents: + money into the bank, − money out.
 */

export const STATEMENT_MESSAGES = {
  importNotFound: 'Statement import not found',
  lineNotFound: 'Statement line not found',
  fileMissing: 'This statement was entered by hand: there is no file to download',
  noFile: 'Choose the statement file to upload',
  invalidBody:
    'Send the statement as multipart/form-data with the field "file" (and optionally "csv_profile")',
  tooLarge: 'The statement file is larger than 20 MB',
  csvProfileRequired:
    'Map the columns of this CSV file first (date, amount, description): no mapping is saved for this account',
  csvProfileInvalid: 'The CSV mapping is not valid',
  lineMatched: 'This statement line is matched: unmatch it before deleting it',
  invalidDate: 'Enter a date as YYYY-MM-DD',
  amountNonZero: 'Enter an amount other than zero (+ money in, − money out)',
  amountInteger: 'Enter amounts in whole cents',
  payeeRequired: 'Enter the payee or description',
  payeeMax: 'Keep the payee under 200 characters',
  memoMax: 'Keep the memo under 500 characters',
  checkNumberMax: 'Keep the check number under 20 characters',
  referenceMax: 'Keep the bank reference under 100 characters',
  linesRequired: 'Enter at least one statement line',
  linesMax: 'Enter at most 1,000 lines at a time',
  wrongAccount: (fileLastFour: string, accountLastFour: string) =>
    `This statement is for account …${fileLastFour}, not …${accountLastFour}`,
  imported: (newCount: number, duplicateCount: number) =>
    `${newCount} new ${newCount === 1 ? 'line' : 'lines'} imported${duplicateCount > 0 ? `, ${duplicateCount} already imported` : ''}`,
  deleted: 'Statement line deleted',
} as const;
const M = STATEMENT_MESSAGES;

/** The largest statement file accepted (bytes). */
export const STATEMENT_MAX_BYTES = 20 * 1024 * 1024;

const ZDate = z.string({ error: M.invalidDate }).trim().refine(isIsoDate, M.invalidDate);
const ZCents = z.number({ error: M.amountInteger }).int(M.amountInteger);

export const ZStatementError = z.object({ line: z.number().int(), message: z.string() });
export type TStatementError = z.infer<typeof ZStatementError>;

/** What a statement line says, alike in a preview and once imported. */
const statementLineFields = {
  posted_date: z.string(),
  amount_cents: z.number().int(),
  kind: z.enum(BANK_LINE_KINDS),
  check_number: z.string().nullable(),
  bank_reference: z.string().nullable(),
  payee: z.string(),
  memo: z.string(),
};

export const ZStatementPreviewLine = z.object({
  line_number: z.number().int(),
  ...statementLineFields,
  /** Already imported for this account (greyed out; an import adds nothing for it). */
  duplicate: z.boolean(),
});
export type TStatementPreviewLine = z.infer<typeof ZStatementPreviewLine>;

export const ZStatementPreview = z.object({
  format: z.enum(BANK_STATEMENT_FORMATS),
  file_name: z.string(),
  encoding: z.string().nullable(),
  line_count: z.number().int(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  /** The balances the file states (null when it states none). */
  opening_balance_cents: z.number().int().nullable(),
  closing_balance_cents: z.number().int().nullable(),
  /** The file's opening balance plus its lines (null without an opening balance). */
  computed_closing_cents: z.number().int().nullable(),
  /** The account the file names (masked as the bank writes it), null when it names none. */
  account_hint: z.string().nullable(),
  new_count: z.number().int(),
  duplicate_count: z.number().int(),
  error_count: z.number().int(),
  errors: z.array(ZStatementError),
  lines: z.array(ZStatementPreviewLine),
});
export type TStatementPreview = z.infer<typeof ZStatementPreview>;

export const ZStatementImport = z.object({
  id: z.string().uuid(),
  format: z.enum(BANK_STATEMENT_FORMATS),
  file_name: z.string(),
  size_bytes: z.number().int(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  opening_balance_cents: z.number().int().nullable(),
  closing_balance_cents: z.number().int().nullable(),
  line_count: z.number().int(),
  new_count: z.number().int(),
  duplicate_count: z.number().int(),
  created_at: z.string(),
  created_by_name: z.string().nullable(),
});
export type TStatementImport = z.infer<typeof ZStatementImport>;
export const ZStatementImportList = z.object({ items: z.array(ZStatementImport) });

export const ZStatementImportResult = z.object({
  import: ZStatementImport,
  new_count: z.number().int(),
  duplicate_count: z.number().int(),
  error_count: z.number().int(),
  /** Lines auto-matched (amount + check number) right after the import. */
  matched_count: z.number().int(),
});
export type TStatementImportResult = z.infer<typeof ZStatementImportResult>;

export const ZManualStatementLine = z.object({
  posted_date: ZDate,
  amount_cents: ZCents.refine((v) => v !== 0, M.amountNonZero),
  payee: z.string({ error: M.payeeRequired }).trim().min(1, M.payeeRequired).max(200, M.payeeMax),
  memo: z
    .string()
    .trim()
    .max(500, M.memoMax)
    .nullish()
    .transform((v) => v ?? ''),
  check_number: z
    .string()
    .trim()
    .max(20, M.checkNumberMax)
    .nullish()
    .transform((v) => (v ? v : null)),
  bank_reference: z
    .string()
    .trim()
    .max(100, M.referenceMax)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type TManualStatementLine = z.output<typeof ZManualStatementLine>;

export const ZManualStatement = z.object({
  lines: z.array(ZManualStatementLine).min(1, M.linesRequired).max(1000, M.linesMax),
  closing_balance_cents: ZCents.nullish().transform((v) => v ?? null),
});
export type TManualStatement = z.output<typeof ZManualStatement>;

export const STATEMENT_LINE_STATES = ['unmatched', 'matched', 'all'] as const;
export type TBankStatementLineState = (typeof STATEMENT_LINE_STATES)[number];

export const ZBankStatementLinesQuery = z
  .object({
    state: z.enum(STATEMENT_LINE_STATES).default('all'),
    from: ZDate.optional(),
    to: ZDate.optional(),
    q: z.string().trim().max(200).optional(),
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(500).default(100),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    message: 'The end date cannot be before the start date',
    path: ['to'],
  });
export type TBankStatementLinesQuery = z.output<typeof ZBankStatementLinesQuery>;

export const ZBankStatementLine = z.object({
  id: z.string().uuid(),
  ...statementLineFields,
  import_id: z.string().uuid().nullable(),
  match_id: z.string().uuid().nullable(),
  /** In a match stamped with a finished reconciliation: it cannot change any more. */
  reconciled: z.boolean(),
});
export type TBankStatementLine = z.infer<typeof ZBankStatementLine>;
export const ZBankStatementLinePage = z.object({
  items: z.array(ZBankStatementLine),
  total: z.number().int(),
});
