import type { TLedgerIntegrity } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';

/**
 * Recomputes the period balances from the lines and compares them with the kept ones, and re-adds
 * every entry. Reads every line of the company: an administrator's check (and CI's), not a report.
 */
export async function checkLedgerIntegrity(tx: Db, organizationId: string): Promise<TLedgerIntegrity> {
  const result = await tx.execute(sql`
    with line_months as (
      select account_id, date_trunc('month', entry_date)::date as m, sum(debit_cents) as d, sum(credit_cents) as c
      from journal_lines where organization_id = ${organizationId} group by 1, 2
    ),
    job_months as (
      select job_id, cost_code_id, cost_category_id, date_trunc('month', entry_date)::date as m,
             sum(debit_cents) as d, sum(credit_cents) as c
      from journal_lines where organization_id = ${organizationId} and job_id is not null group by 1, 2, 3, 4
    ),
    kept as (select * from account_period_balances where organization_id = ${organizationId}),
    kept_jobs as (select * from job_cost_period_balances where organization_id = ${organizationId})
    select
      (select count(*) from line_months l full join kept b on b.account_id = l.account_id and b.period_month = l.m
        where coalesce(l.d, 0) <> coalesce(b.debit_cents, 0) or coalesce(l.c, 0) <> coalesce(b.credit_cents, 0))::int
        as account_mismatches,
      (select count(*) from job_months l full join kept_jobs b
         on b.job_id = l.job_id and b.cost_code_id = l.cost_code_id and b.cost_category_id = l.cost_category_id and b.period_month = l.m
        where coalesce(l.d, 0) <> coalesce(b.debit_cents, 0) or coalesce(l.c, 0) <> coalesce(b.credit_cents, 0))::int
        as job_cost_mismatches,
      (select count(*) from (select entry_id from journal_lines where organization_id = ${organizationId}
        group by entry_id having sum(debit_cents) <> sum(credit_cents) or count(*) < 2) u)::int as unbalanced_entries,
      (select count(*) from journal_lines where organization_id = ${organizationId})::int as checked_lines`);
  const row = rowsOf<Omit<TLedgerIntegrity, 'ok'>>(result)[0] ?? {
    account_mismatches: 0,
    job_cost_mismatches: 0,
    unbalanced_entries: 0,
    checked_lines: 0,
  };
  return {
    ok: row.account_mismatches === 0 && row.job_cost_mismatches === 0 && row.unbalanced_entries === 0,
    ...row,
  };
}
