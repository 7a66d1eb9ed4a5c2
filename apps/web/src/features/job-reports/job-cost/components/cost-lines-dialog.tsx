// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import * as React from 'react';
import { Link } from 'react-router';
import { FormDialog } from '@/components/form-dialog';
import { PagedListState } from '@/components/list-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useCan } from '@/features/auth/api/use-can';
import {
  CostLineAmountCell,
  CostLineDateCell,
  CostLineEntryCell,
  CostLineSourceCell,
  CostLinesTotalRow,
} from '@/features/payables-reports/components/cost-line-cells';
import { type TCostCell, useJobCostLines } from '../api/use-job-cost-report';

const PAGE_SIZE = 25;

export type TDrilledCell = {
  jobId: string;
  jobNumber: string;
  cell: TCostCell;
  /** 'Formwork × Labor', or the job's name for all of its cost. */
  title: string;
  actualCents: number;
};

/**
 * The journal lines behind an actual figure of the report (a line, or a job's total) through the
 * report's date, oldest first: date, source and memo, vendor, invoice (opens it), entry (opens it for
 * ledger readers), amount; the total is the figure clicked.
 */
export function CostLinesDialog({
  drilled,
  asOf,
  onClose,
}: {
  drilled: TDrilledCell;
  asOf: string;
  onClose: () => void;
}) {
  const [page, setPage] = React.useState(1);
  const canReadLedger = useCan('ledger:read');
  const canReadPayables = useCan('payables:read');
  const lines = useJobCostLines(drilled.jobId, drilled.cell, asOf, page, PAGE_SIZE);
  return (
    <FormDialog
      isOpen
      onOpenChange={(open) => (open ? null : onClose())}
      title={`Actual cost — ${drilled.jobNumber} ${drilled.title}`}
      description={`${formatCents(drilled.actualCents)} posted through ${asOf}: the journal lines behind it.`}
      className="sm:max-w-4xl"
    >
      <PagedListState
        query={lines}
        emptyText="Nothing posted here through this date"
        errorText="Could not load the cost"
        pagerLabel="Cost line pages"
        onPageChange={setPage}
      >
        {(data) => (
          <div className="max-h-[60vh] overflow-auto">
            <Table aria-label="Journal lines behind the actual cost">
              <TableHeader>
                <TableRow>
                  <TableHead>Date</TableHead>
                  <TableHead>Code × category</TableHead>
                  <TableHead>Source</TableHead>
                  <TableHead>Vendor · invoice</TableHead>
                  <TableHead className="max-sm:hidden">Entry</TableHead>
                  <TableHead className="text-right">Amount</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.items.map((line) => (
                  <TableRow key={`${line.entry_id}-${line.line_number}`}>
                    <CostLineDateCell line={line} />
                    <TableCell className="whitespace-nowrap font-mono text-xs">
                      {line.cost_code} × {line.cost_category_code}
                    </TableCell>
                    <CostLineSourceCell line={line} />
                    <TableCell className="max-w-56">
                      {line.invoice ? (
                        <span className="grid">
                          <span className="truncate">{line.invoice.vendor.name}</span>
                          {canReadPayables ? (
                            <Link
                              className="text-primary underline-offset-4 hover:underline"
                              to={`/invoices/${line.invoice.id}`}
                            >
                              {line.invoice.invoice_number}
                            </Link>
                          ) : (
                            line.invoice.invoice_number
                          )}
                        </span>
                      ) : (
                        '—'
                      )}
                    </TableCell>
                    <CostLineEntryCell line={line} canReadLedger={canReadLedger} />
                    <CostLineAmountCell line={line} />
                  </TableRow>
                ))}
                <CostLinesTotalRow total={data.total} totalCents={data.total_cents} leadingColumns={4} />
              </TableBody>
            </Table>
          </div>
        )}
      </PagedListState>
    </FormDialog>
  );
}
