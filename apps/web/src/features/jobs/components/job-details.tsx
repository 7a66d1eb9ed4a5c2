import { formatCents, type TJob } from '@groundwork/shared';
import type * as React from 'react';
import { Link } from 'react-router';
import { formatJobDate } from './job-dates';
import { JobStatusBadge } from './job-status-badge';

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid content-start gap-1">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/** Everything about a job at a glance. */
export function JobDetails({ job }: { job: TJob }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-4">
      <Detail label="Job Number">
        <span className="font-mono">{job.project_number}</span>
      </Detail>
      <Detail label="Job Name">{job.project_name}</Detail>
      <Detail label="Customer">
        <Link
          to={`/customers/${job.customer.id}`}
          className="text-primary underline-offset-4 hover:underline"
        >
          {job.customer.customer_number} — {job.customer.name}
        </Link>
      </Detail>
      <Detail label="Client Name">{job.client_name}</Detail>
      <Detail label="Start Date">{formatJobDate(job.start_date) || '—'}</Detail>
      <Detail label="Estimated Completion">{formatJobDate(job.estimated_completion_date) || '—'}</Detail>
      <Detail label="Budget">
        {job.budget_cents === null ? '—' : formatCents(job.budget_cents)}
        {job.budget_from_lines ? (
          <span className="block font-normal text-muted-foreground text-xs">from budget lines</span>
        ) : null}
      </Detail>
      <Detail label="Status">
        <JobStatusBadge status={job.status} />
      </Detail>
      <Detail label="Project Manager">{job.project_manager?.name || '—'}</Detail>
      <Detail label="Superintendent">{job.superintendent?.name || '—'}</Detail>
    </dl>
  );
}
