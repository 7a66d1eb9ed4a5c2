import { payableLabel, type TApHold, type TApPayable, type TApPayablesQuery } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { invoiceHolds } from '../ap-invoices/ap-invoice-holds.ts';
import { paidOnInvoice, paidOnRelease } from './payables-sets.ts';

/** The most bills the screen lists at once (a run is chosen from them; filter to see others). */
export const PAYABLES_LIMIT = 500;

type TCommitmentRef = TApPayable['commitments'][number];

type TBillRow = {
  id: string;
  vendor_id: string;
  vendor_number: string;
  vendor_name: string;
  number: string;
  description: string;
  document_date: string;
  due_date: string;
  amount_cents: string | number;
  paid_cents: string | number;
  jobs: string[] | null;
  commitments: TCommitmentRef[] | null;
  first_invoice_id: string | null;
};

/** What stops paying a bill now: an invoice's holds for payment; a release's vendor compliance. */
export async function billHolds(
  tx: Db,
  organizationId: string,
  bill: { kind: 'invoice' | 'retainage'; vendorId: string; invoiceId: string | null },
): Promise<TApHold[]> {
  if (!bill.invoiceId) return [];
  const holds = await invoiceHolds(
    tx,
    { organizationId, vendorId: bill.vendorId, invoiceId: bill.invoiceId },
    'payment',
  );
  // A release pays retainage of invoices already paid or payable: only the vendor's standing counts.
  return bill.kind === 'invoice' ? holds : holds.filter((h) => h.kind === 'compliance_expired');
}

/**
 * The Pay Bills screen's rows: posted invoices with net still open and posted retainage releases not
 * yet paid in full, due by the date (all when absent), of a vendor and job when given; by vendor, then
 * due date. Each with its holds for payment (the invoices module's checks, lien waivers included).
 */
export async function findPayables(
  tx: Db,
  organizationId: string,
  query: TApPayablesQuery,
): Promise<{ items: TApPayable[]; truncated: boolean }> {
  const org = organizationId;
  const invoiceFilters = [
    query.due_by ? sql`and i.due_date <= ${query.due_by}::date` : sql``,
    query.vendor_id ? sql`and i.vendor_id = ${query.vendor_id}` : sql``,
    query.job_id
      ? sql`and exists (select 1 from ap_invoice_lines l where l.organization_id = i.organization_id
          and l.invoice_id = i.id and l.job_id = ${query.job_id})`
      : sql``,
  ];
  const releaseFilters = [
    query.due_by ? sql`and r.due_date <= ${query.due_by}::date` : sql``,
    query.vendor_id ? sql`and r.vendor_id = ${query.vendor_id}` : sql``,
    query.job_id ? sql`and c.job_id = ${query.job_id}` : sql``,
  ];
  const invoices = rowsOf<TBillRow>(
    await tx.execute(sql`
      select * from (
        select i.id, i.vendor_id, v.vendor_number, v.name as vendor_name, i.invoice_number as number,
          i.description, to_char(i.invoice_date, 'YYYY-MM-DD') as document_date,
          to_char(i.due_date, 'YYYY-MM-DD') as due_date, i.net_cents as amount_cents,
          (${paidOnInvoice(org, sql`i.id`)}) as paid_cents,
          (select array_agg(distinct p.project_number order by p.project_number) from ap_invoice_lines l
            join projects p on p.organization_id = l.organization_id and p.id = l.job_id
            where l.organization_id = i.organization_id and l.invoice_id = i.id) as jobs,
          (select json_agg(distinct jsonb_build_object('id', c.id, 'number', c.commitment_number, 'kind', c.kind, 'job_id', c.job_id))
            from ap_invoice_lines l
            join commitments c on c.organization_id = l.organization_id and c.id = l.commitment_id
            where l.organization_id = i.organization_id and l.invoice_id = i.id) as commitments,
          i.id as first_invoice_id
        from ap_invoices i
        join vendors v on v.organization_id = i.organization_id and v.id = i.vendor_id
        where i.organization_id = ${org} and i.status = 'posted' ${sql.join(invoiceFilters, sql` `)}
      ) b where b.amount_cents > b.paid_cents
      order by b.vendor_name, b.vendor_id, b.due_date, b.number
      limit ${PAYABLES_LIMIT + 1}`),
  );
  const releases = rowsOf<TBillRow>(
    await tx.execute(sql`
      select * from (
        select r.id, r.vendor_id, v.vendor_number, v.name as vendor_name, coalesce(c.commitment_number, '') as number,
          r.description, to_char(r.release_date, 'YYYY-MM-DD') as document_date,
          to_char(r.due_date, 'YYYY-MM-DD') as due_date, r.amount_cents,
          (${paidOnRelease(org, sql`r.id`)}) as paid_cents,
          case when p.project_number is null then null else array[p.project_number] end as jobs,
          case when c.id is null then null
            else json_build_array(json_build_object('id', c.id, 'number', c.commitment_number, 'kind', c.kind, 'job_id', c.job_id)) end as commitments,
          (select rl.invoice_id from ap_retainage_release_lines rl
            where rl.organization_id = r.organization_id and rl.release_id = r.id order by rl.invoice_id limit 1) as first_invoice_id
        from ap_retainage_releases r
        join vendors v on v.organization_id = r.organization_id and v.id = r.vendor_id
        left join commitments c on c.organization_id = r.organization_id and c.id = r.commitment_id
        left join projects p on p.organization_id = c.organization_id and p.id = c.job_id
        where r.organization_id = ${org} and r.status = 'posted' ${sql.join(releaseFilters, sql` `)}
      ) b where b.amount_cents > b.paid_cents
      order by b.vendor_name, b.vendor_id, b.due_date
      limit ${PAYABLES_LIMIT + 1}`),
  );
  const bills = [
    ...invoices.map((r) => ({ kind: 'invoice' as const, row: r })),
    ...releases.map((r) => ({ kind: 'retainage' as const, row: r })),
  ].sort(
    (a, b) =>
      a.row.vendor_name.localeCompare(b.row.vendor_name) ||
      a.row.vendor_id.localeCompare(b.row.vendor_id) ||
      a.row.due_date.localeCompare(b.row.due_date) ||
      a.row.number.localeCompare(b.row.number),
  );
  const shown = bills.slice(0, PAYABLES_LIMIT);
  const items: TApPayable[] = [];
  for (const { kind, row } of shown) {
    const amount = Number(row.amount_cents);
    const paid = Number(row.paid_cents);
    items.push({
      kind,
      id: row.id,
      vendor: { id: row.vendor_id, number: row.vendor_number, name: row.vendor_name },
      number: row.number,
      label: payableLabel(kind, row.number),
      description: row.description,
      document_date: row.document_date,
      due_date: row.due_date,
      jobs: row.jobs ?? [],
      commitments: [...(row.commitments ?? [])].sort((a, b) => a.number.localeCompare(b.number)),
      amount_cents: amount,
      paid_cents: paid,
      open_cents: amount - paid,
      holds: await billHolds(tx, org, { kind, vendorId: row.vendor_id, invoiceId: row.first_invoice_id }),
    });
  }
  return { items, truncated: bills.length > PAYABLES_LIMIT };
}
