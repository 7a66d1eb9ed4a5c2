import {
  AP_PAYMENT_METHOD_LABELS,
  payableLabel,
  type TApPayment,
  type TApPaymentListItem,
  type TApPaymentListQuery,
  type TPage,
} from '@groundwork/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { containsPattern } from '../../lib/db-errors.ts';
import { ApPaymentErrors } from './ap-payments.errors.ts';

type TPaymentRow = {
  id: string;
  vendor_id: string;
  vendor_number: string;
  vendor_name: string;
  payment_date: string;
  bank_account_id: string;
  account_number: string;
  account_name: string;
  method: TApPaymentListItem['method'];
  check_number: string | null;
  reference: string | null;
  memo: string | null;
  amount_cents: string | number;
  status: TApPaymentListItem['status'];
  entry_number: string | null;
  void_date: string | null;
  paid: { kind: 'invoice' | 'retainage'; number: string }[] | null;
  created_at: string;
};

const paymentSelect = sql`
  select p.id, p.vendor_id, v.vendor_number, v.name as vendor_name, to_char(p.payment_date, 'YYYY-MM-DD') as payment_date,
    p.bank_account_id, a.account_number, a.account_name, p.method, p.check_number, p.reference, p.memo,
    p.amount_cents, p.status, je.entry_number, to_char(ve.entry_date, 'YYYY-MM-DD') as void_date,
    (select json_agg(distinct jsonb_build_object('kind', pa.kind,
        'number', case when pa.kind = 'invoice' then i.invoice_number else coalesce(c.commitment_number, i.invoice_number) end))
      from ap_payment_applications pa
      join ap_invoices i on i.organization_id = pa.organization_id and i.id = pa.invoice_id
      left join ap_retainage_releases r on r.organization_id = pa.organization_id and r.id = pa.release_id
      left join commitments c on c.organization_id = r.organization_id and c.id = r.commitment_id
      where pa.organization_id = p.organization_id and pa.payment_id = p.id) as paid,
    p.created_at::text as created_at`;
const paymentFrom = sql`
  from ap_payments p
  join vendors v on v.organization_id = p.organization_id and v.id = p.vendor_id
  join chart_of_accounts a on a.organization_id = p.organization_id and a.id = p.bank_account_id
  left join journal_entries je on je.organization_id = p.organization_id and je.id = p.journal_entry_id
  left join journal_entries ve on ve.organization_id = p.organization_id and ve.id = p.void_entry_id`;

function toListItem(row: TPaymentRow): TApPaymentListItem {
  return {
    id: row.id,
    vendor: { id: row.vendor_id, number: row.vendor_number, name: row.vendor_name },
    payment_date: row.payment_date,
    bank_account: { id: row.bank_account_id, number: row.account_number, name: row.account_name },
    method: row.method,
    check_number: row.check_number,
    reference: row.reference,
    memo: row.memo,
    amount_cents: Number(row.amount_cents),
    status: row.status,
    void_date: row.void_date,
    entry_number: row.entry_number,
    paid: (row.paid ?? [])
      .map((b) => payableLabel(b.kind, b.number))
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true })),
  };
}

/** 'Check 1042', 'ACH 7781-A': how a payment is named in memos and on waivers. */
export function paymentLabel(p: {
  method: TApPaymentListItem['method'];
  check_number: string | null;
  reference: string | null;
}) {
  const ref = p.method === 'check' ? p.check_number : p.reference;
  return `${AP_PAYMENT_METHOD_LABELS[p.method]}${ref ? ` ${ref}` : ''}`;
}

/** The check register's filters as SQL conditions. */
export function paymentConditions(
  organizationId: string,
  query: Omit<TApPaymentListQuery, 'page' | 'pageSize'>,
) {
  const where: SQL[] = [sql`p.organization_id = ${organizationId}`];
  if (query.vendor_id) where.push(sql`p.vendor_id = ${query.vendor_id}`);
  if (query.bank_account_id) where.push(sql`p.bank_account_id = ${query.bank_account_id}`);
  if (query.method) where.push(sql`p.method = ${query.method}`);
  if (query.status !== 'all') where.push(sql`p.status = ${query.status}`);
  if (query.from) where.push(sql`p.payment_date >= ${query.from}::date`);
  if (query.to) where.push(sql`p.payment_date <= ${query.to}::date`);
  if (query.search) {
    const like = containsPattern(query.search.toLowerCase());
    where.push(sql`(lower(coalesce(p.check_number, '')) like ${like} or lower(coalesce(p.reference, '')) like ${like}
      or v.search_text like ${like})`);
  }
  return where;
}

