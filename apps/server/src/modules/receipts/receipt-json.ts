import type { TReceipt, TReceiptApplication, TReceiptDetail, TReceiptListQuery } from '@groundwork/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';

type TReceiptRow = Omit<TReceipt, 'status' | 'unapplied_cents' | 'amount_cents' | 'applied_cents'> & {
  amount_cents: string | number;
  applied_cents: string | number;
  total?: string | number;
};

const receiptSelect = sql`
  select r.id, r.customer_id, c.customer_number, c.name as customer_name,
    to_char(r.receipt_date, 'YYYY-MM-DD') as receipt_date, r.method, r.reference, r.memo, r.amount_cents,
    coalesce((select sum(ra.amount_cents) from receipt_applications ra
      where ra.organization_id = r.organization_id and ra.receipt_id = r.id), 0) as applied_cents,
    r.deposit_account_id, a.account_number as deposit_account_number, a.account_name as deposit_account_name,
    r.journal_entry_id, je.entry_number, r.void_entry_id, to_char(ve.entry_date, 'YYYY-MM-DD') as void_date,
    r.created_at`;
const receiptFrom = sql`
  from customer_receipts r
  join customers c on c.organization_id = r.organization_id and c.id = r.customer_id
  join chart_of_accounts a on a.organization_id = r.organization_id and a.id = r.deposit_account_id
  left join journal_entries je on je.organization_id = r.organization_id and je.id = r.journal_entry_id
  left join journal_entries ve on ve.organization_id = r.organization_id and ve.id = r.void_entry_id`;

function toReceipt(row: TReceiptRow): TReceipt {
  const amount = Number(row.amount_cents);
  const applied = Number(row.applied_cents);
  const isVoid = row.void_entry_id !== null;
  return {
    id: row.id,
    customer_id: row.customer_id,
    customer_number: row.customer_number,
    customer_name: row.customer_name,
    receipt_date: row.receipt_date,
    method: row.method,
    reference: row.reference,
    memo: row.memo,
    amount_cents: amount,
    applied_cents: applied,
    unapplied_cents: isVoid ? 0 : amount - applied,
    deposit_account_id: row.deposit_account_id,
    deposit_account_number: row.deposit_account_number,
    deposit_account_name: row.deposit_account_name,
    status: isVoid ? 'void' : 'posted',
    journal_entry_id: row.journal_entry_id,
    entry_number: row.entry_number,
    void_entry_id: row.void_entry_id,
    void_date: row.void_date,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** One receipt with the applications it pays, or null when the company has no such receipt. */
export async function loadReceiptDetail(
  tx: Db,
  organizationId: string,
  id: string,
): Promise<TReceiptDetail | null> {
  const [row] = rowsOf<TReceiptRow>(
    await tx.execute(
      sql`${receiptSelect} ${receiptFrom} where r.organization_id = ${organizationId} and r.id = ${id}`,
    ),
  );
  if (!row) return null;
  const applications = rowsOf<TReceiptApplication & { amount_cents: string | number }>(
    await tx.execute(sql`
      select ra.application_id, p.job_id, j.project_number, j.project_name, p.application_number, p.kind,
        to_char(p.due_date, 'YYYY-MM-DD') as due_date, ra.amount_cents
      from receipt_applications ra
      join pay_applications p on p.organization_id = ra.organization_id and p.id = ra.application_id
      join projects j on j.organization_id = p.organization_id and j.id = p.job_id
      where ra.organization_id = ${organizationId} and ra.receipt_id = ${id}
      order by j.project_number, p.application_number`),
  ).map((a) => ({ ...a, amount_cents: Number(a.amount_cents) }));
  return { ...toReceipt(row), applications };
}

/** Receipts newest first, filtered by customer, status and a search of reference and customer. */
export async function findReceipts(tx: Db, organizationId: string, query: TReceiptListQuery) {
  const where: SQL[] = [sql`r.organization_id = ${organizationId}`];
  if (query.customer_id) where.push(sql`r.customer_id = ${query.customer_id}`);
  if (query.status === 'posted') where.push(sql`r.void_entry_id is null`);
  if (query.status === 'void') where.push(sql`r.void_entry_id is not null`);
  if (query.q) {
    const like = `%${query.q.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    where.push(
      sql`(lower(coalesce(r.reference, '')) like ${like} or lower(c.name) like ${like} or lower(c.customer_number) like ${like})`,
    );
  }
  const rows = rowsOf<TReceiptRow>(
    await tx.execute(sql`
      ${receiptSelect}, count(*) over () as total
      ${receiptFrom}
      where ${sql.join(where, sql` and `)}
      order by r.receipt_date desc, r.created_at desc
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
  );
  return {
    items: rows.map(toReceipt),
    total: Number(rows[0]?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
