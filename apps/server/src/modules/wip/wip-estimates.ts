import type { TWipEstimate, TWipEstimateInput, TWipEstimateKey } from '@groundwork/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations, projects, wipAdjustments, wipEstimates } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { WipErrors } from './wip.errors.ts';

/**
 * An estimate may change while its period is open and has no posted adjustment: a posted adjustment
 * was worked out from the estimates as they stood, and a closed period's schedule is what was reported.
 */
async function assertEstimateMayChange(tx: Db, caller: TenantCaller, key: TWipEstimateKey): Promise<void> {
  const org = caller.organizationId;
  const [job] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.organizationId, org), eq(projects.id, key.job_id)));
  if (!job) throw WipErrors.jobNotFound();
  const [company] = await tx
    .select({ closed: organizations.booksClosedThrough })
    .from(organizations)
    .where(eq(organizations.id, org));
  if (company?.closed && key.period_end <= company.closed)
    throw WipErrors.estimateClosed(key.period_end, company.closed);
  const [posted] = await tx
    .select({ id: wipAdjustments.id })
    .from(wipAdjustments)
    .where(
      and(
        eq(wipAdjustments.organizationId, org),
        eq(wipAdjustments.periodEnd, key.period_end),
        eq(wipAdjustments.status, 'posted'),
      ),
    );
  if (posted) throw WipErrors.estimateLocked(key.period_end);
}

/** Sets (or replaces) a job's estimated cost to complete for a period. */
export async function setWipEstimate(
  tx: Db,
  caller: TenantCaller,
  input: TWipEstimateInput,
): Promise<TWipEstimate> {
  await assertEstimateMayChange(tx, caller, input);
  const now = new Date();
  const [row] = await tx
    .insert(wipEstimates)
    .values({
      organizationId: caller.organizationId,
      jobId: input.job_id,
      periodEnd: input.period_end,
      costToCompleteCents: input.cost_to_complete_cents,
      note: input.note,
      updatedBy: caller.userId,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [wipEstimates.organizationId, wipEstimates.jobId, wipEstimates.periodEnd],
      set: {
        costToCompleteCents: input.cost_to_complete_cents,
        note: input.note,
        updatedBy: caller.userId,
        updatedAt: now,
      },
    })
    .returning();
  if (!row) throw new Error('WIP estimate not saved');
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'set_wip_estimate',
    entity: 'wip_estimates',
    entityId: row.id,
    after: {
      job_id: input.job_id,
      period_end: input.period_end,
      cost_to_complete_cents: input.cost_to_complete_cents,
      note: input.note,
    },
    requestId: caller.requestId,
  });
  return {
    job_id: row.jobId,
    period_end: row.periodEnd,
    cost_to_complete_cents: row.costToCompleteCents,
    note: row.note,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Clears a job's estimate for a period: the schedule goes back to the default (revised budget − cost). */
export async function clearWipEstimate(tx: Db, caller: TenantCaller, key: TWipEstimateKey): Promise<void> {
  await assertEstimateMayChange(tx, caller, key);
  const deleted = await tx
    .delete(wipEstimates)
    .where(
      and(
        eq(wipEstimates.organizationId, caller.organizationId),
        eq(wipEstimates.jobId, key.job_id),
        eq(wipEstimates.periodEnd, sql`${key.period_end}::date`),
      ),
    )
    .returning({ id: wipEstimates.id, cents: wipEstimates.costToCompleteCents });
  const [gone] = deleted;
  if (gone)
    await audit(tx, {
      organizationId: caller.organizationId,
      actorId: caller.userId,
      action: 'clear_wip_estimate',
      entity: 'wip_estimates',
      entityId: gone.id,
      before: { job_id: key.job_id, period_end: key.period_end, cost_to_complete_cents: gone.cents },
      requestId: caller.requestId,
    });
}
