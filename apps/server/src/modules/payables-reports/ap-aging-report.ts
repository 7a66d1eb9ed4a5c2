import {
  addToAging,
  agingBucket,
  type TApAgingDetail,
  type TApAgingReport,
  type TApAgingVendor,
  zeroAgingFigures,
} from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { apDocumentSets } from './ap-document-sets.ts';
import { payablesControlBalances } from './payables-controls.ts';

type TRow = {
  kind: 'invoice' | 'retainage';
  id: string;
  invoice_id: string | null;
  vendor_id: string;
  vendor_number: string;
  vendor_name: string;
  number: string;
  document_date: string;
  due_date: string;
  days_past_due: number;
  open_cents: string;
  held_cents: string;
  job_numbers: string[] | null;
};

export type TApAgingFilter = { jobId?: string; vendorId?: string };

/**
 * The bills open or holding retainage as of a date, one row each, in one query:
 *   an invoice — its net less the payments applied to it (open, aged by its due date) and its
 *     retainage less what releases made payable (held, never aged);
 *   a retainage release — what it made payable less the payments applied to it (open, aged by the
 *     release's due date): released retainage is a bill in accounts payable like any other.
 * A job's filter keeps the invoices with a line on the job (each whole: an invoice billing two jobs
 * shows under both) and the releases of its commitments.
 */
async function agingRows(tx: Db, organizationId: string, asOf: string, filter: TApAgingFilter) {
  const org = organizationId;
  const job = filter.jobId ? sql`and ${filter.jobId}::uuid = any(j.job_ids)` : sql``;
  return rowsOf<TRow>(
    await tx.execute(sql`
      with ${apDocumentSets(org, asOf, { vendorId: filter.vendorId })},
      inv_paid as (select invoice_id, sum(amount_cents) as s from paid where kind = 'invoice' group by 1),
      inv_released as (select invoice_id, sum(amount_cents) as s from released group by 1),
      rel_paid as (select release_id, sum(amount_cents) as s from paid where kind = 'retainage' group by 1),
      -- The invoice a release opens on screen: the first one (by date, number) it released.
      first_invoice as (
        select distinct on (x.release_id) x.release_id, x.invoice_id
        from released x join inv on inv.id = x.invoice_id
        order by x.release_id, inv.invoice_date, inv.invoice_number
      ),
      bills as (
        select 'invoice' as kind, i.id, i.id as invoice_id, null::uuid as commitment_id, i.vendor_id,
          i.invoice_number as number, i.invoice_date as document_date, i.due_date,
          i.net_cents - coalesce(p.s, 0) as open_cents, i.retainage_cents - coalesce(r.s, 0) as held_cents
        from inv i
        left join inv_paid p on p.invoice_id = i.id
        left join inv_released r on r.invoice_id = i.id
        union all
        select 'retainage', r.id, f.invoice_id, r.commitment_id, r.vendor_id,
          coalesce(c.commitment_number, 'Retainage'), r.release_date, r.due_date,
          r.amount_cents - coalesce(p.s, 0), 0
        from rel r
        left join rel_paid p on p.release_id = r.id
        left join first_invoice f on f.release_id = r.id
        left join commitments c on c.organization_id = ${org} and c.id = r.commitment_id
      ),
      open_bills as (select * from bills where open_cents <> 0 or held_cents <> 0),
      -- The jobs of each open bill, set-wise: an invoice's lines; a release's commitment, or (none)
      -- the lines of the invoices it released.
      bill_jobs as (
        select b.id as bill_id, l.job_id
        from open_bills b join ap_invoice_lines l on l.organization_id = ${org} and l.invoice_id = b.id
        where b.kind = 'invoice' and l.job_id is not null
        union
        select b.id, l.job_id
        from open_bills b
        join released x on x.release_id = b.id
        join ap_invoice_lines l on l.organization_id = ${org} and l.invoice_id = x.invoice_id
        where b.kind = 'retainage' and b.commitment_id is null and l.job_id is not null
        union
        select b.id, c.job_id
        from open_bills b join commitments c on c.organization_id = ${org} and c.id = b.commitment_id
        where b.kind = 'retainage'
      ),
      jobs_of as (
        select bj.bill_id, array_agg(p.id) as job_ids,
          array_agg(p.project_number order by p.project_number) as job_numbers
        from bill_jobs bj join projects p on p.organization_id = ${org} and p.id = bj.job_id
        group by bj.bill_id
      )
      select b.kind, b.id, b.invoice_id, b.vendor_id, v.vendor_number, v.name as vendor_name, b.number,
        to_char(b.document_date, 'YYYY-MM-DD') as document_date, to_char(b.due_date, 'YYYY-MM-DD') as due_date,
        (${asOf}::date - b.due_date) as days_past_due, b.open_cents::text as open_cents,
        b.held_cents::text as held_cents, j.job_numbers
      from open_bills b
      join vendors v on v.organization_id = ${org} and v.id = b.vendor_id
      left join jobs_of j on j.bill_id = b.id
      where true ${job}
      order by v.name, v.vendor_number, b.due_date, b.document_date, b.number, b.kind`),
  );
}

