import {
  agingBucket,
  type TAgingCustomer,
  type TAgingDetail,
  type TAgingFigures,
  type TAgingReport,
} from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { receivableSets } from './receivable-sets.ts';

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
  kind: 'progress' | 'retainage_release' | null;
  due_date: string | null;
  days_past_due: number | null;
  open_cents: string | number;
  retainage_cents: string | number;
};

const bucketKey = {
  current: 'current_cents',
  days_1_30: 'days_1_30_cents',
  days_31_60: 'days_31_60_cents',
  days_61_90: 'days_61_90_cents',
  over_90: 'over_90_cents',
} as const;

function zero(): TAgingFigures {
  return {
    current_cents: 0,
    days_1_30_cents: 0,
    days_31_60_cents: 0,
    days_61_90_cents: 0,
    over_90_cents: 0,
    total_cents: 0,
    retainage_held_cents: 0,
  };
}

/**
 * AR aging as of a date: per application its open amount (current payment due less the payments
 * applied by then) in the bucket of its days past the due date — retainage excluded, shown as its own
 * column — and per customer the sums and the credits (payments not applied). One query: the
 * applications' rows and the customers' credit rows; the grouping into customers is done here.
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
          a.kind, a.due_date, a.current_due_cents - coalesce(x.applied, 0) as open_cents,
          a.period_retainage_cents as retainage_cents
        from apps a left join by_app x on x.application_id = a.id
        union all
        select 'credit', r.customer_id, null, null, null, null, null,
          sum(r.amount_cents - coalesce(y.applied, 0)), 0
        from rcpts r left join by_receipt y on y.receipt_id = r.id
        group by r.customer_id
      )
      select l.row_kind, l.customer_id, c.customer_number, c.name as customer_name, l.application_id, l.job_id,
        j.project_number, j.project_name, l.application_number, l.kind,
        to_char(l.due_date, 'YYYY-MM-DD') as due_date, (${asOf}::date - l.due_date) as days_past_due,
        l.open_cents, l.retainage_cents
      from lines l
      join customers c on c.organization_id = ${organizationId} and c.id = l.customer_id
      left join projects j on j.organization_id = ${organizationId} and j.id = l.job_id
      where l.open_cents <> 0 or l.retainage_cents <> 0
      order by c.name, c.customer_number, l.row_kind, l.due_date, j.project_number, l.application_number`),
  );

  const customers = new Map<string, TAgingCustomer>();
  const details: TAgingDetail[] = [];
  const totals = { ...zero(), credit_cents: 0 };
  for (const row of rows) {
    let customer = customers.get(row.customer_id);
    if (!customer) {
      customer = {
        customer_id: row.customer_id,
        customer_number: row.customer_number,
        customer_name: row.customer_name,
        ...zero(),
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
    for (const target of [customer, totals]) {
      target[bucketKey[bucket]] += open;
      target.total_cents += open;
      target.retainage_held_cents += retainage;
    }
    details.push({
      application_id: row.application_id ?? '',
      customer_id: row.customer_id,
      job_id: row.job_id ?? '',
      project_number: row.project_number ?? '',
      project_name: row.project_name ?? '',
      application_number: Number(row.application_number),
      kind: row.kind ?? 'progress',
      due_date: row.due_date ?? '',
      days_past_due: days,
      open_cents: open,
      bucket,
      retainage_held_cents: retainage,
    });
  }
  return { as_of: asOf, customers: [...customers.values()], details, totals };
}
