import type { TCreateCustomer, TCustomer } from '@groundwork/shared';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { violatedUniqueIndex } from '../../lib/db-errors.ts';
import { customerColumns, customerJson } from './customer-json.ts';
import { CUSTOMER_NUMBER_INDEX, CustomerErrors } from './customers.errors.ts';

/**
 * Adds a customer (active). The database's unique index decides between two people saving the same
 * number at the same moment: the second one gets 'Customer ID already exists', never a server error.
 */
export async function createCustomer(
  tx: Db,
  caller: TenantCaller,
  input: TCreateCustomer,
): Promise<TCustomer> {
  const row = await tx
    .insert(customers)
    .values({
      organizationId: caller.organizationId,
      ...customerColumns(input),
      customerNumber: input.customer_number,
      name: input.name,
      isActive: true,
      createdBy: caller.userId,
    })
    .returning()
    .then((rows) => rows[0])
    .catch((err: unknown) => {
      if (violatedUniqueIndex(err) === CUSTOMER_NUMBER_INDEX) throw CustomerErrors.numberTaken();
      throw err;
    });
  if (!row) throw new Error('customer insert returned no row');
  const customer = customerJson(row);
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'create_customer',
    entity: 'customers',
    entityId: row.id,
    after: customer,
    requestId: caller.requestId,
  });
  return customer;
}
