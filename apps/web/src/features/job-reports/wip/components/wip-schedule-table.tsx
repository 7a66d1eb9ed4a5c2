// Subpath import: money needs no zod.

import type { TWipSchedule, TWipScheduleRow, TWipTotalsOut } from '@groundwork/shared';
import { formatCents } from '@groundwork/shared/money/money';
import type * as React from 'react';
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
import { cn } from '@/lib/utils';
import { percentText } from '../wip-params';
import { EstimateCell } from './estimate-cell';

/** Over/(under) as accountants print it: an under-billing in parentheses. */
export function overUnderText(cents: number): string {
  return cents < 0 ? `(${formatCents(-cents)})` : formatCents(cents);
}

function Money({ cents, className }: { cents: number; className?: string }) {
  return (
    <span className={cn('whitespace-nowrap tabular-nums', cents < 0 && 'text-destructive', className)}>
      {formatCents(cents)}
    </span>
  );
}

function OverUnder({ cents }: { cents: number }) {
  return (
    <span className="whitespace-nowrap tabular-nums">
      {overUnderText(cents)}
      <span className="sr-only">{cents > 0 ? ' over-billed' : cents < 0 ? ' under-billed' : ''}</span>
    </span>
  );
}

const HEADS = [
  'Revised contract',
  'Cost to date',
  'Est. cost to complete',
  'Est. total cost',
  '% complete',
  'Earned revenue',
  'Billed to date',
  'Over/(under)',
  'Est. gross profit',
  'Margin',
] as const;

function FigureCells({
  figures,
  estimate,
}: {
  figures: TWipScheduleRow | (TWipTotalsOut & { estimated_margin_bps: number | null });
  estimate: React.ReactNode;
}) {
  return (
    <>
      <TableCell className="text-right">
        <Money cents={figures.revised_contract_cents} />
      </TableCell>
      <TableCell className="text-right">
        <Money cents={figures.cost_to_date_cents} />
      </TableCell>
      <TableCell className="text-right">{estimate}</TableCell>
      <TableCell className="text-right">
        <Money cents={figures.estimated_total_cost_cents} />
      </TableCell>
      <TableCell className="text-right tabular-nums">{percentText(figures.percent_complete_bps)}</TableCell>
      <TableCell className="text-right">
        <Money cents={figures.earned_revenue_cents} />
      </TableCell>
      <TableCell className="text-right">
        <Money cents={figures.billed_to_date_cents} />
      </TableCell>
      <TableCell className="text-right font-medium">
        <OverUnder cents={figures.over_under_cents} />
      </TableCell>
      <TableCell className="text-right">
        <Money cents={figures.estimated_gross_profit_cents} />
      </TableCell>
      <TableCell
        className={cn(
          'text-right tabular-nums',
          (figures.estimated_margin_bps ?? 0) < 0 && 'text-destructive',
        )}
      >
        {percentText(figures.estimated_margin_bps)}
      </TableCell>
    </>
  );
}

/**
 * The schedule: a row per job (the loss jobs flagged with their provision), the totals, and the
 * estimated cost to complete editable in place. Wide: it scrolls sideways on a small screen and prints
 * in small type.
 */
export function WipScheduleTable({
  schedule,
  lockedReason,
}: {
  schedule: TWipSchedule;
  lockedReason: string | null;
}) {
  const t = schedule.totals;
  return (
    <Table
      aria-label={`WIP schedule for the period ending ${schedule.period_end}`}
      className="text-sm print:text-[9px]"
    >
      <TableHeader>
        <TableRow>
          <TableHead className="sticky left-0 z-10 h-auto bg-background py-2">Job</TableHead>
          {HEADS.map((head) => (
            <TableHead key={head} className="h-auto whitespace-normal py-2 text-right leading-tight">
              {head}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {schedule.rows.map((row) => (
          <TableRow key={row.job_id} data-job={row.job_number}>
            <TableCell className="sticky left-0 z-10 min-w-40 bg-background">
              <div className="flex flex-wrap items-center gap-1.5">
                <Link
                  to={`/reports/profit-fade?job_id=${row.job_id}`}
                  className="font-medium underline-offset-4 hover:underline"
                  title={`Profitability over time of ${row.job_number}`}
                >
                  {row.job_number}
                </Link>
                {row.is_loss ? (
                  <Badge
                    variant="destructive"
                    title={`Projected loss recognised in full: provision ${formatCents(row.loss_provision_cents)}`}
                  >
                    Loss
                  </Badge>
                ) : null}
              </div>
              <div className="max-w-48 truncate text-muted-foreground">{row.job_name}</div>
              {row.is_loss ? (
                <div className="text-destructive text-xs">
                  Provision {formatCents(row.loss_provision_cents)}
                </div>
              ) : null}
            </TableCell>
            <FigureCells
              figures={row}
              estimate={
                <EstimateCell row={row} periodEnd={schedule.period_end} lockedReason={lockedReason} />
              }
            />
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow className="font-semibold">
          <TableCell className="sticky left-0 z-10 bg-muted">
            Total ({schedule.rows.length} {schedule.rows.length === 1 ? 'job' : 'jobs'})
            {t.loss_jobs > 0 ? (
              <div className="font-normal text-destructive text-xs">
                Loss provision {formatCents(t.loss_provision_cents)}
              </div>
            ) : null}
          </TableCell>
          <FigureCells figures={t} estimate={<Money cents={t.cost_to_complete_cents} />} />
        </TableRow>
      </TableFooter>
    </Table>
  );
}
