import type { TContract, TContractCode, TContractLine } from '@groundwork/shared';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { jobContracts, standardCostCodes } from '../../db/schema/index.ts';

type TLineRow = {
  id: string;
  line_number: number;
  description: string;
  cost_code_id: string | null;
  cost_code: string | null;
  original: string;
  approved: string;
  pending: string;
  billed: string;
  added_by_change_order_id: string | null;
};

export async function findContractRow(tx: Db, organizationId: string, jobId: string) {
  const [row] = await tx
    .select()
    .from(jobContracts)
    .where(and(eq(jobContracts.organizationId, organizationId), eq(jobContracts.jobId, jobId)));
  return row ?? null;
}

/** Whether the job has any pay application (a void one included: its lines still name the schedule's). */
export async function hasPayApplications(tx: Db, organizationId: string, jobId: string): Promise<boolean> {
  const result = await tx.execute(sql`
    select exists (select 1 from pay_applications where organization_id = ${organizationId} and job_id = ${jobId}) as has`);
  return rowsOf<{ has: boolean }>(result)[0]?.has === true;
}

/**
 * A contract's schedule lines with their figures, in one query: approved and pending customer change
 * orders per line (pending never in C), and billed = G (D + E + F) of the latest approved or paid
 * application that bills the line.
 */
export async function contractLines(
  tx: Db,
  organizationId: string,
  contractId: string,
): Promise<TContractLine[]> {
  const org = organizationId;
  const result = await tx.execute(sql`
    select l.id, l.line_number, l.description, l.cost_code_id, c.code as cost_code,
           l.original_cents::text as original, l.added_by_change_order_id,
           coalesce(ch.approved, 0)::text as approved, coalesce(ch.pending, 0)::text as pending,
           coalesce(b.billed, 0)::text as billed
    from contract_lines l
    left join standard_cost_codes c on c.organization_id = l.organization_id and c.id = l.cost_code_id
    left join lateral (
      select sum(x.amount_cents) filter (where o.status = 'approved') as approved,
             sum(x.amount_cents) filter (where o.status = 'pending') as pending
      from customer_change_order_lines x
      join customer_change_orders o on o.organization_id = x.organization_id and o.id = x.change_order_id
      where x.organization_id = l.organization_id and x.contract_line_id = l.id
    ) ch on true
    left join lateral (
      select p.previous_work_cents + p.this_period_cents + p.stored_cents as billed
      from pay_application_lines p
      join pay_applications a on a.organization_id = p.organization_id and a.id = p.application_id
      where p.organization_id = l.organization_id and p.contract_line_id = l.id
        and a.status in ('approved', 'paid')
      order by a.application_number desc
      limit 1
    ) b on true
    where l.organization_id = ${org} and l.contract_id = ${contractId}
    order by l.line_number`);
  return rowsOf<TLineRow>(result).map((r) => {
    const original = Number(r.original);
    const approved = Number(r.approved);
    return {
      id: r.id,
      line_number: r.line_number,
      description: r.description,
      cost_code_id: r.cost_code_id,
      cost_code: r.cost_code,
      original_cents: original,
      approved_changes_cents: approved,
      scheduled_cents: original + approved,
      pending_changes_cents: Number(r.pending),
      billed_cents: Number(r.billed),
      added_by_change_order_id: r.added_by_change_order_id,
    };
  });
}

/** Pending change orders' new lines: no schedule line yet, so they count only in the total's pending. */
async function pendingNewLines(tx: Db, organizationId: string, jobId: string): Promise<number> {
  const result = await tx.execute(sql`
    select coalesce(sum(x.amount_cents), 0)::text as amount
    from customer_change_orders o
    join customer_change_order_lines x on x.organization_id = o.organization_id and x.change_order_id = o.id
    where o.organization_id = ${organizationId} and o.job_id = ${jobId} and o.status = 'pending'
      and x.kind = 'contract' and x.contract_line_id is null`);
  return Number(rowsOf<{ amount: string }>(result)[0]?.amount ?? 0);
}

/** The job's contract with its schedule and figures; defaults (id null) while none is saved. */
export async function loadContract(tx: Db, organizationId: string, jobId: string): Promise<TContract> {
  const row = await findContractRow(tx, organizationId, jobId);
  const lines = row ? await contractLines(tx, organizationId, row.id) : [];
  const sum = (pick: (l: TContractLine) => number) => lines.reduce((s, l) => s + pick(l), 0);
  return {
    id: row?.id ?? null,
    job_id: jobId,
    original_contract_cents: row?.originalContractCents ?? 0,
    billing_method: row?.billingMethod ?? 'progress',
    retainage_work_bps: row?.retainageWorkBps ?? 1000,
    retainage_stored_bps: row?.retainageStoredBps ?? 1000,
    step_down_threshold_bps: row?.stepDownThresholdBps ?? null,
    step_down_work_bps: row?.stepDownWorkBps ?? null,
    retainage_cap_bps: row?.retainageCapBps ?? null,
    payment_terms_days: row?.paymentTermsDays ?? 30,
    has_pay_applications: await hasPayApplications(tx, organizationId, jobId),
    lines,
    totals: {
      original_cents: sum((l) => l.original_cents),
      approved_changes_cents: sum((l) => l.approved_changes_cents),
      scheduled_cents: sum((l) => l.scheduled_cents),
      pending_changes_cents:
        sum((l) => l.pending_changes_cents) + (await pendingNewLines(tx, organizationId, jobId)),
      billed_cents: sum((l) => l.billed_cents),
    },
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

/** The company's cost codes as the schedule rules judge them (inactive ones included). */
export async function contractCodes(tx: Db, organizationId: string): Promise<TContractCode[]> {
  return tx
    .select({
      id: standardCostCodes.id,
      code: standardCostCodes.code,
      is_active: standardCostCodes.isActive,
      is_parent: standardCostCodes.isParent,
    })
    .from(standardCostCodes)
    .where(eq(standardCostCodes.organizationId, organizationId));
}
