import type { TCreateVendorChangeOrder, TVendorChangeOrderDetail } from '@groundwork/shared';
import { and, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vendorChangeOrders } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { findCommitmentRow } from '../commitments/commitment-json.ts';
import { checkChangeOrder } from './check-change-order.ts';
import { loadChangeOrderDetail } from './vendor-change-order-json.ts';
import { writeChangeOrderLines } from './write-change-order-lines.ts';

/**
 * Creates a pending change order against one commitment:
 * 1. lock the commitment row — it serialises change orders of one commitment, so max + 1 is safe;
 * 2. check the lines (checkChangeOrder);
 * 3. number = the commitment's highest + 1; insert with its lines; audit.
 */
export async function createVendorChangeOrder(
  tx: Db,
  caller: TenantCaller,
  input: TCreateVendorChangeOrder,
): Promise<TVendorChangeOrderDetail> {
  const org = caller.organizationId;
  const commitment = await findCommitmentRow(tx, org, input.commitment_id, true);
  await checkChangeOrder(tx, org, commitment, input.lines);
  const [last] = await tx
    .select({ n: max(vendorChangeOrders.changeOrderNumber) })
    .from(vendorChangeOrders)
    .where(
      and(eq(vendorChangeOrders.organizationId, org), eq(vendorChangeOrders.commitmentId, commitment.id)),
    );
  const [row] = await tx
    .insert(vendorChangeOrders)
    .values({
      organizationId: org,
      commitmentId: commitment.id,
      changeOrderNumber: (last?.n ?? 0) + 1,
      changeOrderDate: input.change_order_date,
      description: input.description,
      reason: input.reason,
      createdBy: caller.userId,
    })
    .returning();
  if (!row) throw new Error('change order insert returned no row');
  await writeChangeOrderLines(tx, org, row.id, input.lines);
  const created = await loadChangeOrderDetail(tx, org, row.id);
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'create_vendor_change_order',
    entity: 'vendor_change_orders',
    entityId: row.id,
    after: created,
    requestId: caller.requestId,
  });
  return created;
}
