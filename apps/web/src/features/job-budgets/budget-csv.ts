import { BUDGET_CSV_COLUMNS, type TBudgetImportRow } from '@groundwork/shared';
import Papa from 'papaparse';
import { toCsv } from '@/features/imports/csv';

export const BUDGET_TEMPLATE_FILE = 'job_budget_template.csv';
export const budgetExportFile = (jobNumber: string) => `${jobNumber}_budget.csv`;

/** The columns a file must have; description may be left out. */
export const REQUIRED_BUDGET_COLUMNS = ['cost_code', 'cost_category', 'amount'] as const;

export const BUDGET_CSV_MESSAGES = {
  selectCsv: 'Please select a CSV file',
  missingColumns: (missing: readonly string[]) =>
    `The file's first row must name the columns ${REQUIRED_BUDGET_COLUMNS.join(', ')} (missing: ${missing.join(', ')})`,
} as const;

/** The template: the header and three lines of a small concrete job. */
export const BUDGET_TEMPLATE_CSV = toCsv([
  [...BUDGET_CSV_COLUMNS],
  ['03-1000', 'L', 'Form crew', '12000.00'],
  ['03-1000', 'M', 'Form lumber and ties', '4500.50'],
  ['03-3000', 'S', 'Place and finish', '30000'],
]);

export type TBudgetCsv = { ok: true; rows: TBudgetImportRow[] } | { ok: false; error: string };

/**
 * The rows of an import file: the first row names the columns (any order, any case; unknown columns are
 * ignored), blank lines are skipped, values are passed on as written — the preview says what is wrong.
 */
export function budgetRowsFromCsv(text: string): TBudgetCsv {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const parsed = Papa.parse<Record<string, string | undefined>>(input, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase().replace(/\s+/g, '_'),
  });
  const fields = parsed.meta.fields ?? [];
  const missing = REQUIRED_BUDGET_COLUMNS.filter((column) => !fields.includes(column));
  if (missing.length > 0) return { ok: false, error: BUDGET_CSV_MESSAGES.missingColumns(missing) };
  const value = (record: Record<string, string | undefined>, column: string) => (record[column] ?? '').trim();
  return {
    ok: true,
    rows: parsed.data.map((record) => ({
      cost_code: value(record, 'cost_code'),
      cost_category: value(record, 'cost_category'),
      description: value(record, 'description'),
      amount: value(record, 'amount'),
    })),
  };
}
