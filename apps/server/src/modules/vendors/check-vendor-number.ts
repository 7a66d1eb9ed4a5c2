import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vendors } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';

/** Whether no other vendor of the organization uses the number (the one being edited excluded). */
export async function isVendorNumberAvailable(
  tx: Db,
  caller: TenantCaller,
  vendorNumber: string,
  excludeId?: string,
): Promise<boolean> {
  const found = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(
      and(
        eq(vendors.organizationId, caller.organizationId),
        eq(vendors.vendorNumber, vendorNumber),
        excludeId ? ne(vendors.id, excludeId) : undefined,
      ),
    )
    .limit(1);
  return found.length === 0;
}
