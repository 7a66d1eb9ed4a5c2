import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../../db/client.ts';

/*
 * What points at an import run's records (issue 24), read set-wise from the run's import_run_records:
 * the rollback is refused with the first reason found. Each check is one query.
 */

/** The run's records of one entity type (and action), as a subquery of ids. */
export function runRecordIds(
  organizationId: string,
  runId: string,
  entityType: string,
  action?: 'created',
): SQL {
  const onlyCreated = action ? sql`and action = ${action}` : sql``;
  return sql`(select entity_id from import_run_records
    where organization_id = ${organizationId} and run_id = ${runId} and entity_type = ${entityType} ${onlyCreated})`;
}

/**
 * Every journal entry the run posted: those recorded as entries, and the postings of its opening
 * invoices and bills.
 */
export function runEntryIds(organizationId: string, runId: string): SQL {
  return sql`(
    select entity_id from import_run_records
    where organization_id = ${organizationId} and run_id = ${runId} and entity_type = 'journal_entry'
    union
    select p.journal_entry_id from pay_applications p
    where p.organization_id = ${organizationId} and p.journal_entry_id is not null
      and p.id in ${runRecordIds(organizationId, runId, 'pay_application')}
    union
    select i.journal_entry_id from ap_invoices i
    where i.organization_id = ${organizationId} and i.journal_entry_id is not null
      and i.id in ${runRecordIds(organizationId, runId, 'ap_invoice')})`;
}

type TCheck = (tx: Db, organizationId: string, runId: string) => Promise<string | null>;

async function first<T>(tx: Db, query: SQL): Promise<T | null> {
  return rowsOf<T>(await tx.execute(query))[0] ?? null;
}

const laterRun: TCheck = async (tx, org, runId) => {
  const row = await first<{ created: string }>(
    tx,
    sql`
      select to_char(l.created_at, 'YYYY-MM-DD') as created
      from import_runs r
      join import_runs l on l.organization_id = r.organization_id and l.id <> r.id and l.created_at > r.created_at
      where r.organization_id = ${org} and r.id = ${runId}
        and (l.status in ('importing', 'imported')
             or (l.status = 'failed' and exists (select 1 from import_run_records x
                                                  where x.organization_id = l.organization_id and x.run_id = l.id)))
      order by l.created_at limit 1`,
  );
  return row ? `a later import (started ${row.created}) is still in place: roll it back first` : null;
};

const receiptOnOpeningInvoice: TCheck = async (tx, org, runId) => {
  const row = await first<{ customer: string; number: string }>(
    tx,
    sql`
      select c.name as customer, coalesce(p.source_number, p.application_number::text) as number
      from receipt_applications ra
      join customer_receipts r on r.organization_id = ra.organization_id and r.id = ra.receipt_id
      join pay_applications p on p.organization_id = ra.organization_id and p.id = ra.application_id
      join customers c on c.organization_id = r.organization_id and c.id = r.customer_id
      where ra.organization_id = ${org} and r.void_entry_id is null
        and ra.application_id in ${runRecordIds(org, runId, 'pay_application')}
      order by r.receipt_date, number limit 1`,
  );
  return row ? `a receipt from ${row.customer} is applied to opening invoice ${row.number}` : null;
};

const paymentOnOpeningBill: TCheck = async (tx, org, runId) => {
  const row = await first<{ vendor: string; number: string; what: string }>(
    tx,
    sql`
      select v.name as vendor, i.invoice_number as number, x.what
      from (
        select pa.invoice_id, 'payment' as what from ap_payment_applications pa
        join ap_payments p on p.organization_id = pa.organization_id and p.id = pa.payment_id
        where pa.organization_id = ${org} and p.status <> 'void'
        union all
        select rl.invoice_id, 'retainage release' from ap_retainage_release_lines rl
        join ap_retainage_releases r on r.organization_id = rl.organization_id and r.id = rl.release_id
        where rl.organization_id = ${org} and r.status <> 'void'
      ) x
      join ap_invoices i on i.organization_id = ${org} and i.id = x.invoice_id
      join vendors v on v.organization_id = ${org} and v.id = i.vendor_id
      where x.invoice_id in ${runRecordIds(org, runId, 'ap_invoice')}
      order by i.invoice_number limit 1`,
  );
  if (!row) return null;
  return row.what === 'payment'
    ? `a payment to ${row.vendor} is applied to opening bill ${row.number}`
    : `a retainage release of ${row.vendor} includes opening bill ${row.number}`;
};

const bankMatch: TCheck = async (tx, org, runId) => {
  const row = await first<{ kind: string | null; reference: string | null; number: string }>(
    tx,
    sql`
      select b.kind, b.reference, m.entry_id::text as entry, l.entry_number as number
      from bank_match_items m
      join journal_lines l on l.entry_id = m.entry_id and l.line_number = m.line_number
      left join bank_opening_items b on b.entry_id = m.entry_id and b.line_number = m.line_number
      where m.organization_id = ${org} and m.entry_id in ${runEntryIds(org, runId)}
      order by l.entry_number, m.line_number limit 1`,
  );
  if (!row) return null;
  if (row.kind)
    return `a bank reconciliation matched the outstanding ${row.kind}${row.reference ? ` ${row.reference}` : ''}`;
  return `a bank reconciliation matched a line of entry ${row.number}`;
};

