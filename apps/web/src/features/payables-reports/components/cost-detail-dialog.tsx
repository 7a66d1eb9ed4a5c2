import { formatCents, type TCostSummaryRow } from '@groundwork/shared';
import * as React from 'react';
import { Link } from 'react-router';
import { FormDialog } from '@/components/form-dialog';
import { PagedListState } from '@/components/list-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useCan } from '@/features/auth/api/use-can';
import { useJobCostDetail } from '../api/use-payables-reports';
import {
  CostLineAmountCell,
  CostLineDateCell,
  CostLineEntryCell,
  CostLineSourceCell,
  CostLinesTotalRow,
} from './cost-line-cells';

const PAGE_SIZE = 25;

/**
 * The drill-down of a job cost summary cell: the journal lines behind its actual cost, oldest first —
 * date, source, vendor, invoice number (opens the invoice), entry (opens it for ledger readers) and
 * amount — with the cell's total.
 */
export function CostDetailDialog({
  jobId,
  row,
  onClose,
}: {
  jobId: string;
  row: TCostSummaryRow;
  onClose: () => void;
}) {
  const [page, setPage] = React.useState(1);
  const canReadLedger = useCan('ledger:read');
  const detail = useJobCostDetail(
    jobId,
    { costCodeId: row.cost_code_id, costCategoryId: row.cost_category_id },
    page,
    PAGE_SIZE,
  );
  return (
    <FormDialog
      isOpen
      onOpenChange={(open) => (open ? null : onClose())}
      title={`Actual cost — ${row.cost_code} × ${row.cost_category_code}`}
      description={`${row.cost_code_description}, ${row.cost_category_description}: ${formatCents(row.actual_cents)} posted through today`}
      className="sm:max-w-4xl"
    >
      <PagedListState
        query={detail}
        emptyText="Nothing posted to this cost code and category yet"
        errorText="Could not load the cost"
        pagerLabel="Cost detail pages"
        onPageChange={setPage}
      >
        {(data) => (
          <div className="max-h-[60vh] overflow-auto">
            <Table aria-label="Cost detail">
              <TableHeader>
                <TableRow>
                  <TableHead>Date</TableHead>
                  <TableHead>Source</TableHead>
                  <TableHead>Vendor</TableHead>
                  <TableHead>Invoice</TableHead>
                  <TableHead className="max-sm:hidden">Entry</TableHead>
                  <TableHead className="text-right">Amount</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.items.map((line) => (
                  <TableRow key={`${line.entry_id}-${line.line_number}`}>
                    <CostLineDateCell line={line} />
                    <CostLineSourceCell line={line} />
                    <TableCell className="max-w-48 truncate">
                      {line.invoice ? (
                        <Link className="hover:underline" to={`/vendors/${line.invoice.vendor.id}`}>
                          {line.invoice.vendor.name}
                        </Link>
                      ) : (
                        '—'
                      )}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">
                      {line.invoice ? (
                        <Link
                          className="text-primary underline-offset-4 hover:underline"
                          to={`/invoices/${line.invoice.id}`}
                        >
                          {line.invoice.invoice_number}
                        </Link>
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
