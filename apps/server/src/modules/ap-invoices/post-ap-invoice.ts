import { randomUUID } from 'node:crypto';
import type { TApInvoice, TPostApInvoice } from '@groundwork/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { apInvoices, chartOfAccounts, vendors } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { findInvoiceRow, loadApInvoice, type TApViewer } from './ap-invoice-json.ts';
import { apInvoicePostingLines, type TApPostingLine } from './ap-invoice-posting.ts';
import { ApInvoiceErrors } from './ap-invoices.errors.ts';

const ACCOUNT_KEYS = { payable: 'accounts_payable', retainagePayable: 'retainage_payable' } as const;

/** The company's active accounts payable and retainage payable (409 account_missing without one). */
export async function payablesAccounts(tx: Db, organizationId: string) {
  const rows = await tx
    .select({ id: chartOfAccounts.id, key: chartOfAccounts.systemKey })
    .from(chartOfAccounts)
    .where(
      and(
        eq(chartOfAccounts.organizationId, organizationId),
        eq(chartOfAccounts.isActive, true),
        inArray(chartOfAccounts.systemKey, Object.values(ACCOUNT_KEYS)),
      ),
    );
  const idOf = (key: string) => {
    const id = rows.find((r) => r.key === key)?.id;
    if (!id) throw ApInvoiceErrors.accountMissing(key.replaceAll('_', ' '));
    return id;
  };
  return { payable: idOf(ACCOUNT_KEYS.payable), retainagePayable: idOf(ACCOUNT_KEYS.retainagePayable) };
}

/**
 * The lines the posting debits: a job line's cost category's job-cost account (cost_categories.
 * gl_account_id) with its job, cost code and category; an overhead line's expense account.
 */
async function postingLinesOf(tx: Db, organizationId: string, invoiceId: string): Promise<TApPostingLine[]> {
  const rows = rowsOf<{
    account_id: string;
    amount_cents: string | number;
    job_id: string | null;
    cost_code_id: string | null;
    cost_category_id: string | null;
    memo: string;
  }>(
    await tx.execute(sql`
      select coalesce(l.expense_account_id, cat.gl_account_id) as account_id, l.amount_cents,
        l.job_id, l.cost_code_id, l.cost_category_id,
        concat_ws(' ', nullif(concat_ws(' ', c.commitment_number, case when cl.line_number is not null then 'line ' || cl.line_number end), ''),
          p.project_number, cc.code, cat.code, nullif(l.description, '')) as memo
      from ap_invoice_lines l
      left join cost_categories cat on cat.organization_id = l.organization_id and cat.id = l.cost_category_id
      left join standard_cost_codes cc on cc.organization_id = l.organization_id and cc.id = l.cost_code_id
      left join projects p on p.organization_id = l.organization_id and p.id = l.job_id
      left join commitments c on c.organization_id = l.organization_id and c.id = l.commitment_id
      left join commitment_lines cl on cl.organization_id = l.organization_id and cl.id = l.commitment_line_id
      where l.organization_id = ${organizationId} and l.invoice_id = ${invoiceId}
      order by l.line_number`),
  );
  return rows.map((r) => ({
    accountId: r.account_id,
    amountCents: Number(r.amount_cents),
    jobId: r.job_id,
    costCodeId: r.cost_code_id,
    costCategoryId: r.cost_category_id,
    memo: r.memo.slice(0, 500),
  }));
}

/**
 * Posts an approved invoice, one entry through the engine:
 *   1. lock it; only an approved one is posted;
 *   2. the AP and retainage payable accounts; the lines' accounts and dimensions;
 *   3. the pure rule apInvoicePostingLines (Dr job cost / expense, Cr AP net, Cr retainage payable);
 *   4. status, stamps and audit first; the posting is the last write but the link to its entry
 *      (dated the posting date, the invoice date by default; a closed period is refused).
 */
export async function postApInvoice(
  tx: Db,
  viewer: TApViewer & { requestId: string | null },
  id: string,
  input: TPostApInvoice,
  now = new Date(),
): Promise<TApInvoice> {
  const org = viewer.organizationId;
  const row = await findInvoiceRow(tx, org, id, true);
  if (row.status === 'void') throw ApInvoiceErrors.alreadyVoid();
  if (row.status !== 'approved') throw ApInvoiceErrors.notApproved();
  const accounts = await payablesAccounts(tx, org);
  const [vendor] = await tx
    .select({ name: vendors.name })
    .from(vendors)
    .where(and(eq(vendors.organizationId, org), eq(vendors.id, row.vendorId)));
  const label = `${vendor?.name ?? 'Vendor'} invoice ${row.invoiceNumber}`;
  const lines = apInvoicePostingLines({
    label,
    accounts,
    lines: await postingLinesOf(tx, org, id),
    retainageCents: row.retainageCents,
    netCents: row.netCents,
  });
  const entryId = randomUUID();
  const entryDate = input.posting_date ?? row.invoiceDate;
  await tx
    .update(apInvoices)
    .set({ status: 'posted', postedBy: viewer.userId, postedAt: now, updatedAt: now })
    .where(and(eq(apInvoices.organizationId, org), eq(apInvoices.id, id)));
  await audit(tx, {
    organizationId: org,
    actorId: viewer.userId,
    action: 'post_ap_invoice',
    entity: 'ap_invoices',
    entityId: id,
    before: { status: row.status },
    after: {
      status: 'posted',
      journal_entry_id: entryId,
      entry_date: entryDate,
      gross_cents: row.grossCents,
      retainage_cents: row.retainageCents,
      net_cents: row.netCents,
    },
    requestId: viewer.requestId,
  });
  await postEntry(tx, {
    id: entryId,
    organizationId: org,
    entryDate,
    memo: `${label}${row.description ? ` — ${row.description}` : ''}`.slice(0, 500),
    sourceType: 'ap_invoice',
    sourceId: id,
    postedBy: viewer.userId,
    lines,
  });
  // The link can only follow the entry (an immediate foreign key): one row, by its key.
  await tx
    .update(apInvoices)
    .set({ journalEntryId: entryId, postedOn: entryDate })
    .where(and(eq(apInvoices.organizationId, org), eq(apInvoices.id, id)));
  return loadApInvoice(tx, viewer, id);
}
