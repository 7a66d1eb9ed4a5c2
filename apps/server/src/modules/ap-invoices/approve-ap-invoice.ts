import { approverRefusal, mayApproveApInvoice, type TApInvoice } from '@groundwork/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apInvoiceLines, apInvoices, commitments } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import { invoiceApprover, invoiceHolds } from './ap-invoice-holds.ts';
import { findInvoiceRow, loadApInvoice, type TApViewer } from './ap-invoice-json.ts';
import { ApInvoiceErrors } from './ap-invoices.errors.ts';
import { resolveInvoiceLines } from './resolve-invoice-lines.ts';
import { storedLineInputs } from './write-invoice.ts';

/**
 * Approves an entered invoice:
 *   1. lock it, then the commitments its lines bill (a change order decided at the same moment, or
 *      another invoice approved on the same commitment, waits for this one);
 *   2. the company's setting names the approver (the jobs' project manager, or the office); anyone
 *      else is refused with who it is (403 not_the_approver);
 *   3. holds stop it, each with its reason (expired vendor compliance when the company holds such
 *      invoices; a schedule line billed past what is committed, counting approved invoices only);
 *   4. the lines are checked again as they stand (jobs, codes and accounts still usable);
 *   5. status, stamps and audit. Nothing is posted: posting is its own step.
 */
export async function approveApInvoice(
  tx: Db,
  viewer: TApViewer & { requestId: string | null },
  id: string,
  now = new Date(),
): Promise<TApInvoice> {
  const org = viewer.organizationId;
  const row = await findInvoiceRow(tx, org, id, true);
  if (row.status !== 'entered') throw ApInvoiceErrors.notEntered();
  const billed = await tx
    .selectDistinct({ id: apInvoiceLines.commitmentId })
    .from(apInvoiceLines)
    .where(and(eq(apInvoiceLines.organizationId, org), eq(apInvoiceLines.invoiceId, id)));
  const commitmentIds = billed.flatMap((b) => (b.id ? [b.id] : []));
  if (commitmentIds.length > 0)
    await tx
      .select({ id: commitments.id })
      .from(commitments)
      .where(and(eq(commitments.organizationId, org), inArray(commitments.id, commitmentIds)))
      .orderBy(commitments.id)
      .for('update');

  const approver = await invoiceApprover(tx, org, id);
  if (!mayApproveApInvoice(approver, { user_id: viewer.userId, roles: viewer.roles }))
    throw ApInvoiceErrors.notTheApprover(approverRefusal(approver));
  const holds = await invoiceHolds(
    tx,
    { organizationId: org, vendorId: row.vendorId, invoiceId: id },
    'approval',
  );
  if (holds.length > 0) throw ApInvoiceErrors.onHold(holds.map((h) => h.reason));
  await resolveInvoiceLines(tx, org, row.vendorId, await storedLineInputs(tx, org, id), id, false);

  await tx
    .update(apInvoices)
    .set({ status: 'approved', approvedBy: viewer.userId, approvedAt: now, updatedAt: now })
    .where(and(eq(apInvoices.organizationId, org), eq(apInvoices.id, id)));
  await audit(tx, {
    organizationId: org,
    actorId: viewer.userId,
    action: 'approve_ap_invoice',
    entity: 'ap_invoices',
    entityId: id,
    before: { status: row.status },
    after: { status: 'approved', approver: approver.label, gross_cents: row.grossCents },
    requestId: viewer.requestId,
  });
  return loadApInvoice(tx, viewer, id);
}
