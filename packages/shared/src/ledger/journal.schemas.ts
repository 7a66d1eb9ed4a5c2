import { z } from 'zod';
import { ZIsoDate } from './dates.ts';

export const JOURNAL_MESSAGES = {
  dateRequired: 'Entry date is required',
  memoMax: 'Memo must be less than 500 characters',
  lineAccountRequired: 'Choose an account',
  lineOneSided: 'A line has either a debit or a credit, not both',
  lineAmountRequired: 'Enter a debit or a credit',
  lineAmountInvalid: 'Amounts are positive with at most two decimals',
  lineDimensionsAllOrNone: 'A job cost line needs a job, a cost code and a cost category',
  tooFewLines: 'An entry needs at least two lines',
  tooManyLines: 'An entry has at most 1,000 lines',
  accountNotFound: 'Account not found',
  accountInactive: 'An inactive account cannot be posted to',
  jobNotFound: 'Job not found',
  jobInactive: 'Only active jobs can take job cost',
  costCodeNotFound: 'Cost code not found',
  costCodeInactive: 'The cost code is inactive',
  costCategoryNotFound: 'Cost category not found',
  costCategoryInactive: 'The cost category is inactive',
  controlAccount:
    'Accounts receivable, accounts payable and retainage accounts move only through billing, receipts, invoices and payments',
  notFound: 'Journal entry not found',
  postedIsFinal: 'A posted entry cannot be changed: reverse it instead',
  alreadyReversed: 'This entry has already been reversed',
  reverseOnlyPosted: 'Only a posted entry can be reversed',
  reverseFromModule: 'This entry was posted by another module: void the document there',
  reverseBeforeOriginal: 'A reversal cannot be dated before the entry it reverses',
  openingExists: 'Opening balances have already been entered: reverse that entry to enter them again',
  openingEmpty: 'Enter at least one opening balance',
  posted: 'Entry posted',
  saved: 'Draft saved',
  deleted: 'Draft deleted',
  reversed: 'Entry reversed',
} as const;

/** 'Debits and credits differ by $12.50': the difference in cents, formatted by the caller. */
export const unbalancedMessage = (difference: string) => `Debits and credits differ by ${difference}`;
/** 'The books are closed through 2026-03-31: choose a later date' */
export const closedPeriodMessage = (closedThrough: string) =>
  `The books are closed through ${closedThrough}: choose a later date`;

export const JOURNAL_MAX_LINES = 1000;
/** The largest amount a line may carry: $1 trillion, far inside exact integer range. */
export const MAX_LINE_CENTS = 100_000_000_000_000;

export const SOURCE_TYPES = [
  'manual',
  'opening',
  'reversal',
  'ap_invoice',
  'ap_payment',
  'ar_invoice',
  'ar_receipt',
  'retainage_release',
  'payroll',
  'wip',
  'import',
  'bank',
] as const;
export type TSourceType = (typeof SOURCE_TYPES)[number];

/** Where an entry came from, as every ledger screen and export says it. */
export const SOURCE_LABELS: Record<TSourceType, string> = {
  manual: 'Manual',
  opening: 'Opening balances',
  reversal: 'Reversal',
  ap_invoice: 'AP invoice',
  ap_payment: 'AP payment',
  ar_invoice: 'AR invoice',
  ar_receipt: 'AR receipt',
  retainage_release: 'Retainage release',
  payroll: 'Payroll',
  wip: 'WIP',
  import: 'Import',
  bank: 'Bank reconciliation',
};

const cents = z
  .number({ error: JOURNAL_MESSAGES.lineAmountInvalid })
  .int(JOURNAL_MESSAGES.lineAmountInvalid)
  .min(0, JOURNAL_MESSAGES.lineAmountInvalid)
  .max(MAX_LINE_CENTS, JOURNAL_MESSAGES.lineAmountInvalid);

const optionalId = z.string().uuid().nullable().optional();

