import { ACCOUNT_CSV_COLUMNS, type TAccountImportRow } from '@groundwork/shared';
import { readCsvWithHeader, type TCsvRows, toCsv } from '@/features/imports/csv';

export const ACCOUNT_EXPORT_FILE = 'chart_of_accounts.csv';
export const ACCOUNT_TEMPLATE_FILE = 'chart_of_accounts_template.csv';

/** The columns a file must have; the others may be left out. */
export const REQUIRED_ACCOUNT_COLUMNS = ['account_number', 'account_name', 'account_type'] as const;

/** The template: the header and a parent with its sub-account and a contra account. */
export const ACCOUNT_TEMPLATE_CSV = toCsv([
  [...ACCOUNT_CSV_COLUMNS],
  ['1010', 'Cash - Payroll', 'asset', 'debit', '', 'The payroll bank account', 'yes'],
  ['1600', 'Vehicles', 'asset', 'debit', '', 'Trucks and cars at cost', 'no'],
  ['1650', 'Accumulated Depreciation - Vehicles', 'asset', 'credit', '1600', '', 'no'],
]);

/**
 * The rows of an import file: the first row names the columns (any order, any case; unknown columns
 * are ignored), blank lines are skipped, values are passed on as written — the preview says what is wrong.
 */
export function accountRowsFromCsv(text: string): TCsvRows<TAccountImportRow> {
  return readCsvWithHeader(text, REQUIRED_ACCOUNT_COLUMNS, (value) => ({
    account_number: value('account_number'),
    account_name: value('account_name'),
    account_type: value('account_type'),
    normal_balance: value('normal_balance'),
    parent_number: value('parent_number'),
    description: value('description'),
    is_cash: value('is_cash'),
  }));
}
