import { formatCents, type TAgingReport } from '@groundwork/shared';
import * as React from 'react';
import { Link } from 'react-router';
import {
  AgingDetailCells,
  AgingFigureCells,
  AgingHeadCells,
  AgingTotalCells,
  agingMoney,
  useOpenRows,
} from '@/components/aging/aging-cells';
import { Button } from '@/components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { applicationLabel } from './apply-table';

/**
 * AR aging: a row per customer (its applications under it when opened — all of them in the detail
 * view), the five buckets, total open, retainage held apart and credits; totals below.
 */
export function AgingTable({ report, isDetail = false }: { report: TAgingReport; isDetail?: boolean }) {
  const rows = useOpenRows(isDetail);
  return (
    <div className="overflow-x-auto">
      <Table aria-label="AR aging">
        <TableHeader>
          <TableRow>
            <TableHead className="sticky left-0 min-w-44 bg-card">Customer</TableHead>
            <AgingHeadCells />
            <TableHead className="text-right">Credits</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {report.customers.map((c) => {
            const isOpen = rows.isOpen(c.customer_id);
            const details = report.details.filter((d) => d.customer_id === c.customer_id);
            return (
              <React.Fragment key={c.customer_id}>
                <TableRow>
                  <TableCell className="sticky left-0 bg-card">
                    <Button
                      variant="link"
                      className="h-auto p-0 font-medium"
                      aria-expanded={isOpen}
                      disabled={details.length === 0}
                      onClick={() => rows.toggle(c.customer_id)}
                    >
                      {c.customer_name}
                    </Button>
                    <div className="text-muted-foreground text-xs">
                      {c.customer_number} · {details.length} application{details.length === 1 ? '' : 's'}
                    </div>
                  </TableCell>
                  <AgingFigureCells figures={c} />
                  <TableCell className="text-right tabular-nums">{agingMoney(c.credit_cents)}</TableCell>
                </TableRow>
                {isOpen
                  ? details.map((d) => (
                      <TableRow key={d.application_id} className="text-sm">
                        <TableCell className="sticky left-0 bg-card pl-6">
                          <Link className="hover:underline" to={`/jobs/${d.job_id}`}>
                            {applicationLabel(d)}
                          </Link>
                          <div className="text-muted-foreground text-xs">
                            due {d.due_date}
                            {d.days_past_due > 0 ? ` · ${d.days_past_due} days past due` : ''}
                          </div>
                        </TableCell>
                        <AgingDetailCells detail={d} />
                        <TableCell />
                      </TableRow>
                    ))
                  : null}
              </React.Fragment>
            );
          })}
        </TableBody>
        <TableFooter className="bg-muted">
          <TableRow>
            <TableCell className="sticky left-0 bg-muted font-medium">Total</TableCell>
            <AgingTotalCells totals={report.totals} />
            <TableCell className="text-right font-medium tabular-nums">
              {formatCents(report.totals.credit_cents)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </div>
  );
}
