import * as React from 'react';
import { toast } from 'sonner';
import { LoadingRows } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useCan } from '@/features/auth/api/use-can';
import { DateField } from '@/features/chart-of-accounts/components/date-field';
import { errorMessage } from '@/lib/api-fetch';
import { useCreatePrenoteFile, usePrenoteFiles, usePrenotePreview } from './api/use-ach-files';
import { AchFileList } from './components/ach-file-list';
import { AchPreviewSummary } from './components/ach-preview-summary';

/**
 * Prenotes (issue 21, item 7): a zero-dollar file of every bank account still waiting for its prenote;
 * making it marks them sent. Once the bank has not returned an entry (a few banking days), a person
 * marks the account verified on the employee's pay setup, and it receives money from then on.
 */
export function PrenoteFilePanel() {
  const canWrite = useCan('payroll:write');
  const [effectiveDate, setEffectiveDate] = React.useState('');
  const preview = usePrenotePreview(effectiveDate);
  const files = usePrenoteFiles();
  const create = useCreatePrenoteFile();
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Prenotes</h2>
        </CardTitle>
        <CardDescription>
          A zero-dollar test entry per new bank account. Mark an account verified when the bank has not
          returned it; until then it gets no pay.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-end gap-3">
          <DateField
            id="prenote-effective"
            label="Prenote effective date"
            value={effectiveDate || (preview.data?.effective_date ?? '')}
            onChange={setEffectiveDate}
          />
          {canWrite ? (
            <Button
              type="button"
              variant="outline"
              disabled={!preview.data?.is_ready || create.isPending}
              onClick={() =>
                preview.data &&
                create.mutate(effectiveDate || preview.data.effective_date, {
                  onSuccess: (file) =>
                    toast.success('Prenote file made', {
                      description: `${file.file_name}: ${file.entry_count} accounts marked sent`,
                    }),
                  onError: (error) =>
                    toast.error('Could not make the prenote file', {
                      description: errorMessage(error, 'Please try again.'),
                    }),
                })
              }
            >
              {create.isPending ? <ButtonSpinner /> : null}
              Create prenote file
            </Button>
          ) : null}
        </div>
        {preview.isPending ? (
          <LoadingRows label="Loading the accounts waiting for a prenote" rows={2} />
        ) : preview.isError ? (
          <p role="alert" className="rounded-md border border-destructive/40 p-4 text-sm">
            Could not load the prenotes: {errorMessage(preview.error, 'please try again.')}
          </p>
        ) : preview.data.problem ? (
          <p className="rounded-md border border-dashed p-4 text-muted-foreground text-sm">
            {preview.data.problem}
          </p>
        ) : (
          <AchPreviewSummary preview={preview.data} />
        )}
        {files.data && files.data.items.length > 0 ? <AchFileList files={files.data.items} /> : null}
      </CardContent>
    </Card>
  );
}
