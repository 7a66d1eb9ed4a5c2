// Subpath import: the package barrel would pull zod into whichever chunk imports this.
import { BRANDING_MESSAGES, LOGO_MAX_BYTES } from '@groundwork/shared/branding/branding.constants';

export type TLogoFileProblem = { title: string; description: string };

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/svg+xml': 'svg',
};

/**
 * Spec §5: the type must start with image/ and be one the store takes (PNG, JPG, SVG); the size must
 * be under 5 MB. The store checks the bytes again; this only spares a doomed upload.
 */
export function logoFileProblem(file: { type: string; size: number }): TLogoFileProblem | null {
  if (!file.type.startsWith('image/') || !(file.type in EXTENSIONS))
    return { title: BRANDING_MESSAGES.invalidFileTypeTitle, description: BRANDING_MESSAGES.invalidFileType };
  if (file.size > LOGO_MAX_BYTES)
    return { title: BRANDING_MESSAGES.fileTooLargeTitle, description: BRANDING_MESSAGES.fileTooLarge };
  return null;
}

/** The file extension the store expects for the logo's type ('png', 'jpg', 'svg'). */
export function logoExtension(type: string): string {
  return EXTENSIONS[type] ?? 'png';
}
