import { useMe } from '@/features/auth/api/use-me';
import { brandTint, brandTintCss } from '../lib/brand-tint';

/**
 * Re-colours the product with the organization's primary colour for its members (both themes, and
 * dialogs rendered outside the shell too): a style sheet overriding --primary and the sidebar tint.
 */
export function BrandTint() {
  const { data: me } = useMe();
  const tint = brandTint(me?.organization?.primary_brand_color);
  if (!tint) return null;
  return <style data-brand-tint="">{brandTintCss(tint)}</style>;
}
