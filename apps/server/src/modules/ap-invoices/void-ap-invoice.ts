import { randomUUID } from 'node:crypto';
import { type TApInvoice, type TVoidApInvoice, todayIso } from '@groundwork/shared';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { apInvoices, journalEntries } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import { reversePostedEntry } from '../ledger/reverse-posted-entry.ts';
import { findInvoiceRow, loadApInvoice, type TApViewer } from './ap-invoice-json.ts';
import { ApInvoiceErrors } from './ap-invoices.errors.ts';

/** Whether a payment (not void) or a retainage release (not void) is applied to the invoice. */
async function isPaidOrReleased(tx: Db, organizationId: string, invoiceId: string): Promise<boolean> {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      select (
        (select count(*) from ap_payment_applications pa
           join ap_payments p on p.organization_id = pa.organization_id and p.id = pa.payment_id
           where pa.organization_id = ${organizationId} and pa.invoice_id = ${invoiceId} and p.status <> 'void')
        + (select count(*) from ap_retainage_release_lines rl
           join ap_retainage_releases r on r.organization_id = rl.organization_id and r.id = rl.release_id
           where rl.organization_id = ${organizationId} and rl.invoice_id = ${invoiceId} and r.status <> 'void')
      )::int as n`),
  );
  return (row?.n ?? 0) > 0;
}

/**
 * Voids an invoice. Entered or approved: it simply becomes void (nothing was posted) and its number is
 * free again. Posted: only while nothing is paid or released on it, by reversing its entry —
 *   1. lock it; refuse a void one, and a posted one with a payment or retainage release applied;
 *   2. the void date: the one given, else today (or the posting date, if later); never before the
 *      posting date (the engine refuses a closed period);
 *   3. status, stamps and audit first; then the reversal (the entry's lines swapped, source
 *      `reversal`), the original's reversed-by link, and the invoice's link to its void entry.
 */
export async function voidApInvoice(
  tx: Db,
  viewer: TApViewer & { requestId: string | null },
  id: string,
  input: TVoidApInvoice,
  now = new Date(),
): Promise<TApInvoice> {
  const org = viewer.organizationId;
  const row = await findInvoiceRow(tx, org, id, true);
  if (row.status === 'void') throw ApInvoiceErrors.alreadyVoid();
  const original = row.journalEntryId
    ? (
        await tx
          .select()
          .from(journalEntries)
          .where(and(eq(journalEntries.organizationId, org), eq(journalEntries.id, row.journalEntryId)))
          .for('update')
      )[0]
    : undefined;
  if (original && (await isPaidOrReleased(tx, org, id))) throw ApInvoiceErrors.voidPaid();
  const today = todayIso(now);
  const voidDate = input.void_date ?? (original && original.entryDate > today ? original.entryDate : today);
  if (original && voidDate < original.entryDate) throw ApInvoiceErrors.voidBeforePosting();
  const reversalId = original ? randomUUID() : null;
  await tx
    .update(apInvoices)
    .set({ status: 'void', voidedBy: viewer.userId, voidedAt: now, voidReason: input.reason, updatedAt: now })
    .where(and(eq(apInvoices.organizationId, org), eq(apInvoices.id, id)));
  await audit(tx, {
    organizationId: org,
    actorId: viewer.userId,
    action: 'void_ap_invoice',
    entity: 'ap_invoices',
    entityId: id,
    before: { status: row.status },
    after: {
      status: 'void',
      void_entry_id: reversalId,
      void_date: original ? voidDate : null,
      reason: input.reason,
    },
    requestId: viewer.requestId,
  });
  if (original && reversalId) {
    const reversed = await reversePostedEntry(tx, viewer, original.id, {
      id: reversalId,
      date: () => voidDate,
      memo: () =>
        `Void of ${original.entryNumber}: ${original.memo}${input.reason ? ` (${input.reason})` : ''}`,
      sourceId: id,
    });
    if (!reversed) throw new Error(`journal entry ${original.id} is already reversed`);
    await tx
      .update(apInvoices)
      .set({ voidEntryId: reversalId })
      .where(and(eq(apInvoices.organizationId, org), eq(apInvoices.id, id)));
  }
  return loadApInvoice(tx, viewer, id);
}
