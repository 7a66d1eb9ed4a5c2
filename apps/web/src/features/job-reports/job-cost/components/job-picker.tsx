import { JOB_COST_REPORT_MAX_JOBS, JOB_STATUS_LABELS } from '@groundwork/shared';
import { Briefcase, X } from 'lucide-react';
import * as React from 'react';
import { FormDialog } from '@/components/form-dialog';
import { SearchBox } from '@/components/search-box';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { useFindJobs } from '@/features/jobs/api/use-find-jobs';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** A job's short label: its number and name. */
export type TJobLabels = ReadonlyMap<string, string>;

/**
 * Which jobs the report covers: all of them (no job chosen), or the ones chosen in a dialog that
 * searches the company's jobs (number, name, client) and ticks them — one or many, at most 100.
 */
export function JobPicker({
  jobIds,
  labels,
  onChange,
}: {
  jobIds: readonly string[];
  /** Labels of jobs already known (the report's jobs), for the chosen ones not in the search. */
  labels: TJobLabels;
  onChange: (jobIds: string[]) => void;
}) {
  const [isOpen, setIsOpen] = React.useState(false);
  const summary =
    jobIds.length === 0
      ? 'All jobs'
      : jobIds.length === 1
        ? (labels.get(jobIds[0] as string) ?? '1 job')
        : `${jobIds.length} jobs`;
  return (
    <div className="grid gap-2">
      <Label htmlFor="job-cost-jobs">Jobs</Label>
      <div className="flex items-center gap-1">
        <Button
          id="job-cost-jobs"
          type="button"
          variant="outline"
          className="max-w-72 justify-start"
          onClick={() => setIsOpen(true)}
        >
          <Briefcase aria-hidden="true" />
          <span className="truncate">{summary}</span>
        </Button>
        {jobIds.length > 0 ? (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label="Report on all jobs"
            onClick={() => onChange([])}
          >
            <X aria-hidden="true" />
          </Button>
        ) : null}
      </div>
      {isOpen ? (
        <JobPickerDialog
          initial={jobIds}
          labels={labels}
          onClose={() => setIsOpen(false)}
          onDone={(ids) => {
            onChange(ids);
            setIsOpen(false);
          }}
        />
      ) : null}
    </div>
  );
}

function JobPickerDialog({
  initial,
  labels,
  onClose,
  onDone,
}: {
  initial: readonly string[];
  labels: TJobLabels;
  onClose: () => void;
  onDone: (jobIds: string[]) => void;
}) {
  const [search, setSearch] = React.useState('');
  const [chosen, setChosen] = React.useState<string[]>([...initial]);
  const debounced = useDebouncedValue(search);
  const jobs = useFindJobs({ search: debounced, status: 'all', customerId: '', page: 1, pageSize: 50 });
  const known = new Map(labels);
  for (const job of jobs.data?.items ?? []) known.set(job.id, `${job.project_number} ${job.project_name}`);
  const isFull = chosen.length >= JOB_COST_REPORT_MAX_JOBS;
  const toggle = (id: string) =>
    setChosen((current) => (current.includes(id) ? current.filter((c) => c !== id) : [...current, id]));
  return (
    <FormDialog
      isOpen
      onOpenChange={(open) => (open ? null : onClose())}
      title="Choose jobs"
      description={`Tick one job or several (at most ${JOB_COST_REPORT_MAX_JOBS}); none ticked reports on every job.`}
      className="sm:max-w-2xl"
    >
      <div className="grid gap-3">
        <SearchBox
          id="job-cost-job-search"
          label="Find a job"
          placeholder="Number, name or client"
          value={search}
          onChange={setSearch}
          className="max-w-none"
        />
        {chosen.length > 0 ? (
          <ul aria-label="Chosen jobs" className="flex flex-wrap gap-1.5">
            {chosen.map((id) => (
              <li key={id}>
                <Button type="button" variant="secondary" size="sm" onClick={() => toggle(id)}>
                  {known.get(id) ?? 'Job'}
                  <X aria-hidden="true" />
                  <span className="sr-only">(remove)</span>
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <fieldset className="max-h-80 overflow-auto rounded-md border">
          <legend className="sr-only">Jobs</legend>
          {jobs.isPending ? (
            <p className="p-3 text-muted-foreground text-sm">Loading jobs…</p>
          ) : jobs.isError ? (
            <p role="alert" className="p-3 text-sm">
              Could not load the jobs: {jobs.error.message}
            </p>
          ) : (jobs.data?.items ?? []).length === 0 ? (
            <p className="p-3 text-muted-foreground text-sm">No job matches.</p>
          ) : (
            (jobs.data?.items ?? []).map((job) => {
              const isChosen = chosen.includes(job.id);
              return (
                <label
                  key={job.id}
                  className="flex cursor-pointer items-center gap-3 border-b px-3 py-2 text-sm last:border-b-0 hover:bg-muted/60"
                >
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={isChosen}
                    disabled={!isChosen && isFull}
                    onChange={() => toggle(job.id)}
                  />
                  <span className="font-mono text-xs">{job.project_number}</span>
                  <span className="flex-1 truncate">{job.project_name}</span>
                  <span className="truncate text-muted-foreground text-xs">
                    {job.client_name} · {JOB_STATUS_LABELS[job.status]}
                  </span>
                </label>
              );
            })
          )}
        </fieldset>
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={() => setChosen([])} disabled={chosen.length === 0}>
            Clear (all jobs)
          </Button>
          <Button type="button" onClick={() => onDone(chosen)}>
            {chosen.length === 0
              ? 'Report on all jobs'
              : `Report on ${chosen.length} job${chosen.length === 1 ? '' : 's'}`}
          </Button>
        </DialogFooter>
      </div>
    </FormDialog>
  );
}
