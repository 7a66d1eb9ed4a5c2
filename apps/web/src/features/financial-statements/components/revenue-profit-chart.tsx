import type { TPnlMonth } from '@groundwork/shared';
// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import { Bar, CartesianGrid, ComposedChart, ReferenceLine, XAxis, YAxis } from 'recharts';
import {
  ChartContainer,
  ChartLegend,
  ChartLegendContent,
  ChartTooltip,
  ChartTooltipContent,
  type TChartConfig,
} from '@/components/ui/chart';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { Figure, Percent } from './statement-parts';

const CONFIG: TChartConfig = {
  revenue: { label: 'Revenue', color: 'var(--chart-1)' },
  gross_profit: { label: 'Gross profit', color: 'var(--chart-3)' },
};

/** $1.2M, $35K, $900: an axis tick. */
function compactMoney(cents: number): string {
  const dollars = cents / 100;
  const abs = Math.abs(dollars);
  const sign = dollars < 0 ? '-' : '';
  if (abs >= 1_000_000) return `${sign}$${(abs / 1_000_000).toFixed(abs >= 10_000_000 ? 0 : 1)}M`;
  if (abs >= 1_000) return `${sign}$${(abs / 1_000).toFixed(abs >= 10_000 ? 0 : 1)}K`;
  return `${sign}$${abs.toFixed(0)}`;
}

/** Gross margin in percent of revenue (null without revenue). */
const margin = (revenue: number, grossProfit: number) =>
  revenue === 0 ? null : Math.round((grossProfit / revenue) * 1000) / 10;

/**
 * Monthly revenue and gross profit (issue 17, item 5): two bars a month, labelled axes, a text legend,
 * a tooltip with exact figures, and the same figures in the table beside it (for a screen reader and
 * on paper — never colour alone).
 */
export function RevenueProfitChart({ months }: { months: TPnlMonth[] }) {
  const revenue = months.reduce((sum, m) => sum + m.revenue_cents, 0);
  const grossProfit = months.reduce((sum, m) => sum + m.gross_profit_cents, 0);
  const data = months.map((m) => ({
    label: m.label,
    revenue: m.revenue_cents,
    gross_profit: m.gross_profit_cents,
  }));
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] print:grid-cols-1">
      <ChartContainer
        config={CONFIG}
        label={`Monthly revenue and gross profit, ${months[0]?.label ?? ''} to ${months.at(-1)?.label ?? ''}`}
        className="max-h-80 min-h-56"
      >
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid vertical={false} />
          <XAxis dataKey="label" tickLine={false} axisLine={false} tickMargin={8} minTickGap={12} />
          <YAxis tickFormatter={compactMoney} tickLine={false} axisLine={false} width={64} />
          <ReferenceLine y={0} stroke="var(--border)" />
          <ChartTooltip content={<ChartTooltipContent formatValue={formatCents} />} />
          <ChartLegend content={<ChartLegendContent />} itemSorter={null} />
          <Bar
            dataKey="revenue"
            name="Revenue"
            fill="var(--color-revenue)"
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
          <Bar
            dataKey="gross_profit"
            name="Gross profit"
            fill="var(--color-gross_profit)"
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ChartContainer>
      <div className="max-h-80 overflow-y-auto print:max-h-none">
        <Table aria-label="Monthly revenue and gross profit" className="text-xs">
          <TableHeader>
            <TableRow>
              <TableHead>Month</TableHead>
              <TableHead className="text-right">Revenue</TableHead>
              <TableHead className="text-right">Gross profit</TableHead>
              <TableHead className="text-right">Margin</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {months.map((m) => (
              <TableRow key={m.month}>
                <TableCell>{m.label}</TableCell>
                <TableCell className="text-right">
                  <Figure cents={m.revenue_cents} what={`Revenue, ${m.label}`} />
                </TableCell>
                <TableCell className="text-right">
                  <Figure cents={m.gross_profit_cents} what={`Gross profit, ${m.label}`} />
                </TableCell>
                <TableCell className="text-right">
                  <Percent value={margin(m.revenue_cents, m.gross_profit_cents)} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell className="font-semibold">Total</TableCell>
              <TableCell className="text-right font-semibold">
                <Figure cents={revenue} what="Revenue, total" />
              </TableCell>
              <TableCell className="text-right font-semibold">
                <Figure cents={grossProfit} what="Gross profit, total" />
              </TableCell>
              <TableCell className="text-right font-semibold">
                <Percent value={margin(revenue, grossProfit)} />
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </div>
    </div>
  );
}
