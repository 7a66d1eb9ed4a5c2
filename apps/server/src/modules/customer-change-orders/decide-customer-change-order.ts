import type { TCustomerChangeOrderDetail } from '@groundwork/shared';
import { and, eq, isNull, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  contractLines,
  customerChangeOrderLines,
  customerChangeOrders,
  jobContracts,
} from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { findContractRow } from '../contracts/contract-json.ts';
import { checkCustomerChangeOrder } from './check-customer-change-order.ts';
import { loadCustomerChangeOrder } from './customer-change-order-json.ts';
import { CustomerChangeOrderErrors } from './customer-change-orders.errors.ts';
import { lockedCustomerChangeOrder } from './locked-customer-change-order.ts';

/**
 * Approves or rejects a pending customer change order, recording who and when; neither can be undone
 * (a later change order reverses an approved one). Approval, under the lock on the job row:
 *   1. checks the lines again against today's schedule, billing and budget (another order may have
 *      been approved, or an application approved, since this one was written);
 *   2. adds each new contract line to the schedule (original 0, added_by_change_order_id = this order)
 *      and points the order's line at it, so the approved amount lands on that line's C;
 *   3. marks it approved — its contract lines now count in the contract sum to date and its budget
 *      lines in the job's revised budget. Rejection only marks it; its lines never count.
 */
export async function decideCustomerChangeOrder(
  tx: Db,
  caller: TenantCaller,
  id: string,
  decision: 'approve' | 'reject',
  now = new Date(),
): Promise<TCustomerChangeOrderDetail> {
  const org = caller.organizationId;
  const order = await lockedCustomerChangeOrder(tx, org, id);
  if (order.status !== 'pending') throw CustomerChangeOrderErrors.notPending();

  if (decision === 'approve') {
    const lines = await tx
      .select()
      .from(customerChangeOrderLines)
      .where(
        and(eq(customerChangeOrderLines.organizationId, org), eq(customerChangeOrderLines.changeOrderId, id)),
      );
    const contract = lines.filter((l) => l.kind === 'contract');
    await checkCustomerChangeOrder(
      tx,
      org,
      order.jobId,
      contract.map((l) => ({
        contract_line_id: l.contractLineId,
        cost_code_id: l.costCodeId,
        amount_cents: l.amountCents,
      })),
      lines
        .filter((l) => l.kind === 'budget')
        .map((l) => ({
          cost_code_id: l.costCodeId ?? '',
          cost_category_id: l.costCategoryId ?? '',
          amount_cents: l.amountCents,
        })),
    );
    const newLines = contract
      .filter((l) => l.contractLineId === null)
      .sort((a, b) => a.lineNumber - b.lineNumber);
    const row = await findContractRow(tx, org, order.jobId);
    if (newLines.length > 0 && row) {
      const [last] = await tx
        .select({ n: max(contractLines.lineNumber) })
        .from(contractLines)
        .where(and(eq(contractLines.organizationId, org), eq(contractLines.contractId, row.id)));
      let next = (last?.n ?? 0) + 1;
      for (const line of newLines) {
        const [added] = await tx
          .insert(contractLines)
          .values({
            organizationId: org,
            contractId: row.id,
            lineNumber: next++,
            description: line.description,
            costCodeId: line.costCodeId,
            originalCents: 0,
            addedByChangeOrderId: id,
          })
          .returning({ id: contractLines.id });
        if (!added) throw new Error('contract line insert returned no row');
        await tx
          .update(customerChangeOrderLines)
          .set({ contractLineId: added.id })
          .where(
            and(
              eq(customerChangeOrderLines.organizationId, org),
              eq(customerChangeOrderLines.id, line.id),
              isNull(customerChangeOrderLines.contractLineId),
            ),
          );
      }
    }
    if (row)
      await tx
        .update(jobContracts)
        .set({ updatedAt: now })
        .where(and(eq(jobContracts.organizationId, org), eq(jobContracts.id, row.id)));
  }

  await tx
    .update(customerChangeOrders)
    .set({
      status: decision === 'approve' ? 'approved' : 'rejected',
      decidedBy: caller.userId,
      decidedAt: now,
      updatedAt: now,
    })
    .where(and(eq(customerChangeOrders.organizationId, org), eq(customerChangeOrders.id, id)));
  const after = await loadCustomerChangeOrder(tx, org, id);
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: `${decision}_customer_change_order`,
    entity: 'customer_change_orders',
    entityId: id,
    before: { status: order.status },
    after,
    requestId: caller.requestId,
  });
  return after;
}
