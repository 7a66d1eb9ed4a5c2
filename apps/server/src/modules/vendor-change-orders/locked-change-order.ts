import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vendorChangeOrders } from '../../db/schema/index.ts';
import { findCommitmentRow } from '../commitments/commitment-json.ts';
import { VendorChangeOrderErrors } from './vendor-change-orders.errors.ts';

/**
 * A change order, with its commitment's row locked first (the one lock every change of a commitment's
 * change orders and schedule takes, so they queue), then read again under that lock.
 */
export async function lockedChangeOrder(tx: Db, organizationId: string, id: string) {
  const where = and(eq(vendorChangeOrders.organizationId, organizationId), eq(vendorChangeOrders.id, id));
  const [found] = await tx
    .select({ commitmentId: vendorChangeOrders.commitmentId })
    .from(vendorChangeOrders)
    .where(where);
  if (!found) throw VendorChangeOrderErrors.notFound();
  await findCommitmentRow(tx, organizationId, found.commitmentId, true);
  const [order] = await tx.select().from(vendorChangeOrders).where(where);
  if (!order) throw VendorChangeOrderErrors.notFound();
  return order;
}
