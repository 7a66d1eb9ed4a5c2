import { fixErrorsLabel } from '@groundwork/shared';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import {
  CsvImportPreviewTable,
  type TCsvImportPreviewRow,
  type TCsvPreviewColumn,
} from '@/components/csv-import-preview-table';
import { FileDropZone } from '@/components/file-drop-zone';
import { FormDialog } from '@/components/form-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { ButtonSpinner, Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-fetch';
import { isCsvFileName, SELECT_CSV_MESSAGE } from '@/lib/csv-file';

/** What every import's dry run answers: each row's status and reasons, and how many are (in)valid. */
export type TCsvImportPreview = { rows: readonly TCsvImportPreviewRow[]; valid: number; invalid: number };

/** A file's text read into the rows the server takes, or why it cannot be read. */
export type TCsvImportFile<TRow> =
  | {
      ok: true;
      rows: TRow[] /** Said beside the row count, e.g. lines the reader passed over. */;
      note?: string;
    }
  | { ok: false; error: string };

/** The two calls of an import: the dry run (changes nothing) and the import itself (all or nothing). */
export type TCsvImportCalls<TRow, TPreview, TResult> = {
  preview: UseMutationOptions<TPreview, Error, TRow[]>;
  import: UseMutationOptions<TResult, Error, TRow[]>;
};

type TPreviewRowOf<TPreview extends TCsvImportPreview> = TPreview['rows'][number];

export type TCsvImportDialogProps<TRow, TPreview extends TCsvImportPreview, TResult> = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  description: string;
  /** The dialog's width; wide enough for the preview's columns. */
  className?: string;
  /** Under the drop zone: the columns the file must have. */
  hint: string;
  /** Offers the template under the drop zone when given. */
  onDownloadTemplate?: () => void;
  parse: (text: string) => TCsvImportFile<TRow>;
  /** The most rows one file may hold, and what is said of a larger one. */
  maxRows: { count: number; message: string };
  /**
   * The same rules as the server's dry run, to show a preview at once; the server's answer replaces it.
   * A stable function (useCallback): it runs again whenever it changes.
   */
  checkLocally?: (rows: TRow[]) => TPreview;
  calls: TCsvImportCalls<TRow, TPreview, TResult>;
  /** The preview's columns between Row and Status. */
  columns: readonly TCsvPreviewColumn<TPreviewRowOf<TPreview>>[];
  reasons: (row: TPreviewRowOf<TPreview>) => readonly string[];
  /** Beside the valid and invalid counts, e.g. the file's total. */
  summary?: (preview: TPreview) => React.ReactNode;
  /** What one row is called on the button: 'Account' → Import 3 Accounts. */
  rowNoun: string;
  /** What the dry run checks against, for the progress line: 'your chart'. */
  checkedAgainst?: string;
  messages: {
    empty: string;
    /** Said while any row is invalid. */
    blocked: string;
    checkFailed: string;
    importFailed: string;
  };
  /** The toast of a finished import. */
  imported: (result: TResult) => { message: string; description?: string };
};

