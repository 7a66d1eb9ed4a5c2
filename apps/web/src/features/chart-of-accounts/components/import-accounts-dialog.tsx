import {
  ACCOUNT_CSV_COLUMNS,
  ACCOUNT_IMPORT_MAX_ROWS,
  ACCOUNT_MESSAGES,
  fixErrorsLabel,
  previewAccountImport,
  type TAccountImportRow,
  type TAccountWithBalance,
} from '@groundwork/shared';
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
import {
  ACCOUNT_CSV_MESSAGES,
  ACCOUNT_TEMPLATE_CSV,
  ACCOUNT_TEMPLATE_FILE,
  accountRowsFromCsv,
} from '../account-csv';
import { useImportAccounts, usePreviewAccountImport } from '../api/use-account-import';
import { AccountImportPreviewTable } from './account-import-preview-table';

type TChosenFile = { name: string; rows: TAccountImportRow[] };

const IMPORT_FAILED = 'Could not import the chart of accounts';

function importedText(created: number, updated: number): string {
  const parts = [`${created} account${created === 1 ? '' : 's'} added`];
  if (updated > 0) parts.push(`${updated} updated`);
  return `Chart of accounts imported: ${parts.join(', ')}`;
}

function ImportBody({ accounts, onDone }: { accounts: readonly TAccountWithBalance[]; onDone: () => void }) {
  const [file, setFile] = React.useState<TChosenFile | null>(null);
  const [fileError, setFileError] = React.useState<string | null>(null);
  const [isOnlyErrors, setIsOnlyErrors] = React.useState(false);
  const preview = usePreviewAccountImport();
  const runImport = useImportAccounts();

  // The same rules run in the browser at once; the server's answer (against the chart as it is now)
  // replaces them when it comes.
  const local = React.useMemo(
    () => (file ? previewAccountImport(file.rows, accounts) : null),
    [file, accounts],
  );
  const result = preview.data ?? local;

  const choose = async (chosen: File) => {
    preview.reset();
    setFile(null);
    if (!isCsvFileName(chosen.name)) {
      setFileError(ACCOUNT_CSV_MESSAGES.selectCsv);
      toast.error(ACCOUNT_CSV_MESSAGES.selectCsv);
      return;
    }
    const parsed = accountRowsFromCsv(await chosen.text());
    if (!parsed.ok) {
      setFileError(parsed.error);
      return;
    }
    if (parsed.rows.length === 0) {
      setFileError(ACCOUNT_MESSAGES.importEmpty);
      return;
    }
    if (parsed.rows.length > ACCOUNT_IMPORT_MAX_ROWS) {
      setFileError(ACCOUNT_MESSAGES.importTooLarge);
      return;
    }
    setFileError(null);
    setFile({ name: chosen.name, rows: parsed.rows });
    preview.mutate(parsed.rows, {
      onError: (error) => {
        console.error('Checking the chart of accounts file failed', error);
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
      console.error('Importing the chart of accounts failed', error);
      toast.error(IMPORT_FAILED, { description: errorMessage(error, 'Please try again.') });
      // The chart may have changed since the preview: check the file again.
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
            hint={`Columns: ${ACCOUNT_CSV_COLUMNS.join(', ')} (the first three required). A number already in the chart updates that account.`}
          />
          <div>
            <Button
              type="button"
              variant="link"
              size="sm"
              className="px-0"
              onClick={() => downloadTextFile(ACCOUNT_TEMPLATE_FILE, ACCOUNT_TEMPLATE_CSV)}
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
          Checking {file.rows.length.toLocaleString()} rows against your chart…
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
                <Switch
                  id="account-import-only-errors"
                  checked={isOnlyErrors}
                  onCheckedChange={setIsOnlyErrors}
                />
                <Label htmlFor="account-import-only-errors">Only rows with errors</Label>
              </div>
            ) : null}
          </div>
          {invalid > 0 ? (
            <p className="text-muted-foreground text-sm">
              {ACCOUNT_MESSAGES.importBlocked}: fix the file and choose it again. Nothing is imported until
              every row is valid.
            </p>
          ) : null}
          <AccountImportPreviewTable rows={rows} />
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
              ? `Import ${result.valid.toLocaleString()} Account${result.valid === 1 ? '' : 's'}`
              : 'Import'}
        </Button>
      </DialogFooter>
    </div>
  );
}

/** Import the chart of accounts from a CSV: every row checked first, all or nothing. */
export function ImportAccountsDialog({
  isOpen,
  accounts,
  onOpenChange,
}: {
  isOpen: boolean;
  /** The chart as loaded (inactive accounts included), for the instant preview. */
  accounts: readonly TAccountWithBalance[];
  onOpenChange: (isOpen: boolean) => void;
}) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>Import Chart of Accounts</DialogTitle>
          <DialogDescription>
            Load accounts from a CSV file. Every row is checked first; any invalid row blocks the import.
          </DialogDescription>
        </DialogHeader>
        {/* A fresh state each time the dialog opens. */}
        {isOpen ? <ImportBody accounts={accounts} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
