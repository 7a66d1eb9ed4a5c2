import { Table, TableBody, TableCell, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import type { TReconciliationReport } from '../api/reconciliations-api';
import { formatAmount } from '../workspace-model';

/**
 * The report's proof: statement ending balance + deposits in transit − outstanding checks and
 * payments = adjusted bank balance, beside the book balance (GL cash as of the statement date), and
 * their difference; then what cleared in this period.
 */
export function ReportSummary({ report }: { report: TReconciliationReport }) {
  const isZero = report.difference_cents === 0;
  return (
    <div className="grid gap-6 lg:grid-cols-2 print:grid-cols-2">
      <Table aria-label="Adjusted bank balance and book balance" className="print:text-xs">
        <TableBody>
          <Line label="Statement ending balance" cents={report.ending_balance_cents} />
          <Line
            label={`Add: deposits in transit (${report.deposits_in_transit.items.length})`}
            cents={report.deposits_in_transit.total_cents}
          />
          <Line
            label={`Less: outstanding checks and payments (${report.outstanding_payments.items.length})`}
            cents={-Math.abs(report.outstanding_payments.total_cents)}
          />
          <Line label="Adjusted bank balance" cents={report.adjusted_bank_balance_cents} isTotal />
          <Line label={`Book balance (${report.statement_date})`} cents={report.book_balance_cents} isTotal />
          <TableRow>
            <TableCell className="font-semibold">Difference</TableCell>
            <TableCell
              data-testid="report-difference"
              className={cn(
                'text-right font-semibold tabular-nums',
                isZero ? 'text-emerald-700 dark:text-emerald-400' : 'text-destructive',
              )}
            >
              {formatAmount(report.difference_cents)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Table aria-label="Cleared this period" className="print:text-xs">
        <TableBody>
          <Line label="Beginning balance" cents={report.beginning_balance_cents} />
          <Line
            label={`Cleared deposits (${report.cleared_deposits.count})`}
            cents={report.cleared_deposits.total_cents}
          />
          <Line
            label={`Cleared checks and payments (${report.cleared_payments.count})`}
            cents={-Math.abs(report.cleared_payments.total_cents)}
          />
          <Line label="Statement ending balance" cents={report.ending_balance_cents} isTotal />
        </TableBody>
      </Table>
    </div>
  );
}

function Line({ label, cents, isTotal = false }: { label: string; cents: number; isTotal?: boolean }) {
  return (
    <TableRow className={cn(isTotal && 'border-t-2')}>
      <TableCell className={cn(isTotal && 'font-semibold')}>{label}</TableCell>
      <TableCell className={cn('text-right tabular-nums', isTotal && 'font-semibold')}>
        {formatAmount(cents)}
      </TableCell>
    </TableRow>
  );
}
