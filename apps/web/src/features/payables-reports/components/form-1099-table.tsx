import { formatCents, type T1099Report } from '@groundwork/shared';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';

const address = (v: T1099Report['vendors'][number]) =>
  [v.address, [v.city, [v.state, v.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')]
    .filter(Boolean)
    .join(', ');

/** The 1099 vendors paid in the year: tax ID (last four digits), address, payments and total. */
export function Form1099Table({ report }: { report: T1099Report }) {
  return (
    <div className="overflow-x-auto">
      <Table aria-label={`1099 vendors ${report.year}`}>
        <TableHeader>
          <TableRow>
            <TableHead>Vendor</TableHead>
            <TableHead>Tax ID</TableHead>
            <TableHead className="max-md:hidden">Address</TableHead>
            <TableHead className="text-right">Payments</TableHead>
            <TableHead className="text-right">Total paid</TableHead>
            <TableHead>1099</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {report.vendors.map((v) => (
            <TableRow key={v.vendor_id}>
              <TableCell className="max-w-64">
                <Link className="font-medium hover:underline" to={`/vendors/${v.vendor_id}`}>
                  {v.vendor_name}
                </Link>
                <div className="font-mono text-muted-foreground text-xs">{v.vendor_number}</div>
              </TableCell>
              <TableCell className="whitespace-nowrap font-mono">
                {v.tax_id ?? <span className="font-sans text-destructive text-sm">Missing</span>}
              </TableCell>
              <TableCell className="max-w-72 truncate max-md:hidden">{address(v) || '—'}</TableCell>
              <TableCell className="text-right tabular-nums">{v.payment_count}</TableCell>
              <TableCell className="text-right font-medium tabular-nums">
                {formatCents(v.total_paid_cents)}
              </TableCell>
              <TableCell>
                {v.is_reportable ? (
                  <Badge>Reportable</Badge>
                ) : (
                  <Badge variant="outline" className="text-muted-foreground">
                    Under {formatCents(report.threshold_cents)}
                  </Badge>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter className="bg-muted">
          <TableRow>
            <TableCell className="font-medium">Total</TableCell>
            <TableCell />
            <TableCell className="max-md:hidden" />
            <TableCell className="text-right font-medium tabular-nums">
              {report.vendors.reduce((s, v) => s + v.payment_count, 0)}
            </TableCell>
            <TableCell className="text-right font-medium tabular-nums">
              {formatCents(report.total_paid_cents)}
            </TableCell>
            <TableCell className="font-medium">{report.reportable_count} reportable</TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </div>
  );
}
