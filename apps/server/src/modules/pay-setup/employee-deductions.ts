import {
  deductionProblems,
  type TCreateDeduction,
  type TDeduction,
  type TUpdateDeduction,
} from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { employeeDeductions } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { deductionJson } from './employee-pay-json.ts';
import { employeeOf } from './employee-pay-profile.ts';
import { PaySetupErrors } from './pay-setup.errors.ts';

async function deductionRow(tx: Db, caller: TenantCaller, id: string) {
  const [row] = await tx
    .select()
    .from(employeeDeductions)
    .where(and(eq(employeeDeductions.organizationId, caller.organizationId), eq(employeeDeductions.id, id)));
  if (!row) throw PaySetupErrors.deductionNotFound();
  return row;
}

const columnsOf = (d: TCreateDeduction) => ({
  kind: d.kind,
  description: d.description,
  payee: d.payee,
  method: d.method,
  // Only the figure of the chosen method is kept.
  amountCents: d.method === 'amount' ? d.amount_cents : null,
  percent: d.method === 'percent' ? d.percent : null,
  annualLimitCents: d.annual_limit_cents,
  maxPercentOfDisposable: d.kind === 'garnishment' ? (d.max_percent_of_disposable ?? '25') : null,
  priority: d.priority,
  isActive: d.is_active,
});

/** A deduction: pre-tax (401(k), section 125), post-tax (Roth, dues, other) or a garnishment (CCPA 25 % by default). */
export async function addDeduction(
  tx: Db,
  caller: TenantCaller,
  employeeId: string,
  input: TCreateDeduction,
): Promise<TDeduction> {
  await employeeOf(tx, caller, employeeId);
  const [row] = await tx
    .insert(employeeDeductions)
    .values({ organizationId: caller.organizationId, employeeId, ...columnsOf(input) })
    .returning();
  if (!row) throw new Error('deduction insert returned no row');
  const after = deductionJson(row);
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'create_deduction',
    entity: 'employee_deductions',
    entityId: row.id,
    after,
    requestId: caller.requestId,
  });
  return after;
}

/** A partial edit, checked whole: the merged deduction must keep the rules a new one keeps. */
export async function updateDeduction(
  tx: Db,
  caller: TenantCaller,
  id: string,
  input: TUpdateDeduction,
): Promise<TDeduction> {
  const before = await deductionRow(tx, caller, id);
  const current = deductionJson(before);
  const merged: TCreateDeduction = {
    kind: input.kind ?? current.kind,
    description: input.description ?? current.description,
    payee: input.payee ?? current.payee,
    method: input.method ?? current.method,
    amount_cents: input.amount_cents !== undefined ? input.amount_cents : current.amount_cents,
    percent: input.percent !== undefined ? input.percent : current.percent,
    annual_limit_cents:
      input.annual_limit_cents !== undefined ? input.annual_limit_cents : current.annual_limit_cents,
    max_percent_of_disposable:
      input.max_percent_of_disposable !== undefined
        ? input.max_percent_of_disposable
        : input.kind && input.kind !== 'garnishment'
          ? null
          : current.max_percent_of_disposable,
    priority: input.priority ?? current.priority,
    is_active: input.is_active ?? current.is_active,
  };
  const [problem] = deductionProblems(merged);
  if (problem) throw PaySetupErrors.invalid(problem.message);
  const [row] = await tx
    .update(employeeDeductions)
    .set({ ...columnsOf(merged), updatedAt: new Date() })
    .where(eq(employeeDeductions.id, id))
    .returning();
  if (!row) throw PaySetupErrors.deductionNotFound();
  const after = deductionJson(row);
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'update_deduction',
    entity: 'employee_deductions',
    entityId: id,
    before: current,
    after,
    requestId: caller.requestId,
  });
  return after;
}

export async function deleteDeduction(tx: Db, caller: TenantCaller, id: string): Promise<void> {
  const before = await deductionRow(tx, caller, id);
  await tx.delete(employeeDeductions).where(eq(employeeDeductions.id, id));
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'delete_deduction',
    entity: 'employee_deductions',
    entityId: id,
    before: deductionJson(before),
    requestId: caller.requestId,
  });
}
