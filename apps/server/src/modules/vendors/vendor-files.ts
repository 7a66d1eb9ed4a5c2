import { isVendorDocumentPath, VENDOR_DOCUMENTS_BUCKET } from '@groundwork/shared';
import type { ObjectStore } from '../../storage/object-store.ts';
import { VendorErrors } from './vendors.errors.ts';

/**
 * The vendor documents in the file store, as the vendor use cases need them: whether an uploaded file
 * is there, and removing a file a row no longer points at. The browser uploads through /storage/v1
 * (the bucket's own rules: type by content, size, the caller's organization folder, jobcost:write).
 */
export type VendorFiles = {
  exists(path: string): Promise<boolean>;
  remove(path: string): Promise<void>;
};

export function vendorFilesIn(store: ObjectStore): VendorFiles {
  return {
    exists: (path) => store.exists({ bucket: VENDOR_DOCUMENTS_BUCKET, path }),
    remove: async (path) => {
      await store.delete({ bucket: VENDOR_DOCUMENTS_BUCKET, path });
    },
  };
}

/** A path a row may point at: in this vendor's folder of the caller's organization, and uploaded. */
export async function assertVendorFile(
  files: VendorFiles,
  organizationId: string,
  vendorId: string,
  path: string,
): Promise<void> {
  if (!isVendorDocumentPath(path, organizationId, vendorId)) throw VendorErrors.filePathInvalid();
  if (!(await files.exists(path))) throw VendorErrors.fileMissing();
}
