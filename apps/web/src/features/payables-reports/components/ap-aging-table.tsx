import type { TApAgingReport } from '@groundwork/shared';
import * as React from 'react';
import { Link } from 'react-router';
import {
  AgingDetailCells,
  AgingFigureCells,
  AgingHeadCells,
  AgingTotalCells,
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
import { agingDetailLabel, dueText } from '../report-params';

/**
 * AP aging: a row per vendor (its bills under it when opened — all of them in the detail view), the
 * five buckets, total open and retainage held apart; totals below. A bill opens its invoice.
 */
export function ApAgingTable({ report, isDetail = false }: { report: TApAgingReport; isDetail?: boolean }) {
  const rows = useOpenRows(isDetail);
  return (
    <div className="overflow-x-auto">
      <Table aria-label="AP aging">
        <TableHeader>
          <TableRow>
            <TableHead className="sticky left-0 min-w-52 bg-card">Vendor</TableHead>
            <AgingHeadCells />
          </TableRow>
        </TableHeader>
        <TableBody>
          {report.vendors.map((v) => {
            const isOpen = rows.isOpen(v.vendor_id);
            const details = report.details.filter((d) => d.vendor_id === v.vendor_id);
            return (
              <React.Fragment key={v.vendor_id}>
                <TableRow>
                  <TableCell className="sticky left-0 bg-card">
                    <Button
                      variant="link"
                      className="h-auto p-0 font-medium"
                      aria-expanded={isOpen}
                      disabled={details.length === 0}
                      onClick={() => rows.toggle(v.vendor_id)}
                    >
                      {v.vendor_name}
                    </Button>
                    <div className="text-muted-foreground text-xs">
                      <Link className="hover:underline" to={`/vendors/${v.vendor_id}`}>
                        {v.vendor_number}
                      </Link>{' '}
                      · {details.length} bill{details.length === 1 ? '' : 's'}
                    </div>
                  </TableCell>
                  <AgingFigureCells figures={v} />
                </TableRow>
                {isOpen
                  ? details.map((d) => (
                      <TableRow key={`${d.kind}-${d.id}`} className="text-sm">
                        <TableCell className="sticky left-0 bg-card pl-6">
                          {d.invoice_id ? (
                            <Link className="hover:underline" to={`/invoices/${d.invoice_id}`}>
                              {agingDetailLabel(d)}
                            </Link>
                          ) : (
                            agingDetailLabel(d)
                          )}
                          <div className="text-muted-foreground text-xs">
                            {dueText(d)}
                            {d.jobs.length > 0 ? ` · ${d.jobs.join(', ')}` : ''}
                          </div>
                        </TableCell>
                        <AgingDetailCells detail={d} />
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
          </TableRow>
        </TableFooter>
      </Table>
    </div>
  );
}
