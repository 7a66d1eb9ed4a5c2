import { JOB_MESSAGES, jobCreatedDescription, type TJobInput } from '@groundwork/shared';
import * as React from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCan } from '@/features/auth/api/use-can';
import { errorMessage } from '@/lib/api-fetch';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCreateJob } from '../api/use-create-job';
import { useGetNextJobNumber } from '../api/use-get-next-job-number';
import { emptyJob, JobForm } from '../components/job-form';
import { JobList } from '../components/job-list';

function CreateJobCard({ customerId }: { customerId: string }) {
  const nextNumber = useGetNextJobNumber({ isEnabled: true });
  const createJob = useCreateJob();
  const defaultValues = React.useMemo(() => emptyJob(customerId), [customerId]);

  // Spec §8: a failed generation is reported once per failure.
  React.useEffect(() => {
    if (nextNumber.isError) toast.error(JOB_MESSAGES.numberFailed);
  }, [nextNumber.isError]);

  const onSave = async (values: TJobInput): Promise<boolean> => {
    try {
      const job = await createJob.mutateAsync(values);
      // The server assigns the number when saving; it can differ from the preview.
      toast.success(JOB_MESSAGES.created, { description: jobCreatedDescription(job.project_number) });
      return true;
    } catch (error) {
      console.error('Creating the job failed', error);
      toast.error(JOB_MESSAGES.createFailed, { description: errorMessage(error, 'Please try again.') });
      return false;
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Create Job</h2>
        </CardTitle>
        <CardDescription>The job number is assigned automatically when the job is saved.</CardDescription>
      </CardHeader>
      <CardContent>
        <JobForm
          // A customer chosen in the URL (from a customer's page) starts a fresh form.
          key={customerId}
          label="Create Job"
          idPrefix="new-job"
          defaultValues={defaultValues}
          jobNumber={{
            value: nextNumber.data,
            isLoading: nextNumber.isPending,
            isError: nextNumber.isError,
            onRetry: () => void nextNumber.refetch(),
          }}
          submitLabel="Create Job"
          isSaving={createJob.isPending}
          isEditing={false}
          onSave={onSave}
        />
      </CardContent>
    </Card>
  );
}

/** Spec §2 Job Setup: the create-job form (for those who may write) above the job list. */
export function JobSetupPage() {
  useDocumentTitle('Job Setup');
  const canWrite = useCan('jobs:write');
  const [searchParams] = useSearchParams();
  const customerId = searchParams.get('customerId') ?? '';

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader title="Job Setup" subtitle="Create and configure construction jobs" />
      {canWrite ? <CreateJobCard customerId={customerId} /> : null}
      <Card>
        <CardContent>
          <JobList />
        </CardContent>
      </Card>
    </div>
  );
}
