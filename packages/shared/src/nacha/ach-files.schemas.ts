import { z } from 'zod';
import { ZIsoDate } from '../ledger/dates.ts';

export const ACH_FILE_MESSAGES = {
  settingsMissing: "Set the bank's routing number and company ID under Payroll settings",
  offsetMissing:
    'The bank wants balanced files: set the offset account (routing and account number) under Payroll settings',
  settingsInvalid: (what: string) => `Payroll settings: ${what} — correct it under Payroll settings`,
  runNotFound: 'Payroll run not found',
  runNotPosted: (runNumber: number, status: string) =>
    `Payroll run ${runNumber} is ${status}: a direct deposit file is made for a posted run only`,
  noDirectDeposit: (runNumber: number) =>
    `Payroll run ${runNumber} has no direct deposit to pay: no check is paid by direct deposit to a verified account`,
  alreadyMade: (runNumber: number, modifier: string, createdOn: string) =>
    `Payroll run ${runNumber} already has its direct deposit file (${createdOn}, file ${modifier}): download it again instead of making a second one`,
  noPrenotes: 'No bank account is waiting for a prenote',
  fileNotFound: 'Direct deposit file not found',
  modifiersUsedUp: 'Thirty-six files were already made today (file ids A–Z, 0–9): make the next one tomorrow',
  decryptFailed: 'A bank account number cannot be read with this DATA_ENCRYPTION_KEY',
} as const;

export const ZAchFileQuery = z.object({
  purpose: z.enum(['payroll', 'prenote']).optional(),
});

/** The effective date asked for: moved to a banking day, never before the next banking day after today. */
export const ZAchEffectiveDateQuery = z.object({ effective_date: ZIsoDate.optional() });
export const ZCreateAchFile = z.object({ effective_date: ZIsoDate });
export type TCreateAchFile = z.output<typeof ZCreateAchFile>;

export const ZAchFile = z.object({
  id: z.string(),
  run_id: z.string().nullable(),
  run_number: z.number().int().nullable(),
  purpose: z.enum(['payroll', 'prenote']),
  effective_date: z.string(),
  file_id_modifier: z.string(),
  entry_count: z.number().int(),
  entry_hash: z.string(),
  total_credit_cents: z.number().int(),
  total_debit_cents: z.number().int(),
  file_name: z.string(),
  created_at: z.string(),
  created_by_name: z.string().nullable(),
});
export type TAchFile = z.output<typeof ZAchFile>;
export const ZAchFileList = z.object({ items: z.array(ZAchFile) });

export const ZAchPreviewEntry = z.object({
  employee_id: z.string(),
  employee_name: z.string(),
  /** Masked: "•••• 1234". */
  account: z.string(),
  routing_number: z.string(),
  account_type: z.enum(['checking', 'savings']),
  amount_cents: z.number().int(),
});

/** What a file would hold, before it is made: totals and entry hash to compare with the bank's screen. */
export const ZAchPreview = z.object({
  /** False with `problem` when the file cannot be made (settings missing, run not posted …). */
  is_ready: z.boolean(),
  problem: z.string().nullable(),
  requested_date: z.string(),
  effective_date: z.string(),
  is_balanced: z.boolean(),
  entry_count: z.number().int(),
  entry_hash: z.string(),
  total_credit_cents: z.number().int(),
  total_debit_cents: z.number().int(),
  entries: z.array(ZAchPreviewEntry),
  warnings: z.array(z.string()),
});
export type TAchPreview = z.output<typeof ZAchPreview>;
