import { DEFAULT_BRAND_COLORS, HEX_COLOR_RE } from '@groundwork/shared/branding/branding.constants';
import { EyeIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { contrastRatio } from '../lib/brand-tint';

/** White or near-black, whichever reads better on the colour. */
function textOn(background: string): string {
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#0f172a') ? '#ffffff' : '#0f172a';
}

const valid = (value: string, fallback: string) => (HEX_COLOR_RE.test(value) ? value : fallback);

/** Spec §2: the logo and colours applied to a miniature of the product. */
export function BrandPreviewCard({
  logoUrl,
  organizationName,
  primary,
  secondary,
  accent,
}: {
  logoUrl: string | null;
  organizationName: string;
  primary: string;
  secondary: string;
  accent: string;
}) {
  const colors = {
    primary: valid(primary, DEFAULT_BRAND_COLORS.primary),
    secondary: valid(secondary, DEFAULT_BRAND_COLORS.secondary),
    accent: valid(accent, DEFAULT_BRAND_COLORS.accent),
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2 text-lg">
            <EyeIcon aria-hidden="true" className="size-5 text-primary" />
            Preview
          </h2>
        </CardTitle>
        <CardDescription>How your logo and colors look together.</CardDescription>
      </CardHeader>
      <CardContent>
        <figure aria-label="Branding preview" className="overflow-hidden rounded-lg border bg-background">
          <div
            className="flex items-center gap-3 px-4 py-3"
            style={{ backgroundColor: colors.primary, color: textOn(colors.primary) }}
          >
            <span className="flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-md bg-white p-0.5">
              {logoUrl ? <img src={logoUrl} alt="" className="max-h-full max-w-full object-contain" /> : null}
            </span>
            <span className="truncate font-semibold">{organizationName}</span>
          </div>
          <div className="grid gap-4 p-4">
            <div className="flex gap-2">
              <span className="h-2 flex-1 rounded-full" style={{ backgroundColor: colors.primary }} />
              <span className="h-2 flex-1 rounded-full" style={{ backgroundColor: colors.secondary }} />
              <span className="h-2 flex-1 rounded-full" style={{ backgroundColor: colors.accent }} />
            </div>
            <p className="text-sm">
              Job <span className="font-semibold">J-25-014</span> is{' '}
              <span
                className="rounded-full px-2 py-0.5 font-medium text-xs"
                style={{ backgroundColor: colors.accent, color: textOn(colors.accent) }}
              >
                On schedule
              </span>
            </p>
            <div className="flex flex-wrap gap-2">
              <span
                className="rounded-md px-3 py-1.5 font-medium text-sm"
                style={{ backgroundColor: colors.primary, color: textOn(colors.primary) }}
              >
                Primary action
              </span>
              <span
                className="rounded-md px-3 py-1.5 font-medium text-sm"
                style={{ backgroundColor: colors.secondary, color: textOn(colors.secondary) }}
              >
                Secondary
              </span>
            </div>
          </div>
        </figure>
      </CardContent>
    </Card>
  );
}
