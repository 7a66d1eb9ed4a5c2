import { Download } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { apiDownload } from '@/lib/api-download';
import { errorMessage } from '@/lib/api-fetch';

/** Downloads a CSV the server streams (`path`), named as the server says or `fileName`. */
export function ExportCsvButton({
  path,
  fileName,
  what,
  isDisabled,
}: {
  path: string;
  fileName: string;
  /** What is exported, for the error toast: 'the aging'. */
  what: string;
  isDisabled: boolean;
}) {
  const [isExporting, setIsExporting] = React.useState(false);
  const exportCsv = async () => {
    setIsExporting(true);
    try {
      await apiDownload(path, fileName);
    } catch (error) {
      console.error(`Exporting ${what} failed`, error);
      toast.error(`Could not export ${what}`, { description: errorMessage(error, 'Please try again.') });
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
