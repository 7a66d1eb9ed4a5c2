import type { TApCommitmentLineOption, TScheduleLineStanding } from '@groundwork/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';

/** A schedule line with its commitment, job, codes and where it stands (one row of the query below). */
export type TLineStandingRow = {
  id: string;
  line_number: number;
  description: string;
  commitment_id: string;
  commitment_number: string;
  commitment_description: string;
  commitment_status: string;
  retainage_bps: number;
  vendor_id: string;
  job_id: string;
  job_number: string;
  job_name: string;
  job_status: string;
  cost_code_id: string;
  cost_code: string;
  cost_code_description: string;
  cost_category_id: string;
  cost_category_code: string;
  cost_category_description: string;
  revised_cents: number;
  pending_changes_cents: number;
  invoiced_cents: number;
  pending_invoices_cents: number;
};

/**
 * Schedule lines and where they stand, in one statement: committed (original + approved change
 * orders), pending change orders, invoiced to date (lines of approved and posted invoices) and on
 * invoices still entered — other than `excludeInvoiceId`, the invoice being saved or approved.
 */
export async function lineStanding(
  tx: Db,
  organizationId: string,
  filter: { lineIds?: readonly string[]; vendorId?: string; openOnly?: boolean },
  excludeInvoiceId: string | null,
): Promise<TLineStandingRow[]> {
  const where: SQL[] = [sql`cl.organization_id = ${organizationId}`];
  if (filter.lineIds) {
    if (filter.lineIds.length === 0) return [];
    where.push(
      sql`cl.id in (${sql.join(
        filter.lineIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  }
  if (filter.vendorId) where.push(sql`c.vendor_id = ${filter.vendorId}`);
  if (filter.openOnly) where.push(sql`c.status in ('issued', 'executed')`);
  const invoicedWhen = (statuses: SQL) => sql`coalesce((
      select sum(il.amount_cents) from ap_invoice_lines il
      join ap_invoices i on i.organization_id = il.organization_id and i.id = il.invoice_id
      where il.organization_id = cl.organization_id and il.commitment_line_id = cl.id
        and i.status in ${statuses} and i.id is distinct from ${excludeInvoiceId}::uuid), 0)::bigint`;
  const changesWhen = (status: string) => sql`coalesce((
      select sum(vl.amount_cents) from vendor_change_order_lines vl
      join vendor_change_orders vo on vo.organization_id = vl.organization_id and vo.id = vl.change_order_id
      where vl.organization_id = cl.organization_id and vl.commitment_line_id = cl.id
        and vo.status = ${status}), 0)::bigint`;
  const result = await tx.execute(sql`
    select cl.id, cl.line_number, cl.description,
      c.id as commitment_id, c.commitment_number, c.description as commitment_description,
      c.status as commitment_status, c.retainage_bps, c.vendor_id,
      p.id as job_id, p.project_number as job_number, p.project_name as job_name, p.status as job_status,
      cc.id as cost_code_id, cc.code as cost_code, cc.description as cost_code_description,
      cat.id as cost_category_id, cat.code as cost_category_code, cat.description as cost_category_description,
      (cl.original_cents + ${changesWhen('approved')})::bigint as revised_cents,
      ${changesWhen('pending')} as pending_changes_cents,
      ${invoicedWhen(sql`('approved', 'posted')`)} as invoiced_cents,
      ${invoicedWhen(sql`('entered')`)} as pending_invoices_cents
    from commitment_lines cl
    join commitments c on c.organization_id = cl.organization_id and c.id = cl.commitment_id
    join projects p on p.organization_id = c.organization_id and p.id = c.job_id
    join standard_cost_codes cc on cc.organization_id = cl.organization_id and cc.id = cl.cost_code_id
    join cost_categories cat on cat.organization_id = cl.organization_id and cat.id = cl.cost_category_id
    where ${sql.join(where, sql` and `)}
    order by c.commitment_number, cl.line_number`);
  return rowsOf<TLineStandingRow>(result).map((r) => ({
    ...r,
    line_number: Number(r.line_number),
    retainage_bps: Number(r.retainage_bps),
    revised_cents: Number(r.revised_cents),
    pending_changes_cents: Number(r.pending_changes_cents),
    invoiced_cents: Number(r.invoiced_cents),
    pending_invoices_cents: Number(r.pending_invoices_cents),
  }));
}

/** 'J-26-001-SC-01 line 2 (03-3000 S)'. */
export function scheduleLineLabel(r: TLineStandingRow): string {
  return `${r.commitment_number} line ${r.line_number} (${r.cost_code} ${r.cost_category_code})`;
}

/** The standing as the over-commitment rule reads it; `countPending` false when approving. */
export function standingOf(
  rows: readonly TLineStandingRow[],
  countPending: boolean,
): Map<string, TScheduleLineStanding> {
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        label: scheduleLineLabel(r),
        revised_cents: r.revised_cents,
        invoiced_cents: r.invoiced_cents,
        pending_invoices_cents: countPending ? r.pending_invoices_cents : 0,
        pending_changes_cents: r.pending_changes_cents,
      },
    ]),
  );
}

/** A schedule line as the Enter Invoice grid offers it. */
export function commitmentLineOption(r: TLineStandingRow): TApCommitmentLineOption {
  return {
    id: r.id,
    commitment: {
      id: r.commitment_id,
      number: r.commitment_number,
      description: r.commitment_description,
      retainage_bps: r.retainage_bps,
      job: { id: r.job_id, number: r.job_number, name: r.job_name },
    },
    line_number: r.line_number,
    description: r.description,
    cost_code: { id: r.cost_code_id, code: r.cost_code, description: r.cost_code_description },
    cost_category: {
      id: r.cost_category_id,
      code: r.cost_category_code,
      description: r.cost_category_description,
    },
    revised_cents: r.revised_cents,
    invoiced_cents: r.invoiced_cents,
    pending_invoices_cents: r.pending_invoices_cents,
    pending_changes_cents: r.pending_changes_cents,
    remaining_cents: r.revised_cents - r.invoiced_cents,
  };
}
