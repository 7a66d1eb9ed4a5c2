import {
  addToAging,
  agingBucket,
  type TAgingCustomer,
  type TAgingDetail,
  type TAgingReport,
  zeroAgingFigures,
} from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { receivableSets } from './receivable-sets.ts';
import { receivablesTieOut } from './receivables-tie-out.ts';

type TRow = {
  row_kind: 'application' | 'credit';
  customer_id: string;
  customer_number: string;
  customer_name: string;
  application_id: string | null;
  job_id: string | null;
  project_number: string | null;
  project_name: string | null;
  application_number: number | null;
  kind: 'progress' | 'retainage_release' | 'opening' | null;
  application_date: string | null;
  due_date: string | null;
  days_past_due: number | null;
  open_cents: string | number;
  retainage_cents: string | number;
};

/**
 * AR aging as of a date: per application its open amount (current payment due less the payments
 * applied by then) in the bucket of its days past the due date — retainage excluded, shown as its own
 * column — and per customer the sums and the credits (payments not applied). One query: the
 * applications' rows and the customers' credit rows; the grouping into customers is done here. The
 * tie-out (always the whole company's: Σ open − credits = AR, Σ retainage held = retainage receivable)
 * comes with it.
 */
export async function agingReport(
  tx: Db,
  organizationId: string,
  asOf: string,
  filter: { customerId?: string } = {},
): Promise<TAgingReport> {
  const rows = rowsOf<TRow>(
    await tx.execute(sql`
      with ${receivableSets(organizationId, asOf, filter)},
      by_app as (select application_id, sum(amount_cents) as applied from applied group by application_id),
      by_receipt as (select receipt_id, sum(amount_cents) as applied from applied group by receipt_id),
      lines as (
        select 'application' as row_kind, a.customer_id, a.id as application_id, a.job_id, a.application_number,
          a.kind, a.application_date, a.due_date, a.current_due_cents - coalesce(x.applied, 0) as open_cents,
          a.period_retainage_cents as retainage_cents
        from apps a left join by_app x on x.application_id = a.id
        union all
        select 'credit', r.customer_id, null, null, null, null, null, null,
          sum(r.amount_cents - coalesce(y.applied, 0)), 0
        from rcpts r left join by_receipt y on y.receipt_id = r.id
        group by r.customer_id
      )
      select l.row_kind, l.customer_id, c.customer_number, c.name as customer_name, l.application_id, l.job_id,
        j.project_number, j.project_name, l.application_number, l.kind,
        to_char(l.application_date, 'YYYY-MM-DD') as application_date, to_char(l.due_date, 'YYYY-MM-DD') as due_date, (${asOf}::date - l.due_date) as days_past_due,
        l.open_cents, l.retainage_cents
      from lines l
      join customers c on c.organization_id = ${organizationId} and c.id = l.customer_id
      left join projects j on j.organization_id = ${organizationId} and j.id = l.job_id
      where l.open_cents <> 0 or l.retainage_cents <> 0
      order by c.name, c.customer_number, l.row_kind, l.due_date, j.project_number, l.application_number`),
  );

  const customers = new Map<string, TAgingCustomer>();
  const details: TAgingDetail[] = [];
  const totals = { ...zeroAgingFigures(), credit_cents: 0 };
  for (const row of rows) {
    let customer = customers.get(row.customer_id);
    if (!customer) {
      customer = {
        customer_id: row.customer_id,
        customer_number: row.customer_number,
        customer_name: row.customer_name,
        ...zeroAgingFigures(),
        credit_cents: 0,
      };
      customers.set(row.customer_id, customer);
    }
    const open = Number(row.open_cents);
    if (row.row_kind === 'credit') {
      customer.credit_cents += open;
      totals.credit_cents += open;
      continue;
    }
    const days = Number(row.days_past_due);
    const bucket = agingBucket(days);
    const retainage = Number(row.retainage_cents);
    addToAging(customer, bucket, open, retainage);
    addToAging(totals, bucket, open, retainage);
    details.push({
      application_id: row.application_id ?? '',
      customer_id: row.customer_id,
      job_id: row.job_id ?? '',
      project_number: row.project_number ?? '',
      project_name: row.project_name ?? '',
      application_number: Number(row.application_number),
      kind: row.kind ?? 'progress',
      application_date: row.application_date ?? '',
      due_date: row.due_date ?? '',
      days_past_due: days,
      open_cents: open,
      bucket,
      retainage_held_cents: retainage,
    });
  }
  const tieOut = await receivablesTieOut(tx, organizationId, asOf);
  return {
    as_of: asOf,
    customer_id: filter.customerId ?? null,
    customers: [...customers.values()],
    details,
    totals,
    tie_out: tieOut,
  };
}
