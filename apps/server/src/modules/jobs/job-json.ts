import type { TJob } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, projects } from '../../db/schema/index.ts';

/** The columns of a job with its customer, as every job read selects them. */
export const jobColumns = {
  job: projects,
  customer: { id: customers.id, customerNumber: customers.customerNumber, name: customers.name },
};

type JobRow = {
  job: typeof projects.$inferSelect;
  customer: { id: string; customerNumber: string; name: string };
};

/** Jobs joined with their customer (same organization by the composite foreign key). */
export function selectJobs(tx: Db) {
  return tx
    .select(jobColumns)
    .from(projects)
    .innerJoin(
      customers,
      and(eq(customers.organizationId, projects.organizationId), eq(customers.id, projects.customerId)),
    );
}

export function jobJson({ job, customer }: JobRow): TJob {
  return {
    id: job.id,
    organization_id: job.organizationId,
    customer_id: job.customerId,
    project_number: job.projectNumber,
    project_name: job.projectName,
    client_name: job.clientName,
    start_date: job.startDate,
    estimated_completion_date: job.estimatedCompletionDate,
    budget_cents: job.budgetCents,
    status: job.status,
    created_at: job.createdAt.toISOString(),
    updated_at: job.updatedAt.toISOString(),
    customer: { id: customer.id, customer_number: customer.customerNumber, name: customer.name },
  };
}
