import type { TApCommitmentLineOption, TApInvoiceNumberCheck } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vendors } from '../../db/schema/index.ts';
import { ApInvoiceErrors } from './ap-invoices.errors.ts';
import { commitmentLineOption, lineStanding } from './commitment-line-standing.ts';
import { numberTakenMessage } from './write-invoice.ts';

async function vendorOf(tx: Db, organizationId: string, vendorId: string) {
  const [vendor] = await tx
    .select({ id: vendors.id, name: vendors.name })
    .from(vendors)
    .where(and(eq(vendors.organizationId, organizationId), eq(vendors.id, vendorId)));
  if (!vendor) throw ApInvoiceErrors.vendorNotFound();
  return vendor;
}

/** Whether the vendor's invoice number is free (as you type), with the message a save would answer. */
export async function checkInvoiceNumber(
  tx: Db,
  organizationId: string,
  query: { vendor_id: string; number: string; excludeId?: string },
): Promise<TApInvoiceNumberCheck> {
  const vendor = await vendorOf(tx, organizationId, query.vendor_id);
  const message = await numberTakenMessage(tx, organizationId, vendor, query.number, query.excludeId ?? null);
  return { available: message === null, message };
}

/**
 * The schedule lines of the vendor's issued and executed commitments, with where each stands — what
 * the Enter Invoice grid offers and shows for a commitment line.
 */
export async function commitmentLinesFor(
  tx: Db,
  organizationId: string,
  query: { vendor_id: string; excludeInvoiceId?: string },
): Promise<{ items: TApCommitmentLineOption[] }> {
  const vendor = await vendorOf(tx, organizationId, query.vendor_id);
  const rows = await lineStanding(
    tx,
    organizationId,
    { vendorId: vendor.id, openOnly: true },
    query.excludeInvoiceId ?? null,
  );
  return { items: rows.map(commitmentLineOption) };
}
