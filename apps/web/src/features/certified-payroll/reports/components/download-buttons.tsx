import { FileDownIcon } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { apiDownload } from '@/lib/api-download';
import { errorMessage } from '@/lib/api-fetch';
import { reportPath } from '../api/use-certified-reports';

/** PDF (the job's layout, or the other one) and CSV of a report: a link cannot carry the bearer token. */
export function Wh347DownloadButtons({
  reportId,
  baseName,
  layout,
}: {
  reportId: string;
  baseName: string;
  layout: 'revised' | 'previous';
}) {
  const [busy, setBusy] = React.useState<string | null>(null);
  const other = layout === 'revised' ? 'previous' : 'revised';
  const get = (key: string, path: string, fileName: string) => {
    setBusy(key);
    apiDownload(path, fileName)
      .catch((caught: unknown) => toast.error(errorMessage(caught, 'Could not download the report')))
      .finally(() => setBusy(null));
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled={busy !== null}
        onClick={() => get('pdf', `${reportPath(reportId)}/wh347.pdf`, `${baseName}.pdf`)}
      >
        <FileDownIcon aria-hidden="true" />
        PDF
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={busy !== null}
        onClick={() =>
          get('other', `${reportPath(reportId)}/wh347.pdf?layout=${other}`, `${baseName}-${other}.pdf`)
        }
      >
        <FileDownIcon aria-hidden="true" />
        {other === 'previous' ? 'PDF (Rev. 2008 layout)' : 'PDF (revised layout)'}
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={busy !== null}
        onClick={() => get('csv', `${reportPath(reportId)}/wh347.csv`, `${baseName}.csv`)}
      >
        <FileDownIcon aria-hidden="true" />
        CSV
      </Button>
    </div>
  );
}
