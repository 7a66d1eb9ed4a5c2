import type { TUpdateVendorChangeOrder, TVendorChangeOrderDetail } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vendorChangeOrders } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { findCommitmentRow } from '../commitments/commitment-json.ts';
import { checkChangeOrder } from './check-change-order.ts';
import { lockedChangeOrder } from './locked-change-order.ts';
import { loadChangeOrderDetail } from './vendor-change-order-json.ts';
import { VendorChangeOrderErrors } from './vendor-change-orders.errors.ts';
import { writeChangeOrderLines } from './write-change-order-lines.ts';

/** Edits a pending change order (date, description, reason; `lines` replaces its lines, checked again). */
export async function updateVendorChangeOrder(
  tx: Db,
  caller: TenantCaller,
  id: string,
  input: TUpdateVendorChangeOrder,
): Promise<TVendorChangeOrderDetail> {
  const org = caller.organizationId;
  const order = await lockedChangeOrder(tx, org, id);
  if (order.status !== 'pending') throw VendorChangeOrderErrors.notPending();
  const before = await loadChangeOrderDetail(tx, org, id);
  if (input.lines) {
    const commitment = await findCommitmentRow(tx, org, order.commitmentId);
    await checkChangeOrder(tx, org, commitment, input.lines);
    await writeChangeOrderLines(tx, org, id, input.lines);
  }
  await tx
    .update(vendorChangeOrders)
    .set({
      changeOrderDate: input.change_order_date,
      description: input.description,
      reason: input.reason,
      updatedAt: new Date(),
    })
    .where(and(eq(vendorChangeOrders.organizationId, org), eq(vendorChangeOrders.id, id)));
  const after = await loadChangeOrderDetail(tx, org, id);
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'update_vendor_change_order',
    entity: 'vendor_change_orders',
    entityId: id,
    before,
    after,
    requestId: caller.requestId,
  });
  return after;
}
