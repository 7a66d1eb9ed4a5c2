import { formatCents } from '@groundwork/shared/money/money';
import type { TAchFile } from '@groundwork/shared/nacha/ach-files.schemas';
import { Download } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useCan } from '@/features/auth/api/use-can';
import { apiDownload } from '@/lib/api-download';
import { errorMessage } from '@/lib/api-fetch';

/** Files made, with the totals and hash to check against the bank's screen, and their download. */
export function AchFileList({ files }: { files: TAchFile[] }) {
  const canDownload = useCan('payroll:sensitive');
  const [busy, setBusy] = React.useState<string | null>(null);
  const download = async (file: TAchFile) => {
    setBusy(file.id);
    try {
      await apiDownload(`/api/v1/payroll/ach-files/${file.id}/download`, file.file_name);
    } catch (error) {
      toast.error('Could not download the file', { description: errorMessage(error, 'Please try again.') });
    } finally {
      setBusy(null);
    }
  };
  return (
    <section
      aria-label="Direct deposit files, scrollable"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keyboard (axe scrollable-region-focusable)
      tabIndex={0}
      className="overflow-x-auto rounded-md border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <table className="w-full text-sm">
        <caption className="sr-only">Direct deposit files</caption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">File</TableHead>
            <TableHead scope="col">Effective date</TableHead>
            <TableHead scope="col" className="text-right">
              Entries
            </TableHead>
            <TableHead scope="col" className="text-right">
              Credits
            </TableHead>
            <TableHead scope="col" className="text-right">
              Debits
            </TableHead>
            <TableHead scope="col">Entry hash</TableHead>
            <TableHead scope="col">Made</TableHead>
            <TableHead scope="col">
              <span className="sr-only">Download</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {files.map((file) => (
            <TableRow key={file.id}>
              <TableCell className="font-medium">{file.file_name}</TableCell>
              <TableCell className="tabular-nums">{file.effective_date}</TableCell>
              <TableCell className="text-right tabular-nums">{file.entry_count}</TableCell>
              <TableCell className="text-right tabular-nums">
                {formatCents(file.total_credit_cents)}
              </TableCell>
              <TableCell className="text-right tabular-nums">{formatCents(file.total_debit_cents)}</TableCell>
              <TableCell className="tabular-nums">{file.entry_hash}</TableCell>
              <TableCell className="text-muted-foreground text-sm">
                {new Date(file.created_at).toLocaleString('en-US', {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                })}
                {file.created_by_name ? ` · ${file.created_by_name}` : ''} · file {file.file_id_modifier}
              </TableCell>
              <TableCell className="text-right">
                {canDownload ? (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={busy !== null}
                    onClick={() => void download(file)}
                    aria-label={`Download ${file.file_name}`}
                  >
                    {busy === file.id ? <ButtonSpinner /> : <Download aria-hidden="true" />}
                    Download
                  </Button>
                ) : (
                  <span className="text-muted-foreground text-xs">Download: admins and accountants</span>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </table>
    </section>
  );
}
