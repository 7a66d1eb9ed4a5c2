import { fromHsl, type TRgb, type TWeightedColor } from './color-math.ts';
import { NAMED_COLORS } from './named-colors.ts';

/** Fills cover area; strokes and gradient stops less so. */
const WEIGHTS: Record<string, number> = {
  fill: 3,
  'background-color': 3,
  background: 3,
  'stop-color': 2,
  'flood-color': 1,
  stroke: 1,
  color: 1,
};

const ATTRIBUTE_RE = /\s(fill|stroke|stop-color|flood-color|color)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
const DECLARATION_RE =
  /(?:^|[;{\s"'])(fill|stroke|stop-color|flood-color|background-color|background|color)\s*:\s*([^;}"'<]+)/gi;

function channel(value: string, max: number): number {
  const v = value.trim();
  return v.endsWith('%') ? (Number.parseFloat(v) / 100) * max : Number.parseFloat(v);
}

/** A CSS colour value as RGB, or null for none, transparent, currentColor, url(#…) and the unknown. */
export function parseCssColor(raw: string): TRgb | null {
  const value = raw
    .trim()
    .toLowerCase()
    .replace(/\s*!important$/, '');
  const hex = /^#([0-9a-f]{3,8})$/.exec(value)?.[1];
  if (hex) {
    if (hex.length === 3 || hex.length === 4) {
      const [r, g, b, a] = [...hex].map((ch) => Number.parseInt(ch + ch, 16));
      if (a !== undefined && a < 128) return null;
      return { r: r ?? 0, g: g ?? 0, b: b ?? 0 };
    }
    if (hex.length === 6 || hex.length === 8) {
      const n = (i: number) => Number.parseInt(hex.slice(i, i + 2), 16);
      if (hex.length === 8 && n(6) < 128) return null;
      return { r: n(0), g: n(2), b: n(4) };
    }
    return null;
  }
  const fn = /^(rgba?|hsla?)\(([^)]*)\)$/.exec(value);
  if (fn?.[1] && fn[2] !== undefined) {
    const parts = fn[2].split(/[\s,/]+/).filter(Boolean);
    if (parts.length < 3) return null;
    const alpha = parts[3] === undefined ? 1 : channel(parts[3], 1);
    if (alpha < 0.5) return null;
    if (fn[1].startsWith('rgb')) {
      const [r, g, b] = parts.slice(0, 3).map((p) => channel(p, 255));
      if ([r, g, b].some((v) => v === undefined || Number.isNaN(v))) return null;
      return { r: r ?? 0, g: g ?? 0, b: b ?? 0 };
    }
    const h = Number.parseFloat(parts[0] ?? '');
    const s = channel(parts[1] ?? '', 1);
    const l = channel(parts[2] ?? '', 1);
    if ([h, s, l].some(Number.isNaN)) return null;
    return fromHsl({ h: ((h % 360) + 360) % 360, s: Math.min(1, s), l: Math.min(1, l) });
  }
  const named = Object.hasOwn(NAMED_COLORS, value) ? NAMED_COLORS[value] : undefined;
  return named ? parseCssColor(named) : null;
}

/**
 * The paint of an SVG: every fill, stroke, stop-color (attributes, style attributes and <style>
 * rules), each mention weighted by how much area that kind of paint usually covers.
 */
export function svgColors(svg: string): TWeightedColor[] {
  const found: TWeightedColor[] = [];
  const add = (property: string, value: string) => {
    const rgb = parseCssColor(value);
    if (rgb) found.push({ ...rgb, weight: WEIGHTS[property.toLowerCase()] ?? 1 });
  };
  for (const m of svg.matchAll(ATTRIBUTE_RE)) add(m[1] ?? '', m[2] ?? m[3] ?? '');
  for (const m of svg.matchAll(DECLARATION_RE)) {
    const property = m[1] ?? '';
    const value = m[2] ?? '';
    // `background: #fff url(…)`: the colour is one of the words.
    if (property.toLowerCase() === 'background') {
      for (const word of value.split(/\s+(?![^(]*\))/)) add(property, word);
    } else {
      add(property, value);
    }
  }
  return found;
}
