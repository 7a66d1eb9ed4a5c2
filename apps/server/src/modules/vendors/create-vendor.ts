import type { TCreateVendor, TVendor } from '@groundwork/shared';
import type { Db } from '../../db/client.ts';
import { vendors } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { violatedUniqueIndex } from '../../lib/db-errors.ts';
import { complianceOfVendor } from './vendor-compliance.ts';
import type { VendorFiles } from './vendor-files.ts';
import { vendorAuditJson, vendorColumns, vendorJson } from './vendor-json.ts';
import { assertVendorReferences } from './vendor-references.ts';
import { VENDOR_NUMBER_INDEX, VendorErrors } from './vendors.errors.ts';

/**
 * Adds a vendor (active). The unique index decides between two people saving the same number at the
 * same moment: the second one gets 'Vendor ID already exists', never a server error.
 */
export async function createVendor(
  tx: Db,
  files: VendorFiles,
  caller: TenantCaller,
  input: TCreateVendor,
): Promise<TVendor> {
  // A new vendor has no folder yet, so it cannot point at a W-9 file: only the cost category is checked.
  await assertVendorReferences(tx, files, caller.organizationId, '', {
    default_cost_category_id: input.default_cost_category_id,
  });
  const row = await tx
    .insert(vendors)
    .values({
      organizationId: caller.organizationId,
      ...vendorColumns(input),
      vendorNumber: input.vendor_number,
      name: input.name,
      vendorType: input.vendor_type,
      isActive: true,
      createdBy: caller.userId,
    })
    .returning()
    .then((rows) => rows[0])
    .catch((err: unknown) => {
      if (violatedUniqueIndex(err) === VENDOR_NUMBER_INDEX) throw VendorErrors.numberTaken();
      throw err;
    });
  if (!row) throw new Error('vendor insert returned no row');
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'create_vendor',
    entity: 'vendors',
    entityId: row.id,
    after: vendorAuditJson(row),
    requestId: caller.requestId,
  });
  return vendorJson(row, await complianceOfVendor(tx, caller.organizationId, row));
}
