import type {
  TJobCostCategorySubtotal,
  TJobCostCodeSubtotal,
  TJobCostReportFigures,
  TJobCostReportJob,
  TJobCostReportLine,
} from '@groundwork/shared';

/**
 * The order every export (CSV, PDF) writes a job in, as the screen shows it: per cost code its lines
 * then its subtotal; then the job's subtotals per category; then the job's total.
 */

export type TJobCostRowKind = 'line' | 'cost_code_subtotal' | 'category_subtotal' | 'job_total';

export type TJobCostRow =
  | { kind: 'line'; line: TJobCostReportLine; figures: TJobCostReportFigures }
  | { kind: 'cost_code_subtotal'; code: TJobCostCodeSubtotal; figures: TJobCostReportFigures }
  | { kind: 'category_subtotal'; category: TJobCostCategorySubtotal; figures: TJobCostReportFigures }
  | { kind: 'job_total'; figures: TJobCostReportFigures };

export function jobCostRows(job: TJobCostReportJob): TJobCostRow[] {
  const rows: TJobCostRow[] = [];
  const linesByCode = new Map<string, TJobCostReportLine[]>();
  for (const line of job.lines) {
    const list = linesByCode.get(line.cost_code_id);
    if (list) list.push(line);
    else linesByCode.set(line.cost_code_id, [line]);
  }
  for (const code of job.cost_code_subtotals) {
    for (const line of linesByCode.get(code.cost_code_id) ?? [])
      rows.push({ kind: 'line', line, figures: line });
    rows.push({ kind: 'cost_code_subtotal', code, figures: code });
  }
  for (const category of job.category_subtotals)
    rows.push({ kind: 'category_subtotal', category, figures: category });
  rows.push({ kind: 'job_total', figures: job.totals });
  return rows;
}

/** How a job's cost to complete was reached, in words. */
export function costToCompleteBasisText(job: TJobCostReportJob): string {
  return job.cost_to_complete_basis === 'wip_estimate'
    ? `WIP estimate of ${job.wip_period_end ?? ''}`
    : 'Remaining budget or commitment';
}
