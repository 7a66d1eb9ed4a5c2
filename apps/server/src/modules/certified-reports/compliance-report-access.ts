import { COMPLIANCE_REPORT_MESSAGES, type TRole } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { AppError, CommonErrors } from '../../lib/app-error.ts';

/** The caller of a certified report route with their roles in the organization. */
export type TCertifiedCaller = TenantCaller & { roles: readonly TRole[] };

// certified:read reaches every job for the office and internal support; a project manager only the
// jobs they manage (checked per job here, the route having checked the permission).
const EVERY_JOB_ROLES: readonly TRole[] = ['director', 'super_admin', 'company_admin', 'accountant'];

export const readsEveryJob = (caller: TCertifiedCaller): boolean =>
  caller.roles.some((r) => EVERY_JOB_ROLES.includes(r));

export type TCertifiedJob = {
  id: string;
  number: string;
  name: string;
  isPrime: boolean;
  isActive: boolean;
  awardingAgency: string;
  contractNumber: string;
  projectManagerId: string | null;
};

/**
 * The prevailing-wage job the caller may read: 404 when it is not one of the company's certified jobs
 * (the same for every caller, so nobody learns another company's ids), 403 for a project manager who
 * does not manage it.
 */
export async function readableCertifiedJob(
  tx: Db,
  caller: TCertifiedCaller,
  jobId: string,
): Promise<TCertifiedJob> {
  const [job] = rowsOf<{
    id: string;
    number: string;
    name: string;
    is_prime: boolean;
    is_active: boolean;
    awarding_agency: string;
    contract_number: string;
    project_manager_id: string | null;
  }>(
    await tx.execute(sql`select p.id, p.project_number as number, p.project_name as name, w.is_prime,
        w.is_active, w.awarding_agency, w.contract_number, p.project_manager_id
      from prevailing_wage_jobs w
      join projects p on p.organization_id = w.organization_id and p.id = w.job_id
      where w.organization_id = ${caller.organizationId} and w.job_id = ${jobId}::uuid`),
  );
  if (!job) throw new AppError('certified_job_not_found', COMPLIANCE_REPORT_MESSAGES.jobNotCertified, 404);
  if (!readsEveryJob(caller) && job.project_manager_id !== caller.userId) throw CommonErrors.forbidden();
  return {
    id: job.id,
    number: job.number,
    name: job.name,
    isPrime: job.is_prime,
    isActive: job.is_active,
    awardingAgency: job.awarding_agency,
    contractNumber: job.contract_number,
    projectManagerId: job.project_manager_id,
  };
}

/** The company's workweek start day (0 = Sunday … 6 = Saturday; Monday without settings). */
export async function workweekStartDay(tx: Db, organizationId: string): Promise<number> {
  const [row] = rowsOf<{ day: number }>(
    await tx.execute(
      sql`select workweek_start_day as day from payroll_settings where organization_id = ${organizationId}`,
    ),
  );
  return row ? Number(row.day) : 1;
}

/** Today as a local ISO date (the server's UTC day). */
export const todayIso = (): string => new Date().toISOString().slice(0, 10);
