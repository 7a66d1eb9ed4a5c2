import type { TCreateCustomerChangeOrder, TCustomerChangeOrderDetail } from '@groundwork/shared';
import { and, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerChangeOrders } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { lockJob } from '../job-budgets/budget-reference.ts';
import { checkCustomerChangeOrder } from './check-customer-change-order.ts';
import { loadCustomerChangeOrder } from './customer-change-order-json.ts';
import { writeCustomerChangeOrderLines } from './write-customer-change-order-lines.ts';

/**
 * Creates a pending customer change order:
 *   1. lock the job row — it serialises a job's change orders and contract saves, so max + 1 is safe;
 *   2. check the lines (checkCustomerChangeOrder);
 *   3. number = the job's highest + 1; insert with its lines; audit.
 */
export async function createCustomerChangeOrder(
  tx: Db,
  caller: TenantCaller,
  input: TCreateCustomerChangeOrder,
): Promise<TCustomerChangeOrderDetail> {
  const org = caller.organizationId;
  await lockJob(tx, org, input.job_id);
  await checkCustomerChangeOrder(tx, org, input.job_id, input.contract_lines, input.budget_lines);
  const [last] = await tx
    .select({ n: max(customerChangeOrders.changeOrderNumber) })
    .from(customerChangeOrders)
    .where(and(eq(customerChangeOrders.organizationId, org), eq(customerChangeOrders.jobId, input.job_id)));
  const [row] = await tx
    .insert(customerChangeOrders)
    .values({
      organizationId: org,
      jobId: input.job_id,
      changeOrderNumber: (last?.n ?? 0) + 1,
      changeOrderDate: input.change_order_date,
      customerReference: input.customer_reference,
      description: input.description,
      createdBy: caller.userId,
    })
    .returning({ id: customerChangeOrders.id });
  if (!row) throw new Error('change order insert returned no row');
  await writeCustomerChangeOrderLines(tx, org, row.id, input.contract_lines, input.budget_lines);
  const created = await loadCustomerChangeOrder(tx, org, row.id);
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'create_customer_change_order',
    entity: 'customer_change_orders',
    entityId: row.id,
    after: created,
    requestId: caller.requestId,
  });
  return created;
}
