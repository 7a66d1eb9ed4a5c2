import type { TVendorChangeOrder, TVendorChangeOrderDetail } from '@groundwork/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  commitmentLines,
  commitments,
  costCategories,
  profiles,
  projects,
  standardCostCodes,
  vendorChangeOrderLines,
  vendorChangeOrders,
  vendors,
} from '../../db/schema/index.ts';
import { VendorChangeOrderErrors } from './vendor-change-orders.errors.ts';

/** Change orders with their commitment, job, vendor and who decided them. */
export function selectChangeOrders(tx: Db) {
  return tx
    .select({
      order: vendorChangeOrders,
      commitment: {
        id: commitments.id,
        commitment_number: commitments.commitmentNumber,
        kind: commitments.kind,
        status: commitments.status,
        description: commitments.description,
      },
      job: { id: projects.id, number: projects.projectNumber, name: projects.projectName },
      vendor: { id: vendors.id, number: vendors.vendorNumber, name: vendors.name },
      decider: {
        id: profiles.id,
        fullName: profiles.fullName,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        email: profiles.email,
      },
      amount: sql<string>`(select coalesce(sum(l.amount_cents), 0) from vendor_change_order_lines l where l.organization_id = ${vendorChangeOrders.organizationId} and l.change_order_id = ${vendorChangeOrders.id})`,
    })
    .from(vendorChangeOrders)
    .innerJoin(
      commitments,
      and(
        eq(commitments.organizationId, vendorChangeOrders.organizationId),
        eq(commitments.id, vendorChangeOrders.commitmentId),
      ),
    )
    .innerJoin(
      projects,
      and(eq(projects.organizationId, commitments.organizationId), eq(projects.id, commitments.jobId)),
    )
    .innerJoin(
      vendors,
      and(eq(vendors.organizationId, commitments.organizationId), eq(vendors.id, commitments.vendorId)),
    )
    .leftJoin(profiles, eq(profiles.id, vendorChangeOrders.decidedBy));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectChangeOrders>['execute']>>[number];

function personName(p: Row['decider']): string {
  if (!p) return '';
  const name = p.fullName || [p.firstName, p.lastName].filter(Boolean).join(' ');
  return name || p.email || '';
}

export function changeOrderJson(row: Row): TVendorChangeOrder {
  const o = row.order;
  return {
    id: o.id,
    change_order_number: o.changeOrderNumber,
    change_order_date: o.changeOrderDate,
    description: o.description,
    reason: o.reason,
    status: o.status,
    amount_cents: Number(row.amount),
    commitment: row.commitment,
    job: row.job,
    vendor: row.vendor,
    decided_by: row.decider ? { id: row.decider.id, name: personName(row.decider) } : null,
    decided_at: o.decidedAt ? o.decidedAt.toISOString() : null,
    created_at: o.createdAt.toISOString(),
    updated_at: o.updatedAt.toISOString(),
  };
}

/** One change order with its lines; another organization's id is not found. */
export async function loadChangeOrderDetail(
  tx: Db,
  organizationId: string,
  id: string,
): Promise<TVendorChangeOrderDetail> {
  const [row] = await selectChangeOrders(tx).where(
    and(eq(vendorChangeOrders.organizationId, organizationId), eq(vendorChangeOrders.id, id)),
  );
  if (!row) throw VendorChangeOrderErrors.notFound();
  const target = alias(commitmentLines, 'target');
  const lines = await tx
    .select({
      line: vendorChangeOrderLines,
      targetNumber: target.lineNumber,
      targetDescription: target.description,
      codeId: sql<string>`coalesce(${target.costCodeId}, ${vendorChangeOrderLines.costCodeId})`,
      categoryId: sql<string>`coalesce(${target.costCategoryId}, ${vendorChangeOrderLines.costCategoryId})`,
      addedBy: target.addedByChangeOrderId,
    })
    .from(vendorChangeOrderLines)
    .leftJoin(
      target,
      and(
        eq(target.organizationId, vendorChangeOrderLines.organizationId),
        eq(target.id, vendorChangeOrderLines.commitmentLineId),
      ),
    )
    .where(
      and(
        eq(vendorChangeOrderLines.organizationId, organizationId),
        eq(vendorChangeOrderLines.changeOrderId, id),
      ),
    )
    .orderBy(asc(vendorChangeOrderLines.lineNumber));
  const codeIds = [...new Set(lines.map((l) => l.codeId))];
  const categoryIds = [...new Set(lines.map((l) => l.categoryId))];
  const codes =
    codeIds.length === 0
      ? []
      : await tx
          .select({
            id: standardCostCodes.id,
            code: standardCostCodes.code,
            description: standardCostCodes.description,
          })
          .from(standardCostCodes)
          .where(
            and(eq(standardCostCodes.organizationId, organizationId), inArray(standardCostCodes.id, codeIds)),
          );
  const categories =
    categoryIds.length === 0
      ? []
      : await tx
          .select({
            id: costCategories.id,
            code: costCategories.code,
            description: costCategories.description,
          })
          .from(costCategories)
          .where(
            and(eq(costCategories.organizationId, organizationId), inArray(costCategories.id, categoryIds)),
          );
  const unknown = { id: '', code: '', description: '' };
  return {
    ...changeOrderJson(row),
    lines: lines.map(({ line, targetNumber, targetDescription, codeId, categoryId, addedBy }) => ({
      id: line.id,
      line_number: line.lineNumber,
      commitment_line_id: line.commitmentLineId,
      commitment_line_number: targetNumber,
      // A new line stays 'new' after approval: the schedule line it added names this change order.
      is_new_line: line.commitmentLineId === null || addedBy === id,
      cost_code: codes.find((c) => c.id === codeId) ?? unknown,
      cost_category: categories.find((c) => c.id === categoryId) ?? unknown,
      description: line.description || targetDescription || '',
      amount_cents: line.amountCents,
    })),
  };
}
