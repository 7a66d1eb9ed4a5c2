import { dueDateOf, type TCreatePayApplication, type TPayApplicationDetail } from '@groundwork/shared';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { payApplications, projects } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { violatedUniqueIndex } from '../../lib/db-errors.ts';
import {
  lastBilled,
  loadJobContract,
  loadJobContractOrNull,
  openingRetainageHeld,
} from './pay-application-data.ts';
import { computeDraft, loadPayApplicationDetail, saveDraftFigures } from './pay-application-json.ts';
import { ONE_DRAFT_INDEX, PayApplicationErrors } from './pay-applications.errors.ts';

/**
 * Starts the next application of a job (a progress application or a retainage release):
 *   1. lock the job row: two people starting one at once get consecutive numbers, never the same;
 *   2. the job needs a contract with a schedule, and no open (draft or submitted) application — but
 *      a release of retainage held on opening invoices (an import's) needs neither contract nor lines;
 *   3. a release needs retainage held: on the last billed application, or on opening invoices;
 *   4. number = the job's highest + 1; customer = the job's; due = date + the contract's payment terms;
 *   5. its lines: C as of today, D and F carried from the last billed application, E 0;
 *   6. audit.
 */
export async function createPayApplication(
  tx: Db,
  caller: TenantCaller,
  jobId: string,
  input: TCreatePayApplication,
): Promise<TPayApplicationDetail> {
  const org = caller.organizationId;
  const release = input.kind === 'retainage_release';
  const jc = release
    ? await loadJobContractOrNull(tx, org, jobId, { lock: true })
    : await loadJobContract(tx, org, jobId, { lock: true });
  const opening = release ? await openingRetainageHeld(tx, org, jobId) : 0;
  if (!jc && opening <= 0)
    throw (await holdsOpeningRetainage(tx, org, jobId))
      ? PayApplicationErrors.noRetainageHeld()
      : PayApplicationErrors.noContract();
  if (jc && jc.lines.length === 0 && opening <= 0) throw PayApplicationErrors.noScheduleLines();
  const [open] = await tx
    .select({ id: payApplications.id })
    .from(payApplications)
    .where(
      and(
        eq(payApplications.organizationId, org),
        eq(payApplications.jobId, jobId),
        inArray(payApplications.status, ['draft', 'submitted']),
      ),
    )
    .limit(1);
  if (open) throw PayApplicationErrors.openApplication();
  if (release) {
    const previous = await lastBilled(tx, org, jobId);
    if (!previous && opening <= 0) throw PayApplicationErrors.releaseNeedsApproved();
    const held = previous ? previous.app.retainageWorkCents + previous.app.retainageStoredCents : 0;
    if (held + opening <= 0) throw PayApplicationErrors.noRetainageHeld();
  }
  const customerId = jc?.job.customerId ?? (await jobCustomer(tx, org, jobId));
  const [max] = rowsOf<{ n: number }>(
    await tx.execute(sql`select coalesce(max(application_number), 0)::int as n from pay_applications
      where organization_id = ${org} and job_id = ${jobId}`),
  );
  const [row] = await tx
    .insert(payApplications)
    .values({
      organizationId: org,
      jobId,
      customerId,
      applicationNumber: (max?.n ?? 0) + 1,
      kind: input.kind,
      periodFrom: input.period_from,
      periodTo: input.period_to,
      applicationDate: input.application_date,
      dueDate: dueDateOf(input.application_date, jc?.contract.paymentTermsDays ?? 0),
      createdBy: caller.userId,
    })
    .returning()
    .catch((err: unknown) => {
      if (violatedUniqueIndex(err) === ONE_DRAFT_INDEX) throw PayApplicationErrors.openApplication();
      throw err;
    });
  if (!row) throw new Error('pay application insert returned no row');
  await saveDraftFigures(tx, org, row, await computeDraft(tx, org, row));
  const created = await loadPayApplicationDetail(tx, org, row.id);
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'create_pay_application',
    entity: 'pay_applications',
    entityId: row.id,
    after: { job_id: jobId, application_number: row.applicationNumber, kind: row.kind },
    requestId: caller.requestId,
  });
  return created;
}

/** The job's customer (a job without a contract: the release of its opening retainage). */
async function jobCustomer(tx: Db, organizationId: string, jobId: string): Promise<string> {
  const [job] = await tx
    .select({ customerId: projects.customerId })
    .from(projects)
    .where(and(eq(projects.organizationId, organizationId), eq(projects.id, jobId)));
  if (!job) throw PayApplicationErrors.jobNotFound();
  return job.customerId;
}

/** Whether the job has opening invoices (an import's) that held retainage, released since or not. */
async function holdsOpeningRetainage(tx: Db, organizationId: string, jobId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: payApplications.id })
    .from(payApplications)
    .where(
      and(
        eq(payApplications.organizationId, organizationId),
        eq(payApplications.jobId, jobId),
        eq(payApplications.kind, 'opening'),
        gt(payApplications.periodRetainageCents, 0),
      ),
    )
    .limit(1);
  return Boolean(row);
}
