import { FileDownIcon } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { apiDownload } from '@/lib/api-download';
import { errorMessage } from '@/lib/api-fetch';

/** Downloads a pay stub PDF (a link cannot carry the bearer token). */
export function StubDownloadButton({
  path,
  fileName,
  label,
  size = 'sm',
  variant = 'outline',
}: {
  path: string;
  fileName: string;
  label: string;
  size?: 'sm' | 'default';
  variant?: 'outline' | 'ghost' | 'default';
}) {
  const [isBusy, setIsBusy] = React.useState(false);
  return (
    <Button
      type="button"
      size={size}
      variant={variant}
      disabled={isBusy}
      onClick={() => {
        setIsBusy(true);
        apiDownload(path, fileName)
          .catch((caught: unknown) => toast.error(errorMessage(caught, 'Could not download the pay stub')))
          .finally(() => setIsBusy(false));
      }}
    >
      <FileDownIcon aria-hidden="true" />
      {/* Icon only on a phone (the name stays for screen readers), so a stub row fits 390 px. */}
      <span className="max-sm:sr-only">{label}</span>
    </Button>
  );
}
