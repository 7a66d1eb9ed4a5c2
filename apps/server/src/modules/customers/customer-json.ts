import type { TCustomer, TUpdateCustomer } from '@groundwork/shared';
import type { customers } from '../../db/schema/index.ts';

export type CustomerRow = typeof customers.$inferSelect;

export function customerJson(c: CustomerRow): TCustomer {
  return {
    id: c.id,
    organization_id: c.organizationId,
    customer_number: c.customerNumber,
    name: c.name,
    email: c.email,
    phone: c.phone,
    address: c.address,
    city: c.city,
    state: c.state,
    zip: c.zip,
    is_active: c.isActive,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

/** The API's field names as columns (absent fields stay undefined, which drizzle leaves out). */
export function customerColumns(input: TUpdateCustomer) {
  return {
    customerNumber: input.customer_number,
    name: input.name,
    email: input.email,
    phone: input.phone,
    address: input.address,
    city: input.city,
    state: input.state,
    zip: input.zip,
  };
}
