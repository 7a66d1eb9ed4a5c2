import { formatCents, type TCostSummaryRow } from '@groundwork/shared';
import * as React from 'react';
import { Link } from 'react-router';
import { FormDialog } from '@/components/form-dialog';
import { PagedListState } from '@/components/list-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useCan } from '@/features/auth/api/use-can';
import { useJobCostDetail } from '../api/use-payables-reports';
import { costSourceLabel } from '../report-params';

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
                    <TableCell className="whitespace-nowrap">{line.entry_date}</TableCell>
                    <TableCell>
                      {costSourceLabel(line)}
                      {line.memo ? (
                        <div className="max-w-56 truncate text-muted-foreground text-xs">{line.memo}</div>
                      ) : null}
                    </TableCell>
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
                    <TableCell className="whitespace-nowrap font-mono text-xs max-sm:hidden">
                      {canReadLedger ? (
                        <Link className="hover:underline" to={`/journal-entries/${line.entry_id}`}>
                          {line.entry_number}
                        </Link>
                      ) : (
                        line.entry_number
                      )}
                    </TableCell>
                    <TableCell
                      className={`text-right tabular-nums ${line.amount_cents < 0 ? 'text-destructive' : ''}`}
                    >
                      {formatCents(line.amount_cents)}
                    </TableCell>
                  </TableRow>
                ))}
                <TableRow className="bg-muted font-medium">
                  <TableCell colSpan={4}>
                    Total ({data.total} line{data.total === 1 ? '' : 's'})
                  </TableCell>
                  <TableCell className="max-sm:hidden" />
                  <TableCell className="text-right tabular-nums">{formatCents(data.total_cents)}</TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </div>
        )}
      </PagedListState>
    </FormDialog>
  );
}