/** A line as the form sends it. Drafts may be incomplete; posting checks them (validateJournalLines). */
export const ZJournalLineInput = z.object({
  account_id: z.string().uuid().nullable().optional(),
  debit_cents: cents.default(0),
  credit_cents: cents.default(0),
  memo: z.string().trim().max(499, JOURNAL_MESSAGES.memoMax).nullable().optional(),
  job_id: optionalId,
  cost_code_id: optionalId,
  cost_category_id: optionalId,
});
export type TJournalLineInput = z.output<typeof ZJournalLineInput>;

/** Create or replace a manual entry; `post: true` posts it at once, otherwise it is kept as a draft. */
export const ZSaveJournalEntry = z.object({
  entry_date: ZIsoDate,
  memo: z.string().trim().max(499, JOURNAL_MESSAGES.memoMax).default(''),
  lines: z.array(ZJournalLineInput).max(JOURNAL_MAX_LINES, JOURNAL_MESSAGES.tooManyLines),
  post: z.boolean().default(false),
});
export type TSaveJournalEntry = z.output<typeof ZSaveJournalEntry>;
export type TSaveJournalEntryInput = z.input<typeof ZSaveJournalEntry>;

export const ZReverseJournalEntry = z.object({
  entry_date: ZIsoDate,
  memo: z.string().trim().max(499, JOURNAL_MESSAGES.memoMax).optional(),
});
export type TReverseJournalEntry = z.output<typeof ZReverseJournalEntry>;

export const ZJournalLine = z.object({
  line_number: z.number().int(),
  account_id: z.string().nullable(),
  account_number: z.string().nullable(),
  account_name: z.string().nullable(),
  debit_cents: z.number().int(),
  credit_cents: z.number().int(),
  memo: z.string().nullable(),
  job_id: z.string().nullable(),
  job_number: z.string().nullable(),
  cost_code_id: z.string().nullable(),
  cost_code: z.string().nullable(),
  cost_category_id: z.string().nullable(),
  cost_category_code: z.string().nullable(),
});
export type TJournalLine = z.infer<typeof ZJournalLine>;

export const JOURNAL_STATUSES = ['draft', 'posted', 'reversed'] as const;

export const ZJournalEntrySummary = z.object({
  id: z.string(),
  /** draft: editable, no number yet; posted; reversed: posted and later reversed. */
  status: z.enum(JOURNAL_STATUSES),
  entry_number: z.string().nullable(),
  entry_date: z.string(),
  memo: z.string(),
  source_type: z.enum(SOURCE_TYPES),
  source_id: z.string().nullable(),
  total_cents: z.number().int(),
  reverses_id: z.string().nullable(),
  reverses_number: z.string().nullable(),
  reversed_by_id: z.string().nullable(),
  reversed_by_number: z.string().nullable(),
  posted_at: z.string().nullable(),
  created_by_name: z.string().nullable(),
  updated_at: z.string(),
});
export type TJournalEntrySummary = z.infer<typeof ZJournalEntrySummary>;

export const ZJournalEntry = ZJournalEntrySummary.extend({ lines: z.array(ZJournalLine) });
export type TJournalEntry = z.infer<typeof ZJournalEntry>;

export const ZJournalListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  search: z.string().trim().max(200).optional(),
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
  source_type: z.enum(SOURCE_TYPES).optional(),
  status: z.enum(['all', ...JOURNAL_STATUSES]).default('all'),
});
export type TJournalListQuery = z.output<typeof ZJournalListQuery>;

/** Opening balances: each account's balance on the start date, debit or credit side. */
export const ZOpeningBalances = z.object({
  entry_date: ZIsoDate,
  lines: z
    .array(
      z.object({
        account_id: z.string().uuid(),
        debit_cents: cents.default(0),
        credit_cents: cents.default(0),
      }),
    )
    .max(5000),
});
export type TOpeningBalances = z.output<typeof ZOpeningBalances>;
