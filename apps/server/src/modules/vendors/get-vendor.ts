import type { TVendor } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vendors } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { complianceOfVendor } from './vendor-compliance.ts';
import { type VendorRow, vendorJson } from './vendor-json.ts';
import { VendorErrors } from './vendors.errors.ts';

/** One vendor of the caller's organization; another organization's id is simply not found. */
export async function findVendorRow(
  tx: Db,
  caller: TenantCaller,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<VendorRow> {
  const query = tx
    .select()
    .from(vendors)
    .where(and(eq(vendors.organizationId, caller.organizationId), eq(vendors.id, id)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw VendorErrors.notFound();
  return row;
}

export async function getVendor(tx: Db, caller: TenantCaller, id: string): Promise<TVendor> {
  const row = await findVendorRow(tx, caller, id);
  return vendorJson(row, await complianceOfVendor(tx, caller.organizationId, row));
}
