// No zod here: the app shell imports these without pulling the schema library into its chunk.

/** The spec's words (§5 Branding, §6, §8 Logo), verbatim; the logo-store refusal is ours. */
export const BRANDING_MESSAGES = {
  invalidHex: 'Must be a valid hex color',
  invalidFileTypeTitle: 'Invalid file type',
  invalidFileType: 'Please upload a PNG, JPG, or SVG file.',
  fileTooLargeTitle: 'File too large',
  fileTooLarge: 'Logo file must be under 5MB.',
  uploadFailedTitle: 'Upload failed',
  uploadFailed: 'Failed to upload logo. Please try again.',
  defaultColorsTitle: 'Using default colors',
  defaultColors: 'Could not extract colors from logo. You can save with default colors.',
  saveFailedTitle: 'Save failed',
  saveFailed: 'Failed to save branding. Please try again.',
  downloadFailedTitle: 'Download failed',
  downloadFailed: 'Failed to download logo. Please try again.',
  logoUploaded: 'Logo uploaded',
  colorsExtracted: 'Colors extracted!',
  brandingSaved: 'Branding saved',
  copied: 'Copied!',
  downloaded: 'Downloaded',
  noPermission: "You don't have permission to edit this information. Please contact an administrator.",
  logoNotInStore: "The logo must be a file uploaded to your company's logo store",
} as const;

/** Spec §5 / §9 defaults: also the answer of extract-brand-colors when it cannot read a palette. */
export const DEFAULT_BRAND_COLORS = {
  primary: '#3b5998',
  secondary: '#2c4a73',
  accent: '#7fa9d8',
} as const;

export const LOGO_BUCKET = 'company-logos';
/** "Under 5 MB" (spec §5): 5 MiB is the largest accepted logo. */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
/** What the logo picker and the store accept (spec §9). */
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export const LOGO_ACCEPT = '.png,.jpg,.jpeg,.svg,image/png,image/jpeg,image/svg+xml';

export const HEX_COLOR_RE = /^#[0-9a-fA-F]{6}$/;

/** http(s)://host[:port] (no user info), then the public path of the logo bucket, no query or fragment. */
const PUBLIC_LOGO_URL_RE = new RegExp(
  `^https?://[^/?#@\\s]+/storage/v1/object/public/${LOGO_BUCKET}/([^?#\\s]+)$`,
  'i',
);

/**
 * The object path inside the logo bucket named by a public logo URL (any host):
 * 'https://x/storage/v1/object/public/company-logos/<org>/logo-1.png' → '<org>/logo-1.png'.
 * Null for anything else. The path is returned percent-decoded; callers still validate it as a key.
 */
export function logoObjectPath(url: string): string | null {
  const encoded = PUBLIC_LOGO_URL_RE.exec(url.trim())?.[1];
  if (!encoded) return null;
  try {
    const segments = encoded.split('/').map((segment) => decodeURIComponent(segment));
    // An encoded separator would smuggle an extra segment past the caller's check.
    if (segments.some((segment) => segment.includes('/') || segment.includes('\\'))) return null;
    return segments.join('/');
  } catch {
    return null;
  }
}
