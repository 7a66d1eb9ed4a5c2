import { describe, expect, it } from 'vitest';
import type { TPdfCompany } from '../src/lib/pdf/company-header.ts';
import { REPORT_PDF_MAX_ROWS, ReportTooLongForPdfError, renderReportPdf } from '../src/lib/pdf/report-pdf.ts';
import { pdfText } from './helpers/pdf-text.ts';

const company: TPdfCompany = {
  name: 'Acme Builders',
  addressLines: ['1 Main St', 'Springfield, IL 62701'],
  contactLine: '555-0100',
  logo: null,
  colors: { primary: '#3b5998', secondary: '#222222', accent: '#d97706' },
};

const pagesOf = (bytes: Buffer) => (bytes.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

describe('the report PDF layout', () => {
  it('shows title, parameters, cells, subtotal and total rows, and numbers the pages', async () => {
    const bytes = await renderReportPdf({
      company,
      title: 'Balance Sheet',
      parameters: [['As of', '2026-03-31']],
      columns: [{ header: 'Account' }, { header: 'Balance', align: 'right' }],
      rows: [
        { cells: ['Assets'], kind: 'heading' },
        { cells: ['1000 Cash - Operating', '12,345.67'], indent: 1 },
        { cells: ['Total assets', '12,345.67'], kind: 'subtotal' },
        { cells: ['Total liabilities and equity', '12,345.67'], kind: 'total' },
      ],
      compress: false,
    });
    const text = pdfText(bytes).replace(/\s+/g, ' ');
    for (const expected of [
      'Acme Builders',
      'Balance Sheet',
      'As of',
      '2026-03-31',
      '1000 Cash - Operating',
      '12,345.67',
      'Total liabilities and equity',
      'Page 1 of 1',
    ])
      expect(text).toContain(expected);
  });

  it('repeats the column headers on every page of a long report', async () => {
    const rows = Array.from({ length: 400 }, (_, i) => ({ cells: [`Line ${i + 1}`, `${i + 1}.00`] }));
    const bytes = await renderReportPdf({
      company,
      title: 'General Ledger Detail',
      parameters: [],
      columns: [{ header: 'Description' }, { header: 'Debit amount', align: 'right' }],
      rows,
      compress: false,
    });
    const pages = pagesOf(bytes);
    expect(pages).toBeGreaterThan(3);
    const text = pdfText(bytes).replace(/\s+/g, ' ');
    expect(text.split('Debit amount').length - 1).toBe(pages);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain('Line 400');
  });

  it(`refuses more than ${REPORT_PDF_MAX_ROWS} rows with a 413 that says to export CSV`, async () => {
    const rows = Array.from({ length: REPORT_PDF_MAX_ROWS + 1 }, () => ({ cells: ['x'] }));
    const refusal = renderReportPdf({
      company,
      title: 'Too long',
      parameters: [],
      columns: [{ header: 'A' }],
      rows,
    });
    await expect(refusal).rejects.toBeInstanceOf(ReportTooLongForPdfError);
    await expect(refusal).rejects.toMatchObject({ status: 413, code: 'report_too_long_for_pdf' });
    await expect(refusal).rejects.toThrow(/Export it as CSV/);
  });
});