const laterLineOnCreatedAccount: TCheck = async (tx, org, runId) => {
  const row = await first<{ number: string; name: string; entry: string }>(
    tx,
    sql`
      with run_entries as ${runEntryIds(org, runId)}
      select a.account_number as number, a.account_name as name, l.entry_number as entry
      from journal_lines l
      join chart_of_accounts a on a.organization_id = l.organization_id and a.id = l.account_id
      join journal_entries e on e.organization_id = l.organization_id and e.id = l.entry_id
      where l.organization_id = ${org}
        and l.account_id in ${runRecordIds(org, runId, 'account', 'created')}
        and l.entry_id not in (select entity_id from run_entries where entity_id is not null)
        and (e.reverses_id is null or e.reverses_id not in (select entity_id from run_entries where entity_id is not null))
      order by l.entry_date, l.entry_number limit 1`,
  );
  return row ? `account ${row.number} ${row.name} has entries posted since the import (${row.entry})` : null;
};

/** Another document on a job, customer or vendor the run created (its own opening documents aside). */
const otherDocuments: TCheck = async (tx, org, runId) => {
  const jobs = runRecordIds(org, runId, 'job', 'created');
  const customers = runRecordIds(org, runId, 'customer', 'created');
  const vendors = runRecordIds(org, runId, 'vendor', 'created');
  const apps = runRecordIds(org, runId, 'pay_application');
  const bills = runRecordIds(org, runId, 'ap_invoice');
  const row = await first<{ what: string; label: string }>(
    tx,
    sql`
      with run_entries as ${runEntryIds(org, runId)}
      select x.what, x.label from (
        select 1 as o, 'job' as what, j.project_number || ' ' || j.project_name as label
        from projects j
        where j.organization_id = ${org} and j.id in ${jobs}
          and (exists (select 1 from pay_applications p where p.organization_id = ${org} and p.job_id = j.id and p.id not in ${apps})
            or exists (select 1 from job_contracts k where k.organization_id = ${org} and k.job_id = j.id)
            or exists (select 1 from commitments k where k.organization_id = ${org} and k.job_id = j.id)
            or exists (select 1 from ap_invoice_lines k where k.organization_id = ${org} and k.job_id = j.id and k.invoice_id not in ${bills})
            or exists (select 1 from time_entries k where k.organization_id = ${org} and k.job_id = j.id)
            or exists (select 1 from journal_lines k where k.organization_id = ${org} and k.job_id = j.id
                         and k.entry_id not in (select entity_id from run_entries where entity_id is not null)))
        union all
        select 2, 'customer', c.name
        from customers c
        where c.organization_id = ${org} and c.id in ${customers}
          and (exists (select 1 from projects k where k.organization_id = ${org} and k.customer_id = c.id and k.id not in ${jobs})
            or exists (select 1 from pay_applications k where k.organization_id = ${org} and k.customer_id = c.id and k.id not in ${apps})
            or exists (select 1 from customer_receipts k where k.organization_id = ${org} and k.customer_id = c.id))
        union all
        select 3, 'vendor', v.name
        from vendors v
        where v.organization_id = ${org} and v.id in ${vendors}
          and (exists (select 1 from ap_invoices k where k.organization_id = ${org} and k.vendor_id = v.id and k.id not in ${bills})
            or exists (select 1 from commitments k where k.organization_id = ${org} and k.vendor_id = v.id)
            or exists (select 1 from ap_payments k where k.organization_id = ${org} and k.vendor_id = v.id))
      ) x order by x.o, x.label limit 1`,
  );
  return row ? `${row.what} ${row.label} has other documents` : null;
};

const booksClosed: TCheck = async (tx, org, runId) => {
  const row = await first<{ closed: string | null; earliest: string | null }>(
    tx,
    sql`
      select to_char(o.books_closed_through, 'YYYY-MM-DD') as closed,
        (select to_char(min(e.entry_date), 'YYYY-MM-DD') from journal_entries e
         where e.organization_id = ${org} and e.reversed_by_id is null and e.id in ${runEntryIds(org, runId)}) as earliest
      from organizations o where o.id = ${org}`,
  );
  if (!row?.closed || !row.earliest || row.earliest > row.closed) return null;
  return `the books are closed through ${row.closed}: reopen that period first`;
};

export const ROLLBACK_CHECKS: readonly TCheck[] = [
  laterRun,
  receiptOnOpeningInvoice,
  paymentOnOpeningBill,
  bankMatch,
  laterLineOnCreatedAccount,
  otherDocuments,
  booksClosed,
];
