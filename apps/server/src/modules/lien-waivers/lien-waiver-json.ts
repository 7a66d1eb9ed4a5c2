import {
  AP_PAYMENT_METHOD_LABELS,
  lienWaiverLabel,
  type TLienWaiver,
  type TLienWaiverListQuery,
  type TPage,
} from '@groundwork/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { documents } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/db-errors.ts';
import { documentJson, selectDocuments } from '../documents/document-json.ts';
import { LienWaiverErrors } from './lien-waivers.errors.ts';

type TWaiverRow = {
  id: string;
  vendor_id: string;
  vendor_number: string;
  vendor_name: string;
  job_id: string;
  job_number: string;
  job_name: string;
  commitment_id: string | null;
  commitment_number: string | null;
  invoice_id: string | null;
  invoice_number: string | null;
  payment_id: string | null;
  payment_method: 'check' | 'ach' | 'wire' | null;
  payment_check_number: string | null;
  payment_reference: string | null;
  payment_status: 'posted' | 'void' | null;
  release_id: string | null;
  release_amount: string | null;
  condition: TLienWaiver['condition'];
  scope: TLienWaiver['scope'];
  status: TLienWaiver['status'];
  amount_cents: string | null;
  through_date: string | null;
  jurisdiction: string | null;
  notes: string | null;
  document_id: string | null;
  requested_at: string;
  requested_by: string | null;
  requested_by_name: string | null;
  received_on: string | null;
  received_by: string | null;
  received_by_name: string | null;
  verified_at: string | null;
  verified_by: string | null;
  verified_by_name: string | null;
};

const name = (alias: string) =>
  sql.raw(
    `coalesce(nullif(${alias}.full_name, ''), nullif(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), ''), ${alias}.email)`,
  );

const waiverSelect = sql`
  select w.id, w.vendor_id, v.vendor_number, v.name as vendor_name, w.job_id, p.project_number as job_number,
    p.project_name as job_name, w.commitment_id, c.commitment_number, w.invoice_id, i.invoice_number,
    w.payment_id, pay.method as payment_method, pay.check_number as payment_check_number,
    pay.reference as payment_reference, pay.status as payment_status, w.release_id, r.amount_cents::text as release_amount,
    w.condition, w.scope, w.status, w.amount_cents::text as amount_cents, to_char(w.through_date, 'YYYY-MM-DD') as through_date,
    w.jurisdiction, w.notes, w.document_id, w.requested_at::text as requested_at,
    w.requested_by, ${name('rq')} as requested_by_name, to_char(w.received_on, 'YYYY-MM-DD') as received_on,
    w.received_by, ${name('rc')} as received_by_name, w.verified_at::text as verified_at,
    w.verified_by, ${name('vf')} as verified_by_name
  from lien_waivers w
  join vendors v on v.organization_id = w.organization_id and v.id = w.vendor_id
  join projects p on p.organization_id = w.organization_id and p.id = w.job_id
  left join commitments c on c.organization_id = w.organization_id and c.id = w.commitment_id
  left join ap_invoices i on i.organization_id = w.organization_id and i.id = w.invoice_id
  left join ap_payments pay on pay.organization_id = w.organization_id and pay.id = w.payment_id
  left join ap_retainage_releases r on r.organization_id = w.organization_id and r.id = w.release_id
  left join profiles rq on rq.id = w.requested_by
  left join profiles rc on rc.id = w.received_by
  left join profiles vf on vf.id = w.verified_by`;

const iso = (v: string | null) => (v ? new Date(v).toISOString() : null);
const person = (id: string | null, n: string | null) => (id ? { id, name: n ?? '' } : null);

function toWaiver(r: TWaiverRow, document: TLienWaiver['document']): TLienWaiver {
  return {
    id: r.id,
    vendor: { id: r.vendor_id, number: r.vendor_number, name: r.vendor_name },
    job: { id: r.job_id, number: r.job_number, name: r.job_name },
    commitment:
      r.commitment_id && r.commitment_number ? { id: r.commitment_id, number: r.commitment_number } : null,
    invoice: r.invoice_id && r.invoice_number ? { id: r.invoice_id, invoice_number: r.invoice_number } : null,
    payment:
      r.payment_id && r.payment_method && r.payment_status
        ? {
            id: r.payment_id,
            label:
              `${AP_PAYMENT_METHOD_LABELS[r.payment_method]} ${(r.payment_method === 'check' ? r.payment_check_number : r.payment_reference) ?? ''}`.trim(),
            status: r.payment_status,
          }
        : null,
    release: r.release_id ? { id: r.release_id, amount_cents: Number(r.release_amount ?? 0) } : null,
    condition: r.condition,
    scope: r.scope,
    label: lienWaiverLabel(r.condition, r.scope),
    status: r.status,
    amount_cents: r.amount_cents === null ? null : Number(r.amount_cents),
    through_date: r.through_date,
    jurisdiction: r.jurisdiction,
    notes: r.notes,
    document,
    requested_at: iso(r.requested_at) ?? '',
    requested_by: person(r.requested_by, r.requested_by_name),
    received_on: r.received_on,
    received_by: person(r.received_by, r.received_by_name),
    verified_at: iso(r.verified_at),
    verified_by: person(r.verified_by, r.verified_by_name),
  };
}

