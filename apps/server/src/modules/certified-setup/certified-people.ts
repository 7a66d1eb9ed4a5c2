import {
  can,
  type TCertifiedPerson,
  type TCertifyingOfficer,
  type TComplianceViewer,
  type TRole,
} from '@groundwork/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { certifyingOfficers, jobComplianceViewers, profiles, userRoles } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { displayName } from '../time-entries/time-entry-json.ts';
import { assertReadsJob, auditSetup, findJob, type TCertifiedCaller } from './certified-access.ts';
import { CertifiedSetupErrors } from './certified-setup.errors.ts';
import { requireCertifiedJob } from './wage-determinations.ts';

const personColumns = {
  userId: profiles.id,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  fullName: profiles.fullName,
  email: profiles.email,
};

/** The members of the company with their roles there (officers and viewers are chosen from them). */
export async function companyPeople(tx: Db, caller: TenantCaller): Promise<TCertifiedPerson[]> {
  const rows = await tx
    .select({ ...personColumns, role: userRoles.role })
    .from(userRoles)
    .innerJoin(profiles, eq(profiles.id, userRoles.userId))
    .where(eq(userRoles.organizationId, caller.organizationId))
    .orderBy(asc(profiles.lastName), asc(profiles.firstName), asc(profiles.email));
  const people = new Map<string, TCertifiedPerson>();
  for (const r of rows) {
    const p = people.get(r.userId) ?? { user_id: r.userId, name: displayName(r), email: r.email, roles: [] };
    p.roles.push(r.role);
    people.set(r.userId, p);
  }
  return [...people.values()];
}

async function member(tx: Db, organizationId: string, userId: string) {
  const rows = await tx
    .select({ ...personColumns, role: userRoles.role })
    .from(userRoles)
    .innerJoin(profiles, eq(profiles.id, userRoles.userId))
    .where(and(eq(userRoles.organizationId, organizationId), eq(userRoles.userId, userId)));
  const first = rows[0];
  if (!first) throw CertifiedSetupErrors.personNotFound();
  return { name: displayName(first), email: first.email, roles: rows.map((r) => r.role as TRole) };
}

// ---------------------------------------------------------------- certifying officers

export async function listOfficers(tx: Db, caller: TenantCaller): Promise<TCertifyingOfficer[]> {
  const rows = await tx
    .select({ ...personColumns, title: certifyingOfficers.title, createdAt: certifyingOfficers.createdAt })
    .from(certifyingOfficers)
    .innerJoin(profiles, eq(profiles.id, certifyingOfficers.userId))
    .where(eq(certifyingOfficers.organizationId, caller.organizationId))
    .orderBy(asc(profiles.lastName), asc(profiles.firstName));
  return rows.map((r) => ({
    user_id: r.userId,
    name: displayName(r),
    email: r.email,
    title: r.title,
    created_at: r.createdAt.toISOString(),
  }));
}

/** Marks a person of the company as certifying officer: only roles that may sign can be one. */
export async function addOfficer(
  tx: Db,
  caller: TenantCaller,
  input: { user_id: string; title: string },
): Promise<TCertifyingOfficer> {
  const org = caller.organizationId;
  const person = await member(tx, org, input.user_id);
  if (!can(person.roles, 'certified:sign')) throw CertifiedSetupErrors.officerRole(person.name);
  const [row] = await tx
    .insert(certifyingOfficers)
    .values({ organizationId: org, userId: input.user_id, title: input.title })
    .onConflictDoNothing()
    .returning();
  if (!row) throw CertifiedSetupErrors.officerTaken(person.name);
  const after = {
    user_id: row.userId,
    name: person.name,
    email: person.email,
    title: row.title,
    created_at: row.createdAt.toISOString(),
  };
  await auditSetup(tx, caller, 'add_certifying_officer', 'certifying_officers', row.userId, null, after);
  return after;
}

export async function removeOfficer(tx: Db, caller: TenantCaller, userId: string): Promise<void> {
  const [row] = await tx
    .delete(certifyingOfficers)
    .where(
      and(
        eq(certifyingOfficers.organizationId, caller.organizationId),
        eq(certifyingOfficers.userId, userId),
      ),
    )
    .returning();
  if (!row) throw CertifiedSetupErrors.officerNotFound();
  await auditSetup(
    tx,
    caller,
    'remove_certifying_officer',
    'certifying_officers',
    userId,
    {
      user_id: row.userId,
      title: row.title,
    },
    null,
  );
}

// ---------------------------------------------------------------- job compliance viewers

export async function listViewers(
  tx: Db,
  caller: TCertifiedCaller,
  jobId: string,
): Promise<TComplianceViewer[]> {
  const job = await findJob(tx, caller.organizationId, jobId);
  assertReadsJob(caller, job);
  const rows = await tx
    .select({ ...personColumns, createdAt: jobComplianceViewers.createdAt })
    .from(jobComplianceViewers)
    .innerJoin(profiles, eq(profiles.id, jobComplianceViewers.userId))
    .where(
      and(
        eq(jobComplianceViewers.organizationId, caller.organizationId),
        eq(jobComplianceViewers.jobId, jobId),
      ),
    )
    .orderBy(asc(profiles.lastName), asc(profiles.firstName));
  return rows.map((r) => ({
    job_id: jobId,
    user_id: r.userId,
    name: displayName(r),
    email: r.email,
    created_at: r.createdAt.toISOString(),
  }));
}

/** Lets a third-party user of the company download the job's signed reports (certified:download). */
export async function addViewer(
  tx: Db,
  caller: TenantCaller,
  jobId: string,
  userId: string,
): Promise<TComplianceViewer> {
  const org = caller.organizationId;
  const job = await requireCertifiedJob(tx, org, jobId);
  const person = await member(tx, org, userId);
  if (!person.roles.includes('third_party')) throw CertifiedSetupErrors.viewerRole(person.name);
  const [row] = await tx
    .insert(jobComplianceViewers)
    .values({ organizationId: org, jobId, userId })
    .onConflictDoNothing()
    .returning();
  if (!row) throw CertifiedSetupErrors.viewerTaken(person.name, job.number);
  const after = {
    job_id: jobId,
    user_id: userId,
    name: person.name,
    email: person.email,
    created_at: row.createdAt.toISOString(),
  };
  await auditSetup(tx, caller, 'add_compliance_viewer', 'job_compliance_viewers', jobId, null, after);
  return after;
}

export async function removeViewer(
  tx: Db,
  caller: TenantCaller,
  jobId: string,
  userId: string,
): Promise<void> {
  await findJob(tx, caller.organizationId, jobId);
  const [row] = await tx
    .delete(jobComplianceViewers)
    .where(
      and(
        eq(jobComplianceViewers.organizationId, caller.organizationId),
        eq(jobComplianceViewers.jobId, jobId),
        eq(jobComplianceViewers.userId, userId),
      ),
    )
    .returning();
  if (!row) throw CertifiedSetupErrors.viewerNotFound();
  await auditSetup(
    tx,
    caller,
    'remove_compliance_viewer',
    'job_compliance_viewers',
    jobId,
    { user_id: userId },
    null,
  );
}
