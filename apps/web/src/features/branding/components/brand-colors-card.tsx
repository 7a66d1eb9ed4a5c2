import type { TBrandingForm } from '@groundwork/shared/branding/branding.schemas';
import { PaletteIcon } from 'lucide-react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCopyToClipboard } from '../hooks/use-copy-to-clipboard';
import { ColorField } from './color-field';

const FIELDS: { name: keyof TBrandingForm; label: string; description: string }[] = [
  { name: 'primary_brand_color', label: 'Primary color', description: 'Headers, buttons and highlights' },
  { name: 'secondary_brand_color', label: 'Secondary color', description: 'Supporting surfaces and text' },
  { name: 'accent_brand_color', label: 'Accent color', description: 'Badges and call-outs' },
];

/** Spec §2: the three brand colours, each with a swatch and copy-to-clipboard. */
export function BrandColorsCard({
  form,
  isEditing,
}: {
  form: UseFormReturn<TBrandingForm>;
  isEditing: boolean;
}) {
  const { copiedKey, copy } = useCopyToClipboard();
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2 text-lg">
            <PaletteIcon aria-hidden="true" className="size-5 text-primary" />
            Brand Colors
          </h2>
        </CardTitle>
        <CardDescription>Hex colors (#RRGGBB) used across the product for your company.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {FIELDS.map((field) => (
          <Controller
            key={field.name}
            control={form.control}
            name={field.name}
            render={({ field: control, fieldState }) => (
              <ColorField
                id={field.name}
                label={field.label}
                description={field.description}
                value={control.value}
                error={fieldState.error?.message}
                isEditing={isEditing}
                isCopied={copiedKey === field.name}
                onChange={control.onChange}
                onBlur={control.onBlur}
                onCopy={() => copy(field.name, control.value)}
              />
            )}
          />
        ))}
      </CardContent>
    </Card>
  );
}
