import { LOGO_BUCKET, logoObjectPath } from '@groundwork/shared/branding/branding.constants';
import { getSupabase } from '@/lib/supabase';
import { logoExtension } from '../lib/logo-file';

/**
 * Uploads a logo to the organization's folder of the logo store (spec §7: named by organization id and
 * time, overwrite allowed) and answers its public URL.
 */
export async function uploadLogo(organizationId: string, file: Blob): Promise<string> {
  const bucket = getSupabase().storage.from(LOGO_BUCKET);
  const path = `${organizationId}/logo-${Date.now()}.${logoExtension(file.type)}`;
  const { error } = await bucket.upload(path, file, { upsert: true, contentType: file.type });
  if (error) throw error;
  return bucket.getPublicUrl(path).data.publicUrl;
}

/** Fetches the stored logo (as the signed-in member) and saves it through the browser. */
export async function downloadLogo(logoUrl: string): Promise<void> {
  const path = logoObjectPath(logoUrl);
  if (!path) throw new Error('The logo is not in the logo store');
  const { data, error } = await getSupabase().storage.from(LOGO_BUCKET).download(path);
  if (error) throw error;
  const href = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = href;
  link.download = path.split('/').at(-1) ?? 'logo';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
