import type { TApprenticeLevel, TApprenticeProgram, TApprenticeProgramInput } from '@groundwork/shared';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apprenticePrograms, employeeApprenticeships } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { violatedUniqueIndex } from '../../lib/db-errors.ts';
import { auditSetup } from './certified-access.ts';
import { CertifiedSetupErrors } from './certified-setup.errors.ts';

type ProgramRow = typeof apprenticePrograms.$inferSelect;

export const programLevels = (row: ProgramRow): TApprenticeLevel[] =>
  Array.isArray(row.levels) ? (row.levels as TApprenticeLevel[]) : [];

function programJson(row: ProgramRow, apprentices: number): TApprenticeProgram {
  return {
    id: row.id,
    name: row.name,
    registration_number: row.registrationNumber,
    classification: row.classification,
    ratio_apprentices: row.ratioApprentices,
    ratio_journeyworkers: row.ratioJourneyworkers,
    levels: programLevels(row),
    is_active: row.isActive,
    apprentices,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const audited = (r: ProgramRow) => programJson(r, 0);

/** Levels sorted, each once. */
function checkedLevels(levels: readonly TApprenticeLevel[]): TApprenticeLevel[] {
  const seen = new Set<number>();
  for (const l of levels) {
    if (seen.has(l.level)) throw CertifiedSetupErrors.levelTwice(l.level);
    seen.add(l.level);
  }
  return [...levels].sort((a, b) => a.level - b.level);
}

const nameTaken = (name: string) => (err: unknown) => {
  if (violatedUniqueIndex(err) === 'apprentice_programs_name_key')
    throw CertifiedSetupErrors.programTaken(name);
  throw err;
};

/** Registrations per program: the open ones (apprentices now), or all of them (which keep a program). */
async function registrationCounts(tx: Db, organizationId: string, ids: readonly string[], onlyOpen = true) {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await tx
    .select({ id: employeeApprenticeships.programId, n: count() })
    .from(employeeApprenticeships)
    .where(
      and(
        eq(employeeApprenticeships.organizationId, organizationId),
        inArray(employeeApprenticeships.programId, [...ids]),
        onlyOpen ? isNull(employeeApprenticeships.endedOn) : undefined,
      ),
    )
    .groupBy(employeeApprenticeships.programId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

export async function listApprenticePrograms(tx: Db, caller: TenantCaller): Promise<TApprenticeProgram[]> {
  const rows = await tx
    .select()
    .from(apprenticePrograms)
    .where(eq(apprenticePrograms.organizationId, caller.organizationId))
    .orderBy(asc(apprenticePrograms.name));
  const counts = await registrationCounts(
    tx,
    caller.organizationId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => programJson(r, counts.get(r.id) ?? 0));
}

export async function findProgram(tx: Db, organizationId: string, id: string): Promise<ProgramRow> {
  const [row] = await tx
    .select()
    .from(apprenticePrograms)
    .where(and(eq(apprenticePrograms.organizationId, organizationId), eq(apprenticePrograms.id, id)));
  if (!row) throw CertifiedSetupErrors.programNotFound();
  return row;
}

export async function getApprenticeProgram(
  tx: Db,
  caller: TenantCaller,
  id: string,
): Promise<TApprenticeProgram> {
  const row = await findProgram(tx, caller.organizationId, id);
  const counts = await registrationCounts(tx, caller.organizationId, [id]);
  return programJson(row, counts.get(id) ?? 0);
}

export async function createApprenticeProgram(
  tx: Db,
  caller: TenantCaller,
  input: TApprenticeProgramInput,
): Promise<TApprenticeProgram> {
  const levels = checkedLevels(input.levels);
  const [row] = await tx
    .insert(apprenticePrograms)
    .values({
      organizationId: caller.organizationId,
      name: input.name,
      registrationNumber: input.registration_number,
      classification: input.classification,
      ratioApprentices: input.ratio_apprentices,
      ratioJourneyworkers: input.ratio_journeyworkers,
      levels,
      isActive: input.is_active,
    })
    .returning()
    .catch(nameTaken(input.name));
  if (!row) throw CertifiedSetupErrors.programNotFound();
  await auditSetup(
    tx,
    caller,
    'create_apprentice_program',
    'apprentice_programs',
    row.id,
    null,
    audited(row),
  );
  return programJson(row, 0);
}

export async function updateApprenticeProgram(
  tx: Db,
  caller: TenantCaller,
  id: string,
  input: TApprenticeProgramInput,
): Promise<TApprenticeProgram> {
  const before = await findProgram(tx, caller.organizationId, id);
  const levels = checkedLevels(input.levels);
  const [row] = await tx
    .update(apprenticePrograms)
    .set({
      name: input.name,
      registrationNumber: input.registration_number,
      classification: input.classification,
      ratioApprentices: input.ratio_apprentices,
      ratioJourneyworkers: input.ratio_journeyworkers,
      levels,
      isActive: input.is_active,
      updatedAt: new Date(),
    })
    .where(eq(apprenticePrograms.id, id))
    .returning()
    .catch(nameTaken(input.name));
  if (!row) throw CertifiedSetupErrors.programNotFound();
  await auditSetup(
    tx,
    caller,
    'update_apprentice_program',
    'apprentice_programs',
    id,
    audited(before),
    audited(row),
  );
  const counts = await registrationCounts(tx, caller.organizationId, [id]);
  return programJson(row, counts.get(id) ?? 0);
}

/** Deletes a program no one was ever registered in (registrations keep it: mark it inactive). */
export async function deleteApprenticeProgram(tx: Db, caller: TenantCaller, id: string): Promise<void> {
  const before = await findProgram(tx, caller.organizationId, id);
  const counts = await registrationCounts(tx, caller.organizationId, [id], false);
  if ((counts.get(id) ?? 0) > 0) throw CertifiedSetupErrors.programInUse(before.name);
  await tx.delete(apprenticePrograms).where(eq(apprenticePrograms.id, id));
  await auditSetup(tx, caller, 'delete_apprentice_program', 'apprentice_programs', id, audited(before), null);
}
