import {
  fiscalYearOf,
  fiscalYearStart,
  pnlSectionOf,
  type TAccountType,
  type TNormalBalance,
  type TPnlSection,
} from '@groundwork/shared';
import { eq, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { organizations } from '../../db/schema/index.ts';

export type TStatementAccount = {
  id: string;
  account_number: string;
  account_name: string;
  account_type: TAccountType;
  normal_balance: TNormalBalance;
  system_key: string | null;
  parent_id: string | null;
  is_cost_category_account: boolean;
  /** Its place on the profit and loss; null for a balance sheet account. */
  section: TPnlSection | null;
};

/** The company's chart with what the statements need to place each account (one query). */
export async function loadStatementAccounts(tx: Db, organizationId: string): Promise<TStatementAccount[]> {
  const rows = rowsOf<Omit<TStatementAccount, 'section'>>(
    await tx.execute(sql`
      select a.id, a.account_number, a.account_name, a.account_type, a.normal_balance, a.system_key, a.parent_id,
             exists (select 1 from cost_categories k
                     where k.organization_id = a.organization_id and k.gl_account_id = a.id) as is_cost_category_account
      from chart_of_accounts a
      where a.organization_id = ${organizationId}`),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return rows.map((r) => ({ ...r, section: pnlSectionOf(r, (id) => byId.get(id)) }));
}

/** The company's fiscal year end (MM-DD; null: calendar year). */
export async function fiscalYearEndOf(tx: Db, organizationId: string): Promise<string | null> {
  const [org] = await tx
    .select({ fye: organizations.fiscalYearEnd })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return org?.fye ?? null;
}

/** The first day of the fiscal year a date falls in. */
export function fiscalYearStartOf(fye: string | null, date: string): string {
  return fiscalYearStart(fye, fiscalYearOf(fye, date));
}
