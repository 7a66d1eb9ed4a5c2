import * as React from 'react';
import { FilterSelect } from '@/components/filter-select';
import { SearchBox } from '@/components/search-box';
import { useFindJobs } from '@/features/jobs/api/use-find-jobs';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/**
 * Which job the profit fade follows: every job together ('') or one, found by number, name or client
 * (the list shows the first 50 matches; the chosen job stays listed by its label).
 */
export function FadeJobSelect({
  jobId,
  jobLabel,
  onChange,
}: {
  jobId: string;
  /** The chosen job's label when known (from the report), shown even when the search misses it. */
  jobLabel: string | null;
  onChange: (jobId: string) => void;
}) {
  const [search, setSearch] = React.useState('');
  const debounced = useDebouncedValue(search);
  const jobs = useFindJobs({ search: debounced, status: 'all', customerId: '', page: 1, pageSize: 50 });
  const items = jobs.data?.items ?? [];
  const isListed = jobId === '' || items.some((j) => j.id === jobId);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchBox
        id="profit-fade-job-search"
        label="Find a job"
        placeholder="Number, name or client"
        value={search}
        onChange={setSearch}
        className="min-w-48 max-w-56"
      />
      <FilterSelect id="profit-fade-job" label="Job" value={jobId} className="w-72" onChange={onChange}>
        <option value="">All jobs (together)</option>
        {!isListed ? <option value={jobId}>{jobLabel ?? 'The chosen job'}</option> : null}
        {items.map((job) => (
          <option key={job.id} value={job.id}>
            {job.project_number} — {job.project_name}
          </option>
        ))}
      </FilterSelect>
    </div>
  );
}
