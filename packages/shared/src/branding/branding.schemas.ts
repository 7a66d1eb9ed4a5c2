import { z } from 'zod';
import { BRANDING_MESSAGES, HEX_COLOR_RE } from './branding.constants.ts';

export * from './branding.constants.ts';

/** A #RRGGBB colour, stored lower-case. */
export const ZHexColor = z
  .string()
  .trim()
  .regex(HEX_COLOR_RE, BRANDING_MESSAGES.invalidHex)
  .transform((v) => v.toLowerCase());

export const ZBrandColors = z.object({
  primary: ZHexColor,
  secondary: ZHexColor,
  accent: ZHexColor,
});
export type TBrandColors = z.infer<typeof ZBrandColors>;

/** PATCH /api/v1/organization/branding: the logo (a URL of the company's logo store, or null) and colours. */
export const ZUpdateBranding = z.object({
  logo_url: z.string().trim().url(BRANDING_MESSAGES.logoNotInStore).max(2048).nullable(),
  primary_brand_color: ZHexColor,
  secondary_brand_color: ZHexColor,
  accent_brand_color: ZHexColor,
});
export type TUpdateBranding = z.infer<typeof ZUpdateBranding>;

/** The branding form: the three colours as typed (validated with the same message). */
export const ZBrandingForm = z.object({
  primary_brand_color: z.string().regex(HEX_COLOR_RE, BRANDING_MESSAGES.invalidHex),
  secondary_brand_color: z.string().regex(HEX_COLOR_RE, BRANDING_MESSAGES.invalidHex),
  accent_brand_color: z.string().regex(HEX_COLOR_RE, BRANDING_MESSAGES.invalidHex),
});
export type TBrandingForm = z.infer<typeof ZBrandingForm>;

export const ZExtractBrandColorsRequest = z.object({ imageUrl: z.string().max(4096) });
export type TExtractBrandColorsRequest = z.infer<typeof ZExtractBrandColorsRequest>;

export const ZExtractBrandColorsResult = z.object({
  colors: z.object({ primary: z.string(), secondary: z.string(), accent: z.string() }),
  fallback: z.boolean(),
});
export type TExtractBrandColorsResult = z.infer<typeof ZExtractBrandColorsResult>;
