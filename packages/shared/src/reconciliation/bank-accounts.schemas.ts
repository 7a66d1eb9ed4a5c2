import { z } from 'zod';
import { isIsoDate } from '../ledger/dates.ts';
import { ZRoutingNumber } from '../pay-setup/identifiers.ts';
import { ZCsvProfile } from './statement-format.schemas.ts';

/**
 * Bank accounts (issue 23): each GL cash account linked to one bank account (name, last four digits,
 * routing number), its opening bank balance and date (reconciling starts after that date), its saved CSV
 * mapping, and what is waiting: the book balance, uncleared book items, unmatched statement lines, the
 * last finished reconciliation and the one in progress.
 */

export const BANK_ACCOUNT_MESSAGES = {
  notFound: 'Bank account not found',
  glAccountRequired: 'Choose the ledger cash account this bank account is',
  glAccountNotCash: 'Pick a cash account of the chart of accounts (marked as a bank or cash account)',
  glAccountLinked: 'This ledger account is already linked to a bank account',
  nameRequired: 'Enter the bank account name',
  nameMax: 'Keep the name under 100 characters',
  bankNameMax: 'Keep the bank name under 100 characters',
  lastFour: 'Enter the last four digits of the account number',
  invalidDate: 'Enter a date as YYYY-MM-DD',
  amountInteger: 'Enter the opening balance in whole cents',
  openingLocked:
    'The opening balance cannot change once a reconciliation of this account is finished: undo the reconciliations first',
  inUse:
    'This bank account has statement lines or reconciliations: it cannot be deleted (make it inactive instead)',
  created: 'Bank account linked',
  saved: 'Bank account saved',
  deleted: 'Bank account removed',
  profileSaved: 'CSV mapping saved',
} as const;
const M = BANK_ACCOUNT_MESSAGES;

const ZOptionalDate = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isIsoDate(v), M.invalidDate);

const ZLastFour = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || /^[0-9]{4}$/.test(v), M.lastFour);

const ZOptionalRouting = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(ZRoutingNumber.nullable());

const ZCentsInput = z
  .number({ error: M.amountInteger })
  .int(M.amountInteger)
  .min(-99_999_999_999_99, M.amountInteger)
  .max(99_999_999_999_99, M.amountInteger);

const bankAccountFields = {
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(100, M.nameMax),
  bank_name: z
    .string()
    .trim()
    .max(100, M.bankNameMax)
    .nullish()
    .transform((v) => v ?? ''),
  last_four: ZLastFour,
  routing_number: ZOptionalRouting,
  opening_balance_cents: ZCentsInput.optional().default(0),
  opening_balance_date: ZOptionalDate,
};

export const ZReconCreateBankAccount = z.object({
  gl_account_id: z.string({ error: M.glAccountRequired }).uuid(M.glAccountRequired),
  ...bankAccountFields,
});
export type TReconCreateBankAccount = z.output<typeof ZReconCreateBankAccount>;

/** A change of some fields: an absent field stays as it is. */
export const ZReconUpdateBankAccount = z.object({
  name: bankAccountFields.name.optional(),
  bank_name: z.string().trim().max(100, M.bankNameMax).nullable().optional(),
  last_four: ZLastFour.optional(),
  routing_number: ZOptionalRouting.optional(),
  opening_balance_cents: ZCentsInput.optional(),
  opening_balance_date: ZOptionalDate.optional(),
  is_active: z.boolean().optional(),
});
export type TReconUpdateBankAccount = z.output<typeof ZReconUpdateBankAccount>;

export const ZSaveCsvProfile = z.object({ csv_profile: ZCsvProfile });
export type TSaveCsvProfile = z.output<typeof ZSaveCsvProfile>;

export const ZGlAccountRef = z.object({ id: z.string().uuid(), number: z.string(), name: z.string() });

export const ZReconBankAccount = z.object({
  id: z.string().uuid(),
  gl_account: ZGlAccountRef,
  name: z.string(),
  bank_name: z.string(),
  last_four: z.string().nullable(),
  routing_number: z.string().nullable(),
  opening_balance_cents: z.number().int(),
  opening_balance_date: z.string().nullable(),
  csv_profile: ZCsvProfile.nullable(),
  is_active: z.boolean(),
  /** The GL cash account's balance as of today (debit − credit). */
  book_balance_cents: z.number().int(),
  /** Book items (journal lines on the GL account after the opening date) in no match. */
  uncleared_count: z.number().int(),
  /** Statement lines in no match. */
  unmatched_count: z.number().int(),
  last_reconciled: z
    .object({ id: z.string().uuid(), statement_date: z.string(), ending_balance_cents: z.number().int() })
    .nullable(),
  in_progress: z.object({ id: z.string().uuid(), statement_date: z.string() }).nullable(),
  /** Active, and no finished reconciliation reaches the last day of the previous calendar month. */
  unreconciled_last_month: z.boolean(),
});
export type TReconBankAccount = z.infer<typeof ZReconBankAccount>;

export const ZReconBankAccountList = z.object({ items: z.array(ZReconBankAccount) });

/** A GL cash account, and the bank account linked to it if any (the "link an account" picker). */
export const ZCashAccountOption = z.object({
  id: z.string().uuid(),
  number: z.string(),
  name: z.string(),
  bank_account_id: z.string().uuid().nullable(),
});
export type TCashAccountOption = z.infer<typeof ZCashAccountOption>;
export const ZCashAccountOptionList = z.object({ items: z.array(ZCashAccountOption) });

/** The last day of the calendar month before `today` (YYYY-MM-DD): last month's statement date. */
export function lastDayOfPreviousMonth(today: string): string {
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const d = new Date(Date.UTC(year, month - 1, 0));
  return d.toISOString().slice(0, 10);
}
