import type { TCustomer } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { type CustomerRow, customerJson } from './customer-json.ts';
import { CustomerErrors } from './customers.errors.ts';

/** One customer of the caller's organization; another organization's id is simply not found. */
export async function findCustomerRow(tx: Db, caller: TenantCaller, id: string): Promise<CustomerRow> {
  const [row] = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.organizationId, caller.organizationId), eq(customers.id, id)));
  if (!row) throw CustomerErrors.notFound();
  return row;
}

export async function getCustomer(tx: Db, caller: TenantCaller, id: string): Promise<TCustomer> {
  return customerJson(await findCustomerRow(tx, caller, id));
}
