import {
  VENDOR_DOCUMENT_MAX_BYTES,
  VENDOR_DOCUMENTS_BUCKET,
} from '@groundwork/shared/vendors/vendor.schemas';
import { getSupabase } from '@/lib/supabase';

const EXTENSION: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/** Why a picked file cannot be uploaded, or null when it can. */
export function vendorDocumentProblem(file: File): string | null {
  if (!EXTENSION[file.type]) return 'Choose a PDF, PNG or JPEG file';
  if (file.size > VENDOR_DOCUMENT_MAX_BYTES) return 'The file must be 10 MB or smaller';
  return null;
}

/**
 * Uploads a certificate or W-9 into the vendor's folder of the private vendor-documents bucket and
 * answers its path, which the certificate or vendor then points at. Each upload gets a new name, so
 * a saved row never points at a file that is being replaced.
 */
export async function uploadVendorDocument(
  organizationId: string,
  vendorId: string,
  prefix: string,
  file: File,
): Promise<string> {
  const path = `${organizationId}/vendors/${vendorId}/${prefix}-${Date.now()}.${EXTENSION[file.type] ?? 'pdf'}`;
  const { error } = await getSupabase()
    .storage.from(VENDOR_DOCUMENTS_BUCKET)
    .upload(path, file, { contentType: file.type, upsert: false });
  if (error) throw error;
  return path;
}

/**
 * Opens a stored document in a new tab. The bucket is private, so the file is fetched with the
 * session and shown from a blob: URL; the tab is opened first, while the click still counts as one.
 */
export async function openVendorDocument(path: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { data, error } = await getSupabase().storage.from(VENDOR_DOCUMENTS_BUCKET).download(path);
    if (error) throw error;
    const href = URL.createObjectURL(data);
    if (tab) tab.location.href = href;
    else window.location.assign(href);
    // Long enough for the tab to have loaded it.
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
