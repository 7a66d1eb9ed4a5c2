import type { TCostCode, TCostCodeImportRow } from '@groundwork/shared';
import { parseCsv, toCsv } from '@/features/imports/csv';

/** Spec §9: file names and headers. */
export const COST_CODE_EXPORT_FILE = 'cost_codes_export.csv';
export const COST_CODE_TEMPLATE_FILE = 'cost_codes_template.csv';

/** The template: the header code,description and two sample rows, a parent and its child. */
export const COST_CODE_TEMPLATE_CSV = toCsv([
  ['code', 'description'],
  ['01-0000', 'General Requirements'],
  ['01-0100', 'Project Management'],
]);

/** The export: code,description,is_parent for every code, in the list's order. */
export function costCodesExportCsv(codes: readonly TCostCode[]): string {
  return toCsv([
    ['code', 'description', 'is_parent'],
    ...codes.map((code) => [code.code, code.description, code.is_parent ? 'true' : 'false']),
  ]);
}

export type TCostCodeCsv = {
  rows: TCostCodeImportRow[];
  /** Data rows with fewer than 2 columns, which cannot be a code and a description. */
  skipped: number;
};

/**
 * The rows of an import file (spec §5): the first row is the header, rows need at least 2 columns
 * (code, description; more are ignored), quotes are stripped by the parser, blank lines skipped.
 */
export function costCodeRowsFromCsv(text: string): TCostCodeCsv {
  const [, ...data] = parseCsv(text);
  const rows: TCostCodeImportRow[] = [];
  let skipped = 0;
  for (const fields of data) {
    const [code, description] = fields;
    if (fields.length < 2 || code === undefined || description === undefined) {
      skipped++;
      continue;
    }
    rows.push({ code: code.trim(), description: description.trim() });
  }
  return { rows, skipped };
}
