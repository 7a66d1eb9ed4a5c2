import type { TWageClass, TWageClassInput } from '@groundwork/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { timeEntries, wageDeterminationClasses } from '../../db/schema/index.ts';
import { violatedUniqueIndex } from '../../lib/db-errors.ts';
import { auditSetup, type TCertifiedCaller } from './certified-access.ts';
import { CertifiedSetupErrors } from './certified-setup.errors.ts';
import { classJson, findDetermination, timeLinesByClass } from './wage-determinations.ts';

export const classTaken = (classification: string) => (err: unknown) => {
  if (violatedUniqueIndex(err) === 'wage_determination_classes_key')
    throw CertifiedSetupErrors.classTaken(classification);
  throw err;
};

/** A classification of the company with its determination (the job's reader rule applies). */
async function findClass(tx: Db, caller: TCertifiedCaller, id: string) {
  const [row] = await tx
    .select()
    .from(wageDeterminationClasses)
    .where(
      and(
        eq(wageDeterminationClasses.organizationId, caller.organizationId),
        eq(wageDeterminationClasses.id, id),
      ),
    )
    .for('update');
  if (!row) throw CertifiedSetupErrors.classNotFound();
  await findDetermination(tx, caller, row.determinationId);
  return row;
}

export async function createWageClass(
  tx: Db,
  caller: TCertifiedCaller,
  determinationId: string,
  input: TWageClassInput,
): Promise<TWageClass> {
  await findDetermination(tx, caller, determinationId, true);
  const [row] = await tx
    .insert(wageDeterminationClasses)
    .values({
      organizationId: caller.organizationId,
      determinationId,
      classification: input.classification,
      basicRate: input.basic_rate,
      fringeRate: input.fringe_rate,
    })
    .returning()
    .catch(classTaken(input.classification));
  if (!row) throw CertifiedSetupErrors.classNotFound();
  const after = classJson(row, 0);
  await auditSetup(tx, caller, 'create_wage_class', 'wage_determination_classes', row.id, null, after);
  return after;
}

/** Changes a classification's name or rates; unpaid time lines naming it take the new name too. */
export async function updateWageClass(
  tx: Db,
  caller: TCertifiedCaller,
  id: string,
  input: TWageClassInput,
): Promise<TWageClass> {
  const before = await findClass(tx, caller, id);
  const [row] = await tx
    .update(wageDeterminationClasses)
    .set({ classification: input.classification, basicRate: input.basic_rate, fringeRate: input.fringe_rate })
    .where(eq(wageDeterminationClasses.id, id))
    .returning()
    .catch(classTaken(input.classification));
  if (!row) throw CertifiedSetupErrors.classNotFound();
  const lines = (await timeLinesByClass(tx, caller.organizationId, [id])).get(id) ?? 0;
  if (lines > 0 && row.classification !== before.classification) {
    await tx
      .update(timeEntries)
      .set({ classification: row.classification })
      .where(
        and(
          eq(timeEntries.organizationId, caller.organizationId),
          eq(timeEntries.wageClassId, id),
          // Paid (locked) lines keep the name they were paid under.
          ne(timeEntries.status, 'locked'),
        ),
      );
  }
  const after = classJson(row, lines);
  await auditSetup(
    tx,
    caller,
    'update_wage_class',
    'wage_determination_classes',
    id,
    classJson(before, lines),
    after,
  );
  return after;
}

export async function deleteWageClass(tx: Db, caller: TCertifiedCaller, id: string): Promise<void> {
  const before = await findClass(tx, caller, id);
  const lines = (await timeLinesByClass(tx, caller.organizationId, [id])).get(id) ?? 0;
  if (lines > 0) throw CertifiedSetupErrors.classInUse(before.classification, lines);
  await tx.delete(wageDeterminationClasses).where(eq(wageDeterminationClasses.id, id));
  await auditSetup(
    tx,
    caller,
    'delete_wage_class',
    'wage_determination_classes',
    id,
    classJson(before, 0),
    null,
  );
}
