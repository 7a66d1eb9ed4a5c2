import {
  BUDGET_CSV_COLUMNS,
  BUDGET_MAX_LINES,
  BUDGET_MESSAGES,
  fixErrorsLabel,
  previewBudgetImport,
  type TBudgetImportRow,
  type TBudgetLine,
} from '@groundwork/shared';
// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import { Download } from 'lucide-react';
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
import { downloadTextFile } from '@/features/imports/download-file';
import { errorMessage } from '@/lib/api-fetch';
import { useImportBudget, usePreviewBudgetImport } from '../api/use-budget-import';
import type { TBudgetOptions } from '../api/use-budget-options';
import {
  BUDGET_CSV_MESSAGES,
  BUDGET_TEMPLATE_CSV,
  BUDGET_TEMPLATE_FILE,
  budgetRowsFromCsv,
} from '../budget-csv';
import { BudgetImportPreviewTable } from './budget-import-preview-table';

type TChosenFile = { name: string; rows: TBudgetImportRow[] };

const IMPORT_FAILED = 'Could not import the budget';

function importedText(created: number, updated: number): string {
  const parts = [`${created} line${created === 1 ? '' : 's'} added`];
  if (updated > 0) parts.push(`${updated} updated`);
  return `Budget imported: ${parts.join(', ')}`;
}

function ImportBody({
  jobId,
  options,
  lines,
  onDone,
}: {
  jobId: string;
  options: TBudgetOptions;
  lines: readonly TBudgetLine[];
  onDone: () => void;
}) {
  const [file, setFile] = React.useState<TChosenFile | null>(null);
  const [fileError, setFileError] = React.useState<string | null>(null);
  const [isOnlyErrors, setIsOnlyErrors] = React.useState(false);
  const preview = usePreviewBudgetImport(jobId);
  const runImport = useImportBudget(jobId);

  // The same rules run in the browser at once; the server's answer (against the codes, categories and
  // lines as they are now) replaces them when it comes.
  const local = React.useMemo(
    () => (file ? previewBudgetImport(file.rows, options.codes, options.categoryRules, lines) : null),
    [file, options, lines],
  );
  const result = preview.data ?? local;

  const choose = async (chosen: File) => {
    preview.reset();
    setFile(null);
    if (!isCsvFileName(chosen.name)) {
      setFileError(BUDGET_CSV_MESSAGES.selectCsv);
      return;
    }
    const parsed = budgetRowsFromCsv(await chosen.text());
    if (!parsed.ok) {
      setFileError(parsed.error);
      return;
    }
    if (parsed.rows.length === 0) {
      setFileError(BUDGET_MESSAGES.importEmpty);
      return;
    }
    if (parsed.rows.length > BUDGET_MAX_LINES) {
      setFileError(BUDGET_MESSAGES.importTooLarge);
      return;
    }
    setFileError(null);
    setFile({ name: chosen.name, rows: parsed.rows });
    preview.mutate(parsed.rows, {
      onError: (error) => {
        console.error('Checking the budget file failed', error);
        toast.error(IMPORT_FAILED, { description: errorMessage(error, 'Please try again.') });
      },
    });
  };

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
      toast.success(importedText(done.created, done.updated));
      onDone();
    } catch (error) {
      console.error('Importing the budget failed', error);
      toast.error(IMPORT_FAILED, { description: errorMessage(error, 'Please try again.') });
      // The codes or lines may have changed since the preview: check the file again.
      preview.mutate(file.rows);
    }
  };

  return (
    <div className="grid min-w-0 gap-4">
      {file === null ? (
        <>
          <CsvDropZone
            onFile={(chosen) => void choose(chosen)}
            error={fileError}
            hint={`Columns: ${BUDGET_CSV_COLUMNS.join(', ')} (description optional). A cost code and category the budget already has updates that line; lines the file does not name stay.`}
          />
          <div>
            <Button
              type="button"
              variant="link"
              size="sm"
              className="px-0"
              onClick={() => downloadTextFile(BUDGET_TEMPLATE_FILE, BUDGET_TEMPLATE_CSV)}
            >
              <Download aria-hidden="true" />
              Download Template
            </Button>
          </div>
        </>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="grid gap-1">
            <p className="font-medium">{file.name}</p>
            <p className="text-muted-foreground text-sm">
              {file.rows.length.toLocaleString()} row{file.rows.length === 1 ? '' : 's'}
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
          Checking {file.rows.length.toLocaleString()} rows against your cost codes…
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
            <span className="text-muted-foreground text-sm">Total {formatCents(result.total_cents)}</span>
            {invalid > 0 ? (
              <div className="ml-auto flex items-center gap-2">
                <Switch
                  id="budget-import-only-errors"
                  checked={isOnlyErrors}
                  onCheckedChange={setIsOnlyErrors}
                />
                <Label htmlFor="budget-import-only-errors">Only rows with errors</Label>
              </div>
            ) : null}
          </div>
          {invalid > 0 ? (
            <p className="text-muted-foreground text-sm">
              {BUDGET_MESSAGES.importBlocked}: fix the file and choose it again. Nothing is imported until
              every row is valid.
            </p>
          ) : null}
          <BudgetImportPreviewTable rows={rows} />
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
              ? `Import ${result.valid.toLocaleString()} Line${result.valid === 1 ? '' : 's'}`
              : 'Import'}
        </Button>
      </DialogFooter>
    </div>
  );
}

/** Import budget lines from a CSV: every row checked first, all or nothing. */
export function ImportBudgetDialog({
  isOpen,
  onOpenChange,
  ...body
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  jobId: string;
  options: TBudgetOptions;
  /** The budget as saved, to say NEW or UPDATE at once. */
  lines: readonly TBudgetLine[];
}) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>Import Budget</DialogTitle>
          <DialogDescription>
            Load budget lines from a CSV file. Every row is checked first; any invalid row blocks the import.
          </DialogDescription>
        </DialogHeader>
        {/* A fresh state each time the dialog opens. */}
        {isOpen ? <ImportBody {...body} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
