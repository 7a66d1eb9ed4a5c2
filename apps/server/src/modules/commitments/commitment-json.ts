import {
  commitmentFigures,
  type TChangeOrderStatus,
  type TCommitment,
  type TCommitmentDetail,
  type TCommitmentTotals,
} from '@groundwork/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  apInvoiceLines,
  apInvoices,
  commitmentLines,
  commitments,
  costCategories,
  projects,
  standardCostCodes,
  vendorChangeOrderLines,
  vendorChangeOrders,
  vendors,
} from '../../db/schema/index.ts';
import { CommitmentErrors } from './commitments.errors.ts';

type CommitmentRow = typeof commitments.$inferSelect;
type Ref = { id: string; number: string; name: string };

/** A commitment with its job and vendor (same organization by the composite foreign keys). */
export function selectCommitments(tx: Db) {
  return tx
    .select({
      commitment: commitments,
      job: { id: projects.id, number: projects.projectNumber, name: projects.projectName },
      vendor: { id: vendors.id, number: vendors.vendorNumber, name: vendors.name },
    })
    .from(commitments)
    .innerJoin(
      projects,
      and(eq(projects.organizationId, commitments.organizationId), eq(projects.id, commitments.jobId)),
    )
    .innerJoin(
      vendors,
      and(eq(vendors.organizationId, commitments.organizationId), eq(vendors.id, commitments.vendorId)),
    );
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function commitmentJson(
  row: { commitment: CommitmentRow; job: Ref; vendor: Ref },
  totals: TCommitmentTotals,
): TCommitment {
  const c = row.commitment;
  return {
    id: c.id,
    kind: c.kind,
    commitment_number: c.commitmentNumber,
    status: c.status,
    description: c.description,
    start_date: c.startDate,
    end_date: c.endDate,
    retainage_bps: c.retainageBps,
    scope: c.scope,
    job: row.job,
    vendor: row.vendor,
    totals,
    issued_at: iso(c.issuedAt),
    executed_at: iso(c.executedAt),
    closed_at: iso(c.closedAt),
    voided_at: iso(c.voidedAt),
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

/**
 * What has been invoiced against each schedule line: the lines of approved and posted vendor invoices
 * (entered ones are not yet invoiced; void ones never were). The figures, the void rule and the
 * change-order check read it from here.
 */
export async function invoicedByLine(
  tx: Db,
  organizationId: string,
  lineIds: readonly string[],
): Promise<Map<string, number>> {
  if (lineIds.length === 0) return new Map();
  const rows = await tx
    .select({
      id: apInvoiceLines.commitmentLineId,
      cents: sql<string>`coalesce(sum(${apInvoiceLines.amountCents}), 0)`,
    })
    .from(apInvoiceLines)
    .innerJoin(
      apInvoices,
      and(
        eq(apInvoices.organizationId, apInvoiceLines.organizationId),
        eq(apInvoices.id, apInvoiceLines.invoiceId),
      ),
    )
    .where(
      and(
        eq(apInvoiceLines.organizationId, organizationId),
        inArray(apInvoiceLines.commitmentLineId, [...lineIds]),
        inArray(apInvoices.status, ['approved', 'posted']),
      ),
    )
    .groupBy(apInvoiceLines.commitmentLineId);
  return new Map(rows.flatMap((r) => (r.id ? [[r.id, Number(r.cents)] as const] : [])));
}

/** What has been invoiced on each commitment (approved and posted invoices), for the list's totals. */
async function invoicedByCommitment(
  tx: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<Map<string, number>> {
  const rows = await tx
    .select({
      id: apInvoiceLines.commitmentId,
      cents: sql<string>`coalesce(sum(${apInvoiceLines.amountCents}), 0)`,
    })
    .from(apInvoiceLines)
    .innerJoin(
      apInvoices,
      and(
        eq(apInvoices.organizationId, apInvoiceLines.organizationId),
        eq(apInvoices.id, apInvoiceLines.invoiceId),
      ),
    )
    .where(
      and(
        eq(apInvoiceLines.organizationId, organizationId),
        inArray(apInvoiceLines.commitmentId, [...ids]),
        inArray(apInvoices.status, ['approved', 'posted']),
      ),
    )
    .groupBy(apInvoiceLines.commitmentId);
  return new Map(rows.flatMap((r) => (r.id ? [[r.id, Number(r.cents)] as const] : [])));
}

/** The totals of several commitments at once, by SQL aggregation (the list's page). */
export async function totalsOf(
  tx: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<Map<string, TCommitmentTotals>> {
  const result = new Map<string, TCommitmentTotals>();
  if (ids.length === 0) return result;
  const originals = await tx
    .select({
      id: commitmentLines.commitmentId,
      cents: sql<string>`coalesce(sum(${commitmentLines.originalCents}), 0)`,
    })
    .from(commitmentLines)
    .where(
      and(
        eq(commitmentLines.organizationId, organizationId),
        inArray(commitmentLines.commitmentId, [...ids]),
      ),
    )
    .groupBy(commitmentLines.commitmentId);
  const changes = await tx
    .select({
      id: vendorChangeOrders.commitmentId,
      status: vendorChangeOrders.status,
      cents: sql<string>`coalesce(sum(${vendorChangeOrderLines.amountCents}), 0)`,
    })
    .from(vendorChangeOrders)
    .innerJoin(
      vendorChangeOrderLines,
      and(
        eq(vendorChangeOrderLines.organizationId, vendorChangeOrders.organizationId),
        eq(vendorChangeOrderLines.changeOrderId, vendorChangeOrders.id),
      ),
    )
    .where(
      and(
        eq(vendorChangeOrders.organizationId, organizationId),
        inArray(vendorChangeOrders.commitmentId, [...ids]),
        inArray(vendorChangeOrders.status, ['approved', 'pending']),
      ),
    )
    .groupBy(vendorChangeOrders.commitmentId, vendorChangeOrders.status);
  const invoicedTotals = await invoicedByCommitment(tx, organizationId, ids);
  for (const id of ids) {
    const original = Number(originals.find((o) => o.id === id)?.cents ?? 0);
    const approved = Number(changes.find((c) => c.id === id && c.status === 'approved')?.cents ?? 0);
    const pending = Number(changes.find((c) => c.id === id && c.status === 'pending')?.cents ?? 0);
    const invoiced = invoicedTotals.get(id) ?? 0;
    result.set(id, {
      original_cents: original,
      approved_changes_cents: approved,
      revised_cents: original + approved,
      pending_changes_cents: pending,
      invoiced_cents: invoiced,
      remaining_cents: original + approved - invoiced,
    });
  }
  return result;
}

/** The commitment row, locked until the transaction ends when `lock` (every change takes the lock). */
export async function findCommitmentRow(
  tx: Db,
  organizationId: string,
  id: string,
  lock = false,
): Promise<CommitmentRow> {
  const query = tx
    .select()
    .from(commitments)
    .where(and(eq(commitments.organizationId, organizationId), eq(commitments.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw CommitmentErrors.notFound();
  return row;
}

/** The schedule lines with their codes, in line order. */
export async function scheduleLines(tx: Db, organizationId: string, commitmentId: string) {
  return tx
    .select({
      line: commitmentLines,
      costCode: {
        id: standardCostCodes.id,
        code: standardCostCodes.code,
        description: standardCostCodes.description,
      },
      costCategory: {
        id: costCategories.id,
        code: costCategories.code,
        description: costCategories.description,
      },
    })
    .from(commitmentLines)
    .innerJoin(
      standardCostCodes,
      and(
        eq(standardCostCodes.organizationId, commitmentLines.organizationId),
        eq(standardCostCodes.id, commitmentLines.costCodeId),
      ),
    )
    .innerJoin(
      costCategories,
      and(
        eq(costCategories.organizationId, commitmentLines.organizationId),
        eq(costCategories.id, commitmentLines.costCategoryId),
      ),
    )
    .where(
      and(eq(commitmentLines.organizationId, organizationId), eq(commitmentLines.commitmentId, commitmentId)),
    )
    .orderBy(asc(commitmentLines.lineNumber));
}

/** The change orders of a commitment with their lines' amounts, in number order. */
export async function changeOrdersOf(tx: Db, organizationId: string, commitmentId: string) {
  const orders = await tx
    .select()
    .from(vendorChangeOrders)
    .where(
      and(
        eq(vendorChangeOrders.organizationId, organizationId),
        eq(vendorChangeOrders.commitmentId, commitmentId),
      ),
    )
    .orderBy(asc(vendorChangeOrders.changeOrderNumber));
  const lines =
    orders.length === 0
      ? []
      : await tx
          .select({
            changeOrderId: vendorChangeOrderLines.changeOrderId,
            commitmentLineId: vendorChangeOrderLines.commitmentLineId,
            amountCents: vendorChangeOrderLines.amountCents,
          })
          .from(vendorChangeOrderLines)
          .where(
            and(
              eq(vendorChangeOrderLines.organizationId, organizationId),
              inArray(
                vendorChangeOrderLines.changeOrderId,
                orders.map((o) => o.id),
              ),
            ),
          );
  return orders.map((order) => ({
    order,
    lines: lines
      .filter((l) => l.changeOrderId === order.id)
      .map((l) => ({ commitment_line_id: l.commitmentLineId, amount_cents: l.amountCents })),
  }));
}

/** A commitment with its schedule, change orders and figures; another organization's id is not found. */
export async function loadCommitmentDetail(
  tx: Db,
  organizationId: string,
  id: string,
  warnings: string[] = [],
): Promise<TCommitmentDetail> {
  const [row] = await selectCommitments(tx).where(
    and(eq(commitments.organizationId, organizationId), eq(commitments.id, id)),
  );
  if (!row) throw CommitmentErrors.notFound();
  const lines = await scheduleLines(tx, organizationId, id);
  const orders = await changeOrdersOf(tx, organizationId, id);
  const invoiced = await invoicedByLine(
    tx,
    organizationId,
    lines.map((l) => l.line.id),
  );
  const figures = commitmentFigures(
    lines.map(({ line }) => ({
      id: line.id,
      original_cents: line.originalCents,
      invoiced_cents: invoiced.get(line.id) ?? 0,
    })),
    orders.map(({ order, lines: changes }) => ({
      status: order.status as TChangeOrderStatus,
      lines: changes,
    })),
  );
  return {
    ...commitmentJson(row, figures.totals),
    lines: lines.map(({ line, costCode, costCategory }) => {
      const f = figures.lines.get(line.id);
      if (!f) throw new Error(`no figures for line ${line.id}`);
      return {
        id: line.id,
        line_number: line.lineNumber,
        cost_code: costCode,
        cost_category: costCategory,
        description: line.description,
        added_by_change_order_id: line.addedByChangeOrderId,
        ...f,
      };
    }),
    change_orders: orders.map(({ order, lines: changes }) => ({
      id: order.id,
      change_order_number: order.changeOrderNumber,
      change_order_date: order.changeOrderDate,
      description: order.description,
      status: order.status,
      amount_cents: changes.reduce((sum, l) => sum + l.amount_cents, 0),
      decided_at: iso(order.decidedAt),
    })),
    warnings,
  };
}
