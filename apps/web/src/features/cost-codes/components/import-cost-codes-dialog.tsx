import {
  COST_CODE_MESSAGES,
  fixErrorsLabel,
  importedMessage,
  type TCostCodeImportRow,
} from '@groundwork/shared';
import * as React from 'react';
import { toast } from 'sonner';
import { CsvDropZone } from '@/components/csv-drop-zone';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { ButtonSpinner, Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { isCsvFileName } from '@/features/imports/csv';
import { errorMessage } from '@/lib/api-fetch';
import { useImportCostCodes, usePreviewCostCodeImport } from '../api/use-cost-code-import';
import { costCodeRowsFromCsv } from '../cost-code-csv';
import { ImportPreviewTable } from './import-preview-table';

type TChosenFile = { name: string; rows: TCostCodeImportRow[]; skipped: number };

function ImportBody({ onDone }: { onDone: () => void }) {
  const [file, setFile] = React.useState<TChosenFile | null>(null);
  const [fileError, setFileError] = React.useState<string | null>(null);
  const [isOnlyErrors, setIsOnlyErrors] = React.useState(false);
  const preview = usePreviewCostCodeImport();
  const runImport = useImportCostCodes();

  const choose = async (chosen: File) => {
    preview.reset();
    setFile(null);
    if (!isCsvFileName(chosen.name)) {
      setFileError(COST_CODE_MESSAGES.selectCsv);
      toast.error(COST_CODE_MESSAGES.selectCsv);
      return;
    }
    const parsed = costCodeRowsFromCsv(await chosen.text());
    if (parsed.rows.length === 0) {
      setFileError(COST_CODE_MESSAGES.importEmpty);
      return;
    }
    setFileError(null);
    setFile({ name: chosen.name, ...parsed });
    preview.mutate(parsed.rows, {
      onError: (error) => {
        console.error('Checking the cost code file failed', error);
        toast.error(COST_CODE_MESSAGES.importFailed, {
          description: errorMessage(error, 'Please try again.'),
        });
      },
    });
  };

  const result = preview.data;
  const invalid = result?.invalid ?? 0;
  const rows = result
    ? isOnlyErrors
      ? result.rows.filter((row) => row.status === 'invalid')
      : result.rows
    : [];

  const submit = async () => {
    if (!file || !result || invalid > 0) return;
    try {
      const done = await runImport.mutateAsync(file.rows);
      toast.success(importedMessage(done.imported));
      onDone();
    } catch (error) {
      console.error('Importing cost codes failed', error);
      toast.error(COST_CODE_MESSAGES.importFailed, { description: errorMessage(error, 'Please try again.') });
      // The database may have changed since the preview: check the file again.
      preview.mutate(file.rows);
    }
  };

  return (
    <div className="grid min-w-0 gap-4">
      {file === null ? (
        <CsvDropZone
          onFile={(chosen) => void choose(chosen)}
          error={fileError}
          hint="Columns: code, description. The first row is the header. Parents (XX-0000) may come after their children."
        />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="grid gap-1">
            <p className="font-medium">{file.name}</p>
            <p className="text-muted-foreground text-sm">
              {file.rows.length.toLocaleString()} row{file.rows.length === 1 ? '' : 's'}
              {file.skipped > 0 ? ` · ${file.skipped} skipped (fewer than 2 columns)` : ''}
            </p>
          </div>
          <Button type="button" variant="outline" size="sm" onClick={() => setFile(null)}>
            Choose Another File
          </Button>
        </div>
      )}
      {file && preview.isPending ? (
        <div className="flex items-center gap-2 text-muted-foreground text-sm">
          <Spinner className="size-4" label="Checking rows" />
          Checking {file.rows.length.toLocaleString()} rows…
        </div>
      ) : null}
      {file && result ? (
        <>
          <div className="flex flex-wrap items-center gap-3" aria-live="polite">
            <Badge variant="secondary" className="text-emerald-800 dark:text-emerald-300">
              {result.valid.toLocaleString()} valid
            </Badge>
            <Badge variant={invalid > 0 ? 'destructive' : 'outline'}>
              {invalid.toLocaleString()} invalid
            </Badge>
            {invalid > 0 ? (
              <div className="ml-auto flex items-center gap-2">
                <Switch id="import-only-errors" checked={isOnlyErrors} onCheckedChange={setIsOnlyErrors} />
                <Label htmlFor="import-only-errors">Only rows with errors</Label>
              </div>
            ) : null}
          </div>
          <ImportPreviewTable rows={rows} />
        </>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={runImport.isPending}>
          Cancel
        </Button>
        <Button
          type="button"
          disabled={!result || invalid > 0 || preview.isPending || runImport.isPending}
          onClick={() => void submit()}
        >
          {runImport.isPending ? <ButtonSpinner /> : null}
          {invalid > 0
            ? fixErrorsLabel(invalid)
            : result
              ? `Import ${result.valid.toLocaleString()} Cost Code${result.valid === 1 ? '' : 's'}`
              : 'Import'}
        </Button>
      </DialogFooter>
    </div>
  );
}

/** Import Cost Codes (spec §2): choose a CSV, see every row's status, import when all are valid. */
export function ImportCostCodesDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Import Cost Codes</DialogTitle>
          <DialogDescription>
            Load your cost codes from a CSV file. Every row is checked first; any invalid row blocks the
            import.
          </DialogDescription>
        </DialogHeader>
        {/* A fresh state each time the dialog opens. */}
        {isOpen ? <ImportBody onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
