import type { TJob } from '@groundwork/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, projects } from '../../db/schema/index.ts';

/** The columns of a job with its customer, as every job read selects them. */
export const jobColumns = {
  job: projects,
  customer: { id: customers.id, customerNumber: customers.customerNumber, name: customers.name },
  // Qualified by hand: drizzle leaves columns unqualified in a single-table select, and inside this
  // subquery they would then name the budget line's own columns.
  budgetFromLines: sql<boolean>`exists (select 1 from job_budget_lines b where b.organization_id = "projects"."organization_id" and b.job_id = "projects"."id")`,
};

type JobRow = {
  job: typeof projects.$inferSelect;
  customer: { id: string; customerNumber: string; name: string };
  /** Whether the job has budget lines (a new job has none). */
  budgetFromLines?: boolean;
  /** The project manager's name (managerNames), when the job has one. */
  managerName?: string | null;
  /** The superintendent's name (managerNames), when the job has one. */
  superintendentName?: string | null;
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

export function jobJson({
  job,
  customer,
  budgetFromLines = false,
  managerName = null,
  superintendentName = null,
}: JobRow): TJob {
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
    budget_from_lines: budgetFromLines,
    status: job.status,
    project_manager: job.projectManagerId ? { id: job.projectManagerId, name: managerName ?? '' } : null,
    superintendent: job.superintendentId
      ? { id: job.superintendentId, name: superintendentName ?? '' }
      : null,
    created_at: job.createdAt.toISOString(),
    updated_at: job.updatedAt.toISOString(),
    customer: { id: customer.id, customer_number: customer.customerNumber, name: customer.name },
  };
}
