// Subpath import: money needs no zod.

import type { TProfitFade } from '@groundwork/shared';
import { formatCents } from '@groundwork/shared/money/money';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { monthLabel, percentText } from '../wip-params';
import { overUnderText } from './wip-schedule-table';

const HEADS = [
  'Revised contract',
  'Est. total cost',
  'Est. gross profit',
  'Margin',
  'Cost to date',
  '% complete',
  'Billed to date',
  'Over/(under)',
] as const;

/** The months of the profit fade with their figures (the chart's values and what they come from). */
export function ProfitFadeTable({ fade, isAllJobs }: { fade: TProfitFade; isAllJobs: boolean }) {
  return (
    <Table aria-label="Gross margin by month" className="text-xs print:text-[10px]">
      <TableHeader>
        <TableRow>
          <TableHead>Month end</TableHead>
          {isAllJobs ? <TableHead className="text-right">Jobs</TableHead> : null}
          {HEADS.map((head) => (
            <TableHead key={head} className="h-auto whitespace-normal py-2 text-right leading-tight">
              {head}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {fade.months.map((m) => (
          <TableRow key={m.period_end}>
            <TableCell className="whitespace-nowrap">
              {monthLabel(m.period_end)}
              {!isAllJobs && m.estimates_set > 0 ? (
                <span className="ml-1.5 text-[10px] text-muted-foreground uppercase">estimate set</span>
              ) : null}
            </TableCell>
            {isAllJobs ? <TableCell className="text-right tabular-nums">{m.jobs}</TableCell> : null}
            <TableCell className="text-right tabular-nums">{formatCents(m.revised_contract_cents)}</TableCell>
            <TableCell className="text-right tabular-nums">
              {formatCents(m.estimated_total_cost_cents)}
            </TableCell>
            <TableCell
              className={cn(
                'text-right tabular-nums',
                m.estimated_gross_profit_cents < 0 && 'text-destructive',
              )}
            >
              {formatCents(m.estimated_gross_profit_cents)}
            </TableCell>
            <TableCell
              className={cn(
                'text-right font-medium tabular-nums',
                (m.estimated_margin_bps ?? 0) < 0 && 'text-destructive',
              )}
            >
              {percentText(m.estimated_margin_bps)}
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatCents(m.cost_to_date_cents)}</TableCell>
            <TableCell className="text-right tabular-nums">{percentText(m.percent_complete_bps)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatCents(m.billed_to_date_cents)}</TableCell>
            <TableCell className="text-right tabular-nums">{overUnderText(m.over_under_cents)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
