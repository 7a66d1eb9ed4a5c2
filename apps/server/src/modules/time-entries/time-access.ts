import { can, type TRole } from '@groundwork/shared';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { crewMembers, crews, employees, projects, timeEntries } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';

/** The caller as the time module takes it: who, where, with which roles there. */
export type TTimeCaller = TenantCaller & { roles: readonly TRole[] };

/**
 * What the caller may do with time (item 9), loaded once per request:
 *   - everyone with time:own: their own lines;
 *   - the office (company admin, accountant, internal staff): everyone's lines on every job;
 *   - with time:crew, a foreman: the members of the crews they lead, on any job;
 *   - with time:crew, project managers and superintendents: lines on the jobs they manage;
 *   - approval (time:approve): the office, or the job's project manager or superintendent.
 */
export type TTimeAccess = {
  caller: TTimeCaller;
  selfEmployeeId: string | null;
  isOffice: boolean;
  canCrew: boolean;
  canApprove: boolean;
  /** Employees in crews the caller leads as foreman. */
  ledMemberIds: ReadonlySet<string>;
  /** Jobs whose project manager or superintendent the caller is. */
  managedJobIds: ReadonlySet<string>;
};

const OFFICE_ROLES: readonly TRole[] = ['director', 'super_admin', 'company_admin', 'accountant'];

export async function loadTimeAccess(tx: Db, caller: TTimeCaller): Promise<TTimeAccess> {
  const org = caller.organizationId;
  const [self] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.organizationId, org), eq(employees.userId, caller.userId)));
  const selfEmployeeId = self?.id ?? null;
  const led = selfEmployeeId
    ? await tx
        .select({ employeeId: crewMembers.employeeId })
        .from(crewMembers)
        .innerJoin(crews, eq(crews.id, crewMembers.crewId))
        .where(
          and(
            eq(crews.organizationId, org),
            eq(crews.foremanEmployeeId, selfEmployeeId),
            eq(crews.isActive, true),
          ),
        )
    : [];
  const managed = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.organizationId, org),
        or(eq(projects.projectManagerId, caller.userId), eq(projects.superintendentId, caller.userId)),
      ),
    );
  return {
    caller,
    selfEmployeeId,
    isOffice: caller.roles.some((r) => OFFICE_ROLES.includes(r)),
    canCrew: can(caller.roles, 'time:crew'),
    canApprove: can(caller.roles, 'time:approve'),
    ledMemberIds: new Set(led.map((r) => r.employeeId)),
    managedJobIds: new Set(managed.map((r) => r.id)),
  };
}

/** Whether the caller may enter, change or submit a line of `employeeId` on `jobId`. */
export function mayEnterFor(access: TTimeAccess, employeeId: string, jobId: string | null): boolean {
  if (employeeId === access.selfEmployeeId) return true;
  if (!access.canCrew) return false;
  if (access.isOffice) return true;
  if (access.ledMemberIds.has(employeeId)) return true;
  return jobId !== null && access.managedJobIds.has(jobId);
}

/** Whether the caller may enter time for `employeeId` at all (on some job): the employee picker. */
export function mayEnterForSomeJob(access: TTimeAccess, employeeId: string): boolean {
  if (mayEnterFor(access, employeeId, null)) return true;
  return access.canCrew && access.managedJobIds.size > 0;
}

/** Whether the caller approves the time of `jobId` (null: shop and office time, the office's). */
export function mayApprove(access: TTimeAccess, jobId: string | null): boolean {
  if (!access.canApprove) return false;
  if (access.isOffice) return true;
  return jobId !== null && access.managedJobIds.has(jobId);
}

export function mayRead(access: TTimeAccess, employeeId: string, jobId: string | null): boolean {
  return mayEnterFor(access, employeeId, jobId) || mayApprove(access, jobId);
}

/** The lines the caller may see, as a condition on time_entries (null: all of the company's). */
export function readableLinesCondition(access: TTimeAccess): SQL | null {
  if (access.isOffice && (access.canCrew || access.canApprove)) return null;
  const parts: SQL[] = [];
  if (access.selfEmployeeId) parts.push(eq(timeEntries.employeeId, access.selfEmployeeId));
  if (access.canCrew && access.ledMemberIds.size > 0)
    parts.push(
      sql`${timeEntries.employeeId} in (${sql.join(
        [...access.ledMemberIds].map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  if ((access.canCrew || access.canApprove) && access.managedJobIds.size > 0)
    parts.push(
      sql`${timeEntries.jobId} in (${sql.join(
        [...access.managedJobIds].map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  if (parts.length === 0) return sql`false`;
  return or(...parts) ?? sql`false`;
}
