import type { TCsvTemplateEntity, TImportStage } from '@groundwork/shared';
import { emptySourceModel, type TImportSourceModel, type TSourceRef } from '../model/source-model.ts';
import { decodeSource, formatSourceCents, type TSourceEncoding } from '../sources/source-text.ts';
import { CSV_TEMPLATES, columnKeys, headerKey } from './template-columns.ts';
import { readCsvRecords, type TCsvRecord } from './template-csv-text.ts';
import { ENTITY_READERS } from './template-entity-readers.ts';
import { rowReader } from './template-row-reader.ts';

/*
 * The CSV templates read into the source model (issue 24). Columns by header name (case, spaces and
 * punctuation ignored, aliases accepted), amounts through parseSourceAmount (quotes, thousands
 * separators, parentheses), dates through parseSourceDate (US order, 2-digit years). Every problem is a
 * row error in the import's words ("Row 12: Open balance 'abc' is not an amount") attributed to the
 * stage the rows feed; a row with an error is left out of the model (its error blocks the stage).
 */

export const TEMPLATE_STAGE: Readonly<Record<TCsvTemplateEntity, TImportStage>> = {
  accounts: 'accounts',
  customers: 'customers',
  jobs: 'jobs',
  vendors: 'vendors',
  open_invoices: 'open_invoices',
  open_bills: 'open_bills',
  trial_balance: 'opening_entry',
  bank_items: 'bank_items',
  job_cost: 'job_cost',
};

export type TTemplateRead = {
  entity: TCsvTemplateEntity;
  encoding: TSourceEncoding;
  /** Data rows (blank rows not counted). */
  rowCount: number;
  /** Only this entity's part is filled; `model.errors` holds every problem. */
  model: TImportSourceModel;
  /** Header cells that are none of the template's columns (read past, not an error). */
  ignoredColumns: string[];
};

/** Read one of the templates. Pure; never throws on user input. */
export function readTemplateCsv(
  entity: TCsvTemplateEntity,
  bytes: Uint8Array,
  fileName: string,
): TTemplateRead {
  const spec = CSV_TEMPLATES[entity];
  const stage = TEMPLATE_STAGE[entity];
  const { text, encoding } = decodeSource(bytes);
  const model = emptySourceModel();
  const result: TTemplateRead = { entity, encoding, rowCount: 0, model, ignoredColumns: [] };
  const fail = (row: number | null, message: string) =>
    model.errors.push({ stage, file_name: fileName, row, message });

  let records: TCsvRecord[];
  try {
    records = readCsvRecords(text);
  } catch (error) {
    fail(
      null,
      `'${fileName}' cannot be read as CSV: ${error instanceof Error ? error.message : String(error)}`,
    );
    return result;
  }
  const [header, ...rows] = records;
  if (!header) {
    fail(null, `'${fileName}' is empty`);
    return result;
  }
  // 1. Columns by header name.
  const byKey = columnKeys(spec);
  const index = new Map<string, number>();
  header.cells.forEach((cell, k) => {
    const column = byKey.get(headerKey(cell));
    if (column === undefined) {
      if (cell !== '') result.ignoredColumns.push(cell);
    } else if (!index.has(column)) index.set(column, k);
  });
  const missing = spec.columns.filter((c) => c.required && !index.has(c.header)).map((c) => c.header);
  if (missing.length > 0) {
    fail(
      header.row,
      `Row ${header.row}: the ${spec.entity.replace(/_/g, ' ')} template needs the column${missing.length > 1 ? 's' : ''} ${missing.map((m) => `'${m}'`).join(', ')}`,
    );
    return result;
  }
  result.rowCount = rows.length;

  // 2. Each row through its entity's reader.
  const read = ENTITY_READERS[entity];
  for (const record of rows) {
    const reader = rowReader(record, index, spec, (message) =>
      fail(record.row, `Row ${record.row}: ${message}`),
    );
    read(reader, { fileName, row: record.row }, model, (message) => {
      reader.ok = false;
      fail(record.row, `Row ${record.row}: ${message}`);
    });
  }
  // 3. Whole-file checks (duplicates, a trial balance that does not balance).
  FILE_CHECKS[entity]?.(model, (row, message) =>
    fail(row, row === null ? message : `Row ${row}: ${message}`),
  );
  return result;
}

type TFileCheck = (model: TImportSourceModel, fail: (row: number | null, message: string) => void) => void;

function duplicates<T extends { ref: TSourceRef }>(
  records: readonly T[],
  label: string,
  keyOf: (r: T) => string | null,
  fail: (row: number | null, message: string) => void,
): void {
  const seen = new Map<string, number | null>();
  for (const r of records) {
    const key = keyOf(r);
    if (key === null) continue;
    const folded = key.toLowerCase();
    if (seen.has(folded)) fail(r.ref.row, `${label} '${key}' appears twice (also row ${seen.get(folded)})`);
    else seen.set(folded, r.ref.row);
  }
}

const FILE_CHECKS: Partial<Record<TCsvTemplateEntity, TFileCheck>> = {
  accounts: (m, fail) => {
    duplicates(m.accounts, 'account', (a) => a.path, fail);
    duplicates(m.accounts, 'account number', (a) => a.number, fail);
  },
  customers: (m, fail) => {
    duplicates(m.customers, 'customer', (c) => c.name, fail);
    duplicates(m.jobs, 'job', (j) => j.fullName, fail);
  },
  jobs: (m, fail) => duplicates(m.jobs, 'job', (j) => j.fullName, fail),
  vendors: (m, fail) => duplicates(m.vendors, 'vendor', (v) => v.name, fail),
  trial_balance: (m, fail) => {
    const rows = m.trialBalance?.rows ?? [];
    duplicates(rows, 'account', (a) => a.path, fail);
    if (rows.length === 0) return fail(null, 'The trial balance has no account with an amount');
    const debits = rows.reduce((s, a) => s + a.debitCents, 0);
    const credits = rows.reduce((s, a) => s + a.creditCents, 0);
    if (debits !== credits)
      fail(null, `Trial balance debits ${formatSourceCents(debits)} ≠ credits ${formatSourceCents(credits)}`);
  },
};
