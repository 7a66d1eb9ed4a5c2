import { isCompletionBeforeStart, type TJob, type TUpdateJob } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projects } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { getJob } from './get-job.ts';
import { jobCustomer } from './job-customer.ts';
import { jobJson } from './job-json.ts';
import { assertProjectManager, assertSuperintendent, managerNames } from './job-manager.ts';
import { JobErrors } from './jobs.errors.ts';

/**
 * Edits a job: name, dates, budget, status, customer, project manager (a person with that role in the
 * company, or none). Choosing a customer copies its name into
 * client_name again; switching to another customer requires an active one. The dates are checked
 * against the stored ones too (estimated completion not before start).
 */
export async function updateJob(tx: Db, caller: TenantCaller, id: string, input: TUpdateJob): Promise<TJob> {
  const before = await getJob(tx, caller, id);
  const dates = {
    start_date: input.start_date === undefined ? before.start_date : input.start_date,
    estimated_completion_date:
      input.estimated_completion_date === undefined
        ? before.estimated_completion_date
        : input.estimated_completion_date,
  };
  if (isCompletionBeforeStart(dates)) throw JobErrors.completionBeforeStart();
  // A job with budget lines takes its budget from them (job-budgets keeps it in sync).
  const isBudgetChanged = input.budget_cents !== undefined && input.budget_cents !== before.budget_cents;
  if (before.budget_from_lines && isBudgetChanged) throw JobErrors.budgetFromLines();

  if (input.project_manager_id !== undefined && input.project_manager_id !== before.project_manager?.id)
    await assertProjectManager(tx, caller.organizationId, input.project_manager_id);
  if (input.superintendent_id !== undefined && input.superintendent_id !== before.superintendent?.id)
    await assertSuperintendent(tx, caller.organizationId, input.superintendent_id);
  const customer = input.customer_id
    ? await jobCustomer(tx, caller, input.customer_id, input.customer_id !== before.customer_id)
    : { id: before.customer.id, customerNumber: before.customer.customer_number, name: before.customer.name };

  const [job] = await tx
    .update(projects)
    .set({
      customerId: input.customer_id ? customer.id : undefined,
      clientName: input.customer_id ? customer.name : undefined,
      projectName: input.project_name,
      startDate: input.start_date,
      estimatedCompletionDate: input.estimated_completion_date,
      budgetCents: input.budget_cents,
      status: input.status,
      projectManagerId: input.project_manager_id,
      superintendentId: input.superintendent_id,
      updatedAt: new Date(),
    })
    .where(and(eq(projects.organizationId, caller.organizationId), eq(projects.id, id)))
    .returning();
  if (!job) throw JobErrors.notFound();
  const names = await managerNames(tx, [job.projectManagerId, job.superintendentId]);
  const updated = jobJson({
    job,
    customer,
    budgetFromLines: before.budget_from_lines,
    managerName: names.get(job.projectManagerId ?? ''),
    superintendentName: names.get(job.superintendentId ?? ''),
  });
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'update_job',
    entity: 'projects',
    entityId: id,
    before,
    after: updated,
    requestId: caller.requestId,
  });
  return updated;
}
