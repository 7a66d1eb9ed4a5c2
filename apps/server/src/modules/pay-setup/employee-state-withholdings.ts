import type { TStateWithholding, TStateWithholdingInput, TUpdateStateWithholding } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { employeeStateWithholdings } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { violatedUniqueIndex } from '../../lib/db-errors.ts';
import { stateWithholdingJson } from './employee-pay-json.ts';
import { employeeOf } from './employee-pay-profile.ts';
import { PaySetupErrors } from './pay-setup.errors.ts';

async function certificateRow(tx: Db, caller: TenantCaller, id: string) {
  const [row] = await tx
    .select()
    .from(employeeStateWithholdings)
    .where(
      and(
        eq(employeeStateWithholdings.organizationId, caller.organizationId),
        eq(employeeStateWithholdings.id, id),
      ),
    );
  if (!row) throw PaySetupErrors.certificateNotFound();
  return row;
}

const taken = (state: string | undefined) => (err: unknown) => {
  if (violatedUniqueIndex(err) === 'employee_state_withholdings_key')
    throw PaySetupErrors.certificateTaken(state ?? '');
  throw err;
};

/** A state withholding certificate (one per employee and state). */
export async function addStateWithholding(
  tx: Db,
  caller: TenantCaller,
  employeeId: string,
  input: TStateWithholdingInput,
): Promise<TStateWithholding> {
  await employeeOf(tx, caller, employeeId);
  const [row] = await tx
    .insert(employeeStateWithholdings)
    .values({
      organizationId: caller.organizationId,
      employeeId,
      state: input.state,
      filingStatus: input.filing_status,
      allowances: input.allowances,
      additionalCents: input.additional_cents,
      exempt: input.exempt,
    })
    .returning()
    .catch(taken(input.state));
  if (!row) throw new Error('state withholding insert returned no row');
  const after = stateWithholdingJson(row);
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'create_state_withholding',
    entity: 'employee_state_withholdings',
    entityId: row.id,
    after,
    requestId: caller.requestId,
  });
  return after;
}

export async function updateStateWithholding(
  tx: Db,
  caller: TenantCaller,
  id: string,
  input: TUpdateStateWithholding,
): Promise<TStateWithholding> {
  const before = await certificateRow(tx, caller, id);
  const [row] = await tx
    .update(employeeStateWithholdings)
    .set({
      state: input.state ?? before.state,
      filingStatus: input.filing_status ?? before.filingStatus,
      allowances: input.allowances ?? before.allowances,
      additionalCents: input.additional_cents ?? before.additionalCents,
      exempt: input.exempt ?? before.exempt,
      updatedAt: new Date(),
    })
    .where(eq(employeeStateWithholdings.id, id))
    .returning()
    .catch(taken(input.state));
  if (!row) throw PaySetupErrors.certificateNotFound();
  const after = stateWithholdingJson(row);
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'update_state_withholding',
    entity: 'employee_state_withholdings',
    entityId: id,
    before: stateWithholdingJson(before),
    after,
    requestId: caller.requestId,
  });
  return after;
}

export async function deleteStateWithholding(tx: Db, caller: TenantCaller, id: string): Promise<void> {
  const before = await certificateRow(tx, caller, id);
  await tx.delete(employeeStateWithholdings).where(eq(employeeStateWithholdings.id, id));
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'delete_state_withholding',
    entity: 'employee_state_withholdings',
    entityId: id,
    before: stateWithholdingJson(before),
    requestId: caller.requestId,
  });
}
