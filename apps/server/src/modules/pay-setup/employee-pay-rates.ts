import type { TPayRate, TPayRateInput, TUpdatePayRate } from '@groundwork/shared';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { employeePayRates } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { violatedUniqueIndex } from '../../lib/db-errors.ts';
import { payRateJson } from './employee-pay-json.ts';
import { employeeOf } from './employee-pay-profile.ts';
import { PaySetupErrors } from './pay-setup.errors.ts';

const ofEmployee = (caller: TenantCaller, employeeId: string) =>
  and(
    eq(employeePayRates.organizationId, caller.organizationId),
    eq(employeePayRates.employeeId, employeeId),
  );

async function rateRow(tx: Db, caller: TenantCaller, id: string) {
  const [row] = await tx
    .select()
    .from(employeePayRates)
    .where(and(eq(employeePayRates.organizationId, caller.organizationId), eq(employeePayRates.id, id)));
  if (!row) throw PaySetupErrors.rateNotFound();
  return row;
}

/** Makes one rate the employee's default: the others stop being it first (one default, by index). */
async function clearOtherDefaults(tx: Db, caller: TenantCaller, employeeId: string, keepId: string | null) {
  await tx
    .update(employeePayRates)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(
      and(
        ofEmployee(caller, employeeId),
        eq(employeePayRates.isDefault, true),
        keepId ? ne(employeePayRates.id, keepId) : undefined,
      ),
    );
}

const taken = (classification: string | undefined) => (err: unknown) => {
  if (violatedUniqueIndex(err) === 'employee_pay_rates_key')
    throw PaySetupErrors.rateTaken(classification ?? '');
  throw err;
};

/** Adds a rate; the employee's first rate is the default whatever was asked. */
export async function addPayRate(
  tx: Db,
  caller: TenantCaller,
  employeeId: string,
  input: TPayRateInput,
): Promise<TPayRate> {
  await employeeOf(tx, caller, employeeId);
  const [existing] = await tx
    .select({ n: count() })
    .from(employeePayRates)
    .where(ofEmployee(caller, employeeId));
  const isDefault = input.is_default || (existing?.n ?? 0) === 0;
  if (isDefault) await clearOtherDefaults(tx, caller, employeeId, null);
  const [row] = await tx
    .insert(employeePayRates)
    .values({
      organizationId: caller.organizationId,
      employeeId,
      classification: input.classification,
      hourlyRate: input.hourly_rate,
      isDefault,
    })
    .returning()
    .catch(taken(input.classification));
  if (!row) throw new Error('pay rate insert returned no row');
  const after = payRateJson(row);
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'create_pay_rate',
    entity: 'employee_pay_rates',
    entityId: row.id,
    after,
    requestId: caller.requestId,
  });
  return after;
}

/** Edits a rate; is_default true moves the default here (false on the default itself is ignored). */
export async function updatePayRate(
  tx: Db,
  caller: TenantCaller,
  id: string,
  input: TUpdatePayRate,
): Promise<TPayRate> {
  const before = await rateRow(tx, caller, id);
  if (input.is_default) await clearOtherDefaults(tx, caller, before.employeeId, id);
  const [row] = await tx
    .update(employeePayRates)
    .set({
      classification: input.classification ?? before.classification,
      hourlyRate: input.hourly_rate ?? before.hourlyRate,
      isDefault: input.is_default ? true : before.isDefault,
      updatedAt: new Date(),
    })
    .where(eq(employeePayRates.id, id))
    .returning()
    .catch(taken(input.classification));
  if (!row) throw PaySetupErrors.rateNotFound();
  const after = payRateJson(row);
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'update_pay_rate',
    entity: 'employee_pay_rates',
    entityId: id,
    before: payRateJson(before),
    after,
    requestId: caller.requestId,
  });
  return after;
}

/** Deletes a rate; the default only when it is the last one. */
export async function deletePayRate(tx: Db, caller: TenantCaller, id: string): Promise<void> {
  const before = await rateRow(tx, caller, id);
  if (before.isDefault) {
    const [others] = await tx
      .select({ n: count() })
      .from(employeePayRates)
      .where(and(ofEmployee(caller, before.employeeId), ne(employeePayRates.id, id)));
    if ((others?.n ?? 0) > 0) throw PaySetupErrors.defaultRateDelete();
  }
  await tx.delete(employeePayRates).where(eq(employeePayRates.id, id));
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'delete_pay_rate',
    entity: 'employee_pay_rates',
    entityId: id,
    before: payRateJson(before),
    requestId: caller.requestId,
  });
}
