import type { TJob } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projects } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { jobJson, selectJobs } from './job-json.ts';
import { managerNames } from './job-manager.ts';
import { JobErrors } from './jobs.errors.ts';

/** One job of the caller's organization with its customer; another organization's id is not found. */
export async function getJob(tx: Db, caller: TenantCaller, id: string): Promise<TJob> {
  const [row] = await selectJobs(tx).where(
    and(eq(projects.organizationId, caller.organizationId), eq(projects.id, id)),
  );
  if (!row) throw JobErrors.notFound();
  const names = await managerNames(tx, [row.job.projectManagerId, row.job.superintendentId]);
  return jobJson({
    ...row,
    managerName: names.get(row.job.projectManagerId ?? ''),
    superintendentName: names.get(row.job.superintendentId ?? ''),
  });
}
