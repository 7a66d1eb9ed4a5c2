import { z } from 'zod';

export const GL_ACCOUNT_TYPES = ['asset', 'liability', 'equity', 'revenue', 'expense'] as const;

/** A general-ledger account (spec §3 chart_of_accounts; read-only until the accounting module). */
export const ZAccount = z.object({
  id: z.string(),
  organization_id: z.string(),
  account_number: z.string(),
  account_name: z.string(),
  account_type: z.enum(GL_ACCOUNT_TYPES),
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
