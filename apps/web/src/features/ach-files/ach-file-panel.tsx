import { Landmark } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { LoadingRows, QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useCan } from '@/features/auth/api/use-can';
import { DateField } from '@/features/chart-of-accounts/components/date-field';
import { errorMessage } from '@/lib/api-fetch';
import { useAchPreview, useCreateAchFile, useRunAchFiles } from './api/use-ach-files';
import { AchFileList } from './components/ach-file-list';
import { AchPreviewSummary } from './components/ach-preview-summary';

/**
 * A payroll run's direct deposit (issue 21, item 7), shown on the run's page: the NACHA files made for
 * it, and — once the run is posted and before any file — the file's preview (effective date moved to a
 * banking day, deposits, totals, entry hash) and "Create direct deposit file".
 */
export function AchFilePanel({ runId, status }: { runId: string; status: string }) {
  const canWrite = useCan('payroll:write');
  const [effectiveDate, setEffectiveDate] = React.useState('');
  const files = useRunAchFiles(runId);
  const hasFile = (files.data?.items.length ?? 0) > 0;
  const isPosted = status === 'posted';
  const preview = useAchPreview(runId, effectiveDate, isPosted && files.isSuccess && !hasFile);
  const create = useCreateAchFile(runId);

  const onCreate = (date: string) =>
    create.mutate(date, {
      onSuccess: (file) =>
        toast.success('Direct deposit file made', {
          description: `${file.file_name}: ${file.entry_count} ${file.entry_count === 1 ? 'entry' : 'entries'}, hash ${file.entry_hash}`,
        }),
      onError: (error) =>
        toast.error('Could not make the direct deposit file', {
          description: errorMessage(error, 'Please try again.'),
        }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <Landmark aria-hidden="true" className="size-5" />
            Direct deposit
          </h2>
        </CardTitle>
        <CardDescription>
          The NACHA file for the bank: check the totals and entry hash against the bank&apos;s upload screen.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <QueryState
          query={files}
          loadingLabel="Loading the direct deposit files"
          loadingRows={2}
          errorText="Could not load the direct deposit files"
        >
          {(loaded) => (
            <>
              {loaded.items.length > 0 ? <AchFileList files={loaded.items} /> : null}
              {!isPosted ? (
                <p className="text-muted-foreground text-sm">
                  {status === 'voided'
                    ? 'This run is voided: no direct deposit file is made for it.'
                    : 'The direct deposit file is made once the run is posted.'}
                </p>
              ) : loaded.items.length === 0 ? (
                <div className="grid gap-4">
                  <div className="flex flex-wrap items-end gap-3">
                    <DateField
                      id={`ach-effective-${runId}`}
                      label="Effective date"
                      value={effectiveDate || (preview.data?.effective_date ?? '')}
                      onChange={setEffectiveDate}
                    />
                    {canWrite ? (
                      <Button
                        type="button"
                        disabled={!preview.data?.is_ready || create.isPending}
                        onClick={() => preview.data && onCreate(effectiveDate || preview.data.requested_date)}
                      >
                        {create.isPending ? <ButtonSpinner /> : null}
                        Create direct deposit file
                      </Button>
                    ) : null}
                  </div>
                  {preview.isPending ? (
                    <LoadingRows label="Loading the file's totals" rows={2} />
                  ) : preview.isError ? (
                    <p role="alert" className="rounded-md border border-destructive/40 p-4 text-sm">
                      Could not work out the file: {errorMessage(preview.error, 'please try again.')}
                    </p>
                  ) : preview.data.problem ? (
                    <div className="grid gap-2">
                      <p role="alert" className="rounded-md border border-destructive/40 p-4 text-sm">
                        {preview.data.problem}
                      </p>
                      {preview.data.warnings.length > 0 ? (
                        <AchPreviewSummary preview={preview.data} showEntries={false} />
                      ) : null}
                    </div>
                  ) : (
                    <AchPreviewSummary preview={preview.data} />
                  )}
                </div>
              ) : null}
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
