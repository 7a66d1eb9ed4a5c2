import {
  CONTRACT_CSV_COLUMNS,
  CONTRACT_LIMITS,
  CONTRACT_MESSAGES,
  fixErrorsLabel,
  formatCents,
  previewScheduleImport,
  type TContractCode,
  type TContractImportRow,
} from '@groundwork/shared';
import { CheckCircle2, Download, XCircle } from 'lucide-react';
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
import { ButtonSpinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { isCsvFileName } from '@/features/imports/csv';
import { downloadTextFile } from '@/features/imports/download-file';
import { errorMessage } from '@/lib/api-fetch';
import { useImportContract, usePreviewContractImport } from '../api/use-contract';
import {
  CONTRACT_CSV_MESSAGES,
  CONTRACT_TEMPLATE_CSV,
  CONTRACT_TEMPLATE_FILE,
  contractRowsFromCsv,
} from '../contract-csv';

type TBodyProps = {
  jobId: string;
  codes: readonly TContractCode[];
  lineNumbers: readonly number[];
  onDone: () => void;
};

function ImportBody({ jobId, codes, lineNumbers, onDone }: TBodyProps) {
  const [file, setFile] = React.useState<{ name: string; rows: TContractImportRow[] } | null>(null);
  const [fileError, setFileError] = React.useState<string | null>(null);
  const preview = usePreviewContractImport(jobId);
  const runImport = useImportContract(jobId);
  // The same rule runs in the browser at once; the server's answer replaces it when it comes.
  const local = React.useMemo(
    () => (file ? previewScheduleImport(file.rows, codes, lineNumbers) : null),
    [file, codes, lineNumbers],
  );
  const result = preview.data ?? local;

  const choose = async (chosen: File) => {
    preview.reset();
    setFile(null);
    if (!isCsvFileName(chosen.name)) return setFileError(CONTRACT_CSV_MESSAGES.selectCsv);
    const parsed = contractRowsFromCsv(await chosen.text());
    if (!parsed.ok) return setFileError(parsed.error);
    if (parsed.rows.length === 0) return setFileError(CONTRACT_MESSAGES.importEmpty);
    if (parsed.rows.length > CONTRACT_LIMITS.lines) return setFileError(CONTRACT_MESSAGES.importTooLarge);
    setFileError(null);
    setFile({ name: chosen.name, rows: parsed.rows });
    preview.mutate(parsed.rows, {
      onError: (error) =>
        toast.error('Could not check the file', { description: errorMessage(error, 'Please try again.') }),
    });
  };

  const invalid = result?.invalid ?? 0;
  const submit = async () => {
    if (!file || !result || invalid > 0) return;
    try {
      const done = await runImport.mutateAsync(file.rows);
      toast.success(
        `Schedule imported: ${done.created} added, ${done.updated} updated, ${done.removed} removed`,
        {
          description: `Contract sum ${formatCents(done.contract.original_contract_cents)}`,
        },
      );
      onDone();
    } catch (error) {
      toast.error('Could not import the schedule', { description: errorMessage(error, 'Please try again.') });
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
            hint={`Columns: ${CONTRACT_CSV_COLUMNS.join(', ')} (cost code optional). The file becomes the schedule and its total the contract sum.`}
          />
          <div>
            <Button
              type="button"
              variant="link"
              size="sm"
              className="px-0"
              onClick={() => downloadTextFile(CONTRACT_TEMPLATE_FILE, CONTRACT_TEMPLATE_CSV)}
            >
              <Download aria-hidden="true" />
              Download Template
            </Button>
          </div>
        </>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="font-medium">{file.name}</p>
          <Button type="button" variant="outline" size="sm" onClick={() => setFile(null)}>
            Choose Another File
          </Button>
        </div>
      )}
      {file && result ? (
        <>
          <div className="flex flex-wrap items-center gap-3" aria-live="polite">
            <Badge variant="secondary">{result.valid} valid</Badge>
            <Badge variant={invalid > 0 ? 'destructive' : 'outline'}>{invalid} invalid</Badge>
            <span className="text-muted-foreground text-sm">
              New contract sum {formatCents(result.total_cents)}
              {result.removed > 0 ? `; ${result.removed} line${result.removed === 1 ? '' : 's'} removed` : ''}
            </span>
          </div>
          <div className="max-h-[360px] overflow-auto rounded-md border" data-testid="import-preview">
            <Table aria-label="Import preview">
              <TableHeader className="sticky top-0 z-10 bg-background">
                <TableRow>
                  <TableHead className="w-12 text-right">Row</TableHead>
                  <TableHead className="w-20">Action</TableHead>
                  <TableHead className="w-14">Line</TableHead>
                  <TableHead>Description</TableHead>
                  <TableHead className="w-24">Cost code</TableHead>
                  <TableHead className="text-right">Scheduled value</TableHead>
                  <TableHead>Status</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {result.rows.map((row) => (
                  <TableRow key={row.row} data-status={row.status}>
                    <TableCell className="text-right text-muted-foreground tabular-nums">{row.row}</TableCell>
                    <TableCell>
                      <Badge variant={row.action === 'new' ? 'default' : 'outline'}>
                        {row.action === 'new' ? 'NEW' : 'UPDATE'}
                      </Badge>
                    </TableCell>
                    <TableCell className="tabular-nums">{row.line_number ?? ''}</TableCell>
                    <TableCell className="max-w-56 truncate" title={row.description}>
                      {row.description}
                    </TableCell>
                    <TableCell className="font-mono">{row.cost_code}</TableCell>
                    <TableCell className="text-right tabular-nums">
                      {row.scheduled_cents === null ? '' : formatCents(row.scheduled_cents)}
                    </TableCell>
                    <TableCell className="min-w-48 whitespace-normal">
                      {row.status === 'valid' ? (
                        <span className="inline-flex items-center gap-1 text-emerald-700 dark:text-emerald-400">
                          <CheckCircle2 className="size-4" aria-hidden="true" />
                          Valid
                        </span>
                      ) : (
                        <ul className="grid gap-1 text-destructive">
                          {row.reasons.map((reason) => (
                            <li key={reason} className="flex items-start gap-1">
                              <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                              {reason}
                            </li>
                          ))}
                        </ul>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
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
              ? `Import ${result.valid} Line${result.valid === 1 ? '' : 's'}`
              : 'Import'}
        </Button>
      </DialogFooter>
    </div>
  );
}

/** Import the schedule of values from a CSV: every row checked first, all or nothing. */
export function ImportContractDialog({
  isOpen,
  onOpenChange,
  ...body
}: Omit<TBodyProps, 'onDone'> & { isOpen: boolean; onOpenChange: (isOpen: boolean) => void }) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>Import Schedule of Values</DialogTitle>
          <DialogDescription>
            Load the schedule from a CSV file. Every row is checked first; any invalid row blocks the import.
          </DialogDescription>
        </DialogHeader>
        {isOpen ? <ImportBody {...body} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
