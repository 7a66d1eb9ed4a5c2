import type { TCustomerReceivable, TJobReceivable, TReceivableFigures } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { ALL_DATES, receivableSets } from './receivable-sets.ts';

type TNumeric = string | number;
const FIGURES = [
  'billed_cents',
  'retainage_held_cents',
  'received_cents',
  'credit_cents',
  'open_cents',
] as const;

function zero(): TReceivableFigures {
  return { billed_cents: 0, retainage_held_cents: 0, received_cents: 0, credit_cents: 0, open_cents: 0 };
}

/**
 * Per customer with anything billed or received: billed (Σ current payment due of approved and paid
 * applications), retainage held, received (Σ payments), credits (payments not applied) and open
 * (billed − applied). One aggregation.
 */
export async function customerReceivables(
  tx: Db,
  organizationId: string,
  filter: { customerId?: string } = {},
): Promise<{ items: TCustomerReceivable[]; totals: TReceivableFigures }> {
  const rows = rowsOf<
    Record<string, TNumeric> & { customer_id: string; customer_number: string; customer_name: string }
  >(
    await tx.execute(sql`
      with ${receivableSets(organizationId, ALL_DATES, filter)},
      by_app as (select application_id, sum(amount_cents) as applied from applied group by application_id),
      by_receipt as (select receipt_id, sum(amount_cents) as applied from applied group by receipt_id),
      billed as (
        select a.customer_id, sum(a.current_due_cents) as billed, sum(a.period_retainage_cents) as retainage,
          sum(coalesce(x.applied, 0)) as applied
        from apps a left join by_app x on x.application_id = a.id
        group by a.customer_id
      ),
      received as (
        select r.customer_id, sum(r.amount_cents) as received, sum(coalesce(y.applied, 0)) as applied
        from rcpts r left join by_receipt y on y.receipt_id = r.id
        group by r.customer_id
      )
      select c.id as customer_id, c.customer_number, c.name as customer_name,
        coalesce(b.billed, 0) as billed_cents, coalesce(b.retainage, 0) as retainage_held_cents,
        coalesce(r.received, 0) as received_cents,
        coalesce(r.received, 0) - coalesce(r.applied, 0) as credit_cents,
        coalesce(b.billed, 0) - coalesce(b.applied, 0) as open_cents
      from customers c
      left join billed b on b.customer_id = c.id
      left join received r on r.customer_id = c.id
      where c.organization_id = ${organizationId} and (b.customer_id is not null or r.customer_id is not null)
      order by c.name, c.customer_number`),
  );
  const totals = zero();
  const items = rows.map((row) => {
    const item: TCustomerReceivable = {
      customer_id: row.customer_id,
      customer_number: row.customer_number,
      customer_name: row.customer_name,
      ...zero(),
    };
    for (const key of FIGURES) {
      item[key] = Number(row[key]);
      totals[key] += item[key];
    }
    return item;
  });
  return { items, totals };
}

/** Per job: billed, retainage held, received (applied to its applications) and open. One aggregation. */
export async function jobReceivables(
  tx: Db,
  organizationId: string,
  filter: { customerId?: string; jobId?: string } = {},
): Promise<TJobReceivable[]> {
  const job = filter.jobId ? sql`where a.job_id = ${filter.jobId}` : sql``;
  const rows = rowsOf<Record<string, TNumeric> & Omit<TJobReceivable, 'billed_cents'>>(
    await tx.execute(sql`
      with ${receivableSets(organizationId, ALL_DATES, filter)},
      by_app as (select application_id, sum(amount_cents) as applied from applied group by application_id),
      per_job as (
        select a.job_id, sum(a.current_due_cents) as billed, sum(a.period_retainage_cents) as retainage,
          sum(coalesce(x.applied, 0)) as applied
        from apps a left join by_app x on x.application_id = a.id
        ${job}
        group by a.job_id
      )
      select j.id as job_id, j.project_number, j.project_name, c.id as customer_id, c.name as customer_name,
        pj.billed as billed_cents, pj.retainage as retainage_held_cents, pj.applied as received_cents,
        pj.billed - pj.applied as open_cents
      from per_job pj
      join projects j on j.organization_id = ${organizationId} and j.id = pj.job_id
      join customers c on c.organization_id = j.organization_id and c.id = j.customer_id
      order by j.project_number`),
  );
  return rows.map((r) => ({
    job_id: r.job_id,
    project_number: r.project_number,
    project_name: r.project_name,
    customer_id: r.customer_id,
    customer_name: r.customer_name,
    billed_cents: Number(r.billed_cents),
    retainage_held_cents: Number(r.retainage_held_cents),
    received_cents: Number(r.received_cents),
    open_cents: Number(r.open_cents),
  }));
}
