import type { TTaxParameterImportResult } from '@groundwork/shared';
import { FileUp } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { FormDialog } from '@/components/form-dialog';
import { runWithToasts } from '@/components/list-section';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { ButtonSpinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-fetch';
import { useImportTaxParameters } from '../api/use-tax-parameters';

type TFile = { name: string; format: 'csv' | 'json'; content: string };

/**
 * Import tax parameters from a CSV (jurisdiction, tax, effective_year, params as JSON, source) or a
 * JSON array: the server checks every row first (a preview with the errors by row), then imports all
 * rows in one go — or none while any row has an error.
 */
export function TaxImportDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [file, setFile] = React.useState<TFile | null>(null);
  const [preview, setPreview] = React.useState<TTaxParameterImportResult | null>(null);
  const run = useImportTaxParameters();

  const close = () => {
    setFile(null);
    setPreview(null);
    onOpenChange(false);
  };

  const choose = async (chosen: File) => {
    const format = chosen.name.toLowerCase().endsWith('.json') ? 'json' : 'csv';
    const next = { name: chosen.name, format, content: await chosen.text() } as const;
    setFile(next);
    setPreview(null);
    try {
      setPreview(await run.mutateAsync({ format: next.format, content: next.content, dry_run: true }));
    } catch (error) {
      toast.error('Could not read the file', { description: errorMessage(error, 'Please try again.') });
    }
  };

  const importAll = async () => {
    if (!file) return;
    await runWithToasts(
      () => run.mutateAsync({ format: file.format, content: file.content, dry_run: false }),
      {
        done: (done) => `${done.imported} tax parameter row${done.imported === 1 ? '' : 's'} imported`,
        failed: 'Nothing was imported',
        onDone: close,
      },
    );
  };

  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      title="Import tax parameters"
      description="CSV columns: jurisdiction, tax, effective_year, params (JSON), source — or a JSON array of the same rows. Your rows replace the built-in row of the same jurisdiction, tax and year for your company."
      className="sm:max-w-3xl"
    >
      <div className="grid gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" variant="outline" onClick={() => inputRef.current?.click()}>
            <FileUp aria-hidden="true" />
            Choose a CSV or JSON file
          </Button>
          <input
            ref={inputRef}
            type="file"
            accept=".csv,.json,text/csv,application/json"
            aria-label="Tax parameter file"
            className="sr-only"
            tabIndex={-1}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              event.target.value = '';
              if (chosen) void choose(chosen);
            }}
          />
          <span className="text-muted-foreground text-sm">{file ? file.name : 'No file chosen'}</span>
          {run.isPending ? <ButtonSpinner /> : null}
        </div>
        {preview ? (
          <div className="grid max-h-[50vh] gap-3 overflow-y-auto">
            {preview.errors.length > 0 ? (
              <div role="alert" className="grid gap-1 rounded-md border border-destructive/40 p-3 text-sm">
                <p className="font-medium">
                  {preview.errors.length} error{preview.errors.length === 1 ? '' : 's'}: fix the file and
                  choose it again.
                </p>
                <ul className="grid gap-0.5">
                  {preview.errors.map((e) => (
                    <li key={`${e.row}-${e.message}`}>{e.message}</li>
                  ))}
                </ul>
              </div>
            ) : (
              <p className="text-sm">
                {preview.rows.length} row{preview.rows.length === 1 ? '' : 's'} ready to import.
              </p>
            )}
            {preview.rows.length > 0 ? (
              <Table aria-label="Import preview">
                <TableHeader>
                  <TableRow>
                    <TableHead>Row</TableHead>
                    <TableHead>Jurisdiction</TableHead>
                    <TableHead>Tax</TableHead>
                    <TableHead>Year</TableHead>
                    <TableHead>Action</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {preview.rows.map((r) => (
                    <TableRow key={r.row}>
                      <TableCell>{r.row}</TableCell>
                      <TableCell>{r.jurisdiction}</TableCell>
                      <TableCell className="font-mono">{r.tax}</TableCell>
                      <TableCell>{r.effective_year}</TableCell>
                      <TableCell>
                        {r.action === 'update' ? 'Replaces your row' : 'Adds a row'}
                        {r.overrides_built_in ? ' (overrides the built-in row)' : ''}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            ) : null}
          </div>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button
            disabled={!preview || preview.errors.length > 0 || preview.rows.length === 0 || run.isPending}
            onClick={() => void importAll()}
          >
            Import
            {preview && preview.errors.length === 0
              ? ` ${preview.rows.length} ${preview.rows.length === 1 ? 'row' : 'rows'}`
              : ''}
          </Button>
        </DialogFooter>
      </div>
    </FormDialog>
  );
}
