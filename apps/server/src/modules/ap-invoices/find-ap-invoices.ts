import type { TApInvoiceListItem, TApInvoiceListQuery, TPage } from '@groundwork/shared';
import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { apInvoiceLines, apInvoices, vendors } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/db-errors.ts';
import { jobsOfInvoices } from './ap-invoice-json.ts';

/**
 * A page of the company's vendor invoices, newest invoice date first; search matches the vendor's
 * invoice number, the description and the vendor (number, name); filters: status (`open` = entered or
 * approved), vendor, job.
 */
export async function findApInvoices(
  tx: Db,
  organizationId: string,
  query: TApInvoiceListQuery,
): Promise<TPage<TApInvoiceListItem>> {
  const conditions: (SQL | undefined)[] = [eq(apInvoices.organizationId, organizationId)];
  if (query.status === 'open') conditions.push(inArray(apInvoices.status, ['entered', 'approved']));
  else if (query.status !== 'all') conditions.push(eq(apInvoices.status, query.status));
  if (query.vendorId) conditions.push(eq(apInvoices.vendorId, query.vendorId));
  if (query.jobId)
    conditions.push(
      sql`exists (select 1 from ${apInvoiceLines} l where l.organization_id = ${apInvoices.organizationId}
        and l.invoice_id = ${apInvoices.id} and l.job_id = ${query.jobId})`,
    );
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(
        sql`${apInvoices.searchText} like lower(${pattern})`,
        sql`${vendors.searchText} like lower(${pattern})`,
      ),
    );
  }
  const where = and(...conditions);
  const joinVendor = and(
    eq(vendors.organizationId, apInvoices.organizationId),
    eq(vendors.id, apInvoices.vendorId),
  );
  const [counted] = await tx
    .select({ total: count() })
    .from(apInvoices)
    .innerJoin(vendors, joinVendor)
    .where(where);
  const rows = await tx
    .select({
      invoice: apInvoices,
      vendor: { id: vendors.id, number: vendors.vendorNumber, name: vendors.name },
      hasDocument: sql<boolean>`${apInvoices.documentId} is not null`,
    })
    .from(apInvoices)
    .innerJoin(vendors, joinVendor)
    .where(where)
    .orderBy(desc(apInvoices.invoiceDate), desc(apInvoices.createdAt))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const jobs = await jobsOfInvoices(
    tx,
    organizationId,
    rows.map((r) => r.invoice.id),
  );
  return {
    items: rows.map(({ invoice: i, vendor, hasDocument }) => ({
      id: i.id,
      vendor,
      invoice_number: i.invoiceNumber,
      invoice_date: i.invoiceDate,
      due_date: i.dueDate,
      description: i.description,
      status: i.status,
      jobs: jobs.get(i.id) ?? [],
      gross_cents: i.grossCents,
      retainage_cents: i.retainageCents,
      net_cents: i.netCents,
      has_document: hasDocument,
      created_at: i.createdAt.toISOString(),
    })),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * The dashboard badge of Enter Invoice: entered invoices the caller may approve — under the office
 * setting, every one for company admins and accountants; under the project manager setting, those
 * whose jobs all have the caller as project manager, plus (for the office roles) those that fall back
 * to the office; internal staff count every one. One statement (the roles read from user_roles).
 */
export async function countInvoicesToApprove(
  tx: Db,
  caller: { organizationId: string; userId: string },
): Promise<number> {
  const result = await tx.execute(sql`
    with me as (
      select bool_or(role in ('director', 'super_admin')) as internal,
             bool_or(role in ('company_admin', 'accountant')) as office
      from user_roles where organization_id = ${caller.organizationId} and user_id = ${caller.userId}
    ),
    inv as (
      select i.id,
        bool_or(l.job_id is null) as has_no_job,
        bool_or(l.job_id is not null and p.project_manager_id is null) as unmanaged,
        count(distinct p.project_manager_id) as managers,
        min(p.project_manager_id::text) as manager
      from ap_invoices i
      join ap_invoice_lines l on l.organization_id = i.organization_id and l.invoice_id = i.id
      left join projects p on p.organization_id = l.organization_id and p.id = l.job_id
      where i.organization_id = ${caller.organizationId} and i.status = 'entered'
      group by i.id
    )
    select count(*) filter (where
      coalesce(me.internal, false)
      or (o.ap_approver = 'office' and coalesce(me.office, false))
      or (o.ap_approver = 'project_manager' and not inv.has_no_job and not inv.unmanaged
          and inv.managers = 1 and inv.manager = ${caller.userId}::text)
      or (o.ap_approver = 'project_manager' and coalesce(me.office, false)
          and (inv.has_no_job or inv.unmanaged or inv.managers <> 1))
    )::int as n
    from inv, me, organizations o where o.id = ${caller.organizationId}`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}
