import * as React from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Field } from '@/components/field';
import { FilterSelect } from '@/components/filter-select';
import { DialogFormFooter, FormDialog } from '@/components/form-dialog';
import { Input } from '@/components/ui/input';
import { useFindJobs } from '@/features/jobs/api/use-find-jobs';
import { errorMessage } from '@/lib/api-fetch';
import { useCreatePayApplication } from '../api/use-pay-applications';

const ACTIVE_JOBS = { search: '', status: 'active', customerId: '', page: 1, pageSize: 100 } as const;

const today = () => new Date().toISOString().slice(0, 10);
const monthStart = (date: string) => `${date.slice(0, 8)}01`;

/** 'New application': a job and the period; the application opens at once. */
export function NewApplicationDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const jobs = useFindJobs(ACTIVE_JOBS);
  const create = useCreatePayApplication();
  const navigate = useNavigate();
  const [jobId, setJobId] = React.useState('');
  const [date, setDate] = React.useState(today);
  const [periodFrom, setPeriodFrom] = React.useState(() => monthStart(today()));
  const [error, setError] = React.useState<string | undefined>();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!jobId) {
      setError('Choose a job');
      return;
    }
    create.mutate(
      {
        jobId,
        input: { kind: 'progress', application_date: date, period_from: periodFrom || null, period_to: date },
      },
      {
        onSuccess: (created) => {
          toast.success(`Application ${created.application_number} started for ${created.job.number}`);
          onOpenChange(false);
          void navigate(`/billing/applications/${created.id}`);
        },
        onError: (failure) => setError(errorMessage(failure, 'The application could not be started')),
      },
    );
  };

  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="New application"
      description="The next application of the job: its schedule, the previous application's figures and the stored materials are carried over."
    >
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <FilterSelect
          id="new-application-job"
          label="Job"
          value={jobId}
          onChange={(value) => {
            setJobId(value);
            setError(undefined);
          }}
        >
          <option value="">Choose a job</option>
          {(jobs.data?.items ?? []).map((job) => (
            <option key={job.id} value={job.id}>
              {job.project_number} — {job.project_name}
            </option>
          ))}
        </FilterSelect>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="new-application-from" label="Period from">
            <Input
              id="new-application-from"
              type="date"
              value={periodFrom}
              onChange={(e) => setPeriodFrom(e.target.value)}
            />
          </Field>
          <Field id="new-application-date" label="Period to (application date)">
            <Input
              id="new-application-date"
              type="date"
              value={date}
              onChange={(e) => setDate(e.target.value)}
            />
          </Field>
        </div>
        {error ? (
          <p role="alert" className="text-destructive text-sm">
            {error}
          </p>
        ) : null}
        <DialogFormFooter
          submitLabel="Start application"
          isSaving={create.isPending}
          onCancel={() => onOpenChange(false)}
        />
      </form>
    </FormDialog>
  );
}
