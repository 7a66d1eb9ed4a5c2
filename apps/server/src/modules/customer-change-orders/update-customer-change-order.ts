import type { TCustomerChangeOrderDetail, TUpdateCustomerChangeOrder } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerChangeOrders } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { checkCustomerChangeOrder } from './check-customer-change-order.ts';
import { loadCustomerChangeOrder } from './customer-change-order-json.ts';
import { CustomerChangeOrderErrors } from './customer-change-orders.errors.ts';
import { lockedCustomerChangeOrder } from './locked-customer-change-order.ts';
import { writeCustomerChangeOrderLines } from './write-customer-change-order-lines.ts';

/** Edits a pending change order; lines sent replace that kind's lines and are checked again. */
export async function updateCustomerChangeOrder(
  tx: Db,
  caller: TenantCaller,
  id: string,
  input: TUpdateCustomerChangeOrder,
): Promise<TCustomerChangeOrderDetail> {
  const org = caller.organizationId;
  const order = await lockedCustomerChangeOrder(tx, org, id);
  if (order.status !== 'pending') throw CustomerChangeOrderErrors.notPending();
  const before = await loadCustomerChangeOrder(tx, org, id);
  if (input.contract_lines || input.budget_lines) {
    const contract =
      input.contract_lines ??
      before.contract_lines.map((l) => ({
        contract_line_id: l.contract_line_id,
        description: l.contract_line_id ? '' : l.description,
        cost_code_id: l.contract_line_id ? null : (l.cost_code?.id ?? null),
        amount_cents: l.amount_cents,
      }));
    const budget =
      input.budget_lines ??
      before.budget_lines.map((l) => ({
        cost_code_id: l.cost_code.id,
        cost_category_id: l.cost_category.id,
        description: l.description,
        amount_cents: l.amount_cents,
      }));
    if (contract.length + budget.length === 0) throw CustomerChangeOrderErrors.linesRequired();
    await checkCustomerChangeOrder(tx, org, order.jobId, contract, budget);
    await writeCustomerChangeOrderLines(tx, org, id, contract, budget);
  }
  await tx
    .update(customerChangeOrders)
    .set({
      changeOrderDate: input.change_order_date,
      customerReference: input.customer_reference,
      description: input.description,
      updatedAt: new Date(),
    })
    .where(and(eq(customerChangeOrders.organizationId, org), eq(customerChangeOrders.id, id)));
  const after = await loadCustomerChangeOrder(tx, org, id);
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'update_customer_change_order',
    entity: 'customer_change_orders',
    entityId: id,
    before,
    after,
    requestId: caller.requestId,
  });
  return after;
}
