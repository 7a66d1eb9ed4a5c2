import type { TVendorChangeOrderDetail } from '@groundwork/shared';
import { and, eq, isNull, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  commitmentLines,
  commitments,
  vendorChangeOrderLines,
  vendorChangeOrders,
} from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { findCommitmentRow } from '../commitments/commitment-json.ts';
import { checkChangeOrder } from './check-change-order.ts';
import { lockedChangeOrder } from './locked-change-order.ts';
import { loadChangeOrderDetail } from './vendor-change-order-json.ts';
import { VendorChangeOrderErrors } from './vendor-change-orders.errors.ts';

/**
 * Approves or rejects a pending change order, recording who and when. Approval, under the lock on the
 * commitment row:
 * 1. checks the lines again against today's revised figures (another change order may have been
 *    approved since this one was written);
 * 2. adds each new line to the schedule (original 0, added_by_change_order_id = this change order)
 *    and points the change order's line at it, so the approved amount lands on that line;
 * 3. marks it approved. Rejection only marks it; its lines never count.
 */
export async function decideVendorChangeOrder(
  tx: Db,
  caller: TenantCaller,
  id: string,
  decision: 'approve' | 'reject',
  now = new Date(),
): Promise<TVendorChangeOrderDetail> {
  const org = caller.organizationId;
  const order = await lockedChangeOrder(tx, org, id);
  if (order.status !== 'pending') throw VendorChangeOrderErrors.notPending();

  if (decision === 'approve') {
    const commitment = await findCommitmentRow(tx, org, order.commitmentId);
    const lines = await tx
      .select()
      .from(vendorChangeOrderLines)
      .where(
        and(eq(vendorChangeOrderLines.organizationId, org), eq(vendorChangeOrderLines.changeOrderId, id)),
      );
    await checkChangeOrder(
      tx,
      org,
      commitment,
      lines.map((l) => ({
        commitment_line_id: l.commitmentLineId,
        cost_code_id: l.costCodeId,
        cost_category_id: l.costCategoryId,
        amount_cents: l.amountCents,
      })),
    );
    const newLines = lines
      .filter((l) => l.commitmentLineId === null)
      .sort((a, b) => a.lineNumber - b.lineNumber);
    if (newLines.length > 0) {
      const [last] = await tx
        .select({ n: max(commitmentLines.lineNumber) })
        .from(commitmentLines)
        .where(and(eq(commitmentLines.organizationId, org), eq(commitmentLines.commitmentId, commitment.id)));
      let next = (last?.n ?? 0) + 1;
      for (const line of newLines) {
        if (!line.costCodeId || !line.costCategoryId)
          throw new Error(`new line ${line.id} lacks code or category`);
        const [added] = await tx
          .insert(commitmentLines)
          .values({
            organizationId: org,
            commitmentId: commitment.id,
            lineNumber: next++,
            costCodeId: line.costCodeId,
            costCategoryId: line.costCategoryId,
            description: line.description,
            originalCents: 0,
            addedByChangeOrderId: id,
          })
          .returning({ id: commitmentLines.id });
        if (!added) throw new Error('commitment line insert returned no row');
        await tx
          .update(vendorChangeOrderLines)
          .set({ commitmentLineId: added.id })
          .where(
            and(
              eq(vendorChangeOrderLines.organizationId, org),
              eq(vendorChangeOrderLines.id, line.id),
              isNull(vendorChangeOrderLines.commitmentLineId),
            ),
          );
      }
    }
    await tx
      .update(commitments)
      .set({ updatedAt: now })
      .where(and(eq(commitments.organizationId, org), eq(commitments.id, commitment.id)));
  }

  await tx
    .update(vendorChangeOrders)
    .set({
      status: decision === 'approve' ? 'approved' : 'rejected',
      decidedBy: caller.userId,
      decidedAt: now,
      updatedAt: now,
    })
    .where(and(eq(vendorChangeOrders.organizationId, org), eq(vendorChangeOrders.id, id)));
  const after = await loadChangeOrderDetail(tx, org, id);
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: `${decision}_vendor_change_order`,
    entity: 'vendor_change_orders',
    entityId: id,
    before: { status: order.status },
    after,
    requestId: caller.requestId,
  });
  return after;
}
