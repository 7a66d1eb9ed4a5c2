import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerChangeOrders } from '../../db/schema/index.ts';
import { lockJob } from '../job-budgets/budget-reference.ts';
import { CustomerChangeOrderErrors } from './customer-change-orders.errors.ts';

/** A change order with its job's row locked first (the one lock of a job's contract and change orders). */
export async function lockedCustomerChangeOrder(tx: Db, organizationId: string, id: string) {
  const where = and(eq(customerChangeOrders.organizationId, organizationId), eq(customerChangeOrders.id, id));
  const [found] = await tx
    .select({ jobId: customerChangeOrders.jobId })
    .from(customerChangeOrders)
    .where(where);
  if (!found) throw CustomerChangeOrderErrors.notFound();
  await lockJob(tx, organizationId, found.jobId);
  const [order] = await tx.select().from(customerChangeOrders).where(where);
  if (!order) throw CustomerChangeOrderErrors.notFound();
  return order;
}
