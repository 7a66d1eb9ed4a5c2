import { AppError } from '../app-error.ts';
import { companyHeader, type TPdfCompany } from './company-header.ts';
import { renderPdf, type TPdfNode } from './pdf-engine.ts';

/**
 * The one layout of every report's PDF (issue 17, item 6): the company's letterhead with the report's
 * title and parameters, one table whose column headers repeat on every page, subtotal and total rows
 * set apart, "Page n of m" at the foot. A report hands it already formatted cells (amounts as the
 * screen shows them); this module knows nothing of accounting.
 */

export type TReportColumn = {
  header: string;
  /** Amounts right, text left (default). */
  align?: 'left' | 'right';
  /** pdfmake width: a number of points, '*' (share the rest) or 'auto'. Default: amounts 'auto', text '*'. */
  width?: number | '*' | 'auto';
};

export type TReportRowKind = 'detail' | 'heading' | 'subtotal' | 'total';

export type TReportRow = {
  cells: readonly string[];
  /** heading: a group's title across the row; subtotal/total: bold with a rule above. */
  kind?: TReportRowKind;
  /** Indent of the first cell, in levels (a sub-account, a cost code's categories). */
  indent?: number;
};

export type TReportPdf = {
  company: TPdfCompany;
  title: string;
  /** The parameters the report was run with, shown under the title: [label, value]. */
  parameters: readonly [string, string][];
  columns: readonly TReportColumn[];
  rows: readonly TReportRow[];
  /** Wide reports (many amount columns) print landscape. */
  orientation?: 'portrait' | 'landscape';
  /** Lines of text after the table (a note on basis, a tie-out). */
  notes?: readonly string[];
  /** Tests turn compression off to read the text. */
  compress?: boolean;
};

/**
 * pdfmake lays out a document in memory, so a PDF has a ceiling; a longer report is exported as CSV
 * (streamed). 20,000 rows is about 450 letter pages.
 */
export const REPORT_PDF_MAX_ROWS = 20_000;

/** 413: the report is longer than a PDF may be; the message says what to do instead. */
export class ReportTooLongForPdfError extends AppError {
  constructor(readonly rowCount: number) {
    super(
      'report_too_long_for_pdf',
      `The report has ${rowCount.toLocaleString('en-US')} lines; a PDF holds at most ${REPORT_PDF_MAX_ROWS.toLocaleString('en-US')}. Export it as CSV, or narrow the dates or filters.`,
      413,
    );
  }
}

function cell(text: string, column: TReportColumn, row: TReportRow, isFirst: boolean): TPdfNode {
  const kind = row.kind ?? 'detail';
  return {
    text,
    alignment: column.align ?? 'left',
    bold: kind !== 'detail',
    ...(isFirst && row.indent ? { margin: [row.indent * 10, 0, 0, 0] } : {}),
  };
}

function bodyRow(row: TReportRow, columns: readonly TReportColumn[]): TPdfNode[] {
  if ((row.kind ?? 'detail') === 'heading') {
    const first = {
      text: row.cells[0] ?? '',
      bold: true,
      colSpan: columns.length,
      margin: [(row.indent ?? 0) * 10, 4, 0, 0],
    };
    return [first, ...columns.slice(1).map(() => '')];
  }
  return columns.map((column, i) => cell(row.cells[i] ?? '', column, row, i === 0));
}

/** The report as PDF bytes; refuses more than REPORT_PDF_MAX_ROWS rows (ReportTooLongForPdfError). */
export async function renderReportPdf(report: TReportPdf): Promise<Buffer> {
  if (report.rows.length > REPORT_PDF_MAX_ROWS) throw new ReportTooLongForPdfError(report.rows.length);
  const { company, columns } = report;
  const header: TPdfNode[] = columns.map((column) => ({
    text: column.header,
    bold: true,
    color: '#ffffff',
    alignment: column.align ?? 'left',
  }));
  const body: TPdfNode[][] = [header, ...report.rows.map((row) => bodyRow(row, columns))];
  const kinds = report.rows.map((row) => row.kind ?? 'detail');
  const widths = columns.map((column) => column.width ?? (column.align === 'right' ? 'auto' : '*'));
  const printed = new Date().toISOString().slice(0, 10);
  return renderPdf({
    info: { title: report.title, author: company.name },
    pageMargins: [36, 36, 36, 44],
    ...(report.orientation === 'landscape' ? { pageOrientation: 'landscape' } : {}),
    compress: report.compress ?? true,
    content: [
      // The letterhead's facts table needs a row: a report without parameters shows its print date.
      ...companyHeader(
        company,
        report.title,
        report.parameters.length > 0 ? report.parameters : [['Printed', printed]],
        // Letter is 612 × 792 pt; the margins are 36 pt on each side.
        (report.orientation === 'landscape' ? 792 : 612) - 2 * 36,
      ),
      {
        margin: [0, 10, 0, 0],
        table: { headerRows: 1, widths, body, dontBreakRows: true },
        layout: {
          hLineWidth: (i: number) => {
            if (i === 0) return 0;
            const kind = kinds[i - 1];
            return kind === 'subtotal' || kind === 'total' ? 0.75 : 0.25;
          },
          vLineWidth: () => 0,
          hLineColor: (i: number) => (kinds[i - 1] === 'total' ? '#333333' : '#cccccc'),
          fillColor: (row: number) =>
            row === 0 ? company.colors.primary : kinds[row - 1] === 'total' ? '#f1f1f1' : null,
          paddingTop: () => 2,
          paddingBottom: () => 2,
        },
      },
      ...(report.notes ?? []).map((note) => ({ text: note, margin: [0, 6, 0, 0], color: '#555555' })),
    ],
    footer: (page, pages) => ({
      columns: [
        { width: '*', text: `${company.name} · ${report.title} · printed ${printed}`, color: '#777777' },
        { width: 'auto', text: `Page ${page} of ${pages}`, alignment: 'right', color: '#777777' },
      ],
      margin: [36, 12, 36, 0],
      fontSize: 8,
    }),
  });
}

/** The headers of a PDF attachment. */
export function pdfHeaders(fileName: string): Record<string, string> {
  return {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
    'cache-control': 'no-store',
  };
}
