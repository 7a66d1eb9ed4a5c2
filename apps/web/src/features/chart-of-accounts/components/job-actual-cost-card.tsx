import { formatCents } from '@groundwork/shared';
import { QueryState } from '@/components/query-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { useJobCost } from '../api/use-job-cost';
import { Amount } from './amount';

/** A job's actual cost posted to the ledger, by cost code × cost category (ledger readers only). */
export function JobActualCostCard({ jobId }: { jobId: string }) {
  const cost = useJobCost(jobId);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Actual Cost</h2>
        </CardTitle>
        <CardDescription>Job cost posted to the general ledger, by cost code and category.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={cost}
          loadingLabel="Loading the job's cost"
          loadingRows={3}
          errorText="Could not load the job's cost"
        >
          {(data) =>
            data.rows.length === 0 ? (
              <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground text-sm">
                No cost has been posted to this job yet.
              </p>
            ) : (
              <Table aria-label="Actual cost">
                <TableHeader>
                  <TableRow>
                    <TableHead>Cost code</TableHead>
                    <TableHead>Category</TableHead>
                    <TableHead className="text-right">Amount</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.rows.map((row) => (
                    <TableRow key={`${row.cost_code_id}-${row.cost_category_id}`}>
                      <TableCell className="whitespace-normal">
                        <span className="font-mono">{row.cost_code}</span> {row.cost_code_description}
                      </TableCell>
                      <TableCell className="font-mono">{row.cost_category_code}</TableCell>
                      <TableCell className="text-right">
                        <Amount cents={row.amount_cents} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
                <TableFooter>
                  <TableRow>
                    <TableCell colSpan={2} className="font-semibold">
                      Total
                    </TableCell>
                    <TableCell className="text-right font-semibold tabular-nums">
                      {formatCents(data.total_cents)}
                    </TableCell>
                  </TableRow>
                </TableFooter>
              </Table>
            )
          }
        </QueryState>
      </CardContent>
    </Card>
  );
}
