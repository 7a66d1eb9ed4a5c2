import { BUDGET_CSV_COLUMNS, type TBudgetImportRow } from '@groundwork/shared';
import { readCsvWithHeader, type TCsvRows, toCsv } from '@/features/imports/csv';

export const BUDGET_TEMPLATE_FILE = 'job_budget_template.csv';
export const budgetExportFile = (jobNumber: string) => `${jobNumber}_budget.csv`;

/** The columns a file must have; description may be left out. */
export const REQUIRED_BUDGET_COLUMNS = ['cost_code', 'cost_category', 'amount'] as const;

/** The template: the header and three lines of a small concrete job. */
export const BUDGET_TEMPLATE_CSV = toCsv([
  [...BUDGET_CSV_COLUMNS],
  ['03-1000', 'L', 'Form crew', '12000.00'],
  ['03-1000', 'M', 'Form lumber and ties', '4500.50'],
  ['03-3000', 'S', 'Place and finish', '30000'],
]);

/**
 * The rows of an import file: the first row names the columns (any order, any case; unknown columns are
 * ignored), blank lines are skipped, values are passed on as written — the preview says what is wrong.
 */
export function budgetRowsFromCsv(text: string): TCsvRows<TBudgetImportRow> {
  return readCsvWithHeader(text, REQUIRED_BUDGET_COLUMNS, (value) => ({
    cost_code: value('cost_code'),
    cost_category: value('cost_category'),
    description: value('description'),
    amount: value('amount'),
  }));
}
