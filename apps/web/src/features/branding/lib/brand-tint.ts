// Subpath import: the package barrel would pull zod into the shell chunk.
import { HEX_COLOR_RE } from '@groundwork/shared/branding/branding.constants';

type TRgb = [number, number, number];

const LIGHT_SURFACE = '#ffffff';
const DARK_SURFACE = '#0b1120';
/** WCAG AA for normal text: --primary is used as text (links, icons) as well as a button fill. */
const MIN_CONTRAST = 4.5;

function toRgb(hex: string): TRgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: TRgb): string {
  return `#${rgb
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as TRgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Moves the colour toward `target` in small steps until it reads on `surface`. */
function untilReadable(hex: string, surface: string, target: TRgb): string {
  let color = toRgb(hex);
  for (let step = 0; step < 40 && contrastRatio(toHex(color), surface) < MIN_CONTRAST; step++) {
    color = color.map((v, i) => v + ((target[i] ?? 0) - v) * 0.08) as TRgb;
  }
  return toHex(color);
}

export type TBrandTint = {
  light: { primary: string; foreground: string; tint: string };
  dark: { primary: string; foreground: string; tint: string };
};

/**
 * The organization's primary colour, adjusted per theme so that it stays readable both as text on
 * the page and under white (light) or near-black (dark) button text: darkened on light pages,
 * lightened on dark ones, hue kept. Null for anything that is not #RRGGBB (never put into CSS).
 */
export function brandTint(primary: string | null | undefined): TBrandTint | null {
  if (!primary || !HEX_COLOR_RE.test(primary)) return null;
  const light = untilReadable(primary.toLowerCase(), LIGHT_SURFACE, [0, 0, 0]);
  const dark = untilReadable(primary.toLowerCase(), DARK_SURFACE, [255, 255, 255]);
  return {
    light: { primary: light, foreground: '#ffffff', tint: `color-mix(in srgb, ${light} 14%, #ffffff)` },
    dark: { primary: dark, foreground: DARK_SURFACE, tint: `color-mix(in srgb, ${dark} 22%, #0f172a)` },
  };
}

/** The style sheet that re-colours the product for the organization (both themes). */
export function brandTintCss(tint: TBrandTint): string {
  const block = (t: TBrandTint['light']) =>
    `--primary:${t.primary};--primary-foreground:${t.foreground};--sidebar-accent:${t.tint};`;
  return `:root:root{${block(tint.light)}}:root:root.dark{${block(tint.dark)}}`;
}
