import type { TUpdateVendor } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { costCategories } from '../../db/schema/index.ts';
import { assertVendorFile, type VendorFiles } from './vendor-files.ts';
import { VendorErrors } from './vendors.errors.ts';

/**
 * Checks what a vendor's fields point at before they are saved: the default cost category is one of
 * the organization's, and a W-9 path is an uploaded file in the vendor's folder.
 */
export async function assertVendorReferences(
  tx: Db,
  files: VendorFiles,
  organizationId: string,
  vendorId: string,
  input: Pick<TUpdateVendor, 'default_cost_category_id' | 'w9_path'>,
): Promise<void> {
  if (input.default_cost_category_id) {
    const [category] = await tx
      .select({ id: costCategories.id })
      .from(costCategories)
      .where(
        and(
          eq(costCategories.organizationId, organizationId),
          eq(costCategories.id, input.default_cost_category_id),
        ),
      );
    if (!category) throw VendorErrors.costCategoryNotFound();
  }
  if (input.w9_path) await assertVendorFile(files, organizationId, vendorId, input.w9_path);
}
