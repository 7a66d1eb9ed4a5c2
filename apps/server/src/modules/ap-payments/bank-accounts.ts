import { nextCheckNumber, type TApBankAccount } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { ApPaymentErrors } from './ap-payments.errors.ts';

/**
 * The accounts bills are paid from: active cash accounts of the chart (the cash flag; the system cash
 * account carries it), each with the check number it would print next.
 */
export async function bankAccounts(tx: Db, organizationId: string): Promise<TApBankAccount[]> {
  const rows = rowsOf<{ id: string; account_number: string; account_name: string; used: string[] | null }>(
    await tx.execute(sql`
      select a.id, a.account_number, a.account_name,
        (select array_agg(p.check_number) from ap_payments p
          where p.organization_id = a.organization_id and p.bank_account_id = a.id and p.method = 'check') as used
      from chart_of_accounts a
      where a.organization_id = ${organizationId} and a.is_active and (a.is_cash or a.system_key = 'cash')
      order by a.account_number`),
  );
  return rows.map((r) => ({
    id: r.id,
    account_number: r.account_number,
    account_name: r.account_name,
    next_check_number: nextCheckNumber(r.used ?? []),
  }));
}

export type TBankAccount = { id: string; label: string; usedCheckNumbers: Set<string> };

/**
 * The bank account a run pays from: this company's (404), an active cash account (409). Locked (no key
 * update: postings to it go on) so that two runs on one account number their checks one after the other.
 */
export async function lockBankAccount(tx: Db, organizationId: string, id: string): Promise<TBankAccount> {
  const [account] = rowsOf<{
    id: string;
    account_number: string;
    account_name: string;
    is_active: boolean;
    is_cash: boolean;
  }>(
    await tx.execute(sql`
      select id, account_number, account_name, is_active, (is_cash or system_key = 'cash') as is_cash
      from chart_of_accounts where organization_id = ${organizationId} and id = ${id}
      for no key update`),
  );
  if (!account) throw ApPaymentErrors.bankAccountNotFound();
  if (!account.is_active || !account.is_cash) throw ApPaymentErrors.bankAccountNotCash();
  const used = rowsOf<{ n: string }>(
    await tx.execute(sql`
      select check_number as n from ap_payments
      where organization_id = ${organizationId} and bank_account_id = ${id} and method = 'check'`),
  );
  return {
    id: account.id,
    label: `${account.account_number} ${account.account_name}`,
    usedCheckNumbers: new Set(used.map((u) => u.n)),
  };
}
