import {
  formatCents,
  JOB_COST_FIGURE_COLUMNS,
  type TJobCostReport,
  type TJobCostReportFigures,
} from '@groundwork/shared';
import type { TPdfCompany } from '../../lib/pdf/company-header.ts';
import type { TReportColumn, TReportPdf, TReportRow } from '../../lib/pdf/report-pdf.ts';
import type { TCostLineRow } from '../payables-reports/job-cost-detail.ts';
import { costToCompleteBasisText, jobCostRows } from './job-cost-report-rows.ts';

/** Zero as a dash, as the screen shows it. */
const money = (cents: number) => (cents === 0 ? '—' : formatCents(cents));

const COLUMNS: TReportColumn[] = [
  { header: 'Cost code / category' },
  ...JOB_COST_FIGURE_COLUMNS.map((c) => ({ header: c.header, align: 'right' as const })),
];

const ACTUAL_INDEX = 1 + JOB_COST_FIGURE_COLUMNS.findIndex((c) => c.key === 'actual_cents');

const figureCells = (f: TJobCostReportFigures) => JOB_COST_FIGURE_COLUMNS.map((c) => money(f[c.key]));

export const JOB_COST_REPORT_NOTES = [
  'Revised budget = original budget + approved changes (approved customer change orders). Committed: issued, executed and closed commitments with their approved change orders. Actual: the ledger’s job cost through the date, plus the job-to-date cost an import brought as of its cut-over when that is on or before the date.',
  'Estimated cost to complete, per line: what is left to spend of the larger of the revised budget and the commitments, never below zero — unless the job has a WIP estimate for a period ending on or before the date: then that estimate, spread over the lines in proportion to their remaining cost (largest remainder), so the job agrees with the WIP schedule.',
  'Projected cost = actual + estimated cost to complete. Variance = revised budget − projected cost (negative: a projected overrun).',
];

/** One journal line behind an actual figure: date, entry, vendor and invoice or memo, its amount. */
function lineRow(line: TCostLineRow): TReportRow {
  const source = line.invoice_number
    ? `${line.vendor_name ?? ''} ${line.invoice_number}${line.is_reversal ? ' (void)' : ''}`
    : line.memo || line.source_type;
  const cells = COLUMNS.map(() => '');
  // A line of job-to-date cost brought by an import has no entry number.
  cells[0] = `${[line.entry_date, line.entry_number].filter(Boolean).join(' ')} · ${source}`;
  cells[ACTUAL_INDEX] = money(Number(line.amount));
  return { cells, indent: 3 };
}

/**
 * The report as a PDF (landscape: eight amount columns): per job a heading, per cost code its lines
 * and subtotal, the category subtotals and the job's total; the grand total and category totals of
 * all jobs when there are several. With `lines`, each line is followed by the journal lines behind
 * its actual cost.
 */
export function jobCostReportPdf(
  company: TPdfCompany,
  report: TJobCostReport,
  parameters: [string, string][],
  lines: readonly TCostLineRow[] | null,
): TReportPdf {
  const codeNames = new Map(report.cost_codes.map((c) => [c.id, c.description]));
  const categoryNames = new Map(report.cost_categories.map((c) => [c.id, c.description]));
  const lineKey = (job: string, code: string, category: string) => `${job}|${code}|${category}`;
  const byCell = new Map<string, TCostLineRow[]>();
  for (const line of lines ?? []) {
    const key = lineKey(line.job_id, line.cost_code, line.cost_category_code);
    const list = byCell.get(key);
    if (list) list.push(line);
    else byCell.set(key, [line]);
  }
  const rows: TReportRow[] = [];
  for (const job of report.jobs) {
    rows.push({
      cells: [
        `${job.job_number} — ${job.job_name} · ${job.customer_name} · cost to complete: ${costToCompleteBasisText(job)}`,
      ],
      kind: 'heading',
    });
    if (job.lines.length === 0) {
      rows.push({ cells: ['No budget, commitments or cost', ...figureCells(job.totals)], indent: 1 });
      continue;
    }
    for (const row of jobCostRows(job)) {
      if (row.kind === 'line') {
        const { line } = row;
        rows.push({
          cells: [
            `${line.cost_code} · ${line.cost_category_code} ${categoryNames.get(line.cost_category_id) ?? ''}`,
            ...figureCells(line),
          ],
          indent: 1,
        });
        for (const detail of byCell.get(lineKey(job.job_id, line.cost_code, line.cost_category_code)) ?? [])
          rows.push(lineRow(detail));
      } else if (row.kind === 'cost_code_subtotal') {
        rows.push({
          cells: [
            `${row.code.cost_code} ${codeNames.get(row.code.cost_code_id) ?? ''}`,
            ...figureCells(row.figures),
          ],
          kind: 'subtotal',
          indent: 1,
        });
      } else if (row.kind === 'category_subtotal') {
        rows.push({
          cells: [
            `Category ${row.category.cost_category_code} ${categoryNames.get(row.category.cost_category_id) ?? ''}`,
            ...figureCells(row.figures),
          ],
          kind: 'subtotal',
          indent: 1,
        });
      } else {
        rows.push({ cells: [`Total ${job.job_number}`, ...figureCells(row.figures)], kind: 'total' });
      }
    }
  }
  if (report.jobs.length > 1) {
    rows.push({ cells: [`All ${report.jobs.length} jobs`], kind: 'heading' });
    for (const category of report.category_totals)
      rows.push({
        cells: [
          `Category ${category.cost_category_code} ${categoryNames.get(category.cost_category_id) ?? ''}`,
          ...figureCells(category),
        ],
        kind: 'subtotal',
        indent: 1,
      });
    rows.push({ cells: ['Grand total', ...figureCells(report.totals)], kind: 'total' });
  }
  return {
    company,
    title: lines ? 'Job Cost Detail' : 'Job Cost Summary',
    parameters,
    columns: COLUMNS,
    rows,
    orientation: 'landscape',
    notes: JOB_COST_REPORT_NOTES,
  };
}
