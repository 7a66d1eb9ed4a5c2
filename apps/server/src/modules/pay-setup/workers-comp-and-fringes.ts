import type {
  TFringeRate,
  TFringeRateInputValues,
  TUpdateFringeRate,
  TUpdateWorkersCompClass,
  TWorkersCompClass,
  TWorkersCompClassInput,
} from '@groundwork/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fringeRates, workersCompClasses } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { violatedUniqueIndex } from '../../lib/db-errors.ts';
import { PaySetupErrors } from './pay-setup.errors.ts';

type ClassRow = typeof workersCompClasses.$inferSelect;
type FringeRow = typeof fringeRates.$inferSelect;

const classJson = (r: ClassRow): TWorkersCompClass => ({
  id: r.id,
  state: r.state,
  class_code: r.classCode,
  description: r.description,
  rate_per_100: Number(r.ratePer100).toFixed(4),
  excludes_overtime_premium: r.excludesOvertimePremium,
  is_active: r.isActive,
});

const fringeJson = (r: FringeRow): TFringeRate => ({
  id: r.id,
  union_local: r.unionLocal,
  classification: r.classification,
  fund: r.fund,
  fund_name: r.fundName,
  rate_per_hour: Number(r.ratePerHour).toFixed(4),
  taxable: r.taxable,
  effective_from: r.effectiveFrom,
});

const write = (
  tx: Db,
  caller: TenantCaller,
  action: string,
  entity: string,
  id: string,
  before: unknown,
  after: unknown,
) =>
  audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action,
    entity,
    entityId: id,
    before: before ?? null,
    after: after ?? null,
    requestId: caller.requestId,
  });

export async function findWorkersCompClasses(tx: Db, caller: TenantCaller): Promise<TWorkersCompClass[]> {
  const rows = await tx
    .select()
    .from(workersCompClasses)
    .where(eq(workersCompClasses.organizationId, caller.organizationId))
    .orderBy(asc(workersCompClasses.state), asc(workersCompClasses.classCode));
  return rows.map(classJson);
}

async function classRow(tx: Db, caller: TenantCaller, id: string) {
  const [row] = await tx
    .select()
    .from(workersCompClasses)
    .where(and(eq(workersCompClasses.organizationId, caller.organizationId), eq(workersCompClasses.id, id)));
  if (!row) throw PaySetupErrors.classNotFound();
  return row;
}

const classTaken = (state: string, code: string) => (err: unknown) => {
  if (violatedUniqueIndex(err) === 'workers_comp_classes_org_state_code_key')
    throw PaySetupErrors.classTaken(state, code);
  throw err;
};

export async function createWorkersCompClass(
  tx: Db,
  caller: TenantCaller,
  input: TWorkersCompClassInput,
): Promise<TWorkersCompClass> {
  const [row] = await tx
    .insert(workersCompClasses)
    .values({
      organizationId: caller.organizationId,
      state: input.state,
      classCode: input.class_code,
      description: input.description,
      ratePer100: input.rate_per_100,
      excludesOvertimePremium: input.excludes_overtime_premium,
      isActive: input.is_active,
    })
    .returning()
    .catch(classTaken(input.state, input.class_code));
  if (!row) throw new Error('workers comp class insert returned no row');
  const after = classJson(row);
  await write(tx, caller, 'create_workers_comp_class', 'workers_comp_classes', row.id, null, after);
  return after;
}

export async function updateWorkersCompClass(
  tx: Db,
  caller: TenantCaller,
  id: string,
  input: TUpdateWorkersCompClass,
): Promise<TWorkersCompClass> {
  const before = await classRow(tx, caller, id);
  const state = input.state ?? before.state;
  const classCode = input.class_code ?? before.classCode;
  const [row] = await tx
    .update(workersCompClasses)
    .set({
      state,
      classCode,
      description: input.description ?? before.description,
      ratePer100: input.rate_per_100 ?? before.ratePer100,
      excludesOvertimePremium: input.excludes_overtime_premium ?? before.excludesOvertimePremium,
      isActive: input.is_active ?? before.isActive,
      updatedAt: new Date(),
    })
    .where(eq(workersCompClasses.id, id))
    .returning()
    .catch(classTaken(state, classCode));
  if (!row) throw PaySetupErrors.classNotFound();
  const after = classJson(row);
  await write(tx, caller, 'update_workers_comp_class', 'workers_comp_classes', id, classJson(before), after);
  return after;
}

