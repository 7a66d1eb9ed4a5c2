import {
  COST_CODE_MESSAGES,
  fixErrorsLabel,
  importedMessage,
  type TCostCodeImportRow,
} from '@groundwork/shared';
import { FileUp, Upload } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
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
import { cn } from '@/lib/utils';
import { useImportCostCodes, usePreviewCostCodeImport } from '../api/use-cost-code-import';
import { costCodeRowsFromCsv } from '../cost-code-csv';
import { ImportPreviewTable } from './import-preview-table';

type TChosenFile = { name: string; rows: TCostCodeImportRow[]; skipped: number };

/** Where a CSV is dropped or browsed for; only .csv names are taken (spec §5). */
function DropZone({ onFile, error }: { onFile: (file: File) => void; error: string | null }) {
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = React.useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is the pointer shortcut; the Browse button is the accessible way
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-8 text-center transition-colors',
        isDragging ? 'border-primary bg-primary/5' : 'border-muted-foreground/30',
        error && 'border-destructive',
      )}
      onDragOver={(event) => {
        event.preventDefault();
        setIsDragging(true);
      }}
      onDragLeave={() => setIsDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setIsDragging(false);
        const file = event.dataTransfer.files[0];
        if (file) onFile(file);
      }}
    >
      <Upload className="size-10 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">Drag and drop a CSV file here</p>
      <p className="text-muted-foreground text-sm">or</p>
      <Button type="button" variant="outline" onClick={() => inputRef.current?.click()}>
        <FileUp aria-hidden="true" />
        Browse Files
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept=".csv,text/csv"
        aria-label="CSV file"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file chosen again must fire another change.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      {error ? (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : (
        <p className="text-muted-foreground text-xs">
          Columns: code, description. The first row is the header. Parents (XX-0000) may come after their
          children.
        </p>
      )}
    </div>
  );
}

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
        <DropZone onFile={(chosen) => void choose(chosen)} error={fileError} />
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
