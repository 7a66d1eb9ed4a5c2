import { Download } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { apiDownload } from '@/lib/api-download';
import { errorMessage } from '@/lib/api-fetch';

/** Downloads the aging as of `asOf` as the server streams it: the screen's columns and totals. */
export function ExportAgingButton({ asOf, isDisabled }: { asOf: string; isDisabled: boolean }) {
  const [isExporting, setIsExporting] = React.useState(false);
  const exportCsv = async () => {
    setIsExporting(true);
    try {
      await apiDownload(
        `/api/v1/receivables/aging.csv?as_of=${encodeURIComponent(asOf)}`,
        `ar-aging-${asOf}.csv`,
      );
    } catch (error) {
      console.error('Exporting the aging failed', error);
      toast.error('Could not export the aging', { description: errorMessage(error, 'Please try again.') });
    } finally {
      setIsExporting(false);
    }
  };
  return (
    <Button
      type="button"
      variant="outline"
      disabled={isDisabled || isExporting}
      onClick={() => void exportCsv()}
    >
      {isExporting ? <ButtonSpinner /> : <Download aria-hidden="true" />}
      Export CSV
    </Button>
  );
}
