import { formatCents, type TOpenRetainageFigures, type TOpenRetainageReport } from '@groundwork/shared';
import { Link } from 'react-router';
import { agingMoney } from '@/components/aging/aging-cells';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';

const COLUMNS = [
  ['receivable_billed_cents', 'Billed'],
  ['receivable_released_cents', 'Released'],
  ['receivable_held_cents', 'Held'],
  ['payable_withheld_cents', 'Withheld'],
  ['payable_released_cents', 'Released'],
  ['payable_held_cents', 'Held'],
  ['net_held_cents', 'Net held'],
] as const satisfies readonly (readonly [keyof TOpenRetainageFigures, string])[];

const held = (key: string) => key.endsWith('held_cents');

/** Per job: retainage the customer holds, retainage held from subcontractors, the net; totals below. */
export function OpenRetainageTable({ report }: { report: TOpenRetainageReport }) {
  return (
    <Table aria-label={`Open retainage by job as of ${report.as_of}`}>
      <TableHeader>
        <TableRow>
          <TableHead rowSpan={2} className="align-bottom">
            Job
          </TableHead>
          <TableHead colSpan={3} className="border-l text-center">
            Receivable (customers hold)
          </TableHead>
          <TableHead colSpan={3} className="border-l text-center">
            Payable (held from subcontractors)
          </TableHead>
          <TableHead rowSpan={2} className="border-l text-right align-bottom">
            Net held
          </TableHead>
        </TableRow>
        <TableRow>
          {COLUMNS.slice(0, 6).map(([key, label], i) => (
            <TableHead key={key} className={`text-right ${i % 3 === 0 ? 'border-l' : ''}`}>
              {label}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {report.jobs.map((job) => (
          <TableRow key={job.job_id ?? 'none'}>
            <TableCell>
              {job.job_id ? (
                <Link className="font-medium hover:underline" to={`/jobs/${job.job_id}`}>
                  {job.project_number} {job.project_name}
                </Link>
              ) : (
                <span className="font-medium">{job.project_name}</span>
              )}
              {job.customer_name ? (
                <div className="text-muted-foreground text-xs">{job.customer_name}</div>
              ) : null}
            </TableCell>
            {COLUMNS.map(([key], i) => (
              <TableCell
                key={key}
                className={`text-right tabular-nums ${i % 3 === 0 ? 'border-l' : ''} ${held(key) ? 'font-medium' : ''}`}
              >
                {agingMoney(job[key])}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
      <TableFooter className="bg-muted">
        <TableRow>
          <TableCell className="font-medium">Total</TableCell>
          {COLUMNS.map(([key], i) => (
            <TableCell
              key={key}
              className={`text-right font-medium tabular-nums ${i % 3 === 0 ? 'border-l' : ''}`}
            >
              {formatCents(report.totals[key])}
            </TableCell>
          ))}
        </TableRow>
      </TableFooter>
    </Table>
  );
}
