import { ArrowLeftIcon, Trash2Icon } from 'lucide-react';
import * as React from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { NotFoundState } from '@/components/not-found-state';
import { PageHeader } from '@/components/page-header';
import { LoadingRows } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage, isNotFoundError } from '@/lib/api-fetch';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCertifiedJob, useRemoveCertifiedJob } from '../setup/api/use-certified-job';
import { ComplianceViewersSection } from '../setup/components/compliance-viewers-section';
import { DeterminationsSection } from '../setup/components/determinations-section';
import { PrevailingWageForm } from '../setup/components/prevailing-wage-form';

/**
 * /certified-payroll/jobs/:id (id = the job's id): the job's prevailing-wage settings, its wage
 * determinations by modification with their classifications (keyed or imported from CSV), and the
 * third parties who may download its signed reports. The office changes them; the job's PM reads them.
 */
export function CertifiedJobPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useCertifiedJob(id);
  const remove = useRemoveCertifiedJob(id);
  const [isRemoving, setIsRemoving] = React.useState(false);
  const job = query.data?.job;
  useDocumentTitle(job ? `Prevailing wage — ${job.number}` : 'Prevailing-Wage Job');

  if (query.isPending) {
    return (
      <div className="mx-auto max-w-6xl">
        <LoadingRows label="Loading the prevailing-wage job" rows={6} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <NotFoundState
        title={isNotFoundError(query.error) ? 'Job not found' : 'Could not load the job'}
        message={
          isNotFoundError(query.error) ? 'This job does not exist in your company.' : query.error.message
        }
        backHref="/certified-payroll"
        backLabel="Back to certified payroll"
        onRetry={isNotFoundError(query.error) ? undefined : () => void query.refetch()}
      />
    );
  }
  const { settings, can_setup: canEdit } = query.data;
  const current = settings?.current_determination ?? null;
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader
        title={`Prevailing wage — ${query.data.job.number} ${query.data.job.name}`}
        subtitle={
          settings
            ? `${settings.wage_law === 'davis_bacon' ? 'Davis-Bacon' : 'State prevailing wage'} · ${settings.awarding_agency}${
                current ? ` · WD ${current.wd_number} mod ${current.modification} in force` : ''
              }`
            : 'Not a prevailing-wage job yet'
        }
        actions={
          <Button asChild variant="outline">
            <Link to={`/jobs/${id}`}>
              <ArrowLeftIcon aria-hidden="true" />
              Job {query.data.job.number}
            </Link>
          </Button>
        }
      />
      <Card>
        <CardHeader className="flex flex-row items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2 text-base">
            Prevailing-wage settings
            {settings ? (
              <Badge variant={settings.is_active ? 'default' : 'outline'}>
                {settings.is_active ? 'Active' : 'Inactive'}
              </Badge>
            ) : null}
          </CardTitle>
          {canEdit && settings ? (
            <Button size="sm" variant="ghost" onClick={() => setIsRemoving(true)}>
              <Trash2Icon aria-hidden="true" className="text-destructive" />
              Remove settings
            </Button>
          ) : null}
        </CardHeader>
        <CardContent>
          {!settings && !canEdit ? (
            <p className="text-muted-foreground text-sm">This job is not a prevailing-wage job.</p>
          ) : (
            <PrevailingWageForm
              key={settings?.updated_at ?? 'new'}
              jobId={id}
              settings={settings}
              canEdit={canEdit}
            />
          )}
        </CardContent>
      </Card>
      {settings ? (
        <>
          <DeterminationsSection jobId={id} canEdit={canEdit} />
          <Card>
            <CardContent>
              <ComplianceViewersSection jobId={id} canEdit={canEdit} />
            </CardContent>
          </Card>
        </>
      ) : null}
      <ConfirmDeleteDialog
        isOpen={isRemoving}
        title="Remove the prevailing-wage settings?"
        description="Time on the job will no longer need a classification. Its determinations stay with the job. A job with certified payroll reports keeps its settings: mark it inactive instead."
        isDeleting={remove.isPending}
        onOpenChange={setIsRemoving}
        onDelete={async () => {
          try {
            await remove.mutateAsync(undefined);
            toast.success('Prevailing-wage settings removed');
            setIsRemoving(false);
            void navigate(`/jobs/${id}`);
          } catch (error) {
            toast.error('Could not remove the settings', {
              description: errorMessage(error, 'Please try again.'),
            });
          }
        }}
      />
    </div>
  );
}
