import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { CustomerErrors } from '../customers/customers.errors.ts';
import { JobErrors } from './jobs.errors.ts';

export type JobCustomer = { id: string; customerNumber: string; name: string; isActive: boolean };

/**
 * The customer a job is for: in the caller's organization (else 'Customer not found') and, when newly
 * chosen, active (else 'Customer is required', as the form only offers active customers).
 */
export async function jobCustomer(
  tx: Db,
  caller: TenantCaller,
  customerId: string,
  mustBeActive: boolean,
): Promise<JobCustomer> {
  const [customer] = await tx
    .select({
      id: customers.id,
      customerNumber: customers.customerNumber,
      name: customers.name,
      isActive: customers.isActive,
    })
    .from(customers)
    .where(and(eq(customers.organizationId, caller.organizationId), eq(customers.id, customerId)));
  if (!customer) throw CustomerErrors.notFound();
  if (mustBeActive && !customer.isActive) throw JobErrors.customerInactive();
  return customer;
}
