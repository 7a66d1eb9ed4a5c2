import { AGING_BUCKET_LABELS, formatCents, type TAgingFigures, type TAgingReport } from '@groundwork/shared';
import * as React from 'react';
import { Link } from 'react-router';
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

const COLUMNS = [
  ['current_cents', AGING_BUCKET_LABELS.current],
  ['days_1_30_cents', AGING_BUCKET_LABELS.days_1_30],
  ['days_31_60_cents', AGING_BUCKET_LABELS.days_31_60],
  ['days_61_90_cents', AGING_BUCKET_LABELS.days_61_90],
  ['over_90_cents', AGING_BUCKET_LABELS.over_90],
  ['total_cents', 'Total open'],
  ['retainage_held_cents', 'Retainage held'],
] as const satisfies readonly (readonly [keyof TAgingFigures, string])[];

const bucketColumn = {
  current: 'current_cents',
  days_1_30: 'days_1_30_cents',
  days_31_60: 'days_31_60_cents',
  days_61_90: 'days_61_90_cents',
  over_90: 'over_90_cents',
} as const;

const money = (cents: number) => (cents === 0 ? '—' : formatCents(cents));

/**
 * AR aging: a row per customer (its applications under it when opened), the five buckets, total open,
 * retainage held apart and credits; totals below.
 */
export function AgingTable({ report }: { report: TAgingReport }) {
  const [openCustomers, setOpenCustomers] = React.useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpenCustomers((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <div className="overflow-x-auto">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="sticky left-0 min-w-44 bg-card">Customer</TableHead>
            {COLUMNS.map(([key, label]) => (
              <TableHead key={key} className="whitespace-nowrap text-right">
                {label}
              </TableHead>
            ))}
            <TableHead className="text-right">Credits</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {report.customers.map((c) => {
            const isOpen = openCustomers.has(c.customer_id);
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
                      onClick={() => toggle(c.customer_id)}
                    >
                      {c.customer_name}
                    </Button>
                    <div className="text-muted-foreground text-xs">
                      {c.customer_number} · {details.length} application{details.length === 1 ? '' : 's'}
                    </div>
                  </TableCell>
                  {COLUMNS.map(([key]) => (
                    <TableCell
                      key={key}
                      className={`text-right tabular-nums ${key === 'total_cents' ? 'font-medium' : ''}`}
                    >
                      {money(c[key])}
                    </TableCell>
                  ))}
                  <TableCell className="text-right tabular-nums">{money(c.credit_cents)}</TableCell>
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
                        {COLUMNS.map(([key]) => (
                          <TableCell key={key} className="text-right tabular-nums">
                            {key === bucketColumn[d.bucket] || key === 'total_cents'
                              ? money(d.open_cents)
                              : key === 'retainage_held_cents'
                                ? money(d.retainage_held_cents)
                                : ''}
                          </TableCell>
                        ))}
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
            {COLUMNS.map(([key]) => (
              <TableCell key={key} className="text-right font-medium tabular-nums">
                {formatCents(report.totals[key])}
              </TableCell>
            ))}
            <TableCell className="text-right font-medium tabular-nums">
              {formatCents(report.totals.credit_cents)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </div>
  );
}
