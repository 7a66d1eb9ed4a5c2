import { JOB_MESSAGES, type TJob, type TJobFormValues, type TJobInput } from '@groundwork/shared';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { NotFoundState } from '@/components/not-found-state';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCan } from '@/features/auth/api/use-can';
import { PrevailingWageLink } from '@/features/certified-payroll/setup/components/prevailing-wage-link';
import { ContractCard } from '@/features/contracts/components/contract-card';
import { ContractFiguresCard } from '@/features/contracts/components/contract-figures-card';
import { JobDocumentsCard } from '@/features/documents/components/job-documents-card';
import { JobBudgetCard } from '@/features/job-budgets/components/job-budget-card';
import { JobCostSummaryCard } from '@/features/job-cost-summary/components/job-cost-summary-card';
import { errorMessage, isNotFoundError } from '@/lib/api-fetch';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGetJob } from '../api/use-get-job';
import { useUpdateJob } from '../api/use-update-job';
import { dateInputValue } from '../components/job-dates';
import { JobDetails } from '../components/job-details';
import { JobForm } from '../components/job-form';

function formValues(job: TJob): TJobFormValues {
  return {
    customer_id: job.customer_id,
    project_name: job.project_name,
    start_date: dateInputValue(job.start_date),
    estimated_completion_date: dateInputValue(job.estimated_completion_date),
    budget_cents: job.budget_cents,
    status: job.status,
    project_manager_id: job.project_manager?.id ?? '',
    superintendent_id: job.superintendent?.id ?? '',
  };
}

function JobView({ job }: { job: TJob }) {
  const canWrite = useCan('jobs:write');
  const canReadJobCost = useCan('jobcost:read');
  const canReadBilling = useCan('billing:read');
  const canReadDocuments = useCan('documents:read');
  const updateJob = useUpdateJob(job.id);

  const onSave = async (values: TJobInput): Promise<boolean> => {
    try {
      await updateJob.mutateAsync(values);
      toast.success(JOB_MESSAGES.updated);
      return true;
    } catch (error) {
      console.error('Updating the job failed', error);
      toast.error(JOB_MESSAGES.updateFailed, { description: errorMessage(error, 'Please try again.') });
      return false;
    }
  };

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader
        title={job.project_name}
        subtitle={`Job ${job.project_number} for ${job.client_name}`}
        actions={<PrevailingWageLink jobId={job.id} />}
      />
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Job Details</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <JobDetails job={job} />
        </CardContent>
      </Card>
      {canReadBilling ? (
        <>
          <ContractFiguresCard jobId={job.id} />
          <ContractCard job={job} />
        </>
      ) : null}
      {canReadJobCost ? (
        <>
          <JobBudgetCard job={job} />
          <JobCostSummaryCard jobId={job.id} />
        </>
      ) : null}
      {canReadDocuments ? <JobDocumentsCard jobId={job.id} /> : null}
      {canWrite ? (
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Edit Job</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <JobForm
              // A saved or reloaded job starts the form again from its values.
              key={job.updated_at}
              label="Edit Job"
              idPrefix="job"
              defaultValues={formValues(job)}
              jobNumber={{ value: job.project_number, isLoading: false, isError: false }}
              currentCustomer={job.customer}
              submitLabel="Save Changes"
              isSaving={updateJob.isPending}
              isEditing
              isBudgetFromLines={job.budget_from_lines}
              onSave={onSave}
            />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

export function JobDetailPage() {
  const { id = '' } = useParams();
  const job = useGetJob(id);
  useDocumentTitle(job.data?.project_name ?? 'Job');

  if (job.isPending) {
    return (
      <div role="status" aria-label="Loading job" className="mx-auto grid max-w-6xl grid-cols-1 gap-4">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (job.isError) {
    const isMissing = isNotFoundError(job.error);
    return (
      <NotFoundState
        title={isMissing ? JOB_MESSAGES.notFound : 'Could not load the job'}
        message={
          isMissing ? 'It may have been removed, or it belongs to another company.' : job.error.message
        }
        backHref="/jobs/setup"
        backLabel="Back to Job Setup"
        onRetry={isMissing ? undefined : () => void job.refetch()}
      />
    );
  }
  return <JobView job={job.data} />;
}
