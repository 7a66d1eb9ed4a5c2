import {
  JOB_COST_FIGURE_COLUMNS,
  type TJobCostReport,
  type TJobCostReportFigures,
  type TJobCostReportJob,
  type TJobCostReportLine,
} from '@groundwork/shared';
// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import { ChevronDown, ChevronRight } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import type { TDrilledCell } from './cost-lines-dialog';

const money = (cents: number) => (cents === 0 ? '—' : formatCents(cents));

type TNames = { codes: Map<string, string>; categories: Map<string, string> };

/** An amount cell; the variance in red below zero (a projected overrun); zero as a dash. */
function FigureCell({
  figures,
  column,
  onDrill,
  drillLabel,
}: {
  figures: TJobCostReportFigures;
  column: (typeof JOB_COST_FIGURE_COLUMNS)[number];
  onDrill?: () => void;
  drillLabel?: string;
}) {
  const cents = figures[column.key];
  const text = money(cents);
  return (
    <td
      className={cn(
        'whitespace-nowrap px-2 py-1.5 text-right tabular-nums',
        cents === 0 && 'text-muted-foreground',
        column.key === 'variance_cents' && cents < 0 && 'font-semibold text-destructive',
      )}
    >
      {onDrill && cents !== 0 ? (
        <button
          type="button"
          className="text-primary underline-offset-4 hover:underline print:text-foreground"
          aria-label={drillLabel}
          onClick={onDrill}
        >
          {text}
        </button>
      ) : (
        text
      )}
    </td>
  );
}

function FigureCells({
  figures,
  onDrillActual,
  drillLabel,
}: {
  figures: TJobCostReportFigures;
  onDrillActual?: () => void;
  drillLabel?: string;
}) {
  return JOB_COST_FIGURE_COLUMNS.map((column) => (
    <FigureCell
      key={column.key}
      figures={figures}
      column={column}
      onDrill={column.key === 'actual_cents' ? onDrillActual : undefined}
      drillLabel={drillLabel}
    />
  ));
}

/** The row's label; it stays in view while the figures scroll sideways (a solid background under it). */
function FirstCell({
  children,
  indent = 0,
  className,
}: {
  children: React.ReactNode;
  indent?: number;
  className?: string;
}) {
  return (
    <th
      scope="row"
      className={cn('sticky left-0 z-[1] bg-card px-2 py-1.5 text-left font-normal print:static', className)}
      style={indent ? { paddingLeft: `${0.5 + indent * 1.25}rem` } : undefined}
    >
      {children}
    </th>
  );
}

function JobGroup({
  job,
  names,
  isExpanded,
  onToggle,
  onDrill,
}: {
  job: TJobCostReportJob;
  names: TNames;
  isExpanded: boolean;
  onToggle: () => void;
  onDrill: (cell: TDrilledCell) => void;
}) {
  const linesByCode = new Map<string, TJobCostReportLine[]>();
  for (const line of job.lines) {
    const list = linesByCode.get(line.cost_code_id);
    if (list) list.push(line);
    else linesByCode.set(line.cost_code_id, [line]);
  }
  const categoryName = (id: string) => names.categories.get(id) ?? '';
  return (
    <tbody data-job={job.job_number} className="border-t-2 border-border">
      <tr className="bg-muted font-semibold">
        <FirstCell className="bg-muted font-semibold">
          <span className="flex items-start gap-1.5">
            <button
              type="button"
              className="mt-0.5 rounded-sm text-muted-foreground hover:text-foreground print:hidden"
              aria-expanded={isExpanded}
              aria-label={`${isExpanded ? 'Hide' : 'Show'} the lines of ${job.job_number}`}
              onClick={onToggle}
            >
              {isExpanded ? <ChevronDown className="size-4" /> : <ChevronRight className="size-4" />}
            </button>
            <span className="grid gap-0.5">
              <span>
                <Link className="text-primary underline-offset-4 hover:underline" to={`/jobs/${job.job_id}`}>
                  {job.job_number}
                </Link>{' '}
                {job.job_name}
              </span>
              <span className="font-normal text-muted-foreground text-xs">
                {job.customer_name}
                {job.project_manager_name ? ` · PM ${job.project_manager_name}` : ''} · job total
                {job.cost_to_complete_basis === 'wip_estimate' ? (
                  <Badge variant="secondary" className="ml-1.5 font-normal">
                    Cost to complete: WIP estimate {job.wip_period_end}
                  </Badge>
                ) : null}
              </span>
            </span>
          </span>
        </FirstCell>
        <FigureCells
          figures={job.totals}
          onDrillActual={() =>
            onDrill({
              jobId: job.job_id,
              jobNumber: job.job_number,
              cell: null,
              title: job.job_name,
              actualCents: job.totals.actual_cents,
            })
          }
          drillLabel={`Journal lines behind the actual cost of ${job.job_number}`}
        />
      </tr>
      {isExpanded && job.lines.length === 0 ? (
        <tr>
          <td colSpan={1 + JOB_COST_FIGURE_COLUMNS.length} className="px-8 py-2 text-muted-foreground">
            No budget, commitments or cost on this job.
          </td>
        </tr>
      ) : null}
      {isExpanded
        ? job.cost_code_subtotals.map((code) => (
            <CostCodeRows
              key={code.cost_code_id}
              job={job}
              codeName={names.codes.get(code.cost_code_id) ?? ''}
              subtotal={code}
              lines={linesByCode.get(code.cost_code_id) ?? []}
              categoryName={categoryName}
              onDrill={onDrill}
            />
          ))
        : null}
      {isExpanded && job.category_subtotals.length > 0 ? (
        <>
          <tr>
            <FirstCell
              indent={1}
              className="pt-3 font-medium text-muted-foreground text-xs uppercase tracking-wide"
            >
              By category
            </FirstCell>
            <td colSpan={JOB_COST_FIGURE_COLUMNS.length} />
          </tr>
          {job.category_subtotals.map((category) => (
            <tr key={category.cost_category_id} className="font-medium" data-kind="category-subtotal">
              <FirstCell indent={1}>
                {category.cost_category_code} {categoryName(category.cost_category_id)}
              </FirstCell>
              <FigureCells figures={category} />
            </tr>
          ))}
        </>
      ) : null}
    </tbody>
  );
}

