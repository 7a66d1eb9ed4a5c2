import { jobYearSuffix, type TCreateJob, type TJob } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { projects } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { violatedUniqueIndex } from '../../lib/db-errors.ts';
import { jobCustomer } from './job-customer.ts';
import { jobJson } from './job-json.ts';
import { assertProjectManager, assertSuperintendent, managerNames } from './job-manager.ts';
import { JOB_NUMBER_INDEX, JobErrors } from './jobs.errors.ts';

/**
 * Creates a job with the next number of the organization and year:
 * 1. check the customer (same organization, active) and copy its name as client_name, and the project
 *    manager (a person with that role in the company), if one is chosen;
 * 2. take the number from generate_job_number, which locks the counter row until this transaction ends;
 * 3. insert the job and audit it.
 * Any failure rolls the counter back with the job, so numbers have no gaps and are never shared.
 */
export async function createJob(
  tx: Db,
  caller: TenantCaller,
  input: TCreateJob,
  now = new Date(),
): Promise<TJob> {
  const customer = await jobCustomer(tx, caller, input.customer_id, true);
  await assertProjectManager(tx, caller.organizationId, input.project_manager_id);
  await assertSuperintendent(tx, caller.organizationId, input.superintendent_id);

  const generated = await tx.execute(
    sql`select public.generate_job_number(${caller.organizationId}::uuid, ${jobYearSuffix(now)}::text) as number`,
  );
  const projectNumber = rowsOf<{ number: string }>(generated)[0]?.number;
  if (!projectNumber) throw new Error('generate_job_number returned nothing');

  const [job] = await tx
    .insert(projects)
    .values({
      organizationId: caller.organizationId,
      customerId: customer.id,
      projectNumber,
      projectName: input.project_name,
      clientName: customer.name,
      startDate: input.start_date,
      estimatedCompletionDate: input.estimated_completion_date,
      budgetCents: input.budget_cents,
      status: input.status,
      projectManagerId: input.project_manager_id,
      superintendentId: input.superintendent_id,
      createdBy: caller.userId,
    })
    .returning()
    .catch((err: unknown) => {
      if (violatedUniqueIndex(err) === JOB_NUMBER_INDEX) throw JobErrors.numberTaken();
      throw err;
    });
  if (!job) throw new Error('job insert returned no row');
  const names = await managerNames(tx, [job.projectManagerId, job.superintendentId]);
  const created = jobJson({
    job,
    customer,
    managerName: names.get(job.projectManagerId ?? ''),
    superintendentName: names.get(job.superintendentId ?? ''),
  });
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'create_job',
    entity: 'projects',
    entityId: job.id,
    after: created,
    requestId: caller.requestId,
  });
  return created;
}
