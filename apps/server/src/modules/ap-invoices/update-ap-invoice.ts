import type { TApInvoice, TUpdateApInvoice } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apInvoiceLines, apInvoices } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import { findInvoiceRow, loadApInvoice, type TApViewer } from './ap-invoice-json.ts';
import { ApInvoiceErrors } from './ap-invoices.errors.ts';
import { resolveInvoiceLines } from './resolve-invoice-lines.ts';
import {
  auditLines,
  insertInvoiceLines,
  numberRaceError,
  numberTakenMessage,
  storedLineInputs,
  usableVendor,
} from './write-invoice.ts';

/**
 * Changes an entered invoice (approved, posted and void ones are final here: a void undoes them):
 *   1. lock it; only `entered` changes;
 *   2. the vendor (this company's, active) and its number, free among the vendor's other invoices;
 *   3. lines sent replace them all; without lines but with another vendor, the stored lines are
 *      checked again for that vendor (a commitment line must be the new vendor's);
 *   4. the due date must not fall before the invoice date; write, audit, answer with warnings.
 */
export async function updateApInvoice(
  tx: Db,
  viewer: TApViewer & { requestId: string | null },
  id: string,
  input: TUpdateApInvoice,
): Promise<TApInvoice> {
  const org = viewer.organizationId;
  const before = await findInvoiceRow(tx, org, id, true);
  if (before.status !== 'entered') throw ApInvoiceErrors.notEditable();
  const vendor = await usableVendor(tx, org, input.vendor_id ?? before.vendorId);
  const number = input.invoice_number ?? before.invoiceNumber;
  const taken = await numberTakenMessage(tx, org, vendor, number, id);
  if (taken) throw ApInvoiceErrors.numberTaken(taken);
  const invoiceDate = input.invoice_date ?? before.invoiceDate;
  const dueDate = input.due_date ?? before.dueDate;
  if (dueDate < invoiceDate) throw ApInvoiceErrors.dueBeforeInvoice();
  const relines = input.lines !== undefined || vendor.id !== before.vendorId;
  const lines = input.lines ?? (relines ? await storedLineInputs(tx, org, id) : []);
  const resolved = relines ? await resolveInvoiceLines(tx, org, vendor.id, lines, id) : null;
  try {
    await tx
      .update(apInvoices)
      .set({
        vendorId: vendor.id,
        invoiceNumber: number,
        invoiceDate,
        dueDate,
        receivedDate: input.received_date === undefined ? before.receivedDate : input.received_date,
        description: input.description ?? before.description,
        ...(resolved
          ? {
              grossCents: resolved.grossCents,
              retainageCents: resolved.retainageCents,
              netCents: resolved.netCents,
            }
          : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(apInvoices.organizationId, org), eq(apInvoices.id, id)));
  } catch (err) {
    throw numberRaceError(err, vendor.name, number);
  }
  if (resolved) {
    await tx
      .delete(apInvoiceLines)
      .where(and(eq(apInvoiceLines.organizationId, org), eq(apInvoiceLines.invoiceId, id)));
    await insertInvoiceLines(tx, org, id, resolved.lines);
  }
  await audit(tx, {
    organizationId: org,
    actorId: viewer.userId,
    action: 'update_ap_invoice',
    entity: 'ap_invoices',
    entityId: id,
    before: {
      vendor_id: before.vendorId,
      invoice_number: before.invoiceNumber,
      invoice_date: before.invoiceDate,
      due_date: before.dueDate,
      gross_cents: before.grossCents,
      retainage_cents: before.retainageCents,
    },
    after: {
      vendor_id: vendor.id,
      invoice_number: number,
      invoice_date: invoiceDate,
      due_date: dueDate,
      ...(resolved
        ? {
            gross_cents: resolved.grossCents,
            retainage_cents: resolved.retainageCents,
            lines: auditLines(resolved.lines),
          }
        : {}),
    },
    requestId: viewer.requestId,
  });
  return loadApInvoice(tx, viewer, id);
}