const sumsOf = (rows: readonly TRow[]) => ({
  open: rows.reduce((s, r) => s + Number(r.open_cents), 0),
  held: rows.reduce((s, r) => s + Number(r.held_cents), 0),
});

/**
 * The whole company's aging totals without its rows (what a filtered aging ties out with): Σ open of
 * the bills = Σ net invoiced + Σ released − Σ paid on them; Σ held = Σ withheld − Σ released — the
 * same sums the rows add up to.
 */
async function subledgerTotals(tx: Db, organizationId: string, asOf: string) {
  const [row] = rowsOf<{ open: string; held: string }>(
    await tx.execute(sql`
      with ${apDocumentSets(organizationId, asOf)}
      select
        ((select coalesce(sum(net_cents), 0) from inv)
          + (select coalesce(sum(amount_cents), 0) from rel)
          - (select coalesce(sum(p.amount_cents), 0) from paid p
             where (p.kind = 'invoice' and p.invoice_id in (select id from inv))
                or (p.kind = 'retainage' and p.release_id in (select id from rel))))::text as open,
        ((select coalesce(sum(retainage_cents), 0) from inv)
          - (select coalesce(sum(x.amount_cents), 0) from released x
             where x.invoice_id in (select id from inv)))::text as held`),
  );
  return { open: Number(row?.open ?? 0), held: Number(row?.held ?? 0) };
}

/**
 * AP aging as of a date: per vendor the open amounts in current (up to the due date), 1–30, 31–60,
 * 61–90 and over 90 days past it, retainage held as its own column, and the totals; with the tie-out
 * of the whole company's aging to the accounts payable and retainage payable control accounts.
 */
export async function apAgingReport(
  tx: Db,
  organizationId: string,
  asOf: string,
  filter: TApAgingFilter = {},
): Promise<TApAgingReport> {
  const rows = await agingRows(tx, organizationId, asOf, filter);
  const isFiltered = Boolean(filter.jobId || filter.vendorId);
  // One statement at a time: a transaction is one connection.
  const company = isFiltered ? await subledgerTotals(tx, organizationId, asOf) : sumsOf(rows);
  const controls = await payablesControlBalances(tx, organizationId, asOf);

  const vendors = new Map<string, TApAgingVendor>();
  const details: TApAgingDetail[] = [];
  const totals = zeroAgingFigures();
  for (const row of rows) {
    let vendor = vendors.get(row.vendor_id);
    if (!vendor) {
      vendor = {
        vendor_id: row.vendor_id,
        vendor_number: row.vendor_number,
        vendor_name: row.vendor_name,
        ...zeroAgingFigures(),
      };
      vendors.set(row.vendor_id, vendor);
    }
    const open = Number(row.open_cents);
    const held = Number(row.held_cents);
    const days = Number(row.days_past_due);
    const bucket = agingBucket(days);
    addToAging(vendor, bucket, open, held);
    addToAging(totals, bucket, open, held);
    details.push({
      kind: row.kind,
      id: row.id,
      invoice_id: row.invoice_id,
      vendor_id: row.vendor_id,
      number: row.number,
      document_date: row.document_date,
      due_date: row.due_date,
      days_past_due: days,
      bucket,
      open_cents: open,
      retainage_held_cents: held,
      jobs: row.job_numbers ?? [],
    });
  }

  const tieOut = {
    ap_subledger_cents: company.open,
    ap_control_cents: controls.accountsPayableCents,
    retainage_subledger_cents: company.held,
    retainage_control_cents: controls.retainagePayableCents,
  };
  return {
    as_of: asOf,
    job_id: filter.jobId ?? null,
    vendor_id: filter.vendorId ?? null,
    vendors: [...vendors.values()],
    details,
    totals,
    tie_out: {
      ...tieOut,
      in_balance:
        tieOut.ap_subledger_cents === tieOut.ap_control_cents &&
        tieOut.retainage_subledger_cents === tieOut.retainage_control_cents,
    },
  };
}