/** A page of the check register, newest payment first. */
export async function findApPayments(
  tx: Db,
  organizationId: string,
  query: TApPaymentListQuery,
): Promise<TPage<TApPaymentListItem>> {
  const where = paymentConditions(organizationId, query);
  const rows = rowsOf<TPaymentRow & { total: string }>(
    await tx.execute(sql`
      ${paymentSelect}, count(*) over () as total
      ${paymentFrom}
      where ${sql.join(where, sql` and `)}
      order by p.payment_date desc, p.created_at desc, p.id desc
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
  );
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && query.page > 1) {
    const [counted] = rowsOf<{ n: number }>(
      await tx.execute(sql`select count(*)::int as n ${paymentFrom} where ${sql.join(where, sql` and `)}`),
    );
    total = counted?.n ?? 0;
  }
  return { items: rows.map(toListItem), total, page: query.page, pageSize: query.pageSize };
}

/** Where a CSV batch continues: after this (date, created at, id), newest first. */
export type TRegisterPosition = { date: string; createdAt: string; id: string } | null;

/** One batch of the check register for its CSV, in the list's order, from after `position`. */
export async function registerBatch(
  tx: Db,
  organizationId: string,
  query: Omit<TApPaymentListQuery, 'page' | 'pageSize'>,
  position: TRegisterPosition,
  size: number,
): Promise<{ items: TApPaymentListItem[]; last: TRegisterPosition }> {
  const where = paymentConditions(organizationId, query);
  if (position)
    where.push(
      sql`(p.payment_date, p.created_at, p.id) < (${position.date}::date, ${position.createdAt}::timestamptz, ${position.id}::uuid)`,
    );
  const rows = rowsOf<TPaymentRow>(
    await tx.execute(sql`
      ${paymentSelect} ${paymentFrom}
      where ${sql.join(where, sql` and `)}
      order by p.payment_date desc, p.created_at desc, p.id desc
      limit ${size}`),
  );
  const last = rows[rows.length - 1];
  return {
    items: rows.map(toListItem),
    last: last ? { date: last.payment_date, createdAt: last.created_at, id: last.id } : null,
  };
}

async function entryRef(tx: Db, organizationId: string, id: string | null) {
  if (!id) return null;
  const [entry] = rowsOf<{ id: string; entry_number: string; entry_date: string }>(
    await tx.execute(sql`
      select id, entry_number, to_char(entry_date, 'YYYY-MM-DD') as entry_date from journal_entries
      where organization_id = ${organizationId} and id = ${id}`),
  );
  return entry ?? null;
}

/** One payment: the register's row, what it paid on which bill, its waivers, entries and stamps. */
export async function loadApPayment(tx: Db, organizationId: string, id: string): Promise<TApPayment> {
  const [row] = rowsOf<
    TPaymentRow & {
      journal_entry_id: string | null;
      void_entry_id: string | null;
      void_reason: string | null;
      voided_at: string | null;
      voided_by: string | null;
      voided_by_name: string | null;
      created_by: string | null;
      created_by_name: string | null;
    }
  >(
    await tx.execute(sql`
      ${paymentSelect}, p.journal_entry_id, p.void_entry_id, p.void_reason, p.voided_at::text as voided_at,
        p.voided_by, coalesce(nullif(vb.full_name, ''), vb.email) as voided_by_name,
        p.created_by, coalesce(nullif(cb.full_name, ''), cb.email) as created_by_name
      ${paymentFrom}
      left join profiles vb on vb.id = p.voided_by
      left join profiles cb on cb.id = p.created_by
      where p.organization_id = ${organizationId} and p.id = ${id}`),
  );
  if (!row) throw ApPaymentErrors.notFound();
  const applications = rowsOf<{
    kind: 'invoice' | 'retainage';
    invoice_id: string;
    invoice_number: string;
    release_id: string | null;
    amount_cents: string | number;
  }>(
    await tx.execute(sql`
      select pa.kind, pa.invoice_id, i.invoice_number, pa.release_id, pa.amount_cents
      from ap_payment_applications pa
      join ap_invoices i on i.organization_id = pa.organization_id and i.id = pa.invoice_id
      where pa.organization_id = ${organizationId} and pa.payment_id = ${id}
      order by pa.kind, i.invoice_date, i.invoice_number`),
  );
  const waivers = rowsOf<{
    id: string;
    condition: 'conditional' | 'unconditional';
    scope: 'progress' | 'final';
    status: 'requested' | 'received' | 'verified';
    commitment_number: string | null;
    amount_cents: string | number | null;
  }>(
    await tx.execute(sql`
      select w.id, w.condition, w.scope, w.status, c.commitment_number, w.amount_cents
      from lien_waivers w
      left join commitments c on c.organization_id = w.organization_id and c.id = w.commitment_id
      where w.organization_id = ${organizationId} and w.payment_id = ${id}
      order by c.commitment_number, w.created_at`),
  );
  const person = (pid: string | null, name: string | null) => (pid ? { id: pid, name: name ?? '' } : null);
  return {
    ...toListItem(row),
    applications: applications.map((a) => ({
      kind: a.kind,
      invoice: { id: a.invoice_id, invoice_number: a.invoice_number },
      release_id: a.release_id,
      amount_cents: Number(a.amount_cents),
    })),
    waivers: waivers.map((w) => ({
      ...w,
      amount_cents: w.amount_cents === null ? null : Number(w.amount_cents),
    })),
    journal_entry: await entryRef(tx, organizationId, row.journal_entry_id),
    void_entry: await entryRef(tx, organizationId, row.void_entry_id),
    void_reason: row.void_reason,
    voided_by: person(row.voided_by, row.voided_by_name),
    voided_at: row.voided_at ? new Date(row.voided_at).toISOString() : null,
    created_by: person(row.created_by, row.created_by_name),
    created_at: new Date(row.created_at).toISOString(),
  };
}
