import { invoiceNumberTaken, type TApInvoiceLineInput } from '@groundwork/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apInvoiceLines, apInvoices, vendors } from '../../db/schema/index.ts';
import { violatedUniqueIndex } from '../../lib/db-errors.ts';
import { ApInvoiceErrors, INVOICE_NUMBER_INDEX } from './ap-invoices.errors.ts';
import type { TResolvedLine } from './resolve-invoice-lines.ts';

export type TVendorRow = typeof vendors.$inferSelect;

/** The vendor of an invoice being entered: this company's (404 otherwise) and active. */
export async function usableVendor(tx: Db, organizationId: string, vendorId: string): Promise<TVendorRow> {
  const [vendor] = await tx
    .select()
    .from(vendors)
    .where(and(eq(vendors.organizationId, organizationId), eq(vendors.id, vendorId)));
  if (!vendor) throw ApInvoiceErrors.vendorNotFound();
  if (!vendor.isActive) throw ApInvoiceErrors.vendorInactive();
  return vendor;
}

/**
 * Why the vendor's invoice number cannot be used (another invoice of the vendor that is not void has
 * it, ignoring case), or null. `excludeId` is the invoice being edited.
 */
export async function numberTakenMessage(
  tx: Db,
  organizationId: string,
  vendor: { id: string; name: string },
  number: string,
  excludeId: string | null,
): Promise<string | null> {
  const [taken] = await tx
    .select({ number: apInvoices.invoiceNumber, status: apInvoices.status })
    .from(apInvoices)
    .where(
      and(
        eq(apInvoices.organizationId, organizationId),
        eq(apInvoices.vendorId, vendor.id),
        sql`lower(${apInvoices.invoiceNumber}) = lower(${number})`,
        ne(apInvoices.status, 'void'),
        excludeId ? ne(apInvoices.id, excludeId) : undefined,
      ),
    );
  return taken ? invoiceNumberTaken(vendor.name, taken.number, taken.status) : null;
}

/** A unique-index collision on the vendor's number (two saves at once) as the same 409. */
export function numberRaceError(err: unknown, vendorName: string, number: string): unknown {
  return violatedUniqueIndex(err) === INVOICE_NUMBER_INDEX
    ? ApInvoiceErrors.numberTaken(invoiceNumberTaken(vendorName, number, 'entered'))
    : err;
}

/** Writes an invoice's lines (after its old ones were removed). */
export async function insertInvoiceLines(
  tx: Db,
  organizationId: string,
  invoiceId: string,
  lines: readonly TResolvedLine[],
): Promise<void> {
  if (lines.length === 0) return;
  await tx.insert(apInvoiceLines).values(lines.map((l) => ({ ...l, organizationId, invoiceId })));
}

/** The stored lines as the input they came from, to check them again (a vendor change, an approval). */
export async function storedLineInputs(
  tx: Db,
  organizationId: string,
  invoiceId: string,
): Promise<TApInvoiceLineInput[]> {
  const rows = await tx
    .select()
    .from(apInvoiceLines)
    .where(and(eq(apInvoiceLines.organizationId, organizationId), eq(apInvoiceLines.invoiceId, invoiceId)))
    .orderBy(apInvoiceLines.lineNumber);
  return rows.map((r) => ({
    kind: r.kind,
    commitment_line_id: r.commitmentLineId,
    job_id: r.kind === 'job_cost' ? r.jobId : null,
    cost_code_id: r.kind === 'job_cost' ? r.costCodeId : null,
    cost_category_id: r.kind === 'job_cost' ? r.costCategoryId : null,
    expense_account_id: r.expenseAccountId,
    description: r.description,
    amount_cents: r.amountCents,
    retainage_bps: r.retainageBps,
    retainage_cents: r.retainageBps === null ? r.retainageCents : null,
    retainage_override_reason: r.retainageOverrideReason,
  }));
}

/** The invoice's lines as the audit keeps them. */
export function auditLines(lines: readonly TResolvedLine[]) {
  return lines.map((l) => ({
    kind: l.kind,
    commitment_line_id: l.commitmentLineId,
    job_id: l.jobId,
    cost_code_id: l.costCodeId,
    cost_category_id: l.costCategoryId,
    expense_account_id: l.expenseAccountId,
    amount_cents: l.amountCents,
    retainage_cents: l.retainageCents,
    retainage_override_reason: l.retainageOverrideReason,
  }));
}
