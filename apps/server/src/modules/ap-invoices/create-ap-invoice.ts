import { randomUUID } from 'node:crypto';
import { dueDateFromTerms, type TApInvoice, type TCreateApInvoice } from '@groundwork/shared';
import type { Db } from '../../db/client.ts';
import { apInvoices } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import { loadApInvoice, type TApViewer } from './ap-invoice-json.ts';
import { ApInvoiceErrors } from './ap-invoices.errors.ts';
import { resolveInvoiceLines } from './resolve-invoice-lines.ts';
import {
  auditLines,
  insertInvoiceLines,
  numberRaceError,
  numberTakenMessage,
  usableVendor,
} from './write-invoice.ts';

/**
 * Enters a vendor invoice:
 *   1. the vendor is this company's and active; its number is free for the vendor (409 otherwise);
 *   2. the lines are checked and their retainage and totals worked out (resolveInvoiceLines);
 *   3. the due date is the one typed, or the invoice date plus the vendor's payment terms;
 *   4. the invoice, its lines and the audit entry are written. The answer carries possible
 *      duplicates (same vendor, amount and date) as warnings: they are never refused.
 */
export async function createApInvoice(
  tx: Db,
  viewer: TApViewer & { requestId: string | null },
  input: TCreateApInvoice,
): Promise<TApInvoice> {
  const org = viewer.organizationId;
  const vendor = await usableVendor(tx, org, input.vendor_id);
  const taken = await numberTakenMessage(tx, org, vendor, input.invoice_number, null);
  if (taken) throw ApInvoiceErrors.numberTaken(taken);
  const resolved = await resolveInvoiceLines(tx, org, vendor.id, input.lines, null);
  const id = randomUUID();
  const dueDate = input.due_date ?? dueDateFromTerms(input.invoice_date, vendor.paymentTermsDays);
  try {
    await tx.insert(apInvoices).values({
      id,
      organizationId: org,
      vendorId: vendor.id,
      invoiceNumber: input.invoice_number,
      invoiceDate: input.invoice_date,
      dueDate,
      receivedDate: input.received_date,
      description: input.description,
      grossCents: resolved.grossCents,
      retainageCents: resolved.retainageCents,
      netCents: resolved.netCents,
      createdBy: viewer.userId,
    });
  } catch (err) {
    throw numberRaceError(err, vendor.name, input.invoice_number);
  }
  await insertInvoiceLines(tx, org, id, resolved.lines);
  await audit(tx, {
    organizationId: org,
    actorId: viewer.userId,
    action: 'create_ap_invoice',
    entity: 'ap_invoices',
    entityId: id,
    after: {
      vendor_id: vendor.id,
      invoice_number: input.invoice_number,
      invoice_date: input.invoice_date,
      due_date: dueDate,
      gross_cents: resolved.grossCents,
      retainage_cents: resolved.retainageCents,
      net_cents: resolved.netCents,
      lines: auditLines(resolved.lines),
    },
    requestId: viewer.requestId,
  });
  return loadApInvoice(tx, viewer, id);
}
