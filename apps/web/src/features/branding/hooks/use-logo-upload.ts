import { BRANDING_MESSAGES, DEFAULT_BRAND_COLORS } from '@groundwork/shared/branding/branding.constants';
import type { TBrandColors } from '@groundwork/shared/branding/branding.schemas';
import * as React from 'react';
import { toast } from 'sonner';
import { extractBrandColors } from '../api/extract-brand-colors';
import { uploadLogo } from '../api/logo-storage';
import { logoFileProblem } from '../lib/logo-file';

/** Spec §4: uploading, analyzing colors, done (idle before the first upload). */
export type TLogoUploadState = 'idle' | 'uploading' | 'analyzing' | 'done';

/**
 * Uploads a chosen logo, then has its colours extracted: 'Logo uploaded', then 'Colors extracted!'
 * or 'Using default colors'. The new URL and colours go to the form; saving is the user's call.
 */
export function useLogoUpload(
  organizationId: string,
  onLogo: (logoUrl: string) => void,
  onColors: (colors: TBrandColors) => void,
) {
  const [state, setState] = React.useState<TLogoUploadState>('idle');

  const upload = async (file: File) => {
    const problem = logoFileProblem(file);
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return;
    }
    setState('uploading');
    let logoUrl: string;
    try {
      logoUrl = await uploadLogo(organizationId, file);
    } catch (error) {
      console.error('Uploading the logo failed', error);
      toast.error(BRANDING_MESSAGES.uploadFailedTitle, { description: BRANDING_MESSAGES.uploadFailed });
      setState('idle');
      return;
    }
    onLogo(logoUrl);
    toast.success(BRANDING_MESSAGES.logoUploaded);
    setState('analyzing');
    try {
      const result = await extractBrandColors(logoUrl);
      if (result.fallback) throw new Error('extract-brand-colors answered the defaults');
      onColors(result.colors);
      toast.success(BRANDING_MESSAGES.colorsExtracted);
    } catch (error) {
      console.warn('No colours from the logo; using the defaults', error);
      onColors({ ...DEFAULT_BRAND_COLORS });
      toast(BRANDING_MESSAGES.defaultColorsTitle, { description: BRANDING_MESSAGES.defaultColors });
    }
    setState('done');
  };

  return { state, upload, isBusy: state === 'uploading' || state === 'analyzing' };
}
