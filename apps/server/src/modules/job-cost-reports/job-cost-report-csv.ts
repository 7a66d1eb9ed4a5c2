import {
  addJobCostFigures,
  categorySubtotals,
  JOB_COST_FIGURE_COLUMNS,
  JOB_STATUS_LABELS,
  type TJobCostCategorySubtotal,
  type TJobCostReportFigures,
  type TJobCostReportJob,
} from '@groundwork/shared';
import type { TCsvValue } from '@groundwork/shared/csv/csv-cell';
import { centsToCsv } from '../../lib/csv-stream.ts';
import type { TCostLineRow } from '../payables-reports/job-cost-detail.ts';
import { costToCompleteBasisText, jobCostRows } from './job-cost-report-rows.ts';

type TNames = { codes: Map<string, string>; categories: Map<string, string> };

export const JOB_COST_CSV_COLUMNS = [
  'Job',
  'Job name',
  'Customer',
  'Status',
  'Row',
  'Cost code',
  'Cost code description',
  'Category',
  'Category description',
  ...JOB_COST_FIGURE_COLUMNS.map((c) => c.header),
  'Cost to complete basis',
] as const;

const ROW_LABELS = {
  line: 'Line',
  cost_code_subtotal: 'Cost code subtotal',
  category_subtotal: 'Category subtotal',
  job_total: 'Job total',
} as const;

const figureCells = (f: TJobCostReportFigures): TCsvValue[] =>
  JOB_COST_FIGURE_COLUMNS.map((c) => centsToCsv(f[c.key]));

/** A job's rows in the CSV: lines, cost code subtotals, category subtotals, its total. */
export function jobCostCsvRows(job: TJobCostReportJob, names: TNames): TCsvValue[][] {
  const jobCells = [job.job_number, job.job_name, job.customer_name, JOB_STATUS_LABELS[job.status]];
  const basis = costToCompleteBasisText(job);
  return jobCostRows(job).map((row) => {
    const [code, category] =
      row.kind === 'line'
        ? [row.line.cost_code_id, row.line.cost_category_id]
        : row.kind === 'cost_code_subtotal'
          ? [row.code.cost_code_id, null]
          : row.kind === 'category_subtotal'
            ? [null, row.category.cost_category_id]
            : [null, null];
    const codeText =
      row.kind === 'line' ? row.line.cost_code : row.kind === 'cost_code_subtotal' ? row.code.cost_code : '';
    const categoryText =
      row.kind === 'line'
        ? row.line.cost_category_code
        : row.kind === 'category_subtotal'
          ? row.category.cost_category_code
          : '';
    return [
      ...jobCells,
      ROW_LABELS[row.kind],
      codeText,
      code ? (names.codes.get(code) ?? '') : '',
      categoryText,
      category ? (names.categories.get(category) ?? '') : '',
      ...figureCells(row.figures),
      basis,
    ];
  });
}

/**
 * The rows after the last job: every job's category subtotals added up per category, then the grand
 * total. Kept as the batches go (`add`), so the export never holds more than one batch of jobs.
 */
export function grandTotals() {
  const totals: TJobCostReportFigures[] = [];
  let categories: TJobCostCategorySubtotal[] = [];
  const categoryNames = new Map<string, string>();
  return {
    add(jobs: readonly TJobCostReportJob[], names: TNames) {
      for (const job of jobs) totals.push(job.totals);
      categories = categorySubtotals([...categories, ...jobs.flatMap((j) => j.category_subtotals)]);
      for (const [id, name] of names.categories) categoryNames.set(id, name);
    },
    rows(jobCount: number): TCsvValue[][] {
      const jobCells = ['', `All ${jobCount} job${jobCount === 1 ? '' : 's'}`, '', ''];
      return [
        ...categories.map((c) => [
          ...jobCells,
          'Category total',
          '',
          '',
          c.cost_category_code,
          categoryNames.get(c.cost_category_id) ?? '',
          ...figureCells(c),
          '',
        ]),
        [...jobCells, 'Grand total', '', '', '', '', ...figureCells(addJobCostFigures(totals)), ''],
      ];
    },
  };
}

export const JOB_COST_DETAIL_CSV_COLUMNS = [
  'Job',
  'Job name',
  'Cost code',
  'Category',
  'Date',
  'Entry',
  'Line',
  'Source',
  'Reversal',
  'Vendor',
  'Invoice',
  'Memo',
  'Account',
  'Account name',
  'Amount',
] as const;

/** A journal line behind a job's actual cost, as a detail CSV row. */
export function jobCostDetailCsvRow(job: { number: string; name: string }, line: TCostLineRow): TCsvValue[] {
  return [
    job.number,
    job.name,
    line.cost_code,
    line.cost_category_code,
    line.entry_date,
    line.entry_number,
    Number(line.line_number),
    line.source_type,
    line.is_reversal ? 'yes' : 'no',
    line.vendor_name ?? '',
    line.invoice_number ?? '',
    line.memo ?? '',
    line.account_number,
    line.account_name,
    centsToCsv(Number(line.amount)),
  ];
}
