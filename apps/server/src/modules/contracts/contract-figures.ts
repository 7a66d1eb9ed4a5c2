import type { TContractFigures } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';

type TRow = {
  has_contract: boolean;
  original: string;
  approved: string;
  pending: string;
  billed: string;
  retainage: string;
  received: string;
};

/**
 * A job's revenue figures in one SQL statement over the billing tables:
 *   1. original contract sum (job_contracts);
 *   2. approved and pending changes: the contract lines of its customer change orders (pending never
 *      in contract to date);
 *   3. billed to date: line 4 (completed and stored) of the latest approved or paid application — the
 *      sum of every application's movement of line 4 (an import's opening invoices are no certificate);
 *   4. retainage held: line 5 of the latest approved or paid progress application, less what retainage
 *      releases approved after it billed of it (their line 6 − line 7); plus the retainage of the
 *      import's opening invoices less what releases billed beyond their G702 part (see
 *      openingRetainageHeld);
 *   5. received: receipts applied to the job's applications (void applications and receipts left out).
 */
export async function contractFigures(
  tx: Db,
  organizationId: string,
  jobId: string,
): Promise<TContractFigures> {
  const org = organizationId;
  const result = await tx.execute(sql`
    with contract as (
      select original_contract_cents from job_contracts where organization_id = ${org} and job_id = ${jobId}
    ),
    changes as (
      select coalesce(sum(x.amount_cents) filter (where o.status = 'approved'), 0) as approved,
             coalesce(sum(x.amount_cents) filter (where o.status = 'pending'), 0) as pending
      from customer_change_orders o
      join customer_change_order_lines x
        on x.organization_id = o.organization_id and x.change_order_id = o.id and x.kind = 'contract'
      where o.organization_id = ${org} and o.job_id = ${jobId}
    ),
    apps as (
      select application_number, kind, completed_and_stored_cents, current_due_cents, period_retainage_cents,
             retainage_work_cents + retainage_stored_cents as retainage,
             completed_and_stored_cents - previous_certificates_cents as g702_due
      from pay_applications
      where organization_id = ${org} and job_id = ${jobId} and status in ('approved', 'paid')
    ),
    latest as (
      select completed_and_stored_cents from apps where kind <> 'opening'
      order by application_number desc limit 1
    ),
    latest_progress as (
      select application_number, retainage from apps where kind = 'progress'
      order by application_number desc limit 1
    ),
    released as (
      select coalesce(sum(a.g702_due), 0) as amount
      from apps a join latest_progress p on a.application_number > p.application_number
      where a.kind = 'retainage_release'
    ),
    opening as (
      select greatest(coalesce(sum(period_retainage_cents) filter (where kind = 'opening'), 0)
        - coalesce(sum(current_due_cents - g702_due) filter (where kind = 'retainage_release'), 0), 0) as held
      from apps
    ),
    received as (
      select coalesce(sum(r.amount_cents), 0) as amount
      from receipt_applications r
      join pay_applications a on a.organization_id = r.organization_id and a.id = r.application_id
      join customer_receipts c on c.organization_id = r.organization_id and c.id = r.receipt_id
      where r.organization_id = ${org} and a.job_id = ${jobId} and a.status <> 'void'
        and c.void_entry_id is null
    )
    select exists (select 1 from contract) as has_contract,
           coalesce((select original_contract_cents from contract), 0)::text as original,
           changes.approved::text as approved, changes.pending::text as pending,
           coalesce((select completed_and_stored_cents from latest), 0)::text as billed,
           (greatest(coalesce((select retainage from latest_progress), 0) - released.amount, 0)
             + opening.held)::text as retainage,
           received.amount::text as received
    from changes, released, opening, received`);
  const row = rowsOf<TRow>(result)[0];
  if (!row) throw new Error('contract figures returned no row');
  const original = Number(row.original);
  const approved = Number(row.approved);
  const contractToDate = original + approved;
  const billed = Number(row.billed);
  return {
    job_id: jobId,
    has_contract: row.has_contract,
    original_contract_cents: original,
    approved_changes_cents: approved,
    contract_to_date_cents: contractToDate,
    pending_changes_cents: Number(row.pending),
    billed_to_date_cents: billed,
    retainage_held_cents: Number(row.retainage),
    received_cents: Number(row.received),
    percent_billed_bps: contractToDate > 0 ? Math.round((billed * 10_000) / contractToDate) : null,
  };
}
