import type { TCrew, TCrewInput } from '@groundwork/shared';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { crewMembers, crews } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import type { TTimeAccess } from './time-access.ts';
import { TimeErrors } from './time-entries.errors.ts';
import { employeeNames } from './time-entry-json.ts';

type TCrewRow = typeof crews.$inferSelect;

/** Crews are kept by the office, project managers and superintendents; a foreman only reads theirs. */
function assertCrewManager(access: TTimeAccess) {
  const roles = access.caller.roles;
  if (access.isOffice || roles.includes('project_manager') || roles.includes('superintendent')) return;
  throw TimeErrors.crewManagers();
}

async function crewsJson(tx: Db, org: string, rows: readonly TCrewRow[]): Promise<TCrew[]> {
  if (rows.length === 0) return [];
  const members = await tx
    .select({ crewId: crewMembers.crewId, employeeId: crewMembers.employeeId })
    .from(crewMembers)
    .where(
      and(
        eq(crewMembers.organizationId, org),
        inArray(
          crewMembers.crewId,
          rows.map((r) => r.id),
        ),
      ),
    );
  const names = await employeeNames(tx, org, [
    ...members.map((m) => m.employeeId),
    ...rows.flatMap((r) => (r.foremanEmployeeId ? [r.foremanEmployeeId] : [])),
  ]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    foreman_employee_id: r.foremanEmployeeId,
    foreman_name: r.foremanEmployeeId ? (names.get(r.foremanEmployeeId)?.name ?? null) : null,
    is_active: r.isActive,
    members: members
      .filter((m) => m.crewId === r.id)
      .map((m) => ({ employee_id: m.employeeId, name: names.get(m.employeeId)?.name ?? '' }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}

/** The crews the caller sees: all of them for crew managers, a foreman's own crews otherwise. */
export async function findCrews(tx: Db, access: TTimeAccess): Promise<TCrew[]> {
  const org = access.caller.organizationId;
  const roles = access.caller.roles;
  const isManager = access.isOffice || roles.includes('project_manager') || roles.includes('superintendent');
  const rows = await tx
    .select()
    .from(crews)
    .where(
      and(
        eq(crews.organizationId, org),
        isManager ? undefined : eq(crews.foremanEmployeeId, access.selfEmployeeId ?? sql`null`),
      ),
    )
    .orderBy(asc(crews.name));
  return crewsJson(tx, org, rows);
}

async function findCrewRow(tx: Db, org: string, id: string, lock = false): Promise<TCrewRow> {
  const query = tx
    .select()
    .from(crews)
    .where(and(eq(crews.organizationId, org), eq(crews.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw TimeErrors.crewNotFound();
  return row;
}

export async function getCrew(tx: Db, access: TTimeAccess, id: string): Promise<TCrew> {
  const org = access.caller.organizationId;
  const [crew] = (await findCrews(tx, access)).filter((c) => c.id === id);
  if (!crew) {
    await findCrewRow(tx, org, id);
    throw TimeErrors.crewNotFound();
  }
  return crew;
}

async function assertPeople(tx: Db, access: TTimeAccess, input: TCrewInput, exceptId: string | null) {
  const org = access.caller.organizationId;
  const ids = [...input.member_ids, ...(input.foreman_employee_id ? [input.foreman_employee_id] : [])];
  const names = await employeeNames(tx, org, ids);
  for (const id of ids) if (!names.has(id)) throw TimeErrors.employeeNotFound();
  const [taken] = await tx
    .select({ id: crews.id })
    .from(crews)
    .where(
      and(
        eq(crews.organizationId, org),
        sql`lower(${crews.name}) = lower(${input.name})`,
        exceptId ? ne(crews.id, exceptId) : undefined,
      ),
    );
  if (taken) throw TimeErrors.crewNameTaken();
}

async function writeMembers(tx: Db, org: string, crewId: string, memberIds: readonly string[]) {
  await tx
    .delete(crewMembers)
    .where(and(eq(crewMembers.organizationId, org), eq(crewMembers.crewId, crewId)));
  const unique = [...new Set(memberIds)];
  if (unique.length)
    await tx
      .insert(crewMembers)
      .values(unique.map((employeeId) => ({ crewId, employeeId, organizationId: org })));
}

export async function createCrew(tx: Db, access: TTimeAccess, input: TCrewInput): Promise<TCrew> {
  assertCrewManager(access);
  const caller = access.caller;
  const org = caller.organizationId;
  await assertPeople(tx, access, input, null);
  const [row] = await tx
    .insert(crews)
    .values({
      organizationId: org,
      name: input.name,
      foremanEmployeeId: input.foreman_employee_id,
      isActive: input.is_active,
    })
    .returning();
  if (!row) throw TimeErrors.crewNotFound();
  await writeMembers(tx, org, row.id, input.member_ids);
  const [crew] = await crewsJson(tx, org, [row]);
  if (!crew) throw TimeErrors.crewNotFound();
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'create_crew',
    entity: 'crews',
    entityId: row.id,
    after: crew,
    requestId: caller.requestId,
  });
  return crew;
}

export async function updateCrew(tx: Db, access: TTimeAccess, id: string, input: TCrewInput): Promise<TCrew> {
  assertCrewManager(access);
  const caller = access.caller;
  const org = caller.organizationId;
  const beforeRow = await findCrewRow(tx, org, id, true);
  const [before] = await crewsJson(tx, org, [beforeRow]);
  await assertPeople(tx, access, input, id);
  const [row] = await tx
    .update(crews)
    .set({
      name: input.name,
      foremanEmployeeId: input.foreman_employee_id,
      isActive: input.is_active,
      updatedAt: new Date(),
    })
    .where(and(eq(crews.organizationId, org), eq(crews.id, id)))
    .returning();
  if (!row) throw TimeErrors.crewNotFound();
  await writeMembers(tx, org, id, input.member_ids);
  const [crew] = await crewsJson(tx, org, [row]);
  if (!crew) throw TimeErrors.crewNotFound();
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'update_crew',
    entity: 'crews',
    entityId: id,
    before,
    after: crew,
    requestId: caller.requestId,
  });
  return crew;
}

/** Deletes a crew; its past lines keep their hours (their crew link is cleared by the database). */
export async function deleteCrew(tx: Db, access: TTimeAccess, id: string): Promise<void> {
  assertCrewManager(access);
  const caller = access.caller;
  const org = caller.organizationId;
  const row = await findCrewRow(tx, org, id, true);
  const [before] = await crewsJson(tx, org, [row]);
  await tx.delete(crews).where(and(eq(crews.organizationId, org), eq(crews.id, id)));
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'delete_crew',
    entity: 'crews',
    entityId: id,
    before,
    requestId: caller.requestId,
  });
}
