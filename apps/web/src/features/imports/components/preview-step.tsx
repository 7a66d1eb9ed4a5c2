import {
  formatLongDateTime,
  IMPORT_STAGE_LABELS,
  type TImportPreview,
  type TImportRun,
} from '@groundwork/shared';
// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import { CheckCircle2, Download, Play, RefreshCw } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { ConfirmActionDialog, type TConfirm } from '@/components/confirm-action-dialog';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-fetch';
import {
  downloadImportErrors,
  useImportPreview,
  useStartImport,
  useStartPreview,
} from '../api/use-import-preview';
import { useImportOrganization } from '../hooks/use-import-organization';
import { isRunEditable } from '../run-steps';
import { StageProgressList } from './stage-progress-list';

function StageCounts({ preview }: { preview: TImportPreview }) {
  return (
    <Table aria-label="What the import will do">
      <TableHeader>
        <TableRow>
          <TableHead>Stage</TableHead>
          <TableHead className="text-right max-sm:hidden">Rows</TableHead>
          <TableHead className="text-right">Create</TableHead>
          <TableHead className="text-right max-sm:hidden">Update</TableHead>
          <TableHead className="text-right max-sm:hidden">Unchanged</TableHead>
          <TableHead className="text-right">Errors</TableHead>
          <TableHead className="max-lg:hidden">For example</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {preview.stages.map((stage) => (
          <TableRow key={stage.stage} className={stage.error_count > 0 ? 'bg-destructive/5' : undefined}>
            <TableCell className="whitespace-normal font-medium">
              {IMPORT_STAGE_LABELS[stage.stage]}
            </TableCell>
            <TableCell className="text-right tabular-nums max-sm:hidden">
              {stage.rows.toLocaleString()}
            </TableCell>
            <TableCell className="text-right tabular-nums">{stage.creates.toLocaleString()}</TableCell>
            <TableCell className="text-right tabular-nums max-sm:hidden">
              {stage.updates.toLocaleString()}
            </TableCell>
            <TableCell className="text-right tabular-nums max-sm:hidden">
              {stage.unchanged.toLocaleString()}
            </TableCell>
            <TableCell
              className={
                stage.error_count > 0
                  ? 'text-right font-medium text-destructive tabular-nums'
                  : 'text-right tabular-nums'
              }
            >
              {stage.error_count.toLocaleString()}
            </TableCell>
            <TableCell className="max-w-80 text-muted-foreground text-xs max-lg:hidden">
              {stage.samples.slice(0, 3).map(([label, detail]) => (
                <span key={`${label}-${detail}`} className="block truncate">
                  <span className="font-medium text-foreground">{label}</span> {detail}
                </span>
              ))}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function ErrorsTable({ runId, preview }: { runId: string; preview: TImportPreview }) {
  const [isDownloading, setIsDownloading] = React.useState(false);
  const { organizationId } = useImportOrganization();
  return (
    <section aria-labelledby="preview-errors-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="preview-errors-heading" className="font-semibold text-destructive">
          {preview.error_count.toLocaleString()} row{preview.error_count === 1 ? '' : 's'} to fix
        </h3>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={isDownloading}
          onClick={async () => {
            setIsDownloading(true);
            try {
              await downloadImportErrors(runId, organizationId);
            } catch (error) {
              toast.error('Could not download the errors', {
                description: errorMessage(error, 'Please try again.'),
              });
            } finally {
              setIsDownloading(false);
            }
          }}
        >
          {isDownloading ? <ButtonSpinner /> : <Download aria-hidden="true" />}
          Download errors (CSV)
        </Button>
      </div>
      {preview.error_count > preview.errors.length ? (
        <p className="text-muted-foreground text-sm">
          The first {preview.errors.length.toLocaleString()} are listed; the CSV holds all of them.
        </p>
      ) : null}
      <div className="max-h-[28rem] overflow-auto rounded-md border">
        {/* A plain table: the shared Table's own scroll box would keep its header from sticking here. */}
        <table aria-label="Rows to fix" className="w-full caption-bottom text-sm">
          <TableHeader className="sticky top-0 z-[1] bg-background shadow-[0_1px_0_var(--border)]">
            <TableRow>
              <TableHead className="max-sm:hidden">Stage</TableHead>
              <TableHead className="max-md:hidden">File</TableHead>
              <TableHead className="text-right">Row</TableHead>
              <TableHead>Problem</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {preview.errors.map((error, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the errors have no id and keep their order
              <TableRow key={index} className="align-top">
                <TableCell className="whitespace-nowrap max-sm:hidden">
                  {IMPORT_STAGE_LABELS[error.stage]}
                </TableCell>
                <TableCell className="max-w-48 truncate max-md:hidden" title={error.file_name ?? undefined}>
                  {error.file_name ?? '—'}
                </TableCell>
                <TableCell className="text-right tabular-nums">{error.row ?? '—'}</TableCell>
                <TableCell className="min-w-56 whitespace-normal">
                  {error.message}
                  <span className="block text-muted-foreground text-xs sm:hidden">
                    {IMPORT_STAGE_LABELS[error.stage]}
                    {error.file_name ? ` · ${error.file_name}` : ''}
                  </span>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </table>
      </div>
    </section>
  );
}

/** Step 4: the dry run — its progress while it checks, then what the import would do and every row to fix. */
export function PreviewStep({
  run,
  onMap,
  onImporting,
}: {
  run: TImportRun;
  onMap: () => void;
  onImporting: () => void;
}) {
  const preview = useImportPreview(run);
  const check = useStartPreview(run.id);
  const start = useStartImport(run.id);
  const [confirm, setConfirm] = React.useState<TConfirm | null>(null);
  const isEditable = isRunEditable(run.status);

  const checkAgain = () =>
    check.mutate(undefined, {
      onError: (error) =>
        toast.error('The check did not start', { description: errorMessage(error, 'Please try again.') }),
    });
  const askImport = () =>
    setConfirm({
      title: 'Import into your books?',
      description: `Every stage posts in its own transaction, dated the cut-over ${run.cutover_date ?? ''}. You can follow it here and roll it back whole until anything else uses what it brought in.`,
      action: 'Import',
      run: () =>
        start.mutate(undefined, {
          onSuccess: onImporting,
          onError: (error) =>
            toast.error('The import did not start', {
              description: errorMessage(error, 'Please try again.'),
            }),
        }),
    });

  if (run.status === 'previewing') {
    return (
      <section aria-labelledby="preview-heading" className="grid max-w-3xl gap-4">
        <h2 id="preview-heading" className="font-semibold text-lg">
          Checking every row…
        </h2>
        <p className="text-muted-foreground text-sm">
          A dry run: every stage runs and is rolled back, so nothing changes in your books. You may leave this
          page.
        </p>
        <StageProgressList stages={run.stages} progress={run.progress} label="Dry run" showCounts={false} />
      </section>
    );
  }

  const actions = (
    <div className="flex flex-wrap justify-end gap-2">
      {isEditable ? (
        <Button type="button" variant="outline" onClick={onMap}>
          Back to the mapping
        </Button>
      ) : null}
      {isEditable ? (
        <Button type="button" variant="outline" disabled={check.isPending} onClick={checkAgain}>
          {check.isPending ? <ButtonSpinner /> : <RefreshCw aria-hidden="true" />}
          {run.previewed_at ? 'Check again' : 'Check the import'}
        </Button>
      ) : null}
      {run.status === 'ready' ? (
        <Button type="button" disabled={start.isPending} onClick={askImport}>
          {start.isPending ? <ButtonSpinner /> : <Play aria-hidden="true" />}
          Import
        </Button>
      ) : null}
    </div>
  );

  if (run.previewed_at === null) {
    return (
      <section aria-labelledby="preview-heading" className="grid gap-4">
        <h2 id="preview-heading" className="font-semibold text-lg">
          Preview
        </h2>
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground text-sm">
          Not checked yet. The check runs every stage as a dry run and lists every row to fix.
        </p>
        {actions}
      </section>
    );
  }

  return (
    <section aria-labelledby="preview-heading" className="grid gap-6">
      <div className="grid gap-1">
        <h2 id="preview-heading" className="font-semibold text-lg">
          Preview
        </h2>
        {run.status === 'ready' ? (
          <p role="status" className="flex items-center gap-2 text-emerald-700 text-sm dark:text-emerald-400">
            <CheckCircle2 aria-hidden="true" className="size-4" />
            No errors: the import is ready.
          </p>
        ) : null}
      </div>
      <QueryState query={preview} loadingLabel="Loading the preview" errorText="Could not load the preview">
        {(data) => (
          <div className="grid gap-6">
            {data.trial_balance ? (
              <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
                <div>
                  <dt className="text-muted-foreground">Trial balance debits</dt>
                  <dd className="font-medium tabular-nums">{formatCents(data.trial_balance.debit_cents)}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Credits</dt>
                  <dd className="font-medium tabular-nums">{formatCents(data.trial_balance.credit_cents)}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Checked</dt>
                  <dd>{formatLongDateTime(data.previewed_at)}</dd>
                </div>
              </dl>
            ) : null}
            <StageCounts preview={data} />
            {data.error_count > 0 ? <ErrorsTable runId={run.id} preview={data} /> : null}
          </div>
        )}
      </QueryState>
      {actions}
      <ConfirmActionDialog confirm={confirm} onClose={() => setConfirm(null)} />
    </section>
  );
}
