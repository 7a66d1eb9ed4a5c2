import type { TProfitFade } from '@groundwork/shared';
import { CartesianGrid, LabelList, Line, LineChart, ReferenceLine, XAxis, YAxis } from 'recharts';
import {
  ChartContainer,
  ChartLegend,
  ChartLegendContent,
  ChartTooltip,
  ChartTooltipContent,
  type TChartConfig,
} from '@/components/ui/chart';
import { shortMonthLabel } from '../wip-params';

const CONFIG: TChartConfig = {
  margin: { label: 'Estimated gross margin (as projected at each month end)', color: 'var(--chart-1)' },
};

/** Margin in percent for the chart (basis points ÷ 100); null leaves a gap. */
export function fadePoints(fade: TProfitFade) {
  return fade.months.map((m) => ({
    month: shortMonthLabel(m.period_end),
    margin: m.estimated_margin_bps === null ? null : m.estimated_margin_bps / 100,
  }));
}

/** Round ticks for the margin axis: 0 always in range, steps of 5, 10 or 20 points, room for the labels. */
export function marginAxis(margins: readonly number[]): { ticks: number[] } {
  const min = Math.min(0, ...margins);
  const max = Math.max(0, ...margins);
  const step = max - min > 80 ? 20 : max - min > 30 ? 10 : 5;
  let lo = Math.floor(min / step) * step;
  let hi = Math.ceil(max / step) * step;
  // A point too close to the edge would lose its label: one more step.
  if (min < 0 && min - lo < step / 2) lo -= step;
  if (hi - max < step / 2) hi += step;
  const ticks: number[] = [];
  for (let t = lo; t <= hi; t += step) ticks.push(t);
  return { ticks };
}

/**
 * The profit fade (issue 17, item 5): the estimated gross margin month by month, each point as it
 * was projected then. Every point carries its value; the table below holds the same figures.
 */
export function ProfitFadeChart({ fade, subject }: { fade: TProfitFade; subject: string }) {
  const points = fadePoints(fade);
  const axis = marginAxis(points.map((p) => p.margin).filter((m): m is number => m !== null));
  const fadeText =
    fade.fade_bps === null
      ? 'not enough months with a margin to measure a fade'
      : fade.fade_bps === 0
        ? 'unchanged from the first month to the last'
        : `${fade.fade_bps > 0 ? 'up' : 'down'} ${(Math.abs(fade.fade_bps) / 100).toFixed(2)} percentage points from the first month to the last`;
  return (
    <section className="grid gap-3 print:break-inside-avoid" aria-labelledby="profit-fade-chart-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="profit-fade-chart-title" className="font-medium">
          Gross margin by month — {subject}
        </h3>
        <p className="text-muted-foreground text-sm" data-testid="profit-fade-summary">
          Margin {fadeText}.
        </p>
      </div>
      <ChartContainer
        config={CONFIG}
        label={`Estimated gross margin by month for ${subject}: ${fadeText}`}
        className="max-h-80 min-h-64"
      >
        <LineChart data={points} margin={{ top: 24, right: 24, left: 8, bottom: 0 }}>
          <CartesianGrid vertical={false} />
          <XAxis dataKey="month" tickLine={false} axisLine={false} />
          <YAxis
            tickLine={false}
            axisLine={false}
            width={56}
            tickFormatter={(value: number) => `${value} %`}
            domain={[axis.ticks[0] as number, axis.ticks.at(-1) as number]}
            ticks={axis.ticks}
          />
          <ReferenceLine y={0} stroke="var(--foreground)" strokeOpacity={0.5} />
          <ChartTooltip content={<ChartTooltipContent formatValue={(v) => `${v.toFixed(2)} %`} />} />
          <ChartLegend content={<ChartLegendContent />} verticalAlign="top" />
          <Line
            dataKey="margin"
            type="linear"
            stroke="var(--color-margin)"
            strokeWidth={2}
            dot={{ r: 3, fill: 'var(--color-margin)' }}
            connectNulls={false}
            isAnimationActive={false}
          >
            <LabelList
              dataKey="margin"
              position="top"
              className="fill-foreground"
              fontSize={10}
              formatter={(value: unknown) =>
                value === null || value === undefined ? '' : `${Number(value).toFixed(1)} %`
              }
            />
          </Line>
        </LineChart>
      </ChartContainer>
    </section>
  );
}
