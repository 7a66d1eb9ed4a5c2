import { IMPORT_FILE_KIND_LABELS, type TImportRun } from '@groundwork/shared';
import { ArrowRight, FileWarning, Trash2 } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { FileDropZone } from '@/components/file-drop-zone';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-fetch';
import { useRemoveImportFile, useUploadImportFile } from '../api/use-import-files';
import { isRunEditable } from '../run-steps';

const IMPORT_FILE_ACCEPT =
  '.iif,.csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Step 1: the files, each with what it was detected as; more dropped in, a wrong one removed. */
export function UploadStep({ run, onContinue }: { run: TImportRun; onContinue: () => void }) {
  const upload = useUploadImportFile(run.id);
  const remove = useRemoveImportFile(run.id);
  const [progress, setProgress] = React.useState<{ done: number; total: number } | null>(null);
  const isEditable = isRunEditable(run.status);

  const uploadAll = async (files: File[]) => {
    setProgress({ done: 0, total: files.length });
    // One at a time: each is detected on arrival, and a refusal names its file.
    for (const [index, file] of files.entries()) {
      try {
        await upload.mutateAsync(file);
      } catch (error) {
        toast.error(`'${file.name}' was not added`, {
          description: errorMessage(error, 'Please try again.'),
        });
      }
      setProgress({ done: index + 1, total: files.length });
    }
    setProgress(null);
  };

  const unknown = run.files.filter((file) => file.kind === 'unknown').length;
  return (
    <section aria-labelledby="upload-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="upload-heading" className="font-semibold text-lg">
          Upload your files
        </h2>
        <p className="text-muted-foreground text-sm">
          Each file is read as it arrives: check that it was recognised as what you meant.
        </p>
      </div>
      {isEditable ? (
        <FileDropZone
          multiple
          onFiles={(files) => void uploadAll(files)}
          accept={IMPORT_FILE_ACCEPT}
          fileLabel="Import files"
          prompt="Drag and drop your files here"
          hint="IIF lists, QuickBooks reports (Trial Balance, Open Invoices or A/R Aging Detail, Unpaid Bills or A/P Aging Detail, Journal) as CSV or Excel (.xlsx), or the CSV templates. Up to 50 MB each."
          isReading={progress !== null}
          readingText={
            progress ? `Uploading ${Math.min(progress.done + 1, progress.total)} of ${progress.total}…` : ''
          }
        />
      ) : null}
      {run.files.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground text-sm">
          No files yet.
        </p>
      ) : (
        <Table aria-label="Uploaded files">
          <TableHeader>
            <TableRow>
              <TableHead>File</TableHead>
              <TableHead className="max-sm:hidden">Detected as</TableHead>
              <TableHead className="max-md:hidden">What it holds</TableHead>
              <TableHead className="text-right max-sm:hidden">Rows</TableHead>
              <TableHead className="text-right max-lg:hidden">Size</TableHead>
              <TableHead className="max-lg:hidden">Encoding</TableHead>
              {isEditable ? (
                <TableHead>
                  <span className="sr-only">Remove</span>
                </TableHead>
              ) : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {run.files.map((file) => (
              <TableRow key={file.id} className={file.kind === 'unknown' ? 'bg-destructive/5' : undefined}>
                <TableCell className="max-w-48 font-medium max-sm:max-w-56" title={file.file_name}>
                  <span className="block truncate">{file.file_name}</span>
                  <span className="block whitespace-normal font-normal text-muted-foreground text-xs sm:hidden">
                    {IMPORT_FILE_KIND_LABELS[file.kind]} · {file.summary}
                  </span>
                </TableCell>
                <TableCell className="whitespace-normal max-sm:hidden">
                  {file.kind === 'unknown' ? (
                    <span className="flex items-center gap-1 text-destructive">
                      <FileWarning aria-hidden="true" className="size-4" />
                      {IMPORT_FILE_KIND_LABELS.unknown}
                    </span>
                  ) : (
                    IMPORT_FILE_KIND_LABELS[file.kind]
                  )}
                  <span className="block text-muted-foreground text-xs md:hidden">{file.summary}</span>
                </TableCell>
                <TableCell className="min-w-48 whitespace-normal text-muted-foreground max-md:hidden">
                  {file.summary}
                </TableCell>
                <TableCell className="text-right tabular-nums max-sm:hidden">
                  {file.row_count.toLocaleString()}
                </TableCell>
                <TableCell className="whitespace-nowrap text-right tabular-nums max-lg:hidden">
                  {fileSizeText(file.size_bytes)}
                </TableCell>
                <TableCell className="max-lg:hidden">{file.encoding ?? '—'}</TableCell>
                {isEditable ? (
                  <TableCell className="text-right">
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove ${file.file_name}`}
                      disabled={remove.isPending}
                      onClick={() =>
                        remove.mutate(file.id, {
                          onSuccess: () => toast.success(`'${file.file_name}' removed`),
                          onError: (error) =>
                            toast.error('The file was not removed', {
                              description: errorMessage(error, 'Please try again.'),
                            }),
                        })
                      }
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </TableCell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {unknown > 0 ? (
        <p role="status" className="text-destructive text-sm">
          {unknown === 1 ? 'One file was' : `${unknown} files were`} not recognised: remove{' '}
          {unknown === 1 ? 'it' : 'them'} or export again as described above.
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="button" disabled={run.files.length === 0 || progress !== null} onClick={onContinue}>
          Continue
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
