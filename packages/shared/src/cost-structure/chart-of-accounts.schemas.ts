import { z } from 'zod';

export const GL_ACCOUNT_TYPES = ['asset', 'liability', 'equity', 'revenue', 'expense'] as const;
export type TAccountType = (typeof GL_ACCOUNT_TYPES)[number];
export const NORMAL_BALANCES = ['debit', 'credit'] as const;
export type TNormalBalance = (typeof NORMAL_BALANCES)[number];

/** Assets and expenses grow with debits; liabilities, equity and revenue with credits. */
export function normalBalanceOf(type: TAccountType): TNormalBalance {
  return type === 'asset' || type === 'expense' ? 'debit' : 'credit';
}

/**
 * Subledger control accounts (by `system_key`): they move only through their modules (AR through
 * billing and receipts, AP through invoices and payments), so the subledgers always tie to them.
 */
export const CONTROL_ACCOUNT_KEYS = [
  'accounts_receivable',
  'retainage_receivable',
  'accounts_payable',
  'retainage_payable',
] as const;

export function isControlAccount(systemKey: string | null | undefined): boolean {
  return systemKey != null && (CONTROL_ACCOUNT_KEYS as readonly string[]).includes(systemKey);
}

/** A general-ledger account (spec §3 chart_of_accounts). */
export const ZAccount = z.object({
  id: z.string(),
  organization_id: z.string(),
  account_number: z.string(),
  account_name: z.string(),
  account_type: z.enum(GL_ACCOUNT_TYPES),
  normal_balance: z.enum(NORMAL_BALANCES),
  system_key: z.string().nullable(),
  parent_id: z.string().nullable(),
  description: z.string().nullable(),
  is_cash: z.boolean(),
  is_control: z.boolean(),
  is_active: z.boolean(),
});
export type TAccount = z.infer<typeof ZAccount>;

export const ZAccountListQuery = z.object({
  /** 'true': only active accounts (the pickers); absent: all. */
  active: z.enum(['true', 'false']).optional(),
});
export type TAccountListQuery = z.infer<typeof ZAccountListQuery>;

/** '5000 — Job Costs - Labor', how pickers and tables show an account. */
export function accountLabel(account: { account_number: string; account_name: string }): string {
  return `${account.account_number} — ${account.account_name}`;
}
