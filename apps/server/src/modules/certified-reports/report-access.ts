import type { TRole } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { CertifiedReportErrors } from './certified-reports.errors.ts';

/** The caller as the WH-347 module takes it: who, where, with which roles there. */
export type TReportCaller = TenantCaller & { roles: readonly TRole[] };

const OFFICE_READERS: readonly TRole[] = ['director', 'super_admin', 'company_admin', 'accountant'];

/** Whether the caller reads every job's certified payroll (the office); a PM reads the jobs they manage. */
export const readsEveryJob = (caller: TReportCaller) => caller.roles.some((r) => OFFICE_READERS.includes(r));

export const mayPrepare = (caller: TReportCaller) =>
  caller.roles.some((r) => r === 'company_admin' || r === 'accountant');

/** Reading a job's reports: the office, or the job's own project manager (checked per job). */
export function assertReadsJob(
  caller: TReportCaller,
  job: { job_number: string; project_manager_id: string | null },
): void {
  if (readsEveryJob(caller)) return;
  if (job.project_manager_id !== null && job.project_manager_id === caller.userId) return;
  throw CertifiedReportErrors.pmOnly(job.job_number);
}

/** Whether the caller may read (not only download) the job's reports. */
export const readsJob = (caller: TReportCaller, job: { project_manager_id: string | null }) =>
  readsEveryJob(caller) || (job.project_manager_id !== null && job.project_manager_id === caller.userId);

/** Jobs the caller is a compliance viewer of (a third party the company added to the job). */
export async function viewerJobIds(tx: Db, caller: TReportCaller): Promise<Set<string>> {
  const rows = rowsOf<{ job_id: string }>(
    await tx.execute(sql`select job_id from job_compliance_viewers
      where organization_id = ${caller.organizationId} and user_id = ${caller.userId}::uuid`),
  );
  return new Set(rows.map((r) => r.job_id));
}

/**
 * Downloading a report's PDF or CSV: readers of the job any report (a draft to check it), a third party
 * only signed or submitted reports of the jobs they view; another job's report is not found for them.
 */
export async function assertDownloads(
  tx: Db,
  caller: TReportCaller,
  job: { id: string; job_number: string; project_manager_id: string | null },
  status: string,
): Promise<void> {
  if (readsJob(caller, job)) return;
  if (!(await viewerJobIds(tx, caller)).has(job.id)) throw CertifiedReportErrors.notFound();
  if (status !== 'signed' && status !== 'submitted') throw CertifiedReportErrors.notSigned();
}

/** The certifying officer row of the caller, or null. */
export async function officerOf(tx: Db, caller: TReportCaller): Promise<{ title: string } | null> {
  const [row] = rowsOf<{ title: string }>(
    await tx.execute(sql`select title from certifying_officers
      where organization_id = ${caller.organizationId} and user_id = ${caller.userId}::uuid`),
  );
  return row ?? null;
}
