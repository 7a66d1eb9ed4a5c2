import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { EmptyNote } from '@/features/pay-setup/components/form-bits';
import { useCertifiedJobs } from '../api/use-certified-company';

/** The prevailing-wage jobs with the determination in force today, each linked to its set-up. */
export function CertifiedJobsList() {
  const query = useCertifiedJobs();
  return (
    <section aria-labelledby="cp-jobs-heading" className="grid gap-3">
      <div className="grid gap-1">
        <h2 id="cp-jobs-heading" className="font-semibold text-lg">
          Prevailing-wage jobs
        </h2>
        <p className="text-muted-foreground text-sm">
          Mark a job from its page: Jobs → the job → Prevailing wage.
        </p>
      </div>
      <QueryState query={query} errorText="Could not load the prevailing-wage jobs">
        {(data) =>
          data.items.length === 0 ? (
            <EmptyNote>No prevailing-wage jobs yet.</EmptyNote>
          ) : (
            <Table aria-label="Prevailing-wage jobs">
              <TableHeader>
                <TableRow>
                  <TableHead>Job</TableHead>
                  <TableHead>Wage law</TableHead>
                  <TableHead>Awarding agency</TableHead>
                  <TableHead>Determination in force</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.items.map((j) => (
                  <TableRow key={j.job_id}>
                    <TableCell className="font-medium">
                      <Link
                        className="underline-offset-4 hover:underline"
                        to={`/certified-payroll/jobs/${j.job_id}`}
                      >
                        {j.job_number} {j.job_name}
                      </Link>
                      {j.is_active ? null : (
                        <Badge variant="outline" className="ml-2">
                          Inactive
                        </Badge>
                      )}
                    </TableCell>
                    <TableCell>{j.wage_law === 'davis_bacon' ? 'Davis-Bacon' : 'State'}</TableCell>
                    <TableCell>{j.awarding_agency}</TableCell>
                    <TableCell>
                      {j.current_determination
                        ? `WD ${j.current_determination.wd_number} mod ${j.current_determination.modification} (${j.current_determination.class_count} classes)`
                        : 'None in force'}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )
        }
      </QueryState>
    </section>
  );
}
