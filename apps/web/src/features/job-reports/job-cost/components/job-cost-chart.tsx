import type { TJobCostCategorySubtotal, TJobCostReport } from '@groundwork/shared';
// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import { Bar, BarChart, CartesianGrid, LabelList, XAxis, YAxis } from 'recharts';
import { FilterSelect } from '@/components/filter-select';
import {
  ChartContainer,
  ChartLegend,
  ChartLegendContent,
  ChartTooltip,
  ChartTooltipContent,
  type TChartConfig,
} from '@/components/ui/chart';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

/** The three series: what the job may spend, what it has promised, what it has spent. */
const CONFIG: TChartConfig = {
  budget: { label: 'Revised budget', color: 'var(--chart-1)' },
  committed: { label: 'Committed', color: 'var(--chart-2)' },
  actual: { label: 'Actual', color: 'var(--chart-3)' },
};

/** $1.2M, $350K, $900: short enough for an axis and a bar's label. */
export function compactDollars(cents: number): string {
  const dollars = cents / 100;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }).format(dollars);
}

type TPoint = { category: string; budget: number; committed: number; actual: number };

function points(categories: readonly TJobCostCategorySubtotal[], names: Map<string, string>): TPoint[] {
  return categories.map((c) => ({
    category: `${c.cost_category_code} ${names.get(c.cost_category_id) ?? ''}`.trim(),
    budget: c.revised_budget_cents,
    committed: c.committed_cents,
    actual: c.actual_cents,
  }));
}

/**
 * Job cost by category (issue 17, item 5): revised budget, committed and actual side by side per cost
 * category, for the whole report or one of its jobs. Bars carry their amounts, the legend is text and
 * the same figures are in the table beside the chart (a screen reader, a printout in greyscale).
 */
export function JobCostChart({
  report,
  jobId,
  onJobChange,
}: {
  report: TJobCostReport;
  /** '' for every job of the report together. */
  jobId: string;
  onJobChange: (jobId: string) => void;
}) {
  const names = new Map(report.cost_categories.map((c) => [c.id, c.description]));
  // A report of one job charts that job.
  const job = report.jobs.length === 1 ? report.jobs[0] : report.jobs.find((j) => j.job_id === jobId);
  const subject = job ? `${job.job_number} ${job.job_name}` : `all ${report.jobs.length} jobs of the report`;
  const data = points(job ? job.category_subtotals : report.category_totals, names);
  const label = `Job cost by category for ${subject}: revised budget, committed and actual as of ${report.as_of}`;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 className="font-medium">Job cost by category — {subject}</h3>
        {report.jobs.length > 1 ? (
          <FilterSelect
            id="job-cost-chart-job"
            label="Chart of"
            value={jobId}
            className="w-72 print:hidden"
            onChange={onJobChange}
          >
            <option value="">All jobs of the report</option>
            {report.jobs.map((j) => (
              <option key={j.job_id} value={j.job_id}>
                {j.job_number} — {j.job_name}
              </option>
            ))}
          </FilterSelect>
        ) : null}
      </div>
      {data.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground text-sm">
          No budget, commitments or cost to chart.
        </p>
      ) : (
        <div className="grid gap-4 2xl:grid-cols-[minmax(0,3fr)_minmax(28rem,2fr)]">
          <ChartContainer config={CONFIG} label={label} className="max-h-80 min-h-64">
            <BarChart data={data} margin={{ top: 24, right: 8, left: 8, bottom: 0 }} barGap={2}>
              <CartesianGrid vertical={false} />
              <XAxis dataKey="category" tickLine={false} axisLine={false} interval={0} />
              <YAxis tickLine={false} axisLine={false} width={64} tickFormatter={compactDollars} />
              <ChartTooltip content={<ChartTooltipContent formatValue={formatCents} />} />
              {/* In the bars' order (budget, committed, actual), not alphabetical. */}
              <ChartLegend content={<ChartLegendContent />} itemSorter={null} />
              {Object.keys(CONFIG).map((key) => (
                <Bar
                  key={key}
                  dataKey={key}
                  fill={`var(--color-${key})`}
                  radius={[3, 3, 0, 0]}
                  isAnimationActive={false}
                >
                  <LabelList
                    dataKey={key}
                    position="top"
                    className="fill-foreground"
                    fontSize={10}
                    formatter={(value: unknown) => (Number(value) === 0 ? '' : compactDollars(Number(value)))}
                  />
                </Bar>
              ))}
            </BarChart>
          </ChartContainer>
          <Table aria-label={`Figures of the chart: ${subject}`} className="text-xs">
            <TableHeader>
              <TableRow>
                <TableHead>Category</TableHead>
                <TableHead className="text-right">Revised budget</TableHead>
                <TableHead className="text-right">Committed</TableHead>
                <TableHead className="text-right">Actual</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.map((point) => (
                <TableRow key={point.category}>
                  <TableCell>{point.category}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCents(point.budget)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCents(point.committed)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCents(point.actual)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </div>
  );
}
