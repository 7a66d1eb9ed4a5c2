import {
  colorDistance,
  darken,
  hueDistance,
  lighten,
  type TRgb,
  type TWeightedColor,
  toHex,
  toHsl,
} from './color-math.ts';

export type TPalette = { primary: string; secondary: string; accent: string };

const MAX_CLUSTERS = 8;
/** A colour this saturated counts as a brand colour rather than a grey. */
const MIN_SATURATION = 0.22;
/** A cluster covering less of the logo than this is noise (anti-aliased edges, JPEG ringing). */
const MIN_SHARE = 0.02;
/** Clusters closer than this (RGB distance) are one colour. */
const MERGE_DISTANCE = 28;

/** Backgrounds and outlines: almost white, almost black. */
function isBackground(color: TRgb): boolean {
  const { l } = toHsl(color);
  return l > 0.94 || l < 0.06;
}

type TBox = { colors: TWeightedColor[]; weight: number };

function channelRange(colors: TWeightedColor[], channel: 'r' | 'g' | 'b'): number {
  let lo = 255;
  let hi = 0;
  for (const c of colors) {
    lo = Math.min(lo, c[channel]);
    hi = Math.max(hi, c[channel]);
  }
  return hi - lo;
}

/**
 * Weighted median cut: repeatedly split the box with the widest weighted spread along its widest
 * channel at the weighted median, until MAX_CLUSTERS boxes or nothing left to split.
 */
function medianCut(colors: TWeightedColor[]): TWeightedColor[] {
  const total = (list: TWeightedColor[]) => list.reduce((sum, c) => sum + c.weight, 0);
  const boxes: TBox[] = [{ colors, weight: total(colors) }];
  while (boxes.length < MAX_CLUSTERS) {
    let best = -1;
    let bestScore = 0;
    boxes.forEach((box, i) => {
      if (box.colors.length < 2) return;
      const spread = Math.max(...(['r', 'g', 'b'] as const).map((ch) => channelRange(box.colors, ch)));
      const score = spread * box.weight;
      if (spread > 8 && score > bestScore) {
        best = i;
        bestScore = score;
      }
    });
    const box = boxes[best];
    if (!box) break;
    const channel = (['r', 'g', 'b'] as const).reduce((a, b) =>
      channelRange(box.colors, a) >= channelRange(box.colors, b) ? a : b,
    );
    const sorted = [...box.colors].sort((a, b) => a[channel] - b[channel]);
    let running = 0;
    let cut = 1;
    for (let i = 0; i < sorted.length - 1; i++) {
      running += sorted[i]?.weight ?? 0;
      cut = i + 1;
      if (running >= box.weight / 2) break;
    }
    const low = sorted.slice(0, cut);
    const high = sorted.slice(cut);
    boxes.splice(best, 1, { colors: low, weight: total(low) }, { colors: high, weight: total(high) });
  }
  return boxes.map((box) => {
    const sum = box.colors.reduce(
      (acc, c) => ({ r: acc.r + c.r * c.weight, g: acc.g + c.g * c.weight, b: acc.b + c.b * c.weight }),
      { r: 0, g: 0, b: 0 },
    );
    return { r: sum.r / box.weight, g: sum.g / box.weight, b: sum.b / box.weight, weight: box.weight };
  });
}

/** Folds clusters that are really one colour into the heavier one. */
function mergeClose(clusters: TWeightedColor[]): TWeightedColor[] {
  const merged: TWeightedColor[] = [];
  for (const cluster of [...clusters].sort((a, b) => b.weight - a.weight)) {
    const near = merged.find((m) => colorDistance(m, cluster) < MERGE_DISTANCE);
    if (near) near.weight += cluster.weight;
    else merged.push({ ...cluster });
  }
  return merged;
}

/**
 * The brand palette of a logo from its colours (pixels or SVG paint, with weights), or null when the
 * logo has no usable colour (blank, all white or black, fully transparent).
 *
 * 1. Drop background-like colours (near white, near black).
 * 2. Quantise with weighted median cut; merge near-identical clusters; drop specks under 2 %.
 * 3. Primary: the heaviest saturated cluster (the heaviest of any when the logo is grey).
 * 4. Secondary: the heaviest other cluster of a related hue (or a grey) that is darker than the
 *    primary; otherwise the primary darkened.
 * 5. Accent: of the rest, the cluster that contrasts most in hue, weighted by its share; otherwise the
 *    primary lightened.
 */
export function extractPalette(colors: TWeightedColor[]): TPalette | null {
  const usable = colors.filter((c) => c.weight > 0 && !isBackground(c));
  const totalWeight = usable.reduce((sum, c) => sum + c.weight, 0);
  if (usable.length === 0 || totalWeight === 0) return null;

  const clusters = mergeClose(medianCut(usable))
    .filter((c) => c.weight / totalWeight >= MIN_SHARE)
    .map((c) => ({ ...c, hsl: toHsl(c), share: c.weight / totalWeight }));
  if (clusters.length === 0) return null;

  const saturated = clusters.filter((c) => c.hsl.s >= MIN_SATURATION);
  const byWeight = (a: { weight: number }, b: { weight: number }) => b.weight - a.weight;
  const primary = [...(saturated.length > 0 ? saturated : clusters)].sort(byWeight)[0];
  if (!primary) return null;
  const others = clusters.filter((c) => c !== primary);

  const related = others
    .filter(
      (c) =>
        c.hsl.l < primary.hsl.l - 0.04 &&
        (c.hsl.s < MIN_SATURATION || hueDistance(c.hsl.h, primary.hsl.h) <= 40),
    )
    .sort(byWeight)[0];
  const secondary: TRgb = related ?? darken(primary, 0.68);

  const contrast = (c: (typeof clusters)[number]) =>
    c.share * (0.25 + hueDistance(c.hsl.h, primary.hsl.h) / 180) * (0.3 + c.hsl.s);
  const accentCluster = others
    .filter((c) => c !== related && colorDistance(c, secondary) >= MERGE_DISTANCE)
    .sort((a, b) => contrast(b) - contrast(a))[0];
  const accent: TRgb = accentCluster ?? lighten(primary, 0.45);

  const palette = { primary: toHex(primary), secondary: toHex(secondary), accent: toHex(accent) };
  // Never three names for one colour: a flat single-colour logo still gets a usable trio.
  if (palette.secondary === palette.primary) palette.secondary = toHex(darken(primary, 0.6));
  if (palette.accent === palette.primary || palette.accent === palette.secondary)
    palette.accent = toHex(lighten(primary, 0.45));
  return palette;
}
