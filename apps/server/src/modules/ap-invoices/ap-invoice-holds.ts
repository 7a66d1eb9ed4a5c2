import {
  apInvoiceApprover,
  complianceHold,
  overCommitments,
  type TApApproverVerdict,
  type TApHold,
} from '@groundwork/shared';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { apInvoiceLines, organizations, vendors } from '../../db/schema/index.ts';
import { lienWaiverCheck } from '../lien-waivers/lien-waiver-hold.ts';
import { complianceOfVendor } from '../vendors/vendor-compliance.ts';
import { lineStanding, standingOf } from './commitment-line-standing.ts';

/** What the holds look at: the invoice's company, vendor and id. */
export type THoldSubject = { organizationId: string; vendorId: string; invoiceId: string };

/** Holds are checked for the invoice's next step: approving it, or (once approved) paying it. */
export type THoldPurpose = 'approval' | 'payment';

type THoldCheck = (tx: Db, subject: THoldSubject, purpose: THoldPurpose) => Promise<TApHold | null>;

/** The vendor's compliance, when the company holds invoices of vendors whose insurance has expired. */
const complianceCheck: THoldCheck = async (tx, subject) => {
  const [org] = await tx
    .select({ holds: organizations.complianceBlocksPayables })
    .from(organizations)
    .where(eq(organizations.id, subject.organizationId));
  if (!org?.holds) return null;
  const [vendor] = await tx
    .select()
    .from(vendors)
    .where(and(eq(vendors.organizationId, subject.organizationId), eq(vendors.id, subject.vendorId)));
  if (!vendor) return null;
  return complianceHold(await complianceOfVendor(tx, subject.organizationId, vendor), true);
};

/**
 * The invoice bills a schedule line past what is committed, counting only approved and posted
 * invoices — a change order reduced the line, or another invoice was approved first, since entry.
 */
const commitmentCheck: THoldCheck = async (tx, subject) => {
  const lines = await tx
    .select({ commitmentLineId: apInvoiceLines.commitmentLineId, amountCents: apInvoiceLines.amountCents })
    .from(apInvoiceLines)
    .where(
      and(
        eq(apInvoiceLines.organizationId, subject.organizationId),
        eq(apInvoiceLines.invoiceId, subject.invoiceId),
      ),
    )
    .orderBy(apInvoiceLines.lineNumber);
  const ids = [...new Set(lines.flatMap((l) => (l.commitmentLineId ? [l.commitmentLineId] : [])))];
  if (ids.length === 0) return null;
  const standing = await lineStanding(tx, subject.organizationId, { lineIds: ids }, subject.invoiceId);
  const over = overCommitments(
    lines.map((l) => ({ commitment_line_id: l.commitmentLineId, amount_cents: l.amountCents })),
    standingOf(standing, false),
  );
  if (over.length === 0) return null;
  return { kind: 'over_commitment', reason: `Over commitment: ${over.map((o) => o.message).join('; ')}` };
};

/**
 * The holds, in the order they show. Each check answers for the purpose it is asked about; the
 * missing-lien-waiver check (kind `lien_waiver_missing`: a subcontract invoice without a received
 * conditional waiver covering it when the company requires one) answers for 'payment' only.
 */
const HOLD_CHECKS: readonly THoldCheck[] = [complianceCheck, commitmentCheck, lienWaiverCheck];

/** Every hold on the invoice for its next step, each with its reason (empty: nothing stops it). */
export async function invoiceHolds(tx: Db, subject: THoldSubject, purpose: THoldPurpose): Promise<TApHold[]> {
  const holds: TApHold[] = [];
  for (const check of HOLD_CHECKS) {
    const hold = await check(tx, subject, purpose);
    if (hold) holds.push(hold);
  }
  return holds;
}

/**
 * Who approves the invoice under the company's setting: its lines' jobs with their project managers
 * (one statement), then the shared rule apInvoiceApprover.
 */
export async function invoiceApprover(
  tx: Db,
  organizationId: string,
  invoiceId: string,
): Promise<TApApproverVerdict> {
  const rows = rowsOf<{
    setting: 'project_manager' | 'office';
    job_number: string | null;
    manager_id: string | null;
    manager_name: string | null;
    no_job: boolean;
  }>(
    await tx.execute(sql`
      select o.ap_approver as setting, p.project_number as job_number, p.project_manager_id as manager_id,
        coalesce(nullif(pr.full_name, ''), nullif(trim(concat_ws(' ', pr.first_name, pr.last_name)), ''), pr.email) as manager_name,
        l.job_id is null as no_job
      from organizations o
      left join ap_invoice_lines l on l.organization_id = o.id and l.invoice_id = ${invoiceId}
      left join projects p on p.organization_id = l.organization_id and p.id = l.job_id
      left join profiles pr on pr.id = p.project_manager_id
      where o.id = ${organizationId}
      order by l.line_number`),
  );
  const setting = rows[0]?.setting ?? 'office';
  const jobs = new Map<
    string,
    { job_number: string; project_manager: { id: string; name: string } | null }
  >();
  for (const r of rows) {
    if (!r.job_number || jobs.has(r.job_number)) continue;
    jobs.set(r.job_number, {
      job_number: r.job_number,
      project_manager: r.manager_id ? { id: r.manager_id, name: r.manager_name ?? '' } : null,
    });
  }
  return apInvoiceApprover({
    setting,
    jobs: [...jobs.values()],
    has_line_without_job: rows.some((r) => r.no_job),
  });
}
