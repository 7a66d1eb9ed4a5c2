import { CONTRACT_CSV_COLUMNS, type TContractImportRow } from '@groundwork/shared';
import { readCsvWithHeader, type TCsvRows, toCsv } from '@/features/imports/csv';

export const CONTRACT_TEMPLATE_FILE = 'schedule_of_values_template.csv';
export const contractExportFile = (jobNumber: string) => `${jobNumber}_schedule_of_values.csv`;

/** The columns a file must have; cost_code may be left out. */
const REQUIRED = ['line', 'description', 'scheduled_value'] as const;

export const CONTRACT_TEMPLATE_CSV = toCsv([
  [...CONTRACT_CSV_COLUMNS],
  ['1', 'General conditions', '45000.00', ''],
  ['2', 'Sitework', '120000', '02-1000'],
  ['3', 'Concrete', '210500.50', '03-1000'],
]);

/** The rows of an import file: the first row names the columns (any order or case), values as written. */
export function contractRowsFromCsv(text: string): TCsvRows<TContractImportRow> {
  return readCsvWithHeader(text, REQUIRED, (value) => ({
    line: value('line'),
    description: value('description'),
    scheduled_value: value('scheduled_value'),
    cost_code: value('cost_code'),
  }));
}
