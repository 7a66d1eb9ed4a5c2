import {
  DEFAULT_BRAND_COLORS,
  LOGO_BUCKET,
  logoObjectPath,
  type TExtractBrandColorsResult,
} from '@groundwork/shared';
import type { Logger } from '../../lib/logger.ts';
import type { RequestAuth } from '../../lib/request-auth.ts';
import { ownerOrganization, parseObjectPath } from '../../storage/object-key.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { sniffContentType } from '../../storage/sniff-content-type.ts';
import type { TWeightedColor } from './color-math.ts';
import { extractPalette, type TPalette } from './extract-palette.ts';
import { rasterColors } from './image-colors.ts';
import { svgColors } from './svg-colors.ts';

const FALLBACK: TExtractBrandColorsResult = { colors: { ...DEFAULT_BRAND_COLORS }, fallback: true };

/** The palette of a stored logo's bytes, or null when it has none to give. */
export async function paletteOfImage(bytes: Uint8Array): Promise<TPalette | null> {
  const type = sniffContentType(bytes);
  let colors: TWeightedColor[];
  if (type === 'image/svg+xml') colors = svgColors(new TextDecoder().decode(bytes));
  else if (type === 'image/png' || type === 'image/jpeg') colors = await rasterColors(bytes, type);
  else return null;
  return extractPalette(colors);
}

/**
 * extract-brand-colors: the palette of the caller's own logo, named by its public URL. The URL is
 * never fetched (no request leaves the server): only a path of this server's logo bucket in the
 * caller's organization is read, straight from the store. Anything else — another URL, another
 * organization, a missing object, an undecodable or colourless image — answers the spec's defaults
 * with `fallback: true`.
 */
export async function extractBrandColors(
  store: ObjectStore,
  auth: RequestAuth,
  imageUrl: string,
  logger: Logger,
): Promise<TExtractBrandColorsResult> {
  const path = logoObjectPath(imageUrl);
  const key = path === null ? null : parseObjectPath(LOGO_BUCKET, path);
  if (!key || ownerOrganization(key) !== auth.organizationId) {
    logger.info({ reason: 'not an own logo URL' }, 'extract-brand-colors fell back');
    return FALLBACK;
  }
  const object = await store.get(key);
  if (!object) {
    logger.info({ reason: 'no such object', path: key.path }, 'extract-brand-colors fell back');
    return FALLBACK;
  }
  try {
    const palette = await paletteOfImage(object.bytes);
    if (palette) return { colors: palette, fallback: false };
    logger.info({ reason: 'no usable colour', path: key.path }, 'extract-brand-colors fell back');
  } catch (err) {
    logger.warn({ err, path: key.path }, 'extract-brand-colors could not decode the logo');
  }
  return FALLBACK;
}