export async function deleteWorkersCompClass(tx: Db, caller: TenantCaller, id: string): Promise<void> {
  const before = await classRow(tx, caller, id);
  await tx.delete(workersCompClasses).where(eq(workersCompClasses.id, id));
  await write(tx, caller, 'delete_workers_comp_class', 'workers_comp_classes', id, classJson(before), null);
}

export async function findFringeRates(tx: Db, caller: TenantCaller): Promise<TFringeRate[]> {
  const rows = await tx
    .select()
    .from(fringeRates)
    .where(eq(fringeRates.organizationId, caller.organizationId))
    .orderBy(
      asc(fringeRates.unionLocal),
      asc(fringeRates.classification),
      asc(fringeRates.fund),
      asc(fringeRates.effectiveFrom),
    );
  return rows.map(fringeJson);
}

async function fringeRow(tx: Db, caller: TenantCaller, id: string) {
  const [row] = await tx
    .select()
    .from(fringeRates)
    .where(and(eq(fringeRates.organizationId, caller.organizationId), eq(fringeRates.id, id)));
  if (!row) throw PaySetupErrors.fringeNotFound();
  return row;
}

const fringeTaken = (err: unknown) => {
  if (violatedUniqueIndex(err) === 'fringe_rates_key') throw PaySetupErrors.fringeTaken();
  throw err;
};

export async function createFringeRate(
  tx: Db,
  caller: TenantCaller,
  input: TFringeRateInputValues,
): Promise<TFringeRate> {
  const [row] = await tx
    .insert(fringeRates)
    .values({
      organizationId: caller.organizationId,
      unionLocal: input.union_local,
      classification: input.classification,
      fund: input.fund,
      fundName: input.fund_name,
      ratePerHour: input.rate_per_hour,
      taxable: input.taxable,
      effectiveFrom: input.effective_from,
    })
    .returning()
    .catch(fringeTaken);
  if (!row) throw new Error('fringe rate insert returned no row');
  const after = fringeJson(row);
  await write(tx, caller, 'create_fringe_rate', 'fringe_rates', row.id, null, after);
  return after;
}

export async function updateFringeRate(
  tx: Db,
  caller: TenantCaller,
  id: string,
  input: TUpdateFringeRate,
): Promise<TFringeRate> {
  const before = await fringeRow(tx, caller, id);
  const [row] = await tx
    .update(fringeRates)
    .set({
      unionLocal: input.union_local ?? before.unionLocal,
      classification: input.classification ?? before.classification,
      fund: input.fund ?? before.fund,
      fundName: input.fund_name ?? before.fundName,
      ratePerHour: input.rate_per_hour ?? before.ratePerHour,
      taxable: input.taxable ?? before.taxable,
      effectiveFrom: input.effective_from ?? before.effectiveFrom,
      updatedAt: new Date(),
    })
    .where(eq(fringeRates.id, id))
    .returning()
    .catch(fringeTaken);
  if (!row) throw PaySetupErrors.fringeNotFound();
  const after = fringeJson(row);
  await write(tx, caller, 'update_fringe_rate', 'fringe_rates', id, fringeJson(before), after);
  return after;
}

export async function deleteFringeRate(tx: Db, caller: TenantCaller, id: string): Promise<void> {
  const before = await fringeRow(tx, caller, id);
  await tx.delete(fringeRates).where(eq(fringeRates.id, id));
  await write(tx, caller, 'delete_fringe_rate', 'fringe_rates', id, fringeJson(before), null);
}
