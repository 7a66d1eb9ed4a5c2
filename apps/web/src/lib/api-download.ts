import { errorFromBody } from './api-fetch';
import { getSupabase } from './supabase';

/** The file name a response offers (Content-Disposition), or `fallback`. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // A malformed encoded name: fall through to the plain one.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

/**
 * Downloads a file the product API streams (a CSV export) with the signed-in user's token: a plain
 * link cannot carry the bearer token. A refusal (`{ error: { code, message } }`) throws ApiError.
 */
export async function apiDownload(path: string, fallbackName: string): Promise<void> {
  const headers = new Headers();
  const { data } = await getSupabase().auth.getSession();
  const token = data.session?.access_token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(path, { headers });
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    throw errorFromBody(body, response.status);
  }
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameFrom(response.headers.get('Content-Disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
