import type { TRole } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projects } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { CertifiedSetupErrors } from './certified-setup.errors.ts';

/** The caller as certified payroll takes it: who, where, with which roles there. */
export type TCertifiedCaller = TenantCaller & { roles: readonly TRole[] };

/** Roles that read every job's certified payroll; a project manager reads only the jobs they manage. */
const OFFICE_READERS: readonly TRole[] = ['director', 'super_admin', 'company_admin', 'accountant'];

export const readsEveryJob = (caller: TCertifiedCaller) =>
  caller.roles.some((r) => OFFICE_READERS.includes(r));
export const mayChangeSetup = (caller: TCertifiedCaller) =>
  caller.roles.some((r) => r === 'company_admin' || r === 'accountant');

export type TJobRow = {
  id: string;
  number: string;
  name: string;
  status: string;
  projectManagerId: string | null;
};

/** The company's job, or 404. */
export async function findJob(tx: Db, organizationId: string, jobId: string): Promise<TJobRow> {
  const [job] = await tx
    .select({
      id: projects.id,
      number: projects.projectNumber,
      name: projects.projectName,
      status: projects.status,
      projectManagerId: projects.projectManagerId,
    })
    .from(projects)
    .where(and(eq(projects.organizationId, organizationId), eq(projects.id, jobId)));
  if (!job) throw CertifiedSetupErrors.jobNotFound();
  return job;
}

/** Reading a job's certified payroll: the office, or the job's own project manager (checked per job). */
export function assertReadsJob(caller: TCertifiedCaller, job: TJobRow): void {
  if (readsEveryJob(caller)) return;
  if (job.projectManagerId !== null && job.projectManagerId === caller.userId) return;
  throw CertifiedSetupErrors.pmOnly(job.number);
}

/** Employee-level set-up (fringe plans, apprenticeships) is the office's, not a job's PM's. */
export function assertOfficeReader(caller: TCertifiedCaller): void {
  if (!readsEveryJob(caller)) throw CertifiedSetupErrors.officeOnly();
}

/** One audit row of a set-up change, in the caller's transaction. */
export function auditSetup(
  tx: Db,
  caller: TenantCaller,
  action: string,
  entity: string,
  entityId: string,
  before: unknown,
  after: unknown,
) {
  return audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action,
    entity,
    entityId,
    before: before ?? null,
    after: after ?? null,
    requestId: caller.requestId,
  });
}
