import { z } from 'zod';
import { GL_ACCOUNT_TYPES, NORMAL_BALANCES, ZAccount } from '../cost-structure/chart-of-accounts.schemas.ts';
import { ZIsoDate } from './dates.ts';

/** Our words for the chart of accounts (the spec has none beyond the table); verbatim in UI and API. */
export const ACCOUNT_MESSAGES = {
  numberRequired: 'Account number is required',
  numberFormat: 'Account number must be 3 to 10 digits, optionally followed by - and up to 6 digits',
  numberTaken: 'Account number already exists',
  nameRequired: 'Account name is required',
  nameMax: 'Account name must be less than 100 characters',
  descriptionMax: 'Description must be less than 500 characters',
  typeRequired: 'Account type is required',
  parentNotFound: 'Parent account not found',
  parentSelf: 'An account cannot be its own parent',
  parentCycle: 'The parent account is a sub-account of this account',
  parentType: 'A parent account must be of the same type',
  notFound: 'Account not found',
  systemKeyed: 'This is a system account: it cannot be deactivated or deleted',
  systemTypeChange: 'The type of a system account cannot change',
  deactivateNonZero: 'Only an account with a zero balance can be deactivated',
  deleteHasPostings: 'This account has postings: deactivate it instead of deleting it',
  deleteHasChildren: 'This account has sub-accounts: move or delete them first',
  deleteInUse: 'This account is used by a cost category',
  importEmpty: 'The file has no account rows',
  importTooLarge: 'At most 5,000 accounts can be imported at once',
  importTypeInvalid: 'Type must be asset, liability, equity, revenue or expense',
  importNormalInvalid: 'Normal balance must be debit or credit',
  importParentMissing: 'Parent account not found (must exist in the chart or the file)',
  importBlocked: 'Cannot import file with validation errors',
  noData: 'There are no accounts to export',
} as const;

export const ACCOUNT_NUMBER_RE = /^[0-9]{3,10}(-[0-9]{1,6})?$/;
export const ACCOUNT_IMPORT_MAX_ROWS = 5000;

/** Create or edit an account. `normal_balance` defaults to the type's (contra accounts override it). */
export const ZSaveAccount = z.object({
  account_number: z
    .string()
    .trim()
    .min(1, ACCOUNT_MESSAGES.numberRequired)
    .regex(ACCOUNT_NUMBER_RE, ACCOUNT_MESSAGES.numberFormat),
  account_name: z.string().trim().min(1, ACCOUNT_MESSAGES.nameRequired).max(99, ACCOUNT_MESSAGES.nameMax),
  account_type: z.enum(GL_ACCOUNT_TYPES, { error: ACCOUNT_MESSAGES.typeRequired }),
  normal_balance: z.enum(NORMAL_BALANCES).optional(),
  parent_id: z.string().uuid().nullable().optional(),
  description: z
    .string()
    .trim()
    .max(499, ACCOUNT_MESSAGES.descriptionMax)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
  is_cash: z.boolean().optional(),
});
export type TSaveAccount = z.output<typeof ZSaveAccount>;
export type TSaveAccountInput = z.input<typeof ZSaveAccount>;

export const ZUpdateAccount = ZSaveAccount.partial().extend({ is_active: z.boolean().optional() });
export type TUpdateAccount = z.output<typeof ZUpdateAccount>;

/** An account with its balance (in its normal direction: a debit-normal account's debits minus credits). */
export const ZAccountWithBalance = ZAccount.extend({
  balance_cents: z.number().int(),
  has_postings: z.boolean(),
});
export type TAccountWithBalance = z.infer<typeof ZAccountWithBalance>;

export const ZChartQuery = z.object({
  as_of: ZIsoDate.optional(),
  search: z.string().trim().max(200).optional(),
  include_inactive: z.enum(['true', 'false']).optional(),
});
export type TChartQuery = z.infer<typeof ZChartQuery>;

/** A CSV row as the file gave it; the preview says what is wrong with each. */
export const ZAccountImportRow = z.object({
  account_number: z.string().max(100),
  account_name: z.string().max(1000),
  account_type: z.string().max(100),
  normal_balance: z.string().max(100).optional(),
  parent_number: z.string().max(100).optional(),
  description: z.string().max(2000).optional(),
  is_cash: z.string().max(20).optional(),
});
export type TAccountImportRow = z.infer<typeof ZAccountImportRow>;

export const ZAccountImport = z.object({
  rows: z
    .array(ZAccountImportRow)
    .min(1, ACCOUNT_MESSAGES.importEmpty)
    .max(ACCOUNT_IMPORT_MAX_ROWS, ACCOUNT_MESSAGES.importTooLarge),
});
export type TAccountImport = z.infer<typeof ZAccountImport>;

export const ZAccountPreviewRow = z.object({
  row: z.number().int(),
  account_number: z.string(),
  account_name: z.string(),
  account_type: z.string(),
  /** new: will be added; update: an existing account of that number gets this name/description. */
  action: z.enum(['new', 'update']),
  status: z.enum(['valid', 'invalid']),
  reasons: z.array(z.string()),
});
export type TAccountPreviewRow = z.infer<typeof ZAccountPreviewRow>;

export const ZAccountPreview = z.object({
  rows: z.array(ZAccountPreviewRow),
  valid: z.number().int(),
  invalid: z.number().int(),
});
export type TAccountPreview = z.infer<typeof ZAccountPreview>;

export const ZAccountImportResult = z.object({ created: z.number().int(), updated: z.number().int() });
export type TAccountImportResult = z.infer<typeof ZAccountImportResult>;

export { ZAccount };