function CostCodeRows({
  job,
  codeName,
  subtotal,
  lines,
  categoryName,
  onDrill,
}: {
  job: TJobCostReportJob;
  codeName: string;
  subtotal: TJobCostReportFigures & { cost_code: string };
  lines: TJobCostReportLine[];
  categoryName: (id: string) => string;
  onDrill: (cell: TDrilledCell) => void;
}) {
  return (
    <>
      {lines.map((line) => {
        const title = `${line.cost_code} ${codeName} × ${line.cost_category_code} ${categoryName(line.cost_category_id)}`;
        return (
          <tr key={`${line.cost_code_id}|${line.cost_category_id}`} className="border-t border-border/50">
            <FirstCell indent={2} className="whitespace-nowrap">
              <span className="font-mono text-xs">{line.cost_code}</span> · {line.cost_category_code}{' '}
              {categoryName(line.cost_category_id)}
              {line.is_budgeted ? null : (
                <span className="text-muted-foreground text-xs"> (not budgeted)</span>
              )}
            </FirstCell>
            <FigureCells
              figures={line}
              onDrillActual={() =>
                onDrill({
                  jobId: job.job_id,
                  jobNumber: job.job_number,
                  cell: { costCodeId: line.cost_code_id, costCategoryId: line.cost_category_id },
                  title,
                  actualCents: line.actual_cents,
                })
              }
              drillLabel={`Journal lines behind the actual cost of ${job.job_number} ${title}`}
            />
          </tr>
        );
      })}
      <tr className="border-t font-medium" data-kind="cost-code-subtotal">
        <FirstCell indent={1} className="font-medium">
          <span className="font-mono text-xs">{subtotal.cost_code}</span> {codeName}
        </FirstCell>
        <FigureCells figures={subtotal} />
      </tr>
    </>
  );
}

/**
 * The report as a table grouped by job: the job's row carries its totals (the job opens its page, the
 * actual figure its journal lines); opened, a job shows per cost code its lines (code × category) and
 * subtotal, then its subtotals per category. The grand total closes the table when there are several jobs.
 */
export function JobCostTable({
  report,
  expanded,
  onToggle,
  onDrill,
}: {
  report: TJobCostReport;
  expanded: ReadonlySet<string>;
  onToggle: (jobId: string) => void;
  onDrill: (cell: TDrilledCell) => void;
}) {
  const names: TNames = {
    codes: new Map(report.cost_codes.map((c) => [c.id, c.description])),
    categories: new Map(report.cost_categories.map((c) => [c.id, c.description])),
  };
  return (
    <section
      aria-label="Job cost report, scrollable"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keyboard (WCAG 2.1.1, axe scrollable-region-focusable)
      tabIndex={0}
      className="relative max-h-[75vh] overflow-auto rounded-md border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring print:max-h-none print:overflow-visible"
    >
      <table aria-label="Job cost report" className="w-full border-collapse text-sm print:text-[10px]">
        <thead className="sticky top-0 z-10 bg-muted">
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-20 min-w-60 bg-muted px-2 py-2 text-left font-medium text-muted-foreground print:static"
            >
              Job · cost code · category
            </th>
            {JOB_COST_FIGURE_COLUMNS.map((column) => (
              <th
                key={column.key}
                scope="col"
                className="min-w-24 bg-muted px-2 py-2 text-right align-bottom font-medium text-muted-foreground"
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        {report.jobs.map((job) => (
          <JobGroup
            key={job.job_id}
            job={job}
            names={names}
            isExpanded={expanded.has(job.job_id)}
            onToggle={() => onToggle(job.job_id)}
            onDrill={onDrill}
          />
        ))}
        {report.jobs.length > 1 ? (
          <tfoot className="sticky bottom-0 border-t-2 bg-muted font-semibold print:static">
            <tr>
              <th scope="row" className="sticky left-0 z-[1] bg-muted px-2 py-2 text-left print:static">
                All {report.jobs.length} jobs
              </th>
              <FigureCells figures={report.totals} />
            </tr>
          </tfoot>
        ) : null}
      </table>
    </section>
  );
}
