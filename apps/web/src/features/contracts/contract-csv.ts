import { CONTRACT_CSV_COLUMNS, type TContractImportRow } from '@groundwork/shared';
import Papa from 'papaparse';
import { toCsv } from '@/features/imports/csv';

export const CONTRACT_TEMPLATE_FILE = 'schedule_of_values_template.csv';
export const contractExportFile = (jobNumber: string) => `${jobNumber}_schedule_of_values.csv`;

/** The columns a file must have; cost_code may be left out. */
const REQUIRED = ['line', 'description', 'scheduled_value'] as const;

export const CONTRACT_CSV_MESSAGES = {
  selectCsv: 'Please select a CSV file',
  missingColumns: (missing: readonly string[]) =>
    `The file's first row must name the columns ${REQUIRED.join(', ')} (missing: ${missing.join(', ')})`,
} as const;

export const CONTRACT_TEMPLATE_CSV = toCsv([
  [...CONTRACT_CSV_COLUMNS],
  ['1', 'General conditions', '45000.00', ''],
  ['2', 'Sitework', '120000', '02-1000'],
  ['3', 'Concrete', '210500.50', '03-1000'],
]);

export type TContractCsv = { ok: true; rows: TContractImportRow[] } | { ok: false; error: string };

/** The rows of an import file: the first row names the columns (any order or case), values as written. */
export function contractRowsFromCsv(text: string): TContractCsv {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const parsed = Papa.parse<Record<string, string | undefined>>(input, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase().replace(/\s+/g, '_'),
  });
  const fields = parsed.meta.fields ?? [];
  const missing = REQUIRED.filter((column) => !fields.includes(column));
  if (missing.length > 0) return { ok: false, error: CONTRACT_CSV_MESSAGES.missingColumns(missing) };
  const value = (record: Record<string, string | undefined>, column: string) => (record[column] ?? '').trim();
  return {
    ok: true,
    rows: parsed.data.map((record) => ({
      line: value(record, 'line'),
      description: value(record, 'description'),
      scheduled_value: value(record, 'scheduled_value'),
      cost_code: value(record, 'cost_code'),
    })),
  };
}
