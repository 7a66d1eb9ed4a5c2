import {
  AGING_BUCKET_FIGURE,
  AGING_BUCKET_LABELS,
  AGING_BUCKETS,
  type TAgingFigures,
} from '@groundwork/shared';
// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import { Bar, BarChart, CartesianGrid, LabelList, XAxis, YAxis } from 'recharts';
import {
  ChartContainer,
  ChartLegend,
  ChartLegendContent,
  ChartTooltip,
  ChartTooltipContent,
  type TChartConfig,
} from '@/components/ui/chart';

const CONFIG: TChartConfig = {
  open: { label: 'Open amount by days past due', color: 'var(--chart-1)' },
};

/** $1.2M, $350K, $900: short enough for the axis. */
function compactDollars(cents: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(cents / 100);
}

export function agingChartPoints(totals: TAgingFigures) {
  return AGING_BUCKETS.map((bucket) => ({
    bucket: AGING_BUCKET_LABELS[bucket] === 'Current' ? 'Current' : `${AGING_BUCKET_LABELS[bucket]} days`,
    open: totals[AGING_BUCKET_FIGURE[bucket]],
  }));
}

/**
 * The AR aging's buckets (issue 17, item 5): a bar per bucket of the whole aging's open amount, each
 * labelled with its amount; the legend and the retainage note are text. The same figures are the
 * totals row of the table below it.
 */
export function AgingChart({ totals, asOf }: { totals: TAgingFigures; asOf: string }) {
  const data = agingChartPoints(totals);
  const label = `AR aging buckets on ${asOf}: ${data.map((d) => `${d.bucket} ${formatCents(d.open)}`).join(', ')}`;
  return (
    <div className="grid gap-2 break-inside-avoid">
      <ChartContainer config={CONFIG} label={label} className="max-h-72 min-h-56">
        <BarChart data={data} margin={{ top: 24, right: 8, left: 8, bottom: 0 }}>
          <CartesianGrid vertical={false} />
          <XAxis dataKey="bucket" tickLine={false} axisLine={false} interval={0} />
          <YAxis tickLine={false} axisLine={false} width={64} tickFormatter={compactDollars} />
          <ChartTooltip content={<ChartTooltipContent formatValue={formatCents} />} />
          <ChartLegend content={<ChartLegendContent />} />
          <Bar dataKey="open" fill="var(--color-open)" radius={[3, 3, 0, 0]} isAnimationActive={false}>
            <LabelList
              dataKey="open"
              position="top"
              className="fill-foreground"
              fontSize={11}
              formatter={(value: unknown) => formatCents(Number(value))}
            />
          </Bar>
        </BarChart>
      </ChartContainer>
      <p className="text-center text-muted-foreground text-xs">
        Retainage held, {formatCents(totals.retainage_held_cents)}, is not aged and is not in the bars.
      </p>
    </div>
  );
}
