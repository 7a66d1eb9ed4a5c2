import type { TImportSourceModel, TSourceRef } from '../model/source-model.ts';
import { parseSourceAmount, parseSourceDate, splitAccountPath } from '../sources/source-text.ts';
import type { TTemplateSpec } from './template-columns.ts';
import type { TCsvRecord } from './template-csv-text.ts';

/*
 * One template row's cells by column header, each read the forgiving way (amounts through
 * parseSourceAmount, dates through parseSourceDate, yes/no flags); a bad cell is reported in the
 * import's words and marks the row not ok.
 */

export type TRowReader = {
  row: number;
  ok: boolean;
  text: (header: string) => string;
  name: (header: string) => string | null;
  required: (header: string) => string | null;
  amount: (header: string, required?: boolean) => number | null;
  date: (header: string, required?: boolean) => string | null;
  flag: (header: string) => boolean | null;
};

export function rowReader(
  record: TCsvRecord,
  index: Map<string, number>,
  spec: TTemplateSpec,
  report: (message: string) => void,
): TRowReader {
  const reader: TRowReader = {
    row: record.row,
    ok: true,
    text: (header) => {
      const k = index.get(header);
      return k === undefined ? '' : (record.cells[k] ?? '').trim();
    },
    name: (header) => {
      const joined = splitAccountPath(reader.text(header)).join(':');
      return joined === '' ? null : joined;
    },
    required: (header) => {
      const value = reader.text(header);
      if (value !== '') return value;
      reader.ok = false;
      report(`the ${spec.rowLabel} has no ${header}`);
      return null;
    },
    amount: (header, required = false) => {
      const raw = reader.text(header);
      if (raw.replace(/"/g, '').trim() === '') {
        if (required) {
          reader.ok = false;
          report(`the ${spec.rowLabel} has no ${header}`);
        }
        return null;
      }
      const value = parseSourceAmount(raw);
      if (value === null) {
        reader.ok = false;
        report(`${header} '${raw}' is not an amount`);
      }
      return value;
    },
    date: (header, required = false) => {
      const raw = reader.text(header);
      if (raw === '') {
        if (required) {
          reader.ok = false;
          report(`the ${spec.rowLabel} has no ${header}`);
        }
        return null;
      }
      const value = parseSourceDate(raw, { excelSerial: /^\d{5}$/.test(raw) });
      if (value === null) {
        reader.ok = false;
        report(`${header} '${raw}' is not a date`);
      }
      return value;
    },
    flag: (header) => {
      const raw = reader.text(header);
      if (raw === '') return null;
      if (/^(y|yes|true|1|x|on|checked|inactive)$/i.test(raw)) return true;
      if (/^(n|no|false|0|off|active)$/i.test(raw)) return false;
      reader.ok = false;
      report(`${header} '${raw}' is not yes or no`);
      return null;
    },
  };
  return reader;
}

/** Reads one row into the model; `fail` reports a row-level problem (and marks the row not ok). */
export type TEntityReader = (
  r: TRowReader,
  ref: TSourceRef,
  model: TImportSourceModel,
  fail: (message: string) => void,
) => void;