/** The documents (signed copies) of the waivers listed, by id, in one query. */
async function documentsOf(tx: Db, organizationId: string, ids: readonly string[]) {
  const wanted = [...new Set(ids)];
  const map = new Map<string, TLienWaiver['document']>();
  if (wanted.length === 0) return map;
  const rows = await selectDocuments(tx).where(
    and(
      eq(documents.organizationId, organizationId),
      sql`${documents.id} in (${sql.join(
        wanted.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    ),
  );
  for (const row of rows) map.set(row.document.id, documentJson(row));
  return map;
}

/** The waiver row of the caller's company (404 otherwise), locked when `lock`. */
export async function findWaiverRow(tx: Db, organizationId: string, id: string, lock = false) {
  const [row] = rowsOf<{
    id: string;
    status: TLienWaiver['status'];
    vendor_id: string;
    document_id: string | null;
  }>(
    await tx.execute(sql`
      select id, status, vendor_id, document_id from lien_waivers
      where organization_id = ${organizationId} and id = ${id} ${lock ? sql`for update` : sql``}`),
  );
  if (!row) throw LienWaiverErrors.notFound();
  return row;
}

export async function loadLienWaiver(tx: Db, organizationId: string, id: string): Promise<TLienWaiver> {
  const [row] = rowsOf<TWaiverRow>(
    await tx.execute(sql`${waiverSelect} where w.organization_id = ${organizationId} and w.id = ${id}`),
  );
  if (!row) throw LienWaiverErrors.notFound();
  const docs = await documentsOf(tx, organizationId, row.document_id ? [row.document_id] : []);
  return toWaiver(row, (row.document_id && docs.get(row.document_id)) || null);
}

/**
 * A page of waivers: outstanding (requested or received, not verified) by default, oldest request
 * first so the longest waiting lead; by vendor, job and a search of vendor, job, commitment and invoice.
 */
export async function findLienWaivers(
  tx: Db,
  organizationId: string,
  query: TLienWaiverListQuery,
): Promise<TPage<TLienWaiver>> {
  const where: SQL[] = [sql`w.organization_id = ${organizationId}`];
  if (query.status === 'outstanding') where.push(sql`w.status <> 'verified'`);
  else if (query.status !== 'all') where.push(sql`w.status = ${query.status}`);
  if (query.vendor_id) where.push(sql`w.vendor_id = ${query.vendor_id}`);
  if (query.job_id) where.push(sql`w.job_id = ${query.job_id}`);
  if (query.search) {
    const like = containsPattern(query.search.toLowerCase());
    where.push(sql`(v.search_text like ${like} or lower(p.project_number || ' ' || p.project_name) like ${like}
      or lower(coalesce(c.commitment_number, '')) like ${like} or lower(coalesce(i.invoice_number, '')) like ${like})`);
  }
  const condition = sql.join(where, sql` and `);
  const [counted] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      select count(*)::int as n from lien_waivers w
      join vendors v on v.organization_id = w.organization_id and v.id = w.vendor_id
      join projects p on p.organization_id = w.organization_id and p.id = w.job_id
      left join commitments c on c.organization_id = w.organization_id and c.id = w.commitment_id
      left join ap_invoices i on i.organization_id = w.organization_id and i.id = w.invoice_id
      where ${condition}`),
  );
  const page = rowsOf<TWaiverRow>(
    await tx.execute(sql`
      ${waiverSelect} where ${condition}
      order by w.requested_at, w.id
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
  );
  const docs = await documentsOf(
    tx,
    organizationId,
    page.flatMap((r) => (r.document_id ? [r.document_id] : [])),
  );
  return {
    items: page.map((r) => toWaiver(r, (r.document_id && docs.get(r.document_id)) || null)),
    total: counted?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The dashboard badge of Lien Waivers: the company's waivers not yet verified. */
export async function countOutstandingWaivers(tx: Db, caller: { organizationId: string }): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      select count(*)::int as n from lien_waivers
      where organization_id = ${caller.organizationId} and status <> 'verified'`),
  );
  return row?.n ?? 0;
}
