// Subpath import: money needs no zod.

import type { TWipSchedule } from '@groundwork/shared';
import { formatCents } from '@groundwork/shared/money/money';
import { Bar, BarChart, CartesianGrid, LabelList, ReferenceLine, XAxis, YAxis } from 'recharts';
import {
  ChartContainer,
  ChartLegend,
  ChartLegendContent,
  ChartTooltip,
  ChartTooltipContent,
  type TChartConfig,
} from '@/components/ui/chart';
import { compactDollars, monthLabel } from '../wip-params';
import { overUnderText } from './wip-schedule-table';

/** Over-billed above the line, under-billed below it: two series so the legend names both in words. */
const CONFIG: TChartConfig = {
  over: {
    label: 'Over-billed (billings in excess of costs and estimated earnings)',
    color: 'var(--chart-2)',
  },
  under: {
    label: 'Under-billed (costs and estimated earnings in excess of billings)',
    color: 'var(--chart-1)',
  },
};

/** More bars than this are unreadable: the largest ones are charted, every job is in the table. */
export const CHART_MAX_JOBS = 30;

type TPoint = { job: string; name: string; over: number; under: number };

/** The jobs to chart: the largest over/under billings, in job order. */
export function chartPoints(schedule: TWipSchedule, max = CHART_MAX_JOBS): TPoint[] {
  const largest = [...schedule.rows]
    .filter((r) => r.over_under_cents !== 0)
    .sort((a, b) => Math.abs(b.over_under_cents) - Math.abs(a.over_under_cents))
    .slice(0, max);
  const kept = new Set(largest.map((r) => r.job_id));
  return schedule.rows
    .filter((r) => kept.has(r.job_id))
    .map((r) => ({
      job: r.job_number,
      name: r.job_name,
      over: Math.max(r.over_under_cents, 0),
      under: Math.min(r.over_under_cents, 0),
    }));
}

/**
 * WIP over/under billings across jobs (issue 17, item 5): a bar per job, over-billings up and
 * under-billings down from zero, each bar labelled with its amount, the legend in words and the
 * totals written under the chart — readable without colour, and printable.
 */
export function WipOverUnderChart({ schedule }: { schedule: TWipSchedule }) {
  const points = chartPoints(schedule);
  const t = schedule.totals;
  const period = monthLabel(schedule.period_end);
  const jobsWithBalance = schedule.rows.filter((r) => r.over_under_cents !== 0).length;
  const totals = (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3" aria-label="Over/under billing totals">
      <div>
        <dt className="text-muted-foreground">Over-billings (liability)</dt>
        <dd className="font-medium tabular-nums" data-testid="wip-over-total">
          {formatCents(t.over_billings_cents)}
        </dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Under-billings (asset)</dt>
        <dd className="font-medium tabular-nums" data-testid="wip-under-total">
          {formatCents(t.under_billings_cents)}
        </dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Net over/(under)</dt>
        <dd className="font-medium tabular-nums">{overUnderText(t.over_under_cents)}</dd>
      </div>
    </dl>
  );
  return (
    <section className="grid gap-3 print:break-inside-avoid" aria-labelledby="wip-chart-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="wip-chart-title" className="font-medium">
          Over/(under) billings by job — {period}
        </h3>
        {jobsWithBalance > points.length ? (
          <p className="text-muted-foreground text-xs">
            The {points.length} largest of {jobsWithBalance} jobs; every job is in the table.
          </p>
        ) : null}
      </div>
      {points.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground text-sm">
          Every job is billed exactly as earned: nothing over or under.
        </p>
      ) : (
        <ChartContainer
          config={CONFIG}
          label={`Over and under billings by job at ${period}: over-billings ${formatCents(t.over_billings_cents)}, under-billings ${formatCents(t.under_billings_cents)}`}
          className="max-h-96 min-h-72"
        >
          <BarChart
            data={points}
            stackOffset="sign"
            maxBarSize={56}
            margin={{ top: 20, right: 8, left: 8, bottom: 20 }}
          >
            <CartesianGrid vertical={false} />
            <XAxis
              dataKey="job"
              tickLine={false}
              axisLine={false}
              interval={0}
              angle={points.length > 8 ? -35 : 0}
              textAnchor={points.length > 8 ? 'end' : 'middle'}
              height={points.length > 8 ? 56 : 30}
            />
            {/* Room above and below the tallest bars for their labels. */}
            <YAxis
              tickLine={false}
              axisLine={false}
              width={72}
              tickFormatter={compactDollars}
              padding={{ top: 18, bottom: 18 }}
            />
            <ReferenceLine y={0} stroke="var(--foreground)" strokeOpacity={0.5} />
            <ChartTooltip content={<ChartTooltipContent formatValue={formatCents} />} />
            <ChartLegend content={<ChartLegendContent />} itemSorter={null} />
            {(['over', 'under'] as const).map((key) => (
              <Bar
                key={key}
                dataKey={key}
                stackId="billing"
                fill={`var(--color-${key})`}
                isAnimationActive={false}
              >
                <LabelList
                  dataKey={key}
                  position={key === 'over' ? 'top' : 'bottom'}
                  className="fill-foreground"
                  fontSize={10}
                  formatter={(value: unknown) =>
                    Number(value) === 0
                      ? ''
                      : key === 'under'
                        ? `(${compactDollars(-Number(value))})`
                        : compactDollars(Number(value))
                  }
                />
              </Bar>
            ))}
          </BarChart>
        </ChartContainer>
      )}
      {totals}
    </section>
  );
}
