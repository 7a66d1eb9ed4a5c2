import { ACCOUNT_CSV_COLUMNS, type TAccountImportRow } from '@groundwork/shared';
import Papa from 'papaparse';
import { toCsv } from '@/features/imports/csv';

export const ACCOUNT_EXPORT_FILE = 'chart_of_accounts.csv';
export const ACCOUNT_TEMPLATE_FILE = 'chart_of_accounts_template.csv';

/** The columns a file must have; the others may be left out. */
export const REQUIRED_ACCOUNT_COLUMNS = ['account_number', 'account_name', 'account_type'] as const;

export const ACCOUNT_CSV_MESSAGES = {
  selectCsv: 'Please select a CSV file',
  missingColumns: (missing: readonly string[]) =>
    `The file's first row must name the columns ${REQUIRED_ACCOUNT_COLUMNS.join(', ')} (missing: ${missing.join(', ')})`,
} as const;

/** The template: the header and a parent with its sub-account and a contra account. */
export const ACCOUNT_TEMPLATE_CSV = toCsv([
  [...ACCOUNT_CSV_COLUMNS],
  ['1010', 'Cash - Payroll', 'asset', 'debit', '', 'The payroll bank account', 'yes'],
  ['1600', 'Vehicles', 'asset', 'debit', '', 'Trucks and cars at cost', 'no'],
  ['1650', 'Accumulated Depreciation - Vehicles', 'asset', 'credit', '1600', '', 'no'],
]);

export type TAccountCsv = { ok: true; rows: TAccountImportRow[] } | { ok: false; error: string };

type TColumn = (typeof ACCOUNT_CSV_COLUMNS)[number];

/**
 * The rows of an import file: the first row names the columns (any order, any case; unknown columns
 * are ignored), blank lines are skipped, values are passed on as written — the preview says what is wrong.
 */
export function accountRowsFromCsv(text: string): TAccountCsv {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const parsed = Papa.parse<Record<string, string | undefined>>(input, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase().replace(/\s+/g, '_'),
  });
  const fields = parsed.meta.fields ?? [];
  const missing = REQUIRED_ACCOUNT_COLUMNS.filter((column) => !fields.includes(column));
  if (missing.length > 0) return { ok: false, error: ACCOUNT_CSV_MESSAGES.missingColumns(missing) };
  const value = (record: Record<string, string | undefined>, column: TColumn) =>
    (record[column] ?? '').trim();
  const rows = parsed.data.map((record) => ({
    account_number: value(record, 'account_number'),
    account_name: value(record, 'account_name'),
    account_type: value(record, 'account_type'),
    normal_balance: value(record, 'normal_balance'),
    parent_number: value(record, 'parent_number'),
    description: value(record, 'description'),
    is_cash: value(record, 'is_cash'),
  }));
  return { ok: true, rows };
}
