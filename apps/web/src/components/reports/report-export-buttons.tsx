import { Download, FileText, Printer } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { apiDownload } from '@/lib/api-download';
import { errorMessage } from '@/lib/api-fetch';

type TFormat = 'csv' | 'pdf';

/**
 * The exports of a report (issue 17, item 6): CSV (streamed by the server), PDF (the document
 * engine's report layout) and Print (the page's print styles). Paths are API paths with the report's
 * parameters; a refusal (a PDF too long, bad dates) shows the server's message.
 */
export function ReportExportButtons({
  csvPath,
  pdfPath,
  fileBase,
  what,
  isDisabled = false,
  canPrint = true,
}: {
  csvPath?: string;
  pdfPath?: string;
  /** The file name without extension when the server names none: 'profit-and-loss-2026-03'. */
  fileBase: string;
  /** What is exported, for the error toast: 'the balance sheet'. */
  what: string;
  isDisabled?: boolean;
  canPrint?: boolean;
}) {
  const [busy, setBusy] = React.useState<TFormat | null>(null);
  const download = async (format: TFormat, path: string) => {
    setBusy(format);
    try {
      await apiDownload(path, `${fileBase}.${format}`);
    } catch (error) {
      console.error(`Exporting ${what} as ${format} failed`, error);
      toast.error(`Could not export ${what}`, { description: errorMessage(error, 'Please try again.') });
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2 print:hidden">
      {csvPath && (
        <Button
          type="button"
          variant="outline"
          disabled={isDisabled || busy !== null}
          onClick={() => void download('csv', csvPath)}
        >
          {busy === 'csv' ? <ButtonSpinner /> : <Download aria-hidden="true" />}
          Export CSV
        </Button>
      )}
      {pdfPath && (
        <Button
          type="button"
          variant="outline"
          disabled={isDisabled || busy !== null}
          onClick={() => void download('pdf', pdfPath)}
        >
          {busy === 'pdf' ? <ButtonSpinner /> : <FileText aria-hidden="true" />}
          Export PDF
        </Button>
      )}
      {canPrint && (
        <Button type="button" variant="outline" disabled={isDisabled} onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Print
        </Button>
      )}
    </div>
  );
}
