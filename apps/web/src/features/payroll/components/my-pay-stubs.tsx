// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import { QueryState } from '@/components/query-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useMyChecks } from '../api/use-payroll-liabilities';
import { StubDownloadButton } from './stub-download-button';

/** The signed-in person's own checks of posted runs, each with its pay stub PDF. */
export function MyPayStubs() {
  const checks = useMyChecks();
  return (
    <QueryState query={checks} errorText="Could not load your pay stubs">
      {(items) =>
        items.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">
            No pay stubs yet: they appear once a payroll run paying you is posted.
          </p>
        ) : (
          <div className="overflow-x-auto">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Check date</TableHead>
                  <TableHead className="max-sm:hidden">Period</TableHead>
                  <TableHead className="text-right max-sm:hidden">Hours</TableHead>
                  <TableHead className="text-right">Gross</TableHead>
                  <TableHead className="text-right max-md:hidden">Taxes</TableHead>
                  <TableHead className="text-right max-md:hidden">Deductions</TableHead>
                  <TableHead className="text-right">Net</TableHead>
                  <TableHead>
                    <span className="sr-only">Pay stub</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {items.map((c) => (
                  <TableRow key={c.id}>
                    <TableCell className="whitespace-nowrap">{c.check_date}</TableCell>
                    <TableCell className="whitespace-nowrap max-sm:hidden">
                      {c.period_start} – {c.period_end}
                    </TableCell>
                    <TableCell className="text-right tabular-nums max-sm:hidden">{c.hours}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatCents(c.gross_cents)}</TableCell>
                    <TableCell className="text-right tabular-nums max-md:hidden">
                      {formatCents(c.employee_taxes_cents)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums max-md:hidden">
                      {formatCents(c.deductions_cents)}
                    </TableCell>
                    <TableCell className="text-right font-medium tabular-nums">
                      {formatCents(c.net_cents)}
                    </TableCell>
                    <TableCell className="text-right">
                      <StubDownloadButton
                        path={`/api/v1/payroll/my-checks/${c.id}/stub.pdf`}
                        fileName={`pay-stub-${c.check_date}.pdf`}
                        label="PDF"
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )
      }
    </QueryState>
  );
}
