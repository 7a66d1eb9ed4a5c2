import {
  AGING_BUCKET_LABELS,
  formatCents,
  type TApAgingFigures,
  type TApAgingReport,
} from '@groundwork/shared';
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
import { agingDetailLabel, dueText } from '../report-params';

const COLUMNS = [
  ['current_cents', AGING_BUCKET_LABELS.current],
  ['days_1_30_cents', AGING_BUCKET_LABELS.days_1_30],
  ['days_31_60_cents', AGING_BUCKET_LABELS.days_31_60],
  ['days_61_90_cents', AGING_BUCKET_LABELS.days_61_90],
  ['over_90_cents', AGING_BUCKET_LABELS.over_90],
  ['total_cents', 'Total open'],
  ['retainage_held_cents', 'Retainage held'],
] as const satisfies readonly (readonly [keyof TApAgingFigures, string])[];

const bucketColumn = {
  current: 'current_cents',
  days_1_30: 'days_1_30_cents',
  days_31_60: 'days_31_60_cents',
  days_61_90: 'days_61_90_cents',
  over_90: 'over_90_cents',
} as const;

const money = (cents: number) => (cents === 0 ? '—' : formatCents(cents));

/**
 * AP aging: a row per vendor (its bills under it when opened), the five buckets, total open and
 * retainage held apart; totals below. A bill opens its invoice.
 */
export function ApAgingTable({ report }: { report: TApAgingReport }) {
  const [openVendors, setOpenVendors] = React.useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpenVendors((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <div className="overflow-x-auto">
      <Table aria-label="AP aging">
        <TableHeader>
          <TableRow>
            <TableHead className="sticky left-0 min-w-52 bg-card">Vendor</TableHead>
            {COLUMNS.map(([key, label]) => (
              <TableHead key={key} className="whitespace-nowrap text-right">
                {label}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {report.vendors.map((v) => {
            const isOpen = openVendors.has(v.vendor_id);
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
                      onClick={() => toggle(v.vendor_id)}
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
                  {COLUMNS.map(([key]) => (
                    <TableCell
                      key={key}
                      className={`text-right tabular-nums ${key === 'total_cents' ? 'font-medium' : ''}`}
                    >
                      {money(v[key])}
                    </TableCell>
                  ))}
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
                        {COLUMNS.map(([key]) => (
                          <TableCell key={key} className="text-right tabular-nums">
                            {key === bucketColumn[d.bucket] || key === 'total_cents'
                              ? money(d.open_cents)
                              : key === 'retainage_held_cents'
                                ? money(d.retainage_held_cents)
                                : ''}
                          </TableCell>
                        ))}
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
          </TableRow>
        </TableFooter>
      </Table>
    </div>
  );
}
