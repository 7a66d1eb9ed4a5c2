import { describe, expect, it } from 'vitest';
import { brandTint, brandTintCss, contrastRatio } from './brand-tint';

describe('brandTint', () => {
  it('keeps a dark brand colour as it is on light pages and lightens it on dark ones', () => {
    const tint = brandTint('#3B5998');
    expect(tint?.light.primary).toBe('#3b5998');
    expect(contrastRatio(tint?.dark.primary ?? '', '#0b1120')).toBeGreaterThanOrEqual(4.5);
  });

  it('darkens a light brand colour until white text and white pages read on it', () => {
    const tint = brandTint('#f2a900');
    expect(tint?.light.primary).not.toBe('#f2a900');
    expect(contrastRatio(tint?.light.primary ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(tint?.dark.primary ?? '', '#0b1120')).toBeGreaterThanOrEqual(4.5);
  });

  it('refuses anything that is not #RRGGBB, so nothing else reaches the style sheet', () => {
    expect(brandTint('red')).toBeNull();
    expect(brandTint('#fff')).toBeNull();
    expect(brandTint('#000000;}body{display:none')).toBeNull();
    expect(brandTint(null)).toBeNull();
  });

  it('writes both themes', () => {
    const css = brandTintCss(brandTint('#d62828') ?? ({} as never));
    expect(css).toContain(':root:root{--primary:#');
    expect(css).toContain(':root:root.dark{--primary:#');
  });
});
