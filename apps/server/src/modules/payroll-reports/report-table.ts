import type { TReportTable } from '@groundwork/shared';
import type { TCsvValue } from '@groundwork/shared/csv/csv-cell';
import { centsToCsv } from '../../lib/csv-stream.ts';
import type { TReportColumn, TReportRow } from '../../lib/pdf/report-pdf.ts';

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 123456 → "1,234.56". */
export function centsText(cents: number): string {
  return money.format(cents / 100);
}

export function csvRowsOf(table: TReportTable): TCsvValue[][] {
  return table.rows.map((row) =>
    table.columns.map((column, i) => {
      const cell = row.cells[i] ?? null;
      if (cell === null) return '';
      if (column.kind === 'money' && typeof cell === 'number') return centsToCsv(cell);
      if (column.kind === 'hours') return Number(cell);
      return String(cell);
    }),
  );
}

export function pdfColumnsOf(table: TReportTable): TReportColumn[] {
  return table.columns.map((c) => ({ header: c.header, align: c.kind === 'text' ? 'left' : 'right' }));
}

export function pdfRowsOf(table: TReportTable): TReportRow[] {
  return table.rows.map((row) => ({
    kind: row.kind ?? 'detail',
    cells: table.columns.map((column, i) => {
      const cell = row.cells[i] ?? null;
      if (cell === null) return '';
      if (column.kind === 'money' && typeof cell === 'number') return centsText(cell);
      return String(cell);
    }),
  }));
}
