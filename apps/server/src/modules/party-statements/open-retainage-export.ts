import { formatCents, type TOpenRetainageFigures, type TOpenRetainageReport } from '@groundwork/shared';
import type { TCsvValue } from '@groundwork/shared/csv/csv-cell';
import { centsToCsv } from '../../lib/csv-stream.ts';
import type { TPdfCompany } from '../../lib/pdf/company-header.ts';
import type { TReportPdf } from '../../lib/pdf/report-pdf.ts';
import { pdfMoney, tieOutNote } from './aging-pdf.ts';

const FIGURES = [
  ['receivable_billed_cents', 'Receivable billed'],
  ['receivable_released_cents', 'Receivable released'],
  ['receivable_held_cents', 'Receivable held'],
  ['payable_withheld_cents', 'Payable withheld'],
  ['payable_released_cents', 'Payable released'],
  ['payable_held_cents', 'Payable held'],
  ['net_held_cents', 'Net held'],
] as const satisfies readonly (readonly [keyof TOpenRetainageFigures, string])[];

/** The screen's columns (ASCII headers, so a spreadsheet reads them). */
export const OPEN_RETAINAGE_CSV_COLUMNS = [
  'Job',
  'Job name',
  'Customer',
  ...FIGURES.map(([, label]) => label),
] as const;

/** A row per job, then the totals row; amounts as decimal numbers. */
export function openRetainageCsvRows(report: TOpenRetainageReport): TCsvValue[][] {
  return [
    ...report.jobs.map((j) => [
      j.project_number,
      j.project_name,
      j.customer_name,
      ...FIGURES.map(([key]) => centsToCsv(j[key])),
    ]),
    ['', 'Total', '', ...FIGURES.map(([key]) => centsToCsv(report.totals[key]))],
  ];
}

/** The report as a landscape PDF with the tie-out to the two control accounts under it. */
export function openRetainagePdf(company: TPdfCompany, report: TOpenRetainageReport): TReportPdf {
  const tie = report.tie_out;
  return {
    company,
    title: 'Open Retainage by Job',
    parameters: [['As of', report.as_of]],
    orientation: 'landscape',
    columns: [
      { header: 'Job' },
      { header: 'Customer' },
      ...FIGURES.map(([, label]) => ({ header: label, align: 'right' as const })),
    ],
    rows: [
      ...report.jobs.map((j) => ({
        cells: [
          `${j.project_number} ${j.project_name}`.trim(),
          j.customer_name,
          ...FIGURES.map(([key]) => pdfMoney(j[key])),
        ],
      })),
      {
        kind: 'total' as const,
        cells: ['Total', '', ...FIGURES.map(([key]) => formatCents(report.totals[key]))],
      },
    ],
    notes: [
      'Receivable: retainage your customers withheld on approved pay applications, less what retainage releases billed back. Payable: retainage withheld from subcontractor invoices, less what releases made payable. Net held = receivable held − payable held.',
      `Tie-out as of ${report.as_of}:`,
      tieOutNote('Retainage receivable', tie.receivable_subledger_cents, tie.receivable_control_cents),
      tieOutNote('Retainage payable', tie.payable_subledger_cents, tie.payable_control_cents),
    ],
  };
}
