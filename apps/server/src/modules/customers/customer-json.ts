import type { TCustomer } from '@groundwork/shared';
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
