import type { TUpdateVendor, TVendor } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vendors } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { violatedUniqueIndex } from '../../lib/db-errors.ts';
import { findVendorRow } from './get-vendor.ts';
import { complianceOfVendor } from './vendor-compliance.ts';
import type { VendorFiles } from './vendor-files.ts';
import { vendorAuditJson, vendorColumns, vendorJson } from './vendor-json.ts';
import { assertVendorReferences } from './vendor-references.ts';
import { VENDOR_NUMBER_INDEX, VendorErrors } from './vendors.errors.ts';

/**
 * Edits a vendor: any field, the number (still unique), the W-9 and license, or is_active to deactivate
 * and reactivate. The tax ID stays unless a new one is sent. Answers the vendor and the W-9 file the
 * edit replaced or removed (the caller deletes it from the store once the transaction has committed).
 */
export async function updateVendor(
  tx: Db,
  files: VendorFiles,
  caller: TenantCaller,
  id: string,
  input: TUpdateVendor,
): Promise<{ vendor: TVendor; replacedFile: string | null }> {
  const before = await findVendorRow(tx, caller, id, { forUpdate: true });
  await assertVendorReferences(tx, files, caller.organizationId, id, input);
  const [row] = await tx
    .update(vendors)
    .set({ ...vendorColumns(input), updatedAt: new Date() })
    .where(and(eq(vendors.organizationId, caller.organizationId), eq(vendors.id, id)))
    .returning()
    .catch((err: unknown) => {
      if (violatedUniqueIndex(err) === VENDOR_NUMBER_INDEX) throw VendorErrors.numberTaken();
      throw err;
    });
  if (!row) throw VendorErrors.notFound();
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'update_vendor',
    entity: 'vendors',
    entityId: id,
    before: vendorAuditJson(before),
    after: vendorAuditJson(row),
    requestId: caller.requestId,
  });
  const replacedFile = before.w9Path && before.w9Path !== row.w9Path ? before.w9Path : null;
  return { vendor: vendorJson(row, await complianceOfVendor(tx, caller.organizationId, row)), replacedFile };
}
