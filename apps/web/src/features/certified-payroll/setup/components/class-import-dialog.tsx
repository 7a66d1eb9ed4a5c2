import type { TClassImportResult } from '@groundwork/shared';
import * as React from 'react';
import { FileDropZone } from '@/components/file-drop-zone';
import { FormDialog } from '@/components/form-dialog';
import { runWithToasts } from '@/components/list-section';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { ButtonSpinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-fetch';
import { isCsvFileName, SELECT_CSV_MESSAGE } from '@/lib/csv-file';
import { useImportWageClasses } from '../api/use-certified-job';

const ACTION_TEXT = { add: 'Add', update: 'Update rates', same: 'No change' } as const;

/**
 * Imports a modification's classifications from CSV (classification, basic_rate, fringe_rate): the
 * server's dry run shows what each row does and every row's error; the import is all or nothing.
 */
export function ClassImportDialog({
  jobId,
  determinationId,
  title,
  isOpen,
  onOpenChange,
}: {
  jobId: string;
  determinationId: string;
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const run = useImportWageClasses(jobId);
  const [csv, setCsv] = React.useState<string | null>(null);
  const [preview, setPreview] = React.useState<TClassImportResult | null>(null);
  const [fileError, setFileError] = React.useState<string | null>(null);

  const reset = () => {
    setCsv(null);
    setPreview(null);
    setFileError(null);
  };
  const onFile = async (file: File) => {
    if (!isCsvFileName(file.name)) {
      setFileError(SELECT_CSV_MESSAGE);
      return;
    }
    const text = await file.text();
    setFileError(null);
    setCsv(text);
    try {
      setPreview(await run.mutateAsync({ determinationId, csv: text, dryRun: true }));
    } catch (error) {
      setPreview(null);
      setFileError(errorMessage(error, 'The file could not be checked.'));
    }
  };
  const doImport = async () => {
    if (!csv) return;
    await runWithToasts(() => run.mutateAsync({ determinationId, csv, dryRun: false }), {
      done: (result) => `Classifications imported: ${result.added} added, ${result.updated} updated`,
      failed: 'Could not import the classifications',
      onDone: () => {
        reset();
        onOpenChange(false);
      },
    });
  };
  const hasErrors = (preview?.errors.length ?? 0) > 0;
  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) reset();
        onOpenChange(open);
      }}
      title={title}
      description="A CSV file with the columns classification, basic_rate, fringe_rate. Rows of a classification already on the modification update its rates."
      className="sm:max-w-2xl"
    >
      <div className="grid gap-4">
        <FileDropZone
          onFile={(file) => void onFile(file)}
          error={fileError}
          hint="classification, basic_rate, fringe_rate"
        />
        {run.isPending && !preview ? (
          <p className="text-muted-foreground text-sm">Checking the file…</p>
        ) : null}
        {preview ? (
          <div className="grid gap-2">
            <p className="text-sm" role="status">
              {preview.rows.length} {preview.rows.length === 1 ? 'row' : 'rows'} ready: {preview.added} to
              add, {preview.updated} to update
              {hasErrors ? `, ${preview.errors.length} with errors — fix them and choose the file again` : ''}
              .
            </p>
            {hasErrors ? (
              <ul
                aria-label="Rows with errors"
                className="grid gap-1 rounded-md border border-destructive/40 p-3 text-destructive text-sm"
              >
                {preview.errors.map((e) => (
                  <li key={e.row}>{e.message}</li>
                ))}
              </ul>
            ) : null}
            <div className="max-h-72 overflow-auto rounded-md border">
              <Table aria-label="Rows of the file">
                <TableHeader>
                  <TableRow>
                    <TableHead className="w-16">Row</TableHead>
                    <TableHead>Classification</TableHead>
                    <TableHead className="text-right">Basic</TableHead>
                    <TableHead className="text-right">Fringe</TableHead>
                    <TableHead>Action</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {preview.rows.map((r) => (
                    <TableRow key={r.row}>
                      <TableCell className="tabular-nums">{r.row}</TableCell>
                      <TableCell>{r.classification}</TableCell>
                      <TableCell className="text-right tabular-nums">
                        {Number(r.basic_rate).toFixed(2)}
                      </TableCell>
                      <TableCell className="text-right tabular-nums">
                        {Number(r.fringe_rate).toFixed(2)}
                      </TableCell>
                      <TableCell>
                        <Badge variant={r.action === 'same' ? 'outline' : 'secondary'}>
                          {ACTION_TEXT[r.action]}
                        </Badge>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          </div>
        ) : null}
        <DialogFooter>
          <Button
            type="button"
            variant="outline"
            onClick={() => onOpenChange(false)}
            disabled={run.isPending}
          >
            Cancel
          </Button>
          <Button
            type="button"
            onClick={() => void doImport()}
            disabled={!preview || hasErrors || run.isPending || preview.added + preview.updated === 0}
          >
            {run.isPending && preview ? <ButtonSpinner /> : null}
            Import classifications
          </Button>
        </DialogFooter>
      </div>
    </FormDialog>
  );
}
