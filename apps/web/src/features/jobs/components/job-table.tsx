import { formatCents, type TJob } from '@groundwork/shared';
import { Link } from 'react-router';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatJobDate } from './job-dates';
import { JobStatusBadge } from './job-status-badge';

/** Job rows; the job number links to its page. `showCustomer` is off on a customer's own page. */
export function JobTable({ jobs, showCustomer }: { jobs: TJob[]; showCustomer: boolean }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Job Number</TableHead>
          <TableHead>Job Name</TableHead>
          {showCustomer ? <TableHead>Customer</TableHead> : null}
          <TableHead>Start</TableHead>
          <TableHead>Est. Completion</TableHead>
          <TableHead className="text-right">Budget</TableHead>
          <TableHead>Status</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {jobs.map((job) => (
          <TableRow key={job.id}>
            <TableCell>
              <Link
                to={`/jobs/${job.id}`}
                className="font-medium font-mono text-primary underline-offset-4 hover:underline"
              >
                {job.project_number}
              </Link>
            </TableCell>
            <TableCell className="max-w-72 truncate">{job.project_name}</TableCell>
            {showCustomer ? (
              <TableCell className="max-w-64 truncate">
                <span className="font-mono text-muted-foreground">{job.customer.customer_number}</span>{' '}
                {job.customer.name}
              </TableCell>
            ) : null}
            <TableCell>{formatJobDate(job.start_date)}</TableCell>
            <TableCell>{formatJobDate(job.estimated_completion_date)}</TableCell>
            <TableCell className="text-right tabular-nums">
              {job.budget_cents === null ? '' : formatCents(job.budget_cents)}
            </TableCell>
            <TableCell>
              <JobStatusBadge status={job.status} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
