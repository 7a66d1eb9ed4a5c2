import type { TExtractBrandColorsResult } from '@groundwork/shared/branding/branding.schemas';
import { apiFetch } from '@/lib/api-fetch';

/** The palette the server reads from an uploaded logo (defaults with `fallback: true` when it cannot). */
export function extractBrandColors(imageUrl: string): Promise<TExtractBrandColorsResult> {
  return apiFetch<TExtractBrandColorsResult>('/functions/v1/extract-brand-colors', {
    method: 'POST',
    json: { imageUrl },
  });
}