function ImportBody<TRow, TPreview extends TCsvImportPreview, TResult>({
  hint,
  onDownloadTemplate,
  parse,
  maxRows,
  checkLocally,
  calls,
  columns,
  reasons,
  summary,
  rowNoun,
  checkedAgainst,
  messages,
  imported,
  onDone,
}: Omit<
  TCsvImportDialogProps<TRow, TPreview, TResult>,
  'isOpen' | 'onOpenChange' | 'title' | 'description' | 'className'
> & { onDone: () => void }) {
  const [file, setFile] = React.useState<{ name: string; rows: TRow[]; note?: string } | null>(null);
  const [fileError, setFileError] = React.useState<string | null>(null);
  const [isOnlyErrors, setIsOnlyErrors] = React.useState(false);
  const onlyErrorsId = React.useId();
  const preview = useMutation(calls.preview);
  const runImport = useMutation(calls.import);

  const local = React.useMemo(
    () => (file && checkLocally ? checkLocally(file.rows) : null),
    [file, checkLocally],
  );
  const result = preview.data ?? local;

  // 1. The name must say CSV; 2. the file must read, hold rows and not too many; 3. the server checks
  // every row against the company's data as it is now.
  const choose = async (chosen: File) => {
    preview.reset();
    setFile(null);
    if (!isCsvFileName(chosen.name)) {
      setFileError(SELECT_CSV_MESSAGE);
      toast.error(SELECT_CSV_MESSAGE);
      return;
    }
    const parsed = parse(await chosen.text());
    if (!parsed.ok) return setFileError(parsed.error);
    if (parsed.rows.length === 0) return setFileError(messages.empty);
    if (parsed.rows.length > maxRows.count) return setFileError(maxRows.message);
    setFileError(null);
    setFile({ name: chosen.name, rows: parsed.rows, note: parsed.note });
    preview.mutate(parsed.rows, {
      onError: (error) => {
        console.error(messages.checkFailed, error);
        toast.error(messages.checkFailed, { description: errorMessage(error, 'Please try again.') });
      },
    });
  };

  const invalid = result?.invalid ?? 0;
  const rows: readonly TPreviewRowOf<TPreview>[] = result
    ? isOnlyErrors
      ? result.rows.filter((row) => row.status === 'invalid')
      : result.rows
    : [];

  const submit = async () => {
    if (!file || !result || invalid > 0) return;
    try {
      const { message, description } = imported(await runImport.mutateAsync(file.rows));
      toast.success(message, { description });
      onDone();
    } catch (error) {
      console.error(messages.importFailed, error);
      toast.error(messages.importFailed, { description: errorMessage(error, 'Please try again.') });
      // The company's data may have changed since the preview: check the file again.
      preview.mutate(file.rows);
    }
  };

  return (
    <div className="grid min-w-0 gap-4">
      {file === null ? (
        <>
          <FileDropZone onFile={(chosen) => void choose(chosen)} error={fileError} hint={hint} />
          {onDownloadTemplate ? (
            <div>
              <Button type="button" variant="link" size="sm" className="px-0" onClick={onDownloadTemplate}>
                <Download aria-hidden="true" />
                Download Template
              </Button>
            </div>
          ) : null}
        </>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="grid gap-1">
            <p className="font-medium">{file.name}</p>
            <p className="text-muted-foreground text-sm">
              {file.rows.length.toLocaleString()} row{file.rows.length === 1 ? '' : 's'}
              {file.note ? ` · ${file.note}` : ''}
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
          Checking {file.rows.length.toLocaleString()} rows
          {checkedAgainst ? ` against ${checkedAgainst}` : ''}…
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
            {summary ? <span className="text-muted-foreground text-sm">{summary(result)}</span> : null}
            {invalid > 0 ? (
              <div className="ml-auto flex items-center gap-2">
                <Switch id={onlyErrorsId} checked={isOnlyErrors} onCheckedChange={setIsOnlyErrors} />
                <Label htmlFor={onlyErrorsId}>Only rows with errors</Label>
              </div>
            ) : null}
          </div>
          {invalid > 0 ? (
            <p className="text-muted-foreground text-sm">
              {messages.blocked}: fix the file and choose it again. Nothing is imported until every row is
              valid.
            </p>
          ) : null}
          <CsvImportPreviewTable rows={rows} columns={columns} reasons={reasons} />
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
              ? `Import ${result.valid.toLocaleString()} ${rowNoun}${result.valid === 1 ? '' : 's'}`
              : 'Import'}
        </Button>
      </DialogFooter>
    </div>
  );
}

/**
 * Import from a CSV file: pick or drop it, see every row's status from the server's dry run (the
 * browser's own check first where there is one), import all or nothing once every row is valid.
 */
export function CsvImportDialog<TRow, TPreview extends TCsvImportPreview, TResult>({
  isOpen,
  onOpenChange,
  title,
  description,
  className = 'sm:max-w-4xl',
  ...body
}: TCsvImportDialogProps<TRow, TPreview, TResult>) {
  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      className={className}
    >
      {/* A fresh state each time the dialog opens. */}
      {isOpen ? <ImportBody {...body} onDone={() => onOpenChange(false)} /> : null}
    </FormDialog>
  );
}
