import type { TCostSummary, TCostSummaryRow } from '@groundwork/shared';
import { flexRender, useTable } from '@tanstack/react-table';
import { AlertTriangle } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCan } from '@/features/auth/api/use-can';
import { CostDetailDialog } from '@/features/payables-reports/components/cost-detail-dialog';
import { cn } from '@/lib/utils';
import { useCostSummary } from '../api/use-cost-summary';
import { costSummaryColumns, summaryFeatures } from './cost-summary-columns';

const isMoneyColumn = (id: string) => id.endsWith('_cents');

/** The cost code stays in view while the figures scroll sideways (a phone, a narrow window). */
const stickyFirst = (id: string) => id === 'cost_code' && 'sticky left-0 z-[1] w-36 min-w-32 max-w-44';

function SummaryTable({
  summary,
  onDrill,
}: {
  summary: TCostSummary;
  onDrill?: (row: TCostSummaryRow) => void;
}) {
  const columns = React.useMemo(() => costSummaryColumns(summary.totals, onDrill), [summary.totals, onDrill]);
  const table = useTable({
    features: summaryFeatures,
    columns,
    data: summary.rows,
    getRowId: (row) => `${row.cost_code_id}|${row.cost_category_id}`,
  });
  const overCommitted = summary.rows.filter((row) => row.is_over_committed).length;
  return (
    <div className="grid gap-3">
      {overCommitted > 0 ? (
        <p className="flex items-center gap-2 text-destructive text-sm" role="status">
          <AlertTriangle className="size-4" aria-hidden="true" />
          {overCommitted} line{overCommitted === 1 ? ' is' : 's are'} over-committed (committed more than the
          revised budget).
        </p>
      ) : null}
      {/* Scrolls on its own (many lines, a narrow screen); focusable so the keyboard can scroll it too. */}
      <section
        aria-label="Job cost summary, scrollable"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keyboard (WCAG 2.1.1, axe scrollable-region-focusable)
        tabIndex={0}
        className="relative max-h-[70vh] overflow-auto rounded-md border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <table aria-label="Job cost summary" className="w-full border-collapse text-sm">
          <thead className="sticky top-0 z-10 bg-muted">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    scope="col"
                    className={cn(
                      'bg-muted px-2 py-2 text-left align-bottom font-medium text-muted-foreground',
                      isMoneyColumn(header.column.id) ? 'min-w-20 text-right' : 'whitespace-nowrap',
                      stickyFirst(header.column.id),
                    )}
                  >
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                data-over-committed={row.original.is_over_committed || undefined}
                className={cn('border-t', row.original.is_over_committed && 'bg-red-50 dark:bg-red-950')}
              >
                {row.getAllCells().map((cell) => (
                  <td
                    key={cell.id}
                    className={cn(
                      'px-2 py-2 align-top',
                      isMoneyColumn(cell.column.id) ? 'whitespace-nowrap text-right' : 'whitespace-nowrap',
                      stickyFirst(cell.column.id),
                      // A solid background: the figures scroll underneath the sticky cost code.
                      cell.column.id === 'cost_code' &&
                        (row.original.is_over_committed
                          ? 'whitespace-normal bg-red-50 dark:bg-red-950'
                          : 'whitespace-normal bg-card'),
                    )}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot className="sticky bottom-0 border-t-2 bg-muted font-semibold">
            {table.getFooterGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <td
                    key={header.id}
                    className={cn(
                      'bg-muted px-2 py-2',
                      isMoneyColumn(header.column.id) && 'whitespace-nowrap text-right',
                      stickyFirst(header.column.id),
                    )}
                  >
                    {flexRender(header.column.columnDef.footer, header.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tfoot>
        </table>
      </section>
    </div>
  );
}

/**
 * The job cost summary (issue 14, item 6): budget against commitments and actual cost per cost code ×
 * category, as the server computes it; over-committed lines highlighted.
 */
export function JobCostSummaryCard({ jobId }: { jobId: string }) {
  const summary = useCostSummary(jobId);
  // Payables readers open a cell's actual cost to the invoices and entries behind it.
  const canDrill = useCan('payables:read');
  const [drilled, setDrilled] = React.useState<TCostSummaryRow | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Job Cost Summary</h2>
        </CardTitle>
        <CardDescription>
          Budget, commitments (issued, executed and closed subcontracts and purchase orders) and actual cost
          by cost code and category. Drafts and void commitments do not count; pending change orders are shown
          apart.{canDrill ? ' Open an actual cost to see the invoices and entries behind it.' : ''}{' '}
          <Link
            className="text-primary underline underline-offset-4"
            to={`/reports/job-cost?job_ids=${jobId}`}
          >
            Open in the job cost report
          </Link>{' '}
          (cost to complete, projected cost, variance, any date, CSV and PDF).
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={summary}
          loadingLabel="Loading the job cost summary"
          loadingRows={4}
          errorText="Could not load the job cost summary"
        >
          {(data) =>
            data.rows.length === 0 ? (
              <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground text-sm">
                No budget, commitments or cost on this job yet.
              </p>
            ) : (
              <SummaryTable summary={data} onDrill={canDrill ? setDrilled : undefined} />
            )
          }
        </QueryState>
        {drilled ? <CostDetailDialog jobId={jobId} row={drilled} onClose={() => setDrilled(null)} /> : null}
      </CardContent>
    </Card>
  );
}
