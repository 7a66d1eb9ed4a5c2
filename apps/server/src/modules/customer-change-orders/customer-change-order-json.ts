import type { TCustomerChangeOrder, TCustomerChangeOrderDetail } from '@groundwork/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  contractLines,
  costCategories,
  customerChangeOrderLines,
  customerChangeOrders,
  customers,
  profiles,
  projects,
  standardCostCodes,
} from '../../db/schema/index.ts';
import { CustomerChangeOrderErrors } from './customer-change-orders.errors.ts';

const amountOf = (kind: 'contract' | 'budget') =>
  sql<string>`(select coalesce(sum(l.amount_cents), 0) from customer_change_order_lines l where l.organization_id = ${customerChangeOrders.organizationId} and l.change_order_id = ${customerChangeOrders.id} and l.kind = ${kind})`;

/** Customer change orders with their job, the job's customer, who decided and their net amounts. */
export function selectCustomerChangeOrders(tx: Db) {
  return tx
    .select({
      order: customerChangeOrders,
      job: { id: projects.id, number: projects.projectNumber, name: projects.projectName },
      customer: { id: customers.id, number: customers.customerNumber, name: customers.name },
      decider: {
        id: profiles.id,
        fullName: profiles.fullName,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        email: profiles.email,
      },
      contractAmount: amountOf('contract'),
      budgetAmount: amountOf('budget'),
    })
    .from(customerChangeOrders)
    .innerJoin(
      projects,
      and(
        eq(projects.organizationId, customerChangeOrders.organizationId),
        eq(projects.id, customerChangeOrders.jobId),
      ),
    )
    .innerJoin(
      customers,
      and(eq(customers.organizationId, projects.organizationId), eq(customers.id, projects.customerId)),
    )
    .leftJoin(profiles, eq(profiles.id, customerChangeOrders.decidedBy));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectCustomerChangeOrders>['execute']>>[number];

function personName(p: Row['decider']): string {
  if (!p) return '';
  return p.fullName || [p.firstName, p.lastName].filter(Boolean).join(' ') || p.email || '';
}

export function customerChangeOrderJson(row: Row): TCustomerChangeOrder {
  const o = row.order;
  return {
    id: o.id,
    change_order_number: o.changeOrderNumber,
    change_order_date: o.changeOrderDate,
    customer_reference: o.customerReference,
    description: o.description,
    status: o.status,
    contract_amount_cents: Number(row.contractAmount),
    budget_amount_cents: Number(row.budgetAmount),
    job: row.job,
    customer: row.customer,
    decided_by: row.decider ? { id: row.decider.id, name: personName(row.decider) } : null,
    decided_at: o.decidedAt ? o.decidedAt.toISOString() : null,
    created_at: o.createdAt.toISOString(),
    updated_at: o.updatedAt.toISOString(),
  };
}

/** One change order with its contract and budget lines; another organization's id is not found. */
export async function loadCustomerChangeOrder(
  tx: Db,
  organizationId: string,
  id: string,
): Promise<TCustomerChangeOrderDetail> {
  const [row] = await selectCustomerChangeOrders(tx).where(
    and(eq(customerChangeOrders.organizationId, organizationId), eq(customerChangeOrders.id, id)),
  );
  if (!row) throw CustomerChangeOrderErrors.notFound();
  const target = alias(contractLines, 'target');
  const lines = await tx
    .select({
      line: customerChangeOrderLines,
      targetNumber: target.lineNumber,
      targetDescription: target.description,
      addedBy: target.addedByChangeOrderId,
      code: {
        id: standardCostCodes.id,
        code: standardCostCodes.code,
        description: standardCostCodes.description,
      },
      category: { id: costCategories.id, code: costCategories.code, description: costCategories.description },
    })
    .from(customerChangeOrderLines)
    .leftJoin(
      target,
      and(
        eq(target.organizationId, customerChangeOrderLines.organizationId),
        eq(target.id, customerChangeOrderLines.contractLineId),
      ),
    )
    .leftJoin(
      standardCostCodes,
      and(
        eq(standardCostCodes.organizationId, customerChangeOrderLines.organizationId),
        eq(standardCostCodes.id, sql`coalesce(${target.costCodeId}, ${customerChangeOrderLines.costCodeId})`),
      ),
    )
    .leftJoin(
      costCategories,
      and(
        eq(costCategories.organizationId, customerChangeOrderLines.organizationId),
        eq(costCategories.id, customerChangeOrderLines.costCategoryId),
      ),
    )
    .where(
      and(
        eq(customerChangeOrderLines.organizationId, organizationId),
        eq(customerChangeOrderLines.changeOrderId, id),
      ),
    )
    .orderBy(asc(customerChangeOrderLines.lineNumber));
  const unknown = { id: '', code: '', description: '' };
  return {
    ...customerChangeOrderJson(row),
    contract_lines: lines
      .filter(({ line }) => line.kind === 'contract')
      .map(({ line, targetNumber, targetDescription, addedBy, code }) => ({
        id: line.id,
        line_number: line.lineNumber,
        contract_line_id: line.contractLineId,
        contract_line_number: targetNumber,
        // A new line stays 'new' after approval: the schedule line it added names this change order.
        is_new_line: line.contractLineId === null || addedBy === id,
        description: line.description || targetDescription || '',
        cost_code: code,
        amount_cents: line.amountCents,
      })),
    budget_lines: lines
      .filter(({ line }) => line.kind === 'budget')
      .map(({ line, code, category }) => ({
        id: line.id,
        line_number: line.lineNumber,
        cost_code: code ?? unknown,
        cost_category: category ?? unknown,
        description: line.description,
        amount_cents: line.amountCents,
      })),
  };
}
