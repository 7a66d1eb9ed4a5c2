import * as React from 'react';
import { BrandLogo } from '@/components/brand-logo';

/** The organization's logo in the sidebar header; the product mark when there is none or it fails. */
export function OrganizationLogo({ logoUrl, name }: { logoUrl: string | null | undefined; name: string }) {
  const [failedUrl, setFailedUrl] = React.useState<string | null>(null);
  if (!logoUrl || failedUrl === logoUrl) return <BrandLogo showName={false} />;
  return (
    <span className="flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-white">
      <img
        src={logoUrl}
        alt={`${name} logo`}
        className="max-h-full max-w-full object-contain"
        onError={() => setFailedUrl(logoUrl)}
      />
    </span>
  );
}
