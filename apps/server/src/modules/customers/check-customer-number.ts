import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';

/** Whether no other customer of the organization uses the number (the one being edited excluded). */
export async function isCustomerNumberAvailable(
  tx: Db,
  caller: TenantCaller,
  customerNumber: string,
  excludeId?: string,
): Promise<boolean> {
  const found = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.organizationId, caller.organizationId),
        eq(customers.customerNumber, customerNumber),
        excludeId ? ne(customers.id, excludeId) : undefined,
      ),
    )
    .limit(1);
  return found.length === 0;
}
