import type { TCustomer, TUpdateCustomer } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { violatedUniqueIndex } from '../../lib/db-errors.ts';
import { customerColumns, customerJson } from './customer-json.ts';
import { CUSTOMER_NUMBER_INDEX, CustomerErrors } from './customers.errors.ts';
import { findCustomerRow } from './get-customer.ts';

/** Edits a customer: any field, the number (still unique), or is_active to deactivate and reactivate. */
export async function updateCustomer(
  tx: Db,
  caller: TenantCaller,
  id: string,
  input: TUpdateCustomer,
): Promise<TCustomer> {
  const before = await findCustomerRow(tx, caller, id);
  const [row] = await tx
    .update(customers)
    .set({
      ...customerColumns(input),
      isActive: input.is_active,
      updatedAt: new Date(),
    })
    .where(and(eq(customers.organizationId, caller.organizationId), eq(customers.id, id)))
    .returning()
    .catch((err: unknown) => {
      if (violatedUniqueIndex(err) === CUSTOMER_NUMBER_INDEX) throw CustomerErrors.numberTaken();
      throw err;
    });
  if (!row) throw CustomerErrors.notFound();
  const customer = customerJson(row);
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'update_customer',
    entity: 'customers',
    entityId: id,
    before: customerJson(before),
    after: customer,
    requestId: caller.requestId,
  });
  return customer;
}
